/** What a seed step relies on (a row just inserted, a demo course by its index): a missing one is a broken seed, said plainly. */
export function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`seed: ${what} is missing`);
  return value;
}

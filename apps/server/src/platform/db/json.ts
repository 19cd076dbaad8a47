/**
 * A json column or `json_agg` read as an array: node-postgres and PGlite both parse json, a driver
 * handing back text is parsed here; anything else is an empty array.
 */
export function jsonArray<T>(value: unknown): T[] {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(parsed) ? (parsed as T[]) : [];
}

/** The numbers of a json array of ids (`json_agg(id)`), anything else left out. */
export const jsonIds = (value: unknown): number[] => jsonArray<unknown>(value).filter((id): id is number => typeof id === 'number');

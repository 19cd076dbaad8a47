/** A positive whole id from the address, else null (a hand-typed `/gestao/cursos/abc` or `?id=abc` is "not found", not a call). */
export function positiveId(value: string | null | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

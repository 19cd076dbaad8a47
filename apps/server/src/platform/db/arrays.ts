/**
 * Array parameters both drivers pass the same way: their text form ('{1,2,3}'), cast in the SQL
 * (`${intArray(ids)}::int[]`). One parameter per column instead of one per value keeps a batch's
 * statement the same text whatever its size: node-postgres and PGlite serialize one string, and
 * the server parses and plans a few parameters, not thousands (engine/totals.ts: a 500-event
 * scoring batch sent 10,000 parameters as VALUES lists).
 */
export const intArray = (values: readonly number[]) => `{${values.map((v) => Math.trunc(v)).join(',')}}`;

/** One field of each of `rows` as an int[] parameter: `${intsOf(deltas, (d) => d.userId)}::int[]`. */
export const intsOf = <T>(rows: readonly T[], pick: (row: T) => number) => intArray(rows.map(pick));

/** Text values, each quoted: `${textArray(days)}::date[]`, `${textArray(actions)}::text[]`. */
export const textArray = (values: readonly string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

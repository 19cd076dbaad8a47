import { z } from 'zod';

/** Postgres `integer` ids: anything larger would make the database, not the client, fail. */
export const MAX_ID = 2_147_483_647;

export const idParam = z.coerce
  .number({ error: 'Identificador inválido' })
  .int('Identificador inválido')
  .positive('Identificador inválido')
  .max(MAX_ID, 'Identificador inválido');

export const pageQuery = z.coerce.number().int().min(1).max(100_000).default(1);

export const errorBody = z
  .object({
    error: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBody>;

/** The contract's paginated envelope; `next_page_url` is null on the last page. */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number().int(),
    next_page_url: z.string().nullable(),
    per_page: z.number().int(),
    total: z.number().int(),
  });
}

/** The contract's legacy envelope read by element index: `[message, status, { data }]`. */
export function legacyEnvelope<T extends z.ZodType>(payload: T) {
  return z.tuple([z.string(), z.number().int(), z.object({ data: payload })]);
}

export const okMessage = z.object({ message: z.string() });

export { languages, type Language } from './languages';

/**
 * A yes/no field as the contract lets clients send it: a boolean, 0/1, or their text in a multipart
 * body ('1', '0', 'true', 'false'). Always a boolean once parsed.
 */
export const flagField = (message = 'Use 0, 1, true ou false') =>
  z
    .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])], { error: message })
    .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

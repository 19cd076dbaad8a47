import { z } from 'zod';
import { flagField, idParam } from '../platform/http';
import { IMPORT_OUTCOMES, IMPORT_STATES } from './import-constants';

export * from './import-constants';

export const importIdParams = z.object({ id: idParam });

/** The multipart's text fields. */
export const importFields = z.object({ dry_run: flagField().default(false), send_invite: flagField().default(false) });
export type ImportFields = z.infer<typeof importFields>;
/** For OpenAPI: the multipart body with its file. */
export const importForm = importFields.extend({ file: z.file() });

export const importCreatedReply = z.object({ data: z.object({ id: z.number().int() }) });

export const importRow = z.object({
  row: z.number().int(),
  email: z.string(),
  outcome: z.enum(IMPORT_OUTCOMES),
  message: z.string().nullable(),
});
export type ImportRow = z.infer<typeof importRow>;

export const importStatus = z.object({
  id: z.number().int(),
  state: z.enum(IMPORT_STATES),
  dry_run: z.boolean(),
  send_invite: z.boolean(),
  total: z.number().int(),
  done: z.number().int(),
  created: z.number().int(),
  enrolled: z.number().int(),
  unchanged: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
  /** The first IMPORT_ROWS_SHOWN rows' outcomes, for the screen's row-by-row view. */
  rows: z.array(importRow),
  /** Why a whole file failed (its header, its size); null otherwise. */
  failure: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ImportStatus = z.infer<typeof importStatus>;
export const importStatusReply = z.object({ data: importStatus });

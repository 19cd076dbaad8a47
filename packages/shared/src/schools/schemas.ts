import { z } from 'zod';
import { emailField } from '../accounts/schemas';
import { idParam } from '../platform/http';
import { DOMAIN_STATUSES, EXPORT_STATES, HOST_MAX, IMPORT_STATES, SCHOOL_MESSAGES as M, SCHOOL_NAME_MAX } from './constants';

export * from './constants';

/**
 * A host name as a school is served on it: lower case, dot-separated labels of letters, digits and
 * hyphens, at least two labels (`escola.exemplo.com.br`, `aurora.localhost`); no scheme, port or path.
 */
export const hostField = z
  .string({ error: M.hostInvalid })
  .trim()
  .toLowerCase()
  .max(HOST_MAX, M.hostInvalid)
  .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/, M.hostInvalid);

// ---- The operator (CONTRACT "Schools and domains") ----

export const createSchoolBody = z.object({
  name: z.string({ error: M.schoolNameRequired }).trim().min(1, M.schoolNameRequired).max(SCHOOL_NAME_MAX, M.schoolNameTooLong),
  host: hostField,
  owner_email: emailField,
});
export type CreateSchoolBody = z.infer<typeof createSchoolBody>;

export const schoolStateBody = z.object({ active: z.boolean() });
export const schoolIdParams = z.object({ id: idParam });
export const schoolsQuery = z.object({ cursor: idParam.optional() });

export const operatorSchool = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  active: z.boolean(),
  hosts: z.array(z.string()),
  students: z.number().int(),
  storage_bytes: z.number().int(),
  created_at: z.string(),
});
export type OperatorSchool = z.infer<typeof operatorSchool>;
export const operatorSchoolsReply = z.object({ data: z.array(operatorSchool), next_page_url: z.string().nullable() });
export const operatorSchoolReply = z.object({ data: operatorSchool });

// ---- A school's domains ----

export const addDomainBody = z.object({ host: hostField });
export const domainIdParams = z.object({ id: idParam });

export const schoolDomain = z.object({
  id: z.number().int(),
  host: z.string(),
  status: z.enum(DOMAIN_STATUSES),
  /** Where e-mailed links and canonical URLs point (the first verified custom domain). */
  primary: z.boolean(),
  verification: z.object({ type: z.literal('TXT'), name: z.string(), value: z.string() }),
});
export type SchoolDomain = z.infer<typeof schoolDomain>;
export const schoolDomainReply = z.object({ data: schoolDomain });
export const schoolDomainsReply = z.object({
  data: z.array(schoolDomain),
  /** What the domain's CNAME (or A record) points at: this server's public host name. */
  target: z.string(),
  /** Pages asked on the school's other hosts move to its primary domain. */
  redirect_to_primary: z.boolean(),
});
export const domainSettingsBody = z.object({ redirect_to_primary: z.boolean() });

export const tlsAskQuery = z.object({ domain: z.string().max(300).default('') });

// ---- Moving a school ----

/** `include_secrets`: password hashes and integration secrets in the archive, for the operator only. */
export const exportBody = z.object({ include_secrets: z.boolean().optional() }).nullish();
export const exportIdParams = z.object({ id: idParam });
export const exportCreatedReply = z.object({ data: z.object({ id: z.number().int() }) });
export const schoolExport = z.object({
  id: z.number().int(),
  state: z.enum(EXPORT_STATES),
  progress: z.number(),
  /** A signed link valid EXPORT_LINK_MINUTES, once the archive is ready. */
  download_url: z.string().nullable(),
  bytes: z.number().int().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
});
export type SchoolExport = z.infer<typeof schoolExport>;
export const schoolExportReply = z.object({ data: schoolExport });
export const exportDownloadQuery = z.object({ expires: z.coerce.number().int().min(0).max(9_999_999_999), signature: z.string().max(100) });

/** The import form's text field (the file part is `archive`). */
export const importFields = z.object({ host: hostField });
export const importIdParams = z.object({ id: idParam });
export const importCreatedReply = z.object({ data: z.object({ id: z.number().int() }) });
export const schoolImport = z.object({
  id: z.number().int(),
  state: z.enum(IMPORT_STATES),
  host: z.string(),
  /** The new school, once done. */
  school_id: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type SchoolImport = z.infer<typeof schoolImport>;
export const schoolImportReply = z.object({ data: schoolImport });

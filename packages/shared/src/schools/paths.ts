import { apiPath } from '../platform/api-path';

/** Schools and domains' API paths (CONTRACT "Schools and domains"). */
export const schoolPaths = {
  /** GET every school (the operator); POST `{ name, host, owner_email }` creates one. */
  schools: apiPath('/api/operator/schools'),
  /** PATCH `{ active }`: suspend or reactivate; nothing is deleted. */
  school: apiPath('/api/operator/schools/:id'),
  /** POST multipart `archive` and field `host`: a new school from an export. */
  importSchool: apiPath('/api/operator/schools/import'),
  /** GET an import's state (not in the contract's table: the import runs as a job). */
  importState: apiPath('/api/operator/schools/imports/:id'),
  /** GET the school's host names; POST `{ host }` adds one, pending until verified. */
  domains: apiPath('/api/admin/domains'),
  /** DELETE one host name (not the last one the school is served on). */
  domain: apiPath('/api/admin/domains/:id'),
  /** POST: look the TXT record up and serve the host when it matches. */
  verifyDomain: apiPath('/api/admin/domains/:id/verify'),
  /** GET `?domain=`: Caddy's on-demand TLS asks whether it may get a certificate for the name. */
  tlsAsk: apiPath('/api/tls/ask'),
  /** POST: the owner asks for an archive of the whole school; 202 `{ data: { id } }`. */
  exportSchool: apiPath('/api/admin/export'),
  /** GET `{ state, progress, download_url }` of one export. */
  exportState: apiPath('/api/admin/exports/:id'),
  /** GET the archive: the signed, expiring link `exportState` hands out (no session needed). */
  exportDownload: apiPath('/api/admin/exports/:id/download'),
};

import { apiPath } from '../platform/api-path';

/** Selling through a payment platform's API paths (CONTRACT "Selling through a payment platform"). */
export const salePaths = {
  /** GET the three integrations, each with its URL and mappings. */
  integrations: apiPath('/api/admin/integrations'),
  /** PUT one: `{ enabled, secret, mappings }`. */
  integration: apiPath('/api/admin/integrations/:provider'),
  /** GET the log of calls received, newest first. */
  deliveries: apiPath('/api/admin/integrations/deliveries'),
  /** POST: run one delivery again (after mapping its product, say); not in the contract's table. */
  replay: apiPath('/api/admin/integrations/deliveries/:id/replay'),
  /** POST: where the platform calls; `key` names the school's integration. */
  webhook: apiPath('/api/webhooks/:provider/:key'),
};

import { z } from 'zod';
import { emailField } from '../accounts/schemas';
import { idParam } from '../platform/http';
import {
  DELIVERY_OUTCOMES,
  SALE_EXTERNAL_ID_MAX,
  SALE_MAPPINGS_MAX,
  SALE_MESSAGES as M,
  SALE_PROVIDERS,
  SALE_SECRET_MAX,
} from './constants';

export * from './constants';

// ---- Staff: the integrations and their log (CONTRACT "Selling through a payment platform") ----

export const saleProvider = z.enum(SALE_PROVIDERS, { error: M.providerInvalid });
export const integrationParams = z.object({ provider: saleProvider });

const externalId = z
  .string({ error: M.externalIdRequired })
  .trim()
  .min(1, M.externalIdRequired)
  .max(SALE_EXTERNAL_ID_MAX, M.externalIdTooLong);

export const saleMapping = z.object({ external_id: externalId, product_id: idParam });
export type SaleMapping = z.infer<typeof saleMapping>;

/**
 * One integration as staff set it. `secret`: absent or null keeps the one saved (it is never sent
 * back, so the screen cannot resend it); a provider is enabled only once it has one.
 */
export const integrationBody = z.object({
  enabled: z.boolean(),
  secret: z.string().trim().max(SALE_SECRET_MAX, M.secretTooLong).nullable().optional(),
  mappings: z
    .array(saleMapping)
    .max(SALE_MAPPINGS_MAX, M.mappingsTooMany)
    .refine((list) => new Set(list.map((m) => m.external_id)).size === list.length, M.externalIdRepeated),
});
export type IntegrationBody = z.infer<typeof integrationBody>;

export const integration = z.object({
  provider: saleProvider,
  enabled: z.boolean(),
  /** What the school pastes into the platform. */
  url: z.string(),
  /** Whether a secret is saved (the secret itself never leaves the server). */
  has_secret: z.boolean(),
  mappings: z.array(saleMapping),
});
export type Integration = z.infer<typeof integration>;
export const integrationsReply = z.object({ data: z.array(integration) });
export const integrationReply = z.object({ data: integration });

export const deliveriesQuery = z.object({ cursor: idParam.optional() });
export const deliveryIdParams = z.object({ id: idParam });

export const delivery = z.object({
  id: z.number().int(),
  provider: saleProvider,
  event: z.string().nullable(),
  transaction: z.string().nullable(),
  email: z.string().nullable(),
  outcome: z.enum(DELIVERY_OUTCOMES),
  error: z.string().nullable(),
  received_at: z.string(),
});
export type Delivery = z.infer<typeof delivery>;
export const deliveriesReply = z.object({ data: z.array(delivery), next_page_url: z.string().nullable() });

// ---- The platforms' calls ----

export const webhookParams = z.object({ provider: saleProvider, key: z.string().max(100) });

/**
 * The generic webhook's body (CONTRACT): the product by our id or by the id the school mapped.
 * Signed with `X-Trilha-Signature: sha256=<hex HMAC-SHA256 of the raw body>`.
 */
export const genericWebhookBody = z
  .object({
    event: z.enum(['grant', 'revoke']),
    transaction_id: z.string().trim().min(1).max(SALE_EXTERNAL_ID_MAX),
    email: emailField,
    name: z.string().trim().min(1).max(120).optional(),
    product_id: idParam.optional(),
    external_id: externalId.optional(),
    expires_at: z.iso.datetime({ offset: true }).nullable().optional(),
  })
  .refine((body) => body.product_id !== undefined || body.external_id !== undefined, {
    message: 'product_id or external_id',
    path: ['product_id'],
  });
export type GenericWebhookBody = z.infer<typeof genericWebhookBody>;

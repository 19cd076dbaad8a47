import { languages } from '@trilha/shared/platform/languages';
import { SALE_MESSAGES, type Delivery, type Integration, type IntegrationBody, type SaleProvider } from '@trilha/shared/sales/schemas';
import i18n from 'i18next';
import { stubFetchRoutes, toasts, type Call, type Handler, type Reply } from '../../../test/fetch-routes';
import { owner, tenant } from '../../../test/render-app';
import strings from '../locales';
import type { ProductChoices } from './MappingsEditor';
export { owner } from '../../../test/render-app';
export { resetToasts, toasts } from '../../../test/fetch-routes';

/** The contract's paths, by hand (CONTRACT "Selling through a payment platform"): a drift in salePaths fails these tests. */
export const PATHS = {
  integrations: '/api/admin/integrations',
  integration: (provider: SaleProvider) => `/api/admin/integrations/${provider}`,
  deliveries: '/api/admin/integrations/deliveries',
  deliveriesFrom: (cursor: number) => `/api/admin/integrations/deliveries?cursor=${cursor}`,
  replay: (id: number) => `/api/admin/integrations/deliveries/${id}/replay`,
};

/**
 * The feature's strings in the running i18next, as the edit panel loads them with its code
 * (app/locales/staff.ts); here, before the first render, so the file needs nothing from app/.
 */
export function loadSaleStrings() {
  const add = () => {
    for (const lang of languages) i18n.addResourceBundle(lang, 'translation', strings[lang], true, true);
  };
  if (i18n.isInitialized) add();
  else i18n.on('initialized', add);
}

/** lib/toast as these tests see it: each toast's words land in `toasts` (the file's vi.mock hands it in). */
export const recordedToasts = () => ({
  showSuccess: (message: string) => toasts.success.push(message),
  showError: (_error: unknown, fallback?: string) => toasts.error.push(fallback ?? ''),
});

const hookUrl = (provider: SaleProvider) => `https://aurora.trilha.test/api/webhooks/${provider}/k3y-${provider}`;

/** Hotmart on, its hottok saved, one product mapped; Stripe and the webhook never set up. */
export const hotmart: Integration = {
  provider: 'hotmart',
  enabled: true,
  url: hookUrl('hotmart'),
  has_secret: true,
  mappings: [{ external_id: '1234567', product_id: 3 }],
};
export const stripe: Integration = { provider: 'stripe', enabled: false, url: hookUrl('stripe'), has_secret: false, mappings: [] };
export const webhook: Integration = { provider: 'webhook', enabled: false, url: hookUrl('webhook'), has_secret: false, mappings: [] };

/** The school's products, as the edit panel hands them in. */
export const products: ProductChoices = {
  options: [
    { value: 3, label: 'Plano Anual' },
    { value: 7, label: 'Mentoria' },
  ],
  loading: false,
  failed: false,
};

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** One call received, granted by default; `id` orders them (newest first, as the log lists them). */
export const deliveryOf = (id: number, fields: Partial<Delivery> = {}): Delivery => ({
  id,
  provider: 'hotmart',
  event: 'PURCHASE_APPROVED',
  transaction: `HP${id}`,
  email: `aluno${id}@aurora.test`,
  outcome: 'granted',
  error: null,
  received_at: minutesAgo(id),
  ...fields,
});

/** Newest first: a forged call, a Stripe refund, a repeat, a refused call for an unmapped product, one still queued. */
export const firstPage: Delivery[] = [
  deliveryOf(15, {
    provider: 'webhook',
    event: null,
    transaction: null,
    email: null,
    outcome: 'refused',
    error: SALE_MESSAGES.signatureInvalid,
  }),
  deliveryOf(14, { provider: 'stripe', event: 'charge.refunded', transaction: 'pi_3Q', outcome: 'revoked' }),
  deliveryOf(13, { outcome: 'duplicate' }),
  deliveryOf(12, { outcome: 'refused', error: SALE_MESSAGES.productUnknown }),
  deliveryOf(11, { provider: 'webhook', event: 'grant', outcome: 'pending' }),
];
export const secondPage: Delivery[] = [deliveryOf(10, { transaction: 'HP-ANTIGA', email: 'antiga@aurora.test' })];

type Options = {
  integrations?: Integration[];
  /** The log's pages, in order: each but the last names the next by its last row's id. */
  pages?: Delivery[][];
  routes?: Record<string, Handler>;
};

const ok = (data: unknown, status = 200): Reply => ({ status, body: { data } });

/**
 * A fetch that answers like the integrations' server from `state`: a save keeps what it was sent
 * (a secret sent marks one saved; enabling with none is refused on body.secret, as the server does);
 * a replay puts the call back in the queue, and is refused for a repeat or a forged call. `routes` replace any route.
 */
export function serveSales(options: Options = {}) {
  const state = {
    integrations: options.integrations ?? [hotmart, stripe, webhook],
    pages: options.pages ?? [firstPage, secondPage],
  };
  const page = (index: number): Reply => {
    const data = state.pages[index] ?? [];
    const last = data.at(-1);
    const more = index + 1 < state.pages.length && last;
    return { status: 200, body: { data, next_page_url: more ? PATHS.deliveriesFrom(last.id) : null } };
  };
  const deliveries: Record<string, Handler> = { [`GET ${PATHS.deliveries}`]: () => page(0) };
  state.pages.slice(0, -1).forEach((rows, index) => {
    const last = rows.at(-1);
    if (last) deliveries[`GET ${PATHS.deliveriesFrom(last.id)}`] = () => page(index + 1);
  });

  const save = (call: Call): Reply => {
    const body = call.body as IntegrationBody;
    const found = state.integrations.find((i) => i.provider === call.params.provider);
    if (!found) return { status: 404, body: { error: SALE_MESSAGES.integrationNotFound } };
    const hasSecret = found.has_secret || Boolean(body.secret);
    if (body.enabled && !hasSecret) {
      return { status: 400, body: { error: 'Dados inválidos', issues: [{ path: 'body.secret', message: SALE_MESSAGES.secretRequired }] } };
    }
    const saved: Integration = { ...found, enabled: body.enabled, has_secret: hasSecret, mappings: body.mappings };
    state.integrations = state.integrations.map((i) => (i.provider === saved.provider ? saved : i));
    return ok(saved);
  };

  const replay = (call: Call): Reply => {
    const id = Number(call.params.id);
    const found = state.pages.flat().find((d) => d.id === id);
    if (!found) return { status: 404, body: { error: SALE_MESSAGES.deliveryNotFound } };
    // A repeat, or a call whose signature was refused, is never run.
    if (found.outcome === 'duplicate' || found.error === SALE_MESSAGES.signatureInvalid)
      return { status: 409, body: { error: SALE_MESSAGES.notReplayable } };
    const queued: Delivery = { ...found, outcome: 'pending', error: null };
    state.pages = state.pages.map((rows) => rows.map((d) => (d.id === id ? queued : d)));
    return ok(queued, 202);
  };

  const defaults: Record<string, Handler> = {
    'GET /api/tenant': { status: 200, body: tenant },
    'GET /api/me': { status: 200, body: { user: owner } },
    [`GET ${PATHS.integrations}`]: () => ok(state.integrations),
    ...deliveries,
    'PUT /api/admin/integrations/:provider': save,
    'POST /api/admin/integrations/deliveries/:id/replay': replay,
  };
  const server = stubFetchRoutes({ ...defaults, ...options.routes });
  /** The writes made, as "METHOD path", in order (reads left out). */
  const writes = () => server.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`);
  /** The reads of the log, as their paths, in order. */
  const logReads = () => server.calls.filter((c) => c.method === 'GET' && c.path.startsWith(PATHS.deliveries)).map((c) => c.path);
  return { ...server, state, writes, logReads };
}

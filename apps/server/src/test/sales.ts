import { and, eq } from 'drizzle-orm';
import type { SaleProvider } from '@trilha/shared/sales/constants';
import { enrollments, users } from '../db/schema/index';
import { productIdOf } from './builders';
import { AURORA, type TestApp } from './harness';
import { stripeSignature, webhookSignature } from './sale-payloads';

export const HOTMART_TOKEN = 'hottok-aurora-9f2c41d7e0b8';
export const STRIPE_SECRET = 'whsec_test_aurora_5d0c3b7a91e24f68';
export const WEBHOOK_SECRET = 'a'.repeat(16) + '0123456789abcdef0123456789abcdef0123456789abcdef';
/** Hotmart's product id, the Stripe payment link and price, and the webhook's code the demo school maps. */
export const HOTMART_PRODUCT = 4774438;
export const STRIPE_LINK = 'plink_1QxAuroraEssencial';
export const STRIPE_PRICE = 'price_1QxAuroraMensal';
export const WEBHOOK_CODE = 'curso-completo';

/**
 * Aurora's three integrations switched on, each with a product mapped (Plano Essencial on Hotmart
 * and Stripe's link, Plano Completo on Stripe's price and the webhook's code); the URLs to call.
 */
export async function setUpSales(t: TestApp) {
  const admin = await t.login('admin@aurora.test');
  const essencial = await productIdOf(t.ctx.db, 'Plano Essencial');
  const completo = await productIdOf(t.ctx.db, 'Plano Completo');
  const put = async (provider: SaleProvider, body: object) => {
    const res = await t.request({ method: 'PUT', url: `/api/admin/integrations/${provider}`, cookie: admin, payload: body });
    if (res.statusCode !== 200) throw new Error(`PUT ${provider}: ${res.statusCode} ${res.body}`);
  };
  await put('hotmart', {
    enabled: true,
    secret: HOTMART_TOKEN,
    mappings: [{ external_id: String(HOTMART_PRODUCT), product_id: essencial }],
  });
  await put('stripe', {
    enabled: true,
    secret: STRIPE_SECRET,
    mappings: [
      { external_id: STRIPE_LINK, product_id: essencial },
      { external_id: STRIPE_PRICE, product_id: completo },
    ],
  });
  await put('webhook', { enabled: true, secret: WEBHOOK_SECRET, mappings: [{ external_id: WEBHOOK_CODE, product_id: completo }] });
  const list = (await t.request({ url: '/api/admin/integrations', cookie: admin })).json<{
    data: { provider: SaleProvider; url: string }[];
  }>();
  const paths = Object.fromEntries(list.data.map((i) => [i.provider, new URL(i.url).pathname])) as Record<SaleProvider, string>;

  /** Posts a body as the platform does, signed with the school's secret unless `sign` says otherwise. */
  const send = (
    provider: SaleProvider,
    body: unknown,
    options: { sign?: string; host?: string; path?: string; headers?: Record<string, string> } = {},
  ) => {
    const raw = typeof body === 'string' ? body : JSON.stringify(body);
    const signature: Record<SaleProvider, () => Record<string, string>> = {
      hotmart: () => ({ 'x-hotmart-hottok': options.sign ?? HOTMART_TOKEN }),
      stripe: () => ({ 'stripe-signature': stripeSignature(raw, options.sign ?? STRIPE_SECRET) }),
      webhook: () => ({ 'x-trilha-signature': webhookSignature(raw, options.sign ?? WEBHOOK_SECRET) }),
    };
    return t.request({
      method: 'POST',
      url: options.path ?? paths[provider],
      host: options.host ?? AURORA,
      payload: raw,
      headers: { 'content-type': 'application/json', origin: '', ...signature[provider](), ...options.headers },
    });
  };

  /** The buyer's enrolment in a product, or null (none, or no account). */
  const holding = async (email: string, productId: number) => {
    const [row] = await t.ctx.db
      .select({ source: enrollments.source, expiresAt: enrollments.expiresAt, priorSource: enrollments.priorSource })
      .from(enrollments)
      .innerJoin(users, and(eq(users.tenantId, enrollments.tenantId), eq(users.id, enrollments.userId)))
      .where(and(eq(enrollments.tenantId, 1), eq(users.email, email), eq(enrollments.productId, productId)));
    return row ?? null;
  };

  /** The deliveries log's first page, after the queue ran. */
  const log = async () => {
    await t.ctx.jobs.drain();
    return (await t.request({ url: '/api/admin/integrations/deliveries', cookie: admin })).json<{
      data: {
        id: number;
        provider: string;
        event: string | null;
        transaction: string | null;
        email: string | null;
        outcome: string;
        error: string | null;
      }[];
      next_page_url: string | null;
    }>();
  };

  return { admin, essencial, completo, paths, send, holding, log };
}

import { and, eq } from 'drizzle-orm';
import { jobs, products, saleIntegrations, saleMappings } from '../db/schema/index';
import { processDelivery } from '../features/sales/process-service';
import { receive } from '../features/sales/receive-service';
import type { Db } from '../platform/db/client';
import { hotmartPurchase } from '../test/sale-payloads';
import type { DemoSchool } from './schools/types';

/** Aurora's Hotmart hottok in the demo: README shows how to send a signed sale with it. */
export const DEMO_HOTTOK = 'demo-hottok-aurora';
/** The Hotmart product id the demo maps to Plano Essencial. */
export const DEMO_HOTMART_PRODUCT = 4774438;

/** The grant and revoke jobs the calls queued, run as the worker runs them (a server started later finds them done). */
async function runSaleJobs(db: Db, tenantId: number) {
  const queued = await db
    .select({ id: jobs.id, payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.queue, 'sales.process'), eq(jobs.status, 'pending'), eq(jobs.tenantId, tenantId)));
  // No school resolver: the seed sends no welcome mail.
  const deps = { db, tenants: { byId: () => Promise.resolve(null) } };
  for (const job of queued) {
    await processDelivery(deps, job.payload as { tenantId: number; deliveryId: number });
    await db.update(jobs).set({ status: 'done', finishedAt: new Date() }).where(eq(jobs.id, job.id));
  }
}

/**
 * Aurora sells on Hotmart (docs/selling.md "Demo data"): the integration is on with a demo hottok and
 * Plano Essencial mapped, and the log holds what the real path made of four calls, each received and
 * applied as a platform's would be: a student's purchase, its repeat, its refund (which gives back the
 * grant staff had made him, so the demo's figures stay as they are), and a purchase of a product not
 * mapped yet, which staff can map and replay.
 */
export async function seedSales(db: Db, school: DemoSchool) {
  if (school.slug !== 'aurora') return;
  const tenantId = school.id;
  const [essencial] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.title, 'Plano Essencial')));
  if (!essencial) return;
  await db.insert(saleIntegrations).values({ tenantId, provider: 'hotmart', enabled: true, secret: DEMO_HOTTOK });
  await db
    .insert(saleMappings)
    .values({ tenantId, provider: 'hotmart', externalId: String(DEMO_HOTMART_PRODUCT), productId: essencial.id });
  const [integration] = await db
    .select({ key: saleIntegrations.key })
    .from(saleIntegrations)
    .where(and(eq(saleIntegrations.tenantId, tenantId), eq(saleIntegrations.provider, 'hotmart')));
  if (!integration) throw new Error('the integration just made is missing');
  const { key } = integration;
  // A student who already holds Plano Essencial (staff's grant): the sale takes it over and the
  // refund gives it back, so the demo's members and enrolments are as the school seeds them.
  const buyer = { email: 'diego@aurora.test', name: 'Diego Martins' };
  const hour = 3_600_000;
  const now = Date.now();
  const calls = [
    hotmartPurchase({
      event: 'PURCHASE_APPROVED',
      transaction: 'HP0742193581',
      productId: DEMO_HOTMART_PRODUCT,
      buyer,
      createdAt: now - 50 * hour,
    }),
    hotmartPurchase({
      event: 'PURCHASE_REFUNDED',
      transaction: 'HP0742193581',
      productId: DEMO_HOTMART_PRODUCT,
      buyer,
      createdAt: now - 2 * hour,
    }),
    hotmartPurchase({
      event: 'PURCHASE_APPROVED',
      transaction: 'HP0742198804',
      productId: 4999597,
      buyer: { email: 'rafael.prado@compras.test', name: 'Rafael Prado' },
      createdAt: now - hour,
    }),
  ];
  for (const [index, call] of calls.entries()) {
    const raw = Buffer.from(JSON.stringify(call));
    const headers = { 'x-hotmart-hottok': DEMO_HOTTOK, 'content-type': 'application/json' };
    await receive(db, { tenantId, lang: 'pt', provider: 'hotmart', key, raw, headers });
    // The first purchase delivered twice, as Hotmart does when its first try times out.
    if (index === 0) await receive(db, { tenantId, lang: 'pt', provider: 'hotmart', key, raw, headers });
    await runSaleJobs(db, tenantId);
  }
}

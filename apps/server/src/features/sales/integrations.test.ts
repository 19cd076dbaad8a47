import { eq } from 'drizzle-orm';
import { DELIVERIES_PAGE_SIZE } from '@trilha/shared/sales/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleDeliveries, saleIntegrations } from '../../db/schema/index';
import { productIdOf } from '../../test/builders';
import { BOREAL, createTestApp } from '../../test/harness';
import { readTestOutbox } from '../../test/outbox';
import { webhookSignature } from '../../test/sale-payloads';
import { WEBHOOK_CODE, WEBHOOK_SECRET, setUpSales } from '../../test/sales';

// CONTRACT "Selling through a payment platform": the staff's integrations and deliveries log, and the
// generic signed webhook any platform or script can call.

const t = await createTestApp();
afterAll(() => t.close());
let s: Awaited<ReturnType<typeof setUpSales>>;
beforeAll(async () => {
  s = await setUpSales(t);
});

describe('the integrations, as staff set them', () => {
  it('the demo school’s log holds what its seeded Hotmart calls did', async () => {
    const log = await s.log();
    expect(log.data.map((d) => [d.transaction, d.outcome])).toEqual([
      ['HP0742198804', 'refused'],
      ['HP0742193581', 'revoked'],
      ['HP0742193581', 'duplicate'],
      ['HP0742193581', 'granted'],
    ]);
    // The refund gave Diego back the grant the school had made him.
    expect(await s.holding('diego@aurora.test', s.essencial)).toEqual({ source: 'manual', expiresAt: null, priorSource: null });
  });

  it('lists the three platforms with the URL to paste on this host, the mappings, and never the secret', async () => {
    const res = await t.request({ url: '/api/admin/integrations', cookie: s.admin });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: { provider: string; url: string; enabled: boolean; has_secret: boolean; mappings: unknown[] }[] }>();
    expect(data.map((i) => i.provider)).toEqual(['hotmart', 'stripe', 'webhook']);
    for (const integration of data) {
      expect(integration.url).toMatch(new RegExp(`^http://aurora\\.localhost:3000/api/webhooks/${integration.provider}/[0-9a-f]{32}$`));
      expect(integration).toMatchObject({ enabled: true, has_secret: true });
    }
    expect(data[2]?.mappings).toEqual([{ external_id: WEBHOOK_CODE, product_id: s.completo }]);
    expect(res.body).not.toContain(WEBHOOK_SECRET);
    expect(res.body).not.toMatch(/"secret"/);
  });

  it('keeps the saved secret when none is sent, and refuses to switch on without one', async () => {
    const boreal = await t.login('admin@boreal.test');
    const on = await t.request({
      method: 'PUT',
      url: '/api/admin/integrations/hotmart',
      host: BOREAL,
      cookie: boreal,
      payload: { enabled: true, mappings: [] },
    });
    expect(on.statusCode).toBe(400);
    expect(on.json().issues).toEqual([{ path: 'body.secret', message: 'Cole o segredo da plataforma antes de ativar a integração' }]);
    const [row] = await t.ctx.db.select().from(saleIntegrations).where(eq(saleIntegrations.tenantId, 2)).limit(1);
    expect(row?.enabled ?? false).toBe(false);
    const kept = await t.request({
      method: 'PUT',
      url: '/api/admin/integrations/webhook',
      cookie: s.admin,
      payload: { enabled: true, mappings: [] },
    });
    expect(kept.json()).toMatchObject({ data: { has_secret: true, mappings: [] } });
    const [webhook] = await t.ctx.db
      .select({ secret: saleIntegrations.secret })
      .from(saleIntegrations)
      .where(eq(saleIntegrations.provider, 'webhook'));
    expect(webhook?.secret).toBe(WEBHOOK_SECRET);
    await t.request({
      method: 'PUT',
      url: '/api/admin/integrations/webhook',
      cookie: s.admin,
      payload: { enabled: true, mappings: [{ external_id: WEBHOOK_CODE, product_id: s.completo }] },
    });
  });

  it('answers bad input with 400 on the field and no change', async () => {
    const cases: [string, object, string][] = [
      ['webhook', { enabled: true, secret: 'curto', mappings: [] }, 'body.secret'],
      ['stripe', { enabled: true, mappings: [{ external_id: 'plink_x', product_id: 999_999 }] }, 'body.mappings.0.product_id'],
      [
        'stripe',
        {
          enabled: true,
          mappings: [
            { external_id: 'a', product_id: s.essencial },
            { external_id: 'a', product_id: s.completo },
          ],
        },
        'body.mappings',
      ],
      ['stripe', { enabled: true, mappings: [{ external_id: '  ', product_id: s.essencial }] }, 'body.mappings.0.external_id'],
      ['paypal', { enabled: true, mappings: [] }, 'params.provider'],
    ];
    // Another school's product is as unknown as one that does not exist.
    const borealProduct = await productIdOf(t.ctx.db, 'Workshop de Cerâmica', 2);
    cases.push([
      'stripe',
      { enabled: true, mappings: [{ external_id: 'plink_b', product_id: borealProduct }] },
      'body.mappings.0.product_id',
    ]);
    const before = (await t.request({ url: '/api/admin/integrations', cookie: s.admin })).body;
    for (const [provider, payload, path] of cases) {
      const res = await t.request({ method: 'PUT', url: `/api/admin/integrations/${provider}`, cookie: s.admin, payload });
      expect(res.statusCode, `${provider} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
    }
    expect((await t.request({ url: '/api/admin/integrations', cookie: s.admin })).body).toBe(before);
  });

  it('is for the owner and administrators: moderators and students 403, no session 401', async () => {
    for (const email of ['moderador@aurora.test', 'aluno@aurora.test']) {
      const cookie = await t.login(email);
      expect((await t.request({ url: '/api/admin/integrations', cookie })).statusCode).toBe(403);
      expect((await t.request({ url: '/api/admin/integrations/deliveries', cookie })).statusCode).toBe(403);
    }
    expect((await t.request({ url: '/api/admin/integrations' })).statusCode).toBe(401);
    const owner = await t.login('owner@aurora.test');
    expect((await t.request({ url: '/api/admin/integrations', cookie: owner })).statusCode).toBe(200);
  });
});

describe('the generic webhook', () => {
  it('grants by our product id or a mapped code, with the expiry sent; revokes by the transaction', async () => {
    const expires = new Date(Date.now() + 90 * 86_400_000).toISOString();
    const grant = {
      event: 'grant',
      transaction_id: 'ext-1',
      email: 'Hook.Buyer@Compras.test',
      name: 'Hook Buyer',
      product_id: s.essencial,
      expires_at: expires,
    };
    expect((await s.send('webhook', grant)).statusCode).toBe(200);
    expect(
      (await s.send('webhook', { event: 'grant', transaction_id: 'ext-2', email: 'hook.buyer@compras.test', external_id: WEBHOOK_CODE }))
        .statusCode,
    ).toBe(200);
    const log = (await s.log()).data.slice(0, 2);
    expect(log.map((d) => [d.transaction, d.email, d.outcome])).toEqual([
      ['ext-2', 'hook.buyer@compras.test', 'granted'],
      ['ext-1', 'hook.buyer@compras.test', 'granted'],
    ]);
    expect((await s.holding('hook.buyer@compras.test', s.essencial))?.expiresAt?.toISOString()).toBe(expires);
    expect(await s.holding('hook.buyer@compras.test', s.completo)).toMatchObject({ source: 'sale', expiresAt: null });
    // One account, one welcome mail for the two sales.
    expect((await readTestOutbox(t)).filter((m) => m.to === 'hook.buyer@compras.test')).toHaveLength(1);

    expect(
      (await s.send('webhook', { event: 'revoke', transaction_id: 'ext-1', email: 'hook.buyer@compras.test', product_id: s.essencial }))
        .statusCode,
    ).toBe(200);
    expect((await s.log()).data[0]).toMatchObject({ transaction: 'ext-1', event: 'revoke', outcome: 'revoked' });
    expect(await s.holding('hook.buyer@compras.test', s.essencial)).toBeNull();
    expect(await s.holding('hook.buyer@compras.test', s.completo)).not.toBeNull();
  });

  it('calls that arrive together, repeats among them, grant each sale once and log each repeat as a duplicate', async () => {
    // Sent at once, they meet in the writer's statements (receive-service.ts): a repeat may share a
    // statement with its first, or with another call's.
    const sale = (n: number) => ({
      event: 'grant',
      transaction_id: `rajada-${n}`,
      email: `rajada${n}@compras.test`,
      external_id: WEBHOOK_CODE,
    });
    const calls = [1, 2, 3, 4, 5, 6, 1, 2, 3, 7, 1].map(sale);
    const answers = await Promise.all(calls.map((call) => s.send('webhook', call)));
    expect(answers.map((a) => a.statusCode)).toEqual(calls.map(() => 200));
    await s.log();
    const rows = await t.ctx.db
      .select({ transaction: saleDeliveries.transaction, outcome: saleDeliveries.outcome })
      .from(saleDeliveries)
      .where(eq(saleDeliveries.tenantId, 1));
    const burst = rows.filter((r) => r.transaction?.startsWith('rajada-'));
    const count = (outcome: string, transaction: string) =>
      burst.filter((r) => r.outcome === outcome && r.transaction === transaction).length;
    for (const n of [1, 2, 3, 4, 5, 6, 7]) expect(count('granted', `rajada-${n}`)).toBe(1);
    expect([1, 2, 3].map((n) => count('duplicate', `rajada-${n}`))).toEqual([2, 1, 1]);
    expect(burst).toHaveLength(calls.length);
    for (const n of [1, 2, 3, 4, 5, 6, 7]) expect(await s.holding(`rajada${n}@compras.test`, s.completo)).toMatchObject({ source: 'sale' });
    expect((await readTestOutbox(t)).filter((m) => m.to === 'rajada1@compras.test')).toHaveLength(1);
  });

  it('a bad or missing signature is 401; a signed body that is not the contract’s is 400; neither changes access', async () => {
    const body = { event: 'grant', transaction_id: 'ext-forjado', email: 'forjado@compras.test', product_id: s.essencial };
    expect((await s.send('webhook', body, { sign: 'outro-segredo-de-32-caracteres-ou-mais' })).statusCode).toBe(401);
    expect((await s.send('webhook', body, { headers: { 'x-trilha-signature': 'sha256=' } })).statusCode).toBe(401);
    // The signature is over the bytes: the same JSON written with other spacing is another body.
    const raw = JSON.stringify(body);
    const signed = await s.send('webhook', raw.replace(',', ', '), {
      headers: { 'x-trilha-signature': webhookSignature(raw, WEBHOOK_SECRET) },
    });
    expect(signed.statusCode).toBe(401);
    // A NUL in any string (which PostgreSQL cannot store) is unreadable too, never a 500.
    for (const bad of [
      { ...body, name: 'Nome\u0000' },
      { ...body, event: 'gift' },
      { ...body, email: 'não é e-mail' },
      { event: 'grant', transaction_id: 'x', email: 'a@b.test' },
      'not json',
      '[]',
    ]) {
      const res = await s.send('webhook', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error).toBe('Conteúdo da notificação ilegível');
    }
    expect(await s.holding('forjado@compras.test', s.essencial)).toBeNull();
  });

  it('a product of another school named by id is refused, never granted', async () => {
    const foreign = await productIdOf(t.ctx.db, 'Workshop de Cerâmica', 2);
    await s.send('webhook', { event: 'grant', transaction_id: 'ext-alheio', email: 'alheio@compras.test', product_id: foreign });
    expect((await s.log()).data[0]).toMatchObject({ transaction: 'ext-alheio', outcome: 'refused' });
    expect(await s.holding('alheio@compras.test', foreign)).toBeNull();
  });
});

describe('the deliveries log', () => {
  it('pages newest first and says which deliveries may run again', async () => {
    for (let i = 0; i < DELIVERIES_PAGE_SIZE + 3; i += 1) {
      await s.send('webhook', { event: 'grant', transaction_id: `pagina-${i}`, email: `pagina${i}@compras.test`, external_id: 'sem-mapa' });
    }
    const first = await s.log();
    expect(first.data).toHaveLength(DELIVERIES_PAGE_SIZE);
    expect(first.data[0]?.transaction).toBe(`pagina-${DELIVERIES_PAGE_SIZE + 2}`);
    expect(first.next_page_url).toMatch(/^\/api\/admin\/integrations\/deliveries\?cursor=\d+$/);
    const second = (await t.request({ url: first.next_page_url!, cookie: s.admin })).json<{ data: { id: number }[] }>();
    expect(Math.max(...second.data.map((d) => d.id))).toBeLessThan(Math.min(...first.data.map((d) => d.id)));

    await s.send('webhook', { event: 'grant', transaction_id: 'pagina-0', email: 'pagina0@compras.test', external_id: 'sem-mapa' });
    const [duplicate] = (await s.log()).data;
    expect(duplicate?.outcome).toBe('duplicate');
    const replay = await t.request({ method: 'POST', url: `/api/admin/integrations/deliveries/${duplicate!.id}/replay`, cookie: s.admin });
    expect(replay.statusCode).toBe(409);
    const [refused] = await t.ctx.db
      .select({ id: saleDeliveries.id })
      .from(saleDeliveries)
      .where(eq(saleDeliveries.outcome, 'refused'))
      .limit(1);
    const boreal = await t.login('admin@boreal.test');
    expect(
      (await t.request({ method: 'POST', url: `/api/admin/integrations/deliveries/${refused!.id}/replay`, host: BOREAL, cookie: boreal }))
        .statusCode,
    ).toBe(404);
    expect((await t.request({ url: '/api/admin/integrations/deliveries', host: BOREAL, cookie: boreal })).json().data).toEqual([]);
  });

  it('speaks the reader’s language', async () => {
    const res = await t.request({ url: '/api/admin/integrations/deliveries', cookie: `${s.admin}; lang=en` });
    const refused = res.json<{ data: { outcome: string; error: string | null }[] }>().data.find((d) => d.outcome === 'refused');
    expect(refused?.error).toMatch(/^The platform’s product has no match at this school.*\(sem-mapa\)$/);
  });
});

import { and, eq } from 'drizzle-orm';
import { SUBSCRIPTION_GRACE_DAYS } from '@trilha/shared/sales/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollments, userRoles, users } from '../../db/schema/index';
import { enroll, userIdOf } from '../../test/builders';
import { BOREAL, createTestApp } from '../../test/harness';
import { linkIn, readTestOutbox } from '../../test/outbox';
import {
  hotmartCancellation,
  hotmartPurchase,
  stripeCharge,
  stripeCheckoutSession,
  stripeEvent,
  stripeInvoice,
  stripeSignature,
  stripeSubscription,
} from '../../test/sale-payloads';
import { HOTMART_PRODUCT, STRIPE_LINK, STRIPE_PRICE, STRIPE_SECRET, setUpSales } from '../../test/sales';

// CONTRACT "Selling through a payment platform": Hotmart's and Stripe's own calls, signed as they sign
// them, grant and revoke by themselves; a repeat changes nothing; a refund that overtakes its approval
// still ends with no access.

const t = await createTestApp();
afterAll(() => t.close());
let s: Awaited<ReturnType<typeof setUpSales>>;
beforeAll(async () => {
  s = await setUpSales(t);
});

const buyer = (tag: string) => ({ email: `${tag}@compras.test`, name: `Comprador ${tag}` });

describe('Hotmart', () => {
  it('grants on PURCHASE_APPROVED: a new account, the student role, the product from the sale and the welcome mail', async () => {
    const who = buyer('hot-novo');
    const res = await s.send(
      'hotmart',
      hotmartPurchase({ event: 'PURCHASE_APPROVED', transaction: 'HP1000001', productId: HOTMART_PRODUCT, buyer: who }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { received: true } });
    const [first] = (await s.log()).data;
    expect(first).toMatchObject({
      provider: 'hotmart',
      event: 'PURCHASE_APPROVED',
      transaction: 'HP1000001',
      email: who.email,
      outcome: 'granted',
      error: null,
    });
    expect(await s.holding(who.email, s.essencial)).toMatchObject({ source: 'sale', expiresAt: null });
    const userId = await userIdOf(t.ctx.db, who.email);
    const roles = await t.ctx.db
      .select({ roleId: userRoles.roleId })
      .from(userRoles)
      .where(and(eq(userRoles.tenantId, 1), eq(userRoles.userId, userId)));
    expect(roles).toEqual([{ roleId: 1 }]);
    const mail = (await readTestOutbox(t)).find((m) => m.to === who.email);
    expect(mail, 'the welcome mail').toBeDefined();
    // The link signs the buyer in and asks for a password.
    const token = new URL(linkIn(mail!, '/login/magic')).searchParams.get('token');
    const confirm = await t.request({ method: 'POST', url: '/api/login/magic-link/confirm', payload: { token } });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toMatchObject({ password_required: true, user: { email: who.email } });
  });

  it('a repeated delivery answers 200 and changes nothing; PURCHASE_COMPLETE after it keeps the one grant', async () => {
    const who = buyer('hot-repete');
    const body = hotmartPurchase({ event: 'PURCHASE_APPROVED', transaction: 'HP1000002', productId: HOTMART_PRODUCT, buyer: who });
    expect((await s.send('hotmart', body)).statusCode).toBe(200);
    await s.log();
    const before = await s.holding(who.email, s.essencial);
    const mailsBefore = (await readTestOutbox(t)).filter((m) => m.to === who.email).length;
    expect((await s.send('hotmart', body)).statusCode).toBe(200);
    expect((await s.send('hotmart', { ...body, event: 'PURCHASE_COMPLETE' })).statusCode).toBe(200);
    const log = (await s.log()).data.filter((d) => d.transaction === 'HP1000002');
    expect(log.map((d) => [d.event, d.outcome])).toEqual([
      ['PURCHASE_COMPLETE', 'granted'],
      ['PURCHASE_APPROVED', 'duplicate'],
      ['PURCHASE_APPROVED', 'granted'],
    ]);
    expect(await s.holding(who.email, s.essencial)).toEqual(before);
    expect((await readTestOutbox(t)).filter((m) => m.to === who.email)).toHaveLength(mailsBefore);
  });

  it.each(['PURCHASE_REFUNDED', 'PURCHASE_CHARGEBACK', 'PURCHASE_CANCELED'])('%s takes the sale’s access away', async (event) => {
    const who = buyer(`hot-${event.toLowerCase()}`);
    const transaction = `HP2${event.length}${event.charCodeAt(9)}`;
    await s.send('hotmart', hotmartPurchase({ event: 'PURCHASE_APPROVED', transaction, productId: HOTMART_PRODUCT, buyer: who }));
    await s.log();
    expect(await s.holding(who.email, s.essencial)).not.toBeNull();
    expect((await s.send('hotmart', hotmartPurchase({ event, transaction, productId: HOTMART_PRODUCT, buyer: who }))).statusCode).toBe(200);
    expect((await s.log()).data[0]).toMatchObject({ event, outcome: 'revoked' });
    expect(await s.holding(who.email, s.essencial)).toBeNull();
  });

  it('a refund leaves a manual grant of the same product as staff gave it', async () => {
    const userId = await userIdOf(t.ctx.db, 'aluno@aurora.test');
    await t.ctx.db
      .delete(enrollments)
      .where(and(eq(enrollments.tenantId, 1), eq(enrollments.userId, userId), eq(enrollments.productId, s.essencial)));
    await enroll(t.ctx.db, userId, s.essencial);
    const manual = await s.holding('aluno@aurora.test', s.essencial);
    expect(manual?.source).not.toBe('sale');
    const who = { email: 'aluno@aurora.test', name: 'Aluno' };
    await s.send(
      'hotmart',
      hotmartPurchase({ event: 'PURCHASE_APPROVED', transaction: 'HP3000001', productId: HOTMART_PRODUCT, buyer: who }),
    );
    await s.log();
    expect(await s.holding(who.email, s.essencial)).toMatchObject({ source: 'sale', priorSource: manual?.source });
    await s.send(
      'hotmart',
      hotmartPurchase({ event: 'PURCHASE_REFUNDED', transaction: 'HP3000001', productId: HOTMART_PRODUCT, buyer: who }),
    );
    await s.log();
    expect(await s.holding(who.email, s.essencial)).toEqual(manual);
  });

  it('a refund that arrives before its approval ends with no access', async () => {
    const who = buyer('hot-fora-de-ordem');
    const approved = Date.now() - 60_000;
    await s.send(
      'hotmart',
      hotmartPurchase({ event: 'PURCHASE_REFUNDED', transaction: 'HP4000001', productId: HOTMART_PRODUCT, buyer: who }),
    );
    await s.send(
      'hotmart',
      hotmartPurchase({
        event: 'PURCHASE_APPROVED',
        transaction: 'HP4000001',
        productId: HOTMART_PRODUCT,
        buyer: who,
        approvedAt: approved,
        createdAt: approved,
      }),
    );
    const log = (await s.log()).data.filter((d) => d.transaction === 'HP4000001');
    expect(log.map((d) => d.outcome)).toEqual(['ignored', 'ignored']);
    expect(log[0]?.error).toMatch(/já foi reembolsada/);
    expect(await s.holding(who.email, s.essencial)).toBeNull();
  });

  it('SUBSCRIPTION_CANCELLATION revokes what the subscription paid; a renewal paid before it but delivered after grants nothing', async () => {
    const who = buyer('hot-assinante');
    const cancelled = Date.now();
    await s.send(
      'hotmart',
      hotmartPurchase({
        event: 'PURCHASE_APPROVED',
        transaction: 'HP5000001',
        productId: HOTMART_PRODUCT,
        buyer: who,
        subscriberCode: 'SUB77',
        approvedAt: cancelled - 40 * 86_400_000,
      }),
    );
    await s.log();
    expect(await s.holding(who.email, s.essencial)).not.toBeNull();
    await s.send(
      'hotmart',
      hotmartCancellation({ subscriberCode: 'SUB77', productId: HOTMART_PRODUCT, buyer: who, cancelledAt: cancelled }),
    );
    expect((await s.log()).data[0]).toMatchObject({ event: 'SUBSCRIPTION_CANCELLATION', transaction: 'SUB77', outcome: 'revoked' });
    expect(await s.holding(who.email, s.essencial)).toBeNull();
    // A recurrence approved ten days before the cancellation, delivered late.
    await s.send(
      'hotmart',
      hotmartPurchase({
        event: 'PURCHASE_APPROVED',
        transaction: 'HP5000002',
        productId: HOTMART_PRODUCT,
        buyer: who,
        subscriberCode: 'SUB77',
        approvedAt: cancelled - 10 * 86_400_000,
      }),
    );
    expect((await s.log()).data[0]).toMatchObject({ transaction: 'HP5000002', outcome: 'ignored' });
    expect(await s.holding(who.email, s.essencial)).toBeNull();
    // Subscribing again after the cancellation is a new start.
    await s.send(
      'hotmart',
      hotmartPurchase({
        event: 'PURCHASE_APPROVED',
        transaction: 'HP5000003',
        productId: HOTMART_PRODUCT,
        buyer: who,
        subscriberCode: 'SUB77',
        approvedAt: cancelled + 1_000,
      }),
    );
    expect((await s.log()).data[0]).toMatchObject({ transaction: 'HP5000003', outcome: 'granted' });
    expect(await s.holding(who.email, s.essencial)).not.toBeNull();
  });

  it('a wrong hottok is 401 and changes nothing but the log', async () => {
    const who = buyer('hot-forjado');
    const res = await s.send(
      'hotmart',
      hotmartPurchase({ event: 'PURCHASE_APPROVED', transaction: 'HP6000001', productId: HOTMART_PRODUCT, buyer: who }),
      { sign: 'hottok-errado' },
    );
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('Assinatura inválida');
    expect((await s.log()).data[0]).toMatchObject({
      provider: 'hotmart',
      outcome: 'refused',
      event: null,
      email: null,
      error: 'Assinatura inválida',
    });
    const [account] = await t.ctx.db.select().from(users).where(eq(users.email, who.email));
    expect(account).toBeUndefined();
  });

  it('an unmapped product is refused with its code; mapped afterwards, a replay grants it', async () => {
    const who = buyer('hot-sem-mapa');
    await s.send('hotmart', hotmartPurchase({ event: 'PURCHASE_APPROVED', transaction: 'HP7000001', productId: 999_001, buyer: who }));
    const [refused] = (await s.log()).data;
    expect(refused).toMatchObject({ outcome: 'refused' });
    expect(refused?.error).toContain('999001');
    expect(await s.holding(who.email, s.essencial)).toBeNull();
    const map = await t.request({
      method: 'PUT',
      url: '/api/admin/integrations/hotmart',
      cookie: s.admin,
      payload: {
        enabled: true,
        mappings: [
          { external_id: String(HOTMART_PRODUCT), product_id: s.essencial },
          { external_id: '999001', product_id: s.essencial },
        ],
      },
    });
    expect(map.statusCode).toBe(200);
    const replay = await t.request({ method: 'POST', url: `/api/admin/integrations/deliveries/${refused!.id}/replay`, cookie: s.admin });
    expect(replay.statusCode).toBe(202);
    expect(replay.json()).toMatchObject({ data: { id: refused!.id, outcome: 'pending' } });
    expect((await s.log()).data.find((d) => d.id === refused!.id)).toMatchObject({ outcome: 'granted', error: null });
    expect(await s.holding(who.email, s.essencial)).toMatchObject({ source: 'sale' });
  });

  it('another school’s key is 404 on either host, and nothing is recorded', async () => {
    const body = hotmartPurchase({
      event: 'PURCHASE_APPROVED',
      transaction: 'HP8000001',
      productId: HOTMART_PRODUCT,
      buyer: buyer('hot-outra'),
    });
    const before = (await s.log()).data[0]?.id;
    expect((await s.send('hotmart', body, { host: BOREAL })).statusCode).toBe(404);
    expect((await s.send('hotmart', body, { path: '/api/webhooks/hotmart/0123456789abcdef0123456789abcdef' })).statusCode).toBe(404);
    expect((await s.send('hotmart', body, { path: s.paths.stripe.replace('stripe', 'hotmart') })).statusCode).toBe(404);
    expect((await s.log()).data[0]?.id).toBe(before);
  });

  it('an event that changes no access is 200 and logged as ignored', async () => {
    const body = hotmartPurchase({
      event: 'PURCHASE_BILLET_PRINTED',
      transaction: 'HP9000001',
      productId: HOTMART_PRODUCT,
      buyer: buyer('hot-boleto'),
    });
    expect((await s.send('hotmart', body)).statusCode).toBe(200);
    expect((await s.log()).data[0]).toMatchObject({
      event: 'PURCHASE_BILLET_PRINTED',
      outcome: 'ignored',
      error: 'Evento que não muda acessos',
    });
  });
});

describe('Stripe', () => {
  it('a payment link’s checkout grants; charge.refunded takes it back; a partial refund does not', async () => {
    const who = buyer('stripe-avulso');
    const session = stripeCheckoutSession({ paymentLink: STRIPE_LINK, buyer: who, paymentIntent: 'pi_3QxAvulso' });
    expect((await s.send('stripe', stripeEvent('checkout.session.completed', session))).statusCode).toBe(200);
    expect((await s.log()).data[0]).toMatchObject({
      provider: 'stripe',
      event: 'checkout.session.completed',
      transaction: 'pi_3QxAvulso',
      outcome: 'granted',
    });
    expect(await s.holding(who.email, s.essencial)).toMatchObject({ source: 'sale' });

    await s.send(
      'stripe',
      stripeEvent('charge.refunded', stripeCharge({ paymentIntent: 'pi_3QxAvulso', email: who.email, refunded: false })),
    );
    expect((await s.log()).data[0]).toMatchObject({ outcome: 'ignored', error: 'Reembolso parcial: o acesso continua' });
    expect(await s.holding(who.email, s.essencial)).not.toBeNull();

    await s.send('stripe', stripeEvent('charge.refunded', stripeCharge({ paymentIntent: 'pi_3QxAvulso', email: who.email })));
    expect((await s.log()).data[0]).toMatchObject({ event: 'charge.refunded', outcome: 'revoked' });
    expect(await s.holding(who.email, s.essencial)).toBeNull();
  });

  it('a subscription: invoice.paid gives access to the period’s end (with grace), in either order with its checkout; deletion revokes', async () => {
    const who = buyer('stripe-assinante');
    const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86_400;
    await s.send(
      'stripe',
      stripeEvent('invoice.paid', stripeInvoice({ subscription: 'sub_1QxMensal', price: STRIPE_PRICE, buyer: who, periodEnd })),
    );
    await s.send(
      'stripe',
      stripeEvent(
        'checkout.session.completed',
        stripeCheckoutSession({ paymentLink: STRIPE_LINK, buyer: who, subscription: 'sub_1QxMensal' }),
      ),
    );
    const log = (await s.log()).data.slice(0, 2);
    expect(log.map((d) => [d.event, d.transaction, d.outcome])).toEqual([
      ['checkout.session.completed', 'sub_1QxMensal', 'granted'],
      ['invoice.paid', 'sub_1QxMensal', 'granted'],
    ]);
    // The paid period rules every product of the subscription, the link's (for life on its own) too.
    const end = (periodEnd + SUBSCRIPTION_GRACE_DAYS * 86_400) * 1000;
    expect((await s.holding(who.email, s.completo))?.expiresAt?.getTime()).toBe(end);
    expect((await s.holding(who.email, s.essencial))?.expiresAt?.getTime()).toBe(end);
    // The next month's invoice moves the end forward; an older one arriving late does not pull it back.
    await s.send(
      'stripe',
      stripeEvent(
        'invoice.paid',
        stripeInvoice({ subscription: 'sub_1QxMensal', price: STRIPE_PRICE, buyer: who, periodEnd: periodEnd + 30 * 86_400 }),
      ),
    );
    await s.send(
      'stripe',
      stripeEvent(
        'invoice.paid',
        stripeInvoice({ subscription: 'sub_1QxMensal', price: STRIPE_PRICE, buyer: who, periodEnd: periodEnd - 30 * 86_400 }),
      ),
    );
    await s.log();
    expect((await s.holding(who.email, s.completo))?.expiresAt?.getTime()).toBe(
      (periodEnd + 30 * 86_400 + SUBSCRIPTION_GRACE_DAYS * 86_400) * 1000,
    );
    await s.send('stripe', stripeEvent('customer.subscription.deleted', stripeSubscription({ id: 'sub_1QxMensal' })));
    expect((await s.log()).data[0]).toMatchObject({ event: 'customer.subscription.deleted', outcome: 'revoked' });
    expect(await s.holding(who.email, s.completo)).toBeNull();
    expect(await s.holding(who.email, s.essencial)).toBeNull();
  });

  it('a signature too old, of another secret or missing is 401; a signed body that is not an event is 400', async () => {
    const body = JSON.stringify(
      stripeEvent('checkout.session.completed', stripeCheckoutSession({ paymentLink: STRIPE_LINK, buyer: buyer('stripe-velho') })),
    );
    const old = stripeSignature(body, STRIPE_SECRET, Math.floor(Date.now() / 1000) - 3_600);
    expect((await s.send('stripe', body, { headers: { 'stripe-signature': old } })).statusCode).toBe(401);
    expect((await s.send('stripe', body, { sign: 'whsec_outro' })).statusCode).toBe(401);
    expect((await s.send('stripe', body, { headers: { 'stripe-signature': '' } })).statusCode).toBe(401);
    expect((await s.send('stripe', '{"not": "an event"')).statusCode).toBe(400);
    const nul = stripeEvent(
      'checkout.session.completed',
      stripeCheckoutSession({ paymentLink: STRIPE_LINK, buyer: { email: 'nul@compras.test', name: 'Nul\u0000' } }),
    );
    expect((await s.send('stripe', nul)).statusCode).toBe(400);
    const hotmartNul = hotmartPurchase({
      event: 'PURCHASE_APPROVED',
      transaction: 'HP\u0000',
      productId: HOTMART_PRODUCT,
      buyer: buyer('nul'),
    });
    expect((await s.send('hotmart', hotmartNul)).statusCode).toBe(400);
    expect(await s.holding('stripe-velho@compras.test', s.essencial)).toBeNull();
  });

  it('the same event id twice is one grant', async () => {
    const who = buyer('stripe-repete');
    const event = stripeEvent(
      'checkout.session.completed',
      stripeCheckoutSession({ paymentLink: STRIPE_LINK, buyer: who, paymentIntent: 'pi_3QxRepete' }),
    );
    await s.send('stripe', event);
    await s.send('stripe', event);
    expect((await s.log()).data.slice(0, 2).map((d) => d.outcome)).toEqual(['duplicate', 'granted']);
  });
});

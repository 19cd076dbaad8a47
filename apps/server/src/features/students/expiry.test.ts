import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollments, users } from '../../db/schema/index';
import { productIdOf } from '../../test/builders';
import { createTestApp, type TestApp } from '../../test/harness';
import { readTestOutbox } from '../../test/outbox';
import { sendExpiryNotices } from './expiry';

let t: TestApp;
let essencial: number;
const ids: Record<string, number> = {};

/** Four students of one product: ending in two days, in ten, ended yesterday, and ending tomorrow but deactivated. */
beforeAll(async () => {
  t = await createTestApp();
  essencial = await productIdOf(t.ctx.db, 'Plano Essencial');
  const made = await t.ctx.db
    .insert(users)
    .values([
      { tenantId: 1, name: 'Logo Acaba', email: 'teste-logo@aurora.test' },
      { tenantId: 1, name: 'Ainda Longe', email: 'teste-longe@aurora.test' },
      { tenantId: 1, name: 'Já Acabou', email: 'teste-acabou@aurora.test' },
      { tenantId: 1, name: 'Desativada', email: 'teste-inativa@aurora.test', active: false },
    ])
    .returning({ id: users.id, email: users.email });
  for (const u of made) ids[u.email.split('@')[0]!.replace('teste-', '')] = u.id;
  const inDays = (days: number) => sql`now() + make_interval(hours => ${Math.round(days * 24)}::int)`;
  for (const [who, days] of [
    ['logo', 2],
    ['longe', 10],
    ['acabou', -1],
    ['inativa', 1],
  ] as const) {
    await t.ctx.db.insert(enrollments).values({ tenantId: 1, userId: ids[who]!, productId: essencial, expiresAt: inDays(days) });
  }
});
afterAll(async () => {
  await t.ctx.db.delete(users).where(like(users.email, 'teste-%'));
  await t.close();
});

const notices = async () => (await readTestOutbox(t)).filter((m) => m.to.startsWith('teste-'));
const run = () => sendExpiryNotices({ db: t.ctx.db, tenants: t.ctx.tenants });

describe('the daily expiry notice (docs/people-and-access.md)', () => {
  it('tells an active student a few days ahead, once per expiry, with the product and the day', async () => {
    expect(await run()).toBe(1);
    const mails = await notices();
    expect(mails.map((m) => m.to)).toEqual(['teste-logo@aurora.test']);
    expect(mails[0]!.subject).toContain('Seu acesso a Plano Essencial termina em');
    expect(mails[0]!.text).toContain('Logo Acaba');
    expect(await run()).toBe(0);
    expect(await notices()).toHaveLength(1);
  });

  it('a grant renewed with another expiry is told again when that one nears', async () => {
    await t.ctx.db
      .update(enrollments)
      .set({ expiresAt: sql`now() + interval '2 days 5 hours'` })
      .where(and(eq(enrollments.tenantId, 1), eq(enrollments.userId, ids.logo!)));
    expect(await run()).toBe(1);
    expect(await notices()).toHaveLength(2);
  });
});

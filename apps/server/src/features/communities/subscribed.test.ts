import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communities } from '../../db/schema/index';
import { setCommunity } from '../../test/communities';
import { clockStopped, countQueries } from '../../test/count-queries';
import { BOREAL, createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let [aluno, aluna, moderator, revisor, borealStudent] = ['', '', '', '', ''];
let [geral, fotografia, mentoria] = [0, 0, 0];

const url = (tenant: number | string) => `/api/auth/community/subscribed/${tenant}`;
const GERAL = 'Comunidade Aurora';
const FOTO = 'Clube da Fotografia';
const MENTORIA = 'Círculo de Mentoria';

beforeAll(async () => {
  t = await createTestApp();
  [aluno, aluna, moderator, revisor, borealStudent] = await Promise.all([
    t.login('aluno@aurora.test'),
    t.login('aluna@aurora.test'),
    t.login('moderador@aurora.test'),
    t.login('revisor@aurora.test'),
    t.login('aluno@boreal.test'),
  ]);
  const rows = await t.ctx.db
    .select({ id: communities.id, title: communities.title })
    .from(communities)
    .where(eq(communities.tenantId, 1))
    .orderBy(asc(communities.id));
  const id = (title: string) => rows.find((r) => r.title === title)!.id;
  [geral, fotografia, mentoria] = [id(GERAL), id(FOTO), id(MENTORIA)];
});
afterAll(() => t.close());

const list = async (cookie: string, tenant = 1, host?: string) => {
  const res = await t.request({ url: url(tenant), cookie, host });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: number; title: string }[] }>().data;
};

describe('GET /api/auth/community/subscribed/{tenant} (CONTRACT "Communities, staff side", communities I follow)', () => {
  it('lists the communities the member may enter, principal first: a gated one only with its product', async () => {
    expect(await list(aluno)).toEqual([
      { id: geral, title: GERAL },
      { id: fotografia, title: FOTO },
    ]);
    expect(await list(aluna)).toEqual([
      { id: geral, title: GERAL },
      { id: fotografia, title: FOTO },
      { id: mentoria, title: MENTORIA },
    ]);
  });

  it('leaves an inactive community out for students; staff keep it (they enter every community)', async () => {
    await setCommunity(t, 1, fotografia, { active: false });
    try {
      expect((await list(aluno)).map((c) => c.id)).toEqual([geral]);
      expect((await list(aluna)).map((c) => c.id)).toEqual([geral, mentoria]);
      expect((await list(moderator)).map((c) => c.id).sort((a, b) => a - b)).toEqual([geral, fotografia, mentoria].sort((a, b) => a - b));
    } finally {
      await setCommunity(t, 1, fotografia, { active: true });
    }
  });

  it('answers a warm call from memory (no statement)', async () => {
    await clockStopped(async () => {
      await list(aluno);
      expect(await countQueries(t, () => list(aluno))).toBe(0);
    });
  });

  it("is the member's own school only: another school's id is 403, no session 401, the review account 403", async () => {
    expect((await t.request({ url: url(2), cookie: aluno })).statusCode).toBe(403);
    expect((await t.request({ url: url(1), cookie: aluno, headers: { tenantId: '2' } })).statusCode).toBe(403);
    expect((await t.request({ url: url(1), cookie: borealStudent, host: BOREAL })).statusCode).toBe(403);
    expect((await t.request({ url: url(1) })).statusCode).toBe(401);
    expect((await t.request({ url: url(1), cookie: revisor })).statusCode).toBe(403);
    expect((await t.request({ url: url('x'), cookie: aluno })).statusCode).toBe(400);
    expect((await list(borealStudent, 2, BOREAL)).length).toBeGreaterThan(0);
  });
});

import { NOTIFICATION_TRANSLATIONS } from '@trilha/shared/notifications/messages';
import { NOTIFICATION_MESSAGES as M, type Preferences } from '@trilha/shared/notifications/schemas';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { communities, notificationMutes, notificationPreferences, users } from '../../db/schema/index';
import { setCommunity } from '../../test/communities';
import { BOREAL, createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let [aluno, aluna, moderator, revisor, borealAdmin] = ['', '', '', '', ''];
let alunoId = 0;
/** Aurora's communities: open to all, Essencial or Completo, and Mentoria's private one. */
let [geral, fotografia, mentoria] = [0, 0, 0];

const path = (tenant: number | string) => `/api/auth/v2/notification-preferences/${tenant}`;
const on = { platform: true, email: true };
const everythingOn = { like: on, comment: on, reply: on, post: on };

beforeAll(async () => {
  t = await createTestApp();
  [aluno, aluna, moderator, revisor, borealAdmin] = await Promise.all([
    t.login('aluno@aurora.test'),
    t.login('aluna@aurora.test'),
    t.login('moderador@aurora.test'),
    t.login('revisor@aurora.test'),
    t.login('admin@boreal.test'),
  ]);
  alunoId = (await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'aluno@aurora.test')))[0]!.id;
  const rows = await t.ctx.db
    .select({ id: communities.id, title: communities.title })
    .from(communities)
    .where(eq(communities.tenantId, 1))
    .orderBy(asc(communities.id));
  const id = (title: string) => rows.find((r) => r.title === title)!.id;
  [geral, fotografia, mentoria] = [id('Comunidade Aurora'), id('Clube da Fotografia'), id('Círculo de Mentoria')];
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.ctx.db.delete(notificationMutes);
  await t.ctx.db.delete(notificationPreferences);
});

const read = async (cookie: string, tenant = 1, host?: string) => {
  const res = await t.request({ url: path(tenant), cookie, host, headers: { tenantId: String(tenant) } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Preferences>();
};
const save = (cookie: string, payload: object, headers: Record<string, string> = { tenantId: '1' }, tenant: number | string = 1) =>
  t.request({ method: 'POST', url: path(tenant), cookie, payload, headers });
const mutesOf = async (userId: number) =>
  (
    await t.ctx.db
      .select({ id: notificationMutes.communityId })
      .from(notificationMutes)
      .where(and(eq(notificationMutes.tenantId, 1), eq(notificationMutes.userId, userId)))
      .orderBy(asc(notificationMutes.communityId))
  ).map((r) => r.id);

describe('GET /api/auth/v2/notification-preferences/{tenantId}', () => {
  it('gives a member who never saved everything on, and every community they may enter', async () => {
    expect(await read(aluno)).toEqual({ ...everythingOn, communities: [geral, fotografia] });
    expect(await read(aluna)).toEqual({ ...everythingOn, communities: [geral, fotografia, mentoria] });
    // Staff enter every community of the school.
    expect((await read(moderator)).communities.sort((a, b) => a - b)).toEqual([geral, fotografia, mentoria].sort((a, b) => a - b));
  });

  it('reads without the tenantId header too (the path and the session decide)', async () => {
    const res = await t.request({ url: path(1), cookie: aluno });
    expect(res.statusCode).toBe(200);
  });
});

describe('POST /api/auth/v2/notification-preferences/{tenantId}', () => {
  it('saves the eight switches and mutes the enterable communities left out; the read gives them back', async () => {
    const body = {
      like: { platform: false, email: true },
      comment: { platform: true, email: false },
      reply: { platform: false, email: false },
      post: { platform: true, email: true },
      communities: [geral],
    };
    const res = await save(aluno, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...body, message: M.preferencesSaved });
    expect(await read(aluno)).toEqual(body);
    expect(await mutesOf(alunoId)).toEqual([fotografia]);
    expect(
      await t.ctx.db
        .select({ like: notificationPreferences.likePlatform, replyEmail: notificationPreferences.replyEmail })
        .from(notificationPreferences)
        .where(and(eq(notificationPreferences.tenantId, 1), eq(notificationPreferences.userId, alunoId))),
    ).toEqual([{ like: false, replyEmail: false }]);

    // Saved again: the mutes become exactly the new choice, the switches are overwritten.
    const again = await save(`${aluno}; lang=en`, { ...everythingOn, communities: [fotografia] });
    expect(again.json()).toEqual({ ...everythingOn, communities: [fotografia], message: NOTIFICATION_TRANSLATIONS.preferencesSaved.en });
    expect(await mutesOf(alunoId)).toEqual([geral]);
    expect(await read(aluno)).toEqual({ ...everythingOn, communities: [fotografia] });
  });

  it("ignores ids the member cannot enter (a gated community without the product, another school's, none at all)", async () => {
    const res = await save(aluno, { ...everythingOn, communities: [mentoria, 999_999, geral, geral] });
    expect(res.json()).toEqual({ ...everythingOn, communities: [geral], message: M.preferencesSaved });
    // Mentoria is not theirs to mute either: only the enterable ones left out.
    expect(await mutesOf(alunoId)).toEqual([fotografia]);

    expect((await save(aluno, { ...everythingOn, communities: [] })).json().communities).toEqual([]);
    expect(await mutesOf(alunoId)).toEqual([geral, fotografia].sort((a, b) => a - b));
    expect((await read(aluno)).communities).toEqual([]);
  });

  it('follows the door: a community a student can no longer enter leaves the list, and comes back unmuted', async () => {
    await setCommunity(t, 1, fotografia, { active: false });
    try {
      expect((await read(aluno)).communities).toEqual([geral]);
      await save(aluno, { ...everythingOn, communities: [geral, fotografia] });
      expect(await mutesOf(alunoId)).toEqual([]);
    } finally {
      await setCommunity(t, 1, fotografia, { active: true });
    }
    expect((await read(aluno)).communities).toEqual([geral, fotografia]);
  });

  it('refuses a body that breaks the shared schema (400) and saves nothing', async () => {
    const bodies = [
      {},
      { ...everythingOn },
      { ...everythingOn, communities: 'all' },
      { ...everythingOn, like: { platform: 'yes', email: true }, communities: [] },
      { ...everythingOn, post: { platform: true }, communities: [] },
      { ...everythingOn, communities: [0] },
      { ...everythingOn, communities: Array.from({ length: 501 }, (_, i) => i + 1) },
    ];
    for (const body of bodies) expect((await save(aluno, body)).statusCode, JSON.stringify(body)).toBe(400);
    expect(await t.ctx.db.select().from(notificationPreferences)).toEqual([]);
  });
});

describe('who may read and save preferences', () => {
  const body = { ...everythingOn, communities: [] };

  it('asks for a session (401)', async () => {
    expect((await t.request({ url: path(1) })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: path(1), payload: body })).statusCode).toBe(401);
  });

  it("refuses a tenantId header that differs from the path, and another school's path (403), saving nothing", async () => {
    expect((await t.request({ url: path(1), cookie: aluno, headers: { tenantId: '2' } })).statusCode).toBe(403);
    expect((await save(aluno, body, { tenantId: '2' })).statusCode).toBe(403);
    expect((await t.request({ url: path(2), cookie: aluno, headers: { tenantId: '2' } })).statusCode).toBe(403);
    expect((await save(aluno, body, { tenantId: '2' }, 2)).statusCode).toBe(403);
    expect((await save(aluno, body, {}, 2)).statusCode).toBe(403);
    // Boreal's admin on Boreal's host, naming Aurora.
    expect((await t.request({ url: path(1), cookie: borealAdmin, host: BOREAL })).statusCode).toBe(403);
    expect(await t.ctx.db.select().from(notificationPreferences)).toEqual([]);
    expect(await read(borealAdmin, 2, BOREAL)).toMatchObject(everythingOn);
  });

  it('refuses the review account (403): it has no notifications (spec 000 §2)', async () => {
    expect((await t.request({ url: path(1), cookie: revisor })).statusCode).toBe(403);
    expect((await save(revisor, body)).statusCode).toBe(403);
  });

  it('rejects a path tenant that is not an id (400)', async () => {
    expect((await t.request({ url: path('abc'), cookie: aluno })).statusCode).toBe(400);
  });
});

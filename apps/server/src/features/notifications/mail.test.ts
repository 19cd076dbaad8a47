import { rm } from 'node:fs/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  jobs,
  notificationMailLog,
  notificationPreferences,
  notifications,
  platformSettings,
  sessions,
  studyReminders,
  users,
} from '../../db/schema/index';
import { outboxDir } from '../../platform/mail/outbox-files';
import { unsubscribeToken } from '../../platform/mail/unsubscribe';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertNotifications, loadScene, type RowOptions, type Scene } from '../../test/notification-rows';
import { readTestOutbox } from '../../test/outbox';
import { digestMail } from './mail';
import { MAIL_DAILY_CAP, sweepNotificationMail } from './mail-sweep';
import type { NotificationType } from '@trilha/shared/notifications/constants';

// The notification e-mail (docs/notifications.md "E-mail"): the sweep's delay, skips, batching,
// limits and exactly-once, and the digest's one-click unsubscribe (RFC 8058).

let t: TestApp;
let aurora: Scene;
let alunoId = 0;
const EMAIL = 'aluno@aurora.test';
const MINUTE = 60_000;
const now = new Date();
const ago = (minutes: number) => new Date(now.getTime() - minutes * MINUTE);
const later = (minutes: number) => new Date(now.getTime() + minutes * MINUTE);

beforeAll(async () => {
  t = await createTestApp();
  [aurora] = await Promise.all([loadScene(t.ctx.db, 1)]);
  alunoId = (await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, EMAIL)))[0]!.id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.ctx.db.delete(notifications);
  await t.ctx.db.delete(notificationMailLog);
  await t.ctx.db.delete(notificationPreferences);
  await t.ctx.db.delete(studyReminders);
  // Never signed in: nothing counts as "active since".
  await t.ctx.db.delete(sessions).where(and(eq(sessions.tenantId, 1), eq(sessions.userId, alunoId)));
  await t.ctx.db.delete(jobs).where(eq(jobs.queue, 'mail.send'));
  await rm(outboxDir(t.config.dataDir), { recursive: true, force: true });
});

const deps = () => ({ db: t.ctx.db, tenants: t.ctx.tenants, secret: t.config.sessionSecret });
const sweep = (at = now) => sweepNotificationMail(deps(), at);
/** As the fan-out leaves a row whose type had E-mail on: `pending` (test/notification-rows.ts writes the default `none`). */
const pending = async (ids: number[]) => {
  await t.ctx.db.update(notifications).set({ mailState: 'pending' }).where(inArray(notifications.id, ids));
  return ids;
};
const add = async (type: NotificationType, minutesAgo: number, options: RowOptions = {}) =>
  pending(await insertNotifications(t.ctx.db, aurora, [{ type, userId: alunoId, createdAt: ago(minutesAgo), ...options }]));
const mails = async () => (await readTestOutbox(t)).filter((m) => m.to.includes(EMAIL));
const states = async () =>
  Object.fromEntries(
    (await t.ctx.db.select({ id: notifications.id, state: notifications.mailState }).from(notifications)).map((r) => [r.id, r.state]),
  );

describe('the sweep', () => {
  it('waits 5 minutes: a younger notification stays pending, then goes out as one line with its link and the school', async () => {
    const [id] = await add('community_comment', 3);
    expect(await sweep()).toEqual({ students: 0, sent: 0, skipped: 0 });
    expect(await mails()).toEqual([]);
    expect((await states())[id!]).toBe('pending');

    expect((await sweep(later(3))).sent).toBe(1);
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('Ana Souza comentou no seu post');
    // The school's name and colour (platform/mail/school.ts).
    expect(mail!.text.startsWith('Escola Aurora\n')).toBe(true);
    const [settings] = await t.ctx.db
      .select({ color: platformSettings.primaryColor })
      .from(platformSettings)
      .where(eq(platformSettings.tenantId, 1));
    expect(mail!.html).toContain(`background:${settings?.color ?? '#6C5CE7'}`);
    expect(mail!.text).toContain(`Ana Souza comentou no seu post\n  http`);
    expect(mail!.text).toMatch(new RegExp(`/comunidade/post/${aurora.post.id}/1/${aurora.post.communityId}`));
    expect(mail!.text).toMatch(/Ver notificações: https?:\/\/\S+\/notifications/);
    expect(mail!.text).toMatch(/Não quero mais receber e-mails de comentários: \S+\/notificacoes\/cancelar\?token=1\.\d+\.comment\./);
    expect(mail!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect((await states())[id!]).toBe('sent');
    // Sent once: the next run finds nothing.
    expect(await sweep(later(30))).toEqual({ students: 0, sent: 0, skipped: 0 });
  });

  it('skips what was read, and what came before the student signed in', async () => {
    const [read] = await add('community_comment', 20, { read: true });
    const [before] = await add('community_reply', 10);
    await t.login(EMAIL);
    await t.ctx.db
      .execute(sql`update sessions set created_at = ${ago(8).toISOString()}::timestamptz, last_seen_at = ${ago(8).toISOString()}::timestamptz
      where tenant_id = 1 and user_id = ${alunoId}`);
    const [after] = await add('community_post', 6);
    expect(await sweep()).toEqual({ students: 1, sent: 1, skipped: 2 });
    expect(await states()).toEqual({ [read!]: 'skipped', [before!]: 'skipped', [after!]: 'sent' });
    const [mail] = await mails();
    expect(mail!.subject).toBe(`Ana Souza publicou “${aurora.post.title}” na comunidade`);
    expect(mail!.text).not.toContain('respondeu');
  });

  it('a signed-in request counts as active: news from before it is skipped; within a minute of the last mark nothing is written', async () => {
    const [id] = await add('community_comment', 10);
    const cookie = await t.login(EMAIL);
    const seen = async () =>
      (await t.ctx.db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.userId, alunoId)))[0]!.at.getTime();
    const request = () => t.request({ method: 'GET', url: '/api/auth/notification/total', cookie });
    // Just signed in: the sign-in set the mark, a request now writes nothing.
    const signedIn = await seen();
    expect((await request()).statusCode).toBe(200);
    await t.heard();
    expect(await seen()).toBe(signedIn);

    await t.ctx.db.execute(sql`update sessions set created_at = ${ago(20).toISOString()}::timestamptz,
      last_seen_at = ${ago(20).toISOString()}::timestamptz where tenant_id = 1 and user_id = ${alunoId}`);
    await t.heard();
    expect((await request()).statusCode).toBe(200);
    // The write does not hold the request: it lands just after.
    await expect.poll(seen).toBeGreaterThan(ago(1).getTime());
    expect(await sweep(later(1))).toEqual({ students: 1, sent: 0, skipped: 1 });
    expect((await states())[id!]).toBe('skipped');
  });

  it('re-reads the switches: a type whose E-mail was turned off after it was created is skipped', async () => {
    const [like] = await add('community_like', 10);
    const [doubt] = await add('doubt', 10);
    await t.ctx.db.insert(notificationPreferences).values({ tenantId: 1, userId: alunoId, replyEmail: false });
    await sweep();
    expect(await states()).toEqual({ [like!]: 'sent', [doubt!]: 'skipped' });
    const [mail] = await mails();
    expect(mail!.subject).toBe(`Ana Souza curtiu seu post “${aurora.post.title}”`);
  });

  it('batches every pending row in one message, newest first, 20 lines then "e mais N"', async () => {
    await pending(
      await insertNotifications(
        t.ctx.db,
        aurora,
        Array.from({ length: 24 }, (_, i) => ({ type: 'community_post' as const, userId: alunoId, createdAt: ago(30 + i) })),
      ),
    );
    await add('community_like', 6, { othersCount: 9 });
    await add('community_comment', 1);
    expect(await sweep()).toEqual({ students: 1, sent: 26, skipped: 0 });
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('26 novas notificações em Escola Aurora');
    const lines = mail!.text.split('\n').filter((l) => l.startsWith('- '));
    expect(lines.length).toBe(21);
    expect(lines[0]).toBe('- Ana Souza comentou no seu post');
    expect(lines[1]).toBe(`- Ana Souza e mais 9 pessoas curtiram seu post “${aurora.post.title}”`);
    expect(lines[20]).toBe('- e mais 6');
    // Mixed kinds: the way out is all notification e-mails.
    expect(mail!.text).toMatch(/Não quero mais receber e-mails de notificações: \S+token=1\.\d+\.notifications\./);
    expect(mail!.html).toContain('<ul');
  });

  it("speaks the language the student last chose (their study reminders' row), else Portuguese", async () => {
    await t.ctx.db
      .insert(studyReminders)
      .values({ tenantId: 1, userId: alunoId, enabled: false, days: [1], time: '19:00', timezone: 'UTC', language: 'es' });
    await add('community_like', 10, { othersCount: 1 });
    await add('doubt', 9);
    await sweep();
    const [mail] = await mails();
    expect(mail!.subject).toBe('2 notificaciones nuevas en Escola Aurora');
    expect(mail!.text).toContain(`- A Ana Souza y a 1 persona más les gustó tu publicación “${aurora.post.title}”`);
    expect(mail!.text).toContain(`- Camila Rocha respondió tu duda en la clase “${aurora.lesson.title}”`);
    expect(mail!.text).toMatch(/No quiero recibir más correos de notificaciones: /);
  });

  it('waits 15 minutes between messages and sends at most 10 a day, leaving the rest pending', async () => {
    await add('community_comment', 10);
    expect((await sweep()).sent).toBe(1);
    const [second] = await add('community_reply', 6);
    expect((await sweep(later(5))).sent).toBe(0);
    expect((await states())[second!]).toBe('pending');
    expect((await sweep(later(16))).sent).toBe(1);
    expect((await mails()).length).toBe(2);

    const today = later(16).toISOString().slice(0, 10);
    await t.ctx.db
      .update(notificationMailLog)
      .set({ sentThatDay: MAIL_DAILY_CAP, day: today, lastSentAt: ago(60) })
      .where(eq(notificationMailLog.userId, alunoId));
    const [third] = await add('community_post', 10);
    expect(await sweep(later(16))).toEqual({ students: 0, sent: 0, skipped: 0 });
    expect((await states())[third!]).toBe('pending');
    const tomorrow = new Date(`${today}T00:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    expect((await sweep(tomorrow)).sent).toBe(1);
    const [log] = await t.ctx.db.select().from(notificationMailLog).where(eq(notificationMailLog.userId, alunoId));
    expect({ day: log!.day, count: log!.sentThatDay }).toEqual({ day: tomorrow.toISOString().slice(0, 10), count: 1 });
  });

  it('two sweeps at once send one message', async () => {
    const ids = await Promise.all([add('community_comment', 10), add('community_reply', 9)]);
    const results = await Promise.all([sweep(), sweep()]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(2);
    expect((await mails()).length).toBe(1);
    const rows = await t.ctx.db.select({ state: notifications.mailState }).from(notifications).where(inArray(notifications.id, ids.flat()));
    expect(rows.map((r) => r.state)).toEqual(['sent', 'sent']);
  });
});

describe('the periodic job', () => {
  it("runs as 'notifications.mail-sweep' and keeps its successor pending a minute later", async () => {
    await t.ctx.db.delete(jobs).where(eq(jobs.queue, 'notifications.mail-sweep'));
    await add('community_comment', 10);
    await t.ctx.db.insert(jobs).values({ queue: 'notifications.mail-sweep', payload: {} });
    expect((await mails()).length).toBe(1);
    const next = await t.ctx.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(and(eq(jobs.queue, 'notifications.mail-sweep'), eq(jobs.status, 'pending')));
    expect(next.length).toBe(1);
    expect(next[0]!.runAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    await t.ctx.db.delete(jobs).where(eq(jobs.queue, 'notifications.mail-sweep'));
  });
});

describe('the one-click unsubscribe (RFC 8058)', () => {
  const post = (url: string, form = true) =>
    t.request({
      method: 'POST',
      url,
      headers: { origin: 'https://mail.example.com', ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(form ? { payload: 'List-Unsubscribe=One-Click' } : {}),
    });
  const prefs = async () => (await t.ctx.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, alunoId)))[0];

  it("the header's URL, from another origin without a session, turns that E-mail switch off before the next send; a forged token 400", async () => {
    await add('community_comment', 10);
    await sweep();
    const [mail] = await mails();
    const url = new URL(mail!.headers.get('list-unsubscribe')!.slice(1, -1));
    expect(url.pathname).toBe('/api/notifications/unsubscribe');
    const forged = url.search.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const refused = await post(`${url.pathname}${forged}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Este link de cancelamento não é válido.');
    // Another mail's token (the study reminders') is not this one's.
    const reminders = unsubscribeToken(t.config.sessionSecret, { tenantId: 1, userId: alunoId, topic: 'reminders' });
    expect((await post(`${url.pathname}?token=${reminders}`)).statusCode).toBe(400);
    expect(await prefs()).toBeUndefined();

    const res = await post(`${url.pathname}${url.search}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Pronto! Você não receberá mais estes e-mails de notificação.');
    expect(await prefs()).toMatchObject({ commentEmail: false, commentPlatform: true, likeEmail: true, replyEmail: true, postEmail: true });

    const [next] = await add('community_comment', 10);
    await sweep(later(20));
    expect((await states())[next!]).toBe('skipped');
  });

  it("a mixed digest's token turns all four E-mail switches off, keeping the Plataforma ones", async () => {
    await t.ctx.db.insert(notificationPreferences).values({ tenantId: 1, userId: alunoId, postPlatform: false });
    const token = unsubscribeToken(t.config.sessionSecret, { tenantId: 1, userId: alunoId, topic: 'notifications' });
    expect((await post(`/api/notifications/unsubscribe?token=${token}`, false)).statusCode).toBe(200);
    expect(await prefs()).toMatchObject({
      likeEmail: false,
      commentEmail: false,
      replyEmail: false,
      postEmail: false,
      likePlatform: true,
      postPlatform: false,
    });
  });
});

describe('the digest', () => {
  it('escapes what people wrote, and links only to paths of the school', () => {
    const school = { name: 'Escola <b>', color: '#123456', origin: 'https://escola.example' };
    const mail = digestMail({
      tenantId: 1,
      school,
      student: { name: 'João Silva', email: 'joao@example.com' },
      lang: 'en',
      items: [
        { type: 'community_post', name: '<img src=x onerror=alert(1)>', title: '"T"', url: '/comunidade/post/1/1/1' },
        { type: 'community_comment', name: 'Ana', url: '//evil.example/x' },
      ],
      topic: 'notifications',
      unsubscribeToken: 'abc',
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; posted “&quot;T&quot;” in the community');
    expect(mail.html).toContain('href="https://escola.example/comunidade/post/1/1/1"');
    expect(mail.html).not.toContain('evil.example');
    expect(mail.text).toContain('- Ana commented on your post\n  https://escola.example/notifications');
    expect(mail.html).toContain('background:#123456');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://escola.example/api/notifications/unsubscribe?token=abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('names no title for a post without one: never empty quotes', () => {
    const mail = digestMail({
      tenantId: 1,
      school: { name: 'Escola', color: '#123456', origin: 'https://escola.example' },
      student: { name: 'João Silva', email: 'joao@example.com' },
      lang: 'pt',
      items: [
        { type: 'community_like', name: 'Ana', title: '', others: 0, url: '/comunidade/post/1/1/1' },
        { type: 'community_post', name: 'Bia', title: ' ', url: '/comunidade/post/2/1/1' },
      ],
      topic: 'notifications',
      unsubscribeToken: 'abc',
    });
    expect(mail.text).toContain('- Ana curtiu seu post\n');
    expect(mail.text).toContain('- Bia publicou na comunidade\n');
    expect(mail.text).not.toContain('“”');
  });
});

import { rm } from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs, studyReminders } from '../../db/schema/index';
import { outboxDir } from '../../platform/mail/outbox-files';
import { readTestOutbox } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/harness';
import { LATE_LIMIT_MS, sendDueReminder } from './service';

// Study reminders (docs/reminders.md): the schedule through the API, each due reminder mailed once
// by its job, the lesson to continue, and the mail's one-click way out.

let t: TestApp;
let aluno: string;
let alunoId: number;
const BASE = '/api/auth/reminders/1';
const MONDAYS_19 = { enabled: true, days: [1], time: '19:00', timezone: 'America/Sao_Paulo' };

beforeAll(async () => {
  t = await createTestApp();
  aluno = await t.login('aluno@aurora.test');
  alunoId = (await t.request({ url: '/api/me', cookie: aluno })).json().user.id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.ctx.db.delete(studyReminders);
  await t.ctx.db.delete(jobs).where(eq(jobs.queue, 'reminders.send'));
  await rm(outboxDir(t.config.dataDir), { recursive: true, force: true });
});

const save = (body: object, cookie = aluno, url = BASE) => t.request({ method: 'PUT', url, cookie, payload: body });
const dueJobs = () =>
  t.ctx.db
    .select({ payload: jobs.payload, runAt: jobs.runAt })
    .from(jobs)
    .where(and(eq(jobs.queue, 'reminders.send'), eq(jobs.status, 'pending')))
    .orderBy(jobs.id);
const deps = () => ({ db: t.ctx.db, tenants: t.ctx.tenants, secret: t.config.sessionSecret });
const mailsTo = async (to: string) => (await readTestOutbox(t)).filter((m) => m.to.includes(to) && m.subject.includes('estudar'));

describe('the schedule (GET / PUT /api/auth/reminders/{tenant})', () => {
  it('answers the defaults before any save, saves and reads back, and schedules the next reminder in the time zone', async () => {
    expect((await t.request({ url: BASE, cookie: aluno })).json()).toEqual({
      enabled: false,
      days: [1, 2, 3, 4, 5],
      time: '19:00',
      timezone: 'America/Sao_Paulo',
    });
    const res = await save({ ...MONDAYS_19, days: [1, 1] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.request({ url: BASE, cookie: aluno })).json()).toEqual(MONDAYS_19);
    const [job] = await dueJobs();
    const due = new Date((job!.payload as { dueAt: string }).dueAt);
    expect(job!.runAt.toISOString()).toBe(due.toISOString());
    // A Monday, at 19:00 in São Paulo (UTC-3): 22:00 UTC.
    expect(due.getUTCDay()).toBe(1);
    expect(due.getUTCHours()).toBe(22);
    expect(due.getTime()).toBeGreaterThan(Date.now());
  });

  it('refuses bad input with a 400 and no change; another school 403; no session 401', async () => {
    await save(MONDAYS_19);
    for (const bad of [
      { ...MONDAYS_19, days: [] },
      { ...MONDAYS_19, days: [7] },
      { ...MONDAYS_19, time: '24:00' },
      { ...MONDAYS_19, time: '7:00' },
      { ...MONDAYS_19, timezone: 'Mars/Olympus' },
      { ...MONDAYS_19, enabled: 'sim' },
    ]) {
      expect((await save(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await save({ ...MONDAYS_19, time: '24:00' })).json().error).toBe('Informe um horário válido (HH:MM)');
    expect((await save(MONDAYS_19, aluno, '/api/auth/reminders/2')).statusCode).toBe(403);
    expect((await t.request({ url: BASE })).statusCode).toBe(401);
    expect((await t.request({ url: BASE, cookie: aluno })).json()).toEqual(MONDAYS_19);
  });

  it('turning it off leaves nothing to send: the pending job finds the row moved on', async () => {
    await save(MONDAYS_19);
    const [job] = await dueJobs();
    await save({ ...MONDAYS_19, enabled: false });
    const payload = job!.payload as { tenantId: number; userId: number; dueAt: string };
    await sendDueReminder(deps(), payload, new Date(payload.dueAt));
    expect(await mailsTo('aluno@aurora.test')).toEqual([]);
  });
});

describe('a due reminder', () => {
  async function dueNow() {
    await save(MONDAYS_19);
    const [job] = await dueJobs();
    return job!.payload as { tenantId: number; userId: number; dueAt: string };
  }

  it('mails the lesson to continue once, however often its job runs, and schedules the next one a week later', async () => {
    const payload = await dueNow();
    const at = new Date(new Date(payload.dueAt).getTime() + 1_000);
    await Promise.all([sendDueReminder(deps(), payload, at), sendDueReminder(deps(), payload, at)]);
    await sendDueReminder(deps(), payload, at);
    const mails = await mailsTo('aluno@aurora.test');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Hora de estudar, João!');
    // aluno holds Plano Essencial: the lesson is of one of its courses, with its link.
    expect(mail!.text).toMatch(/Continue de onde parou: “.+”, do curso .+\./);
    expect(mail!.text).toMatch(/Continuar aula: http:\/\/(aurora\.)?localhost:3000\/curso\/\d+\/[\w-]+\/\d+/);
    expect(mail!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail!.headers.get('list-unsubscribe')).toMatch(/^<http:\/\/(aurora\.)?localhost:3000\/api\/reminders\/unsubscribe\?token=.+>$/);
    const next = await dueJobs();
    const nextDue = (next.at(-1)!.payload as { dueAt: string }).dueAt;
    expect(new Date(nextDue).getTime() - new Date(payload.dueAt).getTime()).toBe(7 * 86_400_000);
    const [row] = await t.ctx.db.select().from(studyReminders).where(eq(studyReminders.userId, alunoId));
    expect(row!.nextRunAt?.toISOString()).toBe(nextDue);
  });

  it('found hours late (the server was down), it is not sent at an hour nobody chose, but the next one is scheduled', async () => {
    const payload = await dueNow();
    await sendDueReminder(deps(), payload, new Date(new Date(payload.dueAt).getTime() + LATE_LIMIT_MS + 60_000));
    expect(await mailsTo('aluno@aurora.test')).toEqual([]);
    expect((await dueJobs()).length).toBe(2);
  });

  it('speaks the language the student set it in', async () => {
    await t.request({ method: 'PUT', url: BASE, cookie: `${aluno}; lang=es`, payload: MONDAYS_19 });
    const [job] = await dueJobs();
    const payload = job!.payload as { tenantId: number; userId: number; dueAt: string };
    await sendDueReminder(deps(), payload, new Date(payload.dueAt));
    const [mail] = (await readTestOutbox(t)).filter((m) => m.to.includes('aluno@aurora.test'));
    expect(mail!.subject).toBe('¡Hora de estudiar, João!');
  });
});

describe('the one-click unsubscribe (RFC 8058)', () => {
  it("the header's URL, posted from the mail provider's origin without a session, turns reminders off; a forged token 400", async () => {
    const payload = await (async () => {
      await save(MONDAYS_19);
      return (await dueJobs())[0]!.payload as { tenantId: number; userId: number; dueAt: string };
    })();
    await sendDueReminder(deps(), payload, new Date(payload.dueAt));
    const [mail] = await mailsTo('aluno@aurora.test');
    const url = new URL(mail!.headers.get('list-unsubscribe')!.slice(1, -1));
    const forged = url.search.replace(/.(?=&|$)/, (c) => (c === 'A' ? 'B' : 'A'));
    const refused = await t.request({ method: 'POST', url: `${url.pathname}${forged}`, headers: { origin: 'https://mail.example.com' } });
    expect(refused.statusCode).toBe(400);
    const res = await t.request({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { origin: 'https://mail.example.com', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Pronto! Você não receberá mais lembretes de estudo.');
    expect((await t.request({ url: BASE, cookie: aluno })).json().enabled).toBe(false);
    const [row] = await t.ctx.db.select({ next: sql<Date | null>`next_run_at` }).from(studyReminders);
    expect(row!.next).toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { enqueueMail } from '../../platform/mail/jobs';
import { createMailer } from '../../platform/mail/mailer';
import { renderMail } from '../../platform/mail/render';
import { AURORA, BOREAL, createTestApp, type TestApp } from '../../test/harness';
import { outboxRoutes } from './routes';

let t: TestApp;
let admin: string;
let student: string;
let borealAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, student, borealAdmin] = await Promise.all([t.login('admin@aurora.test'), t.login('aluno@aurora.test'), t.login('admin@boreal.test')]);
});
afterAll(() => t.close());

/** Sends a mail the way features do: rendered, enqueued in a transaction, delivered by the worker. */
async function sendMail(tenantId: number, to: string, subject: string, extra: string[] = []) {
  const body = renderMail({
    schoolName: tenantId === 1 ? 'Escola Aurora' : 'Escola Boreal',
    heading: subject,
    paragraphs: ['Use o botão abaixo para entrar.', ...extra],
    action: { label: 'Entrar', url: 'http://aurora.localhost:3000/login/magic?token=abc&next=%2F' },
    note: 'O link expira em 15 minutos.',
  });
  await t.ctx.db.transaction((tx) => enqueueMail(tx, { tenantId, to, subject, ...body, fromName: 'Escola Aurora' }));
  await t.ctx.jobs.drain();
}

describe('mail through the job queue into the local outbox', () => {
  it('a queued mail lands in the outbox and staff of the school read it at /api/dev/outbox', async () => {
    await sendMail(1, 'aluno@aurora.test', 'Seu link de acesso');
    const res = await t.request({ url: '/api/dev/outbox', cookie: admin });
    expect(res.statusCode).toBe(200);
    const [latest] = res.json().data;
    expect(latest).toMatchObject({ to: 'aluno@aurora.test', subject: 'Seu link de acesso' });
    expect(latest.html).toContain('href="http://aurora.localhost:3000/login/magic?token=abc&amp;next=%2F"');
    expect(latest.text).toContain('Entrar: http://aurora.localhost:3000/login/magic?token=abc&next=%2F');
    expect(latest.text).toContain('O link expira em 15 minutos.');
    expect(new Date(latest.created_at).toISOString()).toBe(latest.created_at);
  });

  it('a mail enqueued in a rolled-back transaction is never sent', async () => {
    const body = renderMail({ schoolName: 'Escola Aurora', heading: 'Nunca', paragraphs: [] });
    await t.ctx.db
      .transaction(async (tx) => {
        await enqueueMail(tx, { tenantId: 1, to: 'aluna@aurora.test', subject: 'Nunca enviado', ...body });
        throw new Error('rollback');
      })
      .catch(() => {});
    await t.ctx.jobs.drain();
    const subjects = (await t.request({ url: '/api/dev/outbox', cookie: admin })).json().data.map((m: { subject: string }) => m.subject);
    expect(subjects).not.toContain('Nunca enviado');
  });

  it('lists newest first and at most 100', async () => {
    for (let i = 0; i < 3; i++) await sendMail(1, 'aluna@aurora.test', `Aviso ${i}`);
    const data = (await t.request({ url: '/api/dev/outbox', cookie: admin })).json().data;
    expect(data.slice(0, 3).map((m: { subject: string }) => m.subject)).toEqual(['Aviso 2', 'Aviso 1', 'Aviso 0']);
    expect(data.length).toBeLessThanOrEqual(100);
  });

  it('spec 000 §6: staff only: 401 anonymous, 403 a student, moderators are staff', async () => {
    expect((await t.request({ url: '/api/dev/outbox' })).statusCode).toBe(401);
    const denied = await t.request({ url: '/api/dev/outbox', cookie: student });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ error: 'Você não tem permissão para esta ação.' });
    const moderator = await t.login('moderador@aurora.test');
    expect((await t.request({ url: '/api/dev/outbox', cookie: moderator })).statusCode).toBe(200);
  });

  it("another school's staff never sees Aurora's mail, on its own host or on Aurora's", async () => {
    await sendMail(2, 'aluno@boreal.test', 'Boas-vindas à Boreal');
    const boreal = (await t.request({ url: '/api/dev/outbox', host: BOREAL, cookie: borealAdmin })).json().data;
    expect(boreal.map((m: { to: string }) => m.to)).toEqual(['aluno@boreal.test']);
    expect((await t.request({ url: '/api/dev/outbox', host: AURORA, cookie: borealAdmin })).statusCode).toBe(401);
    const auroraId = (await t.request({ url: '/api/dev/outbox', cookie: admin })).json().data[0].id;
    const borealId = boreal[0].id;
    expect(auroraId).not.toBe(borealId);
    expect((await t.request({ url: `/dev/outbox/${auroraId}`, host: BOREAL, cookie: borealAdmin })).statusCode).toBe(404);
    const page = await t.request({ url: `/dev/outbox/${borealId}`, host: BOREAL, cookie: borealAdmin });
    expect(page.body).toContain('Boas-vindas à Boreal');
    expect(page.body).not.toContain('Seu link de acesso');
  });
});

describe('the /dev/outbox pages', () => {
  it('sends a visitor without a session to the login page and back', async () => {
    const list = await t.request({ url: '/dev/outbox' });
    expect(list.statusCode).toBe(302);
    expect(list.headers.location).toBe('/login?next=/dev/outbox');
    expect((await t.request({ url: '/dev/outbox/1' })).headers.location).toBe('/login?next=/dev/outbox/1');
    expect((await t.request({ url: '/dev/outbox', cookie: student })).statusCode).toBe(403);
  });

  it('lists the mails and shows one in a sandboxed frame, everything escaped, no script', async () => {
    await sendMail(1, 'aluna@aurora.test', 'Olá <script>alert("x")</script> & até', ['<img src=x onerror=alert(1)>']);
    const list = await t.request({ url: '/dev/outbox', cookie: admin });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.headers['content-security-policy']).toContain("script-src 'self'");
    expect(list.body).toContain('Olá &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; até');
    expect(list.body).not.toMatch(/<script/i);
    const id = /href="\/dev\/outbox\/(\d+)"/.exec(list.body)![1];

    const page = await t.request({ url: `/dev/outbox/${id}`, cookie: admin });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).not.toMatch(/<img/i);
    const frame = /<iframe [^>]*>/.exec(page.body)![0];
    expect(frame).toContain('sandbox="allow-popups allow-popups-to-escape-sandbox"');
    // The frame's document is the mail itself: unescaping srcdoc gives back the stored HTML.
    const srcdoc = /srcdoc="([^"]*)"/.exec(frame)![1]!;
    const unescaped = srcdoc.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    const stored = (await t.request({ url: '/api/dev/outbox', cookie: admin })).json().data.find((m: { id: number }) => m.id === Number(id));
    expect(unescaped).toBe(`<base target="_blank">${stored.html}`);
    expect(stored.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('answers 404 for an unknown mail and 400 for a malformed id', async () => {
    expect((await t.request({ url: '/dev/outbox/999999', cookie: admin })).statusCode).toBe(404);
    expect((await t.request({ url: '/dev/outbox/abc', cookie: admin })).statusCode).toBe(400);
  });

  it('is not served at all when SMTP_URL sends mail for real', async () => {
    const mailer = createMailer({ ...t.config, smtpUrl: 'smtp://localhost:2525' }, t.ctx.db);
    expect(mailer.kind).toBe('smtp');
    const app = Fastify();
    await app.register(outboxRoutes, { ctx: { ...t.ctx, mailer } });
    await app.ready();
    expect(app.printRoutes()).not.toContain('outbox');
    await app.close();
  });
});

import { stat } from 'node:fs/promises';
import path from 'node:path';
import { AUTH_FLOW_TRANSLATIONS } from '@trilha/shared/accounts/messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authTokens, platformSettings } from '../../db/schema/index';
import { outboxDir } from '../../platform/mail/outbox-files';
import { AURORA, BOREAL, createTestApp, type TestApp } from '../../test/harness';
import { linkIn, readTestOutbox, type OutboxMail } from '../../test/outbox';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@aurora.test');
});
afterAll(() => t.close());
beforeEach(async () => {
  // Each test starts with no links issued (the per-account limit counts them) and magic links on in both schools.
  await t.ctx.db.delete(authTokens);
  await setSettings(1, { magicLinkEnabled: true, enableRedirectLogin: false, redirectUrl: null });
  await setSettings(2, { magicLinkEnabled: true });
});

const setSettings = (tenantId: number, values: Partial<typeof platformSettings.$inferInsert>) =>
  t.ctx.db.update(platformSettings).set(values).where(eq(platformSettings.tenantId, tenantId));

/** The mail files already written, to tell the new ones by (the outbox is shared by every school). */
const mailFiles = async () => new Set((await readTestOutbox(t)).map((m) => m.file));
async function newMails(before: Set<string>) {
  return (await readTestOutbox(t)).filter((m) => !before.has(m.file));
}
const tokenIn = (mail: OutboxMail) => new URL(linkIn(mail)).searchParams.get('token')!;

async function requestMagicLink(email: string, host = AURORA) {
  const before = await mailFiles();
  const res = await t.request({ method: 'POST', url: '/api/login/magic-link', host, payload: { email } });
  return { res, mails: await newMails(before) };
}
const confirm = (token: string, host = AURORA, headers?: Record<string, string>) =>
  t.request({ method: 'POST', url: '/api/login/magic-link/confirm', host, payload: { token }, headers });
const sessionCookie = (res: { cookies: { name: string; value: string }[] }) => res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
const me = async (cookie: string, host = AURORA) => t.request({ url: '/api/me', host, cookie });

const SENT = { message: 'Se o e-mail estiver cadastrado, enviaremos um link de acesso.' };
const INVALID = 'Link inválido ou expirado. Peça um novo link.';

describe('magic link: asking for it (contract: always 202, no account enumeration)', () => {
  it('answers 202 with the same words for an unknown e-mail, and sends nothing', async () => {
    const { res, mails } = await requestMagicLink('ninguem@aurora.test');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual(SENT);
    expect(mails).toEqual([]);
  });

  it("answers in the lang cookie's language (spec 000 §8; docs/decisions/0005: the shared table)", async () => {
    for (const lang of ['en', 'es'] as const) {
      const res = await t.request({
        method: 'POST',
        url: '/api/login/magic-link',
        host: AURORA,
        payload: { email: 'ninguem@aurora.test' },
        cookie: `lang=${lang}`,
      });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: AUTH_FLOW_TRANSLATIONS.magicLinkSent[lang] });
    }
  });

  it('answers 202 and sends nothing when the school has magic links off', async () => {
    await setSettings(1, { magicLinkEnabled: false });
    const { res, mails } = await requestMagicLink('aluno@aurora.test');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual(SENT);
    expect(mails).toEqual([]);
    expect(await t.ctx.db.select().from(authTokens)).toEqual([]);
  });

  it("answers 202 and sends nothing for another school's account on this host", async () => {
    const { res, mails } = await requestMagicLink('aluno@boreal.test', AURORA);
    expect(res.statusCode).toBe(202);
    expect(mails).toEqual([]);
  });

  it('e-mails a link to /login/magic on the school own host, storing only the token hash for 15 minutes', async () => {
    const { res, mails } = await requestMagicLink('  Aluno@Aurora.test ');
    expect(res.statusCode).toBe(202);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({ to: 'aluno@aurora.test', subject: 'Seu link de acesso a Escola Aurora' });
    expect(linkIn(mail!)).toMatch(/^http:\/\/aurora\.localhost:3000\/login\/magic\?token=[\w-]{43}$/);
    expect(mail!.html).toContain(`href="${linkIn(mail!)}"`);
    expect(mail!.text).toContain('O link expira em 15 minutos');
    const [row] = await t.ctx.db
      .select({
        hash: authTokens.tokenHash,
        purpose: authTokens.purpose,
        minutes: sql<number>`round(extract(epoch from ${authTokens.expiresAt} - now()) / 60)::int`,
      })
      .from(authTokens);
    expect(row).toMatchObject({ purpose: 'magic', minutes: 15 });
    expect(row!.hash).not.toContain(tokenIn(mail!));
    expect(row!.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("links on Boreal's host for a Boreal account", async () => {
    const { mails } = await requestMagicLink('aluno@boreal.test', BOREAL);
    expect(linkIn(mails[0]!)).toMatch(/^http:\/\/boreal\.localhost:3000\/login\/magic\?token=/);
    expect(mails[0]!.subject).toBe('Seu link de acesso a Escola Boreal');
  });

  it('sends at most 3 links per account in 15 minutes; the 4th request is still 202 and sends nothing', async () => {
    for (let i = 0; i < 3; i++) expect((await requestMagicLink('aluna@aurora.test')).mails).toHaveLength(1);
    const fourth = await requestMagicLink('aluna@aurora.test');
    expect(fourth.res.statusCode).toBe(202);
    expect(fourth.res.json()).toEqual(SENT);
    expect(fourth.mails).toEqual([]);
    // Another account is not held back by it.
    expect((await requestMagicLink('aluno@aurora.test')).mails).toHaveLength(1);
  });

  it('validates the e-mail with the shared schema', async () => {
    const res = await t.request({ method: 'POST', url: '/api/login/magic-link', payload: { email: 'nope' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('E-mail inválido');
  });

  it('refuses a cross-site POST and sends nothing', async () => {
    const before = await mailFiles();
    const res = await t.request({
      method: 'POST',
      url: '/api/login/magic-link',
      payload: { email: 'aluno@aurora.test' },
      headers: { origin: 'http://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(await newMails(before)).toEqual([]);
  });
});

describe('magic link: pressing the button (single use, 15 minutes, this school only)', () => {
  async function magicToken(email = 'aluno@aurora.test', host = AURORA) {
    const { mails } = await requestMagicLink(email, host);
    return tokenIn(mails[0]!);
  }

  it('signs in once; the same link a second time is refused', async () => {
    const token = await magicToken();
    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { email: 'aluno@aurora.test', staff: false }, redirect_url: null });
    expect(res.cookies.find((c) => c.name === 'trilha_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect((await me(sessionCookie(res))).json().user.email).toBe('aluno@aurora.test');

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(INVALID);
    expect(again.cookies).toEqual([]);
  });

  it("honours the login page's redirect after login", async () => {
    await setSettings(1, { enableRedirectLogin: true, redirectUrl: '/search?search=js' });
    expect((await confirm(await magicToken())).json().redirect_url).toBe('/search?search=js');
    await setSettings(1, { enableRedirectLogin: false, redirectUrl: '/search?search=js' });
    expect((await confirm(await magicToken())).json().redirect_url).toBeNull();
  });

  it('refuses an expired link', async () => {
    const token = await magicToken();
    await t.ctx.db.update(authTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    const res = await confirm(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(INVALID);
  });

  it("refuses a link pressed on another school's host, and it still works on its own", async () => {
    const token = await magicToken();
    const elsewhere = await confirm(token, BOREAL);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.cookies).toEqual([]);
    expect((await confirm(token, AURORA)).statusCode).toBe(200);
  });

  it('opening the link (GET of the page) spends nothing: it is the web app page with the button', async () => {
    const token = await magicToken();
    await t.request({ url: `/login/magic?token=${token}` });
    await t.request({ method: 'HEAD', url: `/login/magic?token=${token}` });
    expect((await t.ctx.db.select({ usedAt: authTokens.usedAt }).from(authTokens))[0]!.usedAt).toBeNull();
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it('a school that turns magic links off stops honouring links already sent', async () => {
    const token = await magicToken();
    await setSettings(1, { magicLinkEnabled: false });
    expect((await confirm(token)).statusCode).toBe(400);
    await setSettings(1, { magicLinkEnabled: true });
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it('refuses a cross-site press and leaves the token unspent', async () => {
    const token = await magicToken();
    const res = await confirm(token, AURORA, { origin: 'http://evil.example' });
    expect(res.statusCode).toBe(403);
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it('answers 400 (never 500) for a made-up or malformed token', async () => {
    expect((await confirm('x'.repeat(43))).json().error).toBe(INVALID);
    // Spec 000 §8 (docs/decisions/0005): the lang cookie picks the shared table's language.
    expect((await confirm('x'.repeat(43), AURORA, { cookie: 'lang=es' })).json().error).toBe(AUTH_FLOW_TRANSLATIONS.invalidLink.es);
    expect((await confirm('short')).statusCode).toBe(400);
    expect((await t.request({ method: 'POST', url: '/api/login/magic-link/confirm', payload: {} })).statusCode).toBe(400);
  });
});

describe('"Esqueci minha senha": reset by e-mailed link', () => {
  async function resetToken(email: string) {
    const before = await mailFiles();
    const res = await t.request({ method: 'POST', url: '/api/password/forgot', payload: { email } });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: 'Se o e-mail estiver cadastrado, enviaremos um link para redefinir a senha.' });
    return newMails(before);
  }
  const reset = (token: string, password: string) =>
    t.request({ method: 'POST', url: '/api/password/reset', payload: { token, password } });
  const passwordLogin = (email: string, password: string) => t.request({ method: 'POST', url: '/api/login', payload: { email, password } });

  it('answers 202 for an unknown e-mail and sends nothing, whatever the magic-link switch', async () => {
    await setSettings(1, { magicLinkEnabled: false });
    expect(await resetToken('ninguem@aurora.test')).toEqual([]);
  });

  it('sets the new password, ends every other session, signs in, and the link works once', async () => {
    const otherDevice = await t.login('aluna@aurora.test');
    const [mail] = await resetToken('aluna@aurora.test');
    expect(mail).toMatchObject({ to: 'aluna@aurora.test', subject: 'Redefinição de senha em Escola Aurora' });
    expect(linkIn(mail!)).toMatch(/^http:\/\/aurora\.localhost:3000\/redefinir-senha\?token=[\w-]{43}$/);
    const token = tokenIn(mail!);

    const short = await reset(token, 'curta');
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('A senha deve ter pelo menos 8 caracteres');

    const res = await reset(token, 'nova-senha-123');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe('aluna@aurora.test');
    expect((await me(sessionCookie(res))).statusCode).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(401);

    expect((await passwordLogin('aluna@aurora.test', 'trilha123')).statusCode).toBe(401);
    expect((await passwordLogin('aluna@aurora.test', 'nova-senha-123')).statusCode).toBe(200);
    expect((await reset(token, 'outra-senha-456')).json().error).toBe(INVALID);

    // Put the demo password back for the tests that follow.
    const [again] = await resetToken('aluna@aurora.test');
    expect((await reset(tokenIn(again!), 'trilha123')).statusCode).toBe(200);
  });

  it('a reset voids the other links still in the mailbox, magic ones included', async () => {
    const [first, second] = [...(await resetToken('aluno@aurora.test')), ...(await resetToken('aluno@aurora.test'))];
    const { mails } = await requestMagicLink('aluno@aurora.test');
    expect((await reset(tokenIn(first!), 'trilha123')).statusCode).toBe(200);
    expect((await reset(tokenIn(second!), 'trilha123')).statusCode).toBe(400);
    expect((await confirm(tokenIn(mails[0]!))).statusCode).toBe(400);
  });

  it('a reset token is not a magic-link token, nor the other way round', async () => {
    const [mail] = await resetToken('aluno@aurora.test');
    expect((await confirm(tokenIn(mail!))).statusCode).toBe(400);
    const { mails } = await requestMagicLink('aluno@aurora.test');
    expect((await reset(tokenIn(mails[0]!), 'trilha123')).statusCode).toBe(400);
  });

  it('sends at most 3 reset links per account in 15 minutes', async () => {
    for (let i = 0; i < 3; i++) expect(await resetToken('aluno@aurora.test')).toHaveLength(1);
    expect(await resetToken('aluno@aurora.test')).toEqual([]);
  });

  it('refuses a cross-site reset and changes nothing', async () => {
    const [mail] = await resetToken('aluno@aurora.test');
    const res = await t.request({
      method: 'POST',
      url: '/api/password/reset',
      payload: { token: tokenIn(mail!), password: 'hacked-password' },
      headers: { origin: 'http://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect((await passwordLogin('aluno@aurora.test', 'trilha123')).statusCode).toBe(200);
  });
});

describe('per-IP limit on the link routes (like /api/login)', () => {
  // An app of its own (a limit of 2), built in a hook: building one is a hook's work, with a hook's time.
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ loginRateLimit: 2 });
  });
  afterAll(() => limited.close());

  it('answers 429 past the limit', async () => {
    const ask = () => limited.request({ method: 'POST', url: '/api/password/forgot', payload: { email: 'ninguem@aurora.test' } });
    expect((await ask()).statusCode).toBe(202);
    expect((await ask()).statusCode).toBe(202);
    const third = await ask();
    expect(third.statusCode).toBe(429);
    expect(third.json().error).toBeTruthy();
  });
});

describe('no HTTP route shows a mail carrying a credential (issue 9, finding 2: a moderator took over the owner)', () => {
  const OUTBOX_URLS = ['/api/dev/outbox', '/dev/outbox', '/dev/outbox/1'];
  /** The old outbox's addresses answer like any unknown address: 404, or the web app's shell when it is built. */
  async function expectNoMailAt(url: string, cookie: string | undefined, who: string) {
    const res = await t.request({ url, cookie });
    expect(res.statusCode, `${who} GET ${url}`).toBe(url.startsWith('/api/') || !t.config.webDist ? 404 : 200);
    expect(res.body, `${who} GET ${url}`).not.toMatch(/token=|aurora\.test/);
  }

  it('GET /api/dev/outbox and /dev/outbox are 404 for anonymous, student, moderator, admin and owner', async () => {
    const visitors = {
      anonymous: undefined,
      student: await t.login('aluno@aurora.test'),
      moderator: await t.login('moderador@aurora.test'),
      admin,
      owner: await t.login('owner@aurora.test'),
    };
    for (const [who, cookie] of Object.entries(visitors)) for (const url of OUTBOX_URLS) await expectNoMailAt(url, cookie, who);
  });

  it("a reset asked for the owner leaves the moderator no way over HTTP to read the owner's link", async () => {
    const moderator = await t.login('moderador@aurora.test');
    const before = await mailFiles();
    const res = await t.request({ method: 'POST', url: '/api/password/forgot', payload: { email: 'owner@aurora.test' } });
    expect(res.statusCode).toBe(202);
    for (const url of OUTBOX_URLS) await expectNoMailAt(url, moderator, 'moderator');

    // The link exists only in a file of DATA_DIR/outbox that only the server's user can read.
    const [mail, ...others] = await newMails(before);
    expect(others).toEqual([]);
    expect(mail!.to).toBe('owner@aurora.test');
    expect(linkIn(mail!, '/redefinir-senha')).toMatch(/^http:\/\/aurora\.localhost:3000\/redefinir-senha\?token=/);
    expect(path.dirname(mail!.file)).toBe(outboxDir(t.config.dataDir));
    expect(mail!.file).toMatch(/\/\d{8}T\d{9}Z-[0-9a-f]{12}\.eml$/);
    expect((await stat(mail!.file)).mode & 0o777).toBe(0o600);
    expect((await stat(path.dirname(mail!.file))).mode & 0o777).toBe(0o700);
  });
});

describe('e-mailed links are built from PUBLIC_URL and the school own host names, never from the request (issue 9, finding 3)', () => {
  /** Asks for a reset the way a script would (no Origin, no cookie), with forged headers; returns the e-mailed link. */
  async function linkAskedWith(headers: Record<string, string>, email = 'aluno@aurora.test') {
    const before = await mailFiles();
    const res = await t.app.inject({ method: 'POST', url: '/api/password/forgot', headers, payload: { email } });
    expect(res.statusCode, res.body).toBe(202);
    const mails = await newMails(before);
    expect(mails.map((m) => m.to)).toEqual([email]);
    return linkIn(mails[0]!, '/redefinir-senha');
  }

  it('Host: aurora.localhost:6666 gets a link to http://aurora.localhost:3000, not to port 6666', async () => {
    expect(await linkAskedWith({ host: 'aurora.localhost:6666' })).toMatch(
      /^http:\/\/aurora\.localhost:3000\/redefinir-senha\?token=[\w-]{43}$/,
    );
  });

  it('Host: localhost:1 gets a link to PUBLIC_URL, http://localhost:3000', async () => {
    expect(await linkAskedWith({ host: 'localhost:1' }, 'aluna@aurora.test')).toMatch(/^http:\/\/localhost:3000\/redefinir-senha\?token=/);
  });

  it("Boreal's account gets a link to http://boreal.localhost:3000", async () => {
    expect(await linkAskedWith({ host: 'boreal.localhost:6666' }, 'aluno@boreal.test')).toMatch(
      /^http:\/\/boreal\.localhost:3000\/redefinir-senha\?token=/,
    );
  });

  it('X-Forwarded-Host and X-Forwarded-Proto change nothing', async () => {
    const link = await linkAskedWith({
      host: AURORA,
      'x-forwarded-host': 'evil.example:6666',
      'x-forwarded-proto': 'https',
      forwarded: 'host=evil.example;proto=https',
    });
    expect(link).toMatch(/^http:\/\/aurora\.localhost:3000\/redefinir-senha\?token=/);
  });
});

import { SIGNUP_TRANSLATIONS, signupSettingReply } from '@trilha/shared/accounts/signup';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { enrollments, userRoles, users } from '../../db/schema/index';
import { productIdOf, signInRoles } from '../../test/builders';
import { AURORA, BOREAL, createTestApp, type TestApp } from '../../test/harness';
import { linkIn, readTestOutbox } from '../../test/outbox';

/** The contract's paths by hand (CONTRACT "Products, students and access"). */
const SETTING = '/api/admin/signup';
const SIGNUP = '/api/signup';
const CONFIRM = '/api/login/magic-link/confirm';

let t: TestApp;
let owner: string, admin: string, moderator: string, student: string;
let essencial: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, admin, moderator, student } = await signInRoles(t));
  essencial = await productIdOf(t.ctx.db, 'Plano Essencial');
});
afterAll(() => t.close());
afterEach(async () => {
  await t.ctx.db.delete(users).where(like(users.email, 'teste-%'));
  await t.request({ method: 'PUT', url: SETTING, payload: { mode: 'closed', product_ids: [] }, cookie: owner });
});

const setting = async (cookie = admin) => signupSettingReply.parse((await t.request({ url: SETTING, cookie })).json()).data;
const open = async (productIds: number[] = [essencial]) => {
  const res = await t.request({ method: 'PUT', url: SETTING, payload: { mode: 'open', product_ids: productIds }, cookie: admin });
  expect(res.statusCode, res.body).toBe(200);
};
const signUp = (email: string, password = 'senha-forte-1', name = 'Pessoa Nova', host = AURORA) =>
  t.request({ method: 'POST', url: SIGNUP, payload: { name, email, password }, host });
const mailsTo = async (email: string) => (await readTestOutbox(t)).filter((m) => m.to === email);
const tokenOf = (mail: Parameters<typeof linkIn>[0]) => new URL(linkIn(mail, '/login/magic')).searchParams.get('token')!;
const confirm = (token: string) => t.request({ method: 'POST', url: CONFIRM, payload: { token } });
const login = (email: string, password: string) => t.request({ method: 'POST', url: '/api/login', payload: { email, password } });

describe('the sign-up setting', () => {
  it('is closed by default; owner and admins read and save it; moderators and students get 403', async () => {
    expect(await setting(owner)).toEqual({ mode: 'closed', product_ids: [] });
    for (const cookie of [moderator, student]) {
      expect((await t.request({ url: SETTING, cookie })).statusCode).toBe(403);
      expect((await t.request({ method: 'PUT', url: SETTING, payload: { mode: 'open', product_ids: [] }, cookie })).statusCode).toBe(403);
    }
    await open();
    expect(await setting()).toEqual({ mode: 'open', product_ids: [essencial] });
    const tenant = (await t.request({ url: '/api/tenant' })).json();
    expect(tenant.login.signup_open).toBe(true);
    expect((await t.request({ url: '/api/tenant', host: BOREAL })).json().login.signup_open).toBe(false);
  });

  it('refuses another school’s product or a bad mode with 400, changing nothing', async () => {
    const boreal = (await t.ctx.db.execute(`select id from products where tenant_id = 2 limit 1`)) as { rows: { id: number }[] };
    const bad = await t.request({
      method: 'PUT',
      url: SETTING,
      payload: { mode: 'open', product_ids: [boreal.rows[0]!.id] },
      cookie: admin,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(SIGNUP_TRANSLATIONS.productUnknown.pt);
    expect((await t.request({ method: 'PUT', url: SETTING, payload: { mode: 'aberto', product_ids: [] }, cookie: admin })).statusCode).toBe(
      400,
    );
    expect(await setting()).toEqual({ mode: 'closed', product_ids: [] });
  });
});

describe('signing up (POST /api/signup)', () => {
  it('is 403 with a message while the school keeps sign-up closed, and makes no account', async () => {
    const res = await signUp('teste-fechado@aurora.test');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(SIGNUP_TRANSLATIONS.closed.pt);
    expect(await t.ctx.db.select().from(users).where(eq(users.email, 'teste-fechado@aurora.test'))).toEqual([]);
  });

  it('answers 202; the account starts only when its link is opened, with the student role and the chosen products', async () => {
    await open();
    const res = await signUp('Teste-Nova@Aurora.test', 'minha-senha-9', 'Nova Pessoa');
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().message).toBe(SIGNUP_TRANSLATIONS.sent.pt);
    // Before the link: no role, no sign-in, not among the students.
    expect((await login('teste-nova@aurora.test', 'minha-senha-9')).statusCode).toBe(401);
    const students = (await t.request({ url: '/api/admin/students?query=nova', cookie: admin })).json().data as { email: string }[];
    expect(students.map((s) => s.email)).not.toContain('teste-nova@aurora.test');
    const [mail] = await mailsTo('teste-nova@aurora.test');
    expect(mail?.subject).toContain('Confirme');
    const confirmed = await confirm(tokenOf(mail!));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ password_required: false, user: { name: 'Nova Pessoa' } });
    const [account] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'teste-nova@aurora.test'));
    const held = await t.ctx.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.tenantId, 1), eq(enrollments.userId, account!.id)));
    expect(held.map((e) => [e.productId, e.source])).toEqual([[essencial, 'signup']]);
    expect((await login('teste-nova@aurora.test', 'minha-senha-9')).statusCode).toBe(200);
    expect((await confirm(tokenOf(mail!))).statusCode).toBe(400);
  });

  it('a second sign-up before confirming replaces the first: the earlier link stops, the latest password counts', async () => {
    await open();
    await signUp('teste-duas@aurora.test', 'primeira-senha');
    await signUp('teste-duas@aurora.test', 'segunda-senha', 'Nome Certo');
    const [latest, earlier] = await mailsTo('teste-duas@aurora.test');
    expect((await confirm(tokenOf(earlier!))).statusCode).toBe(400);
    expect((await confirm(tokenOf(latest!))).statusCode).toBe(200);
    expect((await login('teste-duas@aurora.test', 'primeira-senha')).statusCode).toBe(401);
    expect((await login('teste-duas@aurora.test', 'segunda-senha')).json().user.name).toBe('Nome Certo');
  });

  it("an existing member's e-mail answers the same 202, sends a password reset link and changes nothing", async () => {
    await open();
    const res = await signUp('aluna@aurora.test', 'tentativa-de-troca');
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(SIGNUP_TRANSLATIONS.sent.pt);
    const [mail] = await mailsTo('aluna@aurora.test');
    expect(linkIn(mail!, '/redefinir-senha')).toContain('token=');
    expect((await login('aluna@aurora.test', 'trilha123')).statusCode).toBe(200);
    expect((await login('aluna@aurora.test', 'tentativa-de-troca')).statusCode).toBe(401);
  });

  it('answers bad input with 400 and no account', async () => {
    await open();
    for (const payload of [
      { name: 'A', email: 'teste-x@aurora.test', password: 'senha-forte-1' },
      { name: 'Nome', email: 'nao-e-email', password: 'senha-forte-1' },
      { name: 'Nome', email: 'teste-x@aurora.test', password: 'curta' },
      {},
    ]) {
      expect((await t.request({ method: 'POST', url: SIGNUP, payload })).statusCode).toBe(400);
    }
    expect(await t.ctx.db.select().from(users).where(like(users.email, 'teste-%'))).toEqual([]);
    expect(await t.ctx.db.select().from(userRoles).where(eq(userRoles.tenantId, 99))).toEqual([]);
  });
});

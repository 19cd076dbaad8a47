import { STUDENT_TRANSLATIONS } from '@trilha/shared/students/messages';
import { studentPaths } from '@trilha/shared/students/paths';
import { enrollmentReply, studentReply, studentsReply, type StudentDetail } from '@trilha/shared/students/schemas';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { enrollments, platformSettings, products, users } from '../../db/schema/index';
import { productIdOf, signInRoles, userIdOf } from '../../test/builders';
import { AURORA, BOREAL, createTestApp, type TestApp } from '../../test/harness';
import { linkIn, readTestOutbox } from '../../test/outbox';

let t: TestApp;
let owner: string, admin: string, moderator: string, student: string, borealAdmin: string;
let essencial: number, completo: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, admin, moderator, student, borealAdmin } = await signInRoles(t));
  essencial = await productIdOf(t.ctx.db, 'Plano Essencial');
  completo = await productIdOf(t.ctx.db, 'Plano Completo');
});
afterAll(() => t.close());
/** Each test's people have e-mails starting "teste-"; its products are titled "Produto teste …". */
afterEach(async () => {
  await t.ctx.db.delete(users).where(like(users.email, 'teste-%'));
  await t.ctx.db.delete(products).where(like(products.title, 'Produto teste%'));
  await t.ctx.db.update(users).set({ active: true }).where(eq(users.email, 'diego@aurora.test'));
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';
const call = (method: Method, url: string, payload?: object, cookie = admin, host?: string) =>
  t.request({ method, url, payload, cookie, host });
const list = async (query: Record<string, string | number> = {}, cookie = admin) => {
  const res = await call('GET', studentPaths.students({}, query), undefined, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return studentsReply.parse(res.json());
};
const names = async (query: Record<string, string | number>) => (await list(query)).data.map((s) => s.name);
async function add(body: object, cookie = admin): Promise<StudentDetail> {
  const res = await call('POST', studentPaths.students(), body, cookie);
  expect(res.statusCode, res.body).toBe(201);
  return studentReply.parse(res.json()).data;
}
const detail = async (id: number) => studentReply.parse((await call('GET', studentPaths.student({ id }))).json()).data;
const mailFiles = async () => new Set((await readTestOutbox(t)).map((m) => m.file));
const newMails = async (before: Set<string>) => (await readTestOutbox(t)).filter((m) => !before.has(m.file));
const cookieOf = (res: { cookies: { name: string; value: string }[] }) => res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
const shelf = async (cookie: string) =>
  ((await call('GET', '/api/catalog/courses', undefined, cookie)).json().data as { title: string; locked?: boolean }[])
    .filter((c) => !c.locked)
    .map((c) => c.title);

describe('who may look after students (CONTRACT "Products, students and access")', () => {
  it('owner and admin read; moderators and students get 403, visitors 401', async () => {
    for (const cookie of [owner, admin]) expect((await call('GET', studentPaths.students(), undefined, cookie)).statusCode).toBe(200);
    for (const cookie of [moderator, student]) {
      expect((await call('GET', studentPaths.students(), undefined, cookie)).statusCode).toBe(403);
      expect((await call('POST', studentPaths.students(), { name: 'X', email: 'teste-x@aurora.test' }, cookie)).statusCode).toBe(403);
    }
    expect((await t.request({ url: studentPaths.students() })).statusCode).toBe(401);
    expect(await t.ctx.db.select().from(users).where(eq(users.email, 'teste-x@aurora.test'))).toEqual([]);
  });

  it("another school's student and enrolment are 404, and its directory shows none of Aurora's", async () => {
    const aluno = await userIdOf(t.ctx.db, 'aluno@aurora.test', 1);
    for (const res of [
      await call('GET', studentPaths.student({ id: aluno }), undefined, borealAdmin, BOREAL),
      await call('PATCH', studentPaths.student({ id: aluno }), { active: false }, borealAdmin, BOREAL),
      await call('POST', studentPaths.enrollments({ id: aluno }), { product_id: essencial }, borealAdmin, BOREAL),
    ])
      expect(res.statusCode).toBe(404);
    const [held] = await t.ctx.db.select({ id: enrollments.id }).from(enrollments).where(eq(enrollments.userId, aluno));
    expect((await call('DELETE', studentPaths.enrollment({ id: held!.id }), undefined, borealAdmin, BOREAL)).statusCode).toBe(404);
    const boreal = studentsReply.parse((await call('GET', studentPaths.students(), undefined, borealAdmin, BOREAL)).json());
    expect(boreal.data.some((s) => s.email.endsWith('@aurora.test'))).toBe(false);
    expect((await detail(aluno)).active).toBe(true);
  });
});

describe('the directory', () => {
  it('lists students (not staff) newest first, each with products, expiry, last seen and progress', async () => {
    const page = await list();
    const emails = page.data.map((s) => s.email);
    expect(emails).toContain('aluno@aurora.test');
    expect(emails).not.toContain('owner@aurora.test');
    expect(page.data.map((s) => s.id)).toEqual([...page.data.map((s) => s.id)].sort((a, b) => b - a));
    const marina = page.data.find((s) => s.email === 'aluna@aurora.test')!;
    expect(marina.products.map((p) => p.title).sort()).toEqual(['Mentoria de Carreira', 'Plano Completo']);
    expect(marina.progress_percent).toBeGreaterThanOrEqual(0);
    // aluno signed in for this test: last seen is now.
    const joao = page.data.find((s) => s.email === 'aluno@aurora.test')!;
    expect(Date.now() - Date.parse(joao.last_seen_at!)).toBeLessThan(120_000);
  });

  it('searches names and e-mails by word prefix, whatever the accents and case', async () => {
    expect(await names({ query: 'patricia' })).toEqual(['Patrícia Gomes']);
    expect(await names({ query: 'PATRÍ gom' })).toEqual(['Patrícia Gomes']);
    expect(await names({ query: 'thiago@aurora' })).toEqual(['Thiago Ribeiro']);
    expect(await names({ query: 'ribeiro' })).toEqual(['Thiago Ribeiro']);
    expect(await names({ query: 'ninguém-assim' })).toEqual([]);
    // Punctuation alone searches for nothing: everyone.
    expect((await names({ query: '&|!:*' })).length).toBeGreaterThan(3);
  });

  it('filters by product held and by status', async () => {
    const mentoria = await productIdOf(t.ctx.db, 'Mentoria de Carreira');
    expect((await names({ product_id: mentoria })).sort()).toEqual(['Marina Lopes', 'Patrícia Gomes', 'Thiago Ribeiro']);
    await t.ctx.db.update(users).set({ active: false }).where(eq(users.email, 'diego@aurora.test'));
    expect(await names({ status: 'inactive' })).toEqual(['Diego Martins']);
    expect(await names({ status: 'active' })).not.toContain('Diego Martins');
  });

  it('pages 25 at a time by cursor, the next page keeping the filters', async () => {
    await t.ctx.db
      .insert(users)
      .values(Array.from({ length: 30 }, (_, i) => ({ tenantId: 1, name: `Pagina ${i}`, email: `teste-pagina-${i}@aurora.test` })));
    const ids = (await t.ctx.db.select({ id: users.id }).from(users).where(like(users.email, 'teste-pagina-%'))).map((r) => r.id);
    await t.ctx.db.execute(`insert into user_roles (tenant_id, user_id, role_id)
      select 1, u.id, r.id from users u, roles r where r.slug = 'student' and u.email like 'teste-pagina-%'`);
    const first = await list({ query: 'pagina' });
    expect(first.data).toHaveLength(25);
    expect(first.next_page_url).toContain('query=pagina');
    const cursor = new URL(first.next_page_url!, 'http://x').searchParams.get('cursor');
    const second = await list({ query: 'pagina', cursor: cursor! });
    expect(second.data).toHaveLength(5);
    expect(second.next_page_url).toBeNull();
    expect(new Set([...first.data, ...second.data].map((s) => s.id))).toEqual(new Set(ids));
  });

  it('finds the same pages whether a search is answered from the newest accounts or from the index below them', async () => {
    const { pageIds, searchWords } = await import('./directory-repo');
    const all = async (words: string, window: number, limit: number) => {
      const seen: number[] = [];
      for (let before: number | undefined, i = 0; i < 50; i++) {
        const ids = await pageIds(t.ctx.db, { tenantId: 1 }, { words: searchWords(words) }, { before, limit, window });
        seen.push(...ids);
        if (ids.length < limit) break;
        before = ids.at(-1);
      }
      return seen;
    };
    // "aurora" is in every Aurora e-mail (dense); "ribeiro" in one name (rare); windows of 3 and 2,000.
    for (const words of ['aurora', 'ribeiro', 'gomes', 'a']) {
      const reference = await all(words, 2_000, 1_000);
      expect(reference.length, words).toBeGreaterThan(0);
      expect(await all(words, 3, 2), words).toEqual(reference);
      expect(await all(words, 5, 4), words).toEqual(reference);
    }
  });

  it('refuses bad filters with 400', async () => {
    for (const query of ['status=sim', 'cursor=abc', 'product_id=-1', `query=${'a'.repeat(101)}`]) {
      const res = await call('GET', `${studentPaths.students()}?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('adding a student', () => {
  it('creates the account, grants the products, and the welcome link signs in even with magic links off', async () => {
    await t.ctx.db.update(platformSettings).set({ magicLinkEnabled: false }).where(eq(platformSettings.tenantId, 1));
    const before = await mailFiles();
    const added = await add({ name: 'Nova Aluna', email: ' Teste-Nova@Aurora.test ', product_ids: [essencial], send_invite: true });
    expect(added).toMatchObject({ name: 'Nova Aluna', email: 'teste-nova@aurora.test', active: true, staff: false });
    expect(added.enrollments).toEqual([expect.objectContaining({ product_id: essencial, source: 'manual', expires_at: null })]);
    const mails = await newMails(before);
    expect(mails.map((m) => m.to)).toEqual(['teste-nova@aurora.test']);
    expect(mails[0]!.subject).toContain('Boas-vindas');
    expect(mails[0]!.text).toContain('7 dias');
    const token = new URL(linkIn(mails[0]!, '/login/magic')).searchParams.get('token')!;
    const signedIn = await t.request({ method: 'POST', url: '/api/login/magic-link/confirm', host: AURORA, payload: { token } });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ password_required: true });
    const cookie = cookieOf(signedIn);
    // The link is single-use.
    expect((await t.request({ method: 'POST', url: '/api/login/magic-link/confirm', host: AURORA, payload: { token } })).statusCode).toBe(
      400,
    );
    // The student chooses a password (none to prove), then signs in with it.
    expect((await call('PUT', '/api/me/password', { password: 'segredo-novo' }, cookie)).statusCode).toBe(204);
    const login = await t.request({
      method: 'POST',
      url: '/api/login',
      host: AURORA,
      payload: { email: 'teste-nova@aurora.test', password: 'segredo-novo' },
    });
    expect(login.statusCode).toBe(200);
    // Exactly the product's courses are open.
    expect((await shelf(cookie)).sort()).toEqual((await shelf(student)).sort());
    await t.ctx.db.update(platformSettings).set({ magicLinkEnabled: true }).where(eq(platformSettings.tenantId, 1));
  });

  it('enrols an existing account instead of making a second, and sends no mail unless asked', async () => {
    const before = await mailFiles();
    const first = await add({ name: 'Repetida', email: 'teste-repetida@aurora.test', product_ids: [essencial] });
    const second = await add({ name: 'Outro Nome', email: 'teste-repetida@aurora.test', product_ids: [completo] });
    expect(second.id).toBe(first.id);
    expect(second.name).toBe('Repetida');
    expect(second.enrollments.map((e) => e.product_id).sort()).toEqual([essencial, completo].sort());
    expect(await newMails(before)).toEqual([]);
    // A staff account is enrolled, and stays staff.
    const staff = await add({ name: 'Moderadora', email: 'moderador@aurora.test', product_ids: [essencial] });
    expect(staff.staff).toBe(true);
    await t.ctx.db.delete(enrollments).where(and(eq(enrollments.userId, staff.id), eq(enrollments.productId, essencial)));
  });

  it("gives the product's days of access unless an expiry is sent", async () => {
    const res = await call('POST', '/api/admin/products', { title: 'Produto teste 30 dias', access_days: 30 });
    const productId = res.json<{ data: { id: number } }>().data.id;
    const added = await add({ name: 'Prazo', email: 'teste-prazo@aurora.test', product_ids: [productId] });
    const days = (Date.parse(added.enrollments[0]!.expires_at!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    const until = new Date(Date.now() + 5 * 86_400_000).toISOString();
    const chosen = await add({ name: 'Data', email: 'teste-data@aurora.test', product_ids: [productId], expires_at: until });
    expect(Date.parse(chosen.enrollments[0]!.expires_at!)).toBe(Date.parse(until));
  });

  it('refuses bad input with 400 and a message, creating nothing', async () => {
    const cases: [object, string][] = [
      [{ name: '', email: 'teste-a@aurora.test' }, STUDENT_TRANSLATIONS.nameRequired.pt],
      [{ name: 'A', email: 'não é e-mail' }, 'E-mail inválido'],
      [{ name: 'A', email: 'teste-a@aurora.test', product_ids: [999_999] }, STUDENT_TRANSLATIONS.productUnknown.pt],
      [{ name: 'A', email: 'teste-a@aurora.test', expires_at: '2020-01-01T00:00:00Z' }, STUDENT_TRANSLATIONS.expiresInvalid.pt],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', studentPaths.students(), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    // Boreal's product is as unknown in Aurora as a missing one.
    const borealProduct = await productIdOf(t.ctx.db, 'Assinatura Mensal', 2);
    const foreign = await call('POST', studentPaths.students(), { name: 'A', email: 'teste-a@aurora.test', product_ids: [borealProduct] });
    expect(foreign.statusCode).toBe(400);
    expect(await t.ctx.db.select().from(users).where(eq(users.email, 'teste-a@aurora.test'))).toEqual([]);
  });
});

describe('granting and revoking', () => {
  it('grants with an expiry, renews the same grant, and revokes it', async () => {
    const person = await add({ name: 'Concedida', email: 'teste-concedida@aurora.test' });
    const until = new Date(Date.now() + 86_400_000).toISOString();
    const res = await call('POST', studentPaths.enrollments({ id: person.id }), { product_id: completo, expires_at: until });
    expect(res.statusCode, res.body).toBe(201);
    const granted = enrollmentReply.parse(res.json()).data;
    expect(granted).toMatchObject({ product_id: completo, product_title: 'Plano Completo', source: 'manual' });
    const again = enrollmentReply.parse(
      (await call('POST', studentPaths.enrollments({ id: person.id }), { product_id: completo })).json(),
    ).data;
    expect(again.id).toBe(granted.id);
    expect(again.expires_at).toBeNull();
    expect((await call('DELETE', studentPaths.enrollment({ id: granted.id }))).statusCode).toBe(204);
    expect((await call('DELETE', studentPaths.enrollment({ id: granted.id }))).statusCode).toBe(404);
    expect((await detail(person.id)).enrollments).toEqual([]);
  });

  it('a revoked student loses the courses on their next request', async () => {
    const before = await mailFiles();
    const person = await add({ name: 'Perde', email: 'teste-perde@aurora.test', product_ids: [completo], send_invite: true });
    const [mail] = await newMails(before);
    const token = new URL(linkIn(mail!, '/login/magic')).searchParams.get('token')!;
    const cookie = cookieOf(await t.request({ method: 'POST', url: '/api/login/magic-link/confirm', host: AURORA, payload: { token } }));
    expect((await shelf(cookie)).length).toBeGreaterThan(0);
    expect((await call('DELETE', studentPaths.enrollment({ id: person.enrollments[0]!.id }))).statusCode).toBe(204);
    expect(await shelf(cookie)).toEqual([]);
  });

  it('refuses an unknown product with 400 and an unknown student with 404', async () => {
    const aluno = await userIdOf(t.ctx.db, 'aluno@aurora.test', 1);
    expect((await call('POST', studentPaths.enrollments({ id: aluno }), { product_id: 999_999 })).statusCode).toBe(400);
    expect((await call('POST', studentPaths.enrollments({ id: 999_999 }), { product_id: essencial })).statusCode).toBe(404);
    expect((await call('POST', studentPaths.enrollments({ id: aluno }), { product_id: 'x' })).statusCode).toBe(400);
  });
});

describe('deactivating', () => {
  it('signs the student out everywhere at once, refuses their sign-in, keeps their enrolments; reactivating lets them in', async () => {
    const diego = await userIdOf(t.ctx.db, 'diego@aurora.test', 1);
    const session = await t.login('diego@aurora.test');
    const held = (await detail(diego)).enrollments;
    const res = await call('PATCH', studentPaths.student({ id: diego }), { active: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(studentReply.parse(res.json()).data.active).toBe(false);
    expect((await call('GET', '/api/me', undefined, session)).statusCode).toBe(401);
    await expect(t.login('diego@aurora.test')).rejects.toThrow(/401/);
    expect((await detail(diego)).enrollments).toEqual(held);
    // No link reaches a deactivated account either.
    const before = await mailFiles();
    expect((await call('POST', studentPaths.invite({ id: diego }))).statusCode).toBe(409);
    await t.request({ method: 'POST', url: '/api/login/magic-link', host: AURORA, payload: { email: 'diego@aurora.test' } });
    expect(await newMails(before)).toEqual([]);
    expect((await call('PATCH', studentPaths.student({ id: diego }), { active: true })).statusCode).toBe(200);
    expect(await t.login('diego@aurora.test')).toBeTruthy();
  });

  it('refuses to deactivate staff (409) and an empty change (400)', async () => {
    const moderadora = await userIdOf(t.ctx.db, 'moderador@aurora.test', 1);
    const res = await call('PATCH', studentPaths.student({ id: moderadora }), { active: false });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(STUDENT_TRANSLATIONS.staffNotDeactivated.pt);
    expect((await call('PATCH', studentPaths.student({ id: moderadora }), {})).statusCode).toBe(400);
    expect((await call('GET', '/api/me', undefined, moderator)).statusCode).toBe(200);
  });

  it('renames', async () => {
    const person = await add({ name: 'Antes', email: 'teste-nome@aurora.test' });
    const res = await call('PATCH', studentPaths.student({ id: person.id }), { name: 'Depois' });
    expect(studentReply.parse(res.json()).data.name).toBe('Depois');
    expect(await names({ query: 'depois' })).toEqual(['Depois']);
  });
});

describe('the welcome mail again', () => {
  it('sends a new link (202), in the language of the staff who sent it', async () => {
    const person = await add({ name: 'Convite', email: 'teste-convite@aurora.test' });
    const before = await mailFiles();
    const res = await t.request({ method: 'POST', url: studentPaths.invite({ id: person.id }), cookie: `${admin}; lang=en` });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: STUDENT_TRANSLATIONS.inviteSent.en });
    const mails = await newMails(before);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining('Welcome')]);
  });
});

describe('the export', () => {
  it('streams the filtered directory as CSV with a BOM, formulas kept as text', async () => {
    await add({ name: '=HYPERLINK("http://x")', email: 'teste-formula@aurora.test', product_ids: [essencial] });
    const res = await call('GET', studentPaths.export({}, { product_id: essencial }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.body.startsWith('\uFEFFname,email,status,products,expires_at,last_seen_at,progress_percent')).toBe(true);
    expect(res.body).toContain(`"'=HYPERLINK(""http://x"")",teste-formula@aurora.test,active,Plano Essencial`);
    expect(res.body).toContain('aluno@aurora.test');
    expect(res.body).not.toContain('aluna@aurora.test');
    expect((await call('GET', studentPaths.export(), undefined, moderator)).statusCode).toBe(403);
  });
});

describe('choosing and changing a password (PUT /api/me/password)', () => {
  it('needs the current one when there is one, and ends the other sessions', async () => {
    // Bianca's demo password, put back at the end (the next sign-in proves the change).
    const [a, b] = [await t.login('bianca@aurora.test'), await t.login('bianca@aurora.test')];
    const wrong = await call('PUT', '/api/me/password', { current_password: 'errada', password: 'outra-senha' }, a);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues[0].path).toBe('body.current_password');
    expect((await call('PUT', '/api/me/password', { password: 'outra-senha' }, a)).statusCode).toBe(400);
    expect((await call('PUT', '/api/me/password', { current_password: 'trilha123', password: 'curta' }, a)).statusCode).toBe(400);
    expect((await call('PUT', '/api/me/password', { current_password: 'trilha123', password: 'outra-senha' }, a)).statusCode).toBe(204);
    expect((await call('GET', '/api/me', undefined, a)).statusCode).toBe(200);
    expect((await call('GET', '/api/me', undefined, b)).statusCode).toBe(401);
    expect((await t.request({ method: 'PUT', url: '/api/me/password', payload: { password: 'outra-senha' } })).statusCode).toBe(401);
    expect((await call('PUT', '/api/me/password', { current_password: 'outra-senha', password: 'trilha123' }, a)).statusCode).toBe(204);
    expect(await t.login('bianca@aurora.test')).toBeTruthy();
  });
});

import { STAFF_TRANSLATIONS } from '@trilha/shared/staff/messages';
import { staffMemberReply, staffReply } from '@trilha/shared/staff/schemas';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollments, userRoles, users } from '../../db/schema/index';
import { signInRoles, userIdOf } from '../../test/builders';
import { AURORA, BOREAL, createTestApp, type TestApp } from '../../test/harness';
import { linkIn, readTestOutbox } from '../../test/outbox';

/** The contract's paths by hand (CONTRACT "Products, students and access"): a drift in staffPaths fails here. */
const STAFF = '/api/admin/staff';
const member = (id: number) => `${STAFF}/${id}`;
const ownerPath = (id: number) => `${STAFF}/${id}/owner`;

let t: TestApp;
let owner: string, admin: string, moderator: string, student: string, borealAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, admin, moderator, student, borealAdmin } = await signInRoles(t));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object, cookie = owner) =>
  t.request({ method, url, payload, cookie, host: cookie === borealAdmin ? BOREAL : AURORA });
const staff = async (cookie = owner) => {
  const res = await call('GET', STAFF, undefined, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return staffReply.parse(res.json()).data;
};
const roleOf = async (email: string) => (await staff()).find((m) => m.email === email)?.role;
const mySlugs = async (cookie: string) => {
  const res = await t.request({ url: '/api/me', cookie });
  return res.statusCode === 200 ? (res.json().user.roles as { role: { slug: string } }[]).map((r) => r.role.slug) : res.statusCode;
};
const message = (key: keyof typeof STAFF_TRANSLATIONS) => STAFF_TRANSLATIONS[key].pt;
const cookieOf = (res: { cookies: { name: string; value: string }[] }) => res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

describe('the staff list (CONTRACT "Products, students and access")', () => {
  it('owner and admins read it, owner first; moderators and students get 403, visitors 401', async () => {
    const list = await staff(admin);
    expect(list.map((m) => [m.email, m.role])).toEqual([
      ['owner@aurora.test', 'owner'],
      ['admin@aurora.test', 'admin'],
      ['moderador@aurora.test', 'moderator'],
    ]);
    expect(list.every((m) => m.last_seen_at !== null)).toBe(true);
    for (const cookie of [moderator, student]) {
      expect((await call('GET', STAFF, undefined, cookie)).statusCode).toBe(403);
      expect((await call('POST', STAFF, { email: 'teste-m@aurora.test', name: 'M', role: 'moderator' }, cookie)).statusCode).toBe(403);
    }
    expect((await t.request({ url: STAFF })).statusCode).toBe(401);
  });

  it("another school's staff is its own: Boreal's admin sees Boreal's, and Aurora's ids are not found", async () => {
    const boreal = await staff(borealAdmin);
    expect(boreal.map((m) => m.email)).toEqual(['admin@boreal.test', 'professora@boreal.test']);
    const aurora = await userIdOf(t.ctx.db, 'moderador@aurora.test');
    expect((await call('PATCH', member(aurora), { role: 'moderator' }, borealAdmin)).statusCode).toBe(404);
    expect((await call('DELETE', member(aurora), undefined, borealAdmin)).statusCode).toBe(404);
  });

  it('answers bad input with 400 and changes nothing', async () => {
    const before = await staff();
    for (const body of [
      { email: 'nope', role: 'moderator' },
      { email: 'teste-a@aurora.test', name: 'A', role: 'owner' },
      { email: 'teste-a@aurora.test' },
      {},
    ]) {
      expect((await call('POST', STAFF, body)).statusCode).toBe(400);
    }
    expect((await call('PATCH', member(1), { role: 'dono' })).statusCode).toBe(400);
    expect((await call('PATCH', '/api/admin/staff/abc', { role: 'admin' })).statusCode).toBe(400);
    expect((await call('DELETE', '/api/admin/staff/-1')).statusCode).toBe(400);
    expect(await staff()).toEqual(before);
  });
});

describe('inviting', () => {
  it('the owner invites a new administrator: an account, a welcome mail, and the link signs them in as staff', async () => {
    const res = await call('POST', STAFF, { email: 'Teste-Nova@Aurora.test', name: 'Nova Admin', role: 'admin' });
    expect(res.statusCode, res.body).toBe(201);
    const created = staffMemberReply.parse(res.json()).data;
    expect(created).toMatchObject({ email: 'teste-nova@aurora.test', name: 'Nova Admin', role: 'admin', last_seen_at: null });
    const [mail] = (await readTestOutbox(t)).filter((m) => m.to === 'teste-nova@aurora.test');
    expect(mail?.subject).toContain('equipe');
    const token = new URL(linkIn(mail!, '/login/magic')).searchParams.get('token');
    const signedIn = await t.request({ method: 'POST', url: '/api/login/magic-link/confirm', host: AURORA, payload: { token } });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ password_required: true });
    expect((await call('GET', STAFF, undefined, cookieOf(signedIn))).statusCode).toBe(200);
  });

  it('a new e-mail without a name is refused at the name, and no account is made', async () => {
    const res = await call('POST', STAFF, { email: 'teste-sem-nome@aurora.test', role: 'moderator' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'body.name', message: message('nameRequired') }]);
    expect(await t.ctx.db.select().from(users).where(eq(users.email, 'teste-sem-nome@aurora.test'))).toEqual([]);
  });

  it('an admin names moderators, not admins; a student invited becomes a moderator on their next request', async () => {
    const refused = await call('POST', STAFF, { email: 'teste-b@aurora.test', name: 'B', role: 'admin' }, admin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(message('ownerNamesAdmins'));
    const bianca = await t.login('bianca@aurora.test');
    expect(await mySlugs(bianca)).toEqual(['student']);
    const res = await call('POST', STAFF, { email: 'bianca@aurora.test', role: 'moderator' }, admin);
    expect(res.statusCode, res.body).toBe(201);
    expect(staffMemberReply.parse(res.json()).data).toMatchObject({ name: 'Bianca Tavares', role: 'moderator' });
    expect(await mySlugs(bianca)).toEqual(['moderator']);
    const again = await call('POST', STAFF, { email: 'bianca@aurora.test', role: 'moderator' }, owner);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(message('alreadyStaff'));
  });
});

describe('changing roles and removing', () => {
  it('nobody changes their own role; the owner never changes or leaves; admins only manage moderators', async () => {
    const [ownerId, adminId, moderatorId] = await Promise.all(
      ['owner@aurora.test', 'admin@aurora.test', 'moderador@aurora.test'].map((e) => userIdOf(t.ctx.db, e)),
    );
    expect((await call('PATCH', member(adminId!), { role: 'moderator' }, admin)).json().error).toBe(message('notYourself'));
    const onOwner = await call('DELETE', member(ownerId!), undefined, admin);
    expect([onOwner.statusCode, onOwner.json().error]).toEqual([409, message('ownerStays')]);
    expect((await call('PATCH', member(moderatorId!), { role: 'admin' }, admin)).statusCode).toBe(403);
    expect(await roleOf('moderador@aurora.test')).toBe('moderator');
  });

  it('the owner promotes a moderator, whose next request is an admin’s, and takes it back', async () => {
    const moderatorId = await userIdOf(t.ctx.db, 'moderador@aurora.test');
    const res = await call('PATCH', member(moderatorId), { role: 'admin' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await mySlugs(moderator)).toEqual(['admin']);
    expect((await call('GET', '/api/admin/students', undefined, moderator)).statusCode).toBe(200);
    expect((await call('PATCH', member(moderatorId), { role: 'moderator' })).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/students', undefined, moderator)).statusCode).toBe(403);
  });

  it('someone removed stays a student when they hold products; someone who holds none is signed out and cannot sign in', async () => {
    const withProducts = staffMemberReply.parse(
      (await call('POST', STAFF, { email: 'thiago@aurora.test', role: 'moderator' }, admin)).json(),
    ).data;
    const thiago = await t.login('thiago@aurora.test');
    expect((await call('DELETE', member(withProducts.id), undefined, admin)).statusCode).toBe(204);
    expect(await mySlugs(thiago)).toEqual(['student']);

    const without = staffMemberReply.parse(
      (await call('POST', STAFF, { email: 'teste-sem@aurora.test', name: 'Sem Produto', role: 'moderator' })).json(),
    ).data;
    await t.ctx.db
      .update(users)
      .set({ passwordHash: sql`(select password_hash from users where email = 'aluno@aurora.test')` })
      .where(eq(users.id, without.id));
    const cookie = await t.login('teste-sem@aurora.test');
    expect(await t.ctx.db.select().from(enrollments).where(eq(enrollments.userId, without.id))).toEqual([]);
    expect((await call('DELETE', member(without.id))).statusCode).toBe(204);
    expect(await mySlugs(cookie)).toBe(401);
    const again = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'teste-sem@aurora.test', password: 'trilha123' },
    });
    expect(again.statusCode).toBe(401);
    expect(await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.id, without.id))).toHaveLength(1);
    expect((await call('DELETE', member(without.id))).statusCode).toBe(404);
  });
});

describe('handing the school on', () => {
  it('only the owner hands on, only to an administrator; the old owner stays an administrator', async () => {
    const [adminId, moderatorId, ownerId] = await Promise.all(
      ['admin@aurora.test', 'moderador@aurora.test', 'owner@aurora.test'].map((e) => userIdOf(t.ctx.db, e)),
    );
    expect((await call('POST', ownerPath(adminId!), undefined, admin)).json().error).toBe(message('ownerHandsOn'));
    const toModerator = await call('POST', ownerPath(moderatorId!));
    expect([toModerator.statusCode, toModerator.json().error]).toEqual([409, message('handOnToAdmin')]);
    const res = await call('POST', ownerPath(adminId!));
    expect(res.statusCode, res.body).toBe(200);
    expect(
      staffReply
        .parse(res.json())
        .data.slice(0, 2)
        .map((m) => [m.email, m.role]),
    ).toEqual([
      ['admin@aurora.test', 'owner'],
      ['owner@aurora.test', 'admin'],
    ]);
    expect(await mySlugs(owner)).toEqual(['admin']);
    expect(await mySlugs(admin)).toEqual(['owner']);
    // And back, from the new owner.
    expect((await call('POST', ownerPath(ownerId!), undefined, admin)).statusCode).toBe(200);
    expect(await mySlugs(owner)).toEqual(['owner']);
  });

  it('the database keeps exactly one owner: a second is refused, and the one there is cannot just go', async () => {
    const adminId = await userIdOf(t.ctx.db, 'admin@aurora.test');
    await expect(t.ctx.db.insert(userRoles).values({ tenantId: 1, userId: adminId, roleId: 4 })).rejects.toThrow();
    const refusal = await t.ctx.db
      .delete(userRoles)
      .where(and(eq(userRoles.tenantId, 1), eq(userRoles.roleId, 4)))
      .then(
        () => 'deleted',
        (error: unknown) => {
          const failure = error as Error & { cause?: Error };
          return failure.cause?.message ?? failure.message;
        },
      );
    expect(refusal).toMatch(/without its owner/);
    const owners = await t.ctx.db
      .select()
      .from(userRoles)
      .where(and(eq(userRoles.tenantId, 1), eq(userRoles.roleId, 4)));
    expect(owners).toHaveLength(1);
    expect(await t.ctx.db.select().from(users).where(like(users.email, 'owner@%'))).toHaveLength(1);
  });
});

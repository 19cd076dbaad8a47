import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, sessions, tenantDomains, userRoles, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/harness';
import { userIdOf } from '../../test/builders';
import { parseChange, type Change } from './changes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The next changes the database reports while `run` goes, as this app's caches hear them. */
async function heard(run: () => Promise<unknown>, count: number): Promise<Change[]> {
  const changes: Change[] = [];
  let done: () => void = () => undefined;
  const enough = new Promise<void>((resolve) => (done = resolve));
  t.ctx.database.changes.on((change) => {
    changes.push(change);
    if (changes.length >= count) done();
  });
  await run();
  await Promise.race([enough, new Promise((r) => setTimeout(r, 2_000))]);
  return changes;
}

const userId = (email: string) => userIdOf(t.ctx.db, email, 1);

describe('change notifications (migration 0006, platform/db/changes.ts)', () => {
  it('parses the triggers’ payloads and ignores anything else', () => {
    expect(parseChange('s:1:abc')).toEqual({ kind: 'session', tenantId: 1, tokenHash: 'abc' });
    expect(parseChange('u:2:7')).toEqual({ kind: 'user', tenantId: 2, userId: 7 });
    expect(parseChange('l:1:42')).toEqual({ kind: 'learner', tenantId: 1, userId: 42 });
    expect(parseChange('a:1')).toEqual({ kind: 'access', tenantId: 1 });
    expect(parseChange('t:3')).toEqual({ kind: 'school', tenantId: 3 });
    expect(parseChange('h')).toEqual({ kind: 'hosts' });
    expect(parseChange('k:1:12')).toEqual({ kind: 'lessonComments', tenantId: 1, lessonId: 12 });
    expect(parseChange('q:2')).toEqual({ kind: 'marquees', tenantId: 2 });
    expect(parseChange('v:1')).toEqual({ kind: 'lives', tenantId: 1 });
    expect(parseChange('b:3')).toEqual({ kind: 'customHtml', tenantId: 3 });
    expect(parseChange('n:1')).toEqual({ kind: 'notifications', tenantId: 1, userId: null });
    expect(parseChange('n:1:42')).toEqual({ kind: 'notifications', tenantId: 1, userId: 42 });
    for (const bad of ['', 'x:1:2', 'l:1', 'l:one:2', 's:1', 'u:1:2.5', 'k:1', 'k:1:0', 'n:1:0', 'n:1:x'])
      expect(parseChange(bad), bad).toBeNull();
  });

  it('a change made straight in the database is heard once per row kind, after commit', async () => {
    const uid = await userId('aluna@aurora.test');
    const changes = await heard(async () => {
      await t.ctx.db
        .update(users)
        .set({ name: 'Aluna Renomeada' })
        .where(and(eq(users.tenantId, 1), eq(users.id, uid)));
      await t.ctx.db.insert(tenantDomains).values({ tenantId: 1, domain: 'cursos.aurora.test' });
    }, 2);
    expect(changes).toEqual([{ kind: 'user', tenantId: 1, userId: uid }, { kind: 'hosts' }]);
  });

  it('a role given and a session revoked in the database reach the cached session of the next request', async () => {
    const cookie = await t.login('revisor@aurora.test');
    const me = () => t.request({ url: '/api/me', cookie });
    expect((await me()).json().user.roles.map((r: { role: { slug: string } }) => r.role.slug)).toEqual(['student']);
    const [moderator] = await t.ctx.db.select({ id: roles.id }).from(roles).where(eq(roles.slug, 'moderator'));
    const uid = await userId('revisor@aurora.test');
    await heard(() => t.ctx.db.insert(userRoles).values({ tenantId: 1, userId: uid, roleId: moderator!.id }), 1);
    expect((await me()).json().user.roles.map((r: { role: { slug: string } }) => r.role.slug)).toContain('moderator');
    await heard(() => t.ctx.db.delete(sessions).where(and(eq(sessions.tenantId, 1), eq(sessions.userId, uid))), 1);
    expect((await me()).statusCode).toBe(401);
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollments, productCourses, roles, tenantDomains, tenants, userRoles } from '../db/schema/index';
import type { Database } from '../platform/db/client';
import { userIdOf } from './builders';
import { seededCopy } from './seeded';
import { call, login, startServer, stopServer, type ServerProcess } from './server-process';

/**
 * A school that outgrows one process runs several on one PostgreSQL. Each keeps sessions, the
 * school's versions and settings, and each student's access and progress in memory; the database
 * tells every process what changed after each commit (platform/db/changes.ts). The bound promised
 * in docs/caching.md: a change made anywhere is seen by every process as soon as that notification
 * arrives (milliseconds); the cache lifetimes (1 s versions, 10 s sessions and viewers, 30 s hosts)
 * bound it only while a process has lost its listening connection. This test allows SEEN_WITHIN_MS,
 * under the session and viewer lifetimes, so it fails if the notifications stop doing their work;
 * not tighter, as CI runs it beside two other test lanes on two slow cores.
 */
const SEEN_WITHIN_MS = 5_000;
let copy: Awaited<ReturnType<typeof seededCopy>>;
let dataDir: string;
let database: Database;
let a: ServerProcess;
let b: ServerProcess;

/** Asks until `check` holds; fails with the last answer after SEEN_WITHIN_MS. Answers how long it took. */
async function seenWithin<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<number> {
  const started = Date.now();
  let last: T = await read();
  while (!check(last)) {
    if (Date.now() - started > SEEN_WITHIN_MS) throw new Error(`not seen within ${SEEN_WITHIN_MS} ms: ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, 20));
    last = await read();
  }
  return Date.now() - started;
}

const userId = (email: string) => userIdOf(database.db, email, 1);

type Shelf = { data: { id: number; locked: boolean; finished_count: number; next_lesson: { id: number } | null }[] };
const shelf = async (server: ServerProcess, cookie: string) =>
  (await call(server, '/api/catalog/courses', { cookie })).json as unknown as Shelf;

describe.skipIf(!process.env.DATABASE_URL)('two server processes on one PostgreSQL database', () => {
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'trilha-two-'));
    copy = await seededCopy(dataDir, { prefix: 'trilha_two' });
    database = await copy.open();
    const databaseUrl = copy.url!;
    [a, b] = await Promise.all([startServer({ databaseUrl, dataDir }), startServer({ databaseUrl, dataDir })]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a, b].map((s) => stopServer(s)));
    await database.close();
    await copy.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('a sign-out through one process ends the session on the other', async () => {
    const cookie = await login(a, 'aluna@aurora.test');
    expect((await call(b, '/api/me', { cookie })).status).toBe(200); // now in B's session cache
    expect((await call(a, '/api/logout', { method: 'POST', cookie })).status).toBeLessThan(300);
    await seenWithin(
      async () => (await call(b, '/api/me', { cookie })).status,
      (status) => status === 401,
    );
  });

  it("a role given and taken back in the database reaches both processes' sessions and course access", async () => {
    const cookie = await login(a, 'aluno@aurora.test');
    const roleSlugs = async (server: ServerProcess) =>
      ((await call(server, '/api/me', { cookie })).json.user as { roles: { role: { slug: string } }[] }).roles.map((r) => r.role.slug);
    const lockedOn = async (server: ServerProcess) => (await shelf(server, cookie)).data.filter((c) => c.locked).length;
    expect(await roleSlugs(a)).toEqual(['student']);
    expect(await roleSlugs(b)).toEqual(['student']);
    const lockedBefore = await lockedOn(b);
    expect(lockedBefore).toBeGreaterThan(0);
    // The role given straight in the database, as another process's staff call (features/staff) writes it.
    const [moderator] = await database.db.select({ id: roles.id }).from(roles).where(eq(roles.slug, 'moderator'));
    const given = { tenantId: 1, userId: await userId('aluno@aurora.test'), roleId: moderator!.id };
    await database.db.insert(userRoles).values(given);
    for (const server of [a, b])
      await seenWithin(
        () => roleSlugs(server),
        (slugs) => slugs.includes('moderator'),
      );
    // Staff preview every course (docs/catalog.md): the other process's shelf opens at once too.
    await seenWithin(
      () => lockedOn(b),
      (locked) => locked === 0,
    );
    await database.db
      .delete(userRoles)
      .where(and(eq(userRoles.tenantId, 1), eq(userRoles.userId, given.userId), eq(userRoles.roleId, given.roleId)));
    for (const server of [a, b])
      await seenWithin(
        () => roleSlugs(server),
        (slugs) => !slugs.includes('moderator'),
      );
    await seenWithin(
      () => lockedOn(b),
      (locked) => locked === lockedBefore,
    );
  });

  it("an enrolment change unlocks a course on the other process's shelf, and progress saved on one moves the other's", async () => {
    const cookie = await login(b, 'aluno@aurora.test');
    const before = await shelf(b, cookie);
    const locked = before.data.find((c) => c.locked)!;
    expect(locked).toBeDefined();
    const student = await userId('aluno@aurora.test');
    const held = (await database.db.select({ id: enrollments.productId }).from(enrollments).where(eq(enrollments.userId, student))).map(
      (r) => r.id,
    );
    const [opening] = await database.db
      .select({ productId: productCourses.productId })
      .from(productCourses)
      .where(and(eq(productCourses.tenantId, 1), eq(productCourses.courseId, locked.id), notInArray(productCourses.productId, held)));
    await database.db.insert(enrollments).values({ tenantId: 1, userId: student, productId: opening!.productId });
    await seenWithin(
      () => shelf(b, cookie),
      (s) => s.data.find((c) => c.id === locked.id)?.locked === false,
    );

    const course = (await shelf(b, cookie)).data.find((c) => c.id === locked.id)!;
    // The 12 s lesson played at 2x, as the player reports it: the server believes what its clock saw (docs/catalog.md "Progress").
    const report = (seconds: number) =>
      call(a, `/api/catalog/lessons/${course.next_lesson!.id}/progress`, { method: 'PUT', cookie, body: { watched_seconds: seconds } });
    expect((await report(0)).status).toBe(200);
    // Six seconds pass on A's clock, the one that judges the reports, without the test waiting them out.
    expect((await call(a, '/api/test/clock', { method: 'POST', body: { advance_ms: 6_000 } })).status).toBe(200);
    const saved = await report(12);
    expect(saved.status).toBe(200);
    await seenWithin(
      () => shelf(b, cookie),
      (s) => s.data.find((c) => c.id === locked.id)?.finished_count === course.finished_count + 1,
    );
  });

  it("a settings change through one process shows in the other's GET /api/tenant", async () => {
    const admin = await login(a, 'admin@aurora.test');
    expect((await call(b, '/api/tenant')).json.name).toBe('Escola Aurora');
    const saved = await call(a, '/api/auth/config/plataforma/update-seo', {
      method: 'POST',
      cookie: admin,
      headers: { tenantid: '1' },
      body: { name: 'Aurora em dois processos', description: '' },
    });
    expect(saved.status).toBe(200);
    await seenWithin(
      async () => (await call(b, '/api/tenant')).json.name,
      (value) => value === 'Aurora em dois processos',
    );
  });

  it("a course built in the studio on one process is on the other's course page at once: added, renamed, dripped and deleted", async () => {
    const admin = await login(a, 'admin@aurora.test');
    const student = await login(b, 'aluno@aurora.test');
    const products = (await call(a, '/api/admin/courses', { cookie: admin })).json.data as { product_ids: number[] }[];
    type Made = { id: number };
    type Page = { modules?: { lessons?: { title: string; release_at: string | null }[] }[] };
    const essential = products[0]!.product_ids[0]!;
    const made = async (pathname: string, body: object) =>
      (await call(a, pathname, { method: 'POST', cookie: admin, body })).json.data as Made;
    const course = await made('/api/admin/courses', { title: 'Dois processos', published: true, product_ids: [essential] });
    const module = await made(`/api/admin/courses/${course.id}/modules`, { title: 'Módulo' });
    const lesson = await made(`/api/admin/modules/${module.id}/lessons`, { title: 'Primeira aula' });
    const page = async () => (await call(b, `/api/catalog/courses/${course.id}`, { cookie: student })).json as Page;
    await seenWithin(page, (p) => p.modules?.[0]?.lessons?.[0]?.title === 'Primeira aula');
    await call(a, `/api/admin/lessons/${lesson.id}`, { method: 'PATCH', cookie: admin, body: { title: 'Aula renomeada' } });
    await seenWithin(page, (p) => p.modules?.[0]?.lessons?.[0]?.title === 'Aula renomeada');
    await call(a, `/api/admin/modules/${module.id}`, { method: 'PATCH', cookie: admin, body: { release_at: '2099-01-01T00:00:00Z' } });
    await seenWithin(page, (p) => p.modules?.[0]?.lessons?.[0]?.release_at === '2099-01-01T00:00:00.000Z');
    await call(a, `/api/admin/courses/${course.id}`, { method: 'PATCH', cookie: admin, body: { published: false } });
    expect((await call(a, `/api/admin/courses/${course.id}`, { method: 'DELETE', cookie: admin })).status).toBe(204);
    await seenWithin(
      async () => (await call(b, `/api/catalog/courses/${course.id}`, { cookie: student })).status,
      (status) => status === 404,
    );
  });

  it('a school suspended, and a domain verified, in the database reach both processes at once', async () => {
    // node:http, not fetch: fetch does not let a request name its Host, and the host picks the school.
    const tenantOn = (server: ServerProcess, host: string) =>
      new Promise<number>((resolve, reject) => {
        const req = http.get(`${server.url}/api/tenant`, { headers: { host } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
      });
    expect(await tenantOn(b, 'aurora.localhost')).toBe(200);
    expect(await tenantOn(b, 'nova.aurora.test')).toBe(404);
    await database.db.update(tenants).set({ active: false }).where(eq(tenants.id, 1));
    await seenWithin(
      () => tenantOn(b, 'aurora.localhost'),
      (status) => status === 403,
    );
    await database.db.update(tenants).set({ active: true }).where(eq(tenants.id, 1));
    await seenWithin(
      () => tenantOn(a, 'aurora.localhost'),
      (status) => status === 200,
    );
    await seenWithin(
      () => tenantOn(b, 'aurora.localhost'),
      (status) => status === 200,
    );
    await database.db.insert(tenantDomains).values({ tenantId: 1, domain: 'nova.aurora.test', status: 'verified', verifiedAt: new Date() });
    await seenWithin(
      () => tenantOn(b, 'nova.aurora.test'),
      (status) => status === 200,
    );
  });
});

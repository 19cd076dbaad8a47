import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communities } from '../../db/schema/index';
import { catalogIds, type CatalogIds } from '../../test/catalog-fixtures';
import { setCommunity } from '../../test/communities';
import { BOREAL, createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let aluna: string;
let aluno: string;
let moderator: string;
let borealAdmin: string;
let ids: CatalogIds;
const community: Record<string, number> = {};

type Card = { kind: string; id: number; course_id: number; progress: number | null; locked: boolean; href: string };
type Strips = { continue_watching: Card[]; courses: Card[] };

const strips = async (communityId: number, cookie: string, tenant = 1, host?: string) =>
  t.request({ method: 'GET', url: `/api/auth/community/strips/${tenant}/${communityId}`, cookie, host });
const read = async (communityId: number, cookie: string): Promise<Strips> => {
  const res = await strips(communityId, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const watch = async (lessonId: number, cookie: string) => {
  const res = await t.request({ method: 'PUT', url: `/api/catalog/lessons/${lessonId}/progress`, cookie, payload: { watched_seconds: 2 } });
  expect(res.statusCode, res.body).toBe(200);
};
const setFlags = (communityId: number, values: Partial<typeof communities.$inferInsert>) => setCommunity(t, 1, communityId, values);

/** The first lesson of the course at `index` in the school's order. */
const firstLesson = (index: number) => ids.lessons.find((l) => l.courseId === ids.courses[index]!.id)!.id;

beforeAll(async () => {
  t = await createTestApp();
  [aluna, aluno, moderator, borealAdmin] = await Promise.all([
    t.login('aluna@aurora.test'),
    t.login('aluno@aurora.test'),
    t.login('moderador@aurora.test'),
    t.login('admin@boreal.test'),
  ]);
  ids = await catalogIds(t, 1);
  for (const c of await t.ctx.db.select().from(communities).where(eq(communities.tenantId, 1))) community[c.title] = c.id;
  // Aluna holds Plano Completo (courses 0 to 3) and the Mentoria (course 3): one lesson started in course 0, one in course 3.
  await watch(firstLesson(0), aluna);
  await watch(firstLesson(3), aluna);
});
afterAll(() => t.close());

describe('GET /api/auth/community/strips/{tenant}/{communityId}', () => {
  it("keeps to the courses the community's products open", async () => {
    // Círculo de Mentoria opens through the Mentoria, which opens course 3 only.
    const { continue_watching, courses } = await read(community['Círculo de Mentoria']!, aluna);
    expect(continue_watching.map((c) => c.id)).toEqual([firstLesson(3)]);
    expect(continue_watching[0]).toMatchObject({ kind: 'lesson', course_id: ids.courses[3]!.id, locked: false });
    expect(continue_watching[0]!.progress).toBeGreaterThanOrEqual(0);
    expect(courses.map((c) => c.id)).toEqual([ids.courses[3]!.id]);
  });

  it('stands for the whole school in a community without products: the member’s own courses', async () => {
    const { continue_watching, courses } = await read(community['Comunidade Aurora']!, aluna);
    // Most recently watched first; the seed's own progress of hers (course 0) follows.
    expect(continue_watching[0]!.id).toBe(firstLesson(3));
    expect(new Set(continue_watching.map((c) => c.course_id))).toEqual(new Set([ids.courses[3]!.id, ids.courses[0]!.id]));
    expect(courses.every((c) => !c.locked)).toBe(true);
    expect(courses.map((c) => c.id)).toEqual(expect.arrayContaining([0, 1, 2, 3].map((i) => ids.courses[i]!.id)));
  });

  it('follows the community settings: continue watching and carousels off leave their strip empty', async () => {
    const id = community['Círculo de Mentoria']!;
    await setFlags(id, { showContinueWatching: false });
    expect(await read(id, aluna)).toEqual({ continue_watching: [], courses: [expect.objectContaining({ id: ids.courses[3]!.id })] });
    await setFlags(id, { showContinueWatching: true, carousels: false });
    const off = await read(id, aluna);
    expect(off.courses).toEqual([]);
    expect(off.continue_watching).toHaveLength(1);
    await setFlags(id, { carousels: true });
  });

  it('refuses a closed community (403), another school (404 or 403) and a missing one (404)', async () => {
    // Aluno holds the Plano Essencial, not the Mentoria.
    expect((await strips(community['Círculo de Mentoria']!, aluno)).statusCode).toBe(403);
    expect((await strips(community['Comunidade Aurora']!, borealAdmin, 1, BOREAL)).statusCode).toBe(403);
    expect((await strips(community['Comunidade Aurora']!, borealAdmin, 2, BOREAL)).statusCode).toBe(404);
    expect((await strips(999_999, aluna)).statusCode).toBe(404);
    expect((await strips(0, aluna)).statusCode).toBe(400);
    // Staff enter every community; their own progress is empty here.
    expect((await read(community['Círculo de Mentoria']!, moderator)).continue_watching).toEqual([]);
  });

  it('marks the community calls the CONTRACT does not list as chosen by Trilha in the OpenAPI document', async () => {
    const doc = (await t.request({ url: '/api/docs/json' })).json();
    expect(doc.paths['/api/auth/community/strips/{tenant}/{communityId}'].get.summary).toMatch(/\(path chosen by Trilha\)/);
    expect(doc.paths['/api/auth/community/video-link/{tenant}/{communityId}'].post.summary).toMatch(/\(path chosen by Trilha\)/);
    expect(doc.paths['/api/auth/community/comment/{tenant}/{commentId}'].put.summary).toMatch(/\(path chosen by Trilha\)/);
  });
});

import { modulePageReply } from '@trilha/shared/catalog/module-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOREAL, createTestApp, type TestApp } from '../../test/harness';
import { clockStopped, countQueries } from '../../test/count-queries';
import { catalogIds, type CatalogIds } from '../../test/catalog-fixtures';
import { bumpCatalogVersion, readVersions } from '../../platform/content-versions';
import { loadOutline } from './outline';

const FOTO = 'Fotografia com o Celular';
const FINANCAS = 'Finanças Pessoais na Prática';
const UPDATE = '/api/auth/config/plataforma/updateCustomBasic';

let t: TestApp;
let ids: CatalogIds;
let aluno: string;
let owner: string;
let borealAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  ids = await catalogIds(t, 1);
  [aluno, owner, borealAdmin] = await Promise.all([
    t.login('aluno@aurora.test'),
    t.login('owner@aurora.test'),
    t.login('admin@boreal.test'),
  ]);
});
afterAll(() => t.close());

const get = (url: string, cookie?: string, host?: string) => t.request({ url, cookie, host });
const modulePath = (title: string, course: string) => `/api/catalog/modules/${ids.module(title, course)}`;
const setShowcase = async (on: 0 | 1) => {
  const res = await t.request({ method: 'POST', url: UPDATE, cookie: owner, payload: { tenant_id: 1, showcase: on } });
  expect(res.statusCode).toBe(200);
};

describe('GET /api/catalog/modules/{moduleId}', () => {
  it('lists the lessons in order with finished and watched seconds, the course, the place and the neighbours', async () => {
    const res = await get(modulePath('Primeiros cliques', FOTO), aluno);
    expect(res.statusCode).toBe(200);
    const body = modulePageReply.parse(res.json());
    // Seed: aluno finished the first lesson and watched 5 of the second's 12 seconds.
    expect(body.module).toMatchObject({
      title: 'Primeiros cliques',
      position: 1,
      modules_count: 3,
      lessons_count: 3,
      finished_count: 1,
      next_lesson: { id: ids.lesson('Regra dos terços na prática'), slug: 'regra-dos-tercos-na-pratica' },
    });
    expect(body.course).toMatchObject({ id: ids.course(FOTO), title: FOTO, locked: false });
    expect(body.lessons.map((l) => [l.title, l.order, l.finished, l.locked])).toEqual([
      ['Conhecendo a câmera do seu celular', 1, true, false],
      ['Regra dos terços na prática', 2, false, false],
      ['Luz natural: o melhor horário', 3, false, false],
    ]);
    expect(body.lessons[1]).toMatchObject({ watched_seconds: 5, duration_seconds: 12 });
    expect(body.previous_module).toBeNull();
    expect(body.next_module).toEqual({ id: ids.module('Composição', FOTO), title: 'Composição' });

    const middle = modulePageReply.parse((await get(modulePath('Composição', FOTO), aluno)).json());
    expect(middle.module.position).toBe(2);
    expect(middle.previous_module?.title).toBe('Primeiros cliques');
    expect(middle.next_module?.title).toBe('Edição');
  });

  it('shows a module of a course the member does not hold as locked, with no media', async () => {
    const res = await get(`/api/catalog/modules/${ids.modules.find((m) => m.courseId === ids.course(FINANCAS))!.id}`, aluno);
    expect(res.statusCode).toBe(200);
    const body = modulePageReply.parse(res.json());
    expect(body.course.locked).toBe(true);
    expect(body.lessons.length).toBeGreaterThan(0);
    expect(body.lessons.every((l) => l.locked)).toBe(true);
    expect(res.body).not.toMatch(/video_url|embed_url|\.mp4|youtube/);
  });

  it("answers 404 for another school's module and for none, 400 for a bad id", async () => {
    const aurora = ids.module('Primeiros cliques', FOTO);
    const res = await get(`/api/catalog/modules/${aurora}`, borealAdmin, BOREAL);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Não encontrado.' });
    expect((await get('/api/catalog/modules/2147483647', aluno)).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-1', '2147483648']) expect((await get(`/api/catalog/modules/${bad}`, aluno)).statusCode, bad).toBe(400);
  });

  it('after a catalog write, readers arriving together share one read of the outline', async () => {
    await bumpCatalogVersion(t.ctx.db, 1);
    const { catalog } = await readVersions(t.ctx.db, 1);
    let outlines: unknown[] = [];
    const statements = await countQueries(t, async () => {
      outlines = await Promise.all([1, 2, 3, 4, 5].map(() => loadOutline(t.ctx.db, 1, catalog)));
    });
    // Its three statements (courses, modules, lessons) once, not once a reader.
    expect([statements, new Set(outlines).size]).toEqual([3, 1]);
    // A reader who still holds the version before is served the newer outline, not a reload of the older.
    expect(await countQueries(t, () => loadOutline(t.ctx.db, 1, catalog - 1))).toBe(0);
  });

  it('runs no statement when warm: the school outline and the viewer serve it', async () => {
    const url = modulePath('Composição', FOTO);
    await clockStopped(async () => {
      expect((await get(url, aluno)).statusCode).toBe(200);
      expect(await countQueries(t, () => get(url, aluno))).toBe(0);
      expect(await countQueries(t, () => get(`/api/catalog/courses/${ids.course(FOTO)}`, aluno))).toBe(0);
    });
  });
});

describe('the open showcase (vitrine aberta): visitors without a session', () => {
  const visitorUrls = () => ['/api/catalog/courses', `/api/catalog/courses/${ids.course(FOTO)}`, modulePath('Primeiros cliques', FOTO)];

  it('are refused with 401 while the school keeps its showcase closed (the seed)', async () => {
    for (const url of visitorUrls()) expect((await get(url)).statusCode, url).toBe(401);
  });

  it('see the whole catalogue locked, without media or progress, only on the school that opened it', async () => {
    await setShowcase(1);
    try {
      const shelf = await get('/api/catalog/courses');
      expect(shelf.statusCode).toBe(200);
      const cards = shelf.json().data as { locked: boolean; finished_count: number }[];
      expect(cards).toHaveLength(ids.courses.length);
      expect(cards.every((c) => c.locked && c.finished_count === 0)).toBe(true);

      const course = (await get(`/api/catalog/courses/${ids.course(FOTO)}`)).json();
      expect(course.course).toMatchObject({ locked: true, finished_count: 0 });
      const lessons = course.modules.flatMap((m: { lessons: { locked: boolean; finished: boolean }[] }) => m.lessons);
      expect(lessons.every((l: { locked: boolean; finished: boolean }) => l.locked && !l.finished)).toBe(true);

      const moduleRes = await get(modulePath('Primeiros cliques', FOTO));
      const module = modulePageReply.parse(moduleRes.json());
      expect(module.course.locked).toBe(true);
      expect(module.module.finished_count).toBe(0);
      expect(module.lessons.every((l) => l.locked && !l.finished && l.watched_seconds === 0)).toBe(true);
      for (const res of [shelf, moduleRes]) expect(res.body).not.toMatch(/video_url|embed_url|\.mp4/);

      // What a lesson plays, the access dialog, search and progress stay for members.
      expect((await get(`/api/catalog/lessons/${ids.lesson('Regra dos terços na prática')}`)).statusCode).toBe(401);
      expect((await get('/api/catalog/search?search=foto')).statusCode).toBe(401);
      expect((await get(`/api/catalog/courses/${ids.course(FOTO)}/access`)).statusCode).toBe(401);
      // Boreal did not open its showcase.
      expect((await get('/api/catalog/courses', undefined, BOREAL)).statusCode).toBe(401);
      // A member still reads as themself: progress and access.
      expect((await get(modulePath('Primeiros cliques', FOTO), aluno)).json().module.finished_count).toBe(1);
    } finally {
      await setShowcase(0);
    }
    for (const url of visitorUrls()) expect((await get(url)).statusCode, url).toBe(401);
  });
});

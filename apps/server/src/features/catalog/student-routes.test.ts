import { myCoursesReply } from '@trilha/shared/catalog/schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollments } from '../../db/schema/index';
import { demoSchools } from '../../seed/data';
import { productIdOf, userIdOf } from '../../test/builders';
import { BOREAL, createTestApp, type TestApp } from '../../test/harness';
import { catalogIds, type CatalogIds } from '../../test/catalog-fixtures';

const aurora = demoSchools[0]!;
const FOTO = 'Fotografia com o Celular';
const MARKETING = 'Marketing Digital para Iniciantes';
const FINANCAS = 'Finanças Pessoais na Prática';
const INGLES = 'Inglês para Viagens';

type Card = {
  id: number;
  title: string;
  locked: boolean;
  lessons_count: number;
  finished_count: number;
  next_lesson: { id: number; slug: string } | null;
};

let t: TestApp;
let ids: CatalogIds;
let aluno: string;
let aluna: string;
let borealAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  ids = await catalogIds(t, 1);
  [aluno, aluna, borealAdmin] = await Promise.all([
    t.login('aluno@aurora.test'),
    t.login('aluna@aurora.test'),
    t.login('admin@boreal.test'),
  ]);
});
afterAll(() => t.close());

const get = (url: string, cookie?: string, host?: string) => t.request({ url, cookie, host });
const myCourses = async (cookie: string): Promise<Card[]> => {
  const res = await get('/api/catalog/courses', cookie);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const lockedByTitle = (cards: Card[]) => Object.fromEntries(cards.map((c) => [c.title, c.locked]));

const userId = (email: string) => userIdOf(t.ctx.db, email, 1);
const productId = (title: string) => productIdOf(t.ctx.db, title);

describe('GET /api/catalog/courses', () => {
  it("shows every course; aluno's 'Plano Essencial' unlocks the first two only", async () => {
    const cards = await myCourses(aluno);
    expect(cards.map((c) => c.title)).toEqual(aurora.courses.map((c) => c.title));
    expect(lockedByTitle(cards)).toEqual({ [FOTO]: false, [MARKETING]: false, [FINANCAS]: true, [INGLES]: true });
  });

  it('counts lessons and finished lessons, and points "Assistir" at the first unfinished lesson', async () => {
    const [foto, marketing] = await myCourses(aluno);
    // Seed: aluno finished the first photography lesson and started the second.
    expect(foto).toMatchObject({
      lessons_count: 8,
      finished_count: 1,
      next_lesson: { id: ids.lesson('Regra dos terços na prática'), slug: 'regra-dos-tercos-na-pratica' },
    });
    expect(marketing).toMatchObject({
      lessons_count: 8,
      finished_count: 0,
      next_lesson: { id: ids.lesson('O que é marketing digital'), slug: 'o-que-e-marketing-digital' },
    });
    expect(Object.keys(foto!).sort()).toEqual([
      'cover_url',
      'description',
      'finished_count',
      'id',
      'lessons_count',
      'locked',
      'next_lesson',
      'title',
    ]);
  });

  it("aluna's 'Plano Completo' and 'Mentoria' unlock everything", async () => {
    expect(Object.values(lockedByTitle(await myCourses(aluna)))).toEqual([false, false, false, false]);
  });

  it('sends the contract: the joined bytes are what its schema makes of them, each card as the course page presents it', async () => {
    // aluno has finished lessons in one course and holds two of four (shelf.ts writes those cards per student).
    for (const cookie of [aluno, aluna]) {
      const res = await get('/api/catalog/courses', cookie);
      const parsed = myCoursesReply.parse(res.json());
      expect(JSON.stringify(parsed)).toBe(res.body);
      for (const card of parsed.data) expect((await get(`/api/catalog/courses/${card.id}`, cookie)).json().course).toEqual(card);
    }
  });

  it('answers 401 without a session', async () => {
    expect((await get('/api/catalog/courses')).statusCode).toBe(401);
  });
});

describe('access rule (docs/catalog.md)', () => {
  it('an inactive product still opens its courses for those who hold it; an expired enrollment does not', async () => {
    const revisor = await t.login('revisor@aurora.test');
    const uid = await userId('revisor@aurora.test');
    await t.ctx.db.delete(enrollments).where(and(eq(enrollments.tenantId, 1), eq(enrollments.userId, uid)));
    const founders = await productId('Turma Fundadores 2023');
    await t.ctx.db.insert(enrollments).values({ tenantId: 1, userId: uid, productId: founders });
    await t.heard();
    expect(lockedByTitle(await myCourses(revisor))).toEqual({ [FOTO]: true, [MARKETING]: true, [FINANCAS]: false, [INGLES]: true });

    const setExpiry = (expiresAt: Date) =>
      t.ctx.db
        .update(enrollments)
        .set({ expiresAt })
        .where(and(eq(enrollments.tenantId, 1), eq(enrollments.userId, uid)));
    await setExpiry(new Date(Date.now() - 60_000));
    await t.heard();
    expect(Object.values(lockedByTitle(await myCourses(revisor)))).toEqual([true, true, true, true]);
    await setExpiry(new Date(Date.now() + 86_400_000));
    await t.heard();
    expect(lockedByTitle(await myCourses(revisor))[FINANCAS]).toBe(false);
  });

  it('staff preview every course unlocked even without any enrollment', async () => {
    const uid = await userId('moderador@aurora.test');
    await t.ctx.db.delete(enrollments).where(and(eq(enrollments.tenantId, 1), eq(enrollments.userId, uid)));
    await t.heard();
    const moderator = await t.login('moderador@aurora.test');
    expect(Object.values(lockedByTitle(await myCourses(moderator)))).toEqual([false, false, false, false]);
    const lesson = (await get(`/api/catalog/lessons/${ids.lesson('Diversificação')}`, moderator)).json().lesson;
    expect(lesson).toMatchObject({ locked: false, video_url: expect.any(String) });
  });
});

describe('GET /api/catalog/courses/{courseId}', () => {
  it('lists modules in order with their lessons, each with finished and locked for the member', async () => {
    const res = await get(`/api/catalog/courses/${ids.course(FOTO)}`, aluno);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.course).toMatchObject({ id: ids.course(FOTO), title: FOTO, locked: false, lessons_count: 8, finished_count: 1 });
    const seeded = aurora.courses[0]!.modules;
    expect(body.modules.map((m: { title: string; order: number }) => [m.title, m.order])).toEqual(seeded.map((m, i) => [m.title, i + 1]));
    expect(body.modules[0].lessons.map((l: { title: string }) => l.title)).toEqual(seeded[0]!.lessons.map((l) => l.title));
    expect(body.modules[0].lessons[0]).toEqual({
      id: ids.lesson('Conhecendo a câmera do seu celular'),
      title: 'Conhecendo a câmera do seu celular',
      slug: 'conhecendo-a-camera-do-seu-celular',
      order: 1,
      duration_seconds: 12,
      locked: false,
      release_at: null,
      finished: true,
      thumbnail_url: expect.any(String),
    });
    expect(body.modules[0].lessons[1]).toMatchObject({ finished: false, locked: false });
  });

  it('marks every lesson of a course the member does not hold as locked', async () => {
    const body = (await get(`/api/catalog/courses/${ids.course(FINANCAS)}`, aluno)).json();
    expect(body.course.locked).toBe(true);
    const lessons = body.modules.flatMap((m: { lessons: { locked: boolean }[] }) => m.lessons);
    expect(lessons).toHaveLength(6);
    expect(lessons.every((l: { locked: boolean }) => l.locked)).toBe(true);
  });

  it("answers 404 for another school's course and 400 for a bad id", async () => {
    const res = await get(`/api/catalog/courses/${ids.course(FOTO)}`, borealAdmin, BOREAL);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Não encontrado.' });
    for (const bad of ['abc', '0', '2147483648', '1e99']) {
      const r = await get(`/api/catalog/courses/${bad}`, aluno);
      expect(r.statusCode, bad).toBe(400);
      expect(r.json().error).toBe('Identificador inválido');
    }
  });
});

describe('GET /api/catalog/lessons/{lessonId}', () => {
  it('returns the lesson with media, progress and its neighbours in course order', async () => {
    const res = await get(`/api/catalog/lessons/${ids.lesson('Regra dos terços na prática')}`, aluno);
    expect(res.statusCode).toBe(200);
    const { lesson, previous, next } = res.json();
    expect(lesson).toMatchObject({
      title: 'Regra dos terços na prática',
      course_id: ids.course(FOTO),
      course_title: FOTO,
      module_title: 'Primeiros cliques',
      duration_seconds: 12,
      locked: false,
      video_url: expect.stringMatching(/aurora-course-1\.mp4$/),
      embed_url: null,
    });
    // The seed's own words for this lesson, not a template sentence.
    expect(lesson.description).toBe(
      '<p>Ligue a grade da câmera e posicione o assunto nos pontos fortes: três exercícios rápidos em casa.</p>',
    );
    // The seed's progress counts as watched (docs/catalog.md "Progress"): 5 of the 11 s that finish it.
    expect(lesson.progress).toMatchObject({ watched_seconds: 5, credited_seconds: 5, needed_seconds: 11, finished_at: null });
    expect(new Date(lesson.progress.started_at).toISOString()).toBe(lesson.progress.started_at);
    expect(previous).toMatchObject({ title: 'Conhecendo a câmera do seu celular', finished: true });
    expect(next).toMatchObject({ title: 'Luz natural: o melhor horário', finished: false });
  });

  it('crosses module boundaries for previous/next and has none at the ends of the course', async () => {
    const first = (await get(`/api/catalog/lessons/${ids.lesson('Linhas que guiam o olhar')}`, aluno)).json();
    expect(first.previous.title).toBe('Luz natural: o melhor horário');
    const last = (await get(`/api/catalog/lessons/${ids.lesson('Cores e contraste sem exagero')}`, aluno)).json();
    expect(last.next).toBeNull();
    const start = (await get(`/api/catalog/lessons/${ids.lesson('Conhecendo a câmera do seu celular')}`, aluno)).json();
    expect(start.previous).toBeNull();
    expect(start.lesson.progress.finished_at).not.toBeNull();
  });

  it('a locked lesson shows as locked and its media is not sent', async () => {
    const res = await get(`/api/catalog/lessons/${ids.lesson('Renda fixa sem mistério')}`, aluno);
    expect(res.statusCode).toBe(200);
    const { lesson, previous, next } = res.json();
    expect(lesson).toMatchObject({ title: 'Renda fixa sem mistério', locked: true, video_url: null, embed_url: null });
    expect(lesson.progress).toEqual({ started_at: null, watched_seconds: 0, credited_seconds: 0, needed_seconds: 11, finished_at: null });
    expect(previous.locked).toBe(true);
    expect(next.locked).toBe(true);
    expect(res.body).not.toMatch(/course-[0-9]+\.mp4/);
  });

  it('a locked lesson sends only what its locked page shows: no description (issue 9, finding 8)', async () => {
    const url = `/api/catalog/lessons/${ids.lesson('Renda fixa sem mistério')}`;
    const full = (await get(url, await t.login('moderador@aurora.test'))).json().lesson.description as string;
    expect(full.length).toBeGreaterThan(20);
    const res = await get(url, aluno);
    expect(res.json().lesson).toMatchObject({ locked: true, description: '' });
    expect(res.body).not.toContain(full.slice(0, 20));
  });

  it("answers 404 for another school's lesson and 400 for a bad id", async () => {
    expect((await get(`/api/catalog/lessons/${ids.lesson('Introdução ao SEO')}`, borealAdmin, BOREAL)).statusCode).toBe(404);
    expect((await get('/api/catalog/lessons/2147483647', aluno)).statusCode).toBe(404);
    expect((await get('/api/catalog/lessons/99999999999', aluno)).statusCode).toBe(400);
  });
});

describe('GET /api/catalog/search', () => {
  const search = (text: string, cookie = aluno, host?: string) =>
    get(`/api/catalog/search?search=${encodeURIComponent(text)}`, cookie, host);

  it("'introducao' finds the lesson 'Introdução ao SEO' with its course and module", async () => {
    const res = await search('introducao');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.courses).toEqual([]);
    expect(body.lessons).toEqual([
      expect.objectContaining({
        id: ids.lesson('Introdução ao SEO'),
        title: 'Introdução ao SEO',
        course_id: ids.course(MARKETING),
        course_title: MARKETING,
        module_title: 'Conteúdo',
        locked: false,
        finished: false,
      }),
    ]);
  });

  it("'FOTOGRAFIA' finds the course as a card with the member's lock and counts", async () => {
    const body = (await search('FOTOGRAFIA')).json();
    expect(body.courses).toEqual([
      expect.objectContaining({ id: ids.course(FOTO), title: FOTO, locked: false, finished_count: 1, lessons_count: 8 }),
    ]);
    expect(body.lessons).toEqual([]);
  });

  it('marks lessons of courses the member does not hold as locked', async () => {
    const body = (await search('inglês')).json();
    expect(body.courses).toEqual([expect.objectContaining({ title: INGLES, locked: true })]);
    const renda = (await search('renda fixa')).json();
    expect(renda.lessons).toEqual([expect.objectContaining({ title: 'Renda fixa sem mistério', locked: true })]);
  });

  it('bounds each list, answers empty lists for an empty search, and stays inside the school', async () => {
    const many = (await search('e')).json();
    expect(many.lessons).toHaveLength(20);
    expect(many.lessons[0].title).toBe('Conhecendo a câmera do seu celular');
    for (const empty of ['', '   ']) expect((await search(empty)).json()).toEqual({ courses: [], lessons: [] });
    expect((await get('/api/catalog/search', aluno)).json()).toEqual({ courses: [], lessons: [] });
    expect((await search('fotografia', borealAdmin, BOREAL)).json()).toEqual({ courses: [], lessons: [] });
    for (const nothing of ['%', '\u0301']) expect((await search(nothing)).json()).toEqual({ courses: [], lessons: [] });
    expect((await search('\u0000')).statusCode).toBe(400);
  });

  it('rejects a search over 120 characters with 400', async () => {
    const res = await search('x'.repeat(121));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Termo de busca muito longo');
  });
});

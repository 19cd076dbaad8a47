import { normalizeSearch } from '@trilha/shared/catalog/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSchools } from '../../seed/data';
import { BOREAL, createTestApp, type TestApp } from '../../test/harness';
import { catalogIds, type CatalogIds } from '../../test/catalog-fixtures';

const aurora = demoSchools[0]!;
/** Aurora's lesson titles in course order (course, then module, then lesson), as seeded. */
const auroraLessonTitles = aurora.courses.flatMap((c) => c.modules.flatMap((m) => m.lessons.map((l) => l.title)));

let t: TestApp;
let ids: CatalogIds;
let admin: string;
let moderator: string;
let student: string;
let borealAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  ids = await catalogIds(t, 1);
  [admin, moderator, student, borealAdmin] = await Promise.all([
    t.login('admin@aurora.test'),
    t.login('moderador@aurora.test'),
    t.login('aluno@aurora.test'),
    t.login('admin@boreal.test'),
  ]);
});
afterAll(() => t.close());

const get = (url: string, cookie?: string, host?: string) => t.request({ url, cookie, host });

describe('GET /api/auth/admin/products/get (spec 000 §7: reads id, title, status)', () => {
  it('lists every product of the school with its status, the inactive one included', async () => {
    const res = await get('/api/auth/admin/products/get', admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((p: { title: string; status: string }) => [p.title, p.status])).toEqual(
      aurora.products.map((p) => [p.title, p.status]),
    );
    expect(Object.keys(body.data[0]).sort()).toEqual(['id', 'status', 'title']);
  });

  it('is for editors only: a moderator and a student get 403, no session gets 401', async () => {
    expect((await get('/api/auth/admin/products/get', moderator)).statusCode).toBe(403);
    const asStudent = await get('/api/auth/admin/products/get', student);
    expect(asStudent.statusCode).toBe(403);
    expect(asStudent.json()).toEqual({ error: 'Você não tem permissão para esta ação.' });
    expect((await get('/api/auth/admin/products/get')).statusCode).toBe(401);
  });

  it("shows only the host school's products", async () => {
    const res = await get('/api/auth/admin/products/get', borealAdmin, BOREAL);
    expect(res.json().data.map((p: { title: string }) => p.title)).toEqual(demoSchools[1]!.products.map((p) => p.title));
  });
});

describe('GET /api/auth/cursos/index/{tenant} (spec 002 §7)', () => {
  it('lists the courses in course order with id, title and cover for staff, moderators included', async () => {
    for (const cookie of [admin, moderator]) {
      const res = await get('/api/auth/cursos/index/1', cookie);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.map((c: { title: string }) => c.title)).toEqual(aurora.courses.map((c) => c.title));
      expect(data[0]).toEqual({
        id: ids.course('Fotografia com o Celular'),
        title: 'Fotografia com o Celular',
        cover_url: expect.any(String),
      });
    }
  });
});

describe('GET /api/auth/platform/modules/{tenant}', () => {
  it('lists modules with id, title, course_id by course order then module order', async () => {
    const res = await get('/api/auth/platform/modules/1', admin);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { id: number; title: string; course_id: number }[];
    const expected = aurora.courses.flatMap((c) => c.modules.map((m) => [ids.course(c.title), m.title]));
    expect(data.map((m) => [m.course_id, m.title])).toEqual(expected);
    expect(data[0]).toEqual({
      id: ids.module('Primeiros cliques', 'Fotografia com o Celular'),
      title: 'Primeiros cliques',
      course_id: ids.course('Fotografia com o Celular'),
    });
  });
});

describe('GET /api/platform/auth/module/{moduleId} (lessons in data.data[0].lessons)', () => {
  it('returns the module with its lessons in order', async () => {
    const moduleId = ids.module('Conteúdo', 'Marketing Digital para Iniciantes');
    const res = await get(`/api/platform/auth/module/${moduleId}`, admin);
    expect(res.statusCode).toBe(200);
    const [module] = res.json().data;
    expect(module).toMatchObject({ id: moduleId, title: 'Conteúdo', course_id: ids.course('Marketing Digital para Iniciantes') });
    expect(module.lessons).toEqual(
      ['Calendário editorial', 'Textos que convertem', 'Introdução ao SEO'].map((title, i) => ({
        id: ids.lesson(title),
        title,
        module_id: moduleId,
        course_id: ids.course('Marketing Digital para Iniciantes'),
        order: i + 1,
      })),
    );
  });

  it("answers 404 for another school's module and for a module that does not exist", async () => {
    const auroraModule = ids.module('Primeiros cliques', 'Fotografia com o Celular');
    const res = await get(`/api/platform/auth/module/${auroraModule}`, borealAdmin, BOREAL);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Não encontrado.' });
    expect((await get('/api/platform/auth/module/2147483647', admin)).statusCode).toBe(404);
  });
});

describe('GET /api/auth/aulas/allClasses/{tenant}?page=n (paginated envelope)', () => {
  it('pages the 29 Aurora lessons 20 at a time in course order, with a relative next_page_url', async () => {
    const first = await get('/api/auth/aulas/allClasses/1', admin);
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1).toMatchObject({ current_page: 1, per_page: 20, total: 29, next_page_url: '/api/auth/aulas/allClasses/1?page=2' });
    expect(page1.data).toHaveLength(20);
    expect(Object.keys(page1.data[0]).sort()).toEqual(['course_id', 'id', 'module_id', 'title']);

    const page2 = (await get(page1.next_page_url, admin)).json();
    expect(page2).toMatchObject({ current_page: 2, per_page: 20, total: 29, next_page_url: null });
    expect(page2.data).toHaveLength(9);
    const titles = [...page1.data, ...page2.data].map((l: { title: string }) => l.title);
    expect(titles).toEqual(auroraLessonTitles);
  });

  it('answers an empty last page past the end', async () => {
    const res = (await get('/api/auth/aulas/allClasses/1?page=3', admin)).json();
    expect(res).toEqual({ data: [], current_page: 3, next_page_url: null, per_page: 20, total: 29 });
  });

  it('rejects page=0 and a non-numeric page with 400 and the field named', async () => {
    for (const page of ['0', 'abc', '-1', '1.5']) {
      const res = await get(`/api/auth/aulas/allClasses/1?page=${page}`, admin);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues[0].path).toBe('querystring.page');
    }
  });
});

describe('GET /api/auth/aulas/search/{term}/{tenant}?page=n', () => {
  const search = (term: string, page = 1) => get(`/api/auth/aulas/search/${encodeURIComponent(term)}/1?page=${page}`, admin);

  it("matches without accents or case: 'introducao' finds 'Introdução ao SEO'", async () => {
    const res = await search('introducao');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        {
          id: ids.lesson('Introdução ao SEO'),
          title: 'Introdução ao SEO',
          module_id: ids.module('Conteúdo', 'Marketing Digital para Iniciantes'),
          course_id: ids.course('Marketing Digital para Iniciantes'),
        },
      ],
      current_page: 1,
      next_page_url: null,
      per_page: 20,
      total: 1,
    });
    expect((await search('CÂMERA DO')).json().data.map((l: { title: string }) => l.title)).toEqual(['Conhecendo a câmera do seu celular']);
  });

  it('takes a URL-encoded term with spaces, accents or a slash', async () => {
    expect((await search('regra dos')).json().data.map((l: { title: string }) => l.title)).toEqual(['Regra dos terços na prática']);
    const withSpace = auroraLessonTitles.filter((title) => normalizeSearch(title).includes('a d'));
    expect((await search('A D')).json().data.map((l: { title: string }) => l.title)).toEqual(withSpace);
    const slash = await search('50/30');
    expect(slash.statusCode).toBe(200);
    expect(slash.json().total).toBe(0);
  });

  it('paginates matches in course order with a relative next_page_url', async () => {
    const expected = auroraLessonTitles.filter((title) => normalizeSearch(title).includes('e'));
    expect(expected.length).toBeGreaterThan(20);
    const page1 = (await search('É')).json();
    expect(page1).toMatchObject({
      current_page: 1,
      per_page: 20,
      total: expected.length,
      next_page_url: '/api/auth/aulas/search/%C3%89/1?page=2',
    });
    const page2 = (await get(page1.next_page_url, admin)).json();
    expect(page2).toMatchObject({ current_page: 2, next_page_url: null });
    expect([...page1.data, ...page2.data].map((l: { title: string }) => l.title)).toEqual(expected);
  });

  it('treats LIKE wildcards in the term literally', async () => {
    for (const term of ['%', '_', '\\', 'a%e']) {
      const res = await search(term);
      expect(res.statusCode).toBe(200);
      expect(res.json().total).toBe(0);
    }
  });

  it("finds '50-30-20' literally, refuses a NUL byte and finds nothing for an accent alone", async () => {
    expect((await search('50-30')).json().data.map((l: { title: string }) => l.title)).toEqual(['Orçamento 50-30-20']);
    const nul = await get('/api/auth/aulas/search/%00/1', admin);
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error).toBe('O texto contém caracteres inválidos.');
    expect((await search('\u0301')).json().total).toBe(0);
  });

  it('rejects a blank or too long term with the spec-style message', async () => {
    const blank = await get('/api/auth/aulas/search/%20%20/1', admin);
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      error: 'Informe um termo de busca',
      issues: [{ path: 'params.term', message: 'Informe um termo de busca' }],
    });
    const long = await search('x'.repeat(121));
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe('Termo de busca muito longo');
  });
});

describe('guards of the staff resource lists (CONTRACT "Tenants and hosts", "Users, roles, sessions")', () => {
  const tenantLists = [
    '/api/auth/cursos/index/1',
    '/api/auth/platform/modules/1',
    '/api/auth/aulas/allClasses/1',
    '/api/auth/aulas/search/aula/1',
  ];

  it('a student gets 403 on every staff list', async () => {
    for (const url of [...tenantLists, `/api/platform/auth/module/${ids.modules[0]!.id}`]) {
      const res = await get(url, student);
      expect(res.statusCode, url).toBe(403);
    }
  });

  it("another school's id in the path gets 403 even for its admin", async () => {
    for (const url of tenantLists) {
      const res = await get(url, borealAdmin, BOREAL);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ error: 'Você não tem permissão para esta ação.' });
    }
    expect((await get('/api/auth/cursos/index/2', borealAdmin, BOREAL)).statusCode).toBe(200);
  });

  it('a tenantId header naming another school gets 403', async () => {
    const res = await t.request({ url: '/api/auth/cursos/index/1', cookie: admin, headers: { tenantId: '2' } });
    expect(res.statusCode).toBe(403);
  });

  it('no session gets 401', async () => {
    for (const url of tenantLists) expect((await get(url)).statusCode, url).toBe(401);
  });

  it('rejects bad ids with 400, never 500: non-numeric, zero, fractional, above 2147483647', async () => {
    for (const url of [
      '/api/auth/cursos/index/abc',
      '/api/auth/platform/modules/0',
      '/api/auth/aulas/allClasses/1.5',
      '/api/auth/aulas/search/aula/2147483648',
      '/api/platform/auth/module/2147483648',
      '/api/platform/auth/module/99999999999999999999999',
      '/api/platform/auth/module/-3',
    ]) {
      const res = await get(url, admin);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error, url).toBe('Identificador inválido');
    }
  });
});

describe('OpenAPI description', () => {
  it('documents every catalog route with the catalog tag, a summary and its error replies', async () => {
    const doc = (await get('/api/docs/json')).json();
    const routes: [string, string][] = [
      ['/api/auth/admin/products/get', 'get'],
      ['/api/auth/cursos/index/{tenant}', 'get'],
      ['/api/auth/platform/modules/{tenant}', 'get'],
      ['/api/platform/auth/module/{moduleId}', 'get'],
      ['/api/auth/aulas/allClasses/{tenant}', 'get'],
      ['/api/auth/aulas/search/{term}/{tenant}', 'get'],
      ['/api/catalog/courses', 'get'],
      ['/api/catalog/courses/{courseId}', 'get'],
      ['/api/catalog/lessons/{lessonId}', 'get'],
      ['/api/catalog/lessons/{lessonId}/progress', 'put'],
      ['/api/catalog/search', 'get'],
    ];
    for (const [path, method] of routes) {
      const operation = doc.paths[path]?.[method];
      expect(operation, path).toBeDefined();
      expect(operation.tags).toEqual(['catalog']);
      expect(operation.summary.length, path).toBeGreaterThan(10);
      expect(Object.keys(operation.responses), path).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404']));
    }
  });
});

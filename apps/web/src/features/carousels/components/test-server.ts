import { stubFetchRoutes, type Handler } from '../../../test/fetch-routes';

const courses = [
  { id: 1, title: 'Fotografia com o Celular', cover_url: null },
  { id: 2, title: 'Marketing Digital', cover_url: null },
];
const modules = [
  { id: 10, title: 'Primeiros cliques', course_id: 1 },
  { id: 11, title: 'Composição', course_id: 1 },
  { id: 20, title: 'Fundamentos', course_id: 2 },
];
const lesson = (id: number, title: string, module_id = 10) => ({ id, title, module_id, course_id: 1 });
const lessons = [
  lesson(100, 'Conhecendo a câmera'),
  lesson(101, 'Regra dos terços na prática'),
  lesson(102, 'Linhas que guiam o olhar', 11),
];

/** The resource lists as the server answers them (spec 002 §7), for tenant 1. */
export const resourceRoutes: Record<string, Handler> = {
  'GET /api/auth/cursos/index/1': [200, { data: courses }],
  'GET /api/auth/platform/modules/1': [200, { data: modules }],
  'GET /api/platform/auth/module/10': [
    200,
    { data: [{ ...modules[0], lessons: lessons.slice(0, 2).map((l, i) => ({ ...l, order: i + 1 })) }] },
  ],
  'GET /api/auth/aulas/allClasses/1?page=1': [
    200,
    { data: lessons.slice(0, 2), current_page: 1, next_page_url: '/api/auth/aulas/allClasses/1?page=2', per_page: 2, total: 3 },
  ],
  'GET /api/auth/aulas/allClasses/1?page=2': [200, { data: lessons.slice(2), current_page: 2, next_page_url: null, per_page: 2, total: 3 }],
  'GET /api/auth/aulas/search/regra/1?page=1': [200, { data: [lessons[1]], current_page: 1, next_page_url: null, per_page: 20, total: 1 }],
  'GET /api/auth/aulas/search/falha/1?page=1': [500, { error: 'Erro interno' }],
};

/** The stub over `routes` (anything else is a 404), with the first body sent to a `METHOD path`. */
export function serve(routes: Record<string, Handler>) {
  const server = stubFetchRoutes(routes);
  const find = (key: string) => server.calls.find((c) => `${c.method} ${c.path}` === key);
  return { fetch: server.fetch, called: (key: string) => find(key) !== undefined, sent: (key: string) => find(key)?.body };
}

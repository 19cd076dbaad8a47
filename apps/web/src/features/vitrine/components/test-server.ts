import { vi } from 'vitest';

type Route = [number, unknown] | (() => [number, unknown]);

export const courses = [
  { id: 1, title: 'Fotografia com o Celular', cover_url: null },
  { id: 2, title: 'Marketing Digital', cover_url: null },
];
export const modules = [
  { id: 10, title: 'Primeiros cliques', course_id: 1 },
  { id: 11, title: 'Composição', course_id: 1 },
  { id: 20, title: 'Fundamentos', course_id: 2 },
];
const lesson = (id: number, title: string, module_id = 10) => ({ id, title, module_id, course_id: 1 });
export const lessons = [
  lesson(100, 'Conhecendo a câmera'),
  lesson(101, 'Regra dos terços na prática'),
  lesson(102, 'Linhas que guiam o olhar', 11),
];

/** The resource lists as the server answers them (spec 002 §7), for tenant 1. */
export const resourceRoutes: Record<string, Route> = {
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

/** A fetch that answers like the server: "METHOD path" -> [status, body]; anything else is a 404. */
export function serve(routes: Record<string, Route>) {
  // The API client always calls fetch with a path and, when it sends one, a JSON string body.
  const fetch = vi.fn((input: string, init?: RequestInit) => {
    const route = routes[`${init?.method ?? 'GET'} ${input}`];
    const [status, body] = typeof route === 'function' ? route() : (route ?? [404, { error: 'Não encontrado.' }]);
    return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  });
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    called: (key: string) => fetch.mock.calls.some(([input, init]) => `${init?.method ?? 'GET'} ${input}` === key),
    sent: (key: string) => {
      const call = fetch.mock.calls.find(([input, init]) => `${init?.method ?? 'GET'} ${input}` === key);
      return call ? (JSON.parse(call[1]?.body as string) as unknown) : undefined;
    },
  };
}

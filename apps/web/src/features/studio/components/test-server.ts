import { act, fireEvent } from '@testing-library/react';
import type { StudioCourse, StudioLesson, StudioModule, StudioOutline } from '@trilha/shared/studio/schemas';
import { vi } from 'vitest';
import { stubFetchRoutes, type Call, type Handler } from '../../../test/fetch-routes';
import { tenant } from '../../../test/render-app';
import { lessonMedia, MEDIA_PATHS, stubXhr } from './test-media';
export { owner } from '../../../test/render-app';
export { resetToasts, toasts } from '../../../test/fetch-routes';

/** The contract's paths, by hand (CONTRACT "Course studio"): a drift in studioPaths fails these tests. */
export const PATHS = {
  courses: '/api/admin/courses',
  order: '/api/admin/courses/order',
  course: (id: number) => `/api/admin/courses/${id}`,
  duplicate: (id: number) => `/api/admin/courses/${id}/duplicate`,
  modules: (courseId: number) => `/api/admin/courses/${courseId}/modules`,
  modulesOrder: (courseId: number) => `/api/admin/courses/${courseId}/modules/order`,
  module: (id: number) => `/api/admin/modules/${id}`,
  lessons: (moduleId: number) => `/api/admin/modules/${moduleId}/lessons`,
  lessonsOrder: (moduleId: number) => `/api/admin/modules/${moduleId}/lessons/order`,
  lesson: (id: number) => `/api/admin/lessons/${id}`,
  products: '/api/auth/admin/products/get',
  ...MEDIA_PATHS,
};

export const products = [
  { id: 1, title: 'Plano Anual', status: 'active' },
  { id: 2, title: 'Plano Mensal', status: 'active' },
  { id: 3, title: 'Plano Antigo', status: 'inactive' },
];

export const courseOf = (fields: Partial<StudioCourse> & Pick<StudioCourse, 'id' | 'title'>): StudioCourse => ({
  description: '',
  cover_url: null,
  published: false,
  position: 1,
  modules_count: 0,
  lessons_count: 0,
  product_ids: [],
  ...fields,
});

export const lessonOf = (fields: Partial<StudioLesson> & Pick<StudioLesson, 'id' | 'title' | 'module_id'>): StudioLesson => ({
  description: '',
  position: 1,
  published: true,
  embed_url: null,
  video: { state: 'none', duration_seconds: 0 },
  materials_count: 0,
  release_after_days: null,
  release_at: null,
  ...fields,
});

const moduleOf = (fields: Partial<StudioModule> & Pick<StudioModule, 'id' | 'title' | 'lessons'>): StudioModule => ({
  description: '',
  cover_url: null,
  position: 1,
  published: true,
  release_after_days: null,
  release_at: null,
  ...fields,
});

/** A published course opened by an active and an inactive product, with two modules of two lessons. */
export const photography = courseOf({
  id: 10,
  title: 'Fotografia com o Celular',
  published: true,
  position: 1,
  modules_count: 2,
  lessons_count: 4,
  product_ids: [1, 3],
});
export const lightroom = courseOf({ id: 11, title: 'Edição no Lightroom', position: 2, modules_count: 1, lessons_count: 2 });
export const light = courseOf({ id: 12, title: 'Luz Natural', position: 3 });

export function photographyOutline(): StudioOutline {
  return {
    ...photography,
    description: '<p>Do zero ao clique.</p>',
    modules: [
      moduleOf({
        id: 20,
        title: 'Primeiros cliques',
        position: 1,
        lessons: [
          lessonOf({ id: 30, module_id: 20, title: 'Conhecendo a câmera', position: 1 }),
          lessonOf({ id: 31, module_id: 20, title: 'Foco e exposição', position: 2 }),
        ],
      }),
      moduleOf({
        id: 21,
        title: 'Composição',
        position: 2,
        lessons: [
          lessonOf({ id: 32, module_id: 21, title: 'Regra dos terços', position: 1 }),
          lessonOf({ id: 33, module_id: 21, title: 'Linhas e simetria', position: 2 }),
        ],
      }),
    ],
  };
}

const ok = (data: unknown, status = 200) => ({ status, body: { data } });
/** A fixture that must exist: a test that asks for a missing one fails here, loudly. */
function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('test-server: no such fixture');
  return value;
}
const body = (call: Call) => call.body as Record<string, unknown>;

/**
 * A fetch that answers like the studio's server, from `state` (the courses and one course's
 * outline), for the writes the editor makes; `routes` replace any of them. `media` keeps the
 * lessons' videos and materials, and answers the uploads' XMLHttpRequests (`xhr`).
 */
export function serveStudio(options: { courses?: StudioCourse[]; outline?: StudioOutline; routes?: Record<string, Handler> } = {}) {
  const state = {
    courses: options.courses ?? [photography, lightroom, light],
    outline: options.outline ?? photographyOutline(),
    nextId: 90,
  };
  const modules = () => state.outline.modules;
  const findModule = (id: number) => modules().find((m) => m.id === id);
  const findLesson = (id: number) =>
    modules()
      .flatMap((m) => m.lessons)
      .find((l) => l.id === id);
  const media = lessonMedia(findLesson);
  const defaults: Record<string, Handler> = {
    ...media.routes,
    'GET /api/tenant': { status: 200, body: tenant },
    [`GET ${PATHS.products}`]: ok(products),
    [`GET ${PATHS.courses}`]: () => ok(state.courses),
    [`POST ${PATHS.courses}`]: (call) => {
      const course = courseOf({ id: state.nextId++, title: String(body(call).title), position: state.courses.length + 1 });
      state.courses = [...state.courses, course];
      return ok(course, 201);
    },
    [`PUT ${PATHS.order}`]: (call) => {
      const ids = body(call).ids as number[];
      state.courses = ids.map((id, i) => ({ ...must(state.courses.find((c) => c.id === id)), position: i + 1 }));
      return ok(state.courses);
    },
    'POST /api/admin/courses/:id/duplicate': (call) => {
      const source = must(state.courses.find((c) => c.id === Number(call.params.id)));
      const copy = { ...source, id: state.nextId++, title: `${source.title} (cópia)`, published: false, product_ids: [] };
      state.courses = [...state.courses, copy];
      return ok(copy, 201);
    },
    'GET /api/admin/courses/:id': (call) =>
      Number(call.params.id) === state.outline.id ? ok(state.outline) : { status: 404, body: { error: 'Curso não encontrado' } },
    'PATCH /api/admin/courses/:id': (call) => {
      state.outline = { ...state.outline, ...body(call) };
      // The course alone, as the route answers it: no modules.
      const course: Record<string, unknown> = { ...state.outline };
      delete course.modules;
      return ok(course);
    },
    'DELETE /api/admin/courses/:id': (call) => {
      const course = state.courses.find((c) => c.id === Number(call.params.id));
      if (course?.published) return { status: 409, body: { error: 'Despublique o curso antes de excluí-lo' } };
      state.courses = state.courses.filter((c) => c.id !== Number(call.params.id));
      return { status: 204 };
    },
    'POST /api/admin/courses/:id/modules': (call) => {
      const created = moduleOf({ id: state.nextId++, title: String(body(call).title), position: modules().length + 1, lessons: [] });
      state.outline = { ...state.outline, modules: [...modules(), created] };
      return ok(created, 201);
    },
    'PUT /api/admin/courses/:id/modules/order': () => ok(state.outline),
    'PATCH /api/admin/modules/:id': (call) => ok({ ...must(findModule(Number(call.params.id))), ...body(call) }),
    'DELETE /api/admin/modules/:id': { status: 204 },
    'POST /api/admin/modules/:id/lessons': (call) => {
      const moduleId = Number(call.params.id);
      return ok(lessonOf({ id: state.nextId++, module_id: moduleId, title: String(body(call).title), position: 9 }), 201);
    },
    'PUT /api/admin/modules/:id/lessons/order': (call) => ok(findModule(Number(call.params.id))),
    'PATCH /api/admin/lessons/:id': (call) => ok({ ...must(findLesson(Number(call.params.id))), ...body(call) }),
    'DELETE /api/admin/lessons/:id': { status: 204 },
  };
  const server = stubFetchRoutes({ ...defaults, ...options.routes });
  const xhr = stubXhr(media.answerXhr);
  /** The writes made, as "METHOD path", in order (reads left out). */
  const writes = () => server.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`);
  return { ...server, state, writes, media, xhr };
}

/**
 * jsdom has no layout: every draggable row (module, lesson, a module's end) sits 60 px below the
 * one before it in the page, so dnd-kit's keyboard moves have somewhere to go. The drag's overlay
 * stands where the row it carries is.
 */
export function layOutRows(selector = '[data-dnd-row], li[data-course-id]') {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const rows = [...document.querySelectorAll(selector)];
    const overlay = this.matches('[data-drag-overlay]') || this.querySelector('[data-drag-overlay]') !== null;
    const row = overlay ? document.querySelector('[data-dragging]') : this.closest(selector);
    const index = row ? rows.indexOf(row) : 0;
    const top = index * 60;
    return { x: 0, y: top, top, left: 0, width: 600, height: 50, right: 600, bottom: top + 50, toJSON: () => ({}) };
  });
}

/** The keyboard's drag (dnd-kit): space lifts the row by its handle, the arrows move it, space drops it. */
export async function dragWithKeys(handle: HTMLElement, keys: ('ArrowDown' | 'ArrowUp')[]) {
  const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  act(() => handle.focus());
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  await tick();
  for (const key of keys) {
    fireEvent.keyDown(document.activeElement ?? handle, { code: key, key });
    await tick();
  }
  fireEvent.keyDown(document.activeElement ?? handle, { code: 'Space', key: ' ' });
  await tick();
}

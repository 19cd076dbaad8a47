import { EditorView } from '@codemirror/view';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CommunityListItem } from '@trilha/shared/communities/schemas';
import type { CustomHtmlBlock } from '@trilha/shared/custom-html/schemas';
import { expect } from 'vitest';
import { stubFetchRoutes, type Handler } from '../../../test/fetch-routes';
export { resetToasts, toasts, type Call } from '../../../test/fetch-routes';
import { tenant } from '../../../test/render-app';
export { owner } from '../../../test/render-app';

export const LIST = '/api/platform/auth/custom-html/filters/all';
export const CREATE = '/api/platform/auth/custom-html';

const block = (fields: Partial<CustomHtmlBlock> & Pick<CustomHtmlBlock, 'id' | 'title' | 'page'>): CustomHtmlBlock => ({
  html: '<p>Olá</p>',
  community_id: null,
  course_id: null,
  module_id: null,
  lesson_id: null,
  frame_url: `/api/platform/auth/custom-html/frame/${fields.id}?v=1`,
  updated_at: '2026-11-20T10:00:00.000Z',
  ...fields,
});

/** A block on one lesson, with a title longer than a card shows (spec 002 §3: 25 characters). */
export const lessonBlock = block({
  id: 4,
  title: 'Pixel de conversão da aula de composição',
  page: 'lesson',
  html: '<script>track()</script>',
  course_id: 10,
  module_id: 21,
  lesson_id: 31,
});
export const homeBlock = block({ id: 5, title: 'Aviso da home', page: 'homepage' });

const courses = [
  { id: 10, title: 'Fotografia com o Celular', cover_url: null },
  { id: 11, title: 'Marketing Digital', cover_url: null },
];
const modules = [
  { id: 20, title: 'Primeiros cliques', course_id: 10 },
  { id: 21, title: 'Composição', course_id: 10 },
  { id: 22, title: 'Fundamentos', course_id: 11 },
];
const lessonsOf: Record<number, { id: number; title: string }[]> = {
  20: [{ id: 30, title: 'Conhecendo a câmera' }],
  21: [
    { id: 31, title: 'Linhas que guiam o olhar' },
    { id: 32, title: 'Enquadramento e perspectiva' },
  ],
};
const communities: CommunityListItem[] = [
  { id: 7, title: 'Comunidade Aurora', order: 1, active: true, principal: true },
  { id: 8, title: 'Clube da Fotografia', order: 2, active: true, principal: false },
];

/** A fetch that answers like the server: the blocks (kept in `state`), the place lists, and the writes given. */
export function serveCustomHtml(options: { blocks?: CustomHtmlBlock[]; routes?: Record<string, Handler> } = {}) {
  const state = { blocks: options.blocks ?? [] };
  const defaults: Record<string, Handler> = {
    'GET /api/tenant': { status: 200, body: tenant },
    [`GET ${LIST}`]: () => ({ status: 200, body: { data: state.blocks } }),
    'GET /api/auth/cursos/index/1': { status: 200, body: { data: courses } },
    'GET /api/auth/platform/modules/1': { status: 200, body: { data: modules } },
    'GET /api/auth/community/list/1': { status: 200, body: { communities } },
  };
  for (const module of modules) {
    const lessons = lessonsOf[module.id] ?? [];
    defaults[`GET /api/platform/auth/module/${module.id}`] = {
      status: 200,
      body: {
        data: [{ ...module, lessons: lessons.map((l, i) => ({ ...l, module_id: module.id, course_id: module.course_id, order: i + 1 })) }],
      },
    };
  }
  const routes = { ...defaults, ...options.routes };
  const { calls, sent } = stubFetchRoutes(routes);
  return { calls, state, sent };
}

/**
 * jsdom lays nothing out: CodeMirror measures text ranges after each change. Empty rectangles let it
 * run; the tests read what it holds, never where it draws.
 */
export function stubEditorLayout() {
  // Each test file has its own jsdom: defined once there, for the file's tests.
  // oxlint-disable-next-line typescript/no-unnecessary-condition, typescript/unbound-method -- missing in jsdom despite the DOM types
  Range.prototype.getClientRects ??= () => Object.assign([], { item: () => null });
  // oxlint-disable-next-line typescript/no-unnecessary-condition, typescript/unbound-method -- missing in jsdom despite the DOM types
  Range.prototype.getBoundingClientRect ??= () => new DOMRect(0, 0, 0, 0);
}

/** The code editor of the open modal, by its accessible name (it is labelled by the field's label). */
export const codeEditor = (dialog: HTMLElement) => within(dialog).findByRole('textbox', { name: /Código HTML/ });

/** Writes into CodeMirror as typing would end: one change replacing its text (jsdom cannot drive its input events). */
export async function writeCode(dialog: HTMLElement, code: string) {
  const content = await codeEditor(dialog);
  const view = EditorView.findFromDOM(content);
  if (!view) throw new Error('no CodeMirror view in the dialog');
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: code } });
  await waitFor(() => expect(view.state.doc.toString()).toBe(code));
}

/** Picks an option of one of the modal's pickers (the project's OptionSelect: a button, then a listbox). */
export async function pick(dialog: HTMLElement, label: RegExp, option: string) {
  await userEvent.click(within(dialog).getByRole('button', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Chooses the page in the modal's page select. */
export async function choosePage(dialog: HTMLElement, page: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: /Página/ }));
  await userEvent.click(await screen.findByRole('option', { name: page, hidden: true }));
}

import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import { layOutRows, owner, resetToasts, toasts } from './test-server';

// No app module is imported here: each test file's lib/toast mock loads this file while the app's
// modules are still loading, and an import back into them would wait on itself.

/**
 * lib/toast as the studio's tests see it: each toast's words land in `toasts`. vi.mock is hoisted
 * per file, so each file keeps its own line:
 * `vi.mock('…/lib/toast', async () => (await import('…/test-setup')).recordedToasts());`
 */
export const recordedToasts = () => ({
  showSuccess: (message: string) => toasts.success.push(message),
  showError: (_error: unknown, fallback?: string) => toasts.error.push(fallback ?? ''),
});

/**
 * The hooks every studio test file needs: no toast left from the test before, and the globals and
 * spies a test stubbed put back after it. `rows` lays the draggable rows out for dnd-kit (layOutRows).
 */
export function setUpStudioTests({ rows = false } = {}) {
  beforeEach(() => {
    resetToasts();
    if (rows) layOutRows();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/** renderShell's options for the course editor page: course 10 opened by its owner, under the route that names the course. */
export const editorAt = (path = '/gestao/cursos/10', user = owner) => ({
  user,
  path,
  routes: [{ path: 'gestao/cursos/:courseId', element: null }],
});

/** Opens a lesson's panel by its row's pencil ("Editar a aula …"); `user` is the file's userEvent when it has one set up. */
export async function openLessonPanel(title: string, user: Pick<UserEvent, 'click'> = userEvent) {
  await user.click(await screen.findByRole('button', { name: `Editar a aula ${title}` }));
  return screen.findByRole('dialog', { name: `Aula: ${title}` });
}

import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import type { CourseDetailReply, LessonDetailReply } from '@trilha/shared/catalog/schemas';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LessonPage } from './LessonPage';
import { renderWithApp } from '../../../test/render-catalog';
import { stubFetchRoutes } from '../../../test/fetch-routes';

const summary = { order: 1, duration_seconds: 12, finished: false, thumbnail_url: null };

function lessonReply(locked: boolean, over: Partial<LessonDetailReply['lesson']> = {}): LessonDetailReply {
  return {
    lesson: {
      id: 31,
      title: 'Mapeando seus gastos',
      slug: 'mapeando-seus-gastos',
      description: '<p>Texto <strong>da aula</strong><img src=x onerror="alert(1)"></p>',
      course_id: 3,
      course_title: 'Finanças Pessoais na Prática',
      module_id: 5,
      module_title: 'Organização',
      duration_seconds: 12,
      locked,
      video_url: locked ? null : '/files/aula.mp4',
      embed_url: null,
      progress: { started_at: null, watched_seconds: 0, credited_seconds: 0, needed_seconds: 11, finished_at: null },
      materials: [],
      ...over,
    },
    previous: null,
    next: { ...summary, id: 32, title: 'Orçamento 50-30-20', slug: 'orcamento-50-30-20', locked },
  };
}

const course: CourseDetailReply = {
  course: {
    id: 3,
    title: 'Finanças Pessoais na Prática',
    description: '',
    cover_url: null,
    locked: true,
    lessons_count: 2,
    finished_count: 0,
    next_lesson: { id: 31, slug: 'mapeando-seus-gastos' },
  },
  modules: [
    {
      id: 5,
      title: 'Organização',
      order: 1,
      lessons: [
        { ...summary, id: 31, title: 'Mapeando seus gastos', slug: 'mapeando-seus-gastos', locked: true, finished: true },
        { ...summary, id: 32, title: 'Orçamento 50-30-20', slug: 'orcamento-50-30-20', locked: true },
      ],
    },
  ],
};

/** The real API client over a stubbed fetch: the page is exercised exactly as in the browser. A progress PUT answers `saved`. */
function serve(lesson: LessonDetailReply, saved = lesson.lesson.progress) {
  const server = stubFetchRoutes(
    {
      'PUT /api/catalog/lessons/:id/progress': [200, { progress: saved }],
      'GET /api/catalog/lessons/:id': [200, lesson],
      'GET /api/catalog/courses/:id': [200, course],
    },
    [404, { error: 'Não encontrado' }],
  );
  const puts = () => server.calls.filter((c) => c.method === 'PUT').map((c) => c.body ?? {});
  return { puts };
}

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

const page = (
  <Routes>
    <Route
      path="/curso/:course/:slug/:lessonId"
      element={
        <>
          <LessonPage />
          <CurrentPath />
        </>
      }
    />
  </Routes>
);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LessonPage', () => {
  it("replaces a wrong slug in the address with the lesson's real one", async () => {
    serve(lessonReply(false));
    renderWithApp(page, { route: '/curso/3/slug-errado/31' });
    await screen.findByRole('heading', { name: 'Mapeando seus gastos', level: 1 });
    // Waited for as long as a loaded machine may take to replace the address (not the 1 s default).
    await vi.waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/curso/3/mapeando-seus-gastos/31'), {
      timeout: 10_000,
    });
  });

  it('plays an unlocked lesson and renders its description sanitised', async () => {
    serve(lessonReply(false));
    const { container } = renderWithApp(page, { route: '/curso/3/mapeando-seus-gastos/31' });
    await screen.findByLabelText('Vídeo da aula Mapeando seus gastos');
    expect(container.querySelector('video')).toHaveAttribute('src', '/files/aula.mp4');
    expect(screen.getByText('da aula').tagName).toBe('STRONG');
    expect(container.innerHTML).not.toContain('onerror');
  });

  it('"Marcar como concluída" waits for the time the server believes, and says how much (finding 4)', async () => {
    serve(
      lessonReply(false, {
        progress: { started_at: null, watched_seconds: 12, credited_seconds: 4, needed_seconds: 11, finished_at: null },
      }),
    );
    renderWithApp(page, { route: '/curso/3/mapeando-seus-gastos/31' });
    const button = await screen.findByRole('button', { name: 'Marcar como concluída' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Você poderá concluir a aula depois de assistir a 11 s do vídeo. Até agora: 4 s.');
  });

  it('a text lesson reports its open time, and once a minute is believed the button finishes it', async () => {
    const progress = { started_at: null, watched_seconds: 64, credited_seconds: 62, needed_seconds: 60, finished_at: null };
    const text = lessonReply(false, { video_url: null, duration_seconds: 0, progress });
    const { puts } = serve(text, { ...progress, finished_at: '2026-03-01T12:00:00.000Z' });
    renderWithApp(page, { route: '/curso/3/mapeando-seus-gastos/31' });
    const button = await screen.findByRole('button', { name: 'Marcar como concluída' });
    // The page's first report starts the count where the last visit left it.
    await vi.waitFor(() => expect(puts()[0]).toEqual({ watched_seconds: 64 }));
    expect(button).toBeEnabled();
    button.click();
    await vi.waitFor(() => expect(puts()).toContainEqual({ watched_seconds: 64, finished: true }));
    await screen.findByText('Aula concluída');
  });

  it('a locked lesson reports nothing', async () => {
    const { puts } = serve(lessonReply(true));
    renderWithApp(page, { route: '/curso/3/mapeando-seus-gastos/31' });
    await screen.findByRole('heading', { name: 'Aula bloqueada' });
    expect(puts()).toEqual([]);
  });

  it('shows a locked lesson as locked: no player, no finish button, the outline with locks', async () => {
    serve(lessonReply(true));
    const { container } = renderWithApp(page, { route: '/curso/3/mapeando-seus-gastos/31' });
    await screen.findByRole('heading', { name: 'Aula bloqueada' });
    expect(screen.getByText('Esta aula não faz parte do seu plano.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Saiba como liberar' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(container.querySelector('video, iframe')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Marcar como concluída' })).toBeNull();
    const outline = await screen.findByRole('navigation', { name: 'Conteúdo do curso' });
    const current = await vi.waitFor(() => {
      const link = outline.querySelector('[aria-current="page"]');
      if (!link) throw new Error('outline not loaded');
      return link;
    });
    expect(current).toHaveAccessibleName(/concluída.*Mapeando seus gastos/);
  });
});

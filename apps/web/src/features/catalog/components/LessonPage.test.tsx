import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import type { CourseDetailReply, LessonDetailReply } from '@trilha/shared/catalog/schemas';
import { setI18n } from 'react-i18next';
import { Outlet, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LessonPage } from './LessonPage';
import { renderWithApp } from '../../../test/render-catalog';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { schoolWith } from '../../../test/lesson-fixtures';
import { renderShell } from '../../../test/render-app';

const summary = { order: 1, duration_seconds: 12, finished: false, thumbnail_url: null, release_at: null };

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
      release_at: null,
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

/** A member's course: open, its second lesson held back by drip until `releaseAt`. */
const openCourse = (releaseAt: string): CourseDetailReply => ({
  course: { ...course.course, locked: false },
  modules: course.modules.map((m) => ({
    ...m,
    lessons: m.lessons.map((l) => ({ ...l, locked: l.id === 32, release_at: l.id === 32 ? releaseAt : null, finished: false })),
  })),
});

/**
 * The real API client over a stubbed fetch: the page is exercised exactly as in the browser. A
 * progress PUT answers `saved`; the course (the outline) is `outline`.
 */
function serve(lesson: LessonDetailReply, saved = lesson.lesson.progress, outline = course) {
  const server = stubFetchRoutes(
    {
      'PUT /api/catalog/lessons/:id/progress': [200, { progress: saved }],
      'GET /api/catalog/lessons/:id': [200, lesson],
      'GET /api/catalog/courses/:id': [200, outline],
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

const PATH = '/curso/3/mapeando-seus-gastos/31';

/** The page in the app's shell, with every language and the school's template (`tenant`). */
function openInShell(options: Pick<NonNullable<Parameters<typeof renderShell>[1]>, 'tenant'> = {}) {
  // renderWithApp binds react-i18next to an instance of its own (Portuguese only): back to the app's.
  setI18n(i18n);
  return renderShell(<Outlet />, { path: PATH, routes: [{ path: 'curso/:course/:slug/:lessonId', element: <LessonPage /> }], ...options });
}
const material = (id: number, name: string, size: number) => ({ id, name, size, url: `/api/catalog/lessons/31/materials/${id}` });
const LONG_NAME = 'Guia_completo_do_orcamento_familiar_com_exemplos_e_exercicios_resolvidos_versao_final_revisada.pdf';

describe('LessonPage: the lesson’s materials', () => {
  it('lists them under the description, each with its size and a download link named by the file', async () => {
    serve(lessonReply(false, { materials: [material(1, 'Planilha de gastos.xlsx', 849_920), material(2, LONG_NAME, 2_516_582)] }));
    renderWithApp(page, { route: PATH });
    const section = await screen.findByRole('region', { name: 'Materiais' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/api/catalog/lessons/31/materials/1',
      '/api/catalog/lessons/31/materials/2',
    ]);
    for (const link of links) expect(link).toHaveAttribute('download');
    expect(links[0]).toHaveAccessibleName('Baixar Planilha de gastos.xlsx (830 KB)');
    expect(links[1]).toHaveAccessibleName(`Baixar ${LONG_NAME} (2,4 MB)`);
    expect(within(links[0]!).getByText('Planilha de gastos.xlsx')).toBeVisible();
    expect(within(links[1]!).getByText('2,4 MB')).toBeVisible();
    // Under the lesson's text, not above it.
    const description = screen.getByText('da aula');
    expect(description.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no materials section when the lesson has none, nor while it is locked', async () => {
    serve(lessonReply(false));
    renderWithApp(page, { route: PATH });
    await screen.findByLabelText('Vídeo da aula Mapeando seus gastos');
    expect(screen.queryByRole('region', { name: 'Materiais' })).toBeNull();
    cleanup();
    serve(lessonReply(true, { materials: [material(1, 'Planilha de gastos.xlsx', 849_920)] }));
    renderWithApp(page, { route: PATH });
    await screen.findByRole('heading', { name: 'Aula bloqueada' });
    expect(screen.queryByRole('region', { name: 'Materiais' })).toBeNull();
    expect(screen.queryByText('Planilha de gastos.xlsx')).toBeNull();
  });
});

describe('LessonPage: drip (a lesson that opens later for this member)', () => {
  // 1 March 2099, 09:00 in the reader's time zone.
  const releaseAt = new Date(2099, 2, 1, 9, 0).toISOString();
  const dripped = () => lessonReply(true, { release_at: releaseAt, description: '' });

  it('says when it opens, leads back to the course, and offers no plans (access is not what is missing)', async () => {
    const { puts } = serve(dripped(), undefined, openCourse(releaseAt));
    const { container } = renderWithApp(page, { route: PATH });
    expect(await screen.findByRole('heading', { name: 'Esta aula ainda não foi liberada' })).toBeVisible();
    expect(screen.getByText('Ela fica disponível em 1 de março de 2099, 09:00.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voltar ao curso' })).toHaveAttribute('href', '/courses/3');
    expect(screen.getByRole('link', { name: 'Voltar para meus cursos' })).toHaveAttribute('href', '/homepage');
    // The outline loaded (the course is open): still the date, never the plans' button.
    const outline = await screen.findByRole('navigation', { name: 'Conteúdo do curso' });
    await within(outline).findByRole('link', { name: /Orçamento 50-30-20/ });
    expect(screen.queryByRole('button', { name: 'Saiba como liberar' })).toBeNull();
    expect(screen.queryByText('Aula bloqueada')).toBeNull();
    expect(container.querySelector('video, iframe')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Marcar como concluída' })).toBeNull();
    expect(puts()).toEqual([]);
  });

  it('the outline shows a dripped lesson with its date instead of the lock', async () => {
    serve(lessonReply(false), undefined, openCourse(releaseAt));
    renderWithApp(page, { route: PATH });
    const outline = await screen.findByRole('navigation', { name: 'Conteúdo do curso' });
    const row = await within(outline).findByRole('link', { name: /Orçamento 50-30-20/ });
    expect(row).toHaveTextContent('Libera em 1 de mar. de 2099');
    expect(row).not.toHaveAccessibleName(/Bloqueado/);
    expect(row).toHaveAttribute('href', '/curso/3/orcamento-50-30-20/32');
  });

  it('template 2’s stepper marks a dripped lesson with its date, not the lock', async () => {
    serve(lessonReply(false), undefined, openCourse(releaseAt));
    openInShell({ tenant: schoolWith(2) });
    const stepper = await screen.findByRole('navigation', { name: 'Aulas do módulo Organização' });
    expect(within(stepper).getByRole('link', { name: '2. Orçamento 50-30-20 (Libera em 1 de mar. de 2099)' })).toHaveAttribute(
      'href',
      '/curso/3/orcamento-50-30-20/32',
    );
  });

  it('a lesson of a course the member lacks stays the plans’ locked page, whatever date it carries', async () => {
    // The course fixture is locked for this member.
    serve(dripped());
    renderWithApp(page, { route: PATH });
    expect(await screen.findByRole('button', { name: 'Saiba como liberar' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.getByRole('heading', { name: 'Aula bloqueada' })).toBeVisible();
    expect(screen.queryByText(/Ela fica disponível/)).toBeNull();
  });

  it('opens by itself when its time comes, while the student waits on the page', async () => {
    const soon = new Date(Date.now() + 300).toISOString();
    const released = () => Date.now() >= Date.parse(soon);
    stubFetchRoutes({
      'PUT /api/catalog/lessons/:id/progress': [200, { progress: lessonReply(false).lesson.progress }],
      'GET /api/catalog/lessons/:id': () => [
        200,
        released() ? lessonReply(false) : lessonReply(true, { release_at: soon, description: '' }),
      ],
      'GET /api/catalog/courses/:id': [200, openCourse(releaseAt)],
    });
    renderWithApp(page, { route: PATH });
    expect(await screen.findByRole('heading', { name: 'Esta aula ainda não foi liberada' })).toBeVisible();
    expect(await screen.findByLabelText('Vídeo da aula Mapeando seus gastos', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Esta aula ainda não foi liberada' })).toBeNull();
  });

  it('speaks English too, the date in the language’s own form (spec 000 §8)', async () => {
    serve(dripped(), undefined, openCourse(releaseAt));
    openInShell();
    await screen.findByRole('heading', { name: 'Esta aula ainda não foi liberada' });
    try {
      await act(() => i18n.changeLanguage('en'));
      expect(screen.getByRole('heading', { name: 'This lesson has not been released yet' })).toBeVisible();
      expect(screen.getByText(/^It becomes available on March 1, 2099, 9:00\sAM\.$/)).toBeVisible();
      expect(screen.getByRole('link', { name: 'Back to the course' })).toHaveAttribute('href', '/courses/3');
      expect(screen.queryByRole('button', { name: 'How to get access' })).toBeNull();
    } finally {
      await act(() => i18n.changeLanguage('pt'));
    }
  });
});

import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import type { CourseDetailReply } from '@trilha/shared/catalog/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppLayout } from '../shell/AppLayout';
import { stubFetchRoutes } from '../../test/fetch-routes';
import { renderShell, reviewer, tenant } from '../../test/render-app';
import { behavioural, graded, item, placeOnCourse } from '../../features/quizzes/taking/components/test-server';
import { CourseScreen } from './CoursePage';

const lesson = (id: number, title: string, finished: boolean) => ({
  id,
  title,
  slug: title.toLowerCase().replace(/\s+/g, '-'),
  order: id,
  duration_seconds: 120,
  locked: false,
  release_at: null,
  finished,
  thumbnail_url: null,
});

const reply = (locked = false): CourseDetailReply => ({
  course: {
    id: 7,
    title: 'Fotografia com o Celular',
    description: 'Da composição à edição.',
    cover_url: '/files/cover.webp',
    locked,
    lessons_count: 3,
    finished_count: locked ? 0 : 1,
    next_lesson: { id: 2, slug: 'regra-dos-tercos' },
  },
  modules: [
    { id: 21, title: 'Primeiros cliques', order: 1, lessons: [lesson(1, 'Câmera', !locked), lesson(2, 'Regra dos terços', false)] },
    { id: 22, title: 'Composição', order: 2, lessons: [lesson(3, 'Linhas', false)] },
  ].map((m) => ({ ...m, lessons: m.lessons.map((l) => ({ ...l, locked })) })),
});

const open = (options: Parameters<typeof renderShell>[1] = {}) =>
  renderShell(<AppLayout />, { path: '/courses/7', routes: [{ path: 'courses/:courseId', element: <CourseScreen /> }], ...options });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CoursePage (/courses/:courseId)', () => {
  it('shows the course, "Continuar" to the next lesson, and its modules linking to their pages', async () => {
    stubFetchRoutes({ 'GET /api/catalog/courses/7': [200, reply()] });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fotografia com o Celular' })).toBeVisible();
    expect(screen.getByText('Da composição à edição.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continuar' })).toHaveAttribute('href', '/curso/7/regra-dos-tercos/2');
    const modules = screen.getByRole('region', { name: 'Módulos do curso' });
    const rows = within(modules).getAllByRole('link');
    expect(rows.map((r) => r.getAttribute('href'))).toEqual(['/modulos/21', '/modulos/22']);
    expect(within(rows[0]!).getByText('2 aulas')).toBeVisible();
    expect(within(rows[1]!).getByText('1 aula')).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Você está em' })).toHaveTextContent('Fotografia com o Celular');
  });

  it('a draft previewed by staff carries the Rascunho mark; a published course none', async () => {
    const draft = reply();
    stubFetchRoutes({ 'GET /api/catalog/courses/7': [200, { ...draft, course: { ...draft.course, draft: true } }] });
    open();
    await screen.findByRole('heading', { level: 1, name: 'Fotografia com o Celular' });
    expect(screen.getByText('Rascunho')).toBeVisible();
    expect(screen.getByLabelText(/Pré-visualização: só a equipe vê este rascunho/)).toBeVisible();
    cleanup();
    stubFetchRoutes({ 'GET /api/catalog/courses/7': [200, reply()] });
    open();
    await screen.findByRole('heading', { level: 1, name: 'Fotografia com o Celular' });
    expect(screen.queryByText('Rascunho')).toBeNull();
  });

  it('course_page_indicator on: "X de Y aulas concluídas" and each module’s progress', async () => {
    stubFetchRoutes({ 'GET /api/catalog/courses/7': [200, reply()] });
    open();
    const indicator = await screen.findByRole('region', { name: 'Seu progresso' });
    expect(within(indicator).getByText('1 de 3 aulas concluídas')).toBeVisible();
    expect(within(indicator).getByRole('progressbar', { name: 'Progresso: 33%' })).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByRole('progressbar', { name: 'Progresso no módulo Primeiros cliques' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('1 de 2 concluídas')).toBeVisible();
  });

  it('course_page_indicator off: no progress indicator at all', async () => {
    stubFetchRoutes({ 'GET /api/catalog/courses/7': [200, reply()] });
    open({ tenant: { ...tenant, theme: { ...tenant.theme, course_page_indicator: false } } });
    await screen.findByRole('heading', { level: 1, name: 'Fotografia com o Celular' });
    expect(screen.queryByRole('region', { name: 'Seu progresso' })).toBeNull();
    expect(screen.queryByTestId('module-progress')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('a locked course shows the lock, and its button opens the locked-content dialog for it', async () => {
    const { fetch } = stubFetchRoutes({
      'GET /api/catalog/courses/7': [200, reply(true)],
      'GET /api/catalog/courses/7/access': [
        200,
        {
          data: {
            course_id: 7,
            course_title: 'Fotografia com o Celular',
            locked: true,
            products: [{ id: 1, title: 'Plano Completo' }],
            sales_url: null,
          },
        },
      ],
    });
    open();
    await screen.findByRole('heading', { level: 1, name: 'Fotografia com o Celular' });
    expect(screen.getAllByText('Bloqueado').length).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: 'Seu progresso' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Saiba como liberar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conteúdo bloqueado' });
    expect(await within(dialog).findByText('Plano Completo')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/catalog/courses/7/access', expect.anything());
  });

  it('a module whose every lesson waits for drip says when its first lesson opens, and still leads to its page', async () => {
    const at = (day: number) => new Date(2099, 2, day, 9, 0).toISOString();
    const page = reply();
    const dripped: CourseDetailReply = {
      ...page,
      modules: [
        // One lesson of the first module is held back: the module itself is open.
        { ...page.modules[0]!, lessons: page.modules[0]!.lessons.map((l) => (l.id === 2 ? { ...l, locked: true, release_at: at(1) } : l)) },
        {
          ...page.modules[1]!,
          lessons: [
            { ...page.modules[1]!.lessons[0]!, locked: true, release_at: at(15) },
            { ...lesson(4, 'Cores', false), locked: true, release_at: at(8) },
          ],
        },
      ],
    };
    const { fetch } = stubFetchRoutes({ 'GET /api/catalog/courses/7': [200, dripped] });
    open();
    const modules = await screen.findByRole('region', { name: 'Módulos do curso' });
    const [first, second] = within(modules).getAllByRole('link');
    expect(within(first!).queryByText(/Libera em/)).toBeNull();
    expect(within(second!).getByText('Libera em 8 de mar. de 2099')).toBeVisible();
    expect(within(modules).queryByText('Bloqueado')).toBeNull();
    fireEvent.click(second!);
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/modulos/22'));
    expect(screen.queryByRole('dialog', { name: 'Conteúdo bloqueado' })).toBeNull();
    expect(fetch).not.toHaveBeenCalledWith('/api/catalog/courses/7/access', expect.anything());
  });

  it('speaks English and Spanish too (spec 000 §8)', async () => {
    stubFetchRoutes({ 'GET /api/catalog/courses/7': [200, reply()] });
    open();
    await screen.findByRole('heading', { level: 1, name: 'Fotografia com o Celular' });
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { name: 'Course modules' })).toBeVisible();
    expect(screen.getByText('1 of 3 lessons completed')).toBeVisible();
    expect(screen.getByText('2 modules · 3 lessons')).toBeVisible();
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByRole('heading', { name: 'Módulos del curso' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Tu progreso' })).toHaveTextContent('1 de 3 clases completadas');
    expect(screen.getByRole('link', { name: 'Continuar' })).toBeVisible();
    await act(() => i18n.changeLanguage('pt'));
  });

  it('says so when the course does not exist', async () => {
    stubFetchRoutes({});
    open();
    expect(await screen.findByText('Curso não encontrado')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/homepage');
  });

  it('a visitor of the open showcase sees it locked with "Entrar para assistir" back to this page', async () => {
    stubFetchRoutes({ 'GET /api/catalog/courses/7': [200, reply(true)] });
    open({ user: null, tenant: { ...tenant, theme: { ...tenant.theme, showcase: true } } });
    await screen.findByRole('heading', { level: 1, name: 'Fotografia com o Celular' });
    expect(screen.getByRole('link', { name: 'Entrar para assistir' })).toHaveAttribute('href', '/login?next=%2Fcourses%2F7');
    // The header: the catalogue and "Entrar" instead of search and the avatar.
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login?next=%2Fcourses%2F7');
    expect(within(header).queryByRole('button', { name: 'Buscar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Saiba como liberar' })).toBeNull();
  });

  describe('its quizzes (issue 18, docs/quizzes.md "Placement")', () => {
    const place = placeOnCourse;
    const quizzes = [
      item({ ...graded, name: 'Prova do curso' }, { place: place({}), status: 'passed', best_score: 90, attempts: 1, last_attempt_id: 4 }),
      item({ ...behavioural, name: 'Perfil do módulo' }, { place: place({ module_id: 22 }) }),
      item(
        { ...graded, id: 8, name: 'Quiz de uma aula' },
        { place: place({ module_id: 21, lesson_id: 2, lesson_title: 'Regra dos terços' }) },
      ),
      item({ ...graded, id: 9, name: 'Outro curso' }, { place: place({ course_id: 8, course_name: 'Edição' }) }),
      item({ ...graded, id: 10, name: 'Para a escola' }),
    ];

    it('lists those placed on the course and on its modules, with their status and next step; not a lesson’s or another course’s', async () => {
      stubFetchRoutes({ 'GET /api/catalog/courses/7': [200, reply()], 'GET /api/auth/avaliacoes/1': [200, { data: quizzes }] });
      open();
      const section = await screen.findByRole('region', { name: 'Avaliações' });
      expect(
        within(section)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(['Prova do curso', 'Perfil do módulo']);
      const [passed, fresh] = within(section).getAllByRole('article');
      expect(within(passed!).getByText('Aprovado')).toBeVisible();
      expect(within(passed!).getByRole('link', { name: /Ver resultado/ })).toBeVisible();
      expect(within(fresh!).getByRole('link', { name: 'Começar: Perfil do módulo' })).toHaveAttribute(
        'href',
        `/avaliacoes/${behavioural.id}`,
      );
    });

    it('a locked course lists none and asks for none', async () => {
      const { fetch } = stubFetchRoutes({
        'GET /api/catalog/courses/7': [200, reply(true)],
        'GET /api/auth/avaliacoes/1': [200, { data: quizzes }],
      });
      open();
      await screen.findByRole('heading', { level: 1, name: 'Fotografia com o Celular' });
      expect(screen.queryByRole('region', { name: 'Avaliações' })).toBeNull();
      expect(fetch).not.toHaveBeenCalledWith('/api/auth/avaliacoes/1', expect.anything());
    });

    it('the review account, offered no quizzes, is shown none and asks for none', async () => {
      const { fetch } = stubFetchRoutes({
        'GET /api/catalog/courses/7': [200, reply()],
        'GET /api/auth/avaliacoes/1': [200, { data: quizzes }],
      });
      open({ user: reviewer });
      await screen.findByRole('region', { name: 'Módulos do curso' });
      expect(screen.queryByRole('region', { name: 'Avaliações' })).toBeNull();
      expect(fetch).not.toHaveBeenCalledWith('/api/auth/avaliacoes/1', expect.anything());
    });
  });
});

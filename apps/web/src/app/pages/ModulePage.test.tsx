import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ModulePageReply } from '@trilha/shared/catalog/module-schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppLayout } from '../shell/AppLayout';
import { stubFetchRoutes } from '../../test/fetch-routes';
import { renderShell, tenant } from '../../test/render-app';
import { behavioural, graded, item, placeOnCourse } from '../../features/quizzes/taking/components/test-server';
import { ModuleScreen } from './ModulePage';

const lesson = (id: number, title: string, over: Partial<ModulePageReply['lessons'][number]> = {}) => ({
  id,
  title,
  slug: title.toLowerCase().replace(/\s+/g, '-'),
  order: id,
  duration_seconds: 120,
  locked: false,
  release_at: null,
  finished: false,
  thumbnail_url: null,
  watched_seconds: 0,
  ...over,
});

const reply = (locked = false): ModulePageReply => ({
  module: {
    id: 22,
    title: 'Composição',
    order: 2,
    cover_url: null,
    position: 2,
    modules_count: 3,
    lessons_count: 3,
    finished_count: locked ? 0 : 1,
    next_lesson: { id: 2, slug: 'linhas' },
  },
  course: { id: 7, title: 'Fotografia com o Celular', cover_url: '/files/cover.webp', locked },
  lessons: [
    lesson(1, 'Enquadramento', { finished: !locked, watched_seconds: locked ? 0 : 120 }),
    lesson(2, 'Linhas', { watched_seconds: locked ? 0 : 60 }),
    lesson(3, 'Simetria'),
  ].map((l) => ({ ...l, locked })),
  previous_module: { id: 21, title: 'Primeiros cliques' },
  next_module: { id: 23, title: 'Edição' },
});

const open = (options: Parameters<typeof renderShell>[1] = {}) =>
  renderShell(<AppLayout />, { path: '/modulos/22', routes: [{ path: 'modulos/:moduleId', element: <ModuleScreen /> }], ...options });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ModulePage (/modulos/:moduleId)', () => {
  it('lists the lessons in order linking to them, with the breadcrumb, place and neighbour modules', async () => {
    stubFetchRoutes({ 'GET /api/catalog/modules/22': [200, reply()] });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Composição' })).toBeVisible();
    expect(screen.getByText('Módulo 2 de 3')).toBeVisible();
    const crumbs = screen.getByRole('navigation', { name: 'Você está em' });
    expect(within(crumbs).getByRole('link', { name: 'Fotografia com o Celular' })).toHaveAttribute('href', '/courses/7');
    const lessons = within(screen.getByRole('region', { name: 'Aulas do módulo' })).getAllByRole('link');
    expect(lessons.map((l) => l.getAttribute('href'))).toEqual(['/curso/7/enquadramento/1', '/curso/7/linhas/2', '/curso/7/simetria/3']);
    expect(screen.getByRole('link', { name: 'Continuar' })).toHaveAttribute('href', '/curso/7/linhas/2');
    expect(screen.getByRole('link', { name: /Módulo anterior/ })).toHaveAttribute('href', '/modulos/21');
    expect(screen.getByRole('link', { name: /Próximo módulo/ })).toHaveAttribute('href', '/modulos/23');
    expect(screen.getByRole('link', { name: 'Voltar ao curso' })).toHaveAttribute('href', '/courses/7');
  });

  it('module_page_indicator on: the bar and each lesson finished, watched or not started', async () => {
    stubFetchRoutes({ 'GET /api/catalog/modules/22': [200, reply()] });
    open();
    const indicator = await screen.findByRole('region', { name: 'Seu progresso' });
    expect(within(indicator).getByText('1 de 3 aulas concluídas')).toBeVisible();
    const [first, second, third] = within(screen.getByRole('region', { name: 'Aulas do módulo' })).getAllByRole('link');
    expect(within(first!).getByText('Concluída')).toBeVisible();
    expect(within(second!).getByText('50% assistida')).toBeVisible();
    expect(second).toHaveAttribute('aria-current', 'step');
    expect(within(third!).getByText('Não iniciada')).toBeVisible();
  });

  it('module_page_indicator off: no bar and no marks on the lessons', async () => {
    stubFetchRoutes({ 'GET /api/catalog/modules/22': [200, reply()] });
    open({ tenant: { ...tenant, theme: { ...tenant.theme, module_page_indicator: false } } });
    await screen.findByRole('heading', { level: 1, name: 'Composição' });
    expect(screen.queryByRole('region', { name: 'Seu progresso' })).toBeNull();
    expect(screen.queryByText('Concluída')).toBeNull();
    expect(screen.queryByText('50% assistida')).toBeNull();
    // The lessons themselves are still there, with their length.
    expect(screen.getAllByText(/Aula \d · 2 min/)).toHaveLength(3);
  });

  it('a locked lesson answers a click with the locked-content dialog', async () => {
    stubFetchRoutes({
      'GET /api/catalog/modules/22': [200, reply(true)],
      'GET /api/catalog/courses/7/access': [
        200,
        { data: { course_id: 7, course_title: 'Fotografia com o Celular', locked: true, products: [], sales_url: null } },
      ],
    });
    open();
    await screen.findByRole('heading', { level: 1, name: 'Composição' });
    expect(within(screen.getByRole('region', { name: 'Aulas do módulo' })).queryAllByRole('link')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Linhas: bloqueado. Saiba como liberar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conteúdo bloqueado' });
    expect(await within(dialog).findByText(/“Linhas” faz parte do curso “Fotografia com o Celular”/)).toBeInTheDocument();
  });

  describe('drip (a lesson that opens later for this member)', () => {
    // 1 March 2099 at 09:00, the reader's time.
    const releaseAt = new Date(2099, 2, 1, 9, 0).toISOString();
    const access = {
      'GET /api/catalog/courses/7/access': [
        200,
        { data: { course_id: 7, course_title: 'Fotografia com o Celular', locked: true, products: [], sales_url: null } },
      ] as const,
    };
    const withDrip = (courseLocked = false): ModulePageReply => {
      const page = reply(courseLocked);
      return {
        ...page,
        lessons: page.lessons.map((l) => (l.id === 3 ? { ...l, locked: true, release_at: releaseAt } : l)),
      };
    };

    it('its row says "Libera em" with the date instead of the lock, and leads to the lesson page, not the locked dialog', async () => {
      const { fetch } = stubFetchRoutes({ 'GET /api/catalog/modules/22': [200, withDrip()], ...access });
      open();
      const lessons = await screen.findByRole('region', { name: 'Aulas do módulo' });
      const row = within(lessons).getByRole('link', { name: /Simetria/ });
      expect(within(row).getByText('Libera em 1 de mar. de 2099')).toBeVisible();
      expect(within(row).queryByText('Aula bloqueada')).toBeNull();
      expect(row).toHaveAttribute('href', '/curso/7/simetria/3');
      expect(within(lessons).queryByRole('button')).toBeNull();
      fireEvent.click(row);
      await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/curso/7/simetria/3'));
      expect(screen.queryByRole('dialog', { name: 'Conteúdo bloqueado' })).toBeNull();
      expect(fetch).not.toHaveBeenCalledWith('/api/catalog/courses/7/access', expect.anything());
    });

    it('a lesson locked because the member lacks the course still opens the locked dialog, date or not', async () => {
      stubFetchRoutes({ 'GET /api/catalog/modules/22': [200, withDrip(true)], ...access });
      open();
      await screen.findByRole('heading', { level: 1, name: 'Composição' });
      expect(screen.queryByText(/Libera em/)).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Simetria: bloqueado. Saiba como liberar' }));
      expect(await screen.findByRole('dialog', { name: 'Conteúdo bloqueado' })).toBeInTheDocument();
    });
  });

  it('says so when the module does not exist, and offers to retry on an error', async () => {
    stubFetchRoutes({});
    open();
    expect(await screen.findByText('Módulo não encontrado')).toBeVisible();
    cleanup();
    stubFetchRoutes({ 'GET /api/catalog/modules/22': [500, { error: 'Erro interno' }] });
    open();
    expect(await screen.findByText('Não foi possível carregar o módulo')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  });

  it('lists the quizzes placed on the module or its course, not on another module or a lesson; none when the course is locked', async () => {
    const place = placeOnCourse;
    const quizzes = [
      item({ ...graded, name: 'Prova do curso' }, { place: place({}) }),
      item({ ...behavioural, name: 'Perfil do módulo' }, { place: place({ module_id: 22 }) }),
      item({ ...graded, id: 8, name: 'Outro módulo' }, { place: place({ module_id: 21 }) }),
      item({ ...graded, id: 9, name: 'Quiz de uma aula' }, { place: place({ module_id: 22, lesson_id: 2, lesson_title: 'Linhas' }) }),
    ];
    stubFetchRoutes({ 'GET /api/catalog/modules/22': [200, reply()], 'GET /api/auth/avaliacoes/1': [200, { data: quizzes }] });
    open();
    const section = await screen.findByRole('region', { name: 'Avaliações' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Prova do curso', 'Perfil do módulo']);
    cleanup();
    const { fetch } = stubFetchRoutes({
      'GET /api/catalog/modules/22': [200, reply(true)],
      'GET /api/auth/avaliacoes/1': [200, { data: quizzes }],
    });
    open();
    await screen.findByRole('heading', { level: 1, name: 'Composição' });
    expect(screen.queryByRole('region', { name: 'Avaliações' })).toBeNull();
    expect(fetch).not.toHaveBeenCalledWith('/api/auth/avaliacoes/1', expect.anything());
  });
});

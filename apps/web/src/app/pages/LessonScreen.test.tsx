import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Avaliacao } from '@trilha/shared/quizzes/schemas';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { controlIntersection, courseOf, lessonOf, schoolWith, serveApi } from '../../test/lesson-fixtures';
import { renderShell, reviewer, student } from '../../test/render-app';
import { behavioural, graded, item } from '../../features/quizzes/taking/components/test-server';
import { LessonScreen } from './LessonScreen';

const PATH = '/curso/3/mapeando-seus-gastos/31';

/** The lesson page at its address in the school's template, the real API client over a stubbed fetch. */
function open(template: number, { locked = false, comments = true, quizzes = [] as Avaliacao[], user = student } = {}) {
  controlIntersection();
  const server = serveApi({
    'GET /api/auth/avaliacoes/1': () => [200, { data: quizzes }],
    'GET /api/catalog/lessons/31': () => [200, lessonOf(locked)],
    'GET /api/catalog/courses/3': () => [200, courseOf()],
    'GET /api/auth/aulas/1/31/like': () => [200, { liked: false, likes_count: 3 }],
    'GET /api/auth/aulas/1/31/comments': () => [200, { data: [], next_page_url: null }],
  });
  const view = renderShell(<Outlet />, {
    path: PATH,
    user,
    tenant: schoolWith(template, comments),
    routes: [{ path: 'curso/:course/:slug/:lessonId', element: <LessonScreen /> }],
  });
  return { ...view, server };
}

const title = () => screen.findByRole('heading', { level: 1, name: 'Mapeando seus gastos' });
const outlineInPage = () => screen.queryByRole('navigation', { name: 'Conteúdo do curso' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('lesson templates (spec 001 §9, theme_classes)', () => {
  it('1 Lista: the player with the outline beside it; module titles lead to the module page; like and comments under the lesson', async () => {
    const { container } = open(1);
    await title();
    expect(container.querySelector('[data-template="1"] video')).toHaveAttribute('src', '/files/aula.mp4');
    const outline = await screen.findByRole('navigation', { name: 'Conteúdo do curso' });
    expect(await within(outline).findByRole('link', { name: 'Organização' })).toHaveAttribute('href', '/modulos/5');
    expect(within(outline).getByRole('link', { current: 'page' })).toHaveAccessibleName(/Mapeando seus gastos/);
    expect(screen.queryByRole('button', { name: 'Conteúdo do curso' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /Aulas do módulo/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Curtir a aula, 3 curtidas' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('heading', { level: 2, name: 'Comentários' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Próxima aula/ })).toHaveAttribute('href', '/curso/3/orcamento-50-30-20/32');
  });

  it("2 Sequência: the module's title and a stepper of its lessons, big previous/next naming them, the outline in a drawer", async () => {
    open(2);
    await title();
    for (const link of screen.getAllByRole('link', { name: 'Organização' })) expect(link).toHaveAttribute('href', '/modulos/5');
    const stepper = await screen.findByRole('navigation', { name: 'Aulas do módulo Organização' });
    expect(
      within(stepper)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['1. Boas-vindas (concluída)', '2. Mapeando seus gastos', '3. Orçamento 50-30-20']);
    expect(within(stepper).getByRole('link', { current: 'step' })).toHaveAccessibleName('2. Mapeando seus gastos');
    expect(screen.getByText('Aula 2 de 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aula anterior: Boas-vindas' })).toHaveAttribute('href', '/curso/3/boas-vindas/30');
    expect(screen.getByRole('link', { name: 'Próxima aula: Orçamento 50-30-20' })).toHaveAttribute(
      'href',
      '/curso/3/orcamento-50-30-20/32',
    );

    expect(outlineInPage()).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Conteúdo do curso' }));
    const drawer = await screen.findByRole('dialog', { name: 'Conteúdo do curso' });
    expect(within(drawer).getByRole('link', { name: 'Investimentos' })).toHaveAttribute('href', '/modulos/6');
    expect(screen.getByRole('heading', { level: 2, name: 'Comentários' })).toBeInTheDocument();
  });

  it('3 Tela cheia: the player on the full-width stage, title and actions under it, the outline in a drawer that closes on a pick', async () => {
    const { router } = open(3);
    await title();
    expect(screen.getByTestId('player-stage').querySelector('video')).toHaveAttribute('src', '/files/aula.mp4');
    expect(outlineInPage()).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Curtir a aula, 3 curtidas' })).toBeInTheDocument();
    // There, and waiting for the watched time the server believes (docs/catalog.md "Progress").
    expect(screen.getByRole('button', { name: 'Marcar como concluída' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Conteúdo do curso' }));
    const drawer = await screen.findByRole('dialog', { name: 'Conteúdo do curso' });
    await userEvent.click(await within(drawer).findByRole('link', { name: /Renda fixa/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/curso/3/renda-fixa/40'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Conteúdo do curso' })).not.toBeInTheDocument());
  });

  it.each([1, 2, 3])('template %i: a locked lesson shows the way in, the like disabled and no comments', async (template) => {
    const { container } = open(template, { locked: true });
    await screen.findByRole('heading', { name: 'Aula bloqueada' });
    expect(screen.getByRole('button', { name: 'Saiba como liberar' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(container.querySelector('video, iframe')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Marcar como concluída' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Curtir a aula, 3 curtidas' })).toBeDisabled();
    expect(screen.queryByRole('heading', { name: 'Comentários' })).not.toBeInTheDocument();
  });

  it.each([1, 2, 3])('template %i: with the school’s comments off there is no comments section at all', async (template) => {
    const { server } = open(template, { comments: false });
    await title();
    await screen.findByRole('button', { name: 'Curtir a aula, 3 curtidas' });
    expect(screen.queryByRole('heading', { name: 'Comentários' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Escreva um comentário' })).not.toBeInTheDocument();
    expect(server.made('GET /api/auth/aulas/1/31/comments')).toHaveLength(0);
  });

  it('the quizzes placed on the lesson, its module or its course are under it; others are not', async () => {
    const place = (over: Partial<NonNullable<Avaliacao['place']>>) => ({
      course_id: 3,
      course_name: 'Finanças',
      module_id: null,
      lesson_id: null,
      lesson_title: null,
      ...over,
    });
    const quizzes = [
      item(graded, { place: place({ module_id: 5, lesson_id: 31, lesson_title: 'Mapeando seus gastos' }) }),
      item({ ...behavioural, name: 'Perfil do módulo' }, { place: place({ module_id: 5 }) }),
      item({ ...graded, id: 7, name: 'Prova do curso' }, { place: place({}) }),
      item({ ...graded, id: 8, name: 'Outra aula' }, { place: place({ module_id: 5, lesson_id: 32, lesson_title: 'Orçamento' }) }),
      item({ ...graded, id: 9, name: 'Outro módulo' }, { place: place({ module_id: 6 }) }),
      item({ ...graded, id: 10, name: 'Para a escola' }),
    ];
    open(1, { quizzes });
    await title();
    const section = await screen.findByRole('region', { name: 'Avaliações' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([graded.name, 'Perfil do módulo', 'Prova do curso']);
    expect(within(section).getByRole('link', { name: `Começar: ${graded.name}` })).toHaveAttribute('href', `/avaliacoes/${graded.id}`);
  });

  it('a locked lesson lists no quizzes', async () => {
    const quizzes = [
      item(graded, { place: { course_id: 3, course_name: 'Finanças', module_id: null, lesson_id: null, lesson_title: null } }),
    ];
    const { server } = open(1, { locked: true, quizzes });
    await screen.findByRole('heading', { name: 'Aula bloqueada' });
    expect(screen.queryByRole('region', { name: 'Avaliações' })).not.toBeInTheDocument();
    expect(server.made('GET /api/auth/avaliacoes/1')).toHaveLength(0);
  });

  it("the review account's lesson has no like and no comments (the server refuses both to it)", async () => {
    const { server } = open(1, { user: reviewer });
    await title();
    expect(screen.queryByRole('button', { name: /Curtir a aula/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Comentários' })).not.toBeInTheDocument();
    expect(server.made('GET /api/auth/aulas/1/31/like')).toHaveLength(0);
    expect(server.made('GET /api/auth/aulas/1/31/comments')).toHaveLength(0);
  });
});

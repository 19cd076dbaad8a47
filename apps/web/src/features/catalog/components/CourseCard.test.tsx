import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { CourseCard as Course } from '@trilha/shared/catalog/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CourseCard } from './CourseCard';
import { CourseGrid } from './CourseGrid';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { renderWithApp } from '../../../test/render-catalog';

const base: Course = {
  id: 7,
  title: 'Fotografia com o Celular',
  description: 'Da composição à edição.',
  cover_url: '/files/cover.webp',
  locked: false,
  lessons_count: 8,
  finished_count: 3,
  next_lesson: { id: 42, slug: 'luz-natural-o-melhor-horario' },
};

afterEach(cleanup);

describe('CourseCard', () => {
  it('opens an unlocked course on its page, "Continuar" goes to its next lesson, and shows "x de y aulas"', () => {
    renderWithApp(<CourseCard course={base} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('link', { name: 'Fotografia com o Celular' })).toHaveAttribute('href', '/courses/7');
    expect(within(card).getByRole('link', { name: 'Continuar: Fotografia com o Celular' })).toHaveAttribute(
      'href',
      '/curso/7/luz-natural-o-melhor-horario/42',
    );
    expect(within(card).getByText('3 de 8 aulas')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Progresso no curso Fotografia com o Celular' })).toHaveAttribute('aria-valuenow', '38');
  });

  it('shows a locked course (not hidden): no link, a lock label and why it is locked', () => {
    renderWithApp(<CourseCard course={{ ...base, title: 'Finanças Pessoais na Prática', locked: true, finished_count: 0 }} />);
    expect(screen.queryByRole('link')).toBeNull();
    const card = screen.getByRole('article', { name: 'Finanças Pessoais na Prática: curso bloqueado' });
    expect(within(card).getByText('Bloqueado')).toBeVisible();
    expect(within(card).getByText('Este curso não faz parte do seu plano.')).toBeVisible();
    expect(within(card).getByRole('heading', { name: 'Finanças Pessoais na Prática' })).toBeVisible();
    expect(card).toHaveAttribute('data-locked', 'true');
  });

  it('a locked course answers a click with the locked-content dialog for that course', async () => {
    const { fetch } = stubFetchRoutes({
      'GET /api/catalog/courses/7/access': [
        200,
        { data: { course_id: 7, course_title: 'Finanças Pessoais na Prática', locked: true, products: [], sales_url: null } },
      ],
    });
    renderWithApp(<CourseCard course={{ ...base, title: 'Finanças Pessoais na Prática', locked: true, finished_count: 0 }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Saiba como liberar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conteúdo bloqueado' });
    expect(await within(dialog).findByText('O curso “Finanças Pessoais na Prática” não faz parte do seu plano.')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/catalog/courses/7/access', expect.anything());
    vi.unstubAllGlobals();
  });

  it('a course without lessons yet opens its page and has no "Continuar"', () => {
    renderWithApp(<CourseCard course={{ ...base, next_lesson: null, lessons_count: 0, finished_count: 0 }} />);
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/courses/7']);
    expect(screen.getAllByText('Aulas em breve').length).toBeGreaterThan(0);
  });

  it('lists every course, locked ones included, under the grid label', () => {
    const courses = [base, { ...base, id: 8, title: 'Inglês para Viagens', locked: true }];
    renderWithApp(<CourseGrid courses={courses} label="Meus cursos" />);
    const list = screen.getByRole('list', { name: 'Meus cursos' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('article', { name: /Inglês para Viagens: curso bloqueado/ })).toBeInTheDocument();
  });
});

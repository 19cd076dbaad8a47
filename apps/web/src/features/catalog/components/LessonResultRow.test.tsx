import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import type { SearchReply } from '@trilha/shared/catalog/schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { LessonResultRow } from './LessonResultRow';
import { renderWithApp } from '../../../test/render-catalog';

const result = (over: Partial<SearchReply['lessons'][number]> = {}): SearchReply['lessons'][number] => ({
  id: 32,
  title: 'Orçamento 50-30-20',
  slug: 'orcamento-50-30-20',
  order: 3,
  duration_seconds: 300,
  locked: false,
  release_at: null,
  finished: false,
  thumbnail_url: null,
  course_id: 3,
  course_title: 'Finanças Pessoais na Prática',
  module_title: 'Organização',
  ...over,
});

afterEach(cleanup);

describe('LessonResultRow (a lesson found by search)', () => {
  it('a lesson drip holds back says when it opens instead of the lock, and leads to its page', () => {
    renderWithApp(<LessonResultRow lesson={result({ locked: true, release_at: new Date(2099, 2, 1, 9).toISOString() })} />);
    const row = screen.getByRole('link', { name: /Orçamento 50-30-20/ });
    expect(row).toHaveAttribute('href', '/curso/3/orcamento-50-30-20/32');
    expect(screen.getByText('Libera em 1 de mar. de 2099')).toBeVisible();
    expect(screen.queryByRole('img', { name: 'Aula bloqueada' })).toBeNull();
  });

  it('a lesson of a course the member lacks keeps its lock', () => {
    renderWithApp(<LessonResultRow lesson={result({ locked: true })} />);
    expect(screen.getByRole('img', { name: 'Aula bloqueada' })).toBeInTheDocument();
    expect(screen.queryByText(/Libera em/)).toBeNull();
  });
});

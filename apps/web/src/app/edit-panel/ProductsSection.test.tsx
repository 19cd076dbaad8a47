import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { owner, PATHS, serveProducts } from '../../features/products/components/test-server';
import { studioKeys } from '../../features/studio/api/keys';
import { renderShell } from '../../test/render-app';
import { ProductsSection } from './ProductsSection';

vi.mock('../../lib/toast', async () => (await import('../../features/products/components/test-server')).recordedToasts());

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const studioCourses = [10, 11, 12].map((id, i) => ({
  id,
  title: ['Fotografia com o Celular', 'Edição no Lightroom', 'Luz Natural'][i],
  description: '',
  cover_url: null,
  published: true,
  position: i + 1,
  modules_count: 0,
  lessons_count: 0,
  product_ids: [],
}));

describe('Produtos joins the products section with the course studio', () => {
  it("offers the studio's courses, and a save marks the studio's reads out of date", async () => {
    const server = serveProducts({ routes: { 'GET /api/admin/courses': { status: 200, body: { data: studioCourses } } } });
    const { queryClient } = renderShell(<ProductsSection />, { user: owner });
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Mentoria' }));
    const editor = await screen.findByRole('dialog', { name: 'Editar produto' });
    // The product's course, named from the studio's list.
    expect(await within(editor).findByRole('button', { name: 'Remover Luz Natural' })).toBeInTheDocument();
    await userEvent.click(within(editor).getByRole('button', { name: /^Cursos que ele abre/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Fotografia com o Celular' }));
    await userEvent.click(within(editor).getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(server.sent('PATCH', PATHS.product(2))).toMatchObject([{ course_ids: [12, 10] }]));
    await waitFor(() => expect(queryClient.getQueryState(studioKeys.courses(1))?.isInvalidated).toBe(true));
  });
});

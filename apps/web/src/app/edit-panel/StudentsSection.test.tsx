import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productKeys } from '../../features/products/api/keys';
import { mentoring, productOf, yearly } from '../../features/products/components/test-server';
import { ana, owner, PATHS, serveStudents } from '../../features/students/components/test-server';
import { renderShell } from '../../test/render-app';
import { StudentsSection } from './StudentsSection';

vi.mock('../../lib/toast', async () => (await import('../../features/students/components/test-server')).recordedToasts());

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Alunos joins the students section with the products section', () => {
  it("offers the school's products, inactive ones too, and a grant marks the products' holders out of date", async () => {
    const school = [yearly, mentoring, productOf({ id: 7, title: 'Oficina de Retrato' })];
    const server = serveStudents({ routes: { 'GET /api/admin/products': { status: 200, body: { data: school } } } });
    const { queryClient } = renderShell(<StudentsSection />, { user: owner });
    await screen.findByRole('list', { name: 'Alunos da escola' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Produto' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Todos os produtos',
      'Plano Anual',
      'Mentoria',
      'Oficina de Retrato',
    ]);
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'Ana Souza' }));
    const drawer = await screen.findByRole('dialog', { name: 'Aluno' });
    const grant = await within(drawer).findByRole('form', { name: 'Conceder produto' });
    await userEvent.click(within(grant).getByRole('button', { name: /^Produto/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Oficina de Retrato' }));
    await userEvent.click(within(grant).getByRole('button', { name: 'Conceder' }));
    await waitFor(() => expect(server.sent('POST', PATHS.enrollments(ana.id))).toEqual([{ product_id: 7 }]));
    await waitFor(() => expect(queryClient.getQueryState(productKeys.admin(1))?.isInvalidated).toBe(true));
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addSignupStrings, serveSignup } from '../../features/accounts/components/test-signup-server';
import { mentoring, yearly } from '../../features/products/components/test-server';
import { owner, renderShell } from '../../test/render-app';
import { SignupSection } from './SignupSection';

vi.mock('../../lib/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn(), showErrorWithHint: vi.fn() }));

beforeAll(() => addSignupStrings());
afterEach(() => vi.unstubAllGlobals());

describe('Cadastro joins the sign-up setting with the products section', () => {
  it("offers the school's products, and saves the ones picked", async () => {
    const server = serveSignup({ routes: { 'GET /api/admin/products': { status: 200, body: { data: [yearly, mentoring] } } } });
    renderShell(<SignupSection />, { user: owner });
    await userEvent.click(await screen.findByRole('button', { name: /^Produtos do cadastro/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Plano Anual', 'Mentoria']);
    await userEvent.click(screen.getByRole('option', { name: 'Mentoria' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(server.sent('PUT', '/api/admin/signup')).toEqual([{ mode: 'closed', product_ids: [2] }]));
  });
});

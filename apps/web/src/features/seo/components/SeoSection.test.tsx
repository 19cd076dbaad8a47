import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell, tenant } from '../../../test/render-app';
import { showError, showSuccess } from '../../../lib/toast';
import { SeoSection } from './SeoSection';
import { stubFetchRoutes, type Reply } from '../../../test/fetch-routes';

vi.mock('../../../lib/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

/** update-seo answers `reply`; the ['tenant'] refetch that follows a save answers the saved school. */
const serve = (reply: () => Reply) =>
  stubFetchRoutes({ 'GET /api/tenant': [200, { ...school, name: 'Aurora Cursos', description: 'Nova' }] }, reply).fetch;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const school = { ...tenant, description: 'Cursos de fotografia' };
const nameField = () => screen.getByRole('textbox', { name: /Nome da plataforma/ });
const descriptionField = () => screen.getByRole('textbox', { name: 'Descrição' });
const save = () => screen.getByRole('button', { name: 'Salvar alterações' });

describe('SEO section (spec 002 §5 "SEO")', () => {
  it('starts from the school, counts characters and saves with the tenantId header', async () => {
    const fetch = serve(() => [200, { message: 'Dados alterados com sucesso!', data: { name: 'Aurora Cursos', description: 'Nova' } }]);
    const { queryClient } = renderShell(<SeoSection />, { tenant: school });
    expect(nameField()).toHaveValue('Escola Aurora');
    expect(descriptionField()).toHaveValue('Cursos de fotografia');
    expect(screen.getByText('13/191')).toBeInTheDocument();
    await userEvent.clear(nameField());
    await userEvent.type(nameField(), 'Aurora Cursos');
    await userEvent.clear(descriptionField());
    await userEvent.type(descriptionField(), 'Nova');
    await userEvent.click(save());
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Dados alterados com sucesso!'));
    const [path, init] = fetch.mock.calls[0]!;
    expect(path).toBe('/api/auth/config/plataforma/update-seo');
    expect(JSON.parse(init?.body as string)).toEqual({ name: 'Aurora Cursos', description: 'Nova' });
    expect((init?.headers as Record<string, string>).tenantId).toBe('1');
    // The header brand reads ['tenant']: it shows the new name at once.
    await waitFor(() => expect(queryClient.getQueryData<typeof tenant>(['tenant'])?.name).toBe('Aurora Cursos'));
  });

  it('turns the counter red and disables saving at 192 characters, and with a blank name', async () => {
    renderShell(<SeoSection />, { tenant: school });
    fireEvent.change(descriptionField(), { target: { value: 'd'.repeat(191) } });
    expect(screen.getByText('191/191')).not.toHaveAttribute('data-over');
    // Changed and within the limits: the save bar turns on (once the form has checked the value).
    await waitFor(() => expect(save()).toBeEnabled());
    fireEvent.change(descriptionField(), { target: { value: 'd'.repeat(192) } });
    expect(screen.getByText('192/191')).toHaveAttribute('data-over', 'true');
    expect(save()).toBeDisabled();
    expect(await screen.findByText('A descrição deve ter no máximo 191 caracteres.')).toBeInTheDocument();
    fireEvent.change(descriptionField(), { target: { value: 'ok' } });
    fireEvent.change(nameField(), { target: { value: 'n'.repeat(192) } });
    expect(save()).toBeDisabled();
    fireEvent.change(nameField(), { target: { value: '   ' } });
    expect(save()).toBeDisabled();
    expect(await screen.findByText('O campo Nome da plataforma é obrigatório')).toBeInTheDocument();
  });

  it('toasts "Não foi possível atualizar os dados" when the save fails', async () => {
    serve(() => [403, { error: 'Você não tem permissão para esta ação.' }]);
    renderShell(<SeoSection />, { tenant: school });
    await userEvent.type(nameField(), ' Online');
    await userEvent.click(save());
    await waitFor(() => expect(showError).toHaveBeenCalledWith('Não foi possível atualizar os dados'));
    expect(showSuccess).not.toHaveBeenCalled();
  });
});

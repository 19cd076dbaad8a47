import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TenantReply } from '@trilha/shared/tenancy/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell, tenant } from '../../test/render-app';
import { LoginSection } from './LoginSection';
import { stubFetchRoutes } from '../../test/fetch-routes';

const toast = vi.hoisted(() => ({ showSuccess: vi.fn(), showError: vi.fn() }));
vi.mock('../../lib/toast', () => toast);

/** Every request answers `status` with `body`. */
const replyWith = (status: number, body: unknown) => stubFetchRoutes({}, [status, body]).fetch;

const sentBody = (fetchMock: ReturnType<typeof replyWith>) => JSON.parse(fetchMock.mock.calls[0]![1]?.body as string);
const save = () => userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
const preview = () => screen.getByTestId('login-preview');
/** Pasting instead of typing key by key keeps these tests fast on a busy machine. */
async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

beforeEach(() => {
  toast.showSuccess.mockReset();
  toast.showError.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('Página de login section: what is enabled when (spec 002 §4)', () => {
  it('enables the custom button fields only while the custom button is on', async () => {
    renderShell(<LoginSection />);
    expect(screen.getByLabelText('Texto do botão')).toBeDisabled();
    expect(screen.getByLabelText('Link do botão')).toBeDisabled();
    await userEvent.click(screen.getByRole('switch', { name: /Botão personalizado/ }));
    expect(screen.getByLabelText('Texto do botão')).toBeEnabled();
    expect(screen.getByLabelText('Link do botão')).toBeEnabled();
  });

  it('enables the redirect select only while the redirect switch is on', async () => {
    renderShell(<LoginSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Avançado' }));
    const target = () => screen.getByRole('combobox', { name: 'Destino' });
    await userEvent.click(await screen.findByRole('switch', { name: /Redirecionar após o login/ }));
    expect(target()).toBeEnabled();
    await userEvent.click(screen.getByRole('switch', { name: /Redirecionar após o login/ }));
    expect(target()).toBeDisabled();
    await userEvent.click(screen.getByRole('switch', { name: /Redirecionar após o login/ }));
    expect(target()).toBeEnabled();
  });
});

describe('custom button validation (spec 002 §5)', () => {
  it('needs a title and a link: both messages inline and as toasts, nothing sent', async () => {
    const fetchMock = replyWith(200, {});
    renderShell(<LoginSection />);
    await userEvent.click(screen.getByRole('switch', { name: /Botão personalizado/ }));
    await save();
    expect(await screen.findByText('Adicione um titulo para o botão personalizado')).toBeInTheDocument();
    expect(screen.getByText('Adicione o link para o botão personalizado')).toBeInTheDocument();
    expect(toast.showError).toHaveBeenCalledWith('Botão sem título: Adicione um titulo para o botão personalizado', undefined, 5000);
    expect(toast.showError).toHaveBeenCalledWith('Botão sem link: Adicione o link para o botão personalizado', undefined, 5000);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a link that is not a web address', async () => {
    const fetchMock = replyWith(200, {});
    renderShell(<LoginSection />);
    await userEvent.click(screen.getByRole('switch', { name: /Botão personalizado/ }));
    await fill(screen.getByLabelText('Texto do botão'), 'Planos');
    await fill(screen.getByLabelText('Link do botão'), 'planos');
    await save();
    expect(await screen.findByText('Informe um link válido, começando com http:// ou https://')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requires the login text', async () => {
    replyWith(200, {});
    renderShell(<LoginSection />);
    await userEvent.clear(screen.getByLabelText(/^Título/));
    await save();
    expect(await screen.findByText('Informe o título da página de login')).toBeInTheDocument();
  });
});

describe('saving', () => {
  it('sends the settings with redirect_url null while the redirect is off, toasts and updates the cached school', async () => {
    const saved = {
      ...tenant.login,
      login_theme: 3,
      login_theme_placement: 'right' as const,
      cta_login: true,
      title_cta_login: 'Planos',
      link_cta_login: 'https://aurora.example/planos',
    };
    const fetchMock = replyWith(200, { message: 'Configurações salvas com sucesso!', data: saved });
    const { queryClient } = renderShell(<LoginSection />, {
      tenant: { ...tenant, login: { ...tenant.login, redirect_url: '/favoritos' } },
    });
    await userEvent.click(screen.getByRole('combobox', { name: 'Modelo' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Efeito vidro', hidden: true }));
    await userEvent.click(screen.getByRole('radio', { name: 'Direita' }));
    await userEvent.click(screen.getByRole('switch', { name: /Botão personalizado/ }));
    await fill(screen.getByLabelText('Texto do botão'), 'Planos');
    await fill(screen.getByLabelText('Link do botão'), 'https://aurora.example/planos');
    await save();
    await waitFor(() => expect(toast.showSuccess).toHaveBeenCalledWith('Configurações salvas com sucesso!', 4000));
    const [url] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/config/plataforma/loginPage/update');
    expect(sentBody(fetchMock)).toMatchObject({
      tenant_id: 1,
      login_theme: 3,
      login_theme_placement: 'right',
      cta_login: true,
      title_cta_login: 'Planos',
      link_cta_login: 'https://aurora.example/planos',
      enable_redirect_login: false,
      redirect_url: null,
    });
    expect(queryClient.getQueryData<TenantReply>(['tenant'])?.login).toEqual(saved);
  });

  it('sends the chosen redirect while the switch is on', async () => {
    const fetchMock = replyWith(200, { message: 'ok', data: { ...tenant.login, enable_redirect_login: true, redirect_url: '/favoritos' } });
    renderShell(<LoginSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Avançado' }));
    await userEvent.click(await screen.findByRole('switch', { name: /Redirecionar após o login/ }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Destino' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Favoritos (/favoritos)', hidden: true }));
    await save();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentBody(fetchMock)).toMatchObject({ enable_redirect_login: true, redirect_url: '/favoritos' });
  });

  it("shows the spec's failure toast and the server's field message", async () => {
    replyWith(400, {
      error: 'Envie a imagem de fundo pelo campo de upload',
      issues: [{ path: 'body.login_text', message: 'Informe o título da página de login' }],
    });
    renderShell(<LoginSection />);
    await fill(screen.getByLabelText(/^Título/), 'Entre na Aurora');
    await save();
    await waitFor(() =>
      expect(toast.showError).toHaveBeenCalledWith('Erro ao salvar as novas configurações da página de login', undefined, 5000),
    );
    expect(await screen.findByText('Informe o título da página de login')).toBeInTheDocument();
  });
});

describe('live preview', () => {
  it('renders the real login layout with the unsaved choices, out of the tab order', async () => {
    renderShell(<LoginSection />);
    const frame = within(preview());
    expect(frame.getByRole('heading', { level: 1, hidden: true })).toHaveTextContent('Faça login');
    await userEvent.clear(screen.getByLabelText(/^Título/));
    await fill(screen.getByLabelText(/^Título/), 'Bem-vindo');
    expect(frame.getByRole('heading', { level: 1, hidden: true })).toHaveTextContent('Bem-vindo');
    await userEvent.click(screen.getByRole('switch', { name: /link mágico/ }));
    expect(frame.getByRole('button', { name: 'Receber link de acesso por e-mail', hidden: true })).toBeInTheDocument();
    expect(preview().querySelector('[inert]')).not.toBeNull();
    expect(preview().querySelector('[data-placement="center"]')).not.toBeNull();
  });
});

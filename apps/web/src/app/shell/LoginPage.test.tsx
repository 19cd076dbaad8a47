import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage, signInTarget } from '../../features/accounts/components/LoginPage';
import { renderShell, student, tenant } from '../../test/render-app';
import { stubFetchRoutes } from '../../test/fetch-routes';

// The e-mail link form belongs to the accounts flows and has its own tests; here only its place matters.
vi.mock('../../features/accounts/components/MagicLinkForm', () => ({ MagicLinkForm: () => <p>formulário de link mágico</p> }));

const withLogin = (login: Partial<typeof tenant.login>) => ({ ...tenant, login: { ...tenant.login, ...login } });
const page = () => document.querySelector('[data-login-theme]')!;

const location = () => screen.getByTestId('location').textContent;

/** Every request answers `status` with `body`. */
const replyWith = (status: number, body: unknown) => stubFetchRoutes({}, [status, body]).fetch;

async function fillAndSubmit(email: string, password: string) {
  await userEvent.type(screen.getByLabelText(/e-mail/i), email);
  await userEvent.type(screen.getByLabelText(/senha/i), password);
  await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('login screen', () => {
  it("removes the server's drawing of the card once its own card is drawn (issue 11)", async () => {
    const drawing = Object.assign(document.createElement('div'), { id: 'prepaint' });
    drawing.dataset.path = '/login';
    document.body.append(drawing);
    renderShell(<LoginPage />, { path: '/login', user: null });
    await screen.findByRole('button', { name: 'Entrar' });
    await waitFor(() => expect(document.getElementById('prepaint')).toBeNull());
  });

  it('shows the school name and the default title', () => {
    renderShell(<LoginPage />, { path: '/login', user: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Faça login' })).toBeInTheDocument();
    expect(screen.getByText('Escola Aurora')).toBeInTheDocument();
  });

  it("uses the school's own login text as the title", () => {
    renderShell(<LoginPage />, {
      path: '/login',
      user: null,
      tenant: { ...tenant, login: { ...tenant.login, login_text: 'Bem-vindo de volta!' } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Bem-vindo de volta!' })).toBeInTheDocument();
  });

  it('validates with the shared schema and shows the errors next to the fields', async () => {
    const fetchMock = replyWith(200, { user: student });
    renderShell(<LoginPage />, { path: '/login', user: null });
    await userEvent.type(screen.getByLabelText(/e-mail/i), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('E-mail inválido')).toBeInTheDocument();
    expect(screen.getByText('Informe a senha')).toBeInTheDocument();
    expect(screen.getByLabelText(/e-mail/i)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message in an alert on 401", async () => {
    replyWith(401, { error: 'E-mail ou senha incorretos.' });
    renderShell(<LoginPage />, { path: '/login', user: null });
    await fillAndSubmit('aluno@aurora.test', 'errada');
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou senha incorretos.');
    expect(location()).toBe('/login');
  });

  it("shows the server's message on 429", async () => {
    replyWith(429, { error: 'Muitas tentativas. Aguarde um minuto.' });
    renderShell(<LoginPage />, { path: '/login', user: null });
    await fillAndSubmit('aluno@aurora.test', 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Muitas tentativas');
  });

  it('goes to the same-site `next` path after signing in', async () => {
    const fetchMock = replyWith(200, { user: student });
    renderShell(<LoginPage />, { path: `/login?next=${encodeURIComponent('/search?search=js')}`, user: null });
    await fillAndSubmit('  Aluno@Aurora.test ', 'trilha123');
    await waitFor(() => expect(location()).toBe('/search?search=js'));
    // The shared schema trims and lower-cases the e-mail before it is sent.
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/login');
    expect(JSON.parse(init?.body as string)).toEqual({ email: 'aluno@aurora.test', password: 'trilha123' });
  });

  it('ignores a `next` that points to another site', async () => {
    replyWith(200, { user: student });
    renderShell(<LoginPage />, { path: `/login?next=${encodeURIComponent('//evil.test/x')}`, user: null });
    await fillAndSubmit('aluno@aurora.test', 'trilha123');
    await waitFor(() => expect(location()).toBe('/homepage'));
  });

  it('sends a signed-in user to /homepage', async () => {
    renderShell(<LoginPage />, { path: '/login' });
    await waitFor(() => expect(location()).toBe('/homepage'));
  });
});

describe('login screen renders what the school saved (spec 002 §3)', () => {
  it.each([1, 2, 3])('theme %i with its placement', (theme) => {
    renderShell(<LoginPage />, { path: '/login', user: null, tenant: withLogin({ login_theme: theme, login_theme_placement: 'left' }) });
    expect(page()).toHaveAttribute('data-login-theme', String(theme));
    expect(page()).toHaveAttribute('data-placement', 'left');
  });

  it('puts the desktop and mobile backgrounds and the overlay opacity on the page', () => {
    renderShell(<LoginPage />, {
      path: '/login',
      user: null,
      tenant: withLogin({
        login_banner: '/files/tenants/1/branding/login_banner/a.webp',
        login_banner_vertical: '/files/tenants/1/branding/login_banner_vertical/b.webp',
        overlay_banner_login: 40,
      }),
    });
    const style = (page() as HTMLElement).style;
    expect(style.getPropertyValue('--login-bg')).toBe('url("/files/tenants/1/branding/login_banner/a.webp")');
    expect(style.getPropertyValue('--login-bg-mobile')).toBe('url("/files/tenants/1/branding/login_banner_vertical/b.webp")');
    expect(style.getPropertyValue('--login-overlay')).toBe('0.4');
  });

  it('shows the custom button only when it is on, opening its link in a new tab', () => {
    const cta = { title_cta_login: 'Conheça os planos', link_cta_login: 'https://aurora.example/planos' };
    const { unmount } = renderShell(<LoginPage />, { path: '/login', user: null, tenant: withLogin({ ...cta, cta_login: false }) });
    expect(screen.queryByRole('link', { name: /Conheça os planos/ })).toBeNull();
    unmount();
    renderShell(<LoginPage />, { path: '/login', user: null, tenant: withLogin({ ...cta, cta_login: true }) });
    const link = screen.getByRole('link', { name: /Conheça os planos/ });
    expect(link).toHaveAttribute('href', 'https://aurora.example/planos');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('links "Esqueci minha senha" to /esqueci-senha', () => {
    renderShell(<LoginPage />, { path: '/login', user: null });
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute('href', '/esqueci-senha');
  });

  it('offers the e-mail link only when magic links are on, and goes back to the password', async () => {
    const { unmount } = renderShell(<LoginPage />, { path: '/login', user: null });
    expect(screen.queryByRole('button', { name: 'Receber link de acesso por e-mail' })).toBeNull();
    unmount();
    renderShell(<LoginPage />, { path: '/login', user: null, tenant: withLogin({ magic_link_enabled: true }) });
    await userEvent.click(screen.getByRole('button', { name: 'Receber link de acesso por e-mail' }));
    expect(screen.getByText('formulário de link mágico')).toBeInTheDocument();
    expect(screen.queryByLabelText(/senha/i)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Voltar para e-mail e senha' }));
    expect(screen.getByLabelText(/senha/i)).toBeInTheDocument();
  });

  it('goes to the redirect after login when it is on and there is no `next`', async () => {
    // Signing in refreshes the cache, so the school is read again: the server answers with the redirect on.
    const school = withLogin({ enable_redirect_login: true, redirect_url: '/favoritos' });
    stubFetchRoutes({ 'GET /api/tenant': [200, school] }, [200, { user: student }]);
    renderShell(<LoginPage />, { path: '/login', user: null, tenant: school });
    await fillAndSubmit('aluno@aurora.test', 'trilha123');
    await waitFor(() => expect(location()).toBe('/favoritos'));
  });

  it('a same-site `next` wins over the redirect', async () => {
    replyWith(200, { user: student });
    renderShell(<LoginPage />, {
      path: '/login?next=%2Fsearch',
      user: null,
      tenant: withLogin({ enable_redirect_login: true, redirect_url: '/favoritos' }),
    });
    await fillAndSubmit('aluno@aurora.test', 'trilha123');
    await waitFor(() => expect(location()).toBe('/search'));
  });
});

describe('signInTarget', () => {
  const on = (redirect_url: string) => ({ ...tenant.login, enable_redirect_login: true, redirect_url });
  it('sends an external redirect through the browser and ignores a redirect that is off', () => {
    expect(signInTarget(null, on('https://aurora.example/boas-vindas'))).toEqual({ href: 'https://aurora.example/boas-vindas' });
    expect(signInTarget(null, { ...on('/favoritos'), enable_redirect_login: false })).toEqual({ path: '/homepage' });
    expect(signInTarget('//evil.test', on('/favoritos'))).toEqual({ path: '/favoritos' });
    expect(signInTarget(null, tenant.login)).toEqual({ path: '/homepage' });
  });
});

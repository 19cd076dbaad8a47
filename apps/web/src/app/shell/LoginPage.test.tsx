import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../../features/accounts/components/LoginPage';
import { renderShell, student, tenant } from './test-utils';

vi.mock('../locales/index', () => import('./test-resources'));

const location = () => screen.getByTestId('location').textContent;

function replyWith(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function fillAndSubmit(email: string, password: string) {
  await userEvent.type(screen.getByLabelText(/e-mail/i), email);
  await userEvent.type(screen.getByLabelText(/senha/i), password);
  await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('login screen', () => {
  it('shows the school name and the default title', () => {
    renderShell(<LoginPage />, { path: '/login', user: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Faça login' })).toBeInTheDocument();
    expect(screen.getByText('Escola Aurora')).toBeInTheDocument();
  });

  it("uses the school's own login text as the title", () => {
    renderShell(<LoginPage />, { path: '/login', user: null, tenant: { ...tenant, login: { ...tenant.login, login_text: 'Bem-vindo de volta!' } } });
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
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'aluno@aurora.test', password: 'trilha123' });
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

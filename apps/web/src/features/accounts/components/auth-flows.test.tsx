import { act, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell, student } from '../../../test/render-app';
import { afterSignIn } from './after-sign-in';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { MagicLinkConfirmPage } from './MagicLinkConfirmPage';
import { MagicLinkForm } from './MagicLinkForm';
import { ResetPasswordPage } from './ResetPasswordPage';
import { stubFetchRoutes } from '../../../test/fetch-routes';

vi.mock('../../../app/locales/index', async () => {
  const { resources } = await import('../../../test/resources');
  const auth = (await import('../auth-locales')).default;
  return {
    resources: Object.fromEntries(
      (['pt', 'en', 'es'] as const).map((l) => [l, { translation: { ...resources[l]?.translation, ...auth[l] } }]),
    ),
  };
});

const location = () => screen.getByTestId('location').textContent;
const TOKEN = 'a'.repeat(43);

/** Every request answers `status` with `body`. */
const replyWith = (status: number, body: unknown) => stubFetchRoutes({}, [status, body]).fetch;
const sentBody = (fetchMock: ReturnType<typeof replyWith>) => JSON.parse(fetchMock.mock.calls[0]![1]?.body as string);

afterEach(() => vi.unstubAllGlobals());

describe('MagicLinkForm', () => {
  it('checks the e-mail with the shared schema before sending anything', async () => {
    const fetchMock = replyWith(202, {});
    renderShell(<MagicLinkForm />, { path: '/login', user: null });
    await userEvent.type(screen.getByLabelText('E-mail'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link de acesso' }));
    expect(await screen.findByText('E-mail inválido')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('always shows the same neutral confirmation after sending (contract: no account enumeration)', async () => {
    const fetchMock = replyWith(202, { message: 'x' });
    renderShell(<MagicLinkForm />, { path: '/login', user: null });
    await userEvent.type(screen.getByLabelText('E-mail'), ' Aluno@Aurora.test');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link de acesso' }));
    expect(await screen.findByText('Se o e-mail estiver cadastrado, enviaremos um link de acesso.')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/login/magic-link');
    expect(sentBody(fetchMock)).toEqual({ email: 'aluno@aurora.test' });
  });

  it("shows the server's refusal when rate limited", async () => {
    replyWith(429, { error: 'Muitas tentativas. Aguarde um pouco e tente novamente.' });
    renderShell(<MagicLinkForm />, { path: '/login', user: null });
    await userEvent.type(screen.getByLabelText('E-mail'), 'aluno@aurora.test');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link de acesso' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Muitas tentativas');
  });
});

describe('/login/magic: only the button spends the link', () => {
  it('opening the page sends nothing; pressing the button signs in and goes home', async () => {
    const fetchMock = replyWith(200, { user: student, redirect_url: null, password_required: false });
    renderShell(<MagicLinkConfirmPage />, { path: `/login/magic?token=${TOKEN}`, user: null });
    expect(screen.getByText(/link de acesso de Escola Aurora/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Entrar na minha conta' }));
    await waitFor(() => expect(location()).toBe('/homepage'));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/login/magic-link/confirm');
    expect(sentBody(fetchMock)).toEqual({ token: TOKEN });
  });

  it("follows the school's redirect after login", async () => {
    replyWith(200, { user: student, redirect_url: '/search?search=js', password_required: false });
    renderShell(<MagicLinkConfirmPage />, { path: `/login/magic?token=${TOKEN}`, user: null });
    await userEvent.click(screen.getByRole('button', { name: 'Entrar na minha conta' }));
    await waitFor(() => expect(location()).toBe('/search?search=js'));
  });

  it('a welcome link of an account without a password asks for one, saves it, then goes on', async () => {
    const fetchMock = stubFetchRoutes({
      'POST /api/login/magic-link/confirm': [200, { user: student, redirect_url: null, password_required: true }],
      'PUT /api/me/password': [204],
    }).fetch;
    renderShell(<MagicLinkConfirmPage />, { path: `/login/magic?token=${TOKEN}`, user: null });
    await userEvent.click(screen.getByRole('button', { name: 'Entrar na minha conta' }));
    expect(await screen.findByRole('heading', { name: 'Escolha sua senha' })).toBeInTheDocument();
    expect(location()).toBe(`/login/magic?token=${TOKEN}`);
    await userEvent.type(screen.getByLabelText('Nova senha'), 'curta');
    await userEvent.type(screen.getByLabelText('Confirme a nova senha'), 'curta');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar senha e continuar' }));
    expect(await screen.findByText('A senha deve ter pelo menos 8 caracteres')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Nova senha'));
    await userEvent.type(screen.getByLabelText('Nova senha'), 'minha-senha-1');
    await userEvent.clear(screen.getByLabelText('Confirme a nova senha'));
    await userEvent.type(screen.getByLabelText('Confirme a nova senha'), 'minha-senha-1');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar senha e continuar' }));
    await waitFor(() => expect(location()).toBe('/homepage'));
    const put = fetchMock.mock.calls.find(([url, init]) => url === '/api/me/password' && init?.method === 'PUT');
    expect(JSON.parse(put![1]!.body as string)).toEqual({ password: 'minha-senha-1' });
  });

  it('an invalid or used link shows the error and the way back to /login', async () => {
    replyWith(400, { error: 'Link inválido ou expirado. Peça um novo link.' });
    renderShell(<MagicLinkConfirmPage />, { path: `/login/magic?token=${TOKEN}`, user: null });
    await userEvent.click(screen.getByRole('button', { name: 'Entrar na minha conta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Link inválido ou expirado. Peça um novo link.');
    expect(screen.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/login');
  });

  it('speaks the reader language (pt, en, es)', async () => {
    renderShell(<MagicLinkConfirmPage />, { path: `/login/magic?token=${TOKEN}`, user: null });
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('button', { name: 'Sign in to my account' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByRole('button', { name: 'Entrar en mi cuenta' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('pt'));
  });

  it('a link without a token is invalid at once', () => {
    renderShell(<MagicLinkConfirmPage />, { path: '/login/magic', user: null });
    expect(screen.getByRole('alert')).toHaveTextContent('Link inválido ou expirado');
    expect(screen.queryByRole('button', { name: 'Entrar na minha conta' })).toBeNull();
  });
});

describe('afterSignIn', () => {
  const origin = 'http://aurora.localhost:3000';
  it('goes home without a redirect, through the router for this site, through the browser for another', () => {
    expect(afterSignIn(null, origin)).toEqual({ path: '/homepage' });
    expect(afterSignIn('/curso/1/a/2', origin)).toEqual({ path: '/curso/1/a/2' });
    expect(afterSignIn('http://aurora.localhost:3000/search?search=x', origin)).toEqual({ path: '/search?search=x' });
    expect(afterSignIn('https://escola.example/boas-vindas', origin)).toEqual({ href: 'https://escola.example/boas-vindas' });
    expect(afterSignIn('//evil.test', origin)).toEqual({ path: '/homepage' });
    expect(afterSignIn('javascript:alert(1)', origin)).toEqual({ path: '/homepage' });
  });
});

describe('/esqueci-senha', () => {
  it('sends the e-mail and shows the neutral confirmation', async () => {
    const fetchMock = replyWith(202, { message: 'x' });
    renderShell(<ForgotPasswordPage />, { path: '/esqueci-senha', user: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Esqueci minha senha' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail'), 'ninguem@aurora.test');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link de redefinição' }));
    expect(await screen.findByText('Se o e-mail estiver cadastrado, enviaremos um link para redefinir a senha.')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/password/forgot');
  });
});

describe('/redefinir-senha', () => {
  const fill = async (password: string, confirmation: string) => {
    await userEvent.type(screen.getByLabelText('Nova senha'), password);
    await userEvent.type(screen.getByLabelText('Confirme a nova senha'), confirmation);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
  };

  it('checks length and that both fields match before sending', async () => {
    const fetchMock = replyWith(200, { user: student });
    renderShell(<ResetPasswordPage />, { path: `/redefinir-senha?token=${TOKEN}`, user: null });
    await fill('curta', 'outra');
    expect(await screen.findByText('A senha deve ter pelo menos 8 caracteres')).toBeInTheDocument();
    expect(screen.getByText('As senhas não conferem')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves the new password with the token and lands signed in on /homepage', async () => {
    const fetchMock = replyWith(200, { user: student });
    renderShell(<ResetPasswordPage />, { path: `/redefinir-senha?token=${TOKEN}`, user: null });
    await fill('nova-senha-123', 'nova-senha-123');
    await waitFor(() => expect(location()).toBe('/homepage'));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/password/reset');
    expect(sentBody(fetchMock)).toEqual({ token: TOKEN, password: 'nova-senha-123' });
  });

  it('a used or expired link offers a new one', async () => {
    replyWith(400, { error: 'Link inválido ou expirado. Peça um novo link.', issues: [{ path: 'body.token', message: 'x' }] });
    renderShell(<ResetPasswordPage />, { path: `/redefinir-senha?token=${TOKEN}`, user: null });
    await fill('nova-senha-123', 'nova-senha-123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Link inválido ou expirado');
    expect(screen.getByRole('link', { name: 'Peça um novo link de redefinição.' })).toHaveAttribute('href', '/esqueci-senha');
  });
});

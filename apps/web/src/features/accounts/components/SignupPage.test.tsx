import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { SIGNUP_TRANSLATIONS } from '@trilha/shared/accounts/signup';
import axe from 'axe-core';
import i18n from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../../test/render-app';
import signupStrings from '../signup-locales';
import { LoginPage } from './LoginPage';
import { SignupPage } from './SignupPage';
import { addSignupStrings, PATHS, schoolWithSignup, serveSignup } from './test-signup-server';

// The e-mail link form has its own tests; here only the login page's link to sign-up matters.
vi.mock('./MagicLinkForm', () => ({ MagicLinkForm: () => null }));

let user: UserEvent;
beforeAll(() => addSignupStrings());
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  void i18n.changeLanguage('pt');
});

const location = () => screen.getByTestId('location').textContent;
/** axe's findings on the page, colour contrast aside (jsdom draws no colours). */
const violations = async () =>
  (await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

/** /cadastro of a school whose sign-up is `open`, signed out. */
function openPage(open = true, routes: Parameters<typeof serveSignup>[0] = {}) {
  const server = serveSignup(routes);
  renderShell(<SignupPage />, { path: '/cadastro', user: null, tenant: schoolWithSignup(open) });
  return server;
}

async function fill(fields: { name?: string; email?: string; password?: string; confirmation?: string }) {
  if (fields.name) await user.type(screen.getByRole('textbox', { name: 'Nome' }), fields.name);
  if (fields.email) await user.type(screen.getByRole('textbox', { name: 'E-mail' }), fields.email);
  if (fields.password) await user.type(screen.getByLabelText('Senha'), fields.password);
  if (fields.confirmation) await user.type(screen.getByLabelText('Confirme a senha'), fields.confirmation);
}
const submit = () => user.click(screen.getByRole('button', { name: 'Criar conta' }));
const dora = { name: ' Dora Reis ', email: 'Dora@Aurora.test', password: 'segredo123', confirmation: 'segredo123' };

describe('/cadastro: open sign-up (CONTRACT "Products, students and access")', () => {
  it("sends name, e-mail and password (not the confirmation), then shows the server's confirmation instead of the form", async () => {
    const server = openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeInTheDocument();
    expect(screen.getByText(/Crie sua conta em Escola Aurora/)).toBeInTheDocument();
    await fill(dora);
    await submit();

    expect(await screen.findByText('Enviamos um link de confirmação para o seu e-mail. Abra-o para começar.')).toBeInTheDocument();
    expect(server.sent('POST', PATHS.signup)).toEqual([{ name: 'Dora Reis', email: 'dora@aurora.test', password: 'segredo123' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Confira seu e-mail' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Nome' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Voltar para o login' }));
    expect(location()).toBe('/login');
  });

  it('a confirmation that differs from the password blocks the sign-up', async () => {
    const server = openPage();
    await fill({ ...dora, confirmation: 'segredo124' });
    await submit();
    expect(await screen.findByText('As senhas não conferem')).toBeInTheDocument();
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it("checks every field with the shared schema before sending, in the reader's language", async () => {
    const server = openPage();
    await submit();
    expect(await screen.findByText('O nome deve ter pelo menos 2 caracteres')).toBeInTheDocument();
    expect(screen.getByText('E-mail inválido')).toBeInTheDocument();
    expect(screen.getByText('A senha deve ter pelo menos 8 caracteres')).toBeInTheDocument();
    await i18n.changeLanguage('es');
    expect(await screen.findByText('El nombre debe tener al menos 2 caracteres')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear cuenta' })).toBeInTheDocument();
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('a school that keeps sign-up closed shows the closed message and the way to sign in, not the form', () => {
    const server = openPage(false);
    expect(screen.getByText('O cadastro nesta escola está fechado')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Nome' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/login');
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('a 403 (sign-up closed meanwhile) shows the closed message', async () => {
    openPage(true, { routes: { [`POST ${PATHS.signup}`]: [403, { error: 'O cadastro nesta escola está fechado' }] } });
    await fill(dora);
    await submit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cadastro fechado' })).toBeInTheDocument();
    expect(screen.getByText('O cadastro nesta escola está fechado')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Nome' })).toBeNull();
  });

  it("puts the server's field issues under their fields", async () => {
    openPage(true, {
      routes: {
        [`POST ${PATHS.signup}`]: [400, { error: 'Dados inválidos', issues: [{ path: 'body.email', message: 'E-mail inválido' }] }],
      },
    });
    await fill(dora);
    await submit();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('E-mail inválido')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says the server's refusal when rate limited", async () => {
    openPage(true, { routes: { [`POST ${PATHS.signup}`]: [429, { error: 'Muitas tentativas. Aguarde um minuto.' }] } });
    await fill(dora);
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Muitas tentativas. Aguarde um minuto.');
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue(' Dora Reis ');
  });

  it('has no axe violations in the form, errors included', async () => {
    const { fetch } = openPage();
    expect(await violations()).toEqual([]);
    await submit();
    await screen.findByText('E-mail inválido');
    expect(await violations()).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('has no axe violations once sent, nor when closed', async () => {
    openPage();
    await fill(dora);
    await submit();
    await screen.findByRole('heading', { level: 1, name: 'Confira seu e-mail' });
    expect(await violations()).toEqual([]);
    cleanup();
    openPage(false);
    expect(await violations()).toEqual([]);
  });

  it("writes the shared table's closed and sent texts out word for word (the start-up bundle holds no Zod)", () => {
    for (const lang of ['pt', 'en', 'es'] as const) {
      expect(signupStrings[lang].signup.closed).toBe(SIGNUP_TRANSLATIONS.closed[lang]);
      expect(signupStrings[lang].signup.sent).toBe(SIGNUP_TRANSLATIONS.sent[lang]);
    }
  });
});

describe('the login page links to sign-up', () => {
  it('shows "Criar conta" to /cadastro while the school keeps sign-up open', async () => {
    serveSignup();
    renderShell(<LoginPage />, { path: '/login', user: null, tenant: schoolWithSignup(true) });
    const link = await screen.findByRole('link', { name: 'Criar conta' });
    expect(link).toHaveAttribute('href', '/cadastro');
    await i18n.changeLanguage('en');
    expect(await screen.findByRole('link', { name: 'Create account' })).toBeInTheDocument();
  });

  it('shows no sign-up link while it is closed', async () => {
    serveSignup();
    renderShell(<LoginPage />, { path: '/login', user: null, tenant: schoolWithSignup(false) });
    await screen.findByRole('button', { name: 'Entrar' });
    expect(screen.queryByRole('link', { name: 'Criar conta' })).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import i18n from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { showError, showSuccess } from '../../../lib/toast';
import { tenantQuery } from '../../../lib/tenant';
import { owner, renderShell } from '../../../test/render-app';
import { SignupSettings } from './SignupSettings';
import { addSignupStrings, PATHS, products, serveSignup } from './test-signup-server';

vi.mock('../../../lib/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn(), showErrorWithHint: vi.fn() }));

let user: UserEvent;
beforeAll(() => addSignupStrings());
beforeEach(() => {
  user = userEvent.setup({ delay: null });
  vi.mocked(showSuccess).mockClear();
  vi.mocked(showError).mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  void i18n.changeLanguage('pt');
});

/** The section, its setting read. */
async function openSection(options: Parameters<typeof serveSignup>[0] = {}, choices = products) {
  const server = serveSignup(options);
  const view = renderShell(<SignupSettings tenantId={1} products={choices} />, { user: owner });
  const toggle = await screen.findByRole('switch', { name: /^Cadastro aberto/ });
  return { ...server, ...view, toggle };
}

const picker = () => screen.getByRole('button', { name: /^Produtos do cadastro/ });
const chosen = () =>
  within(screen.getByTestId('chosen'))
    .getAllByText(/./)
    .map((pill) => pill.textContent);
const save = () => user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

describe('Cadastro: the open sign-up setting (CONTRACT "Products, students and access")', () => {
  it('loads the saved setting, opens sign-up, picks a product and PUTs mode and product_ids', async () => {
    const { toggle, sent, queryClient } = await openSection({ setting: { mode: 'closed', product_ids: [2] } });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText(/Qualquer pessoa pode criar uma conta/)).toBeInTheDocument();
    expect(chosen()).toEqual(['Mentoria']);
    expect(screen.getByRole('button', { name: 'Salvar alterações' })).toBeDisabled();

    await user.click(toggle);
    expect(toggle).toBeChecked();
    await user.click(picker());
    await user.click(await screen.findByRole('option', { name: 'Plano Anual' }));
    await user.click(picker());
    expect(chosen()).toEqual(['Mentoria', 'Plano Anual']);
    await save();

    await waitFor(() => expect(sent('PUT', PATHS.setting)).toEqual([{ mode: 'open', product_ids: [2, 1] }]));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Cadastro salvo'));
    // The login page's link follows the mode: the school is read again.
    await waitFor(() => expect(queryClient.getQueryState(tenantQuery().queryKey)?.isInvalidated).toBe(true));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar alterações' })).toBeDisabled());
  });

  it('closes sign-up and removes a product', async () => {
    const { toggle, sent } = await openSection({ setting: { mode: 'open', product_ids: [1, 3] } });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: /Degustação/ }));
    await save();
    await waitFor(() => expect(sent('PUT', PATHS.setting)).toEqual([{ mode: 'closed', product_ids: [1] }]));
  });

  it("shows the server's refusal of a product under the products, translated", async () => {
    const { toggle } = await openSection({
      routes: {
        [`PUT ${PATHS.setting}`]: [
          400,
          { error: 'Dados inválidos', issues: [{ path: 'body.product_ids.0', message: 'Produto não encontrado nesta escola' }] },
        ],
      },
    });
    await user.click(toggle);
    await save();
    expect(await screen.findByText('Produto não encontrado nesta escola')).toBeInTheDocument();
    expect(showError).toHaveBeenCalledWith(null, 'Não foi possível salvar o cadastro.');
    await i18n.changeLanguage('es');
    expect(await screen.findByText('Producto no encontrado en esta escuela')).toBeInTheDocument();
  });

  it('says so in place when the setting cannot be read', async () => {
    serveSignup({ routes: { [`GET ${PATHS.setting}`]: [500, { error: 'Erro' }] } });
    renderShell(<SignupSettings tenantId={1} products={products} />, { user: owner });
    expect(await screen.findByText('Não foi possível carregar o cadastro.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it("says when the school's products could not be loaded", async () => {
    await openSection({}, { options: undefined, loading: false, failed: true });
    expect(screen.getByText('Não foi possível carregar os produtos da escola.')).toBeInTheDocument();
  });

  it("shows the sign-up page's link on the school's address and copies it", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await openSection();
    const url = `${window.location.origin}/cadastro`;
    expect(screen.getByRole('textbox', { name: /^Link da página de cadastro/ })).toHaveValue(url);
    await user.click(screen.getByRole('button', { name: 'Copiar link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Link copiado.'));
  });

  it('speaks English and Spanish', async () => {
    await openSection();
    await i18n.changeLanguage('en');
    expect(await screen.findByRole('switch', { name: /^Open sign-up/ })).toBeInTheDocument();
    await i18n.changeLanguage('es');
    expect(await screen.findByRole('switch', { name: /^Registro abierto/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Productos del registro/ })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    await openSection({ setting: { mode: 'open', product_ids: [1] } });
    // Alone here, the section has no landmark around it; in the app the edit panel is one (region off).
    const rules = { 'color-contrast': { enabled: false }, region: { enabled: false } };
    const results = await axe.run(document.body, { rules });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

import { SALE_MESSAGES } from '@trilha/shared/sales/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell, setViewportWidth } from '../../../test/render-app';
import { IntegrationsPanel } from './IntegrationsPanel';
import { hotmart, loadSaleStrings, owner, PATHS, products, resetToasts, serveSales, stripe, toasts, webhook } from './test-server';

vi.mock('../../../lib/toast', async () => (await import('./test-server')).recordedToasts());

loadSaleStrings();

// No pause between keys: the fields re-render on each one, and the files run beside other lanes.
let user: UserEvent;
beforeEach(() => {
  resetToasts();
  user = userEvent.setup({ delay: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  void i18n.changeLanguage('pt');
});

function open(options: Parameters<typeof serveSales>[0] = {}) {
  const server = serveSales(options);
  const view = renderShell(<IntegrationsPanel tenantId={1} products={products} />, { user: owner });
  return { ...server, ...view };
}

const card = (name: string) => screen.findByRole('region', { name });
const save = (region: HTMLElement) => user.click(within(region).getByRole('button', { name: 'Salvar alterações' }));
/** The rows of the log as "transaction outcome", in order. */
const logRows = () =>
  [...document.querySelectorAll<HTMLElement>('li[data-delivery]')].map(
    (row) => `${row.querySelector('[data-field="transaction"]')!.textContent} ${row.querySelector('[data-field="outcome"]')!.textContent}`,
  );
const chooseProduct = async (region: HTMLElement, row: number, title: string) => {
  await user.click(within(region).getAllByRole('button', { name: /^Produto da escola/ })[row]!);
  await user.click(await screen.findByRole('option', { name: title }));
};

describe('Integrações: one card a platform', () => {
  it('shows Hotmart, Stripe and the webhook in order, each with its how-to, its URL and whether a secret is saved', async () => {
    open();
    const regions = await Promise.all(['Hotmart', 'Stripe', 'Webhook'].map(card));
    expect([...document.querySelectorAll('[data-provider]')].map((el) => el.getAttribute('data-provider'))).toEqual([
      'hotmart',
      'stripe',
      'webhook',
    ]);
    regions.forEach((region, i) => {
      const url = within(region).getByRole('textbox', { name: /URL de notificação/ });
      expect(url).toHaveValue([hotmart, stripe, webhook][i]!.url);
      expect(url).toHaveAttribute('readonly');
    });
    const [hotmartCard, stripeCard, webhookCard] = regions as [HTMLElement, HTMLElement, HTMLElement];
    expect(hotmartCard).toHaveTextContent('Ferramentas → Webhook (API e notificações)');
    expect(stripeCard).toHaveTextContent('checkout.session.completed, invoice.paid, charge.refunded e customer.subscription.deleted');
    expect(webhookCard).toHaveTextContent('X-Trilha-Signature: sha256=');

    expect(within(hotmartCard).getByRole('switch', { name: 'Ativada' })).toBeChecked();
    expect(within(stripeCard).getByRole('switch', { name: 'Ativada' })).not.toBeChecked();
    expect(within(hotmartCard).getByLabelText('Hottok')).toHaveAttribute('placeholder', 'Segredo salvo: cole outro para trocar');
    expect(within(stripeCard).getByLabelText('Segredo de assinatura')).toHaveAttribute(
      'placeholder',
      'Cole aqui o segredo whsec_… do Stripe',
    );
    expect(webhookCard).toHaveTextContent('Nenhum segredo salvo ainda');

    // Hotmart's saved mapping is on screen; the others say nothing is linked yet.
    expect(within(hotmartCard).getByRole('textbox', { name: /ID do produto na Hotmart/ })).toHaveValue('1234567');
    expect(within(hotmartCard).getByRole('button', { name: /^Produto da escola/ })).toHaveTextContent('Plano Anual');
    expect(stripeCard).toHaveTextContent('Nenhum produto ligado ainda');
  });

  it('the copy button puts the URL on the clipboard', async () => {
    open();
    const region = await card('Stripe');
    await user.click(within(region).getByRole('button', { name: 'Copiar a URL' }));
    expect(await navigator.clipboard.readText()).toBe(stripe.url);
  });

  it('saving sends the switch and the mappings, and no secret when none was typed (the saved one stays)', async () => {
    const { sent } = open();
    const region = await card('Hotmart');
    await user.click(within(region).getByRole('button', { name: 'Adicionar produto' }));
    await user.type(within(region).getAllByRole('textbox', { name: /ID do produto na Hotmart/ })[1]!, ' 7654321 ');
    await chooseProduct(region, 1, 'Mentoria');
    await save(region);

    await waitFor(() =>
      expect(sent('PUT', PATHS.integration('hotmart'))).toEqual([
        {
          enabled: true,
          mappings: [
            { external_id: '1234567', product_id: 3 },
            { external_id: '7654321', product_id: 7 },
          ],
        },
      ]),
    );
    expect(toasts.success).toEqual(['Integração salva']);
    expect(within(region).getByText('Nenhuma alteração para salvar')).toBeInTheDocument();
  });

  it('a pasted secret is sent; a row removed is gone from the body', async () => {
    const { sent } = open();
    const region = await card('Hotmart');
    await user.type(within(region).getByLabelText('Hottok'), 'novo-hottok');
    await user.click(within(region).getByRole('button', { name: 'Remover a linha 1' }));
    expect(region).toHaveTextContent('Nenhum produto ligado ainda');
    await save(region);
    await waitFor(() =>
      expect(sent('PUT', PATHS.integration('hotmart'))).toEqual([{ enabled: true, secret: 'novo-hottok', mappings: [] }]),
    );
  });

  it('a row without its product is not sent: the field says to choose one', async () => {
    const { writes } = open();
    const region = await card('Stripe');
    await user.click(within(region).getByRole('button', { name: 'Adicionar produto' }));
    await user.type(within(region).getByRole('textbox', { name: /Payment Link ou preço/ }), 'plink_1Q');
    await save(region);
    expect(await within(region).findByText('Escolha o produto da escola')).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it('"Gerar segredo" shows a 64-hex secret to copy, with the warning, and saving sends it', async () => {
    const { sent } = open();
    const region = await card('Webhook');
    await user.click(within(region).getByRole('button', { name: 'Gerar segredo' }));
    const field = within(region).getByRole('textbox', { name: 'Novo segredo' });
    const secret = (field as HTMLInputElement).value;
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(region).toHaveTextContent('Copie agora: depois de salvar ele não aparece de novo');
    expect(within(region).getByRole('button', { name: 'Copiar o segredo' })).toBeInTheDocument();

    await user.click(within(region).getByRole('switch', { name: 'Ativada' }));
    await save(region);
    await waitFor(() => expect(sent('PUT', PATHS.integration('webhook'))).toEqual([{ enabled: true, secret, mappings: [] }]));
    // Saved: the secret is not shown again, only that one is saved.
    expect(await within(region).findByText('Segredo salvo')).toBeInTheDocument();
    expect(within(region).queryByRole('textbox', { name: 'Novo segredo' })).toBeNull();
    // A second one is another secret.
    await user.click(within(region).getByRole('button', { name: 'Gerar segredo' }));
    expect(within(region).getByRole('textbox', { name: 'Novo segredo' })).not.toHaveValue(secret);
  });

  it("the server's refusals go under the fields they name: the secret, a mapping's product", async () => {
    const { sent } = open({
      routes: {
        'PUT /api/admin/integrations/:provider': {
          status: 400,
          body: {
            error: 'Dados inválidos',
            issues: [
              { path: 'body.secret', message: SALE_MESSAGES.secretRequired },
              { path: 'body.mappings.0.product_id', message: SALE_MESSAGES.productUnknown },
            ],
          },
        },
      },
    });
    const region = await card('Stripe');
    await user.click(within(region).getByRole('switch', { name: 'Ativada' }));
    await user.click(within(region).getByRole('button', { name: 'Adicionar produto' }));
    await user.type(within(region).getByRole('textbox', { name: /Payment Link ou preço/ }), 'price_9');
    await chooseProduct(region, 0, 'Plano Anual');
    await save(region);

    await waitFor(() => expect(sent('PUT', PATHS.integration('stripe'))).toHaveLength(1));
    const secretField = within(region).getByLabelText('Segredo de assinatura');
    await waitFor(() => expect(secretField).toHaveAccessibleDescription(SALE_MESSAGES.secretRequired));
    expect(within(region).getByRole('button', { name: /^Produto da escola/ })).toHaveAccessibleDescription(SALE_MESSAGES.productUnknown);
    expect(toasts).toEqual({ success: [], error: [] });
  });

  it('the same refusal, in English for an English reader', async () => {
    open();
    await i18n.changeLanguage('en');
    const region = await card('Stripe');
    await user.click(within(region).getByRole('switch', { name: 'On' }));
    await user.click(within(region).getByRole('button', { name: 'Save changes' }));
    expect(await within(region).findByText('Paste the platform’s secret before turning the integration on')).toBeInTheDocument();
  });
});

describe('Integrações: the calls received', () => {
  it('lists the calls newest first with their outcome and error, and loads the next page', async () => {
    const { logReads } = open();
    await screen.findByRole('list', { name: 'Chamadas recebidas' });
    expect(logRows()).toEqual(['— Recusada', 'pi_3Q Acesso removido', 'HP13 Repetida', 'HP12 Recusada', 'HP11 Na fila']);
    expect(document.querySelector('li[data-delivery="15"]')).toHaveTextContent('Assinatura inválida');
    const refused = document.querySelector<HTMLElement>('li[data-delivery="12"]')!;
    expect(refused).toHaveTextContent('Produto não encontrado nesta escola');
    expect(document.querySelector('li[data-delivery="14"]')).toHaveTextContent('Stripe');

    // A repeat, a queued call and a forged one (nothing was read from it) offer no "Reprocessar".
    const replayIn = (id: number) => within(document.querySelector<HTMLElement>(`li[data-delivery="${id}"]`)!).queryByText('Reprocessar');
    expect([15, 14, 13, 12, 11].map((id) => replayIn(id) !== null)).toEqual([false, true, false, true, false]);

    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(logRows()).toHaveLength(6));
    expect(logRows().at(-1)).toBe('HP-ANTIGA Acesso concedido');
    expect(logReads()).toEqual([PATHS.deliveries, PATHS.deliveriesFrom(11)]);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it('"Reprocessar" posts to the call\'s replay and shows it queued', async () => {
    const { writes } = open();
    await screen.findByRole('list', { name: 'Chamadas recebidas' });
    const row = document.querySelector<HTMLElement>('li[data-delivery="12"]')!;
    await user.click(within(row).getByRole('button', { name: /^Reprocessar a chamada de .* \(Hotmart\)$/ }));
    await waitFor(() => expect(row).toHaveTextContent('Na fila'));
    expect(row).not.toHaveTextContent('Produto não encontrado nesta escola');
    expect(within(row).queryByRole('button', { name: /^Reprocessar/ })).toBeNull();
    expect(writes()).toEqual([`POST ${PATHS.replay(12)}`]);
    expect(toasts.success).toEqual(['Entrega enviada para reprocessar']);
  });

  it('a replay the server refuses (409) says why in a toast, and the call stays as it was', async () => {
    const { writes } = open({
      routes: { 'POST /api/admin/integrations/deliveries/:id/replay': { status: 409, body: { error: SALE_MESSAGES.notReplayable } } },
    });
    await screen.findByRole('list', { name: 'Chamadas recebidas' });
    const refund = document.querySelector<HTMLElement>('li[data-delivery="14"]')!;
    await user.click(within(refund).getByRole('button', { name: /^Reprocessar/ }));
    await waitFor(() => expect(toasts.error).toEqual([SALE_MESSAGES.notReplayable]));
    expect(writes()).toEqual([`POST ${PATHS.replay(14)}`]);
    expect(refund).toHaveTextContent('Acesso removido');
  });

  it('"Atualizar" reads the log again; an empty log says so', async () => {
    const { logReads } = open({ pages: [[]] });
    expect(await screen.findByText('Nenhuma chamada recebida ainda')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    await waitFor(() => expect(logReads()).toEqual([PATHS.deliveries, PATHS.deliveries]));
  });

  it('a log that could not be read says so, with another try', async () => {
    open({ routes: { [`GET ${PATHS.deliveries}`]: { status: 500, body: { error: 'Erro' } } } });
    expect(await screen.findByText('Não foi possível carregar as chamadas recebidas.')).toBeInTheDocument();
    expect(await card('Hotmart')).toBeInTheDocument();
  });

  it('has no axe violations, on a phone too', async () => {
    setViewportWidth(390);
    const { container } = open();
    await screen.findByRole('list', { name: 'Chamadas recebidas' });
    await card('Webhook');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

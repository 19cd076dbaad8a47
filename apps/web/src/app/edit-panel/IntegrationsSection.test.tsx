import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mentoring, productOf, yearly } from '../../features/products/components/test-server';
import { owner, PATHS, serveSales } from '../../features/sales/components/test-server';
import { renderShell } from '../../test/render-app';
import { IntegrationsSection } from './IntegrationsSection';

vi.mock('../../lib/toast', async () => (await import('../../features/sales/components/test-server')).recordedToasts());

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Integrações joins the sales integrations with the products section', () => {
  it("maps a platform's code onto the school's products, inactive ones too", async () => {
    const school = [yearly, mentoring, productOf({ id: 7, title: 'Oficina de Retrato' })];
    const server = serveSales({ routes: { 'GET /api/admin/products': { status: 200, body: { data: school } } } });
    renderShell(<IntegrationsSection />, { user: owner });
    const stripe = await screen.findByRole('region', { name: 'Stripe' });
    await userEvent.click(within(stripe).getByRole('button', { name: 'Adicionar produto' }));
    await userEvent.type(within(stripe).getByRole('textbox', { name: /Payment Link ou preço/ }), 'price_1Q');
    await userEvent.click(within(stripe).getByRole('button', { name: /^Produto da escola/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Plano Anual', 'Mentoria', 'Oficina de Retrato']);
    await userEvent.click(screen.getByRole('option', { name: 'Oficina de Retrato' }));
    await userEvent.click(within(stripe).getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() =>
      expect(server.sent('PUT', PATHS.integration('stripe'))).toEqual([
        { enabled: false, mappings: [{ external_id: 'price_1Q', product_id: 7 }] },
      ]),
    );
  });
});

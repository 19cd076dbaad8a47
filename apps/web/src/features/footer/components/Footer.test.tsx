import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FooterSettings, PublicFooterReply } from '@trilha/shared/footer/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell, student, tenant } from '../../../test/render-app';
import { Footer } from './Footer';
import { FooterSection } from './FooterSection';
import { stubFetchRoutes } from '../../../test/fetch-routes';

const publicFooter: PublicFooterReply = {
  footer_visible: true,
  url_youtube: 'https://youtube.com/@aurora',
  url_instagram: null,
  url_facebook: 'https://facebook.com/aurora',
  has_use_terms: true,
  has_privacy_terms: false,
};

afterEach(() => vi.unstubAllGlobals());

describe('student footer (spec 002 Footer)', () => {
  it('renders nothing, and asks nothing, while the school keeps the footer off', () => {
    const { fetch } = stubFetchRoutes({ 'GET /api/footer': () => [200, publicFooter] });
    renderShell(<Footer />, { tenant: { ...tenant, footer_visible: false } });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the school, only the documents with content, and social links opening in a new tab', async () => {
    stubFetchRoutes({ 'GET /api/footer': () => [200, publicFooter] });
    renderShell(<Footer />, { tenant: { ...tenant, footer_visible: true } });
    const footer = await screen.findByRole('contentinfo', { name: 'Rodapé' });
    expect(footer).toHaveTextContent('Escola Aurora');
    const docs = await within(footer).findByRole('navigation', { name: 'Documentos da escola' });
    expect(
      within(docs)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([['Termos de uso', '/termos-de-uso']]);
    const youtube = within(footer).getByRole('link', { name: 'Escola Aurora no YouTube' });
    expect(youtube).toHaveAttribute('href', 'https://youtube.com/@aurora');
    expect(youtube).toHaveAttribute('target', '_blank');
    expect(youtube.getAttribute('rel')).toContain('noopener');
    expect(within(footer).getByRole('link', { name: 'Escola Aurora no Facebook' })).toHaveAttribute('href', 'https://facebook.com/aurora');
    expect(within(footer).queryByRole('link', { name: /Instagram/ })).not.toBeInTheDocument();
  });

  it('stays off the live page', () => {
    stubFetchRoutes({ 'GET /api/footer': () => [200, publicFooter] });
    renderShell(<Footer />, { path: '/live?watch=1', tenant: { ...tenant, footer_visible: true } });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});

describe('footer section (spec 002 §4: footer visibility toggles immediately)', () => {
  const settings: FooterSettings = {
    use_terms: '<p>Regras</p>',
    privacy_terms: '',
    url_facebook: null,
    url_instagram: null,
    url_youtube: null,
    footer_visible: false,
  };
  const owner = { ...student, roles: [{ role: { slug: 'owner' as const, name: 'Dono' } }], canEdit: true, staff: true };

  it('saves the switch at once and updates the cached school', async () => {
    const { fetch } = stubFetchRoutes({
      'GET /api/auth/config/plataforma/extraSettings/1': () => [200, { data: settings }],
      'POST /api/auth/config/plataforma/updateCustomBasic/footerToogle': () => [200, { message: 'ok', data: { footer_visible: true } }],
      'GET /api/footer': () => [200, publicFooter],
    });
    const { queryClient } = renderShell(<FooterSection />, { user: owner });
    const toggle = await screen.findByRole('switch', { name: /Ativar footer\?/ });
    expect(screen.getByRole('button', { name: 'Termos de uso (Preenchido)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Politicas de privacidade (Vazio)' })).toBeInTheDocument();
    await userEvent.click(toggle);
    await waitFor(() => expect(queryClient.getQueryData<{ footer_visible: boolean }>(['tenant'])?.footer_visible).toBe(true));
    const call = fetch.mock.calls.find(([path]) => path.endsWith('footerToogle'));
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({ footer_visible: 1, tenant_id: 1 });
    expect(toggle).toBeChecked();
  });

  it('puts the switch back when the save fails', async () => {
    stubFetchRoutes({
      'GET /api/auth/config/plataforma/extraSettings/1': () => [200, { data: settings }],
      'POST /api/auth/config/plataforma/updateCustomBasic/footerToogle': () => [403, { error: 'Você não tem permissão para esta ação.' }],
    });
    const { queryClient } = renderShell(<FooterSection />, { user: owner });
    const toggle = await screen.findByRole('switch', { name: /Ativar footer\?/ });
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(queryClient.getQueryData<{ footer_visible: boolean }>(['tenant'])?.footer_visible).toBe(false);
  });

  it('refuses a social link without http(s):// under its field', async () => {
    const { fetch } = stubFetchRoutes({ 'GET /api/auth/config/plataforma/extraSettings/1': () => [200, { data: settings }] });
    renderShell(<FooterSection />, { user: owner });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Instagram' }), 'instagram.com/aurora');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Informe um link válido, começando com http:// ou https://')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([path]) => path.endsWith('/update'))).toBe(false);
  });

  it('saving the links keeps the saved documents in the one update call', async () => {
    const { fetch } = stubFetchRoutes({
      'GET /api/auth/config/plataforma/extraSettings/1': () => [200, { data: settings }],
      'POST /api/auth/config/plataforma/extraSettings/update': () => [
        200,
        { message: 'ok', data: { ...settings, url_youtube: 'https://youtube.com/@aurora' } },
      ],
      'GET /api/footer': () => [200, publicFooter],
    });
    renderShell(<FooterSection />, { user: owner });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Youtube' }), 'https://youtube.com/@aurora');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(fetch.mock.calls.some(([path]) => path.endsWith('/update'))).toBe(true));
    const call = fetch.mock.calls.find(([path]) => path.endsWith('/update'));
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({
      use_terms: '<p>Regras</p>',
      privacy_terms: '',
      url_youtube: 'https://youtube.com/@aurora',
      url_instagram: '',
      url_facebook: '',
      tenant_id: 1,
    });
  });
});

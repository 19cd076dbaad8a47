import { SCHOOL_MESSAGES } from '@trilha/shared/schools/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell, setViewportWidth } from '../../../test/render-app';
import { DomainsPanel } from './DomainsPanel';
import { domainOf, loadSchoolStrings, localHost, owner, PATHS, resetToasts, serveSchools, TARGET, toasts } from './test-server';

vi.mock('../../../lib/toast', async () => (await import('./test-server')).recordedToasts());

loadSchoolStrings();

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

function open(options: Parameters<typeof serveSchools>[0] = {}) {
  const server = serveSchools(options);
  const view = renderShell(<DomainsPanel tenantId={1} />, { user: owner });
  return { ...server, ...view };
}

const card = (host: string) =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(`li[data-domain="${host}"]`);
    if (!found) throw new Error(`no card for ${host}`);
    return found;
  });
const badges = (region: HTMLElement) => [...region.querySelectorAll('[data-field]')].map((b) => b.textContent);
const addDomain = async (host: string) => {
  await user.type(await screen.findByRole('textbox', { name: /Novo domínio/ }), host);
  await user.click(screen.getByRole('button', { name: 'Adicionar' }));
};

describe('Domínios: the school’s host names (docs/schools.md)', () => {
  it('lists each host with its state: verified, pending, and the primary marked', async () => {
    open({
      domains: [domainOf(5, 'cursos.aurora.com.br', { status: 'verified', primary: true }), localHost, domainOf(6, 'www.aurora.com.br')],
    });
    expect(badges(await card('cursos.aurora.com.br'))).toEqual(['Verificado', 'Principal']);
    expect(badges(await card('aurora.localhost'))).toEqual(['Verificado']);
    const pending = await card('www.aurora.com.br');
    expect(badges(pending)).toEqual(['Pendente']);
    // Only a pending host asks for records and a check.
    expect(within(await card('aurora.localhost')).queryByRole('button', { name: /^Verificar/ })).toBeNull();
    expect(within(pending).getByRole('button', { name: 'Verificar www.aurora.com.br' })).toBeInTheDocument();
  });

  it('adding a domain sends the schema’s host and shows its TXT record and the CNAME to create', async () => {
    const { sent } = open();
    await addDomain('  Escola.Exemplo.com.BR ');
    await waitFor(() => expect(sent('POST', PATHS.domains)).toEqual([{ host: 'escola.exemplo.com.br' }]));
    const added = await card('escola.exemplo.com.br');
    expect(badges(added)).toEqual(['Pendente']);
    expect(within(added).getByRole('group', { name: 'Registro TXT' })).toBeInTheDocument();
    expect(within(added).getByRole('textbox', { name: 'Nome do registro TXT' })).toHaveValue('_trilha-challenge.escola.exemplo.com.br');
    const value = within(added).getByRole('textbox', { name: 'Valor do registro TXT' });
    expect(value).toHaveValue('token-100-0123456789abcdef');
    expect(value).toHaveAttribute('readonly');
    expect(within(added).getByRole('textbox', { name: 'Nome do CNAME' })).toHaveValue('escola.exemplo.com.br');
    expect(within(added).getByRole('textbox', { name: 'Destino do CNAME' })).toHaveValue(TARGET);
    expect(added).toHaveTextContent('um registro A com o endereço IP do servidor');
    // The field is blank again for the next one.
    expect(screen.getByRole('textbox', { name: /Novo domínio/ })).toHaveValue('');
    expect(toasts.success).toEqual(['Domínio adicionado: crie os registros no DNS e clique em Verificar']);

    await user.click(within(added).getByRole('button', { name: 'Copiar: Valor do registro TXT' }));
    expect(await navigator.clipboard.readText()).toBe('token-100-0123456789abcdef');
  });

  it('a host the schema refuses is not sent, and says why under the field', async () => {
    const { writes } = open();
    await addDomain('https://escola/');
    expect(await screen.findByText(SCHOOL_MESSAGES.hostInvalid)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Novo domínio/ })).toHaveAttribute('aria-invalid', 'true');
    expect(writes()).toEqual([]);
  });

  it("the server's refusal goes under the field it names, as it comes: a host taken", async () => {
    open({ domains: [localHost, domainOf(7, 'escola.exemplo.com.br')] });
    await addDomain('escola.exemplo.com.br');
    expect(await screen.findByText(SCHOOL_MESSAGES.hostTaken)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Novo domínio/ })).toHaveAccessibleDescription(
      expect.stringContaining(SCHOOL_MESSAGES.hostTaken),
    );
  });

  it('a refusal that names no field goes under the host too: the eleventh domain', async () => {
    open({ domains: Array.from({ length: 10 }, (_, i) => domainOf(20 + i, `d${i}.exemplo.com`)) });
    await addDomain('outro.exemplo.com');
    expect(await screen.findByText(SCHOOL_MESSAGES.domainsTooMany)).toBeInTheDocument();
    expect(toasts.error).toEqual([]);
  });

  it("a failed check shows the server's message in place; once DNS holds the record it is verified and primary", async () => {
    const pending = domainOf(6, 'www.aurora.com.br');
    const { state, writes } = open({ domains: [localHost, pending] });
    const region = await card('www.aurora.com.br');
    await user.click(within(region).getByRole('button', { name: 'Verificar www.aurora.com.br' }));
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent('Nenhum registro TXT encontrado em _trilha-challenge.www.aurora.com.br');
    expect(toasts.error).toEqual([]);

    // Another value there: the server says what it found and what it expected.
    state.dns = { '_trilha-challenge.www.aurora.com.br': ['velho'] };
    await user.click(within(region).getByRole('button', { name: 'Verificar www.aurora.com.br' }));
    await waitFor(() => expect(within(region).getByRole('alert')).toHaveTextContent('tem "velho"; o esperado é token-6-0123456789abcdef'));

    state.dns = { '_trilha-challenge.www.aurora.com.br': ['velho', pending.verification.value] };
    await user.click(within(region).getByRole('button', { name: 'Verificar www.aurora.com.br' }));
    await waitFor(() => expect(badges(region)).toEqual(['Verificado', 'Principal']));
    expect(within(region).queryByRole('alert')).toBeNull();
    expect(within(region).queryByRole('textbox', { name: 'Valor do registro TXT' })).toBeNull();
    expect(region).toHaveTextContent('Os links enviados por e-mail levam a este endereço.');
    expect(toasts.success).toEqual(['Domínio verificado: a escola já responde nele']);
    expect(writes()).toEqual([`POST ${PATHS.verify(6)}`, `POST ${PATHS.verify(6)}`, `POST ${PATHS.verify(6)}`]);
  });

  it('the check’s refusal in English for an English reader, as the server words it', async () => {
    open({
      domains: [domainOf(6, 'www.aurora.com.br')],
      routes: {
        'POST /api/admin/domains/:id/verify': {
          status: 422,
          body: { error: 'No TXT record found at _trilha-challenge.www.aurora.com.br' },
        },
      },
    });
    await i18n.changeLanguage('en');
    const region = await card('www.aurora.com.br');
    await user.click(within(region).getByRole('button', { name: 'Verify www.aurora.com.br' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent('No TXT record found at _trilha-challenge.www.aurora.com.br');
    expect(within(region).getByRole('textbox', { name: 'TXT record value' })).toBeInTheDocument();
  });

  it('removing asks first, then the host is gone', async () => {
    const { writes } = open({ domains: [localHost, domainOf(6, 'www.aurora.com.br')] });
    const region = await card('www.aurora.com.br');
    await user.click(within(region).getByRole('button', { name: 'Remover www.aurora.com.br' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover domínio' });
    expect(dialog).toHaveTextContent('A escola deixa de responder em www.aurora.com.br.');
    expect(writes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(document.querySelector('li[data-domain="www.aurora.com.br"]')).toBeNull());
    expect(writes()).toEqual([`DELETE ${PATHS.domain(6)}`]);
    expect(toasts.success).toEqual(['Domínio removido']);
  });

  it('the last verified host stays: the server says why, and the list is unchanged', async () => {
    open();
    const region = await card('aurora.localhost');
    await user.click(within(region).getByRole('button', { name: 'Remover aurora.localhost' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remover domínio' })).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(toasts.error).toEqual([SCHOOL_MESSAGES.lastHost]));
    expect(await card('aurora.localhost')).toBeInTheDocument();
  });

  it('a list that could not be read says so, with another try', async () => {
    open({ routes: { [`GET ${PATHS.domains}`]: { status: 500, body: { error: 'Erro' } } } });
    expect(await screen.findByText('Não foi possível carregar os domínios.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('the redirect switch waits for a verified primary, and says so (docs/schools.md: 409 without a primary)', async () => {
    const { writes } = open({ domains: [localHost, domainOf(6, 'www.aurora.com.br')] });
    const toggle = await screen.findByRole('switch', { name: 'Redirecionar os outros endereços para o domínio principal' });
    expect(toggle).toBeDisabled();
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(expect.stringContaining('Disponível depois que um domínio próprio for verificado'));
    expect(writes()).toEqual([]);
  });

  it('turning the redirect on saves { redirect_to_primary } and shows the reply; off again the same way', async () => {
    const primary = domainOf(5, 'cursos.aurora.com.br', { status: 'verified', primary: true });
    const { sent, state } = open({ domains: [primary, localHost] });
    const toggle = await screen.findByRole('switch', { name: 'Redirecionar os outros endereços para o domínio principal' });
    expect(toggle).toHaveAccessibleDescription(expect.stringContaining('vão para cursos.aurora.com.br'));
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(state.redirect).toBe(true);
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(sent('PATCH', PATHS.domains)).toEqual([{ redirect_to_primary: true }, { redirect_to_primary: false }]);
  });

  it("the server's 409 shows beside the switch, which stays off", async () => {
    const primary = domainOf(5, 'cursos.aurora.com.br', { status: 'verified', primary: true });
    open({
      domains: [primary, localHost],
      routes: { [`PATCH ${PATHS.domains}`]: { status: 409, body: { error: SCHOOL_MESSAGES.noPrimary } } },
    });
    const toggle = await screen.findByRole('switch', { name: 'Redirecionar os outros endereços para o domínio principal' });
    await user.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent(SCHOOL_MESSAGES.noPrimary);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(toasts.error).toEqual([]);
  });

  it('has no axe violations with a pending domain, on a phone too', async () => {
    setViewportWidth(390);
    const { container } = open({ domains: [localHost, domainOf(6, 'www.aurora.com.br')] });
    await card('www.aurora.com.br');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

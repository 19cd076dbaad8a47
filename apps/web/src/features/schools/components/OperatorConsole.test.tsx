import { SCHOOL_MESSAGES } from '@trilha/shared/schools/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell, setViewportWidth } from '../../../test/render-app';
import { OperatorConsole } from './OperatorConsole';
import { aurora, boreal, closed, loadSchoolStrings, operator, PATHS, resetToasts, serveSchools, toasts } from './test-server';

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
  const view = renderShell(<OperatorConsole />, { user: operator, path: '/operador' });
  return { ...server, ...view };
}

const row = (slug: string) =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(`li[data-school="${slug}"]`);
    if (!found) throw new Error(`no row for ${slug}`);
    return found;
  });
const field = (region: HTMLElement, name: string) => region.querySelector(`[data-field="${name}"]`)?.textContent;
const form = () => screen.getByRole('region', { name: 'Nova escola' });

describe('the operator’s console: every school (docs/schools.md)', () => {
  it('lists each school with its hosts, students, storage and state', async () => {
    open();
    const auroraRow = await row('aurora');
    expect(auroraRow).toHaveTextContent('Escola Aurora');
    expect(within(auroraRow).getByRole('link', { name: 'cursos.aurora.com.br (abre em nova aba)' })).toHaveAttribute(
      'href',
      `${window.location.protocol}//cursos.aurora.com.br${window.location.port ? `:${window.location.port}` : ''}/`,
    );
    expect(field(auroraRow, 'students')).toBe('1.234');
    expect(field(auroraRow, 'storage')).toBe('2,4 MB');
    expect(field(auroraRow, 'state')).toBe('Ativa');
    expect(field(await row('boreal'), 'storage')).toBe('832 kB');
    expect(field(await row('fechada'), 'state')).toBe('Suspensa');
    expect(within(await row('fechada')).getByRole('button', { name: 'Reativar Escola Fechada' })).toBeInTheDocument();
    expect(within(await row('boreal')).getByRole('button', { name: 'Suspender Instituto Boreal' })).toBeInTheDocument();
    // The console's own school is not offered for suspension: the operator would lock themselves out.
    expect(auroraRow).toHaveTextContent('Escola do console');
    expect(within(auroraRow).queryByRole('button', { name: /^Suspender/ })).toBeNull();
  });

  it('"Carregar mais" follows next_page_url', async () => {
    const { listReads } = open({ pages: [[aurora, boreal], [closed]] });
    await row('boreal');
    expect(document.querySelector('li[data-school="fechada"]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await row('fechada');
    expect(listReads()).toEqual([PATHS.schools, PATHS.schoolsFrom(boreal.id)]);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it('a list that could not be read says so, with another try', async () => {
    open({ routes: { [`GET ${PATHS.schools}`]: { status: 403, body: { error: SCHOOL_MESSAGES.operatorOnly } } } });
    expect(await screen.findByText('Não foi possível carregar as escolas.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});

describe('Nova escola', () => {
  it('creates a school from the schema’s fields, says the owner was e-mailed, and lists it', async () => {
    const { sent } = open();
    await row('aurora');
    await user.type(within(form()).getByRole('textbox', { name: /Nome da escola/ }), 'Escola Nova');
    await user.type(within(form()).getByRole('textbox', { name: /Primeiro endereço/ }), ' Nova.Exemplo.com ');
    await user.type(within(form()).getByRole('textbox', { name: /E-mail do dono/ }), 'Dona@Nova.test');
    await user.click(within(form()).getByRole('button', { name: 'Criar escola' }));

    await waitFor(() =>
      expect(sent('POST', PATHS.schools)).toEqual([{ name: 'Escola Nova', host: 'nova.exemplo.com', owner_email: 'dona@nova.test' }]),
    );
    await waitFor(() => expect(toasts.success).toEqual([SCHOOL_MESSAGES.created]));
    const made = await row('nova');
    expect(made).toHaveTextContent('nova.exemplo.com');
    expect(field(made, 'state')).toBe('Ativa');
    // Blank again for the next school.
    expect(within(form()).getByRole('textbox', { name: /Nome da escola/ })).toHaveValue('');
  });

  it('the schema refuses blank and malformed fields, in the reader’s words, and sends nothing', async () => {
    const { writes } = open();
    await row('aurora');
    await user.type(within(form()).getByRole('textbox', { name: /Primeiro endereço/ }), 'escola');
    await user.type(within(form()).getByRole('textbox', { name: /E-mail do dono/ }), 'dona@');
    await user.click(within(form()).getByRole('button', { name: 'Criar escola' }));
    expect(await within(form()).findByText(SCHOOL_MESSAGES.schoolNameRequired)).toBeInTheDocument();
    expect(within(form()).getByText(SCHOOL_MESSAGES.hostInvalid)).toBeInTheDocument();
    expect(within(form()).getByText('E-mail inválido')).toBeInTheDocument();
    expect(writes()).toEqual([]);

    await i18n.changeLanguage('en');
    await user.click(within(screen.getByRole('region', { name: 'New school' })).getByRole('button', { name: 'Create school' }));
    expect(await screen.findByText('Enter the school’s name')).toBeInTheDocument();
    expect(screen.getByText('Invalid e-mail')).toBeInTheDocument();
  });

  it('a host some school already answers on is refused under the field, as the server says', async () => {
    open();
    await row('aurora');
    await user.type(within(form()).getByRole('textbox', { name: /Nome da escola/ }), 'Outra Boreal');
    await user.type(within(form()).getByRole('textbox', { name: /Primeiro endereço/ }), 'boreal.localhost');
    await user.type(within(form()).getByRole('textbox', { name: /E-mail do dono/ }), 'dono@boreal.test');
    await user.click(within(form()).getByRole('button', { name: 'Criar escola' }));
    expect(await within(form()).findByText(SCHOOL_MESSAGES.hostTaken)).toBeInTheDocument();
    expect(toasts).toEqual({ success: [], error: [] });
  });
});

describe('suspending and reactivating', () => {
  it('suspending asks first; confirmed, the school is suspended and offers "Reativar"', async () => {
    const { sent, writes } = open();
    const region = await row('boreal');
    await user.click(within(region).getByRole('button', { name: 'Suspender Instituto Boreal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspender escola' });
    expect(dialog).toHaveTextContent('“Instituto Boreal” sai do ar');
    expect(dialog).toHaveTextContent('Nada é apagado');
    expect(writes()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toEqual([]);

    await user.click(within(region).getByRole('button', { name: 'Suspender Instituto Boreal' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Suspender escola' })).getByRole('button', { name: 'Suspender' }));
    await waitFor(() => expect(field(region, 'state')).toBe('Suspensa'));
    expect(sent('PATCH', PATHS.school(boreal.id))).toEqual([{ active: false }]);
    expect(toasts.success).toEqual([SCHOOL_MESSAGES.suspended]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(region).getByRole('button', { name: 'Reativar Instituto Boreal' })).toBeInTheDocument();
  });

  it('"Reativar" brings a suspended school back', async () => {
    const { sent } = open();
    const region = await row('fechada');
    await user.click(within(region).getByRole('button', { name: 'Reativar Escola Fechada' }));
    await waitFor(() => expect(field(region, 'state')).toBe('Ativa'));
    expect(sent('PATCH', PATHS.school(closed.id))).toEqual([{ active: true }]);
    expect(toasts.success).toEqual([SCHOOL_MESSAGES.reactivated]);
  });

  it("a refusal (the console's own school) is said in the server's words and changes nothing", async () => {
    open({ routes: { 'PATCH /api/operator/schools/:id': { status: 409, body: { error: SCHOOL_MESSAGES.consoleSchool } } } });
    const region = await row('boreal');
    await user.click(within(region).getByRole('button', { name: 'Suspender Instituto Boreal' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Suspender escola' })).getByRole('button', { name: 'Suspender' }));
    await waitFor(() => expect(toasts.error).toEqual([SCHOOL_MESSAGES.consoleSchool]));
    expect(field(region, 'state')).toBe('Ativa');
  });

  it('has no axe violations, on a phone too', async () => {
    setViewportWidth(390);
    const { container } = open();
    await row('fechada');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

import { STAFF_MESSAGES } from '@trilha/shared/staff/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@trilha/shared/accounts/schemas';
import { renderShell, setViewportWidth } from '../../../test/render-app';
import { StaffPanel } from './StaffPanel';
import { admin, bia, caio, davi, loadStaffStrings, olga, owner, PATHS, resetToasts, serveStaff, toasts } from './test-server';

vi.mock('../../../lib/toast', async () => (await import('./test-server')).recordedToasts());

loadStaffStrings();

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

function open(options: Parameters<typeof serveStaff>[0] & { as?: User } = {}) {
  const viewer = options.as ?? owner;
  const server = serveStaff({ viewer, ...options });
  const view = renderShell(<StaffPanel tenantId={1} />, { user: viewer });
  return { ...server, ...view };
}

const list = () => screen.findByRole('list', { name: 'Equipe da escola' });
const row = (id: number) => document.querySelector<HTMLElement>(`li[data-staff-id="${id}"]`)!;
const rowIds = () =>
  within(screen.getByRole('list', { name: 'Equipe da escola' }))
    .getAllByRole('listitem')
    .map((li) => Number(li.getAttribute('data-staff-id')));
const moreButton = (name: string) => screen.queryByRole('button', { name: `Mais ações de ${name}` });
/** The names of the items the row's menu offers. */
async function menuOf(name: string) {
  await user.click(moreButton(name)!);
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}
async function pick(name: string, item: string) {
  await user.click(moreButton(name)!);
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

async function openInvite(options: Parameters<typeof open>[0] = {}) {
  const server = open(options);
  await list();
  await user.click(screen.getByRole('button', { name: 'Convidar' }));
  const form = await screen.findByRole('dialog', { name: 'Convidar para a equipe' });
  return { ...server, form };
}
const radios = (form: HTMLElement) =>
  within(form)
    .getAllByRole('radio')
    .map((r) => r.getAttribute('value'));
const emailField = (form: HTMLElement) => within(form).getByRole('textbox', { name: /^E-mail/ });
const nameField = (form: HTMLElement) => within(form).getByRole('textbox', { name: /^Nome/ });
const send = (form: HTMLElement) => user.click(within(form).getByRole('button', { name: 'Enviar convite' }));

describe('Equipe in the edit panel', () => {
  it('lists each person: name, e-mail, role, a pending invitation or when last seen, and marks the viewer', async () => {
    open();
    await list();
    expect(rowIds()).toEqual([olga.id, bia.id, caio.id, davi.id]);

    expect(row(olga.id)).toHaveTextContent('Olga Dona');
    expect(within(row(olga.id)).getByText('Dono')).toBeInTheDocument();
    expect(within(row(olga.id)).getByText('Você')).toBeInTheDocument();
    expect(row(olga.id)).toHaveTextContent('Último acesso: há 5 minutos');

    expect(row(bia.id)).toHaveTextContent('bia@aurora.test');
    expect(within(row(bia.id)).getByText('Administrador')).toBeInTheDocument();
    expect(within(row(bia.id)).queryByText('Você')).toBeNull();
    expect(within(row(bia.id)).queryByText('Convite pendente')).toBeNull();

    // Never signed in: the invitation still waits, and there is no last visit to show.
    expect(within(row(caio.id)).getByText('Moderador')).toBeInTheDocument();
    expect(within(row(caio.id)).getByText('Convite pendente')).toBeInTheDocument();
    expect(row(caio.id)).not.toHaveTextContent('Último acesso');
    expect(within(row(davi.id)).queryByText('Convite pendente')).toBeNull();
    expect(row(davi.id)).toHaveTextContent('Último acesso:');
  });

  it('offers the owner every change but on themselves, and handing the school on only to an administrator', async () => {
    open();
    await list();
    // Nobody changes or removes themselves; the owner is never removed.
    expect(moreButton('Olga Dona')).toBeNull();
    expect(await menuOf('Bia Costa')).toEqual(['Tornar moderador', 'Passar a escola', 'Remover da equipe']);
    await user.keyboard('{Escape}');
    expect(await menuOf('Davi Rocha')).toEqual(['Tornar administrador', 'Remover da equipe']);
  });

  it('gives an administrator the moderators to remove, and nothing over administrators or the owner', async () => {
    open({ as: admin });
    await list();
    expect(screen.getByText(/Como administrador, você convida e remove moderadores/)).toBeInTheDocument();
    expect(moreButton('Olga Dona')).toBeNull();
    // Their own row.
    expect(moreButton('Bia Costa')).toBeNull();
    expect(await menuOf('Davi Rocha')).toEqual(['Remover da equipe']);
  });

  it('changes a role from the menu and says so', async () => {
    const { sent } = open();
    await list();
    await pick('Davi Rocha', 'Tornar administrador');
    await waitFor(() => expect(toasts.success).toEqual(['Papel alterado']));
    expect(sent('PATCH', PATHS.member(davi.id))).toEqual([{ role: 'admin' }]);
    await waitFor(() => expect(within(row(davi.id)).getByText('Administrador')).toBeInTheDocument());
  });

  it("says a refused change in the reader's language", async () => {
    open({ routes: { 'PATCH /api/admin/staff/:id': { status: 403, body: { error: STAFF_MESSAGES.ownerNamesAdmins } } } });
    await list();
    await i18n.changeLanguage('en');
    await user.click(screen.getByRole('button', { name: 'More actions for Davi Rocha' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Make administrator' }));
    await waitFor(() => expect(toasts.error).toEqual(['Only the school’s owner names, changes or removes administrators']));
    expect(toasts.success).toEqual([]);
  });

  it('asks before removing someone, says they stay a student if they hold products, then removes them', async () => {
    const { writes } = open();
    await list();
    await pick('Davi Rocha', 'Remover da equipe');
    let dialog = await screen.findByRole('dialog', { name: 'Remover da equipe' });
    expect(dialog).toHaveTextContent('Davi Rocha deixa a equipe e perde o acesso ao painel de edição.');
    expect(dialog).toHaveTextContent('se tiver produtos, segue na escola como aluno');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remover da equipe' })).toBeNull());
    expect(writes()).toEqual([]);

    await pick('Davi Rocha', 'Remover da equipe');
    dialog = await screen.findByRole('dialog', { name: 'Remover da equipe' });
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(toasts.success).toEqual(['Pessoa removida da equipe']));
    expect(writes()).toEqual([`DELETE ${PATHS.member(davi.id)}`]);
    await waitFor(() => expect(rowIds()).toEqual([olga.id, bia.id, caio.id]));
    expect(screen.queryByRole('dialog', { name: 'Remover da equipe' })).toBeNull();
  });

  it('hands the school to an administrator after a confirmation that the owner becomes an administrator', async () => {
    const { writes, sent } = open();
    await list();
    await pick('Bia Costa', 'Passar a escola');
    const dialog = await screen.findByRole('dialog', { name: 'Passar a escola' });
    expect(dialog).toHaveTextContent('Bia Costa passa a ser o dono da escola, e você passa a ser administrador.');
    expect(writes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Passar a escola' }));
    await waitFor(() => expect(toasts.success).toEqual(['A escola tem um novo dono']));
    expect(writes()).toEqual([`POST ${PATHS.owner(bia.id)}`]);
    expect(sent('POST', PATHS.owner(bia.id))).toEqual([undefined]);

    // The list and the viewer read again: Bia owns the school, and Olga, now an administrator, manages moderators only.
    await waitFor(() => expect(within(row(bia.id)).getByText('Dono')).toBeInTheDocument());
    expect(within(row(olga.id)).getByText('Administrador')).toBeInTheDocument();
    await waitFor(() => expect(moreButton('Bia Costa')).toBeNull());
    expect(await menuOf('Davi Rocha')).toEqual(['Remover da equipe']);
  });

  it('says so when the list could not load, and tries again', async () => {
    const server = open({ listStatus: 500 });
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar a equipe.');
    server.state.listStatus = 200;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(rowIds()).toEqual([olga.id, bia.id, caio.id, davi.id]));
  });

  it('has no axe violations in the list, on a phone too', async () => {
    setViewportWidth(390);
    const { container } = open();
    await list();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

describe('inviting to the staff', () => {
  it('lets the owner invite an administrator, sends e-mail, name and role, and lists them as pending', async () => {
    const { form, sent } = await openInvite();
    expect(radios(form)).toEqual(['admin', 'moderator']);
    // The least trusted role unless the owner chooses more.
    expect(within(form).getByRole('radio', { name: /^Moderador/ })).toBeChecked();
    expect(form).toHaveTextContent('Necessário quando o e-mail ainda não tem conta na escola.');
    await user.type(emailField(form), ' Eva@Aurora.test ');
    await user.type(nameField(form), 'Eva Prado');
    await user.click(within(form).getByRole('radio', { name: /^Administrador/ }));
    await send(form);

    await waitFor(() => expect(toasts.success).toEqual(['Convite enviado']));
    expect(sent('POST', PATHS.staff)).toEqual([{ email: 'eva@aurora.test', name: 'Eva Prado', role: 'admin' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Convidar para a equipe' })).toBeNull());
    await waitFor(() => expect(row(90)).toHaveTextContent('Eva Prado'));
    expect(within(row(90)).getByText('Administrador')).toBeInTheDocument();
    expect(within(row(90)).getByText('Convite pendente')).toBeInTheDocument();
  });

  it('sends no name when the field is left empty (an account the school already has)', async () => {
    const { form, sent } = await openInvite();
    await user.type(emailField(form), 'ana@aurora.test');
    await user.type(nameField(form), '  ');
    await send(form);
    await waitFor(() => expect(sent('POST', PATHS.staff)).toEqual([{ email: 'ana@aurora.test', role: 'moderator' }]));
  });

  it('offers an administrator the moderator role only', async () => {
    const { form, sent } = await openInvite({ as: admin });
    expect(radios(form)).toEqual(['moderator']);
    expect(within(form).getByRole('radio', { name: /^Moderador/ })).toBeChecked();
    await user.type(emailField(form), 'eva@aurora.test');
    await send(form);
    await waitFor(() => expect(sent('POST', PATHS.staff)).toEqual([{ email: 'eva@aurora.test', role: 'moderator' }]));
  });

  it('refuses what the shared schema refuses, in its words, and sends nothing', async () => {
    const { form, sent } = await openInvite();
    await send(form);
    expect(await within(form).findByText('E-mail inválido')).toBeInTheDocument();
    expect(emailField(form)).toHaveAttribute('aria-invalid', 'true');
    await user.type(emailField(form), 'eva@@aurora');
    await send(form);
    expect(await within(form).findByText('E-mail inválido')).toBeInTheDocument();
    expect(sent('POST', PATHS.staff)).toEqual([]);
    await i18n.changeLanguage('en');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('Invalid e-mail')).toBeInTheDocument();
  });

  it("puts the server's refusals under the fields they name, in the reader's language", async () => {
    const { form } = await openInvite({
      routes: {
        [`POST ${PATHS.staff}`]: {
          status: 400,
          body: { error: 'Dados inválidos', issues: [{ path: 'body.name', message: STAFF_MESSAGES.nameRequired }] },
        },
      },
    });
    await user.type(emailField(form), 'eva@aurora.test');
    await send(form);
    expect(await within(form).findByText('Informe o nome: este e-mail ainda não tem conta na escola')).toBeInTheDocument();
    expect(nameField(form)).toHaveAttribute('aria-invalid', 'true');
    expect(toasts.error).toEqual([]);

    await i18n.changeLanguage('en');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('Enter the name: this e-mail has no account at the school yet')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Invite to the staff' })).toBeInTheDocument();
  });

  it('a refusal that names no field is said in a toast, and the form stays', async () => {
    const { form } = await openInvite({
      routes: { [`POST ${PATHS.staff}`]: { status: 409, body: { error: STAFF_MESSAGES.alreadyStaff } } },
    });
    await user.type(emailField(form), 'davi@aurora.test');
    await send(form);
    await waitFor(() => expect(toasts.error).toEqual([STAFF_MESSAGES.alreadyStaff]));
    expect(emailField(form)).toHaveValue('davi@aurora.test');
  });

  it('has no axe violations in the form, errors included', async () => {
    const { form } = await openInvite();
    const rules = { 'color-contrast': { enabled: false } };
    const names = (results: axe.AxeResults) =>
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(names(await axe.run(form, { rules }))).toEqual([]);
    await send(form);
    await within(form).findByText('E-mail inválido');
    expect(names(await axe.run(form, { rules }))).toEqual([]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../../test/render-app';
import { StudentsPanel } from './StudentsPanel';
import { owner, PATHS, products, resetToasts, serveStudents, toasts } from './test-server';

vi.mock('../../../lib/toast', async () => (await import('./test-server')).recordedToasts());

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

/** The section with "Adicionar aluno" open. */
async function openForm(options: Parameters<typeof serveStudents>[0] = {}) {
  const server = serveStudents(options);
  renderShell(<StudentsPanel tenantId={1} products={products} />, { user: owner });
  await screen.findByRole('list', { name: 'Alunos da escola' });
  await user.click(screen.getByRole('button', { name: 'Adicionar aluno' }));
  const form = await screen.findByRole('dialog', { name: 'Adicionar aluno' });
  return { ...server, form };
}

async function fill(form: HTMLElement, fields: { name?: string; email?: string; products?: string[]; day?: string }) {
  if (fields.name) await user.type(within(form).getByRole('textbox', { name: /^Nome/ }), fields.name);
  if (fields.email) await user.type(within(form).getByRole('textbox', { name: /^E-mail/ }), fields.email);
  if (fields.products) {
    const picker = within(form).getByRole('button', { name: /^Produtos/ });
    await user.click(picker);
    for (const title of fields.products) await user.click(await screen.findByRole('option', { name: title }));
    await user.click(picker);
  }
  if (fields.day) await user.type(within(form).getByLabelText(/^Acesso até/), fields.day);
}

const submit = (form: HTMLElement) => user.click(within(form).getByRole('button', { name: 'Adicionar aluno' }));

describe('adding a student', () => {
  it('sends name, e-mail, products, the last second of the day picked and the welcome mail, then opens the student', async () => {
    const { form, sent } = await openForm();
    expect(within(form).getByRole('checkbox', { name: /^Enviar e-mail de boas-vindas/ })).toBeChecked();
    expect(form).toHaveTextContent('Com um link para entrar, válido por 7 dias.');
    await fill(form, { name: '  Dora Reis ', email: 'Dora@Aurora.test', products: ['Plano Anual', 'Mentoria'], day: '2030-12-31' });
    await submit(form);

    await waitFor(() => expect(toasts.success).toEqual(['Aluno adicionado']));
    expect(sent('POST', PATHS.students)).toEqual([
      {
        name: 'Dora Reis',
        email: 'dora@aurora.test',
        product_ids: [1, 2],
        // The end of that day where the browser is.
        expires_at: new Date(2030, 11, 31, 23, 59, 59).toISOString(),
        send_invite: true,
      },
    ]);
    const drawer = await screen.findByRole('dialog', { name: 'Aluno' });
    expect(within(drawer).getByRole('textbox', { name: 'Nome' })).toHaveValue('Dora Reis');
    expect(screen.queryByRole('dialog', { name: 'Adicionar aluno' })).toBeNull();
    // The list read again, with the new student in it.
    await waitFor(() => expect(document.querySelector('li[data-student-id="90"]')).toHaveTextContent('Dora Reis'));
  });

  it('without a date nor the welcome mail, sends no end and send_invite false', async () => {
    const { form, sent } = await openForm();
    await fill(form, { name: 'Eva', email: 'eva@aurora.test' });
    await user.click(within(form).getByRole('checkbox', { name: /^Enviar e-mail de boas-vindas/ }));
    await submit(form);
    await waitFor(() =>
      expect(sent('POST', PATHS.students)).toEqual([{ name: 'Eva', email: 'eva@aurora.test', product_ids: [], send_invite: false }]),
    );
  });

  it('refuses what the shared schema refuses, in its words, and sends nothing', async () => {
    const { form, sent } = await openForm();
    await submit(form);
    expect(await within(form).findByText('Informe o nome do aluno')).toBeInTheDocument();
    expect(within(form).getByText('E-mail inválido')).toBeInTheDocument();
    await fill(form, { name: 'Eva', email: 'eva@aurora.test', day: '2020-01-01' });
    await submit(form);
    expect(await within(form).findByText('Informe uma data de expiração futura')).toBeInTheDocument();
    expect(within(form).queryByText('E-mail inválido')).toBeNull();
    expect(sent('POST', PATHS.students)).toEqual([]);
  });

  it("puts the server's refusals under the fields they name, in the reader's language", async () => {
    const { form } = await openForm({
      routes: {
        [`POST ${PATHS.students}`]: {
          status: 400,
          body: {
            error: 'Dados inválidos',
            issues: [
              { path: 'body.product_ids.1', message: 'Produto não encontrado nesta escola' },
              { path: 'body.email', message: 'E-mail inválido' },
            ],
          },
        },
      },
    });
    await fill(form, { name: 'Eva', email: 'eva@aurora.test', products: ['Plano Anual', 'Mentoria'] });
    await i18n.changeLanguage('en');
    await user.click(within(form).getByRole('button', { name: 'Add student' }));
    expect(await within(form).findByText('Product not found in this school')).toBeInTheDocument();
    expect(within(form).getByText('Invalid e-mail')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^E-mail/ })).toHaveAttribute('aria-invalid', 'true');
    expect(toasts.error).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Add student' })).toBeInTheDocument();
  });

  it('a refusal that names no field is said in a toast, and the form stays', async () => {
    const { form } = await openForm({ routes: { [`POST ${PATHS.students}`]: { status: 409, body: { error: 'Conflito' } } } });
    await fill(form, { name: 'Eva', email: 'eva@aurora.test' });
    await submit(form);
    await waitFor(() => expect(toasts.error).toEqual(['Conflito']));
    expect(within(form).getByRole('textbox', { name: /^Nome/ })).toHaveValue('Eva');
  });

  it('has no axe violations in the form, errors included', async () => {
    const { form } = await openForm();
    const rules = { 'color-contrast': { enabled: false } };
    const names = (results: axe.AxeResults) =>
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(names(await axe.run(form, { rules }))).toEqual([]);
    await submit(form);
    await within(form).findByText('Informe o nome do aluno');
    expect(names(await axe.run(form, { rules }))).toEqual([]);
  });
});

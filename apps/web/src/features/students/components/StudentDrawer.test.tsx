import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../../test/render-app';
import { StudentsPanel } from './StudentsPanel';
import { ana, anaDetail, bruno, carla, detailOf, olga, owner, PATHS, products, resetToasts, serveStudents, toasts } from './test-server';

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

/** The section with `name`'s drawer open, once it has loaded. */
async function openStudent(name: string, options: Parameters<typeof serveStudents>[0] = {}) {
  const server = serveStudents({
    students: [ana, bruno, carla, olga],
    details: [anaDetail, detailOf(olga, { staff: true })],
    ...options,
  });
  renderShell(<StudentsPanel tenantId={1} products={products} />, { user: owner });
  await user.click(within(await screen.findByRole('list', { name: 'Alunos da escola' })).getByRole('button', { name }));
  const drawer = await screen.findByRole('dialog', { name: 'Aluno' });
  await within(drawer).findByRole('textbox', { name: 'Nome' });
  return { ...server, drawer };
}

const enrollment = (id: number) => document.querySelector<HTMLElement>(`li[data-enrollment-id="${id}"]`)!;
const row = (id: number) => document.querySelector<HTMLElement>(`li[data-student-id="${id}"]`)!;

describe("a student's drawer", () => {
  it('shows who they are, their products with where each came from and until when, and their progress', async () => {
    const { drawer } = await openStudent('Ana Souza');
    expect(drawer).toHaveTextContent('ana@aurora.test');
    expect(drawer).toHaveTextContent('Último acessohá 5 minutos');
    expect(within(drawer).getByText('Ativo')).toBeInTheDocument();
    expect(enrollment(1101)).toHaveTextContent('Plano Anual');
    expect(enrollment(1101)).toHaveTextContent('Venda · concedido em 15/06/2025 · até 15/06/2030');
    expect(enrollment(1102)).toHaveTextContent('Manual · concedido em 01/07/2025 · vitalício');
    expect(within(drawer).getByRole('progressbar', { name: 'Progresso em Fotografia com o Celular' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(drawer).toHaveTextContent('Última atividade: nenhuma atividade');
    const quizzes = within(drawer).getByRole('list', { name: 'Avaliações' });
    expect(quizzes).toHaveTextContent('Prova finalMelhor nota: 85%Aprovado');
    expect(quizzes).toHaveTextContent('Qual é o seu estilo?Sem nota');
  });

  it('renames the student', async () => {
    const { drawer, sent } = await openStudent('Ana Souza');
    const name = within(drawer).getByRole('textbox', { name: 'Nome' });
    await user.clear(name);
    await user.type(name, 'Ana Souza Lima');
    await user.click(within(drawer).getByRole('button', { name: 'Salvar nome' }));
    await waitFor(() => expect(toasts.success).toEqual(['Aluno salvo']));
    expect(sent('PATCH', PATHS.student(ana.id))).toEqual([{ name: 'Ana Souza Lima' }]);
    await waitFor(() => expect(within(row(ana.id)).getByRole('button', { name: 'Ana Souza Lima' })).toBeInTheDocument());
  });

  it('deactivating asks first (signed out everywhere, nothing deleted), then PATCHes active false; reactivating does not ask', async () => {
    const { drawer, sent, writes } = await openStudent('Ana Souza');
    await user.click(within(drawer).getByRole('button', { name: 'Desativar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Desativar aluno' });
    expect(confirm).toHaveTextContent(
      'Ana Souza será desconectado de todos os aparelhos e não poderá mais entrar na escola. Nada é apagado',
    );
    expect(writes()).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Desativar aluno' }));
    await waitFor(() => expect(toasts.success).toEqual(['Aluno desativado']));
    expect(sent('PATCH', PATHS.student(ana.id))).toEqual([{ active: false }]);
    expect(await within(drawer).findByText('Inativo')).toBeInTheDocument();
    await waitFor(() => expect(within(row(ana.id)).getByText('Inativo')).toBeInTheDocument());
    // An inactive student cannot sign in: no welcome mail until reactivated.
    expect(within(drawer).getByRole('button', { name: 'Reenviar e-mail de boas-vindas' })).toBeDisabled();

    await user.click(within(drawer).getByRole('button', { name: 'Reativar' }));
    await waitFor(() => expect(toasts.success).toEqual(['Aluno desativado', 'Aluno reativado']));
    expect(sent('PATCH', PATHS.student(ana.id))).toEqual([{ active: false }, { active: true }]);
  });

  it('a staff member is not deactivated here: the drawer says where instead', async () => {
    const { drawer } = await openStudent('Olga Dona');
    expect(within(drawer).queryByRole('button', { name: 'Desativar' })).toBeNull();
    expect(drawer).toHaveTextContent('Esta pessoa faz parte da equipe: ela é desativada ou removida na lista da equipe, não aqui.');
  });

  it("sends the welcome mail again; a refusal is said in the reader's language", async () => {
    const { drawer, writes, routes } = await openStudent('Ana Souza');
    await user.click(within(drawer).getByRole('button', { name: 'Reenviar e-mail de boas-vindas' }));
    await waitFor(() => expect(toasts.success).toEqual(['E-mail de boas-vindas enviado']));
    expect(writes()).toEqual([`POST ${PATHS.invite(ana.id)}`]);

    // Deactivated elsewhere meanwhile: the server refuses.
    routes['POST /api/admin/students/:id/invite'] = {
      status: 409,
      body: { error: 'Reative o aluno antes de reenviar o e-mail de boas-vindas' },
    };
    await i18n.changeLanguage('en');
    await user.click(within(drawer).getByRole('button', { name: 'Send the welcome e-mail again' }));
    await waitFor(() => expect(toasts.error).toEqual(['Reactivate the student before sending the welcome e-mail again']));
  });

  it('"Remover acesso" asks first, then DELETEs that enrolment', async () => {
    const { drawer, writes } = await openStudent('Ana Souza');
    await user.click(within(drawer).getByRole('button', { name: 'Remover acesso a Mentoria' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remover acesso' });
    expect(confirm).toHaveTextContent('Remover o acesso de Ana Souza a “Mentoria”?');
    expect(writes()).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Remover acesso' }));
    await waitFor(() => expect(toasts.success).toEqual(['Acesso removido']));
    expect(writes()).toEqual([`DELETE ${PATHS.enrollment(1102)}`]);
    await waitFor(() => expect(enrollment(1102)).toBeNull());
    expect(enrollment(1101)).toBeInTheDocument();
  });

  it('"Conceder produto" asks for a product, then POSTs it with the end of the day picked', async () => {
    const { drawer, sent } = await openStudent('Carla Dias');
    expect(drawer).toHaveTextContent('Nenhum produto');
    const grant = within(drawer).getByRole('form', { name: 'Conceder produto' });
    await user.click(within(grant).getByRole('button', { name: 'Conceder' }));
    expect(await within(grant).findByText('Escolha um produto')).toBeInTheDocument();

    await user.click(within(grant).getByRole('button', { name: /^Produto/ }));
    await user.click(await screen.findByRole('option', { name: 'Degustação' }));
    await user.type(within(grant).getByLabelText(/^Acesso até/), '2030-12-31');
    await user.click(within(grant).getByRole('button', { name: 'Conceder' }));
    await waitFor(() => expect(toasts.success).toEqual(['Acesso concedido']));
    expect(sent('POST', PATHS.enrollments(carla.id))).toEqual([
      { product_id: 3, expires_at: new Date(2030, 11, 31, 23, 59, 59).toISOString() },
    ]);
    expect(await within(drawer).findByRole('button', { name: 'Remover acesso a Degustação' })).toBeInTheDocument();
    await waitFor(() => expect(within(row(carla.id)).getByText('Degustação · até 31/12/2030')).toBeInTheDocument());
  });

  it('has no axe violations in the drawer', async () => {
    const { drawer } = await openStudent('Ana Souza');
    const results = await axe.run(drawer, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../../../test/render-app';
import { RewardsPanel } from './RewardsPanel';
import { owner, resetToasts, reward, serveRewards, toasts } from './test-server';

vi.mock('../../../../lib/toast', async () => {
  const { toasts: shown } = await import('./test-server');
  return {
    showSuccess: (message: string) => shown.success.push(message),
    showError: (_error: unknown, fallback?: string) => shown.error.push(fallback ?? ''),
  };
});

beforeEach(() => resetToasts());

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function open(options: Parameters<typeof serveRewards>[0] = {}) {
  const server = serveRewards(options);
  renderShell(<RewardsPanel tenantId={1} />, { user: owner });
  return server;
}

const drawer = (name: RegExp) => screen.findByRole('dialog', { name });

/** Mantine's Select is a combobox; the project's OptionSelect a button that opens a listbox. */
async function pick(form: HTMLElement, label: RegExp, option: string, role: 'combobox' | 'button' = 'button') {
  await userEvent.click(within(form).getByRole(role, { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('Recompensa list (spec 000 §2, §7, spec 001 §2)', () => {
  it('shows a skeleton while loading, then the empty state in the spec’s words', async () => {
    open();
    expect(screen.getByTestId('rewards-skeleton')).toBeInTheDocument();
    expect(await screen.findByText('Você ainda não possui recompensas')).toBeInTheDocument();
    expect(screen.getByText('Crie recompensas para seus alunos após realizarem tarefas personalizadas')).toBeInTheDocument();
    expect(screen.queryByTestId('rewards-skeleton')).toBeNull();
  });

  it('reverses the list for display (newest first), with criterion, delivery and products', async () => {
    open({
      rewards: [
        reward(1),
        reward(2, { reward_type: 'quiz', needed_score: null, quiz: { id: 31, name: 'Revisão geral' }, delivery_type: 'badge' }),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Recompensas da escola' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^Recompensa \d$/).textContent)).toEqual(['Recompensa 2', 'Recompensa 1']);
    expect(within(items[0]!).getByText('Passar na avaliação')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Insígnia')).toBeInTheDocument();
    expect(within(items[0]!).getByText(/Revisão geral · 1 produto/)).toBeInTheDocument();
    expect(within(items[1]!).getByText(/100 pontos/)).toBeInTheDocument();
  });
});

describe('Recompensa form (spec 000 §4, §5, §8, spec 001 §3, §5)', () => {
  it('says what is missing in the spec’s words and sends nothing', async () => {
    const server = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Nova recompensa' }));
    const form = await drawer(/Nova recompensa/);
    await userEvent.click(within(form).getByRole('button', { name: 'Criar recompensa' }));
    expect(await within(form).findByText('Turma/produto que irá pontuar é obrigatório')).toBeInTheDocument();
    // Name, needed score and the delivery file: 'Campo obrigatório' each.
    expect(within(form).getAllByText('Campo obrigatório')).toHaveLength(3);

    await pick(form, /Critério/, 'Passar na avaliação', 'combobox');
    await userEvent.click(within(form).getByRole('button', { name: 'Criar recompensa' }));
    await waitFor(() => expect(within(form).getByRole('button', { name: /Avaliação/ })).toHaveAccessibleDescription(/Campo obrigatório/));
    expect(server.sent('POST', '/api/auth/ranking/rewards/create')).toEqual([]);
  });

  it('refuses a link that is not a URL, then creates the reward and its permissions, toasts and closes', async () => {
    const server = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Nova recompensa' }));
    const form = await drawer(/Nova recompensa/);
    await userEvent.type(within(form).getByRole('textbox', { name: /Nome/ }), 'Primeiros 100 pontos');
    await userEvent.type(within(form).getByRole('textbox', { name: /Pontos necessários/ }), '100');
    await pick(form, /Quem pode pontuar/, 'Edição Avançada');
    await userEvent.click(within(form).getByRole('radio', { name: 'Links' }));
    const linkInput = within(form).getByRole('textbox', { name: 'Endereço do link' });
    await userEvent.type(linkInput, 'não é link');
    await userEvent.click(within(form).getByRole('button', { name: 'Adicionar' }));
    expect(await within(form).findByText('Valor inválido, corrija e tente novamente')).toBeInTheDocument();
    await userEvent.clear(linkInput);
    await userEvent.type(linkInput, 'https://aurora.example/bonus{Enter}');
    expect(within(form).getByRole('link', { name: 'https://aurora.example/bonus' })).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'Criar recompensa' }));
    await waitFor(() => expect(toasts.success).toEqual(['Nova recompensa criada']));
    const [created] = server.sent('POST', '/api/auth/ranking/rewards/create');
    const sent = created!.form!;
    expect(Object.fromEntries(['tenant_id', 'name', 'reward_type', 'needed_score', 'delivery_type'].map((k) => [k, sent.get(k)]))).toEqual({
      tenant_id: '1',
      name: 'Primeiros 100 pontos',
      reward_type: 'score',
      needed_score: '100',
      delivery_type: 'link',
    });
    expect(sent.getAll('plansSelected')).toEqual(['12']);
    expect(sent.getAll('links')).toEqual(['https://aurora.example/bonus']);
    expect(server.sent('POST', '/api/auth/ranking/rewards/permissions/create').map((c) => c.json)).toEqual([
      { reward_id: 90, array_plans_id: [12], tenant_id: 1 },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Primeiros 100 pontos')).toBeInTheDocument();
  });

  it('edits a reward with its products fixed, and sends the update with its id', async () => {
    const server = open({ rewards: [reward(1)] });
    await userEvent.click(await screen.findByRole('button', { name: 'Editar: Recompensa 1' }));
    const form = await drawer(/Editar recompensa/);
    const name = within(form).getByRole('textbox', { name: /Nome/ });
    expect(name).toHaveValue('Recompensa 1');
    expect(within(form).getByRole('button', { name: /Quem pode pontuar/ })).toBeDisabled();
    expect(within(form).getByText('Os produtos não mudam depois que a recompensa é criada.')).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, 'Cem pontos');
    await userEvent.click(within(form).getByRole('button', { name: 'Editar recompensa' }));
    await waitFor(() => expect(toasts.success).toEqual(['Recompensa atualizada com sucesso']));
    const [update] = server.sent('POST', '/api/auth/ranking/rewards/update');
    expect(update!.form!.get('id')).toBe('1');
    expect(update!.form!.get('name')).toBe('Cem pontos');
    expect(update!.form!.getAll('plansSelected')).toEqual([]);
    expect(server.sent('POST', '/api/auth/ranking/rewards/permissions/create')).toEqual([]);
    expect(await screen.findByText('Cem pontos')).toBeInTheDocument();
  });

  it('shows the server’s message under its field and in the toast', async () => {
    open({
      routes: {
        'POST /api/auth/ranking/rewards/create': () => ({
          status: 404,
          body: {
            error: 'O produto selecionado não existe nesta escola.',
            issues: [{ path: 'plansSelected', message: 'O produto selecionado não existe nesta escola.' }],
          },
        }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Nova recompensa' }));
    const form = await drawer(/Nova recompensa/);
    await userEvent.type(within(form).getByRole('textbox', { name: /Nome/ }), 'X');
    await userEvent.type(within(form).getByRole('textbox', { name: /Pontos necessários/ }), '0');
    await pick(form, /Quem pode pontuar/, 'Fotografia Essencial');
    await userEvent.click(within(form).getByRole('radio', { name: 'Código incorporado' }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Código incorporado/ }), '<iframe></iframe>');
    await userEvent.click(within(form).getByRole('button', { name: 'Criar recompensa' }));
    await waitFor(() => expect(toasts.error).toEqual(['O produto selecionado não existe nesta escola.']));
    expect(within(form).getByText('O produto selecionado não existe nesta escola.')).toBeInTheDocument();
  });

  it('deletes after the spec’s confirmation and toasts it', async () => {
    const server = open({ rewards: [reward(1)] });
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir: Recompensa 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir recompensa' });
    expect(within(confirm).getByText('Tem certeza que deseja excluir essa recompensa? Essa ação é irreversível')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(toasts.success).toEqual(['Recompensa excluída com sucesso']));
    expect(server.sent('DELETE', '/api/auth/ranking/rewards/delete/1/1')).toHaveLength(1);
    expect(await screen.findByText('Você ainda não possui recompensas')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../../../test/render-app';
import { ScoringPanel } from './ScoringPanel';
import { emptyScoring, owner, resetToasts, serveGamification, toasts } from './test-server';

vi.mock('../../../../lib/toast', async () => {
  const { toasts: shown } = await import('./test-server');
  return {
    showSuccess: (message: string) => shown.success.push(message),
    showError: (_error: unknown, fallback?: string) => shown.error.push(fallback ?? ''),
  };
});

beforeEach(() => resetToasts());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function open(options: Parameters<typeof serveGamification>[0] = {}) {
  const server = serveGamification(options);
  renderShell(<ScoringPanel tenantId={1} />, { user: owner });
  return server;
}

const PARAMS = '/api/auth/ranking/gamification/platform';

describe('Pontuação (spec 001 §2, §4, §5, §7, §8)', () => {
  it("create mode (no custom_name): 'Obrigatório' for the points' name, nothing sent", async () => {
    const server = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Criar pontuação' }));
    expect(await screen.findByText('Obrigatório')).toBeInTheDocument();
    expect(server.calls.some((c) => c.path.startsWith(`${PARAMS}/create`))).toBe(false);
  });

  it("creates with every group, then the per-day settings and the products added; 'Pontuação criada com sucesso.'", async () => {
    const server = open({
      routes: { [`POST ${PARAMS}/create-parameters`]: { status: 201, body: { message: 'Pontuação criada com sucesso.' } } },
    });
    const watch = await screen.findByRole('textbox', { name: 'Assistir a uma aula' });
    await userEvent.clear(watch);
    await userEvent.type(watch, '20');
    const posts = screen.getByRole('textbox', { name: 'Publicar' });
    await userEvent.clear(posts);
    await userEvent.type(posts, '10');
    await userEvent.type(screen.getByRole('textbox', { name: /Nome dos pontos/ }), 'XP');
    const postsBonus = screen.getByRole('group', { name: 'Publicações' });
    await userEvent.click(within(postsBonus).getByRole('switch', { name: 'Publicações' }));
    const needed = within(postsBonus).getByRole('textbox', { name: 'Ações' });
    await userEvent.clear(needed);
    await userEvent.type(needed, '3');
    const bonus = within(postsBonus).getByRole('textbox', { name: 'Bônus' });
    await userEvent.clear(bonus);
    await userEvent.type(bonus, '25');
    await userEvent.click(screen.getByRole('combobox', { name: 'Adicionar produtos' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Fotografia Essencial', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Criar pontuação' }));
    await waitFor(() => expect(toasts.success).toEqual(['Pontuação criada com sucesso.']));
    expect(server.sent('POST', `${PARAMS}/create-parameters`)).toEqual([
      {
        tenant_id: 1,
        platform: { ...emptyScoring.platform, watch_class: 20 },
        community: { score_posts: 10, score_comments: 0, score_replies: 0, score_likes: 0, custom_name: 'XP' },
      },
    ]);
    const perDay = server.sent('POST', `${PARAMS}/create-per-day-parameters`)[0] as { community_settings: Record<string, unknown> };
    expect(perDay.community_settings.post).toEqual({ enable: true, needed_interaction: 3, plus_user_score: 25 });
    expect(server.sent('POST', '/api/auth/ranking/gamification-plans/create')).toEqual([{ array_plans_id: [11], tenant_id: 1 }]);
    // The list is read again: the product added shows with its remove button.
    expect(await screen.findByRole('button', { name: 'Excluir Fotografia Essencial das permissões' })).toBeInTheDocument();
  });

  it("update mode once a custom_name exists (PUT update-parameters): 'Pontuação atualizada com sucesso.'", async () => {
    const server = open({
      scoring: { ...emptyScoring, community: { ...emptyScoring.community, custom_name: 'COIN' } },
      routes: { [`PUT ${PARAMS}/update-parameters`]: { status: 200, body: { message: 'Pontuação atualizada com sucesso.' } } },
    });
    expect(await screen.findByRole('textbox', { name: /Nome dos pontos/ })).toHaveValue('COIN');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar pontuação' }));
    await waitFor(() => expect(toasts.success).toEqual(['Pontuação atualizada com sucesso.']));
    expect(server.sent('PUT', `${PARAMS}/update-parameters`)).toHaveLength(1);
    expect(server.calls.some((c) => c.path === `${PARAMS}/create-parameters`)).toBe(false);
  });

  it('spec 001 §8: scoring errors are silent', async () => {
    open({
      scoring: { ...emptyScoring, community: { ...emptyScoring.community, custom_name: 'COIN' } },
      routes: { [`PUT ${PARAMS}/update-parameters`]: { status: 400, body: { error: 'x' } } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Salvar pontuação' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar pontuação' })).not.toHaveAttribute('data-loading'));
    expect(toasts).toEqual({ success: [], error: [] });
  });

  it("lists the products that score and takes one out at once: 'Produto excluído das permissões'", async () => {
    const server = open({
      plans: [{ id: 7, plan_id: 11, plan: { id: 11, title: 'Fotografia Essencial' } }],
      routes: {
        'DELETE /api/auth/ranking/gamification-plans/delete/7/1': { status: 200, body: { message: 'Produto excluído das permissões' } },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir Fotografia Essencial das permissões' }));
    await waitFor(() => expect(toasts.success).toEqual(['Produto excluído das permissões']));
    expect(server.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('shows the recalculation: queued, then running (polled), then when it finished', async () => {
    open({
      recalculation: [
        { state: 'queued', done: 0, total: 0, finished_at: null },
        { state: 'running', done: 250, total: 1000, finished_at: null },
        { state: 'idle', done: 0, total: 0, finished_at: '2026-11-26T15:00:00.000Z' },
      ],
    });
    expect(await screen.findByText('Recálculo dos pontos na fila…')).toBeInTheDocument();
    expect(await screen.findByText('Recalculando os pontos: 250 de 1000 alunos', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progresso do recálculo' })).toHaveAttribute('aria-valuenow', '25');
    expect(await screen.findByText(/Pontos recalculados em/, {}, { timeout: 5000 })).toBeInTheDocument();
  }, 15_000);
});

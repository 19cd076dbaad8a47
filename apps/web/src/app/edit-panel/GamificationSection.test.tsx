import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { owner, sampleLevel, serveGamification } from '../../features/gamification/admin/components/test-server';
import { renderShell } from '../../test/render-app';
import { GamificationSection } from './GamificationSection';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Gamificação section (spec 002 §1, spec 001 §2: four drawers)', () => {
  it('lists the four drawers, Recompensa first, and opens Níveis, Pontuação and Ranking', async () => {
    serveGamification({ levels: [sampleLevel] });
    renderShell(<GamificationSection />, { user: owner });
    expect(await screen.findByRole('button', { name: /Níveis/ })).toBeInTheDocument();
    expect(await screen.findAllByRole('listitem')).toHaveLength(4);
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Recompensa');
    await userEvent.click(screen.getByRole('button', { name: /Níveis/ }));
    const levels = await screen.findByRole('dialog', { name: 'Níveis' });
    expect(await within(levels).findByText('200 Xp')).toBeInTheDocument();
    await userEvent.click(within(levels).getByRole('button', { name: 'Fechar' }));
    await userEvent.click(screen.getByRole('button', { name: /Pontuação/ }));
    expect(
      await within(await screen.findByRole('dialog', { name: 'Pontuação' })).findByRole('button', { name: 'Criar pontuação' }),
    ).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Pontuação' })).getByRole('button', { name: 'Fechar' }));
    await userEvent.click(screen.getByRole('button', { name: /Ranking/ }));
    expect(await within(await screen.findByRole('dialog', { name: 'Ranking' })).findByRole('switch')).toBeChecked();
  });

  it('shows the Recompensa drawer first with the panel it is given', async () => {
    serveGamification();
    const Rewards = ({ tenantId }: { tenantId: number }) => <p>Recompensas da escola {tenantId}</p>;
    renderShell(<GamificationSection rewardsPanel={Rewards} />, { user: owner });
    const entries = await screen.findAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('Recompensa');
    await userEvent.click(within(entries[0]!).getByRole('button'));
    expect(
      await within(await screen.findByRole('dialog', { name: 'Recompensa' })).findByText('Recompensas da escola 1'),
    ).toBeInTheDocument();
  });
});

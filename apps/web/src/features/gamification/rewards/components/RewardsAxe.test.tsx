import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../../../test/render-app';
import { RewardsPanel } from './RewardsPanel';
import { owner, reward, serveRewards } from './test-server';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** axe's violations in `element`; colour contrast needs a layout jsdom does not have (the e2e checks it in Chromium). */
async function violations(element: Element) {
  const results = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('Recompensa is accessible (axe)', () => {
  it('the list', async () => {
    serveRewards({ rewards: [reward(1), reward(2)] });
    const { container } = renderShell(<RewardsPanel tenantId={1} />, { user: owner });
    await screen.findByRole('list', { name: 'Recompensas da escola' });
    expect(await violations(container)).toEqual([]);
  });

  // One test per delivery: six axe runs over the whole form in one test came to 31 s beside the other
  // lanes, past the timeout; each delivery's fields alone take a few seconds.
  it.each(['Arquivo', 'Links', 'Insígnia', 'Código incorporado', 'Produto'])('the form with the %s delivery', async (delivery) => {
    serveRewards();
    renderShell(<RewardsPanel tenantId={1} />, { user: owner });
    await userEvent.click(await screen.findByRole('button', { name: 'Nova recompensa' }));
    const form = await screen.findByRole('dialog', { name: /Nova recompensa/ });
    await userEvent.click(within(form).getByRole('radio', { name: delivery }));
    expect(await violations(form), delivery).toEqual([]);
  });

  it("the form's error messages", async () => {
    serveRewards();
    renderShell(<RewardsPanel tenantId={1} />, { user: owner });
    await userEvent.click(await screen.findByRole('button', { name: 'Nova recompensa' }));
    const form = await screen.findByRole('dialog', { name: /Nova recompensa/ });
    await userEvent.click(within(form).getByRole('radio', { name: 'Produto' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Criar recompensa' }));
    await within(form).findByText('Turma/produto que irá pontuar é obrigatório');
    expect(await violations(form)).toEqual([]);
  });
});

import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { callApi } from './api';

/** What e2e/gamification.spec.ts reads, drives and restores: the admin drawers' calls and the student's scores. */

export type Scoring = {
  platform: Record<string, number>;
  community: Record<string, number | string | null>;
  per_day: { community_settings: Record<string, unknown>; platform_settings: Record<string, unknown> };
};
export type Me = { score: number; level: { name: string } | null; rank: number | null };

export async function scoringOf(page: Page, tenant: number): Promise<Scoring> {
  const reply = await callApi<Scoring>(page, `/api/auth/ranking/gamification/platform/get-parameters/${tenant}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
}

/** Puts the points and per-day settings back as they were read (the other specs expect the seed's). */
export async function restoreScoring(page: Page, tenant: number, saved: Scoring) {
  const points = await callApi(page, '/api/auth/ranking/gamification/platform/update-parameters', {
    method: 'PUT',
    body: { tenant_id: tenant, platform: saved.platform, community: saved.community },
  });
  expect(points.status, JSON.stringify(points.body)).toBe(200);
  const perDay = await callApi(page, '/api/auth/ranking/gamification/platform/create-per-day-parameters', {
    body: { tenant_id: tenant, ...saved.per_day },
  });
  expect(perDay.status, JSON.stringify(perDay.body)).toBeLessThan(300);
}

export const meOf = async (page: Page, tenant: number) => (await callApi<Me>(page, `/api/auth/ranking/me/${tenant}`)).body;

/** Waits until the engine (after commit, through the job queue) has her score reach `atLeast`. */
export async function scoreReaches(page: Page, tenant: number, atLeast: number, timeout = 30_000) {
  await expect.poll(async () => (await meOf(page, tenant)).score, { timeout, interval: 500 }).toBeGreaterThanOrEqual(atLeast);
}

/** Removes the levels and rewards whose name ends with `suffix` (a retried run starts from the seed). */
export async function removeNamed(page: Page, tenant: number, suffix: string) {
  const levels = await callApi<{ data: { id: number; name: string }[] }>(page, `/api/auth/ranking/levels/get/${tenant}`);
  for (const level of levels.body.data ?? []) {
    if (!level.name.endsWith(suffix)) continue;
    const reply = await callApi(page, `/api/auth/ranking/levels/delete/${level.id}/${tenant}`, { method: 'DELETE' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  }
  const rewards = await callApi<{ data: { id: number; name: string }[] }>(page, `/api/auth/ranking/rewards/get/${tenant}`);
  for (const reward of rewards.body.data ?? []) {
    if (!reward.name.endsWith(suffix)) continue;
    const reply = await callApi(page, `/api/auth/ranking/rewards/delete/${tenant}/${reward.id}`, { method: 'DELETE' });
    expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(300);
  }
}

/** A 600 x 400 PNG badge picture, so the square crop has something to cut. */
export const badgePicture = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="#1e3a8a"/><circle cx="300" cy="200" r="150" fill="#facc15"/><text x="300" y="230" font-size="90" text-anchor="middle" fill="#1e3a8a">E2E</text></svg>',
    ),
  )
    .png()
    .toBuffer();

/** Picks a file through a Mantine FileButton (a button that opens the system chooser). */
export async function chooseFile(page: Page, button: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

/** The edit panel's Gamificação section, with one of its four drawers open. */
export async function openDrawer(page: Page, name: 'Recompensa' | 'Níveis' | 'Pontuação' | 'Ranking') {
  await page.goto('/homepage?painel=gamificacao');
  const entry = page.getByRole('button', { name: new RegExp(`^${name}`) });
  await entry.click();
  const drawer = page.getByRole('dialog', { name });
  await drawer.waitFor();
  return drawer;
}

type Recalculation = { state: string; finished_at: string | null };

/** The points recalculation's state as the owner's drawer reads it. */
export async function recalculationOf(page: Page, tenant: number) {
  return (await callApi<Recalculation>(page, `/api/auth/ranking/gamification/recalculation/${tenant}`)).body;
}

/**
 * Waits until the recalculation a save of Pontuação asked for has run: idle with a newer
 * `finished_at` than `before`. Not just "idle": the save starts it after commit, through the queue,
 * so right after the save it still reads idle; and one finished less than a minute before waits
 * its turn (RECALCULATION_GAP_MS).
 */
export async function recalculationFinished(page: Page, tenant: number, before: Recalculation) {
  await expect
    .poll(
      async () => {
        const now = await recalculationOf(page, tenant);
        return now.state === 'idle' && now.finished_at !== before.finished_at;
      },
      { timeout: 120_000, interval: 500 },
    )
    .toBe(true);
}

/** Picks one option of a Select (Mantine's, or the project's OptionSelect), which closes on the pick. */
export async function pickOption(page: Page, opener: Locator, name: string) {
  // A Mantine Select lets a click on the option it holds take it back (allowDeselect): only a change is picked.
  if ((await opener.inputValue().catch(() => '')) === name) return;
  await opener.click();
  await page.getByRole('option', { name }).first().click();
  await page.getByRole('listbox').filter({ visible: true }).first().waitFor({ state: 'hidden' });
}

/** Opens a multi-select and picks every option it lists (the school's products), then closes it. */
export async function pickAll(page: Page, opener: Locator) {
  await opener.click();
  await page.getByRole('option').first().waitFor();
  for (const option of await page.getByRole('option').all()) await option.click();
  await page.keyboard.press('Escape');
}

/** The titles of her celebrations no page has shown yet (the server's list). */
export const unseenTitles = async (page: Page, tenant: number) =>
  (await callApi<{ data: { title: string }[] }>(page, `/api/auth/ranking/celebrations/${tenant}`)).body.data.map((c) => c.title);

/**
 * Reads each celebration the overlay shows, oldest first, and moves on ("Próxima (n)", then
 * "Continuar") until it closes; answers the text of each.
 */
export async function clickThroughCelebrations(page: Page) {
  const overlay = page.getByTestId('celebration').getByRole('dialog');
  const shown: string[] = [];
  for (let i = 0; i < 10 && (await overlay.count()) > 0; i++) {
    const text = (await overlay.textContent()) ?? '';
    shown.push(text);
    await overlay.getByRole('button', { name: /^(Continuar|Próxima)/ }).click();
    await expect.poll(async () => (await overlay.count()) === 0 || (await overlay.textContent()) !== text, { timeout: 5000 }).toBe(true);
  }
  return shown;
}

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTextPost, callApi } from './support/api';
import { dismissToasts, expectAccessible, launch, openSignedIn, screenshot, settled } from './support/browser';

/**
 * docs/notifications.md as two students live it: Thiago comments on Patrícia's post and
 * likes it; the durable fan-out turns both into her notifications; she sees the badge, the
 * popover and the page, clicks through to the post, marks all read, and sets her preferences.
 */
const TENANT = 1;
const TITLE = 'Minha primeira foto noturna (E2E)';

let browser: Browser;
let patricia: Page;
let thiago: Page;
const contexts: { close(): Promise<void> }[] = [];
let postId = 0;
let communityId = 0;

type Total = { has_unread_notifications: boolean; unread_count: number };
type Prefs = { like: { platform: boolean; email: boolean }; communities: number[] } & Record<string, unknown>;

async function addPost(page: Page, communityId: number, title: string, text: string): Promise<number> {
  const reply = await addTextPost(page, { tenant: TENANT, communityId }, { title, text });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.data!.id;
}

const total = async (page: Page) => (await callApi<Total>(page, '/api/auth/notification/total')).body;
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notificações/ });

beforeAll(async () => {
  browser = await launch();
  const her = await openSignedIn(browser, 'patricia@aurora.test', { width: 1280, height: 800 });
  const him = await openSignedIn(browser, 'thiago@aurora.test', { width: 1280, height: 800 });
  contexts.push(her.context, him.context);
  [patricia, thiago] = [her.page, him.page];
  // She starts with nothing unread: other specs' posts notify every member.
  await callApi(patricia, '/api/platform/auth/notification/update', { method: 'PATCH', body: { all: true } });
  const explorer = await callApi<{ data: { id: number; title: string }[] }>(patricia, `/api/auth/community/explorer/${TENANT}`);
  communityId = explorer.body.data.find((c) => c.title === 'Comunidade Aurora')!.id;
  postId = await addPost(patricia, communityId, TITLE, 'Tirei com o modo noturno do celular, apoiado num muro. O que acham?');
});

afterAll(async () => {
  try {
    if (postId) await callApi(patricia, `/api/auth/community/post/${TENANT}/${postId}`, { method: 'DELETE' });
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
  }
});

describe('notifications (spec 000 §2, §3, §7; issue 17)', () => {
  it('a comment and a like on her post reach her after the fan-out; the bell shows them at 1280', async () => {
    // A retried run starts from nothing unread too (its first try's lines are read, not doubled).
    await callApi(patricia, '/api/platform/auth/notification/update', { method: 'PATCH', body: { all: true } });
    const comment = await callApi(thiago, `/api/auth/community/post/${TENANT}/${postId}/comments`, {
      body: { content: 'Ficou ótima! Qual foi o tempo de exposição?' },
    });
    expect(comment.status, JSON.stringify(comment.body)).toBe(201);
    expect((await callApi(thiago, `/api/auth/community/post/${TENANT}/${postId}/like`, { method: 'PUT' })).status).toBe(200);
    // The request never waited for the fan-out: it runs in the durable queue, after commit.
    await expect.poll(async () => (await total(patricia)).unread_count, { timeout: 20_000 }).toBe(2);

    await patricia.goto('/homepage');
    await expect.poll(async () => bell(patricia).getAttribute('aria-label'), { timeout: 10_000 }).toBe('Notificações: 2 não lidas');
    await bell(patricia).click();
    const popover = patricia.getByRole('dialog', { name: 'Notificações' });
    // The newest first: the seed's older lines from Thiago are under Antigas (seed/notifications.ts).
    await popover.getByText('Thiago Ribeiro comentou no seu post').first().waitFor();
    await popover.getByText(`Thiago Ribeiro curtiu seu post “${TITLE}”`).waitFor();
    await popover.getByText('Hoje').waitFor();
    await settled(patricia);
    await screenshot(patricia, 'notifications-popover-1280', { fullPage: false });
    await expectAccessible(patricia, 'notifications popover');

    // A click marks it read and opens the post; the badge drops at once.
    await popover.getByText('Thiago Ribeiro comentou no seu post').first().click();
    await patricia.waitForURL(new RegExp(`/comunidade/post/${postId}/${TENANT}/${communityId}$`));
    await expect.poll(async () => bell(patricia).getAttribute('aria-label')).toBe('Notificações: 1 não lida');
    // The badge drops before the server has the read (its request may still be on its way): ask until it has.
    await expect.poll(async () => (await total(patricia)).unread_count).toBe(1);
  });

  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    it(`the /notifications page lists them by day, and marks all read, at ${width}px`, async () => {
      await patricia.setViewportSize({ width, height });
      await patricia.goto('/notifications');
      const main = patricia.getByRole('main');
      await main.getByText('Thiago Ribeiro comentou no seu post').first().waitFor();
      await main.getByText('Hoje', { exact: true }).waitFor();
      await settled(patricia);
      await screenshot(patricia, `notifications-page-${width}`);
      await expectAccessible(patricia, `notifications page at ${width}`);
      expect(
        await patricia.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBeLessThanOrEqual(0);
      if (width === 1280) {
        await main.getByRole('button', { name: 'Marcar todas como lidas' }).click();
        await patricia.getByText('Notificação lida com sucesso.').first().waitFor();
        await dismissToasts(patricia, 'Notificação lida com sucesso.');
        await expect.poll(async () => (await total(patricia)).unread_count).toBe(0);
        await expect.poll(async () => bell(patricia).getAttribute('aria-label')).toBe('Notificações');
      } else {
        // Narrow screens: the alternate bell links straight to the page.
        await patricia
          .getByRole('banner')
          .getByRole('link', { name: /^Notificações/ })
          .waitFor();
      }
    });
  }

  it('the preferences modal opens from the drawer, saves a switch, and the server keeps it', async () => {
    await patricia.setViewportSize({ width: 1280, height: 800 });
    await patricia.goto('/homepage');
    const before = (await callApi<Prefs>(patricia, `/api/auth/v2/notification-preferences/${TENANT}`, { headers: { tenantId: '1' } })).body;
    await patricia.getByRole('banner').getByRole('button', { name: 'Abrir menu do perfil' }).click();
    await patricia
      .getByRole('dialog')
      .getByRole('button', { name: /Notificações/ })
      .click();
    const modal = patricia.getByRole('dialog', { name: 'Preferências de notificação' });
    await modal.getByText('Comunidade Aurora').waitFor();
    const likeMail = modal.getByRole('switch', { name: 'Curtidas no seu post: E-mail' });
    expect(await likeMail.isChecked()).toBe(before.like.email);
    await likeMail.click({ force: true });
    await settled(patricia);
    await screenshot(patricia, 'notifications-preferences-1280', { fullPage: false });
    await expectAccessible(patricia, 'notification preferences');
    await modal.getByRole('button', { name: /Salvar/ }).click();
    await patricia.getByText('Configurações salvas com sucesso!').first().waitFor();
    const after = (await callApi<Prefs>(patricia, `/api/auth/v2/notification-preferences/${TENANT}`, { headers: { tenantId: '1' } })).body;
    expect(after.like.email).toBe(!before.like.email);
    expect(after.communities).toEqual(before.communities);
    // Back as it was, for the next run.
    const { like, comment, reply, post, communities } = before;
    const restored = await callApi(patricia, `/api/auth/v2/notification-preferences/${TENANT}`, {
      body: { like, comment, reply, post, communities },
      headers: { tenantId: '1' },
    });
    expect(restored.status).toBe(200);
  });
});

describe('study reminders (/lembretes; docs/reminders.md)', () => {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    it(`she chooses days and a time in her time zone and saves; the server keeps them, at ${width}px`, async () => {
      await patricia.setViewportSize({ width, height });
      await patricia.goto('/lembretes');
      const main = patricia.getByRole('main');
      await main.getByRole('heading', { name: 'Lembrete de estudos' }).waitFor();
      const enabled = main.getByRole('switch', { name: 'Receber lembretes por e-mail' });
      if (!(await enabled.isChecked())) await enabled.click({ force: true });
      for (const day of ['Terça-feira', 'Quinta-feira']) {
        const chip = main.getByRole('checkbox', { name: day });
        if (!(await chip.isChecked())) await chip.click({ force: true });
      }
      const time = width === 1280 ? '07:30' : '20:15';
      await main.getByLabel('Horário', { exact: true }).fill(time);
      await main.getByText(/^Próximo lembrete: /).waitFor();
      await settled(patricia);
      await screenshot(patricia, `reminders-${width}`);
      await expectAccessible(patricia, `reminders at ${width}`);
      expect(
        await patricia.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBeLessThanOrEqual(0);
      await main.getByRole('button', { name: 'Salvar' }).click();
      await patricia.getByText('Lembretes salvos com sucesso!').first().waitFor();
      await dismissToasts(patricia, 'Lembretes salvos com sucesso!');
      const saved = (
        await callApi<{ enabled: boolean; days: number[]; time: string; timezone: string }>(patricia, `/api/auth/reminders/${TENANT}`)
      ).body;
      expect(saved).toMatchObject({ enabled: true, time });
      expect(saved.days).toEqual(expect.arrayContaining([2, 4]));
      expect(saved.timezone).toBe(await patricia.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone));
    });
  }

  it('the mails’ cancel pages, signed out, refuse a link that was not signed by the school', async () => {
    const context = await browser.newContext({ baseURL: new URL(patricia.url()).origin });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto('/lembretes/cancelar?token=1.1.reminders.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await page.getByRole('status').getByText('Este link de cancelamento não é válido.').waitFor();
    await expectAccessible(page, 'reminders cancel page');
    await page.goto('/notificacoes/cancelar?token=1.1.post.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await page.getByRole('heading', { name: 'E-mails de notificação' }).waitFor();
    await page.getByRole('status').waitFor();
    // Back as it was: reminders off for the next run.
    await callApi(patricia, `/api/auth/reminders/${TENANT}`, {
      method: 'PUT',
      body: { enabled: false, days: [1, 2, 3, 4, 5], time: '19:00', timezone: 'America/Sao_Paulo' },
    });
  });
});

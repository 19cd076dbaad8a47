import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api';
import { dismissToasts, expectAccessible, launch, openSignedIn, screenshot, settled } from './support/browser';

/**
 * The edit panel's Página de aula (spec 001 "Ajustes gerais" and "Letreiro", spec 002 §1) and the
 * staff's lives scheduler (docs/lives.md), as a school owner uses them.
 */
const SETTINGS = '/api/auth/tenants/template_settings/1';
const MARQUEES = '/api/auth/marquee/1';
const LIVES = '/api/auth/lives/1';
const MARQUEE_TEXT = 'Bem-vindo à aula, ';
const LIVE_TITLE = 'Plantão de dúvidas E2E';

let browser: Browser;
const contexts: BrowserContext[] = [];
let owner: Page;
let original: { comment: 0 | 1; theme_classes: 1 | 2 | 3 };

async function signedIn(width = 1280, height = 800): Promise<Page> {
  const { context, page } = await openSignedIn(browser, 'owner@aurora.test', { width, height });
  contexts.push(context);
  return page;
}

const panel = (page: Page) => page.getByTestId('edit-panel');
const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });

/** The panel's body never scrolls sideways: every form fits the 484 px drawer and a phone. */
async function expectNoSidewaysScroll(scroller: Locator, label: string) {
  const overflow = await scroller.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
}

async function marqueeIds(page: Page): Promise<number[]> {
  const reply = await callApi<{ data: { id: number }[] }>(page, MARQUEES);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data.map((m) => m.id);
}

beforeAll(async () => {
  browser = await launch();
  owner = await signedIn();
  const settings = await callApi(owner, SETTINGS);
  expect(settings.status, JSON.stringify(settings.body)).toBe(200);
  original = settings.body;
  // 'Criar letreiro' is locked while any marquee exists (spec 001 §2): start from none.
  for (const id of await marqueeIds(owner)) await callApi(owner, `/api/auth/marquee/${id}`, { method: 'DELETE' });
});

afterAll(async () => {
  // Other specs share the server: the template and the comments switch go back as they were.
  if (original) {
    await callApi(owner, '/api/auth/config/plataforma/updateCustomBasic', {
      body: { tenant_id: 1, theme_classes: original.theme_classes },
    });
    await callApi(owner, '/api/auth/comunidade/comentarios/activeComment', { body: { tenant_id: 1, comment: original.comment } });
    for (const id of await marqueeIds(owner)) await callApi(owner, `/api/auth/marquee/${id}`, { method: 'DELETE' });
  }
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
});

describe('Página de aula: Ajustes gerais (spec 001 §2, §8)', () => {
  it('opens from Edição, switches the template with its preview and the toast; students get it in the theme', async () => {
    await owner.goto('/homepage');
    await owner.getByRole('banner').getByRole('button', { name: 'Edição' }).click();
    await panel(owner)
      .getByRole('button', { name: /Página de aula/ })
      .click();
    const section = owner.getByRole('dialog', { name: 'Página de aula' });
    await section.getByRole('tab', { name: 'Ajustes gerais' }).waitFor();
    expect(new URL(owner.url()).searchParams.get('painel')).toBe('aula');
    const select = section.getByRole('combobox', { name: 'Template da tela de aula' });
    const next = original.theme_classes === 2 ? 'Tela cheia' : 'Sequência';
    const value = next === 'Tela cheia' ? 3 : 2;
    await select.click();
    await owner.getByRole('option', { name: next }).click();
    // The pictures are public/lesson-templates/{1,2,3}.webp, made by a script from our own templates.
    expect(await section.getByRole('img', { name: new RegExp(`Prévia do template ${next}`) }).getAttribute('src')).toBe(
      `/lesson-templates/${value}.webp`,
    );
    await section.getByRole('button', { name: 'Salvar alterações' }).click();
    await toast(owner, 'Template alterado com sucesso').waitFor();
    const theme = await callApi(owner, '/api/tenant');
    expect(theme.body.theme.theme_classes).toBe(value);
    await dismissToasts(owner, 'Template alterado com sucesso');
    await settled(owner);
    await screenshot(owner, 'lesson-page-general-1280', { fullPage: false });
    await expectAccessible(owner, 'Página de aula, Ajustes gerais');
    await expectNoSidewaysScroll(panel(owner).locator('.mantine-Drawer-body'), 'Ajustes gerais');
  });

  it('the comments switch saves at once with its toast', async () => {
    const section = owner.getByRole('dialog', { name: 'Página de aula' });
    const comments = section.getByRole('switch', { name: /Comentários nas aulas/ });
    const before = await comments.isChecked();
    await comments.click({ force: true });
    await toast(owner, 'Configuração de comentários atualizada').waitFor();
    expect((await callApi(owner, SETTINGS)).body.comment).toBe(before ? 0 : 1);
    await dismissToasts(owner, 'Configuração de comentários atualizada');
    await comments.click({ force: true });
    await toast(owner, 'Configuração de comentários atualizada').waitFor();
    expect((await callApi(owner, SETTINGS)).body.comment).toBe(before ? 1 : 0);
    await dismissToasts(owner, 'Configuração de comentários atualizada');
  });
});

describe('Página de aula: Letreiro (spec 001 §2, §5, §8)', () => {
  it('creates a marquee with $nome_aluno and its live preview; "Criar letreiro" then locks with its tooltip; deletes it', async () => {
    const section = owner.getByRole('dialog', { name: 'Página de aula' });
    await section.getByRole('tab', { name: 'Letreiro' }).click();
    await section.getByText('Nenhum letreiro ainda').waitFor();
    await section.getByRole('button', { name: 'Criar letreiro' }).click();
    const form = owner.getByRole('dialog', { name: 'Criar letreiro' });
    await form.getByRole('textbox', { name: /Texto do letreiro/ }).fill(MARQUEE_TEXT);
    await form.getByRole('button', { name: 'Inserir $nome_aluno' }).click();
    await form.getByRole('combobox', { name: /Produto/ }).click();
    await owner.getByRole('option').first().click();
    const preview = form.getByRole('marquee', { name: 'Letreiro' });
    await expect.poll(() => preview.innerText()).toContain(`${MARQUEE_TEXT}Ana`);
    await settled(owner);
    await screenshot(owner, 'lesson-page-marquee-form-1280', { fullPage: false });
    await expectAccessible(owner, 'Letreiro form');
    await form.getByRole('button', { name: 'Salvar letreiro' }).click();
    await toast(owner, 'Letreiro salvo com sucesso.').waitFor();
    await form.waitFor({ state: 'hidden' });
    const list = section.getByRole('list', { name: 'Letreiros da escola' });
    await list.getByText(`${MARQUEE_TEXT}$nome_aluno`.slice(0, 32)).waitFor();

    const create = section.getByRole('button', { name: 'Criar letreiro' });
    expect(await create.getAttribute('aria-disabled')).toBe('true');
    await create.hover();
    await owner.getByRole('tooltip', { name: 'Novas atualizações em breve' }).waitFor();
    await dismissToasts(owner, 'Letreiro salvo com sucesso.');
    await settled(owner);
    await screenshot(owner, 'lesson-page-marquee-list-1280', { fullPage: false });
    await expectAccessible(owner, 'Letreiro list');

    await list.getByRole('button', { name: /^Excluir letreiro/ }).click();
    await owner.getByRole('dialog', { name: 'Excluir letreiro' }).getByRole('button', { name: 'Excluir' }).click();
    await toast(owner, 'Exclusão realizada.').waitFor();
    await section.getByText('Nenhum letreiro ainda').waitFor();
    expect(await create.getAttribute('aria-disabled')).toBeNull();
    await dismissToasts(owner, 'Exclusão realizada.');
  });
});

describe('Página de aula: Lives (issue 15)', () => {
  it('schedules a live on air now, sees it listed with its badge, and deletes it', async () => {
    const section = owner.getByRole('dialog', { name: 'Página de aula' });
    await section.getByRole('tab', { name: 'Lives' }).click();
    await section.getByRole('button', { name: 'Agendar live' }).click();
    const form = owner.getByRole('dialog', { name: 'Agendar live' });
    // The pickers hold this browser's wall-clock time: computed in the page, a minute ago to an hour on.
    const [start, end] = await owner.evaluate(() => {
      const pad = (n: number) => String(n).padStart(2, '0');
      const local = (d: Date) =>
        `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
      const now = Date.now();
      return [local(new Date(now - 60_000)), local(new Date(now + 3600_000))];
    });
    await form.getByRole('textbox', { name: /Título/ }).fill(LIVE_TITLE);
    await form.getByRole('textbox', { name: /Endereço da transmissão/ }).fill('https://www.youtube.com/embed/jfKfPfyJRdk');
    await form.getByLabel(/Início/).fill(start);
    await form.getByLabel(/Fim/).fill(end);
    await settled(owner);
    await expectAccessible(owner, 'live form');
    await form.getByRole('button', { name: 'Salvar live' }).click();
    await toast(owner, 'Live agendada.').waitFor();
    const row = section.getByRole('listitem').filter({ hasText: LIVE_TITLE });
    await row.getByText('Ao vivo').waitFor();
    await row.getByText('Toda a escola').waitFor();
    await dismissToasts(owner, 'Live agendada.');
    await settled(owner);
    await screenshot(owner, 'lesson-page-lives-1280', { fullPage: false });

    await row.getByRole('button', { name: /^Excluir live/ }).click();
    await owner.getByRole('dialog', { name: 'Excluir live' }).getByRole('button', { name: 'Excluir' }).click();
    await toast(owner, 'Live excluída.').waitFor();
    await row.waitFor({ state: 'detached' });
    const lives = await callApi<{ data: { title: string }[] }>(owner, LIVES);
    expect(lives.body.data.map((l) => l.title)).not.toContain(LIVE_TITLE);
  });
});

describe('Página de aula on a phone (390 px)', () => {
  it('the section and the marquee form fit the full-width panel without sideways scroll', async () => {
    const phone = await signedIn(390, 844);
    await phone.goto('/homepage?painel=aula');
    const section = phone.getByRole('dialog', { name: 'Página de aula' });
    await section.getByRole('combobox', { name: 'Template da tela de aula' }).waitFor();
    await settled(phone);
    await screenshot(phone, 'lesson-page-general-390', { fullPage: false });
    await expectNoSidewaysScroll(panel(phone).locator('.mantine-Drawer-body'), 'Ajustes gerais at 390');
    await expectAccessible(phone, 'Página de aula at 390');
    await section.getByRole('tab', { name: 'Letreiro' }).click();
    await section.getByRole('button', { name: 'Criar letreiro' }).click();
    const form = phone.getByRole('dialog', { name: 'Criar letreiro' });
    await form.getByRole('textbox', { name: /Texto do letreiro/ }).fill('Oi $nome_aluno, bons estudos!');
    await settled(phone);
    await screenshot(phone, 'lesson-page-marquee-form-390', { fullPage: false });
    await expectNoSidewaysScroll(form.locator('.mantine-Modal-body'), 'Letreiro form at 390');
    const width = await form.evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(390);
  });
});

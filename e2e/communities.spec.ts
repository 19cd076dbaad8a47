import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api';
import { dismissToasts, expectAccessible, launch, openSignedIn, schoolUrl, screenshot, settled } from './support/browser';

const NEW = 'Clube do Retrato E2E';

type Listed = { id: number; title: string; order: number; active: boolean };

let browser: Browser;
const contexts: BrowserContext[] = [];
let owner: Page;
let picture: string;
let originalOrder: number[] = [];

async function signedIn(email: string, opts: { school?: 'aurora' | 'boreal'; width?: number } = {}): Promise<Page> {
  const { context, page } = await openSignedIn(browser, email, { width: opts.width ?? 1280, school: opts.school });
  contexts.push(context);
  return page;
}

async function list(page: Page, tenant: number): Promise<Listed[]> {
  const reply = await callApi(page, `/api/auth/community/list/${tenant}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.communities;
}

/** Other specs share the server: the communities this spec made go, the seeded ones keep their order. */
async function restore(page: Page, tenant: number, keep: number[]) {
  for (const community of await list(page, tenant)) {
    if (keep.includes(community.id)) continue;
    const res = await callApi(page, `/api/auth/community/delete/${tenant}/${community.id}`, { method: 'DELETE' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  if (keep.length > 0)
    await callApi(page, '/api/auth/community/reorder', {
      method: 'PUT',
      body: { communities: keep.map((id, i) => ({ id, order: i + 1 })), tenant_id: tenant },
    });
  await callApi(page, `/api/auth/community/toggle-all/${tenant}/1`, { method: 'PUT' });
  // The seed's value: Aurora shows its communities page, Boreal does not.
  await callApi(page, `/api/auth/community/show-page/${tenant}/${tenant === 1 ? 1 : 0}`, { method: 'PUT' });
}

/** A retried test starts clean: a community an earlier try made under this title goes first. */
async function dropNamed(page: Page, tenant: number, title: string) {
  for (const community of await list(page, tenant)) {
    if (community.title === title) await callApi(page, `/api/auth/community/delete/${tenant}/${community.id}`, { method: 'DELETE' });
  }
}

const panel = (page: Page) => page.getByTestId('edit-panel');
const listed = (page: Page) => panel(page).getByRole('list', { name: 'Comunidades da escola' });
const rowTitles = async (page: Page) => (await listed(page).locator('li p:first-of-type').allInnerTexts()).map((t) => t.trim());
const center = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};
const openSection = async (page: Page) => {
  await page.goto('/homepage?painel=comunidade');
  await listed(page).waitFor();
};

beforeAll(async () => {
  browser = await launch();
  owner = await signedIn('owner@aurora.test');
  originalOrder = (await list(owner, 1)).map((c) => c.id);
  picture = path.join(mkdtempSync(path.join(os.tmpdir(), 'trilha-communities-')), 'capa.png');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1400">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0ea5e9"/><stop offset="1" stop-color="#312e81"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="600" cy="600" r="300" fill="#fef3c7" opacity="0.8"/></svg>`;
  await sharp(Buffer.from(svg)).png().toFile(picture);
});

afterAll(async () => {
  if (owner && originalOrder.length) await restore(owner, 1, originalOrder);
  await Promise.all(contexts.splice(0).map((c) => c.close()));
  await browser?.close();
});

describe('Comunidade section, Aurora (config form)', () => {
  it('lists the seeded communities; the section passes axe at 1280 and 390', async () => {
    await openSection(owner);
    expect(await rowTitles(owner)).toHaveLength(originalOrder.length);
    await settled(owner);
    await screenshot(owner, 'communities-section-1280', { fullPage: false });
    await expectAccessible(owner, 'Comunidade section');
    const phone = await signedIn('owner@aurora.test', { width: 390 });
    await openSection(phone);
    await settled(phone);
    await screenshot(phone, 'communities-section-390', { fullPage: false });
    await expectAccessible(phone, 'Comunidade section at 390');
  });

  it('creates a private community with a cropped cover, uploaded with progress', async () => {
    await dropNamed(owner, 1, NEW);
    await openSection(owner);
    await panel(owner).getByRole('button', { name: 'Criar comunidade' }).click();
    const drawer = owner.getByRole('dialog', { name: 'Nova comunidade' });
    await drawer.getByRole('textbox', { name: /Nome da comunidade/ }).fill(NEW);
    await drawer.getByRole('textbox', { name: 'Descrição' }).fill('Retratos com luz natural: exercícios da semana e trocas de feedback.');
    // Private reveals the three fields, each required with the spec's message.
    await drawer.getByRole('switch', { name: 'Comunidade privada' }).click({ force: true });
    await drawer.getByRole('button', { name: 'Salvar' }).click();
    await drawer.getByText('A comunidade precisa ter pelo menos um produto ativo').waitFor();
    await drawer.getByText('O texto de upsell é obrigatório').waitFor();
    await drawer.getByText('O link de upsell é obrigatório').waitFor();
    await drawer.getByRole('button', { name: /Produtos com acesso/ }).click();
    // Inactive products are never offered.
    expect(await owner.getByRole('option', { name: 'Turma Fundadores 2023' }).count()).toBe(0);
    await owner.getByRole('option', { name: 'Plano Completo' }).click();
    await owner.keyboard.press('Escape');
    await drawer.getByRole('textbox', { name: /Texto de upsell/ }).fill('Entre para o Plano Completo');
    await drawer.getByRole('textbox', { name: /Link de upsell/ }).fill('notalink');
    await drawer.getByRole('button', { name: 'Salvar' }).click();
    await drawer.getByText('Link inválido').waitFor();
    await drawer.getByRole('textbox', { name: /Link de upsell/ }).fill('https://aurora.example/planos');
    await settled(owner);
    await screenshot(owner, 'communities-config-settings-1280', { fullPage: false });
    await expectAccessible(owner, 'config form, Configurações');

    // Aparência: the cover is picked, framed and cropped, and a preset background chosen.
    await drawer.getByRole('tab', { name: 'Aparência' }).click();
    await drawer.getByTestId('community-cover').locator('input[type=file]').setInputFiles(picture);
    const zoom = drawer.getByRole('slider', { name: 'Zoom' });
    await zoom.focus();
    for (let i = 0; i < 3; i += 1) await owner.keyboard.press('ArrowRight');
    await drawer.getByRole('button', { name: 'Usar recorte' }).click();
    const preview = drawer.getByRole('img', { name: 'Prévia da capa' });
    await preview.waitFor();
    expect(await preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([1280, 720]);
    await drawer.getByRole('radio', { name: '#0F172A' }).check({ force: true });
    await settled(owner);
    await screenshot(owner, 'communities-config-appearance-1280', { fullPage: false });
    await expectAccessible(owner, 'config form, Aparência');

    // A slow uplink, so the save's progress bar is there to be seen.
    const cdp = await owner.context().newCDPSession(owner);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 48 * 1024 });
    const saved = owner.waitForResponse((r) => r.url().endsWith('/api/auth/community/config/1') && r.request().method() === 'POST');
    await drawer.getByRole('button', { name: 'Salvar' }).click();
    const bar = drawer.getByRole('progressbar');
    await bar.waitFor();
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 30_000 }).toBeGreaterThan(0);
    expect((await saved).status()).toBe(201);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.detach();
    await owner.getByText('Alterações salvas com sucesso').waitFor();
    await drawer.waitFor({ state: 'detached' });
    await listed(owner).getByText(NEW, { exact: true }).waitFor();
    const id = (await list(owner, 1)).find((c) => c.title === NEW)!.id;
    const stored = (await callApi(owner, `/api/auth/community/config/1/${id}`)).body.data;
    expect(stored).toMatchObject({ is_private: true, background_color: '#0F172A', upsell_link: 'https://aurora.example/planos' });
    expect(stored.cover_path).toMatch(/\/files\//);
    expect(stored.product_ids).toHaveLength(1);
  });

  it('drags the new community to first place; the order holds after a reload', async () => {
    await openSection(owner);
    const before = await rowTitles(owner);
    expect(before.at(-1)).toBe(NEW);
    const from = await center(panel(owner).getByRole('button', { name: `Arrastar ${NEW} para mudar a ordem` }));
    const to = await center(panel(owner).getByRole('button', { name: `Arrastar ${before[0]} para mudar a ordem` }));
    const saved = owner.waitForResponse((r) => r.url().endsWith('/api/auth/community/reorder'));
    await owner.mouse.move(from.x, from.y);
    await owner.mouse.down();
    await owner.mouse.move(from.x, from.y - 8, { steps: 4 });
    await owner.mouse.move(to.x, to.y - 12, { steps: 24 });
    await owner.mouse.up();
    expect((await saved).status()).toBe(200);
    await owner.getByText('Ordem das comunidades atualizada com sucesso.').waitFor();
    const after = [NEW, ...before.slice(0, -1)];
    expect(await rowTitles(owner)).toEqual(after);
    expect((await list(owner, 1)).map((c) => [c.title, c.order])).toEqual(after.map((t, i) => [t, i + 1]));
    await owner.reload();
    await listed(owner).waitFor();
    expect(await rowTitles(owner)).toEqual(after);
  });

  it('copies the community link', async () => {
    await owner.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: schoolUrl('aurora') });
    await openSection(owner);
    const id = (await list(owner, 1)).find((c) => c.title === NEW)!.id;
    await panel(owner)
      .getByRole('button', { name: `Copiar link de ${NEW}` })
      .click();
    await owner.getByText('Link da comunidade copiado.').waitFor();
    expect(await owner.evaluate(() => navigator.clipboard.readText())).toBe(`${schoolUrl('aurora')}/comunidade/1/${id}`);
  });

  it('edits the community and switches it off and on at once', async () => {
    await openSection(owner);
    await panel(owner)
      .getByRole('button', { name: `Opções de ${NEW}` })
      .click();
    await owner.getByRole('menuitem', { name: 'Editar' }).click();
    const drawer = owner.getByRole('dialog', { name: 'Configuração da comunidade' });
    const title = drawer.getByRole('textbox', { name: /Nome da comunidade/ });
    await expect.poll(() => title.inputValue()).toBe(NEW);
    const active = drawer.getByRole('switch', { name: 'Ativa' });
    await active.click({ force: true });
    await owner.getByText('Comunidade desativada.').waitFor();
    await expect.poll(async () => (await list(owner, 1)).find((c) => c.title === NEW)?.active).toBe(false);
    await active.click({ force: true });
    await owner.getByText('Comunidade ativada.').waitFor();
    await expect.poll(async () => (await list(owner, 1)).find((c) => c.title === NEW)?.active).toBe(true);
    await drawer.getByRole('textbox', { name: 'Descrição' }).fill('Retratos com luz natural, agora com desafios mensais.');
    await drawer.getByRole('switch', { name: 'Mostrar ranking' }).click({ force: true });
    await drawer.getByRole('button', { name: 'Salvar' }).click();
    await owner.getByText('Alterações salvas com sucesso').waitFor();
    await drawer.waitFor({ state: 'detached' });
    const id = (await list(owner, 1)).find((c) => c.title === NEW)!.id;
    const stored = (await callApi(owner, `/api/auth/community/config/1/${id}`)).body.data;
    expect(stored).toMatchObject({
      description: 'Retratos com luz natural, agora com desafios mensais.',
      has_ranking: false,
      isActive: true,
    });
    expect(stored.cover_path).toMatch(/\/files\//);
  });

  it('the config drawer fits a 390 px screen', async () => {
    const phone = await signedIn('owner@aurora.test', { width: 390 });
    await openSection(phone);
    await panel(phone)
      .getByRole('button', { name: `Opções de ${NEW}` })
      .click();
    await phone.getByRole('menuitem', { name: 'Editar' }).click();
    const drawer = phone.getByRole('dialog', { name: 'Configuração da comunidade' });
    await expect.poll(() => drawer.getByRole('textbox', { name: /Nome da comunidade/ }).inputValue()).toBe(NEW);
    await settled(phone);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(phone, 'communities-config-settings-390', { fullPage: false });
    await expectAccessible(phone, 'config form at 390');
    await drawer.getByRole('tab', { name: 'Aparência' }).click();
    await settled(phone);
    await screenshot(phone, 'communities-config-appearance-390', { fullPage: false });
    await expectAccessible(phone, 'config form, Aparência, at 390');
  });

  it("'Comunidades' switches every community off and on", async () => {
    await openSection(owner);
    const all = panel(owner).getByRole('switch', { name: /^Comunidades/ });
    await all.click({ force: true });
    await owner.getByText('Comunidades desativadas com sucesso.').waitFor();
    await expect.poll(async () => (await list(owner, 1)).every((c) => !c.active)).toBe(true);
    await expect.poll(() => panel(owner).getByText('Inativa').count()).toBe(originalOrder.length + 1);
    await all.click({ force: true });
    await owner.getByText('Comunidades ativadas com sucesso.').waitFor();
    await expect.poll(async () => (await list(owner, 1)).every((c) => c.active)).toBe(true);
  });

  it("'Página de comunidades' shows and hides the students' Comunidades link", async () => {
    // Aurora's seed shows the page: off, then on again.
    const student = await signedIn('aluno@aurora.test');
    const link = student.getByRole('banner').getByRole('link', { name: 'Comunidades' });
    await link.waitFor();
    await openSection(owner);
    const page = panel(owner).getByRole('switch', { name: /^Página de comunidades/ });
    await page.click({ force: true });
    await owner.getByText('Página de comunidades desativada.').waitFor();
    await student.reload();
    await student.getByRole('banner').getByRole('link', { name: 'Favoritos' }).waitFor();
    expect(await link.count()).toBe(0);
    await page.click({ force: true });
    await owner.getByText('Página de comunidades ativada.').waitFor();
    await student.reload();
    await link.waitFor();
  });

  it('Remover deletes the community once EXCLUIR is typed', async () => {
    await openSection(owner);
    await panel(owner)
      .getByRole('button', { name: `Opções de ${NEW}` })
      .click();
    await owner.getByRole('menuitem', { name: 'Remover' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Excluir comunidade' });
    const confirm = dialog.getByRole('button', { name: 'Excluir' });
    await dialog.getByRole('textbox').fill('excluir');
    expect(await confirm.isDisabled()).toBe(true);
    await settled(owner);
    await screenshot(owner, 'communities-delete-1280', { fullPage: false });
    await expectAccessible(owner, 'delete community dialog');
    await dialog.getByRole('textbox').fill('EXCLUIR');
    await confirm.click();
    await owner.getByText('Comunidade excluída com sucesso.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await rowTitles(owner)).not.toContain(NEW);
    expect((await list(owner, 1)).map((c) => c.title)).not.toContain(NEW);
    await dismissToasts(owner, /./);
  });
});

describe('Comunidade section, Boreal (legacy form)', () => {
  let admin: Page;
  let borealOrder: number[] = [];
  const BOREAL_NEW = 'Roda de Estudos E2E';

  beforeAll(async () => {
    admin = await signedIn('admin@boreal.test', { school: 'boreal' });
    borealOrder = (await list(admin, 2)).map((c) => c.id);
  });
  afterAll(async () => {
    if (admin && borealOrder.length) await restore(admin, 2, borealOrder);
  });

  it('creates a community with products and content toggles', async () => {
    await dropNamed(admin, 2, BOREAL_NEW);
    await openSection(admin);
    await panel(admin).getByRole('button', { name: 'Criar comunidade' }).click();
    const drawer = admin.getByRole('dialog', { name: 'Nova comunidade' });
    await drawer.getByRole('textbox', { name: /Nome da comunidade/ }).fill(BOREAL_NEW);
    await drawer.getByRole('button', { name: 'Criar comunidade' }).click();
    await drawer.getByText('Selecione ao menos um produto!').waitFor();
    await drawer.getByRole('button', { name: 'Produtos', exact: true }).click();
    expect(await admin.getByRole('option', { name: 'Turma Piloto' }).count()).toBe(0);
    await admin.getByRole('option', { name: 'Assinatura Mensal' }).click();
    await admin.keyboard.press('Escape');
    await drawer.getByRole('button', { name: 'Conteúdo' }).click();
    // The panel slides open: the switch is clicked where it ends up, and setChecked checks it took.
    await settled(admin);
    await drawer.getByRole('switch', { name: 'Vídeos' }).click();
    expect(await drawer.getByRole('switch', { name: 'Vídeos' }).isChecked()).toBe(false);
    await drawer.getByRole('button', { name: 'Aparência' }).click();
    await settled(admin);
    await screenshot(admin, 'communities-legacy-create-1280', { fullPage: false });
    await expectAccessible(admin, 'legacy form (create)');
    const saved = admin.waitForResponse((r) => r.url().endsWith('/api/auth/community/create'));
    await drawer.getByRole('button', { name: 'Criar comunidade' }).click();
    expect((await saved).status()).toBe(201);
    await admin.getByText('Comunidade criada com sucesso.').waitFor();
    await drawer.waitFor({ state: 'detached' });
    const id = (await list(admin, 2)).find((c) => c.title === BOREAL_NEW)!.id;
    const details = (await callApi(admin, `/api/auth/community/get-details/2/${id}`)).body.data;
    expect(details.plans_with_access.map((p: { plan_details: { title: string } }) => p.plan_details.title)).toEqual(['Assinatura Mensal']);
    expect(details).toMatchObject({ videos: false, images: true, comments: true });
  });

  it('adds and removes a product and changes a content toggle, each saved at once', async () => {
    await openSection(admin);
    await panel(admin)
      .getByRole('button', { name: `Opções de ${BOREAL_NEW}` })
      .click();
    await admin.getByRole('menuitem', { name: 'Editar' }).click();
    const drawer = admin.getByRole('dialog', { name: 'Editar comunidade' });
    await drawer.getByRole('button', { name: 'Produtos com acesso' }).click();
    const added = admin.waitForResponse((r) => r.url().endsWith('/api/auth/community/add-plans'));
    await drawer.getByRole('button', { name: 'Produtos', exact: true }).click();
    await admin.getByRole('option', { name: 'Workshop de Cerâmica' }).click();
    await admin.keyboard.press('Escape');
    expect((await added).status()).toBe(200);
    await admin.getByText('Comunidade atualizada com sucesso.').first().waitFor();
    const id = (await list(admin, 2)).find((c) => c.title === BOREAL_NEW)!.id;
    const titles = async () =>
      (
        (await callApi(admin, `/api/auth/community/get-details/2/${id}`)).body.data.plans_with_access as {
          plan_details: { title: string };
        }[]
      )
        .map((p) => p.plan_details.title)
        .sort();
    expect(await titles()).toEqual(['Assinatura Mensal', 'Workshop de Cerâmica']);
    const removed = admin.waitForResponse((r) => r.url().endsWith('/api/auth/community/remove-plans'));
    await drawer.getByRole('button', { name: 'Remover Assinatura Mensal' }).click();
    expect((await removed).status()).toBe(200);
    await expect.poll(titles).toEqual(['Workshop de Cerâmica']);
    await drawer.getByRole('button', { name: 'Conteúdo' }).click();
    const media = admin.waitForResponse((r) => r.url().endsWith('/api/auth/community/edit-content-media'));
    await settled(admin);
    // No force: Playwright scrolls it out from under the sticky footer, as a person would.
    await drawer.getByRole('switch', { name: 'Curtidas' }).click();
    expect((await media).status()).toBe(200);
    await admin.getByText('Status atualizado com sucesso!').waitFor();
    expect(await drawer.getByRole('switch', { name: 'Curtidas' }).isChecked()).toBe(false);
    expect((await callApi(admin, `/api/auth/community/get-details/2/${id}`)).body.data).toMatchObject({ likes: false, videos: false });
    await settled(admin);
    await screenshot(admin, 'communities-legacy-edit-1280', { fullPage: false });
    await expectAccessible(admin, 'legacy form (edit)');
  });

  it('the legacy drawer fits a 390 px screen', async () => {
    const phone = await signedIn('admin@boreal.test', { school: 'boreal', width: 390 });
    await openSection(phone);
    await panel(phone)
      .getByRole('button', { name: `Opções de ${BOREAL_NEW}` })
      .click();
    await phone.getByRole('menuitem', { name: 'Editar' }).click();
    const drawer = phone.getByRole('dialog', { name: 'Editar comunidade' });
    await drawer.getByRole('button', { name: 'Aparência' }).click();
    await settled(phone);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(phone, 'communities-legacy-edit-390', { fullPage: false });
    await expectAccessible(phone, 'legacy form at 390');
  });
});

import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api';
import { expectAccessible, launch, openSignedIn, screenshot, settled as animationsDone } from './support/browser';

const TITLE = 'Banner E2E: luz natural';
const VIDEO = path.resolve(import.meta.dirname, '../apps/server/src/seed/assets/sample-lesson.mp4');
const INDEX = '/api/auth/config/plataforma/bannersCustom/index/1';

type Settings = { banner_custom_transition_type: string; banner_custom_autoplay: number; banner_custom_autoplay_time: number };
type Stored = { id: number; title: string };

let browser: Browser;
const contexts: BrowserContext[] = [];
let owner: Page;
let original: { ids: number[]; settings: Settings };
let picture: string;

async function signedIn(email: string, width = 1280, height = 800): Promise<Page> {
  const { context, page } = await openSignedIn(browser, email, { width, height });
  contexts.push(context);
  return page;
}

async function readBanners(page: Page): Promise<{ banners: Stored[]; settings: Settings }> {
  const reply = await callApi(page, INDEX);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return { banners: reply.body[2].data, settings: reply.body[2].settings };
}

/** Leaves the school as found: only the seeded banners, in their order, and the old settings. */
async function restore(page: Page) {
  for (const banner of (await readBanners(page)).banners) {
    if (original.ids.includes(banner.id)) continue;
    const res = await callApi(page, `/api/auth/config/plataforma/bannersCustom/delete/1/${banner.id}`, { method: 'DELETE' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  if (original.ids.length > 0)
    await callApi(page, '/api/auth/config/plataforma/bannersCustom/order', { body: { tenant_id: 1, newOrdenation: original.ids } });
  await callApi(page, '/api/auth/config/plataforma/update_banner_settings', { body: { ...original.settings, tenant_id: 1 } });
}

const panel = (page: Page) => page.getByTestId('edit-panel');
const rowTitles = async (page: Page) =>
  (await panel(page).getByRole('list', { name: 'Banners da página inicial' }).locator('[data-banner-title]').allInnerTexts()).map((t) =>
    t.trim(),
  );
/** With fade the slides cross-fade: axe and the screenshots wait until the shown one is fully opaque. */
const settled = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid="banner-slide"][aria-hidden="false"]')].every((s) => getComputedStyle(s).opacity === '1'),
  );
/** The seeded banners plus the one this spec creates. */
const count = () => original.ids.length + 1;
const center = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

beforeAll(async () => {
  browser = await launch();
  owner = await signedIn('owner@aurora.test');
  const start = await readBanners(owner);
  original = { ids: start.banners.map((b) => b.id), settings: start.settings };
  // A photo-like picture larger than the crop output, so the crop step has something to frame.
  picture = path.join(mkdtempSync(path.join(os.tmpdir(), 'trilha-banners-')), 'paisagem.png');
  const width = 2400;
  const height = 1500;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f59e0b"/><stop offset="0.55" stop-color="#be185d"/><stop offset="1" stop-color="#1e1b4b"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="1700" cy="520" r="260" fill="#fde68a" opacity="0.85"/>
    <path d="M0 1150 L600 800 L1050 1080 L1500 760 L2400 1200 L2400 1500 L0 1500 Z" fill="#111827" opacity="0.9"/></svg>`;
  await sharp(Buffer.from(svg)).png().toFile(picture);
});

afterAll(async () => {
  // Other specs share the server: whatever happened above, the school goes back as it was.
  if (owner && original) await restore(owner);
  await Promise.all(contexts.splice(0).map((c) => c.close()));
  await browser?.close();
});

describe('Banner principal', () => {
  it('the owner creates a banner with a cropped image, an uploaded video and its fonts', async () => {
    await owner.goto('/homepage?painel=banner');
    const section = panel(owner);
    await section.getByRole('button', { name: 'Novo banner' }).click();
    const modal = owner.getByRole('dialog', { name: 'Novo banner' });
    await modal.getByRole('textbox', { name: 'Categoria (subtítulo)' }).fill('Oficina');
    await modal.getByRole('textbox', { name: 'Título', exact: true }).fill(TITLE);
    await modal
      .getByRole('textbox', { name: 'Descrição', exact: true })
      .fill('Aprenda a usar a luz do fim de tarde em retratos e paisagens, com exercícios curtos.');
    await modal.getByText('84/250').waitFor();
    await modal.getByRole('textbox', { name: 'Texto do botão' }).fill('Ver os cursos');
    await modal.getByRole('textbox', { name: /Link do botão/ }).fill('/cursos');
    // Text alone is a blank slide: refused before anything is sent (docs/home.md "Banners").
    await modal.getByRole('button', { name: 'Salvar banner' }).click();
    await modal.getByText('Adicione ao banner uma imagem (desktop ou mobile) ou um vídeo').waitFor();
    expect(await modal.isVisible()).toBe(true);

    // The desktop image: picked, framed by dragging and zooming, then cropped to 1920x1080.
    await modal.getByTestId('banner-image-desktop').locator('input[type=file]').setInputFiles(picture);
    const area = modal.getByRole('group', { name: /Área de recorte/ });
    await area.waitFor();
    const zoom = modal.getByRole('slider', { name: 'Zoom' });
    await zoom.focus();
    for (let i = 0; i < 3; i += 1) await owner.keyboard.press('ArrowRight');
    expect(Number(await zoom.getAttribute('aria-valuenow'))).toBeGreaterThan(1);
    const from = await center(area);
    await owner.mouse.move(from.x, from.y);
    await owner.mouse.down();
    await owner.mouse.move(from.x - 60, from.y - 20, { steps: 8 });
    await owner.mouse.up();
    await screenshot(owner, 'banners-crop-1280');
    await modal.getByRole('button', { name: 'Usar recorte' }).click();
    const preview = modal.getByRole('img', { name: 'Prévia de Imagem desktop (horizontal)' });
    await preview.waitFor();
    expect(await preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([1920, 1080]);

    // The video: link, PUT with progress, processing -> uploaded.
    const video = modal.getByTestId('banner-video-desktop');
    const put = owner.waitForResponse((r) => r.url().includes('/api/uploads/videos/') && r.request().method() === 'PUT');
    await video.locator('input[type=file]').setInputFiles(VIDEO);
    await video.getByRole('progressbar').waitFor();
    expect((await put).status()).toBe(200);
    await video.getByText('Enviado', { exact: true }).first().waitFor();
    expect(await video.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');

    // Fonts: the title in Montserrat 700, 48 px.
    await modal.getByRole('tab', { name: 'Fontes' }).click();
    await modal.getByRole('button', { name: 'Título', exact: true }).click();
    const titleFonts = modal.getByRole('region', { name: 'Título', exact: true });
    await titleFonts.getByLabel('Fonte').click();
    await owner.getByRole('option', { name: 'Montserrat' }).click();
    await titleFonts.getByLabel('Peso').click();
    await owner.getByRole('option', { name: '700' }).click();
    await titleFonts.getByLabel('Tamanho (px)').fill('48');
    await animationsDone(owner);
    await screenshot(owner, 'banners-modal-fonts-1280');
    await expectAccessible(owner, 'banner modal (Fontes)');
    await modal.getByRole('tab', { name: 'Básico' }).click();
    await screenshot(owner, 'banners-modal-basic-1280');
    await expectAccessible(owner, 'banner modal (Básico)');

    const saved = owner.waitForResponse((r) => r.url().endsWith('/bannersCustom/create'));
    await modal.getByRole('button', { name: 'Salvar banner' }).click();
    expect((await saved).status()).toBe(200);
    const toast = owner.getByText('Banner criado com sucesso!');
    await toast.waitFor();
    // The toast hides nothing of the panel: not its back arrow, title or content.
    const [toastBox, panelBox] = await Promise.all([toast.boundingBox(), section.boundingBox()]);
    expect(toastBox!.x + toastBox!.width).toBeLessThanOrEqual(panelBox!.x);
    await modal.waitFor({ state: 'detached' });
    await section.getByText(TITLE, { exact: true }).waitFor();
    const stored = (await readBanners(owner)).banners.find((b) => b.title === TITLE) as unknown as Record<string, unknown>;
    expect(stored).toMatchObject({
      category: 'Oficina',
      url_primary: '/cursos',
      font_title: 'Montserrat',
      weight_title: 700,
      size_title: 48,
    });
    expect(String(stored.url_image)).toMatch(/\/files\//);
    expect(String(stored.url_video)).toMatch(/\.mp4$/);
  });

  it('drags the new banner to the top; the order persists after a reload', async () => {
    const section = panel(owner);
    const before = await rowTitles(owner);
    expect(before.at(-1)).toBe(TITLE);
    const from = await center(section.getByRole('button', { name: `Arrastar ${TITLE} para mudar a ordem` }));
    const to = await center(section.getByRole('button', { name: `Arrastar ${before[0]} para mudar a ordem` }));
    const saved = owner.waitForResponse((r) => r.url().endsWith('/bannersCustom/order') && r.request().method() === 'POST');
    await owner.mouse.move(from.x, from.y);
    await owner.mouse.down();
    await owner.mouse.move(from.x, from.y - 8, { steps: 4 });
    await owner.mouse.move(to.x, to.y - 12, { steps: 24 });
    await owner.mouse.up();
    expect((await saved).status()).toBe(200);
    const after = [TITLE, ...before.slice(0, -1)];
    expect(await rowTitles(owner)).toEqual(after);
    await owner.reload();
    await section.getByRole('list', { name: 'Banners da página inicial' }).waitFor();
    expect(await rowTitles(owner)).toEqual(after);
    await animationsDone(owner);
    await screenshot(owner, 'banners-section-1280');
    await expectAccessible(owner, 'Banner principal section');
  });

  it('saves fade with autoplay and goes to /homepage after 3 s', async () => {
    const section = panel(owner);
    await section.getByRole('radio', { name: 'Fade' }).check();
    const autoplay = section.getByRole('switch', { name: 'Transição automática' });
    const time = section.getByRole('textbox', { name: /Tempo de transição/ });
    if (!(await autoplay.isChecked())) await autoplay.click({ force: true });
    expect(await time.isEnabled()).toBe(true);
    await time.fill('4');
    const started = Date.now();
    await section.getByRole('button', { name: 'Salvar alterações' }).click();
    await owner.getByText('Dados salvos com sucesso').waitFor();
    await owner.waitForURL((url) => url.pathname === '/homepage' && url.search === '', { timeout: 8_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_900);
    expect((await readBanners(owner)).settings).toEqual({
      banner_custom_transition_type: 'fade',
      banner_custom_autoplay: 1,
      banner_custom_autoplay_time: 4,
    });
  });

  it('fits a 390px panel', async () => {
    const page = await signedIn('admin@aurora.test', 390, 844);
    await page.goto('/homepage?painel=banner');
    await panel(page).getByRole('list', { name: 'Banners da página inicial' }).waitFor();
    await animationsDone(page);
    await screenshot(page, 'banners-section-390');
    await expectAccessible(page, 'Banner principal section 390');
  });
});

describe('Student home slideshow', () => {
  let student: Page;
  let slideshow: Locator;

  it('shows the new banner first at 1280 px, in its fonts, with its video preview', async () => {
    student = await signedIn('aluno@aurora.test');
    slideshow = student.getByTestId('banner-slideshow');
    await slideshow.waitFor();
    // Autoplay turns every 4 s: the first slide is checked by position, then the rotation is paused.
    const first = slideshow.getByTestId('banner-slide').first();
    expect(await first.getByRole('heading', { level: 2 }).innerText()).toBe(TITLE);
    await slideshow.getByRole('button', { name: 'Pausar a troca automática dos banners' }).click();
    await slideshow.getByRole('button', { name: 'Retomar a troca automática dos banners' }).waitFor();
    await slideshow.getByRole('button', { name: `Banner 1 de ${count()}` }).click();
    await expect.poll(() => slideshow.getByRole('button', { name: `Banner 1 de ${count()}` }).getAttribute('aria-current')).toBe('true');
    expect(await first.getByRole('heading', { level: 2 }).evaluate((h) => getComputedStyle(h).fontFamily)).toContain('Montserrat');
    expect(await first.getByRole('link', { name: 'Ver os cursos' }).getAttribute('href')).toBe('/cursos');
    await first.getByRole('button', { name: `Assistir ao vídeo: ${TITLE}` }).waitFor();
    // The desktop picture is the one drawn at 1280 px.
    expect(
      await first
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.currentSrc),
    ).toMatch(/\/files\//);
    await settled(student);
    await screenshot(student, 'banners-home-1280');
    // The full-page screenshot resizes the page, which makes embla lay the slides out again.
    await settled(student);
    await expectAccessible(student, 'home with the slideshow');
  });

  it('→ moves to the next banner once the slideshow has focus, and the arrow button back', async () => {
    // Keyboard: the next banner with → once the slideshow has focus; autoplay stops on interaction.
    await slideshow.focus();
    await student.keyboard.press('ArrowRight');
    await expect.poll(() => slideshow.getByRole('button', { name: `Banner 2 de ${count()}` }).getAttribute('aria-current')).toBe('true');
    await slideshow.getByRole('button', { name: 'Banner anterior' }).click();
    await expect.poll(() => slideshow.getByRole('button', { name: `Banner 1 de ${count()}` }).getAttribute('aria-current')).toBe('true');
  });

  it('shows the new banner first at 390 px, in a portrait frame', async () => {
    const phone = await signedIn('aluna@aurora.test', 390, 844);
    const phoneShow = phone.getByTestId('banner-slideshow');
    await phoneShow.waitFor();
    const phoneFirst = phoneShow.getByTestId('banner-slide').first();
    expect(await phoneFirst.getByRole('heading', { level: 2 }).innerText()).toBe(TITLE);
    await phoneShow.getByRole('button', { name: 'Pausar a troca automática dos banners' }).click();
    await phoneShow.getByRole('button', { name: `Banner 1 de ${count()}` }).click();
    const box = (await phoneFirst.locator('div').first().boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(390);
    expect(box.height).toBeGreaterThan(box.width);
    await settled(phone);
    await screenshot(phone, 'banners-home-390');
    await settled(phone);
    await expectAccessible(phone, 'home with the slideshow 390');
  });
});

describe('Deleting a banner', () => {
  it('needs EXCLUIR typed exactly', async () => {
    // The settings go back first: a cross-fade running behind the modal would blur axe's contrast reading.
    await callApi(owner, '/api/auth/config/plataforma/update_banner_settings', { body: { ...original.settings, tenant_id: 1 } });
    await owner.goto('/homepage?painel=banner');
    const section = panel(owner);
    await section.getByRole('button', { name: `Remover ${TITLE}` }).click();
    const dialog = owner.getByRole('dialog', { name: 'Excluir banner' });
    const confirm = dialog.getByRole('button', { name: 'Excluir banner' });
    const word = dialog.getByRole('textbox', { name: 'Digite EXCLUIR para confirmar' });
    await word.fill('excluir');
    expect(await confirm.isDisabled()).toBe(true);
    await word.fill('EXCLUIR');
    expect(await confirm.isEnabled()).toBe(true);
    await animationsDone(owner);
    await screenshot(owner, 'banners-delete-1280');
    await expectAccessible(owner, 'delete banner modal');
    await confirm.click();
    await owner.getByText('O banner foi deletado').waitFor();
    await section.getByText(TITLE, { exact: true }).waitFor({ state: 'detached' });
    expect((await readBanners(owner)).banners.map((b) => b.id)).toEqual(original.ids);
  });
});

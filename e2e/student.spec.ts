import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dismissToasts, expectAccessible, launch, openSignedIn, screenshot } from './support/browser';

type CourseCard = { id: number; title: string; locked: boolean; next_lesson: { id: number; slug: string } | null };

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The real API, from inside the signed-in page (same cookies), to find ids the seed chose. */
const myCourses = (page: Page) =>
  page.evaluate(async () => ((await (await fetch('/api/catalog/courses')).json()) as { data: CourseCard[] }).data);

const lessonUrl = (course: CourseCard) => `/curso/${course.id}/${course.next_lesson!.slug}/${course.next_lesson!.id}`;

/** A real picture (gradient with a circle), made here so the crop and the server's re-encode have pixels to work on. */
const samplePhoto = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"><defs><linearGradient id="g"><stop offset="0" stop-color="#0ea5e9"/><stop offset="1" stop-color="#f97316"/></linearGradient></defs><rect width="900" height="600" fill="url(#g)"/><circle cx="450" cy="300" r="170" fill="#fde047"/></svg>`,
    ),
  )
    .png()
    .toBuffer();

describe('student pages (issue 3) as aluno@aurora.test at 1280px', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await openSignedIn(browser, 'aluno@aurora.test', { school: 'aurora', width: 1280 }));
  });
  afterAll(async () => {
    await context?.close();
  });

  it('the home lists four courses, two of them locked and saying so', async () => {
    const list = page.getByRole('list', { name: 'Meus cursos' });
    await list.waitFor();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(4);
    for (const title of ['Finanças Pessoais na Prática', 'Inglês para Viagens']) {
      const card = list.getByRole('article', { name: `${title}: curso bloqueado` });
      expect(await card.getByText('Este curso não faz parte do seu plano.').isVisible()).toBe(true);
    }
    // Each open course: its title opens the course page, its "Começar"/"Continuar" the next lesson; locked ones are not links.
    expect(await list.getByRole('link').count()).toBe(4);
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, 'home');
    await screenshot(page, 'student-home-1280');
  });

  it('an unlocked lesson is finished by watching it: the button waits, the video played through finishes it and ticks the outline', async () => {
    const list = page.getByRole('list', { name: 'Meus cursos' });
    // The card's "Começar" goes straight to the next lesson (its title opens the course page).
    await list.getByRole('link', { name: /: Marketing Digital para Iniciantes$/ }).click();
    await page.waitForURL(/\/curso\/\d+\/o-que-e-marketing-digital\/\d+$/);
    const video = page.locator('video');
    await video.waitFor();
    // The server finishes a lesson from watched time it can believe (docs/catalog.md "Progress", finding 4).
    const finish = page.getByRole('button', { name: 'Marcar como concluída' });
    expect(await finish.isDisabled()).toBe(true);
    await page.getByText(/^Você poderá concluir a aula depois de assistir a \d+ s do vídeo\. Até agora: 0 s\.$/).waitFor();
    // The e2e project has no DOM types (and the CSP forbids eval): page-side code is typed loosely.
    await video.evaluate((v: any) => {
      v.muted = true;
      v.playbackRate = 2;
      return v.play();
    });
    await page.getByText('Aula concluída', { exact: true }).waitFor({ timeout: 30_000 });
    const outline = page.getByRole('navigation', { name: 'Conteúdo do curso' });
    await outline
      .getByRole('link', { name: /O que é marketing digital/ })
      .getByRole('img', { name: 'concluída' })
      .waitFor();
    await expectAccessible(page, 'lesson');
    await screenshot(page, 'student-lesson-1280');
  });

  it('a locked lesson shows the locked state and no player; a wrong slug is corrected', async () => {
    const locked = (await myCourses(page)).find((c) => c.title === 'Finanças Pessoais na Prática')!;
    await page.goto(`/curso/${locked.id}/slug-errado/${locked.next_lesson!.id}`);
    await page.waitForURL((url) => url.pathname === lessonUrl(locked));
    await page.getByRole('heading', { name: 'Aula bloqueada' }).waitFor();
    expect(await page.locator('video, iframe').count()).toBe(0);
    await expectAccessible(page, 'locked lesson');
    await screenshot(page, 'student-lesson-locked-1280');
  });

  it('search works straight from the address, then from the header, which changes the param in place', async () => {
    await page.goto('/search?search=fotografia');
    await page.getByRole('list', { name: 'Cursos' }).getByRole('link', { name: 'Fotografia com o Celular', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await page.getByLabel('O que você quer aprender?').fill('introducao');
    await page.keyboard.press('Enter');
    await page.waitForURL(/search=introducao/);
    // The search dialog closes on Enter; axe must not catch it half-faded.
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page
      .getByRole('list', { name: 'Aulas' })
      .getByRole('link', { name: /Introdução ao SEO/ })
      .waitFor();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, 'search');
    await screenshot(page, 'student-search-1280');

    // The results page searches again from its own box: the address follows the typing.
    const refine = page.getByRole('searchbox', { name: 'Buscar cursos e aulas' });
    expect(await refine.inputValue()).toBe('introducao');
    await refine.fill('marketing');
    await page.waitForURL(/search=marketing/);
    await page
      .getByRole('list', { name: 'Cursos' })
      .getByRole('link', { name: 'Marketing Digital para Iniciantes', exact: true })
      .waitFor();
  });

  it('the header search suggests courses and lessons while the student types, and a suggestion opens', async () => {
    await page.goto('/homepage');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Buscar na escola' });
    await dialog.getByLabel('O que você quer aprender?').pressSequentially('fotog', { delay: 40 });
    const suggestions = dialog.getByRole('list', { name: 'Sugestões' });
    const course = suggestions.getByRole('link', { name: /Fotografia com o Celular/ });
    await course.waitFor();
    await screenshot(page, 'student-search-suggestions-1280');
    await expectAccessible(page, 'search suggestions');
    await course.click();
    // A course opens its page (docs/catalog.md "Where cards go").
    await page.waitForURL(/\/courses\/\d+$/);
    await dialog.waitFor({ state: 'detached' });
  });

  it('the profile refuses a one-letter name and saves a new one', async () => {
    await page.goto('/dashboard/profile');
    const name = page.getByLabel('Nome');
    await name.fill('J');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await page.getByText('O nome deve ter pelo menos 2 caracteres').waitFor();
    await name.fill('João Pereira Lima');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await page.getByText('Perfil atualizado com sucesso.').waitFor();
    await dismissToasts(page, 'Perfil atualizado com sucesso.');
  });

  it('a 15.0 MB photo is refused in the browser, before any upload, with the spec message', async () => {
    const fileInput = page.locator('input[type="file"]');
    await fileInput.setInputFiles({ name: 'grande.png', mimeType: 'image/png', buffer: Buffer.alloc(15 * 1_048_576) });
    // Spec 000 §5: 15.0 MB is refused in the browser, before any upload, with the spec's message.
    await page.getByRole('alert').filter({ hasText: 'O arquivo excede o tamanho máximo permitido.' }).first().waitFor();
    await dismissToasts(page, 'O arquivo excede');
  });

  it('a photo is chosen, cropped and uploaded with a visible progress bar', async () => {
    const fileInput = page.locator('input[type="file"]');
    expect(await page.getByRole('img', { name: 'Foto de João Pereira Lima' }).count()).toBe(0);
    await fileInput.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: await samplePhoto() });
    const dialog = page.getByRole('dialog', { name: 'Ajuste sua foto' });
    await dialog.waitFor();
    await dialog.getByRole('slider', { name: 'Zoom' }).press('ArrowRight');
    await dialog.getByRole('slider', { name: 'Zoom' }).press('ArrowRight');
    await expectAccessible(page, 'crop dialog');
    await screenshot(page, 'student-profile-crop-1280');
    // Slow the upload down so the bar is seen moving, as on a real connection.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: -1,
      uploadThroughput: 24 * 1024,
    });
    await dialog.getByRole('button', { name: 'Salvar foto' }).click();
    await dialog.getByRole('progressbar', { name: 'Progresso do envio' }).waitFor();
    await screenshot(page, 'student-profile-uploading-1280');
    await dialog.waitFor({ state: 'detached' });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const avatar = page.getByRole('img', { name: 'Foto de João Pereira Lima' });
    await avatar.waitFor();
    expect(await avatar.getAttribute('src')).toMatch(/^\/files\/|^https?:/);
    await page.waitForFunction(() => {
      const img = (globalThis as any).document.querySelector('[data-testid="profile-avatar"] img');
      return !!img && img.complete && img.naturalWidth > 0;
    });
    await dismissToasts(page, 'Foto atualizada.');
    await expectAccessible(page, 'profile');
    await screenshot(page, 'student-profile-1280');
  });

  it('the new name survives a reload; "Remover foto" goes back to initials', async () => {
    await page.reload();
    expect(await page.getByLabel('Nome').inputValue()).toBe('João Pereira Lima');

    // "Remover foto" goes back to initials; the name is restored for the specs that share this server.
    await page.getByRole('button', { name: 'Remover foto' }).click();
    await page.getByText('Foto removida.').waitFor();
    await page.getByRole('img', { name: 'Foto de João Pereira Lima' }).waitFor({ state: 'detached' });
    await page.getByLabel('Nome').fill('João Pereira');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await page.getByText('Perfil atualizado com sucesso.').waitFor();
  });
});

describe('student pages (issue 3) as aluno@aurora.test on a 390px phone', () => {
  let context: BrowserContext;
  let page: Page;
  const noHorizontalScroll = () =>
    page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth <= (globalThis as any).innerWidth);
  beforeAll(async () => {
    ({ context, page } = await openSignedIn(browser, 'aluno@aurora.test', { school: 'aurora', width: 390, height: 844 }));
  });
  afterAll(async () => {
    await context?.close();
  });

  it('the home fits', async () => {
    const list = page.getByRole('list', { name: 'Meus cursos' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(4);
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, 'home 390');
    await screenshot(page, 'student-home-390');
    expect(await noHorizontalScroll()).toBe(true);
  });

  it('a lesson fits', async () => {
    const photography = (await myCourses(page)).find((c) => c.title === 'Fotografia com o Celular')!;
    await page.goto(lessonUrl(photography));
    await page.locator('video').waitFor();
    await page.getByRole('navigation', { name: 'Conteúdo do curso' }).getByRole('link').first().waitFor();
    await expectAccessible(page, 'lesson 390');
    await screenshot(page, 'student-lesson-390');
    expect(await noHorizontalScroll()).toBe(true);
  });

  it('search fits', async () => {
    await page.goto('/search?search=fotografia');
    await page.getByRole('list', { name: 'Cursos' }).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'student-search-390');
    expect(await noHorizontalScroll()).toBe(true);
  });

  it('the profile fits', async () => {
    await page.goto('/dashboard/profile');
    await page.getByLabel('Nome').waitFor();
    await expectAccessible(page, 'profile 390');
    await screenshot(page, 'student-profile-390');
    expect(await noHorizontalScroll()).toBe(true);
  });

  it('the lang cookie switches every string of these pages (spec 000 §8: pt, en, es)', async () => {
    await context.addCookies([{ name: 'lang', value: 'en', domain: new URL(page.url()).hostname, path: '/' }]);
    await page.goto('/homepage');
    await page.getByRole('list', { name: 'My courses' }).getByRole('article', { name: 'Inglês para Viagens: locked course' }).waitFor();
    await page.goto('/dashboard/profile');
    await page.getByRole('heading', { name: 'My profile' }).waitFor();
    await page.getByLabel('Name').waitFor();
    await screenshot(page, 'student-profile-390-en');
  });
});

import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dismissToasts, expectAccessible, launch, openSignedIn, schoolUrl, screenshot, settled } from './support/browser';
import { callApi } from './support/api';

let browser: Browser;
const contexts: BrowserContext[] = [];
let owner: Page;
let original: { name: string; description: string };

const LINKS = [
  { title: 'Blog E2E', url: 'https://blog.aurora.example/artigos' },
  { title: 'Loja E2E', url: 'http://loja.aurora.example' },
  { title: 'Ajuda E2E', url: 'ajuda.aurora.example' },
];

async function signedIn(email: string, width = 1280): Promise<Page> {
  const { context, page } = await openSignedIn(browser, email, { width });
  contexts.push(context);
  await page.getByRole('banner').waitFor();
  return page;
}

async function deleteAllLinks(page: Page) {
  const list = await callApi(page, '/api/auth/config/plataforma/links/index/1');
  expect(list.status, JSON.stringify(list.body)).toBe(200);
  for (const link of list.body.data as { id: number }[]) {
    const res = await callApi(page, `/api/auth/config/plataforma/links/delete/1/${link.id}`, { method: 'DELETE' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  expect((await callApi(page, '/api/auth/config/plataforma/links/index/1')).body.data).toEqual([]);
}

const panel = (page: Page) => page.getByTestId('edit-panel');
const rows = (page: Page) => panel(page).getByRole('list', { name: 'Links personalizados' }).getByRole('listitem');
const rowTitles = async (page: Page) => (await rows(page).locator('p:first-child').allInnerTexts()).map((t) => t.trim());
const center = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

beforeAll(async () => {
  browser = await launch();
  owner = await signedIn('owner@aurora.test');
  const tenant = await callApi(owner, '/api/tenant');
  original = { name: tenant.body.name, description: tenant.body.description ?? '' };
  await deleteAllLinks(owner);
});

afterAll(async () => {
  // Other specs share the server: leave the school as it was found.
  if (owner) {
    await deleteAllLinks(owner);
    if (original)
      await callApi(owner, '/api/auth/config/plataforma/update-seo', { method: 'POST', body: original, headers: { tenantId: '1' } });
  }
  await Promise.all(contexts.splice(0).map((c) => c.close()));
  await browser?.close();
});

describe('Informações & SEO', () => {
  it('the owner saves name and description in the panel; crawlers see them without JavaScript', async () => {
    await owner.goto('/homepage?painel=seo');
    const section = panel(owner);
    await section.getByRole('heading', { name: 'Informações & SEO' }).or(section.getByText('Informações & SEO')).first().waitFor();
    const name = section.getByRole('textbox', { name: /Nome da plataforma/ });
    await name.fill('Aurora Academia de Imagem');
    const description = section.getByRole('textbox', { name: 'Descrição' });
    // 192 characters: the counter turns red and saving is blocked (spec 002 §5).
    await description.fill('x'.repeat(192));
    expect(await section.getByText('192/191').getAttribute('data-over')).toBe('true');
    expect(await section.getByRole('button', { name: 'Salvar alterações' }).isDisabled()).toBe(true);
    await description.fill('Fotografia & vídeo <para iniciantes> com aulas curtas e práticas.');
    await section.getByRole('button', { name: 'Salvar alterações' }).click();
    await owner.getByText('Dados alterados com sucesso!').waitFor();
    // Let the toast finish sliding in and the button leave its loading state.
    await section.getByRole('button', { name: 'Salvar alterações', exact: true }).and(owner.locator(':not([data-loading])')).waitFor();
    await settled(owner);
    await screenshot(owner, 'seo-section-1280');
    await expectAccessible(owner, 'SEO section');

    // A crawler: JavaScript off, so only the served HTML counts.
    const crawlerContext = await browser.newContext({ baseURL: schoolUrl('aurora'), javaScriptEnabled: false });
    contexts.push(crawlerContext);
    const crawler = await crawlerContext.newPage();
    const html = await (await crawler.goto('/homepage'))!.text();
    expect(await crawler.title()).toBe('Aurora Academia de Imagem');
    expect(html).toContain('<title>Aurora Academia de Imagem</title>');
    expect(html).toContain(
      '<meta name="description" content="Fotografia &amp; vídeo &lt;para iniciantes&gt; com aulas curtas e práticas." />',
    );
    expect(html).toContain('<meta property="og:title" content="Aurora Academia de Imagem" />');
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/aurora\.localhost:\d+\/files\//);
    // The browser tab shows it too, and the header brand follows the new name.
    expect(await owner.title()).toBe('Aurora Academia de Imagem');
  });

  it('fits a 390px screen', async () => {
    const page = await signedIn('admin@aurora.test', 390);
    await page.goto('/homepage?painel=seo');
    await panel(page)
      .getByRole('textbox', { name: /Nome da plataforma/ })
      .waitFor();
    await screenshot(page, 'seo-section-390');
    await expectAccessible(page, 'SEO section 390');
  });
});

describe('Header section (custom links)', () => {
  it('adds three links; the URL without a scheme is saved as https://', async () => {
    await owner.goto('/homepage?painel=header');
    const section = panel(owner);
    for (const link of LINKS) {
      await section.getByRole('button', { name: 'Novo link' }).click();
      const dialog = owner.getByRole('dialog', { name: 'Novo link' });
      await dialog.getByRole('textbox', { name: /Título/ }).fill(link.title);
      await dialog.getByRole('textbox', { name: /URL/ }).fill(link.url);
      if (link.url.startsWith('http')) await dialog.getByText(/^Será salvo como: /).waitFor();
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await dialog.waitFor({ state: 'detached' });
      await section.getByText(link.title, { exact: true }).waitFor();
    }
    expect(await rowTitles(owner)).toEqual(LINKS.map((l) => l.title));
    await section.getByText('blog.aurora.example/artigos', { exact: true }).waitFor();
    await section.getByText('loja.aurora.example', { exact: true }).waitFor();
  });

  it('refuses a fourth link with a toast, opening no dialog', async () => {
    const section = panel(owner);
    // The success toasts are closed first: the screenshot then shows only the refusal.
    await dismissToasts(owner, 'Link criado com sucesso');
    await section.getByRole('button', { name: 'Novo link' }).click();
    await owner.getByText('Você pode criar no máximo 3 (três) links').first().waitFor();
    // The refusal has finished sliding in: a dialog opened by the same click would be there by now.
    await settled(owner);
    expect(await owner.getByRole('dialog', { name: 'Novo link' }).count()).toBe(0);
    await screenshot(owner, 'links-section-1280');
    await expectAccessible(owner, 'Header section');
  });

  it('reorders by dragging; the order survives a reload', async () => {
    const section = panel(owner);
    // Drag "Ajuda" above "Blog" with the mouse, in small steps like a hand would.
    const from = await center(section.getByRole('button', { name: 'Arrastar Ajuda E2E para mudar a ordem' }));
    const to = await center(section.getByRole('button', { name: 'Arrastar Blog E2E para mudar a ordem' }));
    const saved = owner.waitForResponse((r) => r.url().endsWith('/links/order') && r.request().method() === 'POST');
    await owner.mouse.move(from.x, from.y);
    await owner.mouse.down();
    await owner.mouse.move(from.x, from.y - 8, { steps: 4 });
    await owner.mouse.move(to.x, to.y - 12, { steps: 20 });
    await owner.mouse.up();
    expect((await saved).status()).toBe(200);
    expect(await rowTitles(owner)).toEqual(['Ajuda E2E', 'Blog E2E', 'Loja E2E']);
    await owner.reload();
    await rows(owner).first().waitFor();
    expect(await rowTitles(owner)).toEqual(['Ajuda E2E', 'Blog E2E', 'Loja E2E']);
  });

  it('a student sees them in the header, in that order, opening in a new tab', async () => {
    const student = await signedIn('aluno@aurora.test');
    const nav = student.getByRole('banner').getByRole('navigation', { name: 'Navegação principal' });
    await nav.getByRole('link', { name: /^Ajuda E2E/ }).waitFor();
    // Each custom link also tells screen readers that it opens a new tab.
    const names = async () => (await nav.getByRole('link').allInnerTexts()).map((t) => t.replace('(abre em nova aba)', '').trim());
    // Ranking: Aurora's board is on and has scores (docs/gamification.md "Student screens"); the custom links
    // come after the app's own. The ranking's link comes with its own call, which may answer after the links'.
    await expect.poll(names).toEqual(['Home', 'Favoritos', 'Comunidades', 'Ranking', 'Ajuda E2E', 'Blog E2E', 'Loja E2E']);
    const blog = nav.getByRole('link', { name: /^Blog E2E/ });
    expect(await blog.getAttribute('href')).toBe('https://blog.aurora.example/artigos?custom-links=true');
    expect(await blog.getAttribute('target')).toBe('_blank');
    await screenshot(student, 'links-header-student-1280');
    await expectAccessible(student, 'header with custom links');
  });

  it('on a 390px screen the custom links live in the profile drawer (spec 000 §2)', async () => {
    const phone = await signedIn('aluna@aurora.test', 390);
    expect(
      await phone
        .getByRole('banner')
        .getByRole('link', { name: /^Ajuda E2E/ })
        .isVisible(),
    ).toBe(false);
    await phone.getByRole('button', { name: 'Abrir menu do perfil' }).click();
    const drawer = phone.getByRole('dialog', { name: 'Menu do perfil' });
    await drawer.getByRole('link', { name: /^Loja E2E/ }).waitFor();
    expect(await drawer.getByRole('link', { name: /^Loja E2E/ }).getAttribute('href')).toBe(
      'https://loja.aurora.example/?custom-links=true',
    );
    await settled(phone);
    await screenshot(phone, 'links-drawer-student-390');
    await expectAccessible(phone, 'drawer with custom links');
  });

  it('fits a 390px screen and deletes a link after confirmation', async () => {
    const page = await signedIn('admin@aurora.test', 390);
    await page.goto('/homepage?painel=header');
    await rows(page).first().waitFor();
    await screenshot(page, 'links-section-390');
    await expectAccessible(page, 'Header section 390');

    await panel(page).getByRole('button', { name: 'Excluir Blog E2E' }).click();
    const confirm = page.getByRole('dialog', { name: 'Excluir link' });
    await confirm.getByText('Excluir o link “Blog E2E”?', { exact: false }).waitFor();
    await settled(page);
    await screenshot(page, 'links-delete-confirm-390');
    await confirm.getByRole('button', { name: 'Excluir', exact: true }).click();
    await page.getByText('Link excluído com sucesso').waitFor();
    await confirm.waitFor({ state: 'detached' });
    await panel(page).getByRole('list', { name: 'Links personalizados' }).getByText('Blog E2E').waitFor({ state: 'detached' });
    expect(await rowTitles(page)).toEqual(['Ajuda E2E', 'Loja E2E']);
    const list = await callApi(page, '/api/auth/config/plataforma/links/index/1');
    expect(list.body.data.map((l: { title: string; order: number }) => [l.title, l.order])).toEqual([
      ['Ajuda E2E', 1],
      ['Loja E2E', 2],
    ]);
  });
});

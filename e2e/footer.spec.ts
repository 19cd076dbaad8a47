import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dismissToasts, expectAccessible, launch, newContext, openSignedIn, screenshot } from './support/browser';
import { callApi } from './support/api';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const SAVED = 'Dados salvos com sucesso.';

/** The panel and its modal are fixed to the viewport: a full-page shot would cut them off mid-page. */
const viewportShot = (page: Page, name: string) => screenshot(page, name, { fullPage: false });
const toastGone = (page: Page) => dismissToasts(page, SAVED);

type FooterState = {
  use_terms: string;
  privacy_terms: string;
  url_facebook: string | null;
  url_instagram: string | null;
  url_youtube: string | null;
  footer_visible: boolean;
};
const BLANK: FooterState = {
  use_terms: '',
  privacy_terms: '',
  url_facebook: null,
  url_instagram: null,
  url_youtube: null,
  footer_visible: false,
};

const readFooter = async (page: Page) =>
  (await callApi<{ data: FooterState }>(page, '/api/auth/config/plataforma/extraSettings/1')).body.data;

/** Sets the school's footer as a whole: the spec starts from a blank one and puts the seed's back (other specs share this server). */
async function writeFooter(page: Page, state: FooterState) {
  const { footer_visible: visible, ...fields } = state;
  const body = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value ?? '']));
  await callApi(page, '/api/auth/config/plataforma/extraSettings/update', { body: { ...body, tenant_id: 1 } });
  await callApi(page, '/api/auth/config/plataforma/updateCustomBasic/footerToogle', {
    body: { footer_visible: visible ? 1 : 0, tenant_id: 1 },
  });
}

/** Opens the edit panel straight on the Footer section (the open section lives in the URL). */
async function openFooterSection(page: Page) {
  await page.goto('/homepage?painel=footer');
  const panel = page.getByTestId('edit-panel');
  await panel.getByRole('switch', { name: /Ativar footer\?/ }).waitFor();
  return panel;
}

describe('footer (spec 002 Footer) as owner@aurora.test and aluno@aurora.test at 1280px', () => {
  let ownerContext: BrowserContext;
  let owner: Page;
  const panel = () => owner.getByTestId('edit-panel');
  let seeded: FooterState | undefined;
  beforeAll(async () => {
    ({ context: ownerContext, page: owner } = await openSignedIn(browser, 'owner@aurora.test', { school: 'aurora', width: 1280 }));
    // The demo school starts with its footer on and written (docs/footer.md); this spec writes one from nothing.
    seeded = await readFooter(owner);
    await writeFooter(owner, BLANK);
  });
  afterAll(async () => {
    if (owner && seeded) await writeFooter(owner, seeded).catch(() => undefined);
    await ownerContext?.close();
  });

  it('the owner opens the Footer section of the edit panel', async () => {
    await openFooterSection(owner);
    await owner.waitForLoadState('networkidle');
    await expectAccessible(owner, 'footer section');
    await viewportShot(owner, 'footer-section-1280');
  });

  it('the owner writes the terms with bold and a list, through the toolbar', async () => {
    await panel()
      .getByRole('button', { name: /^Termos de uso/ })
      .click();
    const modal = owner.getByRole('dialog', { name: 'Editar Termos de uso' });
    const editor = modal.getByRole('textbox', { name: 'Conteúdo de Termos de uso' });
    await editor.click();
    await modal.getByRole('button', { name: 'Negrito' }).click();
    await owner.keyboard.type('Respeito acima de tudo.');
    await modal.getByRole('button', { name: 'Negrito' }).click();
    await owner.keyboard.press('Enter');
    await modal.getByRole('button', { name: 'Lista com marcadores' }).click();
    await owner.keyboard.type('Seja gentil nos comentários');
    await owner.keyboard.press('Enter');
    await owner.keyboard.type('Não compartilhe sua senha');
    expect(await editor.locator('strong').textContent()).toBe('Respeito acima de tudo.');
    expect(await editor.locator('ul > li').count()).toBe(2);
    await expectAccessible(owner, 'terms editor modal');
    await viewportShot(owner, 'footer-editor-1280');
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await owner.getByText(SAVED, { exact: true }).first().waitFor();
    await modal.waitFor({ state: 'detached' });
    await panel().getByRole('button', { name: 'Termos de uso (Preenchido)' }).waitFor();
    await toastGone(owner);
  });

  it('a social link is refused without https:// first, then saved', async () => {
    const instagram = panel().getByRole('textbox', { name: 'Instagram' });
    await instagram.fill('instagram.com/escola.aurora');
    await panel().getByRole('button', { name: 'Salvar alterações' }).click();
    await panel().getByText('Informe um link válido, começando com http:// ou https://').waitFor();
    await instagram.fill('https://instagram.com/escola.aurora');
    await panel().getByRole('button', { name: 'Salvar alterações' }).click();
    await owner.getByText(SAVED, { exact: true }).first().waitFor();
    await toastGone(owner);
  });

  it("the switch saves by itself (spec 002 §4), and the owner's own page shows the footer at once", async () => {
    const toggle = panel().getByRole('switch', { name: /Ativar footer\?/ });
    await toggle.click({ force: true });
    await owner.getByText(SAVED, { exact: true }).first().waitFor();
    expect(await toggle.isChecked()).toBe(true);
    await owner.getByRole('contentinfo', { name: 'Rodapé' }).waitFor();
  });

  it('a student, in another browser context, sees the footer on the home page and opens the terms', async () => {
    const { context: studentContext, page: student } = await openSignedIn(browser, 'aluno@aurora.test', { school: 'aurora', width: 1280 });
    try {
      const footer = student.getByRole('contentinfo', { name: 'Rodapé' });
      await footer.waitFor();
      expect(await footer.textContent()).toContain('Escola Aurora');
      const social = footer.getByRole('link', { name: 'Escola Aurora no Instagram' });
      expect(await social.getAttribute('href')).toBe('https://instagram.com/escola.aurora');
      expect(await social.getAttribute('target')).toBe('_blank');
      expect(await social.getAttribute('rel')).toContain('noopener');
      // The privacy policy is still empty: no link to an empty page.
      expect(await footer.getByRole('link', { name: 'Políticas de privacidade' }).count()).toBe(0);
      await student.waitForLoadState('networkidle');
      await expectAccessible(student, 'home with footer');
      await screenshot(student, 'footer-student-home-1280');

      await footer.getByRole('link', { name: 'Termos de uso' }).click();
      await student.waitForURL(/\/termos-de-uso$/);
      await student.getByRole('heading', { level: 1, name: 'Termos de uso' }).waitFor();
      const article = student.getByRole('article');
      expect(await article.locator('strong').textContent()).toBe('Respeito acima de tudo.');
      expect(await article.getByRole('listitem').allTextContents()).toEqual(['Seja gentil nos comentários', 'Não compartilhe sua senha']);
      await expectAccessible(student, 'terms page');
      await screenshot(student, 'footer-terms-page-1280');
    } finally {
      await studentContext.close();
    }
  });

  it('signed out, the document page still reads, and an unwritten document says so', async () => {
    const visitorContext = await newContext(browser, { school: 'aurora', width: 1280 });
    try {
      const visitor = await visitorContext.newPage();
      await visitor.goto('/termos-de-uso');
      await visitor.getByRole('heading', { level: 1, name: 'Termos de uso' }).waitFor();
      expect(await visitor.getByRole('article').locator('strong').textContent()).toBe('Respeito acima de tudo.');
      expect(visitor.url()).toMatch(/\/termos-de-uso$/);
      await visitor.goto('/politicas-de-privacidade');
      await visitor.getByText('Este documento ainda não foi publicado pela escola.').waitFor();
      await expectAccessible(visitor, 'missing document page');
    } finally {
      await visitorContext.close();
    }
  });
});

describe('footer (spec 002 Footer): section, editor, footer and document page at 390px', () => {
  let ownerContext: BrowserContext;
  let owner: Page;
  const panel = () => owner.getByTestId('edit-panel');
  let seeded: FooterState | undefined;
  beforeAll(async () => {
    ({ context: ownerContext, page: owner } = await openSignedIn(browser, 'owner@aurora.test', {
      school: 'aurora',
      width: 390,
      height: 844,
    }));
    seeded = await readFooter(owner);
    await writeFooter(owner, BLANK);
  });
  afterAll(async () => {
    if (owner && seeded) await writeFooter(owner, seeded).catch(() => undefined);
    await ownerContext?.close();
  });

  it('the owner turns the footer on from the section, which fits the phone', async () => {
    await openFooterSection(owner);
    await panel()
      .getByRole('switch', { name: /Ativar footer\?/ })
      .click({ force: true });
    await owner.getByText(SAVED, { exact: true }).first().waitFor();
    await toastGone(owner);
    await owner.waitForLoadState('networkidle');
    await expectAccessible(owner, 'footer section 390');
    await viewportShot(owner, 'footer-section-390');
  });

  it('the privacy policy is written in the editor and saved', async () => {
    await panel()
      .getByRole('button', { name: /^Politicas de privacidade/ })
      .click();
    const modal = owner.getByRole('dialog', { name: 'Editar Politicas de privacidade' });
    await modal.getByRole('textbox', { name: 'Conteúdo de Politicas de privacidade' }).click();
    await owner.keyboard.type('Guardamos apenas o necessário para suas aulas.');
    await viewportShot(owner, 'footer-editor-390');
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await owner.getByText(SAVED, { exact: true }).first().waitFor();
    await modal.waitFor({ state: 'detached' });
  });

  it('a student sees the privacy link in the footer and reads the page', async () => {
    const { context: studentContext, page: student } = await openSignedIn(browser, 'aluna@aurora.test', {
      school: 'aurora',
      width: 390,
      height: 844,
    });
    try {
      const footer = student.getByRole('contentinfo', { name: 'Rodapé' });
      await footer.getByRole('link', { name: 'Políticas de privacidade' }).waitFor();
      await student.waitForLoadState('networkidle');
      await screenshot(student, 'footer-student-home-390');
      await footer.getByRole('link', { name: 'Políticas de privacidade' }).click();
      await student.getByRole('heading', { level: 1, name: 'Políticas de privacidade' }).waitFor();
      expect(await student.getByRole('article').textContent()).toContain('Guardamos apenas o necessário para suas aulas.');
      await expectAccessible(student, 'privacy page 390');
      await screenshot(student, 'footer-privacy-page-390');
    } finally {
      await studentContext.close();
    }
  });
});

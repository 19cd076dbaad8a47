import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api';
import { dismissToasts, expectAccessible, launch, openSignedIn, screenshot, settled } from './support/browser';

/**
 * The edit panel's "HTML personalizado" (spec 002 §2, §3, §4, §5, §8; docs/custom-html.md) as a
 * school owner uses it: the list, the modal with its dependent selectors and code editor, the
 * full-screen preview that runs the code in the sandboxed document students get.
 */
const LIST = '/api/platform/auth/custom-html/filters/all';
const HOME_TITLE = 'Contador da home E2E';
const LESSON_TITLE = 'Pixel da aula de enquadramento E2E';
const EDITED_TITLE = 'Contador editado E2E';
// The script writes what it can do: it runs, and the sandbox keeps the page's session from it.
const HOME_CODE = [
  '<p id="out">carregando</p>',
  '<script>',
  'let session;',
  "try { session = document.cookie; } catch (e) { session = 'bloqueada'; }",
  "document.getElementById('out').textContent = 'Script rodou: ' + 6 * 7 + ', sessão ' + session;",
  '</script>',
].join('\n');

type Block = { id: number; title: string; page: string; course_id: number | null; module_id: number | null; lesson_id: number | null };

let browser: Browser;
const contexts: BrowserContext[] = [];
let owner: Page;
/** The owner's page's CSP violations: CodeMirror injects its styles at run time (docs/decisions/0004). */
const violations: string[] = [];

async function signedIn(width = 1280, height = 800): Promise<Page> {
  const { context, page } = await openSignedIn(browser, 'owner@aurora.test', { width, height });
  contexts.push(context);
  return page;
}

async function blocks(page: Page): Promise<Block[]> {
  const reply = await callApi<{ data: Block[] }>(page, LIST);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data;
}

async function deleteAll(page: Page) {
  for (const block of await blocks(page)) {
    const reply = await callApi(page, `/api/platform/auth/custom-html/${block.id}`, { method: 'DELETE' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  }
}

const panel = (page: Page) => page.getByTestId('edit-panel');
const section = (page: Page) => page.getByRole('dialog', { name: 'HTML personalizado' });
const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });
const cards = (page: Page) => section(page).getByRole('list', { name: 'Adicionados' }).getByRole('listitem');

/** The panel's body never scrolls sideways: every form fits the 484 px drawer and a phone. */
async function expectNoSidewaysScroll(scroller: Locator, label: string) {
  const overflow = await scroller.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** The section opened afresh from its address: each test starts on the list, whatever the one before left open. */
async function openSection(page: Page) {
  await page.goto('/homepage?painel=html');
  await section(page).getByRole('button', { name: 'Adicionar HTML' }).waitFor();
}

/** Types into the CodeMirror editor as a paste would arrive (one insertion: no tag is auto-closed on the way). */
async function writeCode(page: Page, form: Locator, code: string) {
  const editor = form.getByRole('textbox', { name: /Código HTML/ });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(code);
}

async function choosePage(page: Page, form: Locator, name: string) {
  await form.getByRole('combobox', { name: /Página/ }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

async function pick(page: Page, form: Locator, label: RegExp, option: string) {
  await form.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

beforeAll(async () => {
  browser = await launch();
  owner = await signedIn();
  await owner.context().exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await owner.context().addInitScript(() => {
    const report = (globalThis as any).reportCspViolation as (text: string) => void;
    (globalThis as any).document.addEventListener('securitypolicyviolation', (e: any) =>
      // oxlint-disable-next-line typescript/prefer-nullish-coalescing -- an inline violation reports blockedURI ''
      report(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.documentURI}`),
    );
  });
  // The section starts empty (the demo seed gives Aurora one home block; other specs leave none of theirs): the empty state shows.
  await deleteAll(owner);
});

afterAll(async () => {
  if (owner) await deleteAll(owner);
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
});

describe('HTML personalizado: list and create (spec 002 §2, §4, §8)', () => {
  it('opens from Edição on its empty state', async () => {
    await owner.goto('/homepage');
    await owner.getByRole('banner').getByRole('button', { name: 'Edição' }).click();
    await panel(owner)
      .getByRole('button', { name: /HTML personalizado/ })
      .click();
    await section(owner).getByText('Nenhum HTML personalizado ainda').waitFor();
    expect(new URL(owner.url()).searchParams.get('painel')).toBe('html');
    await settled(owner);
    await screenshot(owner, 'custom-html-empty-1280', { fullPage: false });
    await expectAccessible(owner, 'HTML personalizado, empty');
  });

  it('creates a homepage block with a script', async () => {
    await section(owner).getByRole('button', { name: 'Adicionar HTML' }).click();
    const form = owner.getByRole('dialog', { name: 'Adicionar HTML personalizado' });
    await form.getByRole('textbox', { name: /Título/ }).fill(HOME_TITLE);
    await choosePage(owner, form, 'Página inicial');
    await writeCode(owner, form, HOME_CODE);
    await form.getByText('0,3 KB de 100 KB').waitFor();
    await settled(owner);
    await screenshot(owner, 'custom-html-form-1280', { fullPage: false });
    await expectAccessible(owner, 'HTML personalizado form');
    // The editor's styles went in under the page's policy: each <style> with the page's nonce, nothing refused.
    const nonces = await owner.evaluate(() => ({
      page: document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce,
      styles: [...document.querySelectorAll('style')].map((style) => style.nonce),
    }));
    expect(nonces.page).toBeTruthy();
    expect(nonces.styles.every((nonce) => nonce === nonces.page)).toBe(true);
    expect(violations).toEqual([]);

    await form.getByRole('button', { name: 'Salvar' }).click();
    await toast(owner, 'HTML personalizado criado com sucesso').waitFor();
    await form.waitFor({ state: 'hidden' });
    await cards(owner).filter({ hasText: HOME_TITLE }).getByText('Página inicial').waitFor();
    const saved = (await blocks(owner)).find((b) => b.title === HOME_TITLE);
    expect(saved).toMatchObject({ page: 'homepage', course_id: null, module_id: null, lesson_id: null });
    await dismissToasts(owner, 'HTML personalizado criado com sucesso');
  });

  it("the full-screen preview runs the block's script in the sandboxed document students get", async () => {
    await openSection(owner);
    await section(owner)
      .getByRole('button', { name: `Editar ${HOME_TITLE}` })
      .click();
    const form = owner.getByRole('dialog', { name: 'Editar HTML personalizado' });
    await form.getByRole('button', { name: 'Pré-visualizar' }).click();
    const preview = owner.getByRole('dialog', { name: `Pré-visualização: ${HOME_TITLE}` });
    await preview.waitFor();
    // The script ran, and document.cookie threw: the frame's origin is opaque (decision 0008).
    const frame = owner.frameLocator('iframe[title="Pré-visualização do HTML"]');
    await frame.getByText('Script rodou: 42, sessão bloqueada').waitFor();
    const box = (await preview.locator('iframe').boundingBox())!;
    expect(box.width).toBeGreaterThan(1200);
    expect(box.height).toBeGreaterThan(500);
    await settled(owner);
    await screenshot(owner, 'custom-html-preview-1280', { fullPage: false });
    await expectAccessible(owner, 'HTML personalizado preview');
    // Escape closes the preview alone: the form under it and the edit panel under both stay.
    await preview.getByRole('button', { name: 'Fechar' }).focus();
    await owner.keyboard.press('Escape');
    await preview.waitFor({ state: 'hidden' });
    expect(await form.isVisible()).toBe(true);
    expect(await panel(owner).isVisible()).toBe(true);
    // Back on the form, the code still there.
    await expect.poll(() => form.getByRole('textbox', { name: /Código HTML/ }).innerText()).toContain('Script rodou');
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await form.waitFor({ state: 'hidden' });
    expect(violations).toEqual([]);
  });

  it('places a block on one lesson through the dependent selectors', async () => {
    await openSection(owner);
    await section(owner).getByRole('button', { name: 'Adicionar HTML' }).click();
    const form = owner.getByRole('dialog', { name: 'Adicionar HTML personalizado' });
    await form.getByRole('textbox', { name: /Título/ }).fill(LESSON_TITLE);
    await choosePage(owner, form, 'Aula');
    expect(await form.getByRole('button', { name: /^Módulo/ }).isDisabled()).toBe(true);
    await form.getByRole('button', { name: 'Salvar' }).click();
    await form.getByText('Selecione o curso').waitFor();
    await form.getByText('Adicione o HTML personalizado').waitFor();

    await pick(owner, form, /^Curso/, 'Fotografia com o Celular');
    await pick(owner, form, /^Módulo/, 'Composição');
    await pick(owner, form, /^Aula/, 'Enquadramento e perspectiva');
    await writeCode(owner, form, '<img src="https://pixel.example/p.gif" alt="" width="1" height="1">');
    await settled(owner);
    await screenshot(owner, 'custom-html-form-lesson-1280', { fullPage: false });
    await form.getByRole('button', { name: 'Salvar' }).click();
    await toast(owner, 'HTML personalizado criado com sucesso').waitFor();
    await form.waitFor({ state: 'hidden' });

    const saved = (await blocks(owner)).find((b) => b.title === LESSON_TITLE);
    expect(saved?.page).toBe('lesson');
    expect([saved?.course_id, saved?.module_id, saved?.lesson_id].every((id) => typeof id === 'number' && id > 0)).toBe(true);

    // The card cuts the title at 25 characters; a click shows it whole.
    const card = cards(owner).filter({ hasText: 'Aula' });
    const title = card.locator('button[aria-expanded]');
    expect(await title.innerText()).toBe('Pixel da aula de enquadra...');
    await title.click();
    expect(await title.getAttribute('aria-expanded')).toBe('true');
    expect(await title.innerText()).toBe(LESSON_TITLE);
    await dismissToasts(owner, 'HTML personalizado criado com sucesso');
    await settled(owner);
    await screenshot(owner, 'custom-html-list-1280', { fullPage: false });
    await expectAccessible(owner, 'HTML personalizado list');
    await expectNoSidewaysScroll(panel(owner).locator('.mantine-Drawer-body'), 'HTML personalizado list');
  });
});

describe('HTML personalizado: edit and delete (spec 002 §2, §4, §8)', () => {
  it('edits the homepage block from its card, prefilled', async () => {
    await openSection(owner);
    await section(owner)
      .getByRole('button', { name: `Editar ${HOME_TITLE}` })
      .click();
    const form = owner.getByRole('dialog', { name: 'Editar HTML personalizado' });
    const title = form.getByRole('textbox', { name: /Título/ });
    expect(await title.inputValue()).toBe(HOME_TITLE);
    expect(await form.getByRole('combobox', { name: /Página/ }).inputValue()).toBe('Página inicial');
    await title.fill(EDITED_TITLE);
    await form.getByRole('button', { name: 'Salvar' }).click();
    await toast(owner, 'HTML personalizado editado com sucesso').waitFor();
    await form.waitFor({ state: 'hidden' });
    await cards(owner).filter({ hasText: EDITED_TITLE }).waitFor();
    expect((await blocks(owner)).map((b) => b.title).sort()).toEqual([EDITED_TITLE, LESSON_TITLE].sort());
    await dismissToasts(owner, 'HTML personalizado editado com sucesso');
  });

  it('deletes the lesson block after the confirmation', async () => {
    await openSection(owner);
    await section(owner)
      .getByRole('button', { name: `Excluir ${LESSON_TITLE}` })
      .click();
    const confirm = owner.getByRole('dialog', { name: 'Excluir HTML personalizado' });
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await toast(owner, 'HTML excluído com sucesso').waitFor();
    await cards(owner).filter({ hasText: 'Aula' }).waitFor({ state: 'detached' });
    expect((await blocks(owner)).map((b) => b.title)).toEqual([EDITED_TITLE]);
    await dismissToasts(owner, 'HTML excluído com sucesso');
  });
});

describe('HTML personalizado on a phone (390 px)', () => {
  it('the section and the full-screen form fit without sideways scroll', async () => {
    const phone = await signedIn(390, 844);
    await phone.goto('/homepage?painel=html');
    await cards(phone).filter({ hasText: EDITED_TITLE }).waitFor();
    await settled(phone);
    await screenshot(phone, 'custom-html-list-390', { fullPage: false });
    await expectNoSidewaysScroll(panel(phone).locator('.mantine-Drawer-body'), 'HTML personalizado at 390');
    await expectAccessible(phone, 'HTML personalizado at 390');

    await section(phone).getByRole('button', { name: 'Adicionar HTML' }).click();
    const form = phone.getByRole('dialog', { name: 'Adicionar HTML personalizado' });
    await form.getByRole('textbox', { name: /Título/ }).fill('Teste no celular');
    await choosePage(phone, form, 'Aula');
    await writeCode(phone, form, HOME_CODE);
    await settled(phone);
    await screenshot(phone, 'custom-html-form-390', { fullPage: false });
    await expectNoSidewaysScroll(form.locator('.mantine-Modal-body'), 'HTML personalizado form at 390');
    expect(await form.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(390);
    await expectAccessible(phone, 'HTML personalizado form at 390');

    await form.getByRole('button', { name: 'Pré-visualizar' }).click();
    await phone.frameLocator('iframe[title="Pré-visualização do HTML"]').getByText('Script rodou: 42, sessão bloqueada').waitFor();
    await settled(phone);
    await screenshot(phone, 'custom-html-preview-390', { fullPage: false });
  });
});

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api';
import { dismissToasts, expectAccessible, launch, look, noSidewaysScroll, openSignedIn } from './support/browser';

// docs/people-and-access.md "Products": the owner makes a product in the panel's Produtos, chooses what
// it opens, for how long and where it is sold; a student who meets a course it opens is offered its link.

const TITLE = 'Produtos E2E: Plano Anual de Finanças';
const COURSE = 'Finanças Pessoais na Prática';
const LINK = 'https://pay.example.com/plano-anual';

type Product = { id: number; title: string; status: string; course_ids: number[]; access_days: number | null; sales_url: string | null };

let browser: Browser;
const contexts: BrowserContext[] = [];
let owner: Page;

async function signedIn(email: string, width = 1280) {
  const { context, page } = await openSignedIn(browser, email, { width, height: width < 500 ? 844 : 800 });
  contexts.push(context);
  return page;
}
const products = async () => (await callApi<{ data: Product[] }>(owner, '/api/admin/products')).body.data;
const mine = async () => (await products()).find((p) => p.title === TITLE);

beforeAll(async () => {
  browser = await launch();
  owner = await signedIn('owner@aurora.test');
});

afterAll(async () => {
  // Other specs share the server: the product goes, so the locked dialogs offer what the seed offers.
  const made = owner ? await mine() : undefined;
  if (made) await callApi(owner, `/api/admin/products/${made.id}`, { method: 'DELETE' });
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
});

describe('the owner edits the school’s products (docs/people-and-access.md)', () => {
  it('lists the products with their state, holders and access', async () => {
    await owner.goto('/homepage?painel=produtos');
    const list = owner.getByTestId('edit-panel').getByRole('list', { name: 'Produtos da escola' });
    const essencial = list.getByRole('listitem').filter({ hasText: 'Plano Essencial' });
    await essencial.getByText('Ativo').waitFor();
    await essencial.getByText(/\d+ alunos? · 2 cursos · .* · Vitalício/).waitFor();
    await list.getByRole('listitem').filter({ hasText: 'Turma Fundadores 2023' }).getByText('Inativo').waitFor();
    await look(owner, 'products-list-1280', 'products list');
  });

  it('creates one, and sets the course it opens, 30 days of access and its sales link', async () => {
    const panel = owner.getByTestId('edit-panel');
    await panel.getByRole('button', { name: 'Novo produto' }).click();
    await panel.getByLabel('Nome do novo produto').fill(TITLE);
    await panel.getByRole('button', { name: 'Criar e editar' }).click();
    const drawer = owner.getByRole('dialog', { name: 'Editar produto' });
    await drawer.waitFor();
    await dismissToasts(owner, 'Produto criado');
    await drawer.getByRole('button', { name: /Cursos que ele abre/ }).click();
    await owner.getByRole('option', { name: COURSE }).click();
    await owner.keyboard.press('Escape');
    // The segment's radio is drawn by its label, which a person clicks.
    await drawer.locator('label', { hasText: 'Por dias' }).click();
    const days = drawer.getByRole('textbox', { name: 'Dias de acesso' });
    await days.fill('30');
    // A link that is not one is refused under its field, before anything is sent.
    const link = drawer.getByRole('textbox', { name: /Link de venda/ });
    await link.fill('pay.example.com');
    await drawer.getByRole('button', { name: 'Salvar alterações' }).click();
    await drawer.getByText('Informe um link que comece com http:// ou https://').waitFor();
    await expectAccessible(owner, 'product editor with an error');
    await link.fill(LINK);
    await look(owner, 'products-editor-1280', 'product editor', false);
    await drawer.getByRole('button', { name: 'Salvar alterações' }).click();
    await drawer.waitFor({ state: 'detached' });
    await dismissToasts(owner, 'Produto salvo');
    expect(await mine()).toMatchObject({ status: 'active', access_days: 30, sales_url: LINK, course_ids: [expect.any(Number)] });
    await panel
      .getByRole('listitem')
      .filter({ hasText: TITLE })
      .getByText('nenhum aluno · 1 curso · nenhuma comunidade · 30 dias')
      .waitFor();
  });

  it('cannot delete a product students hold: the dialog says to make it inactive, and the row stays', async () => {
    const panel = owner.getByTestId('edit-panel');
    await panel.getByRole('button', { name: 'Excluir Plano Essencial' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Excluir produto' });
    await dialog.getByRole('textbox').fill('EXCLUIR');
    await dialog.getByRole('button', { name: 'Excluir produto' }).click();
    await dialog.getByText('Alunos têm este produto: desative-o em vez de excluí-lo').waitFor();
    await expectAccessible(owner, 'product delete refused');
    await owner.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect((await products()).some((p) => p.title === 'Plano Essencial')).toBe(true);
  });
});

describe('a student who meets a course the product opens', () => {
  it('is offered the product with its own sales link in the locked dialog', async () => {
    const page = await signedIn('aluno@aurora.test');
    const card = page.getByRole('list', { name: 'Meus cursos' }).getByRole('article', { name: `${COURSE}: curso bloqueado` });
    await card.scrollIntoViewIfNeeded();
    await card.click({ position: { x: 60, y: 60 } });
    const dialog = page.getByRole('dialog', { name: 'Conteúdo bloqueado' });
    const offer = dialog.getByRole('link', { name: new RegExp(`^${TITLE}`) });
    expect(await offer.getAttribute('href')).toBe(LINK);
    expect(await offer.getAttribute('target')).toBe('_blank');
    await expectAccessible(page, 'locked dialog with a product link');
  });
});

describe('on a phone (390 px)', () => {
  it('the list and the editor fit the screen', async () => {
    const page = await signedIn('owner@aurora.test', 390);
    await page.goto('/homepage?painel=produtos');
    const row = page.getByTestId('edit-panel').getByRole('listitem').filter({ hasText: TITLE });
    await row.waitFor();
    await noSidewaysScroll(page, 'products list at 390');
    await look(page, 'products-list-390', 'products list at 390');
    await row.getByRole('button', { name: `Editar ${TITLE}` }).click();
    await page.getByRole('dialog', { name: 'Editar produto' }).waitFor();
    await noSidewaysScroll(page, 'product editor at 390');
    await look(page, 'products-editor-390', 'product editor at 390', false);
  });

  it('the owner deletes the product nobody holds, and its row goes', async () => {
    const made = await mine();
    await owner.keyboard.press('Escape').catch(() => undefined);
    const panel = owner.getByTestId('edit-panel');
    await panel.getByRole('button', { name: `Excluir ${TITLE}` }).click();
    const dialog = owner.getByRole('dialog', { name: 'Excluir produto' });
    await dialog.getByRole('textbox').fill('EXCLUIR');
    await dialog.getByRole('button', { name: 'Excluir produto' }).click();
    await dialog.waitFor({ state: 'detached' });
    await panel.getByRole('listitem').filter({ hasText: TITLE }).waitFor({ state: 'detached' });
    expect((await products()).some((p) => p.id === made?.id)).toBe(false);
  });
});

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDir, readOutbox } from '../apps/server/src/platform/mail/outbox-files';
import { callApi } from './support/api';
import { dismissToasts, expectAccessible, launch, look, newContext, noSidewaysScroll, openSignedIn } from './support/browser';
import { server } from './support/server';

// docs/people-and-access.md "Students": the owner finds students in the panel's Alunos, adds one with
// a product and the welcome mail; the student signs in from the mail's link, chooses a password and
// sees exactly what the product opens; the owner deactivates them and they are signed out.

const PRODUCT = 'Alunos E2E: Trilha de Fotografia';
const COURSE = 'Fotografia com o Celular';
const NAME = 'Lívia Alunos E2E';
// One per run: accounts are never deleted (a deactivation keeps everything).
const EMAIL = `livia-${Date.now()}@aurora.test`;
const PASSWORD = 'senha-da-livia-1';

let browser: Browser;
const contexts: BrowserContext[] = [];
let owner: Page;
let productId: number;

async function signedIn(email: string, width = 1280) {
  const { context, page } = await openSignedIn(browser, email, { width, height: width < 500 ? 844 : 800 });
  contexts.push(context);
  return page;
}

const outbox = () => readOutbox(outboxDir(server().dataDir));
/** Waits for the mail worker to write the welcome mail to `to`, and returns its sign-in link. */
async function welcomeLink(to: string): Promise<string> {
  const pattern = /(https?:\/\/\S+\/login\/magic\?token=[\w-]+)/;
  for (let i = 0; i < 100; i++) {
    const mail = (await outbox()).find((m) => m.to === to && pattern.test(m.text));
    if (mail) {
      expect(mail.subject).toContain('Boas-vindas');
      return pattern.exec(mail.text)![1]!;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no welcome mail to ${to}`);
}

beforeAll(async () => {
  browser = await launch();
  owner = await signedIn('owner@aurora.test');
  // The product editor has its own journey (products.spec.ts): here the product is made by its API.
  const courses = await callApi<{ data: { id: number; title: string }[] }>(owner, '/api/admin/courses');
  const course = courses.body.data.find((c) => c.title === COURSE);
  const made = await callApi<{ data: { id: number } }>(owner, '/api/admin/products', {
    body: { title: PRODUCT, course_ids: [course!.id] },
  });
  expect(made.status).toBe(201);
  productId = made.body.data.id;
});

afterAll(async () => {
  // The product goes once nobody holds it, so other specs' locked dialogs offer what the seed offers.
  if (owner && productId) {
    // Everyone given the product here (added or imported) gives it back first.
    const holders = await callApi<{ data: { id: number }[] }>(owner, `/api/admin/students?product_id=${productId}`);
    for (const s of holders.body.data) {
      const one = await callApi<{ data: { enrollments: { id: number; product_id: number }[] } }>(owner, `/api/admin/students/${s.id}`);
      for (const e of one.body.data.enrollments.filter((e) => e.product_id === productId))
        await callApi(owner, `/api/admin/enrollments/${e.id}`, { method: 'DELETE' });
    }
    await callApi(owner, `/api/admin/products/${productId}`, { method: 'DELETE' });
  }
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
});

describe('the owner looks after the school’s students (docs/people-and-access.md)', () => {
  it('finds students in Alunos, with their products, by a piece of the name without accents', async () => {
    await owner.goto('/homepage?painel=alunos');
    const list = owner.getByTestId('edit-panel').getByRole('list', { name: 'Alunos da escola' });
    await list.getByRole('listitem').filter({ hasText: 'Marina Lopes' }).getByText('Plano Completo').waitFor();
    await look(owner, 'students-list-1280', 'students list');
    await owner.getByRole('searchbox', { name: 'Buscar alunos' }).fill('patri');
    await list.getByRole('listitem').filter({ hasText: 'Marina Lopes' }).waitFor({ state: 'detached' });
    expect(await list.getByRole('listitem').allTextContents()).toEqual([expect.stringContaining('Patrícia Gomes')]);
    await owner.getByRole('searchbox', { name: 'Buscar alunos' }).fill('');
    await list.getByRole('listitem').filter({ hasText: 'Marina Lopes' }).waitFor();
  });

  it('adds a student with the product and the welcome mail; their drawer opens', async () => {
    const panel = owner.getByTestId('edit-panel');
    await panel.getByRole('button', { name: 'Adicionar aluno' }).click();
    const drawer = owner.getByRole('dialog', { name: 'Adicionar aluno' });
    await drawer.getByRole('textbox', { name: 'Nome' }).fill(NAME);
    await drawer.getByRole('textbox', { name: /E-mail/ }).fill('livia@');
    await drawer.getByRole('button', { name: 'Adicionar aluno' }).click();
    await drawer.getByText('E-mail inválido').waitFor();
    await expectAccessible(owner, 'add student with an error');
    await drawer.getByRole('textbox', { name: /E-mail/ }).fill(EMAIL);
    await drawer.getByRole('button', { name: /^Produtos/ }).click();
    await owner.getByRole('option', { name: PRODUCT }).click();
    await owner.keyboard.press('Escape');
    expect(await drawer.getByRole('checkbox', { name: /Enviar e-mail de boas-vindas/ }).isChecked()).toBe(true);
    await look(owner, 'students-add-1280', 'add student', false);
    await drawer.getByRole('button', { name: 'Adicionar aluno' }).click();
    await dismissToasts(owner, 'Aluno adicionado');
    const student = owner.getByRole('dialog', { name: 'Aluno' });
    await student.getByText(PRODUCT).first().waitFor();
    await student.getByText('Manual').waitFor();
    await expectAccessible(owner, 'student drawer');
    await look(owner, 'students-detail-1280', 'student drawer', false);
  });
});

describe('the new student', () => {
  let page: Page;

  it('signs in from the welcome mail, chooses a password, and sees exactly the product’s course open', async () => {
    const link = await welcomeLink(EMAIL);
    const context = await newContext(browser, { school: 'aurora', width: 390, height: 844 });
    contexts.push(context);
    page = await context.newPage();
    await page.goto(link);
    await page.getByRole('button', { name: 'Entrar na minha conta' }).click();
    await page.getByRole('heading', { name: 'Escolha sua senha' }).waitFor();
    await expectAccessible(page, 'choose a password at 390');
    await look(page, 'students-choose-password-390', 'choose a password at 390');
    await page.getByLabel('Nova senha', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirme a nova senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Salvar senha e continuar' }).click();
    await page.waitForURL(/\/homepage/);
    const courses = await callApi<{ data: { title: string; locked?: boolean }[] }>(page, '/api/catalog/courses');
    expect(courses.body.data.filter((c) => !c.locked).map((c) => c.title)).toEqual([COURSE]);
    // The password works from now on.
    const again = await callApi(page, '/api/login', { body: { email: EMAIL, password: PASSWORD } });
    expect(again.status).toBe(200);
  });

  it('is signed out at once when the owner deactivates them, and cannot sign in', async () => {
    const student = owner.getByRole('dialog', { name: 'Aluno' });
    await student.getByRole('button', { name: 'Desativar' }).click();
    const confirm = owner.getByRole('dialog', { name: 'Desativar aluno' });
    await confirm.getByRole('button', { name: 'Desativar aluno' }).click();
    await dismissToasts(owner, 'Aluno desativado');
    await student.getByRole('button', { name: 'Reativar' }).waitFor();
    expect((await callApi(page, '/api/me')).status).toBe(401);
    expect((await callApi(page, '/api/login', { body: { email: EMAIL, password: PASSWORD } })).status).toBe(401);
  });
});

describe('the owner imports a CSV (docs/people-and-access.md "Importing")', () => {
  const stamp = Date.now();
  const row = (name: string, email: string) => `${name};${email};"${PRODUCT};Plano Essencial";`;
  const file = (lines: string[]) => ({
    name: 'alunos.csv',
    mimeType: 'text/csv',
    // As Excel saves it in Portuguese: a BOM, ";" and Windows line ends.
    buffer: Buffer.from(`\uFEFFnome;e-mail;produtos;expira_em\r\n${lines.join('\r\n')}\r\n`),
  });

  it('simulates a file with an error, then imports the fixed file', async () => {
    await owner.keyboard.press('Escape').catch(() => undefined);
    const panel = owner.getByTestId('edit-panel');
    await panel.getByRole('button', { name: 'Importar CSV' }).click();
    const drawer = owner.getByRole('dialog', { name: 'Importar alunos' });
    await drawer
      .locator('input[type="file"]')
      .setInputFiles(file([row('Otávio Importado', `otavio-${stamp}@aurora.test`), row('Sem E-mail', 'nao-e-um-email')]));
    await drawer.getByRole('button', { name: 'Simular importação' }).click();
    await drawer.getByText('Resultado da simulação').waitFor();
    await drawer.getByText('E-mail inválido').waitFor();
    await expectAccessible(owner, 'import dry run with an error');
    await look(owner, 'students-import-dry-run-1280', 'import dry run', false);

    await drawer.getByRole('button', { name: 'Escolher outro arquivo' }).click();
    await drawer
      .locator('input[type="file"]')
      .setInputFiles(file([row('Otávio Importado', `otavio-${stamp}@aurora.test`), row('Paula Importada', `paula-${stamp}@aurora.test`)]));
    await drawer.getByRole('button', { name: 'Simular importação' }).click();
    await drawer.getByRole('button', { name: 'Importar 2 alunos' }).click();
    await drawer.getByText('Importação concluída').first().waitFor();
    await look(owner, 'students-import-done-1280', 'import done', false);
    await drawer.getByRole('button', { name: 'Concluir' }).click();
    await owner.getByRole('searchbox', { name: 'Buscar alunos' }).fill(`paula-${stamp}`);
    await panel.getByRole('listitem').filter({ hasText: 'Paula Importada' }).getByText(PRODUCT).waitFor();
    await owner.getByRole('searchbox', { name: 'Buscar alunos' }).fill('');
  });
});

describe('on a phone (390 px)', () => {
  it('the list and a student fit the screen', async () => {
    const phone = await signedIn('owner@aurora.test', 390);
    await phone.goto('/homepage?painel=alunos');
    const row = phone.getByTestId('edit-panel').getByRole('listitem').filter({ hasText: 'Marina Lopes' });
    await row.waitFor();
    await noSidewaysScroll(phone, 'students list at 390');
    await look(phone, 'students-list-390', 'students list at 390');
    await row.getByRole('button', { name: 'Marina Lopes' }).click();
    await phone.getByRole('dialog', { name: 'Aluno' }).getByText('aluna@aurora.test').waitFor();
    await noSidewaysScroll(phone, 'student drawer at 390');
    await expectAccessible(phone, 'student drawer at 390');
    await look(phone, 'students-detail-390', 'student drawer at 390', false);
  });
});

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDir, readOutbox } from '../apps/server/src/platform/mail/outbox-files';
import { callApi } from './support/api';
import { dismissToasts, expectAccessible, launch, look, newContext, noSidewaysScroll, openSignedIn } from './support/browser';
import { server } from './support/server';

// docs/people-and-access.md "Open sign-up": the owner opens sign-up in the panel's Cadastro with a
// product; a visitor finds "Criar conta" on the login page, signs up on /cadastro (the login page's
// look), confirms from the mail and lands signed in with the product's courses open.

const PRODUCT = 'Plano Essencial';
const EMAIL = `nova-cadastro-${Date.now()}@aurora.test`;
const PASSWORD = 'senha-do-cadastro-1';

let browser: Browser;
const contexts: BrowserContext[] = [];
let owner: Page;

async function confirmationLink(to: string): Promise<string> {
  const pattern = /(https?:\/\/\S+\/login\/magic\?token=[\w-]+)/;
  for (let i = 0; i < 100; i++) {
    const mail = (await readOutbox(outboxDir(server().dataDir))).find((m) => m.to === to && pattern.test(m.text));
    if (mail) {
      expect(mail.subject).toContain('Confirme seu cadastro');
      return pattern.exec(mail.text)![1]!;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no confirmation mail to ${to}`);
}

beforeAll(async () => {
  browser = await launch();
  const signedIn = await openSignedIn(browser, 'owner@aurora.test', { width: 1280, height: 800 });
  contexts.push(signedIn.context);
  owner = signedIn.page;
});

afterAll(async () => {
  // Sign-up closes again: other specs' login pages show no "Criar conta".
  if (owner) await callApi(owner, '/api/admin/signup', { method: 'PUT', body: { mode: 'closed', product_ids: [] } });
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
});

describe('open sign-up (docs/people-and-access.md "Open sign-up")', () => {
  it('the owner opens sign-up with a product in Cadastro', async () => {
    await owner.goto('/homepage?painel=cadastro');
    const panel = owner.getByTestId('edit-panel');
    await panel.getByRole('switch', { name: 'Cadastro aberto' }).check();
    await panel.getByRole('button', { name: /^Produtos do cadastro/ }).click();
    await owner.getByRole('option', { name: PRODUCT }).click();
    // A click on the section's own words closes the list (Escape would close the panel too).
    await panel.getByText('Deixe que novos alunos').click();
    await panel.getByText(PRODUCT).first().waitFor();
    await look(owner, 'signup-setting-1280', 'sign-up setting', false);
    await panel.getByRole('button', { name: 'Salvar alterações' }).click();
    await dismissToasts(owner, 'Cadastro salvo');
  });

  it('a visitor signs up from the login page, confirms by mail and starts with the product', async () => {
    const context = await newContext(browser, { school: 'aurora', width: 390, height: 844 });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Criar conta' }).click();
    await page.waitForURL(/\/cadastro$/);
    await page.getByRole('heading', { name: 'Criar conta' }).waitFor();
    await page.getByRole('textbox', { name: 'Nome' }).fill('Nova Pessoa Cadastro');
    await page.getByRole('textbox', { name: /E-mail/ }).fill(EMAIL);
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirme a senha').fill('outra-senha-qualquer');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await page.getByText('As senhas não conferem').waitFor();
    await expectAccessible(page, 'sign-up with an error at 390');
    await noSidewaysScroll(page, 'sign-up at 390');
    await look(page, 'signup-form-390', 'sign-up form at 390');
    await page.getByLabel('Confirme a senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await page.getByRole('heading', { name: 'Confira seu e-mail' }).waitFor();
    await look(page, 'signup-sent-390', 'sign-up sent at 390');
    // Not started yet: the password does not sign in before the link is opened.
    expect((await callApi(page, '/api/login', { body: { email: EMAIL, password: PASSWORD } })).status).toBe(401);

    await page.goto(await confirmationLink(EMAIL));
    await page.getByRole('button', { name: 'Entrar na minha conta' }).click();
    await page.waitForURL(/\/homepage/);
    const me = await callApi<{ user: { name: string; roles: { role: { slug: string } }[] } }>(page, '/api/me');
    expect(me.body.user.roles.map((r) => r.role.slug)).toEqual(['student']);
    const courses = await callApi<{ data: { title: string; locked?: boolean }[] }>(page, '/api/catalog/courses');
    expect(courses.body.data.filter((c) => !c.locked).length).toBeGreaterThan(0);
    expect((await callApi(page, '/api/login', { body: { email: EMAIL, password: PASSWORD } })).status).toBe(200);
  });

  it('the sign-up page at 1280 wears the login page’s look', async () => {
    const context = await newContext(browser, { school: 'aurora', width: 1280, height: 800 });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto('/cadastro');
    await page.getByRole('heading', { name: 'Criar conta' }).waitFor();
    expect(await page.locator('[data-login-theme]').count()).toBe(1);
    await look(page, 'signup-form-1280', 'sign-up form');
  });
});

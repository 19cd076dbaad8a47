import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDir, readOutbox } from '../apps/server/src/platform/mail/outbox-files';
import { callApi } from './support/api';
import {
  dismissToasts,
  expectAccessible,
  launch,
  loginAs,
  look,
  newContext,
  noSidewaysScroll,
  openSignedIn,
  settled,
  screenshot,
  toast,
} from './support/browser';
import { writeDnsRecords } from './support/dns';
import { server } from './support/server';

// docs/schools.md: the server's operator (Aurora's owner, signed in on PUBLIC_URL's host) opens the
// console, creates a school, and its owner signs in from the welcome mail to an empty school; Aurora's
// owner serves the school on a domain of its own, proved by a TXT record in the run's DNS server
// (support/dns.ts); the operator suspends the new school, whose pages then say it is unavailable, and
// brings it back.

const SCHOOL = 'Escola Nova E2E';
// *.localhost reaches this machine in Chromium; the school's links carry PUBLIC_URL's port.
const HOST = 'nova-e2e.localhost';
const NEW_OWNER = 'dona-e2e@nova-escola.test';
const PASSWORD = 'senha-da-dona-1';
const DOMAIN = 'escola-e2e.aurora.test';
const CHALLENGE = `_trilha-challenge.${DOMAIN}`;
/** The new school's own address: relative paths would go to the context's Aurora. */
const schoolPage = (path: string) => `http://${HOST}:${server().port}${path}`;

let browser: Browser;
const contexts: BrowserContext[] = [];
let operator: Page;
let newOwner: Page | undefined;
let auroraOwner: Page | undefined;

/** A new context at `width`, signed in as the operator on the console's host (localhost). */
async function operatorPage(width: number, state?: Awaited<ReturnType<BrowserContext['storageState']>>) {
  const context = await newContext(browser, { school: 'localhost', width, height: width < 500 ? 844 : 800 });
  if (state) await context.addCookies(state.cookies);
  contexts.push(context);
  return context.newPage();
}

async function welcomeLink(to: string): Promise<string> {
  const pattern = /(https?:\/\/\S+\/login\/magic\?token=[\w-]+)/;
  for (let i = 0; i < 100; i++) {
    const mail = (await readOutbox(outboxDir(server().dataDir))).find((m) => m.to === to && pattern.test(m.text));
    if (mail) return pattern.exec(mail.text)![1]!;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no welcome mail to ${to}`);
}

/** Waits for the toast a click brings, then closes it (dismissToasts alone would pass before it arrives). */
async function closeToast(page: Page, text: string) {
  await toast(page, text).first().waitFor();
  await dismissToasts(page, text);
}

const schoolRow = (page: Page, slug: string) => page.locator(`li[data-school="${slug}"]`);
const domainCard = (page: Page) => page.getByTestId('edit-panel').locator(`li[data-domain="${DOMAIN}"]`);

beforeAll(async () => {
  browser = await launch();
  operator = await operatorPage(1280);
  await loginAs(operator, 'owner@aurora.test');
});

afterAll(async () => {
  // Aurora's links and canonical URLs follow its primary domain: whatever happened above, the test's
  // domain goes, so the specs after this one e-mail links to aurora.localhost again.
  if (auroraOwner) {
    const domains = await callApi<{ data: { id: number; host: string }[] }>(auroraOwner, '/api/admin/domains');
    const left = domains.body.data.find((d) => d.host === DOMAIN);
    if (left) await callApi(auroraOwner, `/api/admin/domains/${left.id}`, { method: 'DELETE' });
  }
  await writeDnsRecords(server().dnsRecords, {});
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
});

describe("the server operator's console (docs/schools.md)", () => {
  it('the operator opens /operador from the profile menu and creates a school; the owner is e-mailed', async () => {
    await operator.getByRole('button', { name: 'Abrir menu do perfil' }).click();
    await operator.getByRole('link', { name: 'Escolas do servidor' }).click();
    await operator.waitForURL(/\/operador$/);
    await operator.getByRole('heading', { level: 1, name: 'Escolas do servidor' }).waitFor();
    const aurora = schoolRow(operator, 'aurora');
    await aurora.getByText('Escola do console').waitFor();
    await schoolRow(operator, 'boreal').getByText('Ativa').waitFor();

    const form = operator.getByRole('region', { name: 'Nova escola' });
    await form.getByRole('button', { name: 'Criar escola' }).click();
    await form.getByText('Informe o nome da escola').waitFor();
    await expectAccessible(operator, 'new school form with its errors');
    await form.getByRole('textbox', { name: /Nome da escola/ }).fill(SCHOOL);
    await form.getByRole('textbox', { name: /Primeiro endereço/ }).fill(HOST);
    await form.getByRole('textbox', { name: /E-mail do dono/ }).fill(NEW_OWNER);
    await form.getByRole('button', { name: 'Criar escola' }).click();
    await closeToast(operator, 'Escola criada: enviamos ao dono um e-mail com o link de acesso');
    const made = schoolRow(operator, 'nova-e2e');
    await made.getByText('Ativa').waitFor();
    expect(await made.getByRole('link', { name: `${HOST} (abre em nova aba)` }).getAttribute('href')).toBe(schoolPage('/'));
    expect(await made.locator('[data-field="students"]').textContent()).toBe('0');
    await look(operator, 'schools-console-1280', 'operator console');

    const phone = await operatorPage(390, await operator.context().storageState());
    await phone.goto('/operador');
    await schoolRow(phone, 'nova-e2e').waitFor();
    await noSidewaysScroll(phone, 'operator console at 390');
    await look(phone, 'schools-console-390', 'operator console at 390');
  });

  it("the new school's owner signs in from the welcome mail and finds an empty school with its draft course", async () => {
    const link = await welcomeLink(NEW_OWNER);
    expect(link.startsWith(schoolPage('/login/magic?token='))).toBe(true);
    const context = await newContext(browser, { width: 1280, height: 800 });
    contexts.push(context);
    newOwner = await context.newPage();
    await newOwner.goto(link);
    await newOwner.getByRole('button', { name: 'Entrar na minha conta' }).click();
    await newOwner.getByRole('heading', { name: 'Escolha sua senha' }).waitFor();
    await newOwner.getByLabel('Nova senha', { exact: true }).fill(PASSWORD);
    await newOwner.getByLabel('Confirme a nova senha').fill(PASSWORD);
    await newOwner.getByRole('button', { name: 'Salvar senha e continuar' }).click();
    await newOwner.waitForURL((url) => url.href.startsWith(schoolPage('/homepage')));
    const me = await callApi<{ user: { roles: { role: { slug: string } }[] } }>(newOwner, '/api/me');
    expect(me.body.user.roles.map((r) => r.role.slug)).toEqual(['owner']);
    await newOwner.getByRole('banner').getByText(SCHOOL).waitFor();

    await newOwner.goto(schoolPage('/homepage?painel=cursos'));
    const courses = newOwner.getByTestId('edit-panel').getByRole('list', { name: 'Cursos da escola' });
    await courses.getByRole('listitem').filter({ hasText: 'Meu primeiro curso' }).getByText('Rascunho').waitFor();
    expect(await courses.getByRole('listitem').count()).toBe(1);
    await look(newOwner, 'schools-new-school-courses-1280', 'the new school’s courses', false);

    await newOwner.goto(schoolPage('/homepage?painel=alunos'));
    await newOwner.getByTestId('edit-panel').getByText('Nenhum aluno ainda').waitFor();
  });

  it('suspending the new school (after a confirmation) closes its pages; reactivating opens them again', async () => {
    const row = schoolRow(operator, 'nova-e2e');
    await row.getByRole('button', { name: `Suspender ${SCHOOL}` }).click();
    const dialog = operator.getByRole('dialog', { name: 'Suspender escola' });
    await dialog.getByText(`“${SCHOOL}” sai do ar`, { exact: false }).waitFor();
    await settled(operator);
    await screenshot(operator, 'schools-suspend-confirm-1280', { fullPage: false });
    await expectAccessible(operator, 'suspend confirmation');
    await dialog.getByRole('button', { name: 'Suspender' }).click();
    await closeToast(operator, 'Escola suspensa');
    await row.getByText('Suspensa').waitFor();

    const closed = await newOwner!.goto(schoolPage('/homepage'));
    expect(closed?.status()).toBe(503);
    await newOwner!.getByText('Esta escola está indisponível no momento').waitFor();
    await screenshot(newOwner!, 'schools-suspended-page-1280');
    // The page's own policy lets it fetch nothing (and Node cannot resolve *.localhost): the API is opened as a page.
    expect((await newOwner!.goto(schoolPage('/api/me')))?.status()).toBe(403);

    await row.getByRole('button', { name: `Reativar ${SCHOOL}` }).click();
    await closeToast(operator, 'Escola reativada');
    await row.getByText('Ativa').waitFor();
    const open = await newOwner!.goto(schoolPage('/homepage'));
    expect(open?.status()).toBe(200);
    await newOwner!.getByRole('banner').getByText(SCHOOL).waitFor();
  });
});

describe("a school's own domain, proved by its TXT record (docs/schools.md)", () => {
  let value = '';

  it('Aurora’s owner adds a domain in Domínios and sees the records to create', async () => {
    const signedIn = await openSignedIn(browser, 'owner@aurora.test', { width: 1280, height: 800 });
    contexts.push(signedIn.context);
    auroraOwner = signedIn.page;
    await auroraOwner.goto('/homepage?painel=dominios');
    const panel = auroraOwner.getByTestId('edit-panel');
    const list = panel.getByRole('list', { name: 'Domínios da escola' });
    await list.locator('li[data-domain="aurora.localhost"]').getByText('Verificado').waitFor();

    await panel.getByRole('textbox', { name: /Novo domínio/ }).fill(DOMAIN);
    await panel.getByRole('button', { name: 'Adicionar' }).click();
    await closeToast(auroraOwner, 'Domínio adicionado');
    const card = domainCard(auroraOwner);
    await card.getByText('Pendente').waitFor();
    expect(await card.getByRole('textbox', { name: 'Nome do registro TXT' }).inputValue()).toBe(CHALLENGE);
    value = await card.getByRole('textbox', { name: 'Valor do registro TXT' }).inputValue();
    expect(value).toMatch(/^[0-9a-f]{32}$/);
    expect(await card.getByRole('textbox', { name: 'Nome do CNAME' }).inputValue()).toBe(DOMAIN);
    expect(await card.getByRole('textbox', { name: 'Destino do CNAME' }).inputValue()).toBe('localhost');
    await card.scrollIntoViewIfNeeded();
    await look(auroraOwner, 'schools-domains-1280', 'domains section', false);

    const context = await newContext(browser, { width: 390, height: 844, as: 'owner@aurora.test' });
    contexts.push(context);
    const phone = await context.newPage();
    await phone.goto('/homepage?painel=dominios');
    await domainCard(phone).getByText('Pendente').waitFor();
    await noSidewaysScroll(phone, 'domains at 390');
    await look(phone, 'schools-domains-390', 'domains at 390', false);
  });

  it('"Verificar" before the record exists says DNS has none; once it does, the domain is verified and primary', async () => {
    const page = auroraOwner!;
    const card = domainCard(page);
    await card.getByRole('button', { name: `Verificar ${DOMAIN}` }).click();
    await card.getByRole('alert').getByText(`Nenhum registro TXT encontrado em ${CHALLENGE}`).waitFor();
    await expectAccessible(page, 'a failed check');

    await writeDnsRecords(server().dnsRecords, { [CHALLENGE]: [value] });
    await card.getByRole('button', { name: `Verificar ${DOMAIN}` }).click();
    await closeToast(page, 'Domínio verificado: a escola já responde nele');
    await card.getByText('Verificado').waitFor();
    await card.getByText('Principal').waitFor();
    expect(await card.getByRole('alert').count()).toBe(0);
    expect(await card.getByRole('textbox').count()).toBe(0);
    await look(page, 'schools-domains-verified-1280', 'a verified domain', false);
  });

  it('removing it asks first, and Aurora is back to its own hosts', async () => {
    const page = auroraOwner!;
    const card = domainCard(page);
    await card.getByRole('button', { name: `Remover ${DOMAIN}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Remover domínio' });
    await dialog.getByRole('button', { name: 'Remover' }).click();
    await closeToast(page, 'Domínio removido');
    await card.waitFor({ state: 'detached' });
    const domains = await callApi<{ data: { host: string; primary: boolean }[] }>(page, '/api/admin/domains');
    expect(domains.body.data.some((d) => d.primary)).toBe(false);
  });
});

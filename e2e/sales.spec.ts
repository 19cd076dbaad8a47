import { request } from 'node:http';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDir, readOutbox } from '../apps/server/src/platform/mail/outbox-files';
import { webhookSignature } from '../apps/server/src/test/sale-payloads';
import { callApi } from './support/api';
import { dismissToasts, launch, look, newContext, noSidewaysScroll, openSignedIn } from './support/browser';
import { server } from './support/server';

// docs/selling.md: the owner switches the generic webhook on in Integrações and maps a product; a
// signed sale arrives and the buyer, new to the school, gets the welcome mail, signs in and finds the
// course open; the same call again changes nothing; a refund takes the course away; the deliveries
// log shows all three.

const stamp = Date.now();
const PRODUCT = `Vendas E2E ${stamp}`;
const COURSE = 'Fotografia com o Celular';
const CODE = `curso-e2e-${stamp}`;
const BUYER = `comprador-e2e-${stamp}@compras.test`;
const PASSWORD = 'senha-do-comprador-1';

let browser: Browser;
const contexts: BrowserContext[] = [];
let owner: Page;
let productId = 0;
let secret = '';
let url = '';

/** A platform's call: from outside the browser, signed with the secret the screen made, to the URL it showed. */
function platformCall(body: object): Promise<number> {
  const raw = JSON.stringify(body);
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: server().port,
        method: 'POST',
        path: target.pathname,
        headers: { host: target.host, 'content-type': 'application/json', 'x-trilha-signature': webhookSignature(raw, secret) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(raw);
  });
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

/** The course's lock as the buyer's catalogue says, once the job has had its turn. */
async function courseOpen(page: Page, open: boolean) {
  for (let i = 0; i < 50; i++) {
    const courses = await callApi<{ data: { title: string; locked?: boolean }[] }>(page, '/api/catalog/courses');
    const course = courses.body.data.find((c) => c.title === COURSE);
    if (open ? course && !course.locked : !course || course.locked) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the course never became ${open ? 'open' : 'locked'}`);
}

beforeAll(async () => {
  browser = await launch();
  const signedIn = await openSignedIn(browser, 'owner@aurora.test', { width: 1280, height: 800 });
  contexts.push(signedIn.context);
  owner = signedIn.page;
  const courses = await callApi<{ data: { id: number; title: string }[] }>(owner, '/api/admin/courses');
  const course = courses.body.data.find((c) => c.title === COURSE);
  const made = await callApi<{ data: { id: number } }>(owner, '/api/admin/products', {
    body: { title: PRODUCT, course_ids: [course!.id] },
  });
  expect(made.status).toBe(201);
  productId = made.body.data.id;
});

afterAll(async () => {
  if (owner) {
    await callApi(owner, '/api/admin/integrations/webhook', { method: 'PUT', body: { enabled: false, mappings: [] } });
    if (productId) await callApi(owner, `/api/admin/products/${productId}`, { method: 'DELETE' });
  }
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
});

describe('selling through a signed webhook (docs/selling.md)', () => {
  it('the owner switches the webhook on with a secret of its own and maps a product', async () => {
    await owner.goto('/homepage?painel=integracoes');
    const card = owner.locator('[data-provider="webhook"]');
    await card.getByRole('button', { name: 'Gerar segredo' }).click();
    secret = await card.getByRole('textbox', { name: 'Novo segredo' }).inputValue();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    url = await card.getByRole('textbox', { name: 'URL de notificação' }).inputValue();
    expect(url).toMatch(/\/api\/webhooks\/webhook\/[0-9a-f]{32}$/);
    await card.getByRole('button', { name: 'Adicionar produto' }).click();
    await card.getByRole('textbox', { name: /Código \(external_id\)/ }).fill(CODE);
    await card.getByRole('button', { name: /Produto da escola/ }).click();
    await owner.getByRole('option', { name: PRODUCT }).click();
    await card.getByRole('switch', { name: 'Ativada' }).check();
    await look(owner, 'sales-integrations-1280', 'integrations', false);
    // Each platform is saved on its own: the card's save bar.
    await card.getByRole('button', { name: 'Salvar alterações' }).click();
    await dismissToasts(owner, 'Integração salva');
    await card.getByText('Segredo salvo').first().waitFor();
  });

  it('a signed sale makes the account, mails the welcome, and the buyer finds the course open', async () => {
    const sale = { event: 'grant', transaction_id: `pedido-${stamp}`, email: BUYER, name: 'Comprador E2E', external_id: CODE };
    expect(await platformCall(sale)).toBe(200);
    const link = await welcomeLink(BUYER);
    const context = await newContext(browser, { school: 'aurora', width: 390, height: 844 });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(link);
    await page.getByRole('button', { name: 'Entrar na minha conta' }).click();
    await page.getByRole('heading', { name: 'Escolha sua senha' }).waitFor();
    await page.getByLabel('Nova senha', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirme a nova senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Salvar senha e continuar' }).click();
    await page.waitForURL(/\/homepage/);
    await courseOpen(page, true);

    // The platform sends the same call again: 200, nothing changes.
    expect(await platformCall(sale)).toBe(200);
    // A refund takes the course away.
    expect(await platformCall({ ...sale, event: 'revoke' })).toBe(200);
    await courseOpen(page, false);
  });

  it('the deliveries log shows the sale, the repeat and the refund', async () => {
    await owner.goto('/homepage?painel=integracoes');
    const rows = owner.getByRole('listitem').filter({ hasText: `pedido-${stamp}` });
    await rows.filter({ hasText: 'Acesso removido' }).waitFor();
    expect(await rows.count()).toBe(3);
    await rows.filter({ hasText: 'Repetida' }).waitFor();
    await rows.filter({ hasText: 'Acesso concedido' }).waitFor();
    await rows.first().scrollIntoViewIfNeeded();
    await look(owner, 'sales-deliveries-1280', 'deliveries log', false);

    const context = await newContext(browser, { school: 'aurora', width: 390, height: 844, as: 'owner@aurora.test' });
    contexts.push(context);
    const phone = await context.newPage();
    await phone.goto('/homepage?painel=integracoes');
    await phone
      .getByRole('listitem')
      .filter({ hasText: `pedido-${stamp}` })
      .first()
      .waitFor();
    await noSidewaysScroll(phone, 'integrations at 390');
    await look(phone, 'sales-integrations-390', 'integrations at 390', false);
  });
});

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDir, readOutbox } from '../apps/server/src/platform/mail/outbox-files';
import { callApi } from './support/api';
import { dismissToasts, expectAccessible, launch, look, newContext, noSidewaysScroll, openSignedIn } from './support/browser';
import { server } from './support/server';

// docs/people-and-access.md "Staff": an administrator invites a moderator from the panel's Equipe; the
// moderator signs in from the mail's link as a moderator; the administrator removes them, and, holding
// no product, they are signed out at once.

// One per run: accounts are never deleted.
const EMAIL = `camila-equipe-${Date.now()}@aurora.test`;
const NAME = 'Camila Equipe E2E';

let browser: Browser;
const contexts: BrowserContext[] = [];
let admin: Page;
let invited: Page | undefined;

async function signedIn(email: string, width = 1280) {
  const { context, page } = await openSignedIn(browser, email, { width, height: width < 500 ? 844 : 800 });
  contexts.push(context);
  return page;
}

async function inviteLink(to: string): Promise<string> {
  const pattern = /(https?:\/\/\S+\/login\/magic\?token=[\w-]+)/;
  for (let i = 0; i < 100; i++) {
    const mail = (await readOutbox(outboxDir(server().dataDir))).find((m) => m.to === to && pattern.test(m.text));
    if (mail) {
      expect(mail.subject).toContain('equipe');
      return pattern.exec(mail.text)![1]!;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no invitation to ${to}`);
}

beforeAll(async () => {
  browser = await launch();
  admin = await signedIn('admin@aurora.test');
});

afterAll(async () => {
  // Whatever happened above, the invited person leaves the staff: other specs count Aurora's staff.
  if (admin) {
    const staff = await callApi<{ data: { id: number; email: string }[] }>(admin, '/api/admin/staff');
    const left = staff.body.data.find((m) => m.email === EMAIL);
    if (left) await callApi(admin, `/api/admin/staff/${left.id}`, { method: 'DELETE' });
  }
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
});

describe('an administrator invites a moderator (docs/people-and-access.md "Staff")', () => {
  it('sees the staff, owner first, and may only name moderators', async () => {
    await admin.goto('/homepage?painel=equipe');
    const list = admin.getByTestId('edit-panel').getByRole('list', { name: 'Equipe da escola' });
    await list.getByRole('listitem').filter({ hasText: 'Helena Duarte' }).getByText('Dono').waitFor();
    await look(admin, 'staff-list-1280', 'staff list');
    await admin.getByTestId('edit-panel').getByRole('button', { name: 'Convidar' }).click();
    const drawer = admin.getByRole('dialog', { name: 'Convidar para a equipe' });
    await drawer.getByRole('radio', { name: /Moderador/ }).waitFor();
    expect(await drawer.getByRole('radio', { name: /Administrador/ }).count()).toBe(0);
    await drawer.getByRole('textbox', { name: /E-mail/ }).fill(EMAIL);
    await drawer.getByRole('button', { name: 'Enviar convite' }).click();
    await drawer.getByText('Informe o nome: este e-mail ainda não tem conta na escola').waitFor();
    await expectAccessible(admin, 'invite with an error');
    await drawer.getByRole('textbox', { name: /Nome/ }).fill(NAME);
    await look(admin, 'staff-invite-1280', 'invite drawer', false);
    await drawer.getByRole('button', { name: 'Enviar convite' }).click();
    await dismissToasts(admin, 'Convite enviado');
    await list.getByRole('listitem').filter({ hasText: NAME }).getByText('Convite pendente').waitFor();
  });

  it('the moderator signs in from the mail as a moderator', async () => {
    const link = await inviteLink(EMAIL);
    const context = await newContext(browser, { school: 'aurora', width: 390, height: 844 });
    contexts.push(context);
    invited = await context.newPage();
    await invited.goto(link);
    await invited.getByRole('button', { name: 'Entrar na minha conta' }).click();
    await invited.getByRole('heading', { name: 'Escolha sua senha' }).waitFor();
    await invited.getByLabel('Nova senha', { exact: true }).fill('senha-da-camila-1');
    await invited.getByLabel('Confirme a nova senha').fill('senha-da-camila-1');
    await invited.getByRole('button', { name: 'Salvar senha e continuar' }).click();
    await invited.waitForURL(/\/homepage/);
    const me = await callApi<{ user: { roles: { role: { slug: string } }[] } }>(invited, '/api/me');
    expect(me.body.user.roles.map((r) => r.role.slug)).toEqual(['moderator']);
    // Moderators look after communities, not the school's people.
    expect((await callApi(invited, '/api/admin/staff')).status).toBe(403);
  });

  it('the administrator removes them: holding no product, they are signed out at once', async () => {
    const row = admin.getByTestId('edit-panel').getByRole('listitem').filter({ hasText: NAME });
    await row
      .getByText('Convite pendente')
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    await row.getByRole('button', { name: `Mais ações de ${NAME}` }).click();
    await admin.getByRole('menuitem', { name: 'Remover da equipe' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Remover da equipe' });
    await confirm.getByRole('button', { name: 'Remover' }).click();
    await dismissToasts(admin, 'Pessoa removida da equipe');
    await row.waitFor({ state: 'detached' });
    expect((await callApi(invited!, '/api/me')).status).toBe(401);
  });
});

describe('on a phone (390 px)', () => {
  it('the staff list fits the screen', async () => {
    const phone = await signedIn('owner@aurora.test', 390);
    await phone.goto('/homepage?painel=equipe');
    await phone.getByTestId('edit-panel').getByRole('listitem').filter({ hasText: 'Rafael Moreira' }).waitFor();
    await noSidewaysScroll(phone, 'staff list at 390');
    await look(phone, 'staff-list-390', 'staff list at 390');
  });
});

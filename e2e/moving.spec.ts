import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, loginAs, look, newContext, noSidewaysScroll, openSignedIn, settled } from './support/browser';
import { server } from './support/server';

// docs/schools.md, moving a school: Aurora's owner exports the whole school from the edit panel and
// downloads the archive; the server's operator (Aurora's owner on PUBLIC_URL's host) imports that
// file in /operador under a new host, and the copy answers there with the school's login page.

// *.localhost reaches this machine in Chromium; the copy keeps PUBLIC_URL's port.
const COPY_HOST = 'copia-e2e.localhost';

let browser: Browser;
const contexts: BrowserContext[] = [];
let archivePath = '';

/** The names of a .tar.gz's entries, read as the import reads it: gunzip, then tar. */
async function entriesOf(file: string): Promise<string[]> {
  const names: string[] = [];
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    names.push(header.name);
    stream.on('end', next);
    stream.resume();
  });
  await pipeline(createReadStream(file), createGunzip(), extract);
  return names;
}

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
});

describe('moving a school: the export, then the import on a new host (docs/schools.md)', () => {
  it('Aurora’s owner exports the school, watches it reach ready, and downloads a .tar.gz holding manifest.json', async () => {
    const { context, page } = await openSignedIn(browser, 'owner@aurora.test', { width: 1280, height: 800 });
    contexts.push(context);
    await page.goto('/homepage?painel=exportar');
    const panel = page.getByTestId('edit-panel');
    await panel.getByText('sem senhas nem segredos', { exact: false }).waitFor();
    await look(page, 'moving-export-1280', 'export section', false);

    await panel.getByRole('button', { name: 'Exportar' }).click();
    // The job's state as it is read each second (queued, running with its percentage, then ready).
    await panel.locator('[data-export-state]').first().waitFor({ state: 'attached' });
    const link = panel.getByRole('link', { name: /^Baixar o arquivo/ });
    await link.waitFor({ timeout: 60_000 });
    expect(await link.textContent()).toMatch(/\(\d+([,.]\d)? (kB|MB|GB)\)/);
    await panel.getByText('O link funciona por 60 minutos', { exact: false }).waitFor();
    await look(page, 'moving-export-ready-1280', 'export ready', false);

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    archivePath = (await download.path()) ?? '';
    expect(archivePath).not.toBe('');
    expect(await entriesOf(archivePath)).toContain('manifest.json');

    const phone = await newContext(browser, { width: 390, height: 844, as: 'owner@aurora.test' });
    contexts.push(phone);
    const small = await phone.newPage();
    await small.goto('/homepage?painel=exportar');
    await small.getByTestId('edit-panel').getByRole('button', { name: 'Exportar' }).waitFor();
    await noSidewaysScroll(small, 'export section at 390');
    await look(small, 'moving-export-390', 'export section at 390', false);
  });

  it('the operator imports that archive in /operador as a new host, and the copy shows the school’s login page', async () => {
    expect(archivePath).not.toBe('');
    const context = await newContext(browser, { school: 'localhost', width: 1280, height: 800 });
    contexts.push(context);
    const operator = await context.newPage();
    await loginAs(operator, 'owner@aurora.test');
    await operator.goto('/operador');
    const form = operator.getByRole('region', { name: 'Importar escola' });
    await form.getByRole('button', { name: 'Importar' }).waitFor();
    await form.scrollIntoViewIfNeeded();
    await look(operator, 'moving-import-1280', 'import form');

    await form.locator('input[type="file"]').setInputFiles(archivePath);
    await form.getByRole('textbox', { name: /Endereço da escola/ }).fill(COPY_HOST);
    await form.getByRole('button', { name: 'Importar' }).click();
    await form.getByText('Escola importada').waitFor({ timeout: 120_000 });
    await form.getByRole('link', { name: `${COPY_HOST} (abre em nova aba)` }).waitFor();
    // The console reads its list again: the copy is a school of the server now.
    await operator.locator('li[data-school]').filter({ hasText: COPY_HOST }).first().waitFor();
    await settled(operator);
    await look(operator, 'moving-import-done-1280', 'import done');

    const phone = await newContext(browser, { school: 'localhost', width: 390, height: 844 });
    contexts.push(phone);
    await phone.addCookies(await context.cookies());
    const small = await phone.newPage();
    await small.goto('/operador');
    await small.getByRole('region', { name: 'Importar escola' }).scrollIntoViewIfNeeded();
    await noSidewaysScroll(small, 'import form at 390');
    await look(small, 'moving-import-390', 'import form at 390');

    const visitor = await (await newContext(browser, { width: 1280, height: 800 })).newPage();
    contexts.push(visitor.context());
    const reply = await visitor.goto(`http://${COPY_HOST}:${server().port}/login`);
    expect(reply?.status()).toBe(200);
    await visitor.getByLabel(/e-mail/i).waitFor();
    await visitor.getByRole('button', { name: /entrar/i }).waitFor();
    expect(await visitor.title()).toContain('Escola Aurora');
  });
});

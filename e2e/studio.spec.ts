import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api';
import { launch, look, noSidewaysScroll, openSignedIn, settled } from './support/browser';

// docs/course-studio.md: an owner builds a course from nothing in the browser and a student of its
// product takes it. One journey, split into steps that each stay well inside the test timeout.

const TITLE = 'Estúdio E2E: Fotografia noturna';
const FIRST = 'Noite na cidade';
const SECOND = 'Céu estrelado';
const VIDEO_LESSON = 'Boas-vindas em vídeo';
const EMBED_LESSON = 'Aula no YouTube';
const LATER_LESSON = 'Estrelas e longa exposição';
const VIDEO = path.resolve(import.meta.dirname, '../apps/server/src/seed/assets/sample-lesson.mp4');
const files = mkdtempSync(path.join(os.tmpdir(), 'trilha-studio-e2e-'));
const PDF = path.join(files, 'Roteiro da aula.pdf');
writeFileSync(PDF, '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

type Outline = {
  id: number;
  published: boolean;
  product_ids: number[];
  modules: {
    id: number;
    title: string;
    release_after_days: number | null;
    lessons: { id: number; title: string; embed_url: string | null; materials_count: number; video: { state: string } }[];
  }[];
};

let browser: Browser;
const contexts: BrowserContext[] = [];
let owner: Page;
let courseId = 0;

async function signedIn(email: string, width = 1280, height = 800) {
  const { context, page } = await openSignedIn(browser, email, { width, height });
  contexts.push(context);
  return page;
}
const outline = async () => {
  const reply = await callApi<{ data: Outline }>(owner, `/api/admin/courses/${courseId}`);
  expect(reply.status).toBe(200);
  return reply.body.data;
};
const lessonOf = async (title: string) => (await outline()).modules.flatMap((m) => m.lessons).find((l) => l.title === title)!;
/** The page's save state, once every change made so far is saved. */
const saved = (page: Page) => page.getByText('Salvo', { exact: true }).first().waitFor();

async function openLessonPanel(title: string) {
  await owner.getByRole('button', { name: `Editar a aula ${title}` }).click();
  const panel = owner.getByRole('dialog', { name: `Aula: ${title}` });
  await panel.waitFor();
  await settled(owner);
  return panel;
}
async function closePanel() {
  await owner.keyboard.press('Escape');
  await owner.getByRole('dialog').waitFor({ state: 'detached' });
}

beforeAll(async () => {
  browser = await launch();
  owner = await signedIn('owner@aurora.test');
});

afterAll(async () => {
  // Leaves the school as found: the course goes (unpublished first, as the studio asks).
  if (courseId && owner) {
    await callApi(owner, `/api/admin/courses/${courseId}`, { method: 'PATCH', body: { published: false } });
    await callApi(owner, `/api/admin/courses/${courseId}`, { method: 'DELETE' });
  }
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
});

describe('an owner builds a course from nothing (docs/course-studio.md)', () => {
  it("creates it from the panel's Cursos: a draft, and its editor opens", async () => {
    await owner.goto('/homepage?painel=cursos');
    const panel = owner.getByTestId('edit-panel');
    await panel.getByRole('button', { name: 'Novo curso' }).click();
    await panel.getByLabel('Título do novo curso').fill(TITLE);
    await panel.getByRole('button', { name: 'Criar e editar' }).click();
    await owner.waitForURL(/\/gestao\/cursos\/\d+$/);
    courseId = Number(owner.url().split('/').pop());
    await owner.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    expect(await outline()).toMatchObject({ published: false, modules: [] });
  });

  it('adds two modules and three lessons where they go', async () => {
    for (const title of [FIRST, SECOND]) {
      await owner.getByRole('button', { name: 'Adicionar módulo' }).click();
      await owner.getByLabel('Título do novo módulo').fill(title);
      await owner.keyboard.press('Enter');
      await expect.poll(async () => (await outline()).modules.map((m) => m.title)).toContain(title);
    }
    const add = async (module: string, title: string) => {
      // The form opens focused where the lesson goes, and stays open (and focused) for the next one.
      const open = owner.getByRole('button', { name: `Adicionar aula em ${module}` });
      if (await open.isVisible()) await open.click();
      // The newest form is the last one open (this spec adds in module order).
      const input = owner.getByLabel('Título da nova aula').last();
      await expect.poll(() => input.inputValue()).toBe('');
      await input.fill(title);
      await input.press('Enter');
      await expect
        .poll(async () => (await outline()).modules.find((m) => m.title === module)?.lessons.map((l) => l.title))
        .toContain(title);
    };
    await add(FIRST, VIDEO_LESSON);
    await add(FIRST, EMBED_LESSON);
    await add(SECOND, LATER_LESSON);
    await saved(owner);
  });

  it('uploads a video, watching the upload and the processing to the end', async () => {
    const panel = await openLessonPanel(VIDEO_LESSON);
    const chooser = owner.waitForEvent('filechooser');
    await panel.getByRole('button', { name: /Enviar vídeo/ }).click();
    await (await chooser).setFiles(VIDEO);
    // Small enough to arrive at once: the processing then shows until the MP4 is made.
    await panel.getByText(/Vídeo pronto/).waitFor({ timeout: 60_000 });
    expect((await lessonOf(VIDEO_LESSON)).video.state).toBe('ready');
    await look(owner, 'studio-lesson-panel-video-1280', 'studio lesson panel with its video', false);
  });

  it('attaches a PDF to the same lesson', async () => {
    const panel = owner.getByRole('dialog', { name: `Aula: ${VIDEO_LESSON}` });
    const chooser = owner.waitForEvent('filechooser');
    await panel.getByRole('button', { name: /Adicionar material/ }).click();
    await (await chooser).setFiles(PDF);
    await panel.getByRole('link', { name: /Baixar Roteiro da aula\.pdf/ }).waitFor();
    await closePanel();
    expect((await lessonOf(VIDEO_LESSON)).materials_count).toBe(1);
  });

  it('embeds a YouTube video in another lesson, checked by the server', async () => {
    const panel = await openLessonPanel(EMBED_LESSON);
    const field = panel.getByLabel('Link do vídeo incorporado');
    await field.fill('https://www.youtube.com/embed/aqz-KE-bpKQ');
    await field.blur();
    await expect.poll(async () => (await lessonOf(EMBED_LESSON)).embed_url).toBe('https://www.youtube.com/embed/aqz-KE-bpKQ');
    await closePanel();
  });

  it('reorders by keyboard (the modules) and by drag (a lesson)', async () => {
    const handle = owner.getByRole('button', { name: `Arrastar o módulo ${SECOND} para mudar a ordem` });
    await handle.focus();
    // dnd-kit marks the handle pressed while it holds the item: each key waits for the one before.
    await owner.keyboard.press('Space');
    await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
    await owner.keyboard.press('ArrowUp');
    await settled(owner);
    await owner.keyboard.press('Space');
    await expect.poll(() => handle.getAttribute('aria-pressed')).not.toBe('true');
    await expect.poll(async () => (await outline()).modules.map((m) => m.title)).toEqual([SECOND, FIRST]);

    // The embed lesson dragged above the video lesson, by the mouse.
    const dragged = owner.getByRole('button', { name: new RegExp(`Arrastar a aula ${EMBED_LESSON}`) });
    // Both rows on screen: the mouse works in the window's coordinates.
    await dragged.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const from = (await dragged.boundingBox())!;
    const to = (await owner.getByRole('button', { name: new RegExp(`Arrastar a aula ${VIDEO_LESSON}`) }).boundingBox())!;
    await owner.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await owner.mouse.down();
    // Over the video lesson's middle: dropped there, the dragged lesson takes its place (before it).
    for (let step = 1; step <= 12; step++) {
      await owner.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + ((to.y - from.y) * step) / 12);
    }
    await owner.mouse.up();
    await expect
      .poll(async () => (await outline()).modules.find((m) => m.title === FIRST)?.lessons.map((l) => l.title))
      .toEqual([EMBED_LESSON, VIDEO_LESSON]);
    await saved(owner);
  });

  it('holds the second module back 30 days after each student’s access', async () => {
    await owner.getByRole('button', { name: `Configurar o módulo ${SECOND}` }).click();
    const panel = owner.getByRole('dialog', { name: `Módulo: ${SECOND}` });
    await panel.waitFor();
    await panel.getByLabel('Alguns dias após o acesso').check();
    const days = panel.getByLabel('Dias após o início do acesso');
    await days.fill('30');
    await days.blur();
    await expect.poll(async () => (await outline()).modules.find((m) => m.title === SECOND)?.release_after_days).toBe(30);
    await closePanel();
  });

  it('publishes it for Plano Essencial and looks right at 1280 and 390', async () => {
    await owner.getByRole('switch', { name: 'Publicado' }).check();
    await owner.getByTestId('course-products').locator('button').first().click();
    await owner.getByRole('option', { name: 'Plano Essencial' }).click();
    await owner.keyboard.press('Escape');
    await owner.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect.poll(async () => (await outline()).published).toBe(true);
    expect((await outline()).product_ids).toHaveLength(1);
    await look(owner, 'studio-editor-1280', 'studio course editor');
    const phone = await signedIn('owner@aurora.test', 390, 844);
    await phone.goto(`/gestao/cursos/${courseId}`);
    await phone.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await noSidewaysScroll(phone, 'studio editor at 390');
    await look(phone, 'studio-editor-390', 'studio course editor at 390');
  });
});

describe('a student of Plano Essencial takes it', () => {
  let student: Page;

  beforeAll(async () => {
    student = await signedIn('aluno@aurora.test');
  });

  it('sees the modules in the new order, the held-back module with its date', async () => {
    await student.goto(`/courses/${courseId}`);
    await student.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    const modules = student.getByRole('region', { name: 'Módulos do curso' });
    const links = modules.getByRole('link');
    expect(await links.count()).toBe(2);
    expect(await links.nth(0).innerText()).toContain(SECOND);
    expect(await links.nth(1).innerText()).toContain(FIRST);
    await modules.getByText(/Libera em/).waitFor();
    await look(student, 'studio-student-course-1280', 'the new course as its student sees it');
  });

  it('plays the processed video and downloads the PDF', async () => {
    const lesson = await lessonOf(VIDEO_LESSON);
    await student.goto(`/curso/${courseId}/aula/${lesson.id}`);
    const video = student.locator('video');
    await video.waitFor();
    expect(await video.getAttribute('src')).toBe(`/api/catalog/lessons/${lesson.id}/video`);
    await video.evaluate(async (el: HTMLVideoElement) => {
      el.muted = true;
      await el.play();
    });
    await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime)).toBeGreaterThan(0);
    const download = student.waitForEvent('download');
    await student.getByRole('link', { name: /Baixar Roteiro da aula\.pdf/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Roteiro da aula.pdf');
    expect(
      readFileSync(await file.path())
        .subarray(0, 8)
        .toString(),
    ).toBe('%PDF-1.4');
    await look(student, 'studio-student-lesson-1280', 'the new lesson with its video and material');
  });

  it('at 390 the held-back lesson says when it opens', async () => {
    const phone = await signedIn('aluno@aurora.test', 390, 844);
    const later = await lessonOf(LATER_LESSON);
    await phone.goto(`/curso/${courseId}/aula/${later.id}`);
    await phone.getByText(/Ela fica disponível em/).waitFor();
    await noSidewaysScroll(phone, 'dripped lesson at 390');
    await look(phone, 'studio-student-dripped-390', 'a lesson not yet released, at 390');
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTextPost, callApi } from './support/api';
import { dismissToasts, expectAccessible, launch, openSignedIn, screenshot, settled } from './support/browser';

/**
 * The student side of communities (docs/communities.md) as a student and a moderator use it: the communities
 * page from the header, a locked community with its upsell, a post with two images and a PDF
 * (progress seen), a like, a comment and a reply, the next page by scrolling, the post's page; a
 * moderator pinning a post and deleting a student's comment. Everything this spec writes is a
 * post it deletes (comments and likes go with them); the communities page is on only meanwhile.
 */
const TENANT = 1;
const STUDENT_POST = 'Luz de fim de tarde (E2E)';
/** Posts the spec adds so the feed has a second page, whatever the seed holds. */
const filler = (n: number) => `Dica rápida da equipe ${n} (E2E)`;
const COMMENT = 'Ficou linda a segunda foto!';
const REPLY = 'Valeu! Tirei às 17h30, com o sol bem baixo.';

type FeedPost = { id: number; title: string; pinned: boolean };

let browser: Browser;
const contexts: BrowserContext[] = [];
let owner: Page;
let student: Page;
let auroraId = 0;
let pictures: string[] = [];
let pdf = '';
let watchedLesson = '';

/**
 * A lesson of the student's second course, 3 seconds watched, so "Continue assistindo" has it
 * whatever other specs did with the seed's progress. Its title, as the strip shows it.
 */
async function startLesson(page: Page): Promise<string> {
  type Mine = { data: { id: number; locked: boolean }[] };
  type Detail = { modules: { lessons: { id: number; title: string; duration_seconds: number }[] }[] };
  const mine = await callApi<Mine>(page, '/api/catalog/courses');
  const course = mine.body.data.filter((c) => !c.locked)[1]!;
  const detail = await callApi<Detail>(page, `/api/catalog/courses/${course.id}`);
  const lesson = detail.body.modules.at(-1)!.lessons.at(-1)!;
  const saved = await callApi(page, `/api/catalog/lessons/${lesson.id}/progress`, { method: 'PUT', body: { watched_seconds: 3 } });
  expect(saved.status).toBe(200);
  return lesson.title;
}

async function signedIn(email: string, width = 1280, school: 'aurora' | 'boreal' = 'aurora'): Promise<Page> {
  const { context, page } = await openSignedIn(browser, email, { width, school });
  contexts.push(context);
  return page;
}

/** Every post of a community, page after page (as the feed's next_page_url leads). */
async function allPosts(page: Page, communityId: number): Promise<FeedPost[]> {
  const posts: FeedPost[] = [];
  let next: string | null = `/api/auth/community/posts/${TENANT}/${communityId}`;
  while (next) {
    const reply: { status: number; body: { data: FeedPost[]; next_page_url: string | null } } = await callApi(page, next);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    posts.push(...reply.body.data);
    next = reply.body.data.length ? reply.body.next_page_url : null;
  }
  return posts;
}

/** A text post through the real multipart route, as the composer sends it. */
async function addPost(page: Page, communityId: number, title: string, text: string) {
  const reply = await addTextPost(page, { tenant: TENANT, communityId }, { title, text });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
}

/** The posts this spec wrote (a retried run's too) go; their comments and likes go with them. */
async function dropOurPosts() {
  for (const post of await allPosts(owner, auroraId)) {
    if (!post.title.endsWith('(E2E)')) continue;
    const res = await callApi(owner, `/api/auth/community/post/${TENANT}/${post.id}`, { method: 'DELETE' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

const postCard = (page: Page, title: string): Locator =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function makeFiles() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'trilha-community-feed-'));
  const sunset = (sky: string, sun: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#312e81"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="420" cy="520" r="150" fill="${sun}"/>
    <path d="M0 620 L300 540 L620 600 L900 520 L1200 580 L1200 900 L0 900 Z" fill="#1e1b4b"/></svg>`;
  pictures = [path.join(dir, 'por-do-sol-1.png'), path.join(dir, 'por-do-sol-2.png')];
  await sharp(Buffer.from(sunset('#f97316', '#fde68a')))
    .png()
    .toFile(pictures[0]!);
  await sharp(Buffer.from(sunset('#f59e0b', '#fef9c3')))
    .png()
    .toFile(pictures[1]!);
  pdf = path.join(dir, 'roteiro-de-luz.pdf');
  // The smallest file the server reads as a PDF (its bytes start %PDF-).
  writeFileSync(pdf, '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
}

beforeAll(async () => {
  browser = await launch();
  owner = await signedIn('owner@aurora.test');
  expect((await callApi(owner, `/api/auth/community/show-page/${TENANT}/1`, { method: 'PUT' })).status).toBe(200);
  const explorer = await callApi<{ data: { id: number; title: string }[] }>(owner, `/api/auth/community/explorer/${TENANT}`);
  auroraId = explorer.body.data.find((c) => c.title === 'Comunidade Aurora')!.id;
  await dropOurPosts();
  // A second page to scroll to: more than a page of posts besides the pinned ones, from two staff members (5 a minute each).
  const admin = await signedIn('admin@aurora.test');
  for (let i = 1; i <= 4; i += 1) {
    await addPost(owner, auroraId, filler(i), `Dica ${i}: revise a aula anterior antes de começar a próxima.`);
    await addPost(admin, auroraId, filler(i + 4), `Dica ${i + 4}: anote uma dúvida por aula e traga para cá.`);
  }
  await makeFiles();
  student = await signedIn('aluno@aurora.test');
  watchedLesson = await startLesson(student);
});

afterAll(async () => {
  if (owner && auroraId) {
    await dropOurPosts();
    // Back to the seed's value (on in Aurora), whatever a failed test left.
    await callApi(owner, `/api/auth/community/show-page/${TENANT}/1`, { method: 'PUT' });
  }
  await Promise.all(contexts.splice(0).map((c) => c.close()));
  await browser?.close();
});

describe('communities, student side (issue 14)', () => {
  it('opens the communities page from the header: a locked community shows its upsell', async () => {
    await student.goto('/homepage');
    await student.getByRole('banner').getByRole('link', { name: 'Comunidades' }).click();
    await student.waitForURL(/\/comunidade\/explorer\?tenant=1$/);
    const cards = student.getByRole('list', { name: 'Comunidades disponíveis' }).getByTestId('community-card');
    await cards.first().waitFor();
    expect(await cards.getByRole('heading').allInnerTexts()).toEqual(['Comunidade Aurora', 'Clube da Fotografia', 'Círculo de Mentoria']);
    const mentoria = cards.filter({ hasText: 'Círculo de Mentoria' });
    await mentoria.getByText('Acesso restrito').waitFor();
    const upsell = mentoria.getByRole('link', { name: /Conheça a Mentoria/ });
    expect(await upsell.getAttribute('target')).toBe('_blank');
    expect(await upsell.getAttribute('href')).toMatch(/^https:\/\/wa\.me\//);
    await settled(student);
    await screenshot(student, 'community-explorer-1280');
    await expectAccessible(student, 'communities page');

    // Its own page: locked, the same offer, no feed.
    await mentoria.getByRole('link', { name: 'Círculo de Mentoria' }).click();
    await student.getByTestId('community-locked').waitFor();
    await student
      .getByTestId('community-locked')
      .getByRole('link', { name: /Conheça a Mentoria/ })
      .waitFor();
    expect(await student.getByTestId('composer').count()).toBe(0);
    await screenshot(student, 'community-locked-1280');
    await expectAccessible(student, 'locked community');
  });

  it('writes a post with two images and a PDF, seeing the upload progress; it tops the feed', async () => {
    await student.goto('/comunidade/explorer?tenant=1');
    await student.getByRole('link', { name: 'Comunidade Aurora' }).click();
    await student.waitForURL(new RegExp(`/comunidade/1/${auroraId}$`));
    // A community without products stands for the school: the student's unfinished lessons and courses.
    const watching = student.getByRole('region', { name: 'Continue assistindo' });
    await watching.getByRole('link', { name: new RegExp(watchedLesson) }).waitFor();
    expect(await watching.getByRole('progressbar').count()).toBeGreaterThan(0);
    await student.getByRole('region', { name: 'Cursos desta comunidade' }).getByRole('link').first().waitFor();
    await settled(student);
    await screenshot(student, 'community-strips-1280', { fullPage: false });
    const composer = student.getByTestId('composer');
    await composer.getByRole('textbox', { name: 'Título (opcional)' }).fill(STUDENT_POST);
    await composer
      .getByRole('textbox', { name: 'Texto' })
      .fill(
        'Testei a dica de luz natural no fim da tarde.\nQual das duas vocês preferem? O roteiro que usei está no PDF: https://aurora.example/roteiro',
      );
    await composer.getByLabel('Escolher imagens (até 10)').setInputFiles(pictures);
    await composer.getByLabel('Escolher arquivos (até 5)').setInputFiles(pdf);
    await expect.poll(() => composer.getByTestId('composer-images').getByRole('img').count()).toBe(2);
    await composer.getByText('roteiro-de-luz.pdf').waitFor();
    // The first picture cut square (cropping is optional; the second goes as it is).
    await composer.getByRole('button', { name: 'Recortar por-do-sol-1.png' }).click();
    const crop = student.getByRole('dialog', { name: 'Recortar imagem' });
    await crop.getByText('1:1').click();
    await screenshot(student, 'community-crop-1280', { fullPage: false });
    await crop.getByRole('button', { name: 'Usar recorte' }).click();
    await crop.waitFor({ state: 'hidden' });
    await composer.getByRole('img', { name: 'Prévia de por-do-sol-1.jpg' }).waitFor();

    // A slow uplink, so the progress bar is there to be seen.
    const cdp = await student.context().newCDPSession(student);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 32 * 1024 });
    const created = student.waitForResponse(
      (r) => r.url().endsWith(`/api/auth/community/posts/1/${auroraId}`) && r.request().method() === 'POST',
    );
    await composer.getByRole('button', { name: 'Publicar' }).click();
    const bar = composer.getByRole('progressbar');
    await bar.waitFor();
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 30_000 }).toBeGreaterThan(0);
    await screenshot(student, 'community-uploading-1280', { fullPage: false });
    expect((await created).status()).toBe(201);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.detach();

    const feed = student.getByTestId('feed');
    await expect.poll(() => feed.getByRole('article').first().getByRole('heading').first().innerText()).toBe(STUDENT_POST);
    const post = postCard(student, STUDENT_POST);
    const shown = post.getByRole('list', { name: 'Imagens da publicação' }).getByRole('img');
    await expect.poll(() => shown.count()).toBe(2);
    const sizes = () =>
      shown.evaluateAll((images) => images.map((i) => (i as HTMLImageElement).naturalWidth / ((i as HTMLImageElement).naturalHeight || 1)));
    // The cut one is square; the other keeps its 4:3.
    await expect.poll(sizes).toEqual([1, 4 / 3]);
    expect(await post.getByTestId('post-file').getAttribute('download')).toBe('roteiro-de-luz.pdf');
    const link = post.getByRole('link', { name: 'https://aurora.example/roteiro' });
    expect(await link.getAttribute('rel')).toBe('noopener nofollow ugc');
    expect(await composer.getByRole('textbox', { name: 'Título (opcional)' }).inputValue()).toBe('');
  });

  it('likes the post, comments and replies', async () => {
    const post = postCard(student, STUDENT_POST);
    const like = post.getByTestId('like-button');
    const liked = student.waitForResponse((r) => r.url().endsWith('/like') && r.request().method() === 'PUT');
    await like.click();
    // Optimistic, but under a loaded CI machine the re-render may trail the click: wait for it, never click again (a like toggles).
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    expect((await liked).status()).toBe(200);
    await expect.poll(() => like.innerText()).toBe('1');

    await post.getByRole('button', { name: '0 comentários' }).click();
    await post.getByRole('textbox', { name: 'Escreva um comentário' }).fill(COMMENT);
    await post.getByRole('button', { name: 'Comentar' }).click();
    const comment = post.getByTestId('comment').filter({ hasText: COMMENT });
    await comment.waitFor();
    await comment.getByRole('button', { name: 'Responder' }).click();
    await comment.getByRole('textbox', { name: 'Responder a João Pereira' }).fill(REPLY);
    await comment.getByRole('button', { name: 'Enviar resposta' }).click();
    await comment.getByRole('list', { name: 'Respostas a João Pereira' }).getByText(REPLY).waitFor();
    await post.getByRole('button', { name: '2 comentários' }).waitFor();

    await dismissToasts(student, 'Publicação enviada.');
    await post.scrollIntoViewIfNeeded();
    await settled(student);
    await screenshot(student, 'community-feed-1280', { fullPage: false });
    await expectAccessible(student, 'community feed with a post, its comments and a reply');
  });

  it('loads the next page of the feed by scrolling to its end', async () => {
    const feed = student.getByTestId('feed');
    const before = await feed.getByRole('article').count();
    expect(before).toBeGreaterThanOrEqual(10);
    const next = student.waitForResponse((r) => r.url().includes(`/api/auth/community/posts/1/${auroraId}?cursor=`));
    await student.getByTestId('feed-sentinel').scrollIntoViewIfNeeded();
    expect((await next).status()).toBe(200);
    await expect.poll(() => feed.getByRole('article').count()).toBeGreaterThan(before);
    // Each post once, whatever the pages held.
    const ids = await feed.getByRole('article').evaluateAll((articles) => articles.map((a) => a.getAttribute('data-post-id')));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("opens the post's page from its link, with its comments", async () => {
    await student.evaluate(() => window.scrollTo(0, 0));
    const post = postCard(student, STUDENT_POST);
    await post.getByTestId('post-link').click();
    await student.waitForURL(new RegExp(`/comunidade/post/\\d+/1/${auroraId}$`));
    await student.getByRole('heading', { level: 1, name: STUDENT_POST }).waitFor();
    await student.getByText(COMMENT).waitFor();
    await student.getByRole('button', { name: 'Ver 1 resposta' }).waitFor();
    await student.getByRole('link', { name: 'Voltar para Comunidade Aurora' }).waitFor();
    await settled(student);
    await screenshot(student, 'community-post-1280');
    await expectAccessible(student, 'post page');
  });

  it('shows a legacy community in its own look: preset background, text colours and font (Boreal)', async () => {
    // The school's list is staff's: its admin finds the id the student then opens.
    const admin = await signedIn('admin@boreal.test', 1280, 'boreal');
    const list = await callApi<{ communities: { id: number; title: string }[] }>(admin, '/api/auth/community/list/2');
    const id = list.body.communities.find((c) => c.title === 'Ateliê Boreal')!.id;
    for (const width of [1280, 390]) {
      const page = await signedIn('aluno@boreal.test', width, 'boreal');
      await page.goto(`/comunidade/2/${id}`);
      const header = page.getByTestId('community-header');
      await header.getByRole('heading', { level: 1, name: 'Ateliê Boreal' }).waitFor();
      const look = await header.evaluate((el) => {
        const title = el.querySelector('h1')!;
        const style = getComputedStyle(title);
        return { color: style.color, font: style.fontFamily, backdrop: el.querySelector('img')?.getAttribute('src') };
      });
      expect(look).toMatchObject({ color: 'rgb(255, 255, 255)', backdrop: '/backgrounds/azul-ceu.webp' });
      expect(look.font).toMatch(/Poppins/);
      await page.getByTestId('feed').getByRole('article').first().waitFor();
      // Boreal keeps its communities page off: no way back to it.
      expect(await header.getByRole('link', { name: 'Todas as comunidades' }).count()).toBe(0);
      await settled(page);
      await screenshot(page, `community-legacy-${width}`, { fullPage: false });
      await expectAccessible(page, `legacy community at ${width}`);
    }
  });

  it('fits a 390 px screen: the communities page, a community and a post', async () => {
    const phone = await signedIn('aluno@aurora.test', 390);
    const fits = async () => expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.goto('/comunidade/explorer?tenant=1');
    await phone.getByTestId('community-card').first().waitFor();
    await settled(phone);
    await fits();
    await screenshot(phone, 'community-explorer-390');
    await expectAccessible(phone, 'communities page at 390');

    await phone.goto(`/comunidade/1/${auroraId}`);
    await postCard(phone, STUDENT_POST).waitFor();
    await phone.getByRole('button', { name: /Outras comunidades/ }).click();
    await phone.getByRole('link', { name: 'Clube da Fotografia' }).waitFor();
    await settled(phone);
    await fits();
    await screenshot(phone, 'community-feed-390', { fullPage: false });
    await expectAccessible(phone, 'community at 390');

    await postCard(phone, STUDENT_POST).getByTestId('post-link').click();
    await phone.getByText(COMMENT).waitFor();
    await settled(phone);
    await fits();
    await screenshot(phone, 'community-post-390');
    await expectAccessible(phone, 'post page at 390');
  });
});

describe("a private community's pictures (issue 40, finding 5)", () => {
  it('shows a picture posted in a private community to a member, through the access route, and refuses it to a non-member', async () => {
    const member = await signedIn('aluna@aurora.test');
    const explorer = await callApi<{ data: { id: number; title: string }[] }>(owner, `/api/auth/community/explorer/${TENANT}`);
    const mentoriaId = explorer.body.data.find((c) => c.title === 'Círculo de Mentoria')!.id;
    const title = 'Quadro do encontro (E2E)';
    await member.goto(`/comunidade/1/${mentoriaId}`);
    const composer = member.getByTestId('composer');
    await composer.getByRole('textbox', { name: 'Título (opcional)' }).fill(title);
    await composer.getByLabel('Escolher imagens (até 10)').setInputFiles(pictures[1]!);
    await expect.poll(() => composer.getByTestId('composer-images').getByRole('img').count()).toBe(1);
    const created = member.waitForResponse(
      (r) => r.url().endsWith(`/api/auth/community/posts/1/${mentoriaId}`) && r.request().method() === 'POST',
    );
    await composer.getByRole('button', { name: 'Publicar' }).click();
    const reply = await created;
    expect(reply.status()).toBe(201);
    const { id, images } = ((await reply.json()) as { data: { id: number; images: { url: string }[] } }).data;
    try {
      expect(images[0]!.url).toMatch(/^\/api\/auth\/community\/media\/1\/\d+$/);
      // The feed draws it from the same-origin route (the session cookie goes with it): loaded, 4:3 as drawn.
      const shown = postCard(member, title).getByRole('list', { name: 'Imagens da publicação' }).getByRole('img');
      await expect.poll(() => shown.getAttribute('src')).toBe(images[0]!.url);
      await expect
        .poll(() => shown.evaluate((i) => (i as HTMLImageElement).naturalWidth / ((i as HTMLImageElement).naturalHeight || 1)))
        .toBe(4 / 3);
      // A student without the Mentoria product gets no bytes from the same URL.
      const refused = await callApi<{ error: string }>(student, images[0]!.url);
      expect(refused.status).toBe(403);
    } finally {
      expect((await callApi(member, `/api/auth/community/post/${TENANT}/${id}`, { method: 'DELETE' })).status).toBe(200);
    }
  });
});

describe('communities, moderator (issue 14)', () => {
  it("pins a student's post and deletes a student's comment", async () => {
    const moderator = await signedIn('moderador@aurora.test');
    await moderator.goto(`/comunidade/1/${auroraId}`);
    const post = postCard(moderator, STUDENT_POST);
    await post.getByRole('button', { name: 'Opções da publicação' }).click();
    await moderator.getByRole('menuitem', { name: 'Fixar' }).click();
    await moderator.getByText('Publicação fixada.').waitFor();
    await post.getByText('Fixada', { exact: true }).waitFor();
    await expect.poll(async () => (await allPosts(owner, auroraId)).find((p) => p.title === STUDENT_POST)?.pinned).toBe(true);
    await dismissToasts(moderator, 'Publicação fixada.');

    await post.getByRole('button', { name: '2 comentários' }).click();
    await post.getByRole('button', { name: 'Excluir o comentário de João Pereira' }).first().click();
    const dialog = moderator.getByRole('dialog', { name: 'Excluir comentário?' });
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await moderator.getByText('Comentário excluído.').waitFor();
    await expect.poll(() => post.getByText(COMMENT).count()).toBe(0);
    // The comment took its reply with it.
    await post.getByRole('button', { name: '0 comentários' }).waitFor();
    await dismissToasts(moderator, 'Comentário excluído.');
    await post.scrollIntoViewIfNeeded();
    await settled(moderator);
    await screenshot(moderator, 'community-moderator-1280', { fullPage: false });
    await expectAccessible(moderator, 'community as a moderator');
  });
});

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addQuizQuestion, addTextPost, advanceClock, callApi, createQuiz, deleteQuiz } from './support/api';
import { launch, look, noSidewaysScroll, openSignedIn, toast } from './support/browser';
import {
  badgePicture,
  chooseFile,
  clickThroughCelebrations,
  meOf,
  openDrawer,
  pickAll,
  pickOption,
  recalculationFinished,
  recalculationOf,
  removeNamed,
  restoreScoring,
  scoreReaches,
  scoringOf,
  unseenTitles,
  type Scoring,
} from './support/gamification';
import { removeQuizzesEndingWith, submitAnswers } from './support/quizzes';

/**
 * docs/gamification.md from end to end, in order: the Aurora owner sets points and a per-day bonus in Pontuação,
 * creates two levels in Níveis, and in Recompensa a badge (its picture cropped square) for a score
 * and a file for a quiz; Marina (aluna) posts, comments and watches a lesson, and the next page
 * celebrates her level and badge; she meets her level on /dashboard/profile, her place on /ranking
 * and in a community's strip; she passes the quiz on a system that asks for no motion, and its
 * celebration is a still; her rewards list the file, which another student may not download; the
 * owner clears the ranking. At 1280 and 390, photographed and checked with axe. afterAll leaves
 * Aurora as the seed made it for the other specs.
 */
const TENANT = 1;
const SUFFIX = ' E2E';
const LEVEL_NEAR = 'Aprendiz E2E';
const LEVEL_FAR = 'Lenda E2E';
const POINTS = { score_posts: 40, score_comments: 15, watch_class: 25 };
/** The comments' per-day bonus the owner sets. */
const BONUS = { enable: true, needed_interaction: 2, plus_user_score: 7 };
const BADGE = 'Insígnia de luz E2E';
const FILE_REWARD = 'Guia de luz E2E';
const FILE_NAME = 'guia-de-luz.pdf';
const QUIZ = 'Luz e sombra E2E';

let browser: Browser;
const contexts: BrowserContext[] = [];
let owner: Page;
let student: Page;
let saved: Scoring | undefined;
let base = 0;
let communityId = 0;
let quizId = 0;
const posts: number[] = [];

beforeAll(async () => {
  browser = await launch();
  const staff = await openSignedIn(browser, 'owner@aurora.test');
  const her = await openSignedIn(browser, 'aluna@aurora.test', { celebrations: true });
  contexts.push(staff.context, her.context);
  [owner, student] = [staff.page, her.page];
  await removeNamed(owner, TENANT, SUFFIX);
  await removeQuizzesEndingWith(owner, TENANT, QUIZ);
  saved = await scoringOf(owner, TENANT);
});

afterAll(async () => {
  try {
    if (owner) {
      for (const id of posts) await callApi(student, `/api/auth/community/post/${TENANT}/${id}`, { method: 'DELETE' });
      await removeNamed(owner, TENANT, SUFFIX);
      if (quizId) await deleteQuiz(owner, quizId);
      if (saved) await restoreScoring(owner, TENANT, saved);
    }
    if (student) {
      // What she earned here (levels, the seeded 100-point badge) would greet the next specs' pages.
      const unseen = await callApi<{ data: { id: number }[] }>(student, `/api/auth/ranking/celebrations/${TENANT}`);
      const ids = unseen.body.data.map((c) => c.id);
      if (ids.length > 0) await callApi(student, `/api/auth/ranking/celebrations/${TENANT}`, { method: 'PATCH', body: { ids } });
    }
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
  }
});

describe('the owner sets gamification up (spec 001 Pontuação, Níveis, Recompensa)', () => {
  it('Pontuação: points for posts, comments and a lesson watched, and a per-day bonus, saved', async () => {
    const drawer = await openDrawer(owner, 'Pontuação');
    await drawer.getByRole('textbox', { name: 'Publicar' }).fill(String(POINTS.score_posts));
    await drawer.getByRole('textbox', { name: 'Comentar', exact: true }).fill(String(POINTS.score_comments));
    await drawer.getByRole('textbox', { name: 'Assistir a uma aula' }).fill(String(POINTS.watch_class));
    const bonus = drawer.getByRole('group', { name: 'Comentários' });
    await bonus.getByRole('switch').check({ force: true });
    await bonus.getByRole('textbox', { name: 'Ações' }).fill('2');
    await bonus.getByRole('textbox', { name: 'Bônus' }).fill('7');
    await look(owner, 'gamification-scoring-1280', 'Pontuação drawer', false);
    const before = await recalculationOf(owner, TENANT);
    const prior = await scoringOf(owner, TENANT);
    const reprices =
      prior.community.score_posts !== POINTS.score_posts ||
      prior.community.score_comments !== POINTS.score_comments ||
      prior.platform.watch_class !== POINTS.watch_class ||
      (Object.keys(BONUS) as (keyof typeof BONUS)[]).some(
        (k) => (prior.per_day.community_settings.comment as typeof BONUS)[k] !== BONUS[k],
      );
    await drawer.getByRole('button', { name: 'Salvar pontuação' }).click();
    await toast(owner, '').first().waitFor();
    await expect.poll(async () => (await scoringOf(owner, TENANT)).community.score_posts).toBe(POINTS.score_posts);
    const stored = await scoringOf(owner, TENANT);
    expect(stored.platform.watch_class).toBe(POINTS.watch_class);
    expect(stored.community.score_comments).toBe(POINTS.score_comments);
    expect(stored.per_day.community_settings.comment).toEqual(BONUS);
    // Her base is read at the new prices: a level made for base + 80 must be crossed by her steps below, not by the repricing.
    if (reprices) await recalculationFinished(owner, TENANT, before);
    base = (await meOf(student, TENANT)).score;
  }, 180_000);

  it('Níveis: two levels created, lowest first in the list', async () => {
    const drawer = await openDrawer(owner, 'Níveis');
    for (const [name, score] of [
      [LEVEL_NEAR, base + POINTS.score_posts + POINTS.score_comments + POINTS.watch_class],
      [LEVEL_FAR, base + 1_000_000],
    ] as const) {
      await drawer.getByRole('button', { name: 'Novo' }).click();
      const form = owner.getByRole('dialog', { name: 'Novo nível' });
      await form.getByRole('textbox', { name: /Nome/ }).fill(name);
      await form.getByRole('textbox', { name: /Pontuação necessária/ }).fill(String(score));
      await form.getByLabel(/Produtos/).click();
      for (const option of await owner.getByRole('option').all()) await option.click();
      await owner.keyboard.press('Escape');
      if (name === LEVEL_NEAR) await look(owner, 'gamification-level-form-1280', 'level form', false);
      await form.getByRole('button', { name: 'Salvar' }).click();
      await form.waitFor({ state: 'hidden' });
    }
    const list = drawer.getByRole('list', { name: 'Níveis da escola' });
    await list.getByText(LEVEL_FAR).waitFor();
    const names = await list.getByRole('listitem').allTextContents();
    expect(names.findIndex((n) => n.includes(LEVEL_NEAR))).toBeLessThan(names.findIndex((n) => n.includes(LEVEL_FAR)));
    await look(owner, 'gamification-levels-1280', 'Níveis drawer', false);
  });
});

describe('the owner rewards (spec 001 and spec 000 Recompensa)', () => {
  it('a badge for the points of her next steps, its picture cropped square', async () => {
    const drawer = await openDrawer(owner, 'Recompensa');
    await drawer.getByRole('button', { name: 'Nova recompensa' }).click();
    const form = owner.getByRole('dialog', { name: 'Nova recompensa' });
    await form.getByRole('textbox', { name: /Nome/ }).fill(BADGE);
    await form.getByRole('textbox', { name: /Pontos necessários/ }).fill(String(base + POINTS.score_posts + POINTS.score_comments));
    await pickAll(owner, form.getByRole('button', { name: /Quem pode pontuar/ }));
    await form.getByText('Insígnia', { exact: true }).click();
    await chooseFile(owner, form.getByRole('button', { name: 'Escolher imagem' }), {
      name: 'insignia.png',
      mimeType: 'image/png',
      buffer: await badgePicture(),
    });
    const crop = form.getByRole('button', { name: 'Usar recorte' });
    await expect.poll(() => crop.isEnabled(), { timeout: 5000 }).toBe(true);
    await crop.click();
    const badge = form.getByRole('img', { name: 'Insígnia da recompensa' });
    await badge.waitFor();
    // The 600 x 400 picture went through the cropper: what the form sends is a 400 x 400 square.
    await expect
      .poll(() => badge.evaluate((el) => [(el as HTMLImageElement).naturalWidth, (el as HTMLImageElement).naturalHeight]))
      .toEqual([400, 400]);
    await pickOption(owner, form.getByRole('combobox', { name: /Animação/ }), 'Troféu 1');
    await pickOption(owner, form.getByRole('combobox', { name: /Música/ }), 'Fanfarra');
    await look(owner, 'gamification-reward-badge-1280', 'reward form (badge)', false);
    await form.getByRole('button', { name: 'Criar recompensa' }).click();
    await form.waitFor({ state: 'hidden' });
    await drawer.getByRole('list', { name: 'Recompensas da escola' }).getByText(BADGE).waitFor();
  });

  it('a file for passing a quiz', async () => {
    quizId = await createQuiz(owner, { tenantId: TENANT, name: QUIZ, type: 'comun', goal: 50 });
    await addQuizQuestion(owner, quizId, {
      text: 'A luz lateral realça a textura.',
      type: 'true_false',
      points: 5,
      options: [{ label: 'Verdadeiro', is_correct: true }, { label: 'Falso' }],
    });
    const drawer = await openDrawer(owner, 'Recompensa');
    await drawer.getByRole('button', { name: 'Nova recompensa' }).click();
    const form = owner.getByRole('dialog', { name: 'Nova recompensa' });
    await form.getByRole('textbox', { name: /Nome/ }).fill(FILE_REWARD);
    await pickOption(owner, form.getByRole('combobox', { name: /Critério/ }), 'Passar na avaliação');
    await pickOption(owner, form.getByRole('button', { name: /^Avaliação/ }), QUIZ);
    await pickAll(owner, form.getByRole('button', { name: /Quem pode pontuar/ }));
    await chooseFile(owner, form.getByRole('button', { name: 'Escolher arquivo' }), {
      name: FILE_NAME,
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% Guia de luz E2E\n'),
    });
    await form.getByText(FILE_NAME).waitFor();
    await pickOption(owner, form.getByRole('combobox', { name: /Animação/ }), 'Foguete');
    await look(owner, 'gamification-reward-file-1280', 'reward form (file for a quiz)', false);
    await form.getByRole('button', { name: 'Criar recompensa' }).click();
    await form.waitFor({ state: 'hidden' });
    await drawer.getByRole('list', { name: 'Recompensas da escola' }).getByText(FILE_REWARD).waitFor();
  });
});

describe('Marina scores and levels up (issue 19 "Students")', () => {
  it('posts, comments and watches a lesson: each scored after commit', async () => {
    type Community = { id: number };
    const mine = await callApi<{ data: Community[] }>(student, `/api/auth/community/subscribed/${TENANT}`);
    communityId = mine.body.data[0]!.id;
    const posted = await addTextPost(
      student,
      { tenant: TENANT, communityId },
      { title: 'Minha primeira foto E2E', text: 'Luz da janela, sem flash.' },
    );
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    posts.push(posted.body.data!.id);
    const comment = await callApi(student, `/api/auth/community/post/${TENANT}/${posts[0]}/comments`, {
      body: { content: 'Aceito dicas de enquadramento!' },
    });
    expect(comment.status, JSON.stringify(comment.body)).toBe(201);
    await scoreReaches(student, TENANT, base + POINTS.score_posts + POINTS.score_comments);

    type Detail = { modules: { lessons: { id: number }[] }[] };
    const courses = await callApi<{ data: { id: number; locked: boolean }[] }>(student, '/api/catalog/courses');
    const lessonIds: number[] = [];
    for (const course of courses.body.data.filter((c) => !c.locked)) {
      const detail = await callApi<Detail>(student, `/api/catalog/courses/${course.id}`);
      lessonIds.push(...detail.body.modules.flatMap((m) => m.lessons.map((l) => l.id)));
    }
    // A lesson watched to its end is scored once per lesson: one she has not watched before, whatever other specs did.
    const before = (await meOf(student, TENANT)).score;
    for (const id of lessonIds.reverse()) {
      // Played through at 2x, as the player reports it: the server believes what its clock saw (docs/catalog.md "Progress").
      const report = (seconds: number) =>
        callApi(student, `/api/catalog/lessons/${id}/progress`, { method: 'PUT', body: { watched_seconds: seconds } });
      expect((await report(0)).status).toBe(200);
      // Six seconds pass on the server's clock, which judges the reports, without the spec waiting them out.
      await advanceClock(student, 6_000);
      const saved = await report(36_000);
      expect(saved.status).toBe(200);
      try {
        await scoreReaches(student, TENANT, before + POINTS.watch_class, 4000);
        break;
      } catch {
        // Watched before: no new points; the next one.
      }
    }
    expect((await meOf(student, TENANT)).score).toBeGreaterThanOrEqual(before + POINTS.watch_class);
  }, 240_000);

  it('the next page she opens celebrates her level and badge, once: moving, with a mute control', async () => {
    await expect
      .poll(() => unseenTitles(student, TENANT), { timeout: 30_000, interval: 500 })
      .toEqual(expect.arrayContaining([LEVEL_NEAR, BADGE]));
    await student.goto('/ranking');
    // The modal's root holds its data (kind, still); the dialog inside is what shows.
    const overlay = student.getByTestId('celebration');
    await overlay.getByRole('dialog').waitFor();
    await overlay.getByRole('button', { name: /sons de comemoração/ }).waitFor();
    // Motion: no still picture when the system does not ask for reduced motion.
    expect(await overlay.locator('[data-still]').count()).toBe(0);
    await look(student, 'gamification-celebration-1280', 'celebration', false);
    const shown = await clickThroughCelebrations(student);
    expect(shown.some((text) => text.includes(LEVEL_NEAR))).toBe(true);
    expect(shown.some((text) => text.includes(BADGE))).toBe(true);
    // Each was marked seen as it showed: no page celebrates them again.
    expect(await unseenTitles(student, TENANT)).toEqual([]);
  });
});

describe('what she sees of it: profile, ranking and strip', () => {
  it('/dashboard/profile: her level, at 1280 and 390', async () => {
    await student.goto('/dashboard/profile');
    // Her level is the highest she reached: ours, unless the lessons' points took her past a seed level.
    const level = (await meOf(student, TENANT)).level!.name;
    expect(['Aprendiz E2E', 'Explorador', 'Mestre']).toContain(level);
    await student.getByText(level).first().waitFor();
    await look(student, 'gamification-profile-1280', '/dashboard/profile at 1280');
    await student.setViewportSize({ width: 390, height: 844 });
    await student.reload();
    await student.getByText(level).first().waitFor();
    await look(student, 'gamification-profile-390', '/dashboard/profile at 390');
    await noSidewaysScroll(student, '/dashboard/profile at 390');
  });

  it('/ranking: her place, as /me has it, at 390 and 1280', async () => {
    const me = await meOf(student, TENANT);
    expect(me.rank).toBeGreaterThan(0);
    await student.goto('/ranking');
    await student.locator('li[aria-current="true"]').getByLabel(`${me.rank}º lugar`).first().waitFor();
    await look(student, 'gamification-ranking-390', '/ranking at 390');
    await noSidewaysScroll(student, '/ranking at 390');
    await student.setViewportSize({ width: 1280, height: 800 });
    await student.reload();
    await student.locator('li[aria-current="true"]').getByLabel(`${me.rank}º lugar`).first().waitFor();
    await look(student, 'gamification-ranking-1280', '/ranking at 1280');
  });

  it("a community's strip lists her", async () => {
    type Community = { id: number; show_ranking?: boolean | number };
    const mine = await callApi<{ data: Community[] }>(student, `/api/auth/community/subscribed/${TENANT}`);
    const withStrip = mine.body.data.find((c) => Boolean(c.show_ranking)) ?? mine.body.data[0]!;
    await student.goto(`/comunidade/${TENANT}/${withStrip.id}`);
    const strip = student.getByTestId('ranking-strip').first();
    await strip.waitFor();
    await strip.getByText('Marina', { exact: false }).first().waitFor();
    await look(student, 'gamification-strip-1280', 'community with its strip');
    await student.setViewportSize({ width: 390, height: 844 });
    await student.reload();
    await strip.waitFor();
    await look(student, 'gamification-strip-390', 'community strip at 390');
    await student.setViewportSize({ width: 1280, height: 800 });
  });
});

describe('the quiz and its file, on a system that asks for no motion', () => {
  it('she passes the quiz; its celebration is a still; her rewards list the badge and the file', async () => {
    const calm = await openSignedIn(browser, 'aluna@aurora.test', { celebrations: true, reducedMotion: 'reduce', width: 390, height: 844 });
    contexts.push(calm.context);
    const page = calm.page;
    await page.goto(`/avaliacoes/${quizId}`);
    await page.getByRole('button', { name: 'Começar avaliação' }).click();
    await page.getByRole('radio', { name: 'Verdadeiro' }).click();
    await submitAnswers(page);
    await page.getByRole('heading', { name: 'Sua nota: 100%' }).waitFor();
    await expect.poll(() => unseenTitles(page, TENANT), { timeout: 30_000, interval: 500 }).toContain(FILE_REWARD);

    await page.goto('/ranking');
    const overlay = page.getByTestId('celebration');
    await overlay.getByRole('dialog').getByText(FILE_REWARD).waitFor();
    expect(await overlay.getAttribute('data-kind')).toBe('reward');
    // The media query is read after the first render: the picture turns still at once after it.
    await expect.poll(() => overlay.locator('[data-still]').count()).toBe(1);
    await look(page, 'gamification-celebration-still-390', 'celebration under reduced motion', false);
    await overlay.getByRole('link', { name: 'Ver minhas recompensas' }).click();
    await page.waitForURL('**/dashboard/profile');
    await expect.poll(() => overlay.count()).toBe(0);

    const download = page.getByRole('link', { name: `Baixar ${FILE_NAME}` });
    await download.waitFor();
    await page.getByText(BADGE).first().waitFor();
    await look(page, 'gamification-my-rewards-390', '"Minhas recompensas" at 390');
    await noSidewaysScroll(page, '/dashboard/profile with rewards at 390');
    const href = (await download.getAttribute('href')) ?? '';
    // Fetched from the page (Node does not resolve *.localhost; the browser does), with its cookie.
    const fetchFile = (on: typeof page) =>
      on.evaluate(async (url) => {
        const res = await fetch(url);
        return { status: res.status, head: (await res.text()).slice(0, 8) };
      }, href);
    expect(await fetchFile(page)).toEqual({ status: 200, head: '%PDF-1.4' });

    // Only those who earned it: another student of the school is refused.
    const other = await openSignedIn(browser, 'aluno@aurora.test');
    contexts.push(other.context);
    expect((await fetchFile(other.page)).status).toBe(403);
  });
});

describe('the owner clears the ranking (spec 001 Ranking)', () => {
  it('Ranking drawer → confirm: the general board restarts; levels and rewards stay', async () => {
    const level = (await meOf(student, TENANT)).level?.name;
    expect(level).toBeTruthy();
    const drawer = await openDrawer(owner, 'Ranking');
    await look(owner, 'gamification-ranking-drawer-1280', 'Ranking drawer', false);
    await drawer.getByRole('button', { name: 'Zerar a pontuação geral' }).click();
    const confirm = owner.getByRole('dialog', { name: 'Zerar a pontuação geral' });
    await confirm.waitFor();
    await look(owner, 'gamification-ranking-confirm-1280', 'clear confirmation', false);
    await confirm.getByRole('button', { name: 'Zerar pontuação' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect
      .poll(async () => (await callApi<{ data: unknown[] }>(student, `/api/auth/ranking/board/${TENANT}?period=all`)).body.data.length, {
        timeout: 30_000,
      })
      .toBe(0);
    await student.goto('/ranking');
    await student.getByText('Ninguém pontuou neste período ainda').waitFor();
    await look(student, 'gamification-ranking-cleared-1280', '/ranking after the clear');
    expect((await meOf(student, TENANT)).level?.name).toBe(level);
  });

  it('the owner’s drawers fit a phone', async () => {
    await owner.setViewportSize({ width: 390, height: 844 });
    await openDrawer(owner, 'Pontuação');
    await look(owner, 'gamification-scoring-390', 'Pontuação at 390', false);
    await openDrawer(owner, 'Níveis');
    await look(owner, 'gamification-levels-390', 'Níveis at 390', false);
    await openDrawer(owner, 'Recompensa');
    await look(owner, 'gamification-rewards-390', 'Recompensa at 390', false);
  });
});

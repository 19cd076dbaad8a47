import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessons, users } from '../../db/schema/index';
import { catalogIds, type CatalogIds } from '../../test/catalog-fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { advanceClock, watchLesson } from '../../test/lesson-watching';

// docs/security.md "Quiz answers and finished lessons are earned": a lesson counts as finished from watched
// time the server can believe (docs/catalog.md "Progress"): reports that advance with its clock, not one
// jump.

let t: TestApp;
let ids: CatalogIds;
let diego: string;
let diegoId: number;

beforeAll(async () => {
  t = await createTestApp();
  ids = await catalogIds(t, 1);
  diego = await t.login('diego@aurora.test');
  const [row] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'diego@aurora.test'));
  diegoId = row!.id;
});
afterAll(() => t.close());

type Progress = { watched_seconds: number; credited_seconds: number; needed_seconds: number; finished_at: string | null };
const report = async (lessonId: number, payload: object, cookie = diego): Promise<Progress> => {
  const res = await t.request({ method: 'PUT', url: `/api/catalog/lessons/${lessonId}/progress`, cookie, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().progress;
};
const eventsOf = async (type: 'lesson.watched' | 'lesson.finished', lessonId: number) =>
  (await t.ctx.events.recent(1, type, 200)).filter((e) => e.payload.lessonId === lessonId && e.payload.userId === diegoId);

/** Makes a demo lesson one the server cannot watch: an embed of `seconds`, or a text lesson (0). */
async function pageLesson(title: string, seconds: number) {
  const id = ids.lesson(title);
  const embedUrl = seconds > 0 ? 'https://www.youtube.com/embed/aqz-KE-bpKQ' : null;
  await t.ctx.db
    .update(lessons)
    .set({ videoUrl: null, embedUrl, durationSeconds: seconds })
    .where(and(eq(lessons.tenantId, 1), eq(lessons.id, id)));
  return id;
}

describe('PUT /api/catalog/lessons/{id}/progress credits only believable time (finding 4)', () => {
  it('one call does not finish a lesson: finished=true and a jump to the end credit nothing, score nothing', async () => {
    const lesson = ids.lesson('Conhecendo a câmera do seu celular');
    const first = await report(lesson, { watched_seconds: 12, finished: true });
    expect(first).toMatchObject({ watched_seconds: 12, credited_seconds: 0, needed_seconds: 11, finished_at: null });
    const again = await report(lesson, { watched_seconds: 86_400, finished: true });
    expect(again).toMatchObject({ credited_seconds: 0, finished_at: null });
    expect(await eventsOf('lesson.finished', lesson)).toEqual([]);
    expect(await eventsOf('lesson.watched', lesson)).toEqual([]);
    const page = (await t.request({ url: `/api/catalog/lessons/${lesson}`, cookie: diego })).json().lesson.progress;
    expect(page).toMatchObject({ credited_seconds: 0, needed_seconds: 11, finished_at: null });
  });

  it('a report jumping ahead of the clock is credited only the time that passed (at most twice it, with a tenth to spare)', async () => {
    const lesson = ids.lesson('Regra dos terços na prática');
    await report(lesson, { watched_seconds: 0 });
    advanceClock(t, 2_000);
    const jumped = await report(lesson, { watched_seconds: 12, finished: true });
    // 2 s of clock at 2x plus 10%: 4.4 s believed, shown in whole seconds.
    expect(jumped).toMatchObject({ watched_seconds: 12, credited_seconds: 4, finished_at: null });
    advanceClock(t, 1_000);
    // Seeking back credits nothing; playing on from there does.
    expect(await report(lesson, { watched_seconds: 3 })).toMatchObject({ credited_seconds: 4 });
    advanceClock(t, 5_000);
    expect(await report(lesson, { watched_seconds: 8 })).toMatchObject({ credited_seconds: 9, finished_at: null });
    expect(await eventsOf('lesson.finished', lesson)).toEqual([]);
  });

  it('steady reports at normal speed finish the lesson at 90% of its duration, scoring it once', async () => {
    const lesson = ids.lesson('Luz natural: o melhor horário');
    const tenSeconds = (await watchLesson(t, diego, lesson, 10, { step: 5 })).json().progress;
    expect(tenSeconds).toMatchObject({ credited_seconds: 10, finished_at: null });
    const done = (await watchLesson(t, diego, lesson, 11, { from: 10, step: 1 })).json().progress;
    expect(done).toMatchObject({ watched_seconds: 11, credited_seconds: 11, finished_at: expect.any(String) });
    expect(await eventsOf('lesson.watched', lesson)).toHaveLength(1);
    expect(await eventsOf('lesson.finished', lesson)).toHaveLength(1);
    // Watched again: nothing new.
    await watchLesson(t, diego, lesson, 12, { step: 6 });
    expect(await eventsOf('lesson.finished', lesson)).toHaveLength(1);
  });

  it('believes 2x playback; a report that comes after a long silence credits nothing and starts anew', async () => {
    const lesson = ids.lesson('Linhas que guiam o olhar');
    await report(lesson, { watched_seconds: 0 });
    advanceClock(t, 5_000);
    expect(await report(lesson, { watched_seconds: 10 })).toMatchObject({ credited_seconds: 10 });
    // Paused a minute, then a seek to the end.
    advanceClock(t, 60_000);
    expect(await report(lesson, { watched_seconds: 12 })).toMatchObject({ credited_seconds: 10, finished_at: null });
    advanceClock(t, 1_000);
    expect(await report(lesson, { watched_seconds: 12, finished: true })).toMatchObject({ credited_seconds: 10, finished_at: null });
  });

  it('two reports of the same moment credit it once', async () => {
    const lesson = ids.lesson('Enquadramento e perspectiva');
    await report(lesson, { watched_seconds: 0 });
    advanceClock(t, 4_000);
    const both = await Promise.all([report(lesson, { watched_seconds: 4 }), report(lesson, { watched_seconds: 4 })]);
    expect(both.map((p) => p.credited_seconds).sort()).toEqual([4, 4]);
  });
});

describe('lessons the server cannot watch: embeds and text (finding 4)', () => {
  it('an embed: time on the page, at normal speed, against its duration; finished at 90% of it', async () => {
    const lesson = await pageLesson('Retratos com fundo desfocado', 40);
    await report(lesson, { watched_seconds: 0 });
    advanceClock(t, 10_000);
    // Page time is not sped up: 10 s of clock is at most 11 s believed.
    expect(await report(lesson, { watched_seconds: 20 })).toMatchObject({ credited_seconds: 11, needed_seconds: 36, finished_at: null });
    const done = (await watchLesson(t, diego, lesson, 56, { from: 20 })).json().progress;
    expect(done).toMatchObject({ finished_at: expect.any(String) });
    expect(done.credited_seconds).toBeGreaterThanOrEqual(36);
    expect(await eventsOf('lesson.finished', lesson)).toHaveLength(1);
  });

  it('a text lesson: a minute on the page, then the student finishes it; asking earlier does nothing', async () => {
    const lesson = await pageLesson('Ajustes básicos de exposição', 0);
    const early = (await watchLesson(t, diego, lesson, 30, { finished: true })).json().progress;
    expect(early).toMatchObject({ credited_seconds: 30, needed_seconds: 60, finished_at: null });
    const enough = (await watchLesson(t, diego, lesson, 60, { from: 30 })).json().progress;
    // Enough time, but a text lesson waits for the student's word.
    expect(enough).toMatchObject({ credited_seconds: 60, finished_at: null });
    advanceClock(t, 1_000);
    const finished = await report(lesson, { watched_seconds: 61, finished: true });
    expect(finished.finished_at).not.toBeNull();
    expect(await eventsOf('lesson.finished', lesson)).toHaveLength(1);
    // No duration: nothing was "watched to 90%".
    expect(await eventsOf('lesson.watched', lesson)).toEqual([]);
  });
});

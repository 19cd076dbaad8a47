import { STUDIO_TRANSLATIONS } from '@trilha/shared/studio/messages';
import { studioPaths } from '@trilha/shared/studio/paths';
import { eq, like } from 'drizzle-orm';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, files, lessons, lessonVideos } from '../../db/schema/index';
import { signInRoles } from '../../test/builders';
import { createTestApp, type TestApp } from '../../test/harness';
import { makeClip as makeSharedClip, studioBuilder } from './test-support';

// CONTRACT "Course studio", a lesson's video: POST .../video, PUT the bytes (resumable), the
// processing job with ffmpeg (Debian's package, installed by the test script), GET .../video, and
// the student's player streaming the result with Range requests. Clips are made here, not committed.

let t: TestApp;
let admin: string, moderator: string, student: string;
const clips = mkdtempSync(path.join(os.tmpdir(), 'trilha-clips-'));
const CONTAINERS = ['mp4', 'mov', 'mkv', 'webm', 'avi', 'mpeg'] as const;

const makeClip = (ext: string) => makeSharedClip(clips, ext);

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, moderator, student } = await signInRoles(t));
});
afterAll(async () => {
  await t.ctx.db.delete(courses).where(like(courses.title, 'Vídeo %'));
  await t.close();
  rmSync(clips, { recursive: true, force: true });
});

const lesson = () =>
  studioBuilder(
    () => t,
    () => admin,
  ).lessonForAluno({ course: 'Vídeo curso', lesson: 'Aula em vídeo' });
async function link(lessonId: number, filename: string, size: number, app = t, cookie = admin) {
  const res = await app.request({ method: 'POST', url: studioPaths.lessonVideo({ id: lessonId }), cookie, payload: { filename, size } });
  return res;
}
const put = (url: string, body: Buffer, headers: Record<string, string> = {}, app = t) =>
  app.request({ method: 'PUT', url, cookie: admin, payload: body, headers: { 'content-type': 'application/octet-stream', ...headers } });
const state = async (lessonId: number, app = t) =>
  (await app.request({ url: studioPaths.lessonVideo({ id: lessonId }), cookie: admin })).json().data;

/** Runs the queued job (it hands the upload to the runner) and waits until processing ends either way. */
async function processed(lessonId: number, app = t) {
  await app.ctx.jobs.drain(10_000);
  await expect.poll(async () => (await state(lessonId, app)).state, { timeout: 60_000, interval: 200 }).toMatch(/^(ready|failed)$/);
  return state(lessonId, app);
}

describe("a lesson's video", () => {
  it.each(CONTAINERS)(
    'a %s clip becomes an H.264/AAC MP4 with faststart, its duration and poster; the student streams it with Range',
    async (ext) => {
      const bytes = makeClip(ext);
      const { id } = await lesson();
      const res = await link(id, `aula.${ext}`, bytes.length);
      expect(res.statusCode, res.body).toBe(200);
      const { url, path: statusPath } = res.json().data;
      expect(statusPath).toBe(studioPaths.lessonVideo({ id }));
      const sent = await put(url, bytes);
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json().data).toMatchObject({ state: 'processing', received_bytes: bytes.length });
      const done = await processed(id);
      expect(done).toMatchObject({ state: 'ready', progress: 1, duration_seconds: 1, error: null });

      const page = (await t.request({ url: `/api/catalog/lessons/${id}`, cookie: student })).json().lesson;
      expect(page).toMatchObject({ video_url: `/api/catalog/lessons/${id}/video`, duration_seconds: 1 });
      const range = await t.request({ url: page.video_url, cookie: student, headers: { range: 'bytes=0-99' } });
      expect(range.statusCode).toBe(206);
      expect(range.headers['content-type']).toBe('video/mp4');
      const whole = await t.request({ url: page.video_url, cookie: student });
      const file = path.join(clips, `out-${ext}.mp4`);
      writeFileSync(file, whole.rawPayload);
      const probe = JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', file]).toString());
      expect(probe.streams.map((s: { codec_name: string }) => s.codec_name).sort()).toEqual(['aac', 'h264']);
      // faststart: the index (moov) before the media (mdat).
      expect(whole.rawPayload.indexOf('moov')).toBeLessThan(whole.rawPayload.indexOf('mdat'));
      const [row] = await t.ctx.db.select({ poster: lessons.thumbnailUrl }).from(lessons).where(eq(lessons.id, id));
      expect(row?.poster).toMatch(/^\/files\/tenants\/1\/courses\/.+\.webp$/);
    },
  );

  it('a new video replaces the old one, whose files are released', async () => {
    const bytes = makeClip('mp4');
    const { id } = await lesson();
    for (let round = 0; round < 2; round++) {
      const { url } = (await link(id, 'aula.mp4', bytes.length)).json().data;
      await put(url, bytes);
      expect((await processed(id)).state).toBe('ready');
    }
    const uploads = await t.ctx.db.select().from(lessonVideos).where(eq(lessonVideos.lessonId, id)).orderBy(lessonVideos.id);
    expect(uploads.map((u) => u.state)).toEqual(['replaced', 'ready']);
    expect(await t.ctx.db.select().from(files).where(eq(files.key, uploads[0]!.key!))).toEqual([]);
    expect(await t.ctx.db.select().from(files).where(eq(files.key, uploads[1]!.key!))).toHaveLength(1);
  });

  it('resumes an upload after a dropped part: asks how much arrived and sends the rest', async () => {
    const bytes = makeClip('mp4');
    const { id } = await lesson();
    const { url } = (await link(id, 'aula.mp4', bytes.length)).json().data;
    const half = Math.floor(bytes.length / 2);
    const first = await put(url, bytes.subarray(0, half), { 'content-range': `bytes 0-${half - 1}/${bytes.length}` });
    expect(first.json().data).toMatchObject({ state: 'uploading', received_bytes: half, declared_bytes: bytes.length });
    const asked = await put(url, Buffer.alloc(0), { 'content-range': `bytes */${bytes.length}` });
    expect(asked.json().data.received_bytes).toBe(half);
    const wrong = await put(url, bytes.subarray(10), { 'content-range': `bytes 10-${bytes.length - 1}/${bytes.length}` });
    expect([wrong.statusCode, wrong.json().error]).toEqual([409, STUDIO_TRANSLATIONS.videoOffset.pt]);
    const rest = await put(url, bytes.subarray(half), { 'content-range': `bytes ${half}-${bytes.length - 1}/${bytes.length}` });
    expect(rest.json().data.state).toBe('processing');
    expect((await processed(id)).state).toBe('ready');
    // The link is spent.
    expect((await put(url, bytes)).statusCode).toBe(404);
  });

  it('a corrupt file fails with a message and nothing is served; too large or too many bytes are refused', async () => {
    const { id } = await lesson();
    const junk = Buffer.alloc(4096, 7);
    const { url } = (await link(id, 'quebrado.mp4', junk.length)).json().data;
    expect((await put(url, junk)).statusCode).toBe(200);
    expect(await processed(id)).toMatchObject({ state: 'failed', error: STUDIO_TRANSLATIONS.videoUnreadable.pt });
    expect((await t.request({ url: `/api/catalog/lessons/${id}`, cookie: student })).json().lesson.video_url).toBeNull();
    expect((await t.request({ url: `/api/catalog/lessons/${id}/video`, cookie: student })).statusCode).toBe(404);

    const tooBig = await link(id, 'grande.mp4', 3_000_000_000);
    expect([tooBig.statusCode, tooBig.json().error]).toEqual([413, STUDIO_TRANSLATIONS.videoTooLarge.pt]);
    const small = (await link(id, 'aula.mp4', 10)).json().data;
    expect((await put(small.url, Buffer.alloc(100))).statusCode).toBe(413);
    expect((await state(id)).received_bytes).toBe(0);
    expect((await link(id, 'aula.exe', 10)).statusCode).toBe(400);
    expect((await link(id, 'aula.mp4', 10, t, moderator)).statusCode).toBe(403);
    expect((await put('/api/admin/video-uploads/not-a-real-token-at-all-123', Buffer.alloc(1))).statusCode).toBe(404);
  });

  it('without ffmpeg: an MP4 is kept as it is with the duration from its header; another container is refused before the upload', async () => {
    const bare = await createTestApp({ env: { FFMPEG_PATH: '/nonexistent/ffmpeg' } });
    try {
      const owner = await bare.login('admin@aurora.test');
      const { id } = await studioBuilder(
        () => bare,
        () => owner,
      ).lessonForAluno({ course: 'Vídeo sem ffmpeg', lesson: 'L' });
      const refused = await link(id, 'aula.mkv', 100, bare, owner);
      expect([refused.statusCode, refused.json().error]).toEqual([415, STUDIO_TRANSLATIONS.videoNeedsProcessing.pt]);
      const bytes = makeClip('mp4');
      const { url } = (await link(id, 'aula.mp4', bytes.length, bare, owner)).json().data;
      await bare.request({ method: 'PUT', url, cookie: owner, payload: bytes, headers: { 'content-type': 'video/mp4' } });
      await bare.ctx.jobs.drain(10_000);
      const read = async () => (await bare.request({ url: studioPaths.lessonVideo({ id }), cookie: owner })).json().data;
      await expect.poll(async () => (await read()).state, { timeout: 30_000 }).toBe('ready');
      expect(await read()).toMatchObject({ duration_seconds: 1, processing_available: false });
    } finally {
      await bare.close();
    }
  });
});

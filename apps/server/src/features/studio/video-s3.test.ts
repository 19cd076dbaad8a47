import { studioPaths } from '@trilha/shared/studio/paths';
import { eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonVideos } from '../../db/schema/index';
import { signInRoles } from '../../test/builders';
import { createTestApp, type TestApp } from '../../test/harness';
import { startS3Server, type S3Server } from '../../test/s3-server';
import { makeClip, studioBuilder } from './test-support';

/**
 * The storage layer's S3 path under a lesson's video (docs/scaling.md "Files in object storage"),
 * against a real S3-compatible server (s3rver, signature v4 checked): the upload lands in the
 * bucket, ffmpeg processes it from there, the student streams it through a presigned URL with
 * Range, and a replaced video's objects leave the bucket.
 */
let s3: S3Server;
let t: TestApp;
let admin: string, student: string;
const clips = mkdtempSync(path.join(os.tmpdir(), 'trilha-s3-clips-'));

beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ env: s3.env });
  ({ admin, student } = await signInRoles(t));
}, 120_000);
afterAll(async () => {
  await t.close();
  await s3.close();
  rmSync(clips, { recursive: true, force: true });
});

async function upload(lessonId: number, bytes: Buffer) {
  const linked = await t.request({
    method: 'POST',
    url: studioPaths.lessonVideo({ id: lessonId }),
    cookie: admin,
    payload: { filename: 'aula.mkv', size: bytes.length },
  });
  expect(linked.statusCode, linked.body).toBe(200);
  const sent = await t.request({
    method: 'PUT',
    url: linked.json().data.url,
    cookie: admin,
    payload: bytes,
    headers: { 'content-type': 'application/octet-stream' },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  await t.ctx.jobs.drain(10_000);
  const state = async () => (await t.request({ url: studioPaths.lessonVideo({ id: lessonId }), cookie: admin })).json().data;
  await expect.poll(async () => (await state()).state, { timeout: 60_000, interval: 200 }).toMatch(/^(ready|failed)$/);
  return state();
}

describe('a lesson’s video on S3', () => {
  it('is uploaded to the bucket, processed, streamed by a presigned URL with Range, and its objects deleted when replaced', async () => {
    const { id } = await studioBuilder(
      () => t,
      () => admin,
    ).lessonForAluno({ course: 'Vídeo no S3', lesson: 'Aula S3' });
    const bytes = makeClip(clips, 'mkv');
    const done = await upload(id, bytes);
    expect(done, JSON.stringify(done)).toMatchObject({ state: 'ready', duration_seconds: 1 });
    const [first] = await t.ctx.db.select({ key: lessonVideos.key }).from(lessonVideos).where(eq(lessonVideos.lessonId, id));
    expect(first?.key).toMatch(/\.mp4$/);
    const stored = await t.ctx.storage.read(first!.key!);
    expect(stored?.subarray(4, 8).toString()).toBe('ftyp');

    const page = (await t.request({ url: `/api/catalog/lessons/${id}`, cookie: student })).json().lesson;
    const played = await t.request({ url: page.video_url, cookie: student });
    expect(played.statusCode).toBe(302);
    const signed = String(played.headers.location);
    expect(signed.startsWith(`${s3.objectUrl(first!.key!)}?`)).toBe(true);
    const range = await fetch(signed, { headers: { range: 'bytes=0-99' } });
    expect(range.status).toBe(206);
    expect((await range.arrayBuffer()).byteLength).toBe(100);

    expect((await upload(id, bytes)).state).toBe('ready');
    await t.ctx.jobs.drain(10_000);
    await expect.poll(() => t.ctx.storage.read(first!.key!), { timeout: 10_000 }).toBeNull();
  });
});

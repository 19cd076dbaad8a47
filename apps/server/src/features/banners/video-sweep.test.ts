import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/harness';
import { bannerClient, clearBanners, isDeletionQueued, isRecorded, SAMPLE_MP4, videoClient } from './test-support';
import { sweepVideo } from './video';

let t: TestApp;
let admin: string;
let client: ReturnType<typeof bannerClient>;
let video: ReturnType<typeof videoClient>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@aurora.test');
  client = bannerClient(t);
  video = videoClient(t, admin);
});
afterAll(() => t.close());
beforeEach(() => clearBanners(t));

const basic = (title: string, extra: Record<string, string | number> = {}) => ({ tenant_id: 1, title, ...extra });

describe('the video sweep, a day after each link', () => {
  const keyOf = (path: string) => path.replace(/^\/files\//, '');
  const sweep = (path: string, tenantId = 1) => sweepVideo(t.ctx, { tenantId, key: keyOf(path) });

  it('is queued for a day later when the link is asked for', async () => {
    const link = (await video.askLink()).json();
    const rows = await t.ctx.db
      .select({ payload: jobs.payload, runAt: jobs.runAt })
      .from(jobs)
      .where(eq(jobs.queue, 'banners.video-sweep'));
    const mine = rows.find((row) => (row.payload as { key: string }).key === keyOf(link.path));
    expect(mine).toBeDefined();
    expect(mine!.runAt.getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);
  });

  it('releases a video no banner took and forgets a link never used, but keeps a video a banner shows', async () => {
    const unused = await video.uploadedVideo();
    const used = await video.uploadedVideo();
    const pending = (await video.askLink()).json();
    await client.create(admin, basic('Mantém', { url_video: used.path }));
    for (const path of [unused.path, used.path, pending.path]) await sweep(path);

    expect(await isRecorded(t, 1, unused.path)).toBe(false);
    expect(await isDeletionQueued(t, unused.path)).toBe(true);
    expect((await video.status(unused.id)).statusCode).toBe(404);
    expect((await video.status(pending.id)).statusCode).toBe(404);
    expect((await video.put(pending.url, SAMPLE_MP4)).statusCode).toBe(404);

    expect(await isRecorded(t, 1, used.path)).toBe(true);
    expect((await video.status(used.id)).json().status).toBe('uploaded');
    // Running again changes nothing (jobs may run twice).
    await sweep(unused.path);
    await sweep(used.path);
    expect(await isRecorded(t, 1, used.path)).toBe(true);
  });
});

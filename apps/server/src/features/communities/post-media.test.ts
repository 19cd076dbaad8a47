import { FEED_TRANSLATIONS } from '@trilha/shared/communities/feed-messages';
import { and, count, eq } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { communities, communityPosts, files, jobs } from '../../db/schema/index';
import { setCommunity } from '../../test/communities';
import { createTestApp, type TestApp } from '../../test/harness';
import { multipartWith, type FilePart } from '../../test/multipart';
import { sweepVideo } from '../../platform/video-upload';
import { detectDocument, displayName } from '../../platform/documents';
import { COMMUNITY_VIDEOS } from './post-media';

let t: TestApp;
let student: string;
let otherStudent: string;
let moderator: string;
let admin: string;
let open: number;

const BASE = '/api/auth/community';
const SAMPLE_MP4 = readFileSync(path.resolve(import.meta.dirname, '../../seed/assets/sample-lesson.mp4'));
const BANNER_VIDEO_LINK = '/api/auth/config/plataforma/bannersCustom/upload-video/create-link-upload-video';
const M = (key: keyof typeof FEED_TRANSLATIONS) => FEED_TRANSLATIONS[key].pt;
type Media = { url: string; name: string; content_type: string; size_bytes: number };

beforeAll(async () => {
  t = await createTestApp();
  [student, otherStudent, moderator, admin] = await Promise.all([
    t.login('aluno@aurora.test'),
    t.login('aluna@aurora.test'),
    t.login('moderador@aurora.test'),
    t.login('admin@aurora.test'),
  ]);
  const [row] = await t.ctx.db
    .select({ id: communities.id })
    .from(communities)
    .where(and(eq(communities.tenantId, 1), eq(communities.title, 'Comunidade Aurora')));
  open = row!.id;
});
afterAll(() => t.close());
beforeEach(async () => {
  t.config.postsPerMinute = 10_000;
  await t.ctx.db.delete(communityPosts).where(eq(communityPosts.tenantId, 1));
  await t.heard();
});

const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const image = async (filename = 'foto.png', body?: Buffer): Promise<FilePart> => ({
  field: 'images',
  body: body ?? (await png()),
  filename,
});
const file = (body: Buffer, filename: string, type = 'application/octet-stream'): FilePart => ({ field: 'files', body, filename, type });

const post = (fields: Record<string, string | string[]>, parts: FilePart[] = [], cookie = student) =>
  t.request({ method: 'POST', url: `${BASE}/posts/1/${open}`, cookie, ...multipartWith(fields, parts) });
const fileCount = async () => (await t.ctx.db.select({ n: count() }).from(files))[0]!.n;
const setFlags = (values: Partial<typeof communities.$inferInsert>) => setCommunity(t, 1, open, values);
/** Runs the test with the community's flags changed, and puts them back whatever happens. */
async function withFlags(values: Partial<typeof communities.$inferInsert>, run: () => Promise<void>) {
  await setFlags(values);
  try {
    await run();
  } finally {
    await setFlags(Object.fromEntries(Object.keys(values).map((key) => [key, true])));
  }
}
/** The post files on disk, as the platform's local storage keeps them. */
const storedOnDisk = async () => {
  const folder = path.join(t.config.dataDir, 'files', 'tenants', '1', 'community-posts');
  const names = await readdir(folder, { recursive: true }).catch(() => []);
  return names.filter((name) => /\.[a-z0-9]+$/.test(name)).sort();
};

describe('a post with images and files (multipart: images, files)', () => {
  it('stores two images and a PDF in order: images as WebP at most 2048 px, the PDF with its name, type and size', async () => {
    const before = await fileCount();
    const res = await post({ title: 'Material', text: 'Fotos e apostila' }, [
      await image('primeira.png', await png(3000, 1000)),
      file(PDF, 'Apostila 1.pdf', 'application/pdf'),
      await image('segunda.png'),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data as { images: Media[]; files: Media[]; videos: Media[] };
    expect(data.images.map((m) => [m.name, m.content_type])).toEqual([
      ['primeira.png', 'image/webp'],
      ['segunda.png', 'image/webp'],
    ]);
    // Every media url is the access route's (docs/security.md "Files of private content go through an access
    // check"); the storage key stays on the server.
    expect(data.files).toEqual([
      {
        url: expect.stringMatching(/^\/api\/auth\/community\/media\/1\/\d+$/),
        name: 'Apostila 1.pdf',
        content_type: 'application/pdf',
        size_bytes: PDF.length,
      },
    ]);
    expect(data.videos).toEqual([]);
    expect(await fileCount()).toBe(before + 3);

    const big = await t.request({ url: data.images[0]!.url, cookie: student });
    expect(big.statusCode).toBe(200);
    expect(await sharp(big.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 2048 });
    expect(big.headers['content-disposition']).toMatch(/^inline; /);
    const pdf = await t.request({ url: data.files[0]!.url, cookie: student });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="Apostila 1.pdf"');
    expect(pdf.rawPayload.equals(PDF)).toBe(true);

    // The feed shows the same media, in the same order.
    const feed = await t.request({ url: `${BASE}/posts/1/${open}`, cookie: otherStudent });
    expect(feed.json().data[0]).toMatchObject({ images: data.images, files: data.files });
  });

  it('reads the type from the bytes: a PNG named .pdf is 415 and nothing stays stored', async () => {
    const before = await fileCount();
    const res = await post({ text: 'Veja' }, [await image(), file(await png(), 'apostila.pdf', 'application/pdf')]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: M('fileType'), issues: [{ path: 'files', message: M('fileType') }] });
    // The image stored before the refused file is let go with it.
    expect(await fileCount()).toBe(before);
    const refused = await post({ text: 'Veja' }, [await image('texto.png', Buffer.from('não é imagem'))]);
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error).toBe(M('imageType'));
  });

  it('takes plain text only as UTF-8 without NUL named .txt, and keeps a sanitised name ending in the real type', async () => {
    const res = await post({ text: 'Notas' }, [
      file(Buffer.from('BMW, ação e café\n'), 'C:\\fakepath\\notas.txt', 'text/plain'),
      file(PDF, 'relatório\u202Efdp.exe', 'application/pdf'),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.files.map((m: Media) => [m.name, m.content_type])).toEqual([
      ['notas.txt', 'text/plain'],
      ['relatóriofdp.exe.pdf', 'application/pdf'],
    ]);
    const served = await t.request({ url: res.json().data.files[0].url, cookie: student });
    expect(served.headers['content-disposition']).toMatch(/^attachment; /);
    expect(served.headers['content-type']).toMatch(/^text\/plain/);

    for (const [body, name] of [
      [Buffer.from('a\u0000b'), 'nulo.txt'],
      [Buffer.from([0xc3, 0x28, 0x41]), 'latin.txt'],
      [Buffer.from('texto'), 'texto.md'],
    ] as const) {
      const refused = await post({ text: 'x' }, [file(body, name)]);
      expect(refused.statusCode, name).toBe(415);
    }
  });

  it('refuses an 11th image and a 6th file with 400 and their messages, keeping nothing', async () => {
    const before = await fileCount();
    const eleven = await Promise.all(Array.from({ length: 11 }, (_, i) => image(`f${i}.png`)));
    const tooManyImages = await post({ text: 'Galeria' }, eleven);
    expect(tooManyImages.statusCode).toBe(400);
    expect(tooManyImages.json().error).toBe(M('imagesTooMany'));
    const tooManyFiles = await post(
      { text: 'Apostilas' },
      Array.from({ length: 6 }, (_, i) => file(PDF, `a${i}.pdf`)),
    );
    expect(tooManyFiles.statusCode).toBe(400);
    expect(tooManyFiles.json().error).toBe(M('filesTooMany'));
    expect(await fileCount()).toBe(before);
    expect((await post({ text: 'Dez' }, eleven.slice(0, 10))).statusCode).toBe(201);
  });

  it('refuses a file over 15 MB with 413', async () => {
    const before = await fileCount();
    const big = Buffer.concat([PDF, Buffer.alloc(15 * 1_048_576 + 1 - PDF.length, 0x20)]);
    const res = await post({ text: 'Grande' }, [file(PDF, 'ok.pdf'), file(big, 'grande.pdf')]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe(M('mediaTooLarge'));
    expect(await fileCount()).toBe(before);
  });

  it('answers 403 filesOff to a file where files are off, and stores nothing (its bytes deleted after the refusal)', async () => {
    await withFlags({ allowFiles: false }, async () => {
      // Earlier refusals' deletions run first, so the disk below changes only by this request.
      await t.ctx.jobs.drain();
      const [before, onDisk] = [await fileCount(), await storedOnDisk()];
      const res = await post({ text: 'Arquivo' }, [file(PDF, 'a.pdf'), await image()]);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(M('filesOff'));
      expect(await fileCount()).toBe(before);
      await t.ctx.jobs.drain();
      expect(await storedOnDisk()).toEqual(onDisk);
      // Staff are not held by the settings.
      expect((await post({ text: 'Arquivo' }, [file(PDF, 'a.pdf')], moderator)).statusCode).toBe(201);
    });
  });

  it('answers a refusal over a real socket while the browser is still sending the rest of the form', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const rest = Array.from({ length: 3 }, (_, i) => file(Buffer.alloc(5_000_000, 1), `b${i}.pdf`));
    const form = multipartWith({ text: 'oi' }, [file(await png(), 'a.pdf'), ...rest]);
    const res = await fetch(`http://127.0.0.1:${port}${BASE}/posts/1/${open}`, {
      method: 'POST',
      headers: { ...form.headers, cookie: student, host: 'aurora.localhost:3000', origin: t.originOn('aurora.localhost') },
      body: form.payload,
      signal: AbortSignal.timeout(10_000),
    });
    expect(res.status).toBe(415);
    // The unread rest was drained, not left hanging: app.close() in afterAll would wait for it forever.
    expect(((await res.json()) as { error: string }).error).toBe(M('fileType'));
  });

  it('refuses a file under another name with 400', async () => {
    const res = await post({ text: 'x' }, [{ field: 'anexo', body: PDF, filename: 'a.pdf' }]);
    expect(res.statusCode).toBe(400);
  });
});

describe('a post with a video (the two-step upload, then its path in `videos`)', () => {
  const askLink = (cookie = student, community = open, payload: object = { filename: 'Aula 1.mp4', size: SAMPLE_MP4.length }) =>
    t.request({ method: 'POST', url: `${BASE}/video-link/1/${community}`, cookie, payload });
  const put = (url: string, body: Buffer) =>
    t.request({
      method: 'PUT',
      url: new URL(url).pathname,
      host: new URL(url).host,
      payload: body,
      headers: { 'content-type': 'video/mp4' },
    });
  async function uploaded(cookie = student, linkUrl?: string) {
    const res = linkUrl
      ? await t.request({ method: 'POST', url: linkUrl, cookie, payload: { filename: 'banner.mp4', size: SAMPLE_MP4.length } })
      : await askLink(cookie);
    expect(res.statusCode, res.body).toBe(200);
    const link = res.json<{ id: number; path: string; url: string; status: string }>();
    expect((await put(link.url, SAMPLE_MP4)).statusCode).toBe(200);
    return link;
  }

  it('answers the banner link shape with its expiry, then a post names the uploaded path: videos[0]', async () => {
    const res = await askLink();
    expect(res.statusCode, res.body).toBe(200);
    const link = res.json();
    expect(link).toEqual({
      id: expect.any(Number),
      path: expect.stringMatching(/^\/files\/tenants\/1\/community-posts\/private\/videos\/[A-Za-z0-9_-]+\.mp4$/),
      url: expect.stringMatching(/^http:\/\/aurora\.localhost:3000\/api\/uploads\/videos\/[A-Za-z0-9_-]{43}$/),
      status: 'processing',
      expires_at: expect.any(String),
    });
    expect(Date.parse(link.expires_at) - Date.now()).toBeGreaterThan(59 * 60_000);
    const sweep = await t.ctx.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.queue, 'communities.video-sweep'));
    expect(sweep.some((row) => (row.payload as { key: string }).key === link.path.replace(/^\/files\//, ''))).toBe(true);

    // Before its bytes arrive the path is no video yet.
    expect((await post({ text: 'Cedo', videos: link.path })).statusCode).toBe(400);
    expect((await put(link.url, SAMPLE_MP4)).json()).toEqual({ id: link.id, path: link.path, status: 'uploaded' });
    const made = await post({ text: 'Aula gravada', videos: link.path }, [await image()]);
    expect(made.statusCode, made.body).toBe(201);
    const [video] = made.json().data.videos as Media[];
    expect(video).toEqual({
      url: expect.stringMatching(/^\/api\/auth\/community\/media\/1\/\d+$/),
      name: 'Aula 1.mp4',
      content_type: 'video/mp4',
      size_bytes: SAMPLE_MP4.length,
    });
    // The upload's path names a private key: a reference for the post, never a place to load it from.
    expect((await t.request({ url: link.path })).statusCode).toBe(404);
    const served = await t.request({ url: video!.url, cookie: otherStudent });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(SAMPLE_MP4)).toBe(true);
    expect(served.headers['content-disposition']).toMatch(/^inline; /);
    // One video, one post: naming it again is refused.
    const again = await post({ text: 'De novo', videos: link.path });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(M('postVideoNotFound'));
  });

  it("refuses another member's video, a banner's video, a foreign path and a second video with 400", async () => {
    const theirs = await uploaded(otherStudent);
    const mine = await uploaded();
    const banner = await uploaded(admin, BANNER_VIDEO_LINK);
    for (const reference of [
      theirs.path,
      banner.path,
      'https://videos.example.com/a.mp4',
      '/files/tenants/1/community-posts/private/videos/nada.mp4',
    ]) {
      const res = await post({ text: 'Vídeo', videos: reference });
      expect(res.statusCode, reference).toBe(400);
      expect(res.json()).toEqual({ error: M('postVideoNotFound'), issues: [{ path: 'videos', message: M('postVideoNotFound') }] });
    }
    const two = await post({ text: 'Dois', videos: [mine.path, mine.path] });
    expect(two.statusCode).toBe(400);
    expect(two.json().error).toBe(M('videosTooMany'));
    // Refusals took nothing: the video still makes a post.
    expect((await post({ text: 'Meu', videos: mine.path })).statusCode).toBe(201);
  });

  it('gives the video back when the post is refused after reading (videos off), so it can be posted later', async () => {
    const link = await uploaded();
    await withFlags({ videos: false }, async () => {
      const refused = await post({ text: 'Vídeo', videos: link.path });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe(M('videosOff'));
    });
    expect((await post({ text: 'Vídeo', videos: link.path })).statusCode).toBe(201);
  });

  it('lets the daily sweep release a video no post took, and keep one a post shows', async () => {
    const [unused, posted] = [await uploaded(), await uploaded()];
    expect((await post({ text: 'Com vídeo', videos: posted.path })).statusCode).toBe(201);
    const sweep = (p: string) => sweepVideo(t.ctx, COMMUNITY_VIDEOS, { tenantId: 1, key: p.replace(/^\/files\//, '') });
    await sweep(unused.path);
    await sweep(posted.path);
    const recorded = async (p: string) =>
      (
        await t.ctx.db
          .select({ n: count() })
          .from(files)
          .where(eq(files.key, p.replace(/^\/files\//, '')))
      )[0]!.n;
    expect(await recorded(unused.path)).toBe(0);
    expect(await recorded(posted.path)).toBe(1);
    expect((await post({ text: 'Tarde', videos: unused.path })).statusCode).toBe(400);
  });

  it('gives a link only to members who may post a video there: videos off refuses students, never staff', async () => {
    await withFlags({ videos: false }, async () => {
      const refused = await askLink();
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe(M('videosOff'));
      expect((await askLink(moderator)).statusCode).toBe(200);
    });
    await withFlags({ publications: false }, async () => {
      expect((await askLink()).json().error).toBe(M('publicationsOff'));
    });
    expect((await askLink(student, 999_999)).statusCode).toBe(404);
    expect((await askLink(student, open, { filename: 'notas.txt' })).statusCode).toBe(400);
    expect((await t.request({ method: 'POST', url: `${BASE}/video-link/1/${open}`, payload: { filename: 'a.mp4' } })).statusCode).toBe(401);
  });
});

describe('what a post file is, from its bytes', () => {
  it('tells legacy Word, Excel and PowerPoint files apart inside the compound file, and refuses other compound files', async () => {
    const cfb = (stream: string) =>
      Buffer.concat([
        Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
        Buffer.alloc(504),
        Buffer.from(stream, 'utf16le'),
        Buffer.alloc(512),
      ]);
    expect(await detectDocument(cfb('WordDocument'), 'a.doc')).toEqual({ contentType: 'application/msword', ext: 'doc' });
    expect(await detectDocument(cfb('Workbook'), 'a.bin')).toEqual({ contentType: 'application/vnd.ms-excel', ext: 'xls' });
    expect(await detectDocument(cfb('PowerPoint Document'), 'a.ppt')).toEqual({ contentType: 'application/vnd.ms-powerpoint', ext: 'ppt' });
    expect(await detectDocument(cfb('SummaryInformation'), 'a.doc')).toBeNull();
  });

  it('keeps a display name short, visible and in the real type', () => {
    expect(displayName('../../etc/passwd', 'arquivo', 'txt')).toBe('passwd.txt');
    expect(displayName('  \u0000..oculto.pdf ', 'arquivo', 'pdf')).toBe('oculto.pdf');
    expect(displayName('', 'arquivo', 'zip')).toBe('arquivo.zip');
    expect(displayName(`${'á'.repeat(300)}.pdf`, 'arquivo', 'pdf')).toHaveLength(255);
  });
});

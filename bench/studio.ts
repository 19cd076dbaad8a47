import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drive, originOf, type CommunityCase, type Step } from './communities';
import { HOST, measure, studentCookie, type Measurement } from './harness';
import { pacedLoad } from './paced';

/**
 * The course studio's cases (docs/performance.md "Course studio"), on the large school's first course
 * (its 10 lessons are the ones students read). Names start with "studio" for BENCH_ONLY=studio.
 *
 * - the staff's reads: the course list (200 courses and the demo's), one course's outline, one
 *   lesson's editor, and the video state the editor polls while a video processes;
 * - an edit (a lesson's title, 5 a second, arriving at random) while 50 students read the course
 *   page (target: p99 under 50 ms on PostgreSQL): as fast as they are answered (the server's both
 *   cores busy with them), and at a school's pace, each student a page every 2 s;
 * - the students' course page alone, then while an editor saves once a second: every save forgets the
 *   school's catalog caches, so each second the next readers build the course again;
 * - the students' course page while a 2-minute 720p video is processed (ffmpeg, in the background).
 */
const OWNER = 'owner@aurora.test';
const EDITS_A_SECOND = 5;
/** The edit cases run this many times the bench's seconds: at 5 edits a second, 8 s would put the p99 on 40 edits (their slowest). */
const EDIT_RUNS_LONGER = 4;
const READERS = 50;
/** The same 50 students at a school's pace: each opens a course page every 2 s. */
const PACED_READS_A_SECOND = 25;
/** Long enough that processing outlasts the measured seconds even on an idle machine (about 30 s there). */
const CLIP_SECONDS = 120;

const jsonHeaders = (appUrl: string, cookie: string) => ({
  host: HOST,
  origin: originOf(appUrl),
  cookie,
  'content-type': 'application/json',
});

const owners = new Map<string, Promise<string>>();
function ownerCookie(appUrl: string) {
  let cookie = owners.get(appUrl);
  if (!cookie) owners.set(appUrl, (cookie = studentCookie(appUrl, OWNER)));
  return cookie;
}

async function ownerGet<T>(appUrl: string, pathname: string): Promise<T> {
  const res = await fetch(appUrl + pathname, { headers: { host: HOST, cookie: await ownerCookie(appUrl) } });
  if (!res.ok) throw new Error(`bench studio: ${pathname} answered ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

type Outline = { modules: { lessons: { id: number }[] }[] };
const lessonsOf = async (appUrl: string, courseId: number) =>
  (await ownerGet<Outline>(appUrl, `/api/admin/courses/${courseId}`)).modules.flatMap((m) => m.lessons.map((l) => l.id));

/** The clip the processing case uploads: AVI (MPEG-4 Part 2 and MP2), so it must be converted; made once per run. */
function benchClip(): string | null {
  const file = path.join(os.tmpdir(), `trilha-bench-clip-${CLIP_SECONDS}s.avi`);
  if (existsSync(file)) return file;
  try {
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=30', '-f', 'lavfi', '-i', 'sine=frequency=440'],
      ...['-t', String(CLIP_SECONDS), '-c:v', 'mpeg4', '-q:v', '8', '-c:a', 'mp2', file],
    ]);
    return file;
  } catch {
    return null; // no ffmpeg on this machine: the case is skipped with a note
  }
}

type VideoState = { state: string; progress: number };

/** Uploads the clip to a lesson and waits until the server is processing it. */
async function startProcessing(appUrl: string, lessonId: number, clip: string) {
  const cookie = await ownerCookie(appUrl);
  const bytes = readFileSync(clip);
  const created = await fetch(`${appUrl}/api/admin/lessons/${lessonId}/video`, {
    method: 'POST',
    headers: jsonHeaders(appUrl, cookie),
    body: JSON.stringify({ filename: 'aula-longa.avi', size: bytes.length }),
  });
  if (created.status !== 201 && created.status !== 200) throw new Error(`bench studio: the upload answered ${created.status}`);
  const { url } = ((await created.json()) as { data: { url: string } }).data;
  const sent = await fetch(appUrl + url, {
    method: 'PUT',
    headers: { host: HOST, origin: originOf(appUrl), cookie, 'content-type': 'application/octet-stream' },
    body: new Uint8Array(bytes),
  });
  if (!sent.ok) throw new Error(`bench studio: the video bytes answered ${sent.status}`);
  for (;;) {
    const video = await ownerGet<VideoState>(appUrl, `/api/admin/lessons/${lessonId}/video`);
    if (video.state === 'processing') return;
    if (video.state !== 'uploading') throw new Error(`bench studio: the video went ${video.state} before it was measured`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export function studioCases(course: { courseId: number }): CommunityCase[] {
  const courseId = course.courseId;
  const coursePage = `/api/catalog/courses/${courseId}`;
  const owner = (pathname: (lessons: number[]) => string) => async (opts: { appUrl: string; connections: number; seconds: number }) =>
    measure(opts.appUrl, {
      connections: opts.connections,
      seconds: opts.seconds,
      path: pathname(await lessonsOf(opts.appUrl, courseId)),
      headers: { cookie: await ownerCookie(opts.appUrl) },
    });
  const ownerProbe = async (appUrl: string) =>
    (await fetch(`${appUrl}/api/admin/courses`, { headers: { host: HOST, cookie: await ownerCookie(appUrl) } })).status;
  const readers = (opts: { appUrl: string; seconds: number; cookies: string[] }) =>
    measure(opts.appUrl, { connections: READERS, seconds: opts.seconds, path: coursePage, cookies: opts.cookies });
  const pacedReaders = (opts: { appUrl: string; seconds: number; cookies: string[] }) =>
    pacedLoad({
      appUrl: opts.appUrl,
      connections: READERS,
      seconds: opts.seconds,
      rate: PACED_READS_A_SECOND,
      request: (n) => ({ method: 'GET', path: coursePage, headers: { host: HOST, cookie: opts.cookies[n % opts.cookies.length]! } }),
    });
  /** The edit: lesson n's title, the course's lessons in turn, by the owner. */
  const editing = async (appUrl: string, rate: number, seconds: number) => {
    const ids = await lessonsOf(appUrl, courseId);
    const step: Step = {
      method: 'PATCH',
      path: (n) => `/api/admin/lessons/${ids[n % ids.length]}`,
      contentType: 'application/json',
      body: Buffer.from(JSON.stringify({ title: 'Aula revisada no estúdio' })),
      sent: 0,
    };
    return drive(step, { appUrl, connections: 4, seconds, cookies: [await ownerCookie(appUrl)], overallRate: rate });
  };
  /** What every case on the students' course page shares. */
  const studentsReading = { path: coursePage, as: 'students' as const, optional: true, connections: [READERS] };
  /** The owner's edits, measured while the students read the course page as `read` makes them. */
  const editWhile = (pace: string, read: typeof readers): CommunityCase => ({
    name: `studio: PATCH /api/admin/lessons/{id} (a title), ${EDITS_A_SECOND} a second, while ${READERS} students read the course page ${pace}`,
    ...studentsReading,
    probe: ownerProbe,
    drive: async (opts) => {
      const seconds = opts.seconds * EDIT_RUNS_LONGER;
      const [edits, pages] = await Promise.all([editing(opts.appUrl, EDITS_A_SECOND, seconds), read({ ...opts, seconds })]);
      return {
        ...edits,
        note: `${Math.round(edits.rps * seconds)} edits in ${seconds} s; the students' course pages meanwhile: ${Math.round(pages.rps)} a second, p50 ${pages.p50} ms, p99 ${pages.p99} ms, ${pages.non2xx + pages.errors} failed.`,
      };
    },
  });
  const staff = { as: 'anonymous' as const, optional: true, connections: [10], probe: ownerProbe };

  return [
    {
      ...staff,
      name: "studio: GET /api/admin/courses (the school's 204 courses with counts), owner",
      path: '/api/admin/courses',
      drive: owner(() => '/api/admin/courses'),
    },
    {
      ...staff,
      name: "studio: GET /api/admin/courses/{id} (a course's outline), owner",
      path: coursePage,
      drive: owner(() => `/api/admin/courses/${courseId}`),
    },
    {
      ...staff,
      name: 'studio: GET /api/admin/lessons/{id} (the lesson editor), owner',
      path: coursePage,
      drive: owner((ids) => `/api/admin/lessons/${ids[0]}`),
    },
    {
      ...staff,
      name: "studio: GET /api/admin/lessons/{id}/video (the editor's polling), owner",
      path: coursePage,
      drive: owner((ids) => `/api/admin/lessons/${ids[0]}/video`),
    },
    editWhile('as fast as answered', readers),
    editWhile('each every 2 s', pacedReaders),
    {
      name: `studio: the course page (GET /api/catalog/courses/{id}) alone, ${READERS} students`,
      ...studentsReading,
    },
    {
      name: `studio: the course page while an editor saves once a second (each save forgets the catalog caches), ${READERS} students`,
      ...studentsReading,
      probe: ownerProbe,
      drive: async (opts) => {
        const [page] = await Promise.all([readers(opts), editing(opts.appUrl, 1, opts.seconds)]);
        return page;
      },
    },
    {
      name: `studio: the course page while a ${CLIP_SECONDS / 60}-minute 720p AVI is processed to H.264 (ffmpeg, niced, one thread), ${READERS} students`,
      ...studentsReading,
      noWarmup: true,
      probe: async (appUrl) => (benchClip() ? ownerProbe(appUrl) : 503),
      drive: async (opts): Promise<Measurement & { note?: string }> => {
        const ids = await lessonsOf(opts.appUrl, courseId);
        await startProcessing(opts.appUrl, ids.at(-1)!, benchClip()!);
        const page = await readers(opts);
        const after = await ownerGet<VideoState>(opts.appUrl, `/api/admin/lessons/${ids.at(-1)}/video`);
        return {
          ...page,
          note: `the video was ${after.state === 'processing' ? `still processing (${Math.round(after.progress * 100)} % done)` : after.state} when the measurement ended.`,
        };
      },
    },
  ];
}

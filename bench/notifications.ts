import http from 'node:http';
import { UNREAD_COUNT_CAP } from '@trilha/shared/notifications/constants';
import { BOUNDARY, drive, originOf, POST_BODY, type CommunityCase, type Step } from './communities';
import { HOST, type Measurement } from './harness';
import { LARGE_NOTIFICATIONS, FANOUT_SCHOOL, type seedFanoutSchool } from './seed-notifications';

const TENANT = 1;
const N = LARGE_NOTIFICATIONS;
const held = `${N.students} students × ${N.perStudent.toLocaleString('en-US')}`;

/**
 * The notifications' reads (docs/performance.md "Notifications"; targets: 0.2 of the bare route, p99 under 50
 * ms at 50 connections): the bell's count and the feed's first page for 50 students holding 1,000
 * notifications each; and every other call the notification screens make (preferences, the communities they
 * list, the reminders) and marking all read. Names start with "notifications" for BENCH_ONLY.
 */
export function notificationCases(): CommunityCase[] {
  const markAll: Step = {
    method: 'PATCH',
    path: () => '/api/platform/auth/notification/update',
    body: Buffer.from(JSON.stringify({ all: true })),
    contentType: 'application/json',
    sent: 0,
  };
  const read = (name: string, path: string): CommunityCase => ({ name, path, as: 'students', connections: [50] });
  return [
    read(`notifications: GET /api/auth/notification/total (the bell's count; ${held}), 50 students`, '/api/auth/notification/total'),
    read(`notifications: first feed page (GET /api/auth/notification; ${held}), 50 students`, '/api/auth/notification?page=1'),
    read(
      'notifications: preferences (GET /api/auth/v2/notification-preferences/1), 50 students',
      `/api/auth/v2/notification-preferences/${TENANT}`,
    ),
    read(
      'notifications: communities of the preferences (GET /api/auth/community/subscribed/1), 50 students',
      `/api/auth/community/subscribed/${TENANT}`,
    ),
    read('notifications: study reminders (GET /api/auth/reminders/1), 50 students', `/api/auth/reminders/${TENANT}`),
    {
      // Last of the notification cases and not warmed up: the count and the feed above find the 15 unread still there.
      name: 'notifications: PATCH mark all read, 50 students',
      path: markAll.path(0),
      as: 'students',
      connections: [50],
      noWarmup: true,
      drive: (opts) => drive(markAll, opts),
      probe: async (appUrl, cookie) =>
        (
          await fetch(appUrl + markAll.path(0), {
            method: 'PATCH',
            headers: { host: HOST, origin: originOf(appUrl), cookie, 'content-type': 'application/json' },
            body: JSON.stringify({ ids: [1] }),
          })
        ).status,
    },
  ];
}

type FanoutSchool = Awaited<ReturnType<typeof seedFanoutSchool>>;
const FANOUT_HOST = `${FANOUT_SCHOOL.slug}.localhost`;

/**
 * One request to the fan-out school's host. Not fetch: it drops a Host header it is given (undici
 * sends the URL's), and the server picks the school by Host.
 */
function send(appUrl: string, opts: { method: string; path: string; cookie?: string; body?: Buffer; contentType?: string }) {
  const url = new URL(appUrl);
  return new Promise<{ status: number; text: string; cookies: string[] }>((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: opts.method,
        path: opts.path,
        headers: {
          host: FANOUT_HOST,
          origin: `http://${FANOUT_HOST}:${url.port}`,
          ...(opts.cookie ? { cookie: opts.cookie } : {}),
          ...(opts.contentType ? { 'content-type': opts.contentType } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), cookies: res.headers['set-cookie'] ?? [] }),
        );
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

async function fanoutLogin(appUrl: string, email: string) {
  const body = Buffer.from(JSON.stringify({ email, password: 'trilha123' }));
  const res = await send(appUrl, { method: 'POST', path: '/api/login', body, contentType: 'application/json' });
  if (res.status !== 200) throw new Error(`fan-out bench login ${email}: ${res.status} ${res.text}`);
  return res.cookies.map((c) => c.split(';')[0]).join('; ');
}

/** Posts to the 100,000 readers; answers when the request returned (the post and its event committed). */
async function post(appUrl: string, school: FanoutSchool, cookie: string) {
  const res = await send(appUrl, {
    method: 'POST',
    path: `/api/auth/community/posts/${FANOUT_SCHOOL.id}/${school.communityId}`,
    cookie,
    body: POST_BODY,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  });
  if (res.status !== 201) throw new Error(`fan-out bench post: ${res.status} ${res.text}`);
  return performance.now();
}

/** Until the last reader by id (the fan-out's last batch) has `count` unread: when every row exists. */
async function whenAllThere(appUrl: string, cookie: string, count: number) {
  for (;;) {
    const res = await send(appUrl, { method: 'GET', path: '/api/auth/notification/total', cookie });
    if (res.status !== 200) throw new Error(`fan-out bench count: ${res.status} ${res.text}`);
    if ((JSON.parse(res.text) as { unread_count: number }).unread_count >= count) return performance.now();
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * How fast the posting case posts while the fan-out runs: a busy school's pace, not the most the
 * server can take (each of these posts fans out to the large community's 1,000 members too; at full
 * speed they are 100 times the 100,000-reader fan-out's work, and the case would measure them).
 */
export const POSTS_A_SECOND = Number(process.env.BENCH_POSTS_A_SECOND ?? 20);

/**
 * The fan-outs that run while the posting case is measured. During one there are too few posts for
 * a steady p99 (it is one of the slowest two, and moved a lot between runs of the same code);
 * five give enough posts that it is not (docs/performance.md "Notifications").
 */
export const FANOUTS_DURING = Number(process.env.BENCH_FANOUTS ?? 5);
// The last reader's bell counts them all: it stops at UNREAD_COUNT_CAP (the first post's included).
if (!(FANOUTS_DURING >= 1 && FANOUTS_DURING < UNREAD_COUNT_CAP)) throw new Error(`BENCH_FANOUTS: 1 to ${UNREAD_COUNT_CAP - 1}`);

export type FanoutFigures = { fanoutMs: number; rawMs: number; laterFanoutMs: number; alone: Measurement; posting: Measurement };

/**
 * The notifications' fan-out: one post to 100,000 readers, timed from the post's commit (its 201) until the
 * last reader by id has it (the batches go in id order), against the raw INSERT … SELECT of the same
 * rows timed in the seed of the same run (target: at most 3 times it). Then FANOUTS_DURING more
 * posts, and while their fan-outs run the 50 students post into their class community
 * (seed-notifications.ts seedClassCommunity) at a school's pace: 20 posts a second on average,
 * arriving at random (at most 10 in flight; bench/paced.ts), target p99 under 50 ms, for as long as
 * the first fan-out took, times FANOUTS_DURING. Before it, the same posting as long with no fan-out
 * running (`alone`): what the fan-out adds, apart from the machine's speed.
 */
export async function measureFanout(
  appUrl: string,
  school: FanoutSchool,
  posting: CommunityCase,
  cookies: string[],
): Promise<FanoutFigures> {
  const author = await fanoutLogin(appUrl, FANOUT_SCHOOL.author);
  const last = await fanoutLogin(appUrl, school.last);
  const committed = await post(appUrl, school, author);
  const fanoutMs = (await whenAllThere(appUrl, last, 1)) - committed;
  const seconds = Math.max(1, Math.ceil((fanoutMs * FANOUTS_DURING) / 1000));
  const alone = await posting.drive!({ appUrl, connections: 10, seconds, cookies, overallRate: POSTS_A_SECOND });
  const more = await post(appUrl, school, author);
  for (let i = 1; i < FANOUTS_DURING; i++) await post(appUrl, school, author);
  const [m, done] = await Promise.all([
    posting.drive!({ appUrl, connections: 10, seconds, cookies, overallRate: POSTS_A_SECOND }),
    whenAllThere(appUrl, last, 1 + FANOUTS_DURING),
  ]);
  return { fanoutMs, rawMs: school.rawMs, laterFanoutMs: (done - more) / FANOUTS_DURING, alone, posting: m };
}

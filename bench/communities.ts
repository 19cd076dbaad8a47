import autocannon from 'autocannon';
import { HOST, type BenchCase, type Measurement } from './harness';
import { pacedLoad } from './paced';
import type { seedLargeCommunity } from './seed-large';

/** The large community as bench/seed-large.ts wrote it. */
export type LargeCommunity = Awaited<ReturnType<typeof seedLargeCommunity>>;

export type DriveOptions = {
  appUrl: string;
  connections: number;
  seconds: number;
  cookies: string[];
  /** Mean requests a second, arriving at random as a school's users do (bench/paced.ts); unset: as fast as answered. */
  overallRate?: number;
};

/**
 * A case of the communities' bench (docs/performance.md "Communities"): the feed reads are ordinary
 * `students` cases; the writes drive autocannon themselves (a method, a body and a path per request).
 * `connections` keeps a case to the connection counts the issue names; `probe` sends one real request first,
 * so a route not yet there skips the case with a note instead of failing the run.
 */
export type CommunityCase = BenchCase & {
  connections?: number[];
  /** A case measured its own way; `note` goes under the leg's table. */
  drive?: (opts: DriveOptions) => Promise<Measurement & { note?: string }>;
  probe?: (appUrl: string, cookie: string) => Promise<number>;
  /** Left out of the warm-up: a write that would change what the cases before it measure. */
  noWarmup?: boolean;
};

const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const BASE = '/api/auth/community';
const TENANT = 1;

/** A browser's same-origin header for the bench server (the CSRF rule, docs/security.md). */
export const originOf = (appUrl: string) => `http://${HOST}:${new URL(appUrl).port}`;

export const BOUNDARY = '----trilhabench7d1f3c';
/** What the composer sends for a text post: a title and a few lines (multipart, as the browser does). */
export const POST_BODY = Buffer.from(
  [
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="title"\r\n\r\nDúvida sobre a aula de hoje\r\n`,
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="text"\r\n\r\nAlguém mais ficou com dúvida no exercício 3?\nTentei duas vezes e não cheguei ao resultado da aula.\r\n`,
    `--${BOUNDARY}--\r\n`,
  ].join(''),
);

/** `sent` counts the step's requests across runs (warm-up, then the measured run): no like is sent twice. */
export type Step = { method: 'POST' | 'PUT' | 'PATCH'; path: (n: number) => string; body?: Buffer; contentType?: string; sent: number };

/**
 * One write per request, each request the next of the 50 students' (request n is student n % 50's),
 * its path from the request's number. Every status but 2xx counts as non-2xx in the row.
 */
export async function drive(step: Step, { appUrl, connections, seconds, cookies, overallRate }: DriveOptions): Promise<Measurement> {
  const headers: Record<string, string> = { host: HOST, origin: originOf(appUrl), ...BROWSER_HEADERS };
  if (step.contentType) headers['content-type'] = step.contentType;
  if (overallRate) {
    return pacedLoad({
      appUrl,
      connections,
      seconds,
      rate: overallRate,
      request: () => {
        const i = step.sent++;
        return { method: step.method, path: step.path(i), headers: { ...headers, cookie: cookies[i % cookies.length]! }, body: step.body };
      },
    });
  }
  const result = await autocannon({
    url: appUrl,
    connections,
    duration: seconds,
    headers,
    requests: [
      {
        method: step.method,
        body: step.body,
        setupRequest: (req) => {
          const i = step.sent++;
          return { ...req, path: step.path(i), headers: { ...req.headers, cookie: cookies[i % cookies.length]! } };
        },
      },
    ],
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

async function probe(appUrl: string, cookie: string, method: Step['method'], path: string, step?: Step) {
  const res = await fetch(appUrl + path, {
    method,
    headers: {
      host: HOST,
      origin: originOf(appUrl),
      cookie,
      ...(step?.contentType ? { 'content-type': step.contentType } : {}),
    },
    body: step?.body ? new Uint8Array(step.body) : undefined,
  });
  await res.arrayBuffer();
  return res.status;
}

/** The composer's text post into a community of the large school, as the next of the 50 students. */
export function postingCase(communityId: number, name: string): CommunityCase {
  const feed = `${BASE}/posts/${TENANT}/${communityId}`;
  const posting: Step = {
    method: 'POST',
    path: () => feed,
    body: POST_BODY,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    sent: 0,
  };
  return {
    name,
    path: feed,
    as: 'students',
    connections: [10],
    optional: true,
    drive: (opts) => drive(posting, opts),
    probe: (appUrl, cookie) => probe(appUrl, cookie, 'POST', feed, posting),
  };
}

/**
 * The communities' speed cases on the large community (100,000 posts, 300,000 comments, 1,000,000 likes,
 * 1,000 members): the feed's first page and a page 5,000 posts deep, for 50 students at 50
 * connections (targets: 0.1 of the bare route, p99 under 50 ms); a text post and a like at 10
 * connections (p99 under 50 ms). The like case likes the newest posts, 50 students a post in turn
 * (request n: student n % 50, post n / 50), so every like is a new row and each post's count is
 * moved by 50 requests close together, as under a popular post. Names start with "community" for
 * BENCH_ONLY=community.
 */
export function communityCases(community: LargeCommunity): CommunityCase[] {
  const feed = `${BASE}/posts/${TENANT}/${community.id}`;
  const targets = community.likeTargets;
  const liking: Step = {
    method: 'PUT',
    path: (n) => `${BASE}/post/${TENANT}/${targets[Math.floor(n / 50) % targets.length]}/like`,
    sent: 0,
  };
  const size = `${community.posts.toLocaleString('en-US')} posts`;
  return [
    { name: `community feed, first page (${size}), 50 students`, path: feed, as: 'students', connections: [50] },
    {
      name: `community feed, a page ${(5_000).toLocaleString('en-US')} posts deep (?cursor=), 50 students`,
      path: `${feed}?cursor=${community.deepCursor}`,
      as: 'students',
      connections: [50],
    },
    postingCase(community.id, 'community: POST a text post (multipart title and text), 50 students'),
    {
      name: 'community: PUT a like on a new post each 50 requests, 50 students',
      path: liking.path(0),
      as: 'students',
      connections: [10],
      optional: true,
      drive: (opts) => drive(liking, opts),
      // The last of the targets: the case reaches it only after 250,000 likes.
      probe: (appUrl, cookie) => probe(appUrl, cookie, 'PUT', `${BASE}/post/${TENANT}/${targets.at(-1)}/like`),
    },
  ];
}

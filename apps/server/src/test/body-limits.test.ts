import { BANNER_PATHS } from '@trilha/shared/testing/contract-paths';
import { PROFILE_PHOTO_MAX_BYTES } from '@trilha/shared/accounts/schemas';
import { VIDEO_MAX_BYTES } from '@trilha/shared/banners/schemas';
import { IMAGE_UPLOAD_MAX_BYTES } from '@trilha/shared/media/schemas';
import type { RouteOptions } from 'fastify';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SAMPLE_MP4 } from '../features/banners/test-support';
import { fillPath, sample } from './fuzz';
import { AURORA, createTestApp } from './harness';

// Security review, finding 1: one anonymous request with a big body froze the server (the NUL
// guard walked a 12 MB Buffer byte by byte). Every route that takes a body gets one at its limit,
// over real sockets, while /api/health is asked again and again: each must answer within a second.

const t = await createTestApp();
await t.app.listen({ host: '127.0.0.1', port: 0 });
const { port } = t.app.server.address() as AddressInfo;
afterAll(() => t.close());
const admin = await t.login('admin@aurora.test');

/**
 * Within a few seconds, as a person waits: the freeze this guards against lasted 30 s and more.
 * Not tighter: CI runs three test lanes at once on two slow cores, where a healthy answer has
 * taken over 2 s (it takes milliseconds on an idle machine).
 */
const ANSWER_WITHIN_MS = 3_000;
/** The big request's own answer includes moving 25 MB through this one process (and to disk): a loaded CI machine needs slack. */
const BIG_ANSWER_WITHIN_MS = 8_000;
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const APP_BODY_LIMIT = t.app.initialConfig.bodyLimit ?? 1_048_576;
// Host and Origin with PUBLIC_URL's port, as a browser on the school's address sends them.
const publicPort = new URL(t.config.publicUrl).port;
const host = publicPort ? `${AURORA}:${publicPort}` : AURORA;
const browser = { host, origin: `http://${host}` };

type Answer = { status: number | null; ms: number; body: string; error?: string };

/** One request over a real socket; answered once the reply is in and the body is sent (or refused). */
function send(
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: Buffer; chunked?: boolean } = {},
): Promise<Answer> {
  return new Promise((resolve) => {
    const started = performance.now();
    let answer: Answer | null = null;
    let sent = options.body === undefined;
    const finish = () => answer && sent && resolve(answer);
    const lengthHeader: Record<string, string> = !options.body
      ? {}
      : options.chunked
        ? { 'transfer-encoding': 'chunked' }
        : { 'content-length': String(options.body.length) };
    const request = http.request({
      host: '127.0.0.1',
      port,
      method,
      path,
      agent: false,
      headers: { ...browser, ...lengthHeader, ...options.headers },
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('close', () => {
        answer ??= { status: response.statusCode ?? null, ms: performance.now() - started, body: Buffer.concat(chunks).toString() };
        finish();
      });
    });
    // A server that answered early may close before the whole body is sent: the answer still counts.
    request.on('error', (error: NodeJS.ErrnoException) => {
      answer ??= { status: null, ms: performance.now() - started, body: '', error: error.code ?? error.message };
      sent = true;
      finish();
    });
    request.on('finish', () => {
      sent = true;
      finish();
    });
    if (options.chunked && options.body) {
      for (let at = 0; at < options.body.length; at += 65_536) request.write(options.body.subarray(at, at + 65_536));
      request.end();
    } else {
      request.end(options.body);
    }
  });
}

/**
 * Sends the big requests and, until every one is answered, asks /api/health again and again; the
 * health requests' latency and the event loop's longest delay show whether anything froze.
 */
async function whileInFlight(big: () => Promise<Answer>[]) {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  let inFlight = true;
  const answers = Promise.all(big()).finally(() => {
    inFlight = false;
  });
  const health: Answer[] = [];
  // oxlint-disable-next-line typescript/no-unnecessary-condition -- the .finally callback above clears it while this loop awaits
  while (inFlight) health.push(await send('GET', '/api/health'));
  const done = await answers;
  loop.disable();
  return {
    answers: done,
    healthStatuses: [...new Set(health.map((h) => h.status))],
    slowestHealthMs: Math.round(Math.max(...health.map((h) => h.ms))),
    longestLoopDelayMs: Math.round(loop.max / 1e6),
  };
}

function expectNoFreeze(result: Awaited<ReturnType<typeof whileInFlight>>, what = 'the big request') {
  expect(result.healthStatuses).toEqual([200]);
  expect(result.slowestHealthMs, `GET /api/health waited for ${what}`).toBeLessThan(ANSWER_WITHIN_MS);
  expect(result.longestLoopDelayMs, `the event loop was blocked by ${what}`).toBeLessThan(ANSWER_WITHIN_MS);
  for (const answer of result.answers) {
    expect(answer.ms, `${what} itself took too long`).toBeLessThan(BIG_ANSWER_WITHIN_MS);
    expect(answer.status === null || answer.status < 500, `${what}: ${answer.status} ${answer.body.slice(0, 200)}`).toBe(true);
  }
}

// Worst JSON shapes for a body check, each as close to `limit` bytes as it goes.
function jsonShapes(limit: number): Record<string, Buffer> {
  const objects = Math.floor((limit - 1) / 10);
  const strings = Math.floor((limit - 1) / 4);
  const depth = Math.floor(limit / 2);
  return {
    'one huge string': Buffer.from(`{"a":"${'x'.repeat(limit - 8)}"}`),
    'a wide array of small objects': Buffer.from(`[${'{"a":"b"},'.repeat(objects - 1)}{"a":"b"}]`),
    'a wide array of small strings': Buffer.from(`[${'"a",'.repeat(strings - 1)}"a"]`),
    'a deep array': Buffer.from('['.repeat(depth) + ']'.repeat(depth)),
  };
}
const shapesByLimit = new Map<number, Record<string, Buffer>>();
const shapesFor = (limit: number) => shapesByLimit.get(limit) ?? shapesByLimit.set(limit, jsonShapes(limit)).get(limit)!;

// One multipart form reused for every upload route: a file part at the largest upload limit.
const MULTIPART_FILE_BYTES = Math.max(PROFILE_PHOTO_MAX_BYTES, IMAGE_UPLOAD_MAX_BYTES);
const BOUNDARY = '----trilhaBodyLimits';
const multipartBody = Buffer.concat([
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`),
  Buffer.alloc(MULTIPART_FILE_BYTES, 7),
  Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
]);

type BodyRoute = { method: string; url: string; path: string; kind: 'json' | 'multipart' | 'bytes'; limit: number };

/** Every registered route that takes a body, read from the app so routes added later are covered. */
function bodyRoutes(routes: readonly RouteOptions[]): BodyRoute[] {
  const found: BodyRoute[] = [];
  for (const route of routes) {
    const schema = (route.schema ?? {}) as { consumes?: string[]; querystring?: object };
    const consumes = schema.consumes ?? ['application/json'];
    // A route that keeps its body as the bytes that arrived (the payment platforms' webhook, whose
    // signature is over them) parses and guards it itself: it is sent bytes here.
    const raw = (route.config as { rawBody?: boolean } | undefined)?.rawBody === true;
    const kind = consumes.includes('multipart/form-data') ? 'multipart' : consumes.includes('application/json') && !raw ? 'json' : 'bytes';
    const query = schema.querystring && '_zod' in schema.querystring ? sampleQuery(schema.querystring as z.ZodType) : '';
    for (const method of [route.method].flat()) {
      if (!BODY_METHODS.has(method)) continue;
      found.push({ method, url: route.url, path: fillPath(route.url, {}) + query, kind, limit: route.bodyLimit ?? APP_BODY_LIMIT });
    }
  }
  return found;
}

/** A plausible query string, so an upload route gets past its query to the body. */
function sampleQuery(schema: z.ZodType): string {
  const values = sample(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Parameters<typeof sample>[0]);
  if (!values || typeof values !== 'object') return '';
  const params = new URLSearchParams(Object.entries(values).map(([key, value]): [string, string] => [key, String(value)]));
  return params.size > 0 ? `?${params.toString()}` : '';
}

const routes = bodyRoutes(t.app.routeList);
const VIDEO_PUT = BANNER_PATHS.videoPut(':token');

describe('a body at its limit never freezes the server (security review, finding 1)', () => {
  it('finds the routes that take a body: JSON, multipart uploads and the video PUT', () => {
    expect(routes.filter((r) => r.kind === 'json').length).toBeGreaterThan(10);
    expect(routes.filter((r) => r.kind === 'multipart').length).toBeGreaterThanOrEqual(3);
    expect(routes.find((r) => r.url === VIDEO_PUT)).toMatchObject({ kind: 'bytes', limit: VIDEO_MAX_BYTES });
  });

  it('refuses 25 MB on an unknown video token before reading it (404), and health answers meanwhile', async () => {
    const body = Buffer.alloc(VIDEO_MAX_BYTES, 0);
    const result = await whileInFlight(() => [
      send('PUT', BANNER_PATHS.videoPut('a'.repeat(43)), { body, headers: { 'content-type': 'application/octet-stream' } }),
    ]);
    expectNoFreeze(result);
    expect(result.answers[0]).toMatchObject({ status: 404, body: JSON.stringify({ error: 'O link de envio expirou ou já foi usado' }) });
  });

  it('stores 25 MB sent to a valid video link, and health answers meanwhile', async () => {
    const created = await send('POST', BANNER_PATHS.videoLink, {
      body: Buffer.from(JSON.stringify({ filename: 'grande.mp4', size: VIDEO_MAX_BYTES })),
      headers: { cookie: admin, 'content-type': 'application/json' },
    });
    expect(created.status).toBe(200);
    const { url } = JSON.parse(created.body) as { url: string };
    const body = Buffer.concat([SAMPLE_MP4, Buffer.alloc(VIDEO_MAX_BYTES - SAMPLE_MP4.length, 0)]);
    const result = await whileInFlight(() => [send('PUT', new URL(url).pathname, { body, headers: { 'content-type': 'video/mp4' } })]);
    expectNoFreeze(result);
    expect(result.answers[0]!.status).toBe(200);
  });

  it('cuts a chunked 25 MB body on a link for 100 bytes as it arrives (413), and health answers meanwhile', async () => {
    const created = await send('POST', BANNER_PATHS.videoLink, {
      body: Buffer.from(JSON.stringify({ filename: 'curto.mp4', size: 100 })),
      headers: { cookie: admin, 'content-type': 'application/json' },
    });
    const { url } = JSON.parse(created.body) as { url: string };
    const body = Buffer.concat([SAMPLE_MP4, Buffer.alloc(VIDEO_MAX_BYTES - SAMPLE_MP4.length, 0)]);
    const result = await whileInFlight(() => [
      send('PUT', new URL(url).pathname, { body, chunked: true, headers: { 'content-type': 'video/mp4' } }),
    ]);
    expectNoFreeze(result);
    expect(result.answers[0]).toMatchObject({ status: 413, body: JSON.stringify({ error: 'O tamanho limite para esse video é 25mb' }) });
  });

  describe.each(routes.filter((r) => r.kind === 'json'))('$method $url (JSON, $limit bytes)', (route) => {
    it('parses its body with the depth check and runs the NUL guard on it (so the big bodies below reach both)', async () => {
      const json = { 'content-type': 'application/json' };
      const nul = await send(route.method, route.path, { body: Buffer.from('{"a":"\\u0000"}'), headers: json });
      expect(nul.status).toBe(400);
      expect(JSON.parse(nul.body)).toMatchObject({ issues: [{ path: 'body.a' }] });
      const deep = await send(route.method, route.path, { body: Buffer.from(`{"a":${'['.repeat(64)}${']'.repeat(64)}}`), headers: json });
      expect(deep).toMatchObject({ status: 400, body: JSON.stringify({ error: 'Requisição inválida.' }) });
    });

    it('answers the worst JSON shapes at its limit, one at a time, and health answers meanwhile', async () => {
      for (const [shape, body] of Object.entries(shapesFor(route.limit))) {
        const result = await whileInFlight(() => [
          send(route.method, route.path, { body, headers: { 'content-type': 'application/json' } }),
        ]);
        expectNoFreeze(result, shape);
      }
    });
  });

  it.each(routes.filter((r) => r.kind === 'bytes'))(
    '$method $url takes raw bytes at its limit ($limit), and health answers meanwhile',
    async (route) => {
      const body = Buffer.alloc(route.limit, 0);
      const result = await whileInFlight(() => [
        send(route.method, route.path, { body, headers: { 'content-type': 'application/octet-stream' } }),
      ]);
      expectNoFreeze(result);
    },
  );

  it.each(routes.filter((r) => r.kind === 'multipart'))(
    '$method $url reads a multipart file at the largest upload limit (as an admin), and health answers meanwhile',
    async (route) => {
      const result = await whileInFlight(() => [
        send(route.method, route.path, {
          body: multipartBody,
          headers: { cookie: admin, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        }),
      ]);
      expectNoFreeze(result);
      expect(result.answers[0]!.status).toBeGreaterThanOrEqual(400);
    },
  );
});

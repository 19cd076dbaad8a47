import type { FastifyReply } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * A JSON reply kept as the bytes sent (the home view's cached replies): checked against its reply
 * schema, or built from checked parts, when cached, and not encoded again on every request.
 */
export type JsonBytes = { readonly body: Buffer };

export const jsonBytes = (json: string): JsonBytes => ({ body: Buffer.from(json) });

type Encoding = 'br' | 'gzip';
/** Below this a compressed copy saves less than its headers and the work cost. */
const MIN_COMPRESS_BYTES = 1_024;
/**
 * Compressed copies of a cached reply, made the first time a client accepts them and kept with it:
 * a warm reply is compressed once, not per request (what it saves on the course shelf:
 * docs/performance.md "The home page as the browser loads it").
 * Brotli quality 5: close to the best ratio for JSON at a few milliseconds for the largest replies.
 */
const encoded = new WeakMap<JsonBytes, Partial<Record<Encoding, Buffer>>>();

function encode(bytes: JsonBytes, encoding: Encoding): Buffer {
  let copies = encoded.get(bytes);
  if (!copies) encoded.set(bytes, (copies = {}));
  return (copies[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(bytes.body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.body.length },
        })
      : gzipSync(bytes.body, { level: 6 }));
}

/**
 * The last Accept-Encoding read and its answer: a browser sends the same header on every request,
 * so most requests skip the parse (it ran on every cached reply of the home view).
 */
let lastHeader: string | undefined;
let lastAnswer: Encoding | null = null;

/** The best encoding the request's Accept-Encoding allows (brotli, then gzip), or null for the plain bytes. */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  if (typeof header === 'string' && header === lastHeader) return lastAnswer;
  const answer = parseAcceptEncoding(header);
  if (typeof header === 'string') [lastHeader, lastAnswer] = [header, answer];
  return answer;
}

function parseAcceptEncoding(header: string | string[] | undefined): Encoding | null {
  const accepted = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * Fastify does not serialize a Buffer: the route's reply schema only documents these bytes. Sends
 * the compressed copy the client accepts (above). Answers the sent reply, which an async handler
 * returns so Fastify waits for it, typed as the route's reply.
 */
// oxlint-disable-next-line typescript/no-unnecessary-type-parameters -- T is the caller's route reply type: Fastify's types accept only that as a handler's return, not the FastifyReply returned
export function sendJsonBytes<T>(reply: FastifyReply, bytes: JsonBytes): T {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const encoding = bytes.body.length >= MIN_COMPRESS_BYTES ? acceptedEncoding(reply.request.headers['accept-encoding']) : null;
  if (encoding) return reply.header('content-encoding', encoding).send(encode(bytes, encoding)) as unknown as T;
  return reply.send(bytes.body) as unknown as T;
}

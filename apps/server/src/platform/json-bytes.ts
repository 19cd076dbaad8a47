import type { FastifyReply, FastifyRequest } from 'fastify';
import { gzipSync } from 'node:zlib';

/**
 * A JSON reply kept as the bytes sent (the home view's cached replies), with its gzip made once,
 * the first time a client that accepts it asks: browsers always do, and the carousels of a large
 * school shrink from tens of KB to a few.
 */
export type JsonBytes = { readonly body: Buffer; gzip?: Buffer };

const GZIP_FROM_BYTES = 1024;

export const jsonBytes = (json: string): JsonBytes => ({ body: Buffer.from(json) });

const acceptsGzip = (request: FastifyRequest) => /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));

/**
 * Sends the bytes as they are: Fastify does not serialize a Buffer, so the route's reply schema
 * (which the bytes were checked against, or built from, when cached) only documents it.
 */
export function sendJsonBytes<T>(request: FastifyRequest, reply: FastifyReply, bytes: JsonBytes): T {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (bytes.body.length >= GZIP_FROM_BYTES && acceptsGzip(request)) {
    bytes.gzip ??= gzipSync(bytes.body, { level: 6 });
    reply.header('content-encoding', 'gzip');
    return reply.send(bytes.gzip) as unknown as T;
  }
  return reply.send(bytes.body) as unknown as T;
}

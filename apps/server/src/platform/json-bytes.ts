import type { FastifyReply } from 'fastify';

/**
 * A JSON reply kept as the bytes sent (the home view's cached replies): checked against its reply
 * schema, or built from checked parts, when cached, and not encoded again on every request.
 */
export type JsonBytes = { readonly body: Buffer };

export const jsonBytes = (json: string): JsonBytes => ({ body: Buffer.from(json) });

/** Fastify does not serialize a Buffer: the route's reply schema only documents these bytes. */
export function sendJsonBytes<T>(reply: FastifyReply, bytes: JsonBytes): T {
  return reply.type('application/json; charset=utf-8').send(bytes.body) as unknown as T;
}

import type { FastifyReply } from 'fastify';

/**
 * A JSON reply kept as the bytes sent (the home view's cached replies): checked against its reply
 * schema, or built from checked parts, when cached, and not encoded again on every request.
 */
export type JsonBytes = { readonly body: Buffer };

export const jsonBytes = (json: string): JsonBytes => ({ body: Buffer.from(json) });

/**
 * Fastify does not serialize a Buffer: the route's reply schema only documents these bytes. Answers
 * the sent reply, which an async handler returns so Fastify waits for it, typed as the route's reply.
 */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- T is the caller's route reply type: Fastify's types accept only that as a handler's return, not the FastifyReply returned
export function sendJsonBytes<T>(reply: FastifyReply, bytes: JsonBytes): T {
  return reply.type('application/json; charset=utf-8').send(bytes.body) as unknown as T;
}

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { parseLang, translate, type MessageKey } from './messages';
import { schemaMessageIn } from './schema-messages';

/** An error a client caused; `key` names a message of messages.ts, so the `lang` cookie picks its language. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429,
    readonly key: MessageKey | null,
    message?: string,
    readonly issues?: { path: string; message: string }[],
    /** Sent with the error, such as Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message ?? key ?? 'error');
  }
}

export const badRequest = (message: string, path = '') => new HttpError(400, null, message, [{ path, message }]);
export const notFound = () => new HttpError(404, 'notFound');

const passThroughStatuses: Record<number, MessageKey> = {
  400: 'invalidRequest',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'notFound',
  405: 'invalidRequest',
  406: 'invalidRequest',
  411: 'invalidRequest',
  413: 'tooLarge',
  415: 'unsupportedMediaType',
  429: 'rateLimited',
};

/**
 * One error handler for the whole API: the contract's `{ error, issues? }` body, no stack traces,
 * and a 500 only for the server's own faults (logged, never described to the client).
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const lang = request.lang;
    if (hasZodFastifySchemaValidationErrors(err)) {
      const where = err.validationContext ?? '';
      const issues = err.validation.map((v) => ({
        path: [where, ...v.instancePath.split('/').filter(Boolean)].filter(Boolean).join('.'),
        message: v.message === undefined ? translate(lang, 'invalidRequest') : schemaMessageIn(lang, v.message),
      }));
      return reply.code(400).send({ error: issues[0]?.message ?? translate(lang, 'invalidRequest'), issues });
    }
    if (err instanceof HttpError) {
      const error = err.key && err.message === err.key ? translate(lang, err.key) : err.message;
      if (err.headers) reply.headers(err.headers);
      return reply.code(err.statusCode).send(err.issues ? { error, issues: err.issues } : { error });
    }
    const status = err.statusCode ?? 500;
    // Fastify's and its plugins' own client errors (bad JSON, 413, 415, 414, a static folder's 403...)
    // keep their status and speak the contract's envelope.
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: translate(lang, passThroughStatuses[status] ?? 'invalidRequest') });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ error: translate(lang, 'internal') });
  });
}

/**
 * Errors raised by the router before any hook runs (a malformed percent-encoding in the URL):
 * the same envelope, in the `lang` cookie's language read straight from the header.
 */
export function frameworkErrors(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = parseLang(/(?:^|;\s*)lang=(\w+)/.exec(request.headers.cookie ?? '')?.[1]);
  void reply.code(400).send({ error: translate(lang, 'invalidRequest') });
}

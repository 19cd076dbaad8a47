import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';
import { translate } from './messages';

const MAX_DEPTH = 32;

/** The path of the first string holding a NUL character, which PostgreSQL text cannot store. */
export function findNul(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key];
    const found = findNul(child, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses NUL characters in params, query and JSON bodies for every route, before validation:
 * one guard at the edge instead of a 500 from the database in whichever route forgot.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const [where, value] of [['params', request.params], ['querystring', request.query], ['body', request.body]] as const) {
      const path = findNul(value);
      if (path) {
        const message = translate(request.lang, 'invalidCharacters');
        throw new HttpError(400, null, message, [{ path: [where, ...path].join('.'), message }]);
      }
    }
  });
}

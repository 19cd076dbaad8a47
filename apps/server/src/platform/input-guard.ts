import type { Language } from '@trilha/shared/platform/http';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';
import { translate } from './messages';

const NUL = '\u0000';

/**
 * Bytes are not text: Buffers, typed arrays and streams are never walked (a 25 MB video walked as an
 * object froze the server for minutes). Everything else is data: JSON, and the query and params
 * objects, whose prototypes are not always Object's (fast-querystring's have a null-prototype parent).
 */
function isBytes(value: object): boolean {
  return ArrayBuffer.isView(value) || value instanceof ArrayBuffer || typeof (value as { pipe?: unknown }).pipe === 'function';
}

/** The keys to walk; a multipart part points back at its whole form in `fields`, which is not walked again. */
function keysOf(value: object): string[] {
  const keys = Object.keys(value);
  const part = value as { fieldname?: unknown; fields?: unknown };
  if (typeof part.fieldname !== 'string' || typeof part.fields !== 'object' || part.fields === null) return keys;
  // Parsed JSON cannot alias an object, so a look-alike body is still walked in full.
  const entry = (part.fields as Record<string, unknown>)[part.fieldname];
  const pointsBack = entry === value || (Array.isArray(entry) && entry.includes(value));
  return pointsBack ? keys.filter((key) => key !== 'fields') : keys;
}

/**
 * The path of the first string (value or key) holding a NUL character, which PostgreSQL text and
 * jsonb cannot store; null when there is none. One pass with an explicit stack (parallel arrays,
 * no object per node): time linear in the value's size, no recursion to overflow, and the path is
 * built only once a NUL is found.
 */
export function findNul(root: unknown): string[] | null {
  if (typeof root === 'string') return root.includes(NUL) ? [] : null;
  if (root === null || typeof root !== 'object' || isBytes(root)) return null;
  // Most requests (every GET without params) bring empty objects: nothing to walk, nothing allocated.
  if (isEmpty(root)) return null;
  const walk: Walk = { containers: [], keyLists: [], positions: [] };
  enter(walk, 0, root);
  let depth = 0;
  while (depth >= 0) {
    const container = walk.containers[depth];
    const previous = walk.positions[depth];
    // enter() fills all three arrays at a depth before the walk reaches it.
    if (container === undefined || previous === undefined) throw new Error(`findNul: no container at depth ${depth}`);
    const position = previous + 1;
    walk.positions[depth] = position;
    const keys = walk.keyLists[depth];
    let child: unknown;
    if (keys !== null && keys !== undefined) {
      const key = keys[position];
      // Past the last key: back to the parent.
      if (key === undefined) {
        depth -= 1;
        continue;
      }
      if (key.includes(NUL)) return pathTo(walk, depth);
      child = (container as Record<string, unknown>)[key];
    } else {
      if (position >= (container as unknown[]).length) {
        depth -= 1;
        continue;
      }
      child = (container as unknown[])[position];
    }
    if (typeof child === 'string') {
      if (child.includes(NUL)) return pathTo(walk, depth);
      continue;
    }
    if (child === null || typeof child !== 'object' || (!Array.isArray(child) && isBytes(child))) continue;
    depth += 1;
    enter(walk, depth, child);
  }
  return null;
}

/** The walk's stack as parallel arrays (no object per node); module functions, not closures, so a call allocates no functions. */
type Walk = { containers: object[]; keyLists: (string[] | null)[]; positions: number[] };

function enter(walk: Walk, depth: number, value: object) {
  walk.containers[depth] = value;
  // Arrays are read by index: no copy of their keys.
  walk.keyLists[depth] = Array.isArray(value) ? null : keysOf(value);
  walk.positions[depth] = -1;
}

const pathTo = (walk: Walk, depth: number) =>
  walk.positions.slice(0, depth + 1).map((position, d) => walk.keyLists[d]?.[position] ?? String(position));

function isEmpty(value: object): boolean {
  if (Array.isArray(value)) return value.length === 0;
  for (const key in value) if (Object.hasOwn(value, key)) return false;
  return true;
}

/** Deeper than any form of the contract, far below what would strain the parser or a recursive validator. */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether JSON text nests arrays and objects deeper than `max`: one pass over the characters,
 * strings skipped, nothing allocated. A megabyte of `[[[[...` costs a millisecond here instead of
 * half a million arrays built by JSON.parse.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i += 1; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * The edge checks of every request body (docs/platform-services.md, "Request bodies"): JSON nested
 * deeper than MAX_JSON_DEPTH is refused before it is parsed, and NUL characters in params, query and
 * parsed text bodies are refused before validation: one guard at the edge instead of a 500 from the
 * database in whichever route forgot. Binary bodies (video bytes, multipart files) are not text.
 */
export function registerInputGuard(app: FastifyInstance) {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
  const parseJson = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(new HttpError(400, 'invalidRequest'), undefined);
      return;
    }
    // Fastify's own JSON parser answers through `done`, synchronously: there is no promise to wait for.
    void parseJson(request, body as string, done);
  });

  app.addHook('preValidation', (request, _reply, done) => {
    refuseNul(request.lang, 'params', request.params);
    refuseNul(request.lang, 'querystring', request.query);
    refuseNul(request.lang, 'body', request.body);
    done();
  });
}

/**
 * 400 naming the first NUL character's path. Routes that read a multipart form themselves (its text
 * parts never reach `request.body`) call it on the fields they collected.
 */
export function refuseNul(lang: Language, where: string, value: unknown) {
  const path = findNul(value);
  if (path) {
    const message = translate(lang, 'invalidCharacters');
    throw new HttpError(400, null, message, [{ path: [where, ...path].join('.'), message }]);
  }
}

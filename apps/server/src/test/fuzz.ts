import type { RouteOptions } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** One method of one registered route, as the fuzz test drives it. */
export type Target = {
  method: string;
  url: string;
  params: string[];
  body: JsonSchema | undefined;
  query: JsonSchema | undefined;
};

type JsonSchema = {
  type?: string | string[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  minimum?: number;
  default?: unknown;
};

export const HUGE = 'x'.repeat(100_000);

/** Ids a client can type: out of range, not a number, a path, a NUL byte. */
export const unknownIds = ['0', '-1', '999999', '2147483647', '2147483648', '1e30', '1.5', 'abc', '../../etc/passwd', '%00', 'null', HUGE];

/** Path segments sent as they are, not encoded: a NUL byte, a broken escape, a dot segment. */
export const rawSegments = ['%00', '%', '%E0%A4%A', '..'];

/** Path parameters that name a school (contract: `{tenant}` / `{tenantId}` is the numeric id). */
export const isTenantParam = (name: string) => /^tenant(_?id)?$/i.test(name);

const SKIPPED_METHODS = new Set(['HEAD', 'OPTIONS']);

/**
 * The app's routes, one target per method. Skipped: the OpenAPI UI's static assets, files of the
 * built web app, and HEAD/OPTIONS (Fastify answers them from the GET handler or by itself).
 */
export function fuzzTargets(routes: readonly RouteOptions[], webDist: string | undefined): Target[] {
  const targets: Target[] = [];
  for (const route of routes) {
    if (route.url.startsWith('/api/docs/static')) continue;
    if (!route.url.startsWith('/api/') && webDist && existsSync(path.join(webDist, route.url))) continue;
    const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown };
    for (const method of [route.method].flat()) {
      if (SKIPPED_METHODS.has(method)) continue;
      targets.push({
        method,
        url: route.url,
        params: paramNames(route.url),
        body: toJsonSchema(schema.body),
        query: toJsonSchema(schema.querystring),
      });
    }
  }
  return targets;
}

export function paramNames(url: string): string[] {
  const names = [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
  return url.endsWith('*') ? [...names, '*'] : names;
}

/** The url with each parameter replaced: encoded unless `raw` says to send it as it is. */
export function fillPath(url: string, values: Record<string, string>, raw = false): string {
  const put = (v: string) => (raw ? v : encodeURIComponent(v));
  return url
    .replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, (_, name: string) => put(values[name] ?? '1'))
    .replace(/\*$/, () => put(values['*'] ?? 'a'));
}

/** Zod (fastify-type-provider-zod) or plain JSON schema to JSON schema; undefined when none. */
function toJsonSchema(schema: unknown): JsonSchema | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  if ('_zod' in schema) {
    try {
      return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    } catch {
      return {};
    }
  }
  return schema;
}

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  const ref = schema.$ref?.match(/^#\/\$defs\/(.+)$/)?.[1];
  return ref && root.$defs?.[ref] ? root.$defs[ref] : schema;
}

/** A plausible value for a schema, so the request gets past validation and into the handler. */
export function sample(schema: JsonSchema | undefined, root: JsonSchema = schema ?? {}, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  const s = resolve(schema, root);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const alternative = s.anyOf ?? s.oneOf ?? s.allOf;
  if (alternative?.length) return sample(alternative[0], root, depth + 1);
  const type = [s.type].flat()[0];
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(s.properties ?? {})) out[key] = sample(value, root, depth + 1);
      return out;
    }
    case 'array': {
      if (s.prefixItems) return s.prefixItems.map((item) => sample(item, root, depth + 1));
      return [sample(Array.isArray(s.items) ? s.items[0] : s.items, root, depth + 1)];
    }
    case 'string':
      // Never a demo account: failed logins would lock it and the fuzz test uses those sessions.
      if (s.format === 'email') return 'fuzz@aurora.test';
      if (s.format === 'uri' || s.format === 'url') return 'https://example.com/a.png';
      if (s.format === 'date-time') return '2024-01-01T00:00:00Z';
      return 'Texto de teste';
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'Texto de teste';
  }
}

/** Top-level properties of an object schema (after $ref). */
export function propertiesOf(schema: JsonSchema | undefined): Record<string, JsonSchema> {
  if (!schema) return {};
  const s = resolve(schema, schema);
  return s.properties ?? {};
}

/** Values of the wrong type, out of range, or hostile, for a property of the given schema. */
export function wrongValues(schema: JsonSchema): unknown[] {
  const type = [schema.type].flat()[0];
  const common = [null, HUGE, { nested: true }, ['a'], 'a\u0000b'];
  if (type === 'integer' || type === 'number') return [...common, 'abc', -1, 0, 2_147_483_648, 1e30, 1.5, Number.MAX_SAFE_INTEGER + 2];
  if (type === 'boolean') return [...common, 'yes', 1];
  if (type === 'array') return [...common, 'a', Array.from({ length: 10_000 }, () => 1)];
  return [...common, 12345, true, '', ' ', '<script>alert(1)</script>', "' or 1=1 --"];
}

/** Every string in `value` replaced by `by`: huge strings, NUL bytes, in every field at once. */
export function replaceStrings(value: unknown, by: string): unknown {
  if (typeof value === 'string') return by;
  if (Array.isArray(value)) return value.map((v) => replaceStrings(v, by));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceStrings(v, by)]));
  return value;
}

/** Raw bodies a client can send whatever the route expects. */
export const rawBodies: { name: string; payload: string | Buffer; type: string }[] = [
  { name: 'malformed JSON', payload: '{"a":', type: 'application/json' },
  { name: 'empty JSON', payload: '', type: 'application/json' },
  { name: 'JSON null', payload: 'null', type: 'application/json' },
  { name: 'JSON array', payload: '[1,2,3]', type: 'application/json' },
  { name: 'JSON string', payload: '"texto"', type: 'application/json' },
  { name: 'JSON number', payload: '42', type: 'application/json' },
  { name: 'prototype pollution', payload: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}', type: 'application/json' },
  { name: 'deep nesting', payload: '['.repeat(5_000) + ']'.repeat(5_000), type: 'application/json' },
  { name: '2 MB body', payload: JSON.stringify({ data: 'x'.repeat(2 * 1_048_576) }), type: 'application/json' },
  { name: 'plain text', payload: 'hello', type: 'text/plain' },
  { name: 'unknown type', payload: '<a/>', type: 'application/xml' },
  { name: 'form-encoded', payload: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
  {
    name: 'multipart with a fake image',
    payload:
      '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot a png\r\n--b--\r\n',
    type: 'multipart/form-data; boundary=b',
  },
  { name: 'broken multipart', payload: '--b\r\nContent-Disposition: form-data\r\n\r\n', type: 'multipart/form-data; boundary=b' },
];

/**
 * Multipart forms of the body's sample values, one per string field with `text` in that field only
 * (the others stay valid, so the form gets past its other checks): forms a route reads itself
 * never reach the edge guard.
 */
export function multipartTextForms(sampleBody: unknown, text: string) {
  const entries = Object.entries(sampleBody && typeof sampleBody === 'object' ? sampleBody : {}).filter(([, value]) =>
    ['string', 'number', 'boolean'].includes(typeof value),
  );
  const part = (name: string, value: unknown) => `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`;
  return entries
    .filter(([, value]) => typeof value === 'string')
    .map(([field]) => ({
      field,
      payload: `${entries.map(([name, value]) => part(name, name === field ? text : value)).join('')}--b--\r\n`,
      type: 'multipart/form-data; boundary=b',
    }));
}

/** The contract's error envelope: `{ error: string, issues?: [{ path, message }] }` and nothing else. */
export function errorEnvelopeProblem(body: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `not JSON: ${body.slice(0, 80)}`;
  }
  const envelope = z
    .object({ error: z.string().min(1), issues: z.array(z.object({ path: z.string(), message: z.string() }).strict()).optional() })
    .strict()
    .safeParse(parsed);
  return envelope.success ? null : `not { error, issues? }: ${body.slice(0, 120)}`;
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CacheSpec, Lifetime } from '../platform/caches';
import { createTestApp, type TestApp } from './harness';

/**
 * docs/caching.md's table of caches is the registry's (platform/caches.ts), row for row: a cache
 * added, renamed, re-bounded or given another lifetime fails here until the page says so. And every
 * cache the sources declare is in the registry the app builds, so none escapes the change feed.
 */

const src = path.resolve(import.meta.dirname, '..');
const DOC = path.resolve(src, '../../../docs/caching.md');
const HEADER = ['name', 'what', 'kept where', 'keyed by', 'checked against', 'lifetime without notifications', 'at most'];

const duration = (ms: number) => (ms >= 60_000 ? `${ms / 60_000} min` : `${ms / 1_000} s`);
function lifetimeText(lifetime: Lifetime | undefined): string {
  if (!lifetime) return '—';
  if (!lifetime.spread) return duration(lifetime.ms);
  return `${duration(lifetime.ms / 2)} to ${duration(lifetime.ms)} (spread at random)`;
}

export function tableRow(spec: CacheSpec<unknown, unknown>): string[] {
  return [
    `\`${spec.name}\``,
    spec.what,
    spec.where,
    spec.keyedBy,
    spec.checkedAgainst ?? '—',
    lifetimeText(spec.lifetime),
    spec.max.toLocaleString('en-US'),
  ];
}

/** The first table after "## The caches", as rows of trimmed cells (the header and its rule left out). */
function documentedRows(): string[][] {
  const text = readFileSync(DOC, 'utf8');
  const section = text.slice(text.indexOf('## The caches'));
  const lines = section.split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const rows: string[][] = [];
  for (const line of lines.slice(first)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );
  }
  expect(rows[0]).toEqual(HEADER);
  return rows.slice(2);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The `name:` of every cache the sources declare (defineCache, and the platform's two reply caches). */
function declaredInSources(): string[] {
  const names: string[] = [];
  for (const file of sourceFiles(src)) {
    if (file.endsWith(path.join('platform', 'caches.ts'))) continue;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\b(?:defineCache|userReplyCache|schoolReplyCache)\b(?:<[^(]*>)?\(\s*\{[^}]*?name: '([^']+)'/gs)) {
      names.push(match[1] ?? '');
    }
  }
  return names.sort();
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the cache registry', () => {
  it('is the table of docs/caching.md, row for row', () => {
    const expected = t.ctx.caches.list().map(tableRow);
    const rendered = expected.map((row) => `| ${row.join(' | ')} |`).join('\n');
    expect(documentedRows(), `docs/caching.md's table should read:\n${rendered}`).toEqual(expected);
  });

  it('holds every cache the sources declare, each declared in the file it names', () => {
    const registered = t.ctx.caches.list();
    expect(registered.map((spec) => spec.name).sort()).toEqual(declaredInSources());
    for (const spec of registered) expect(readFileSync(path.join(src, spec.where), 'utf8')).toContain(`name: '${spec.name}'`);
  });

  it('bounds every cache', () => {
    for (const spec of t.ctx.caches.list()) expect(spec.max, spec.name).toBeLessThanOrEqual(50_000);
  });
});

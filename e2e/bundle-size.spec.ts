import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * A student's first load of /homepage (docs/performance.md "Student bundle") fetches under 250 KB of
 * JavaScript, gzip. Measured on the build output through Vite's manifest: the entry with every chunk it
 * imports statically, plus the home route's chunk and its static imports (what the router fetches before the
 * page paints). Staff-only parts (the edit panel, the order mode) must stay behind dynamic imports to pass.
 */
const LIMIT_BYTES = 250 * 1024;
/** The home route's module, found by its file name: the web app's folders are being rearranged. */
const HOME_ROUTE_FILE = 'HomePage.tsx';
const ENTRY = 'index.html';

type Chunk = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean };

const dist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.resolve(import.meta.dirname, '../apps/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');

/** The manifest key of the home route (src/…/HomePage.tsx): exactly one, or the test says what it found. */
function homeRoute(manifest: Record<string, Chunk>) {
  const keys = Object.keys(manifest).filter((key) => key.split('/').at(-1) === HOME_ROUTE_FILE);
  if (keys.length !== 1) throw new Error(`expected one ${HOME_ROUTE_FILE} in the build manifest, found: ${JSON.stringify(keys)}`);
  return keys[0]!;
}

function staticClosure(manifest: Record<string, Chunk>, start: string, into: Set<string>) {
  if (into.has(start)) return;
  const chunk = manifest[start];
  if (!chunk) throw new Error(`${start} is not in the build manifest`);
  into.add(start);
  for (const next of chunk.imports ?? []) staticClosure(manifest, next, into);
}

describe('student home bundle (issue 5: under 250 KB gzip on first load)', () => {
  it('entry + home route JavaScript, gzip, stays under 250 KB', () => {
    expect(existsSync(manifestFile), `${manifestFile} is missing: build the web app first`).toBe(true);
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;
    const keys = new Set<string>();
    staticClosure(manifest, ENTRY, keys);
    staticClosure(manifest, homeRoute(manifest), keys);
    const sizes = [...keys].map((key) => {
      const file = manifest[key]!.file;
      return { file, gzip: gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length };
    });
    const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
    const report = sizes
      .sort((a, b) => b.gzip - a.gzip)
      .map((s) => `${(s.gzip / 1024).toFixed(1).padStart(6)} KB  ${s.file}`)
      .join('\n');
    console.log(`student home first load: ${(total / 1024).toFixed(1)} KB gzip\n${report}`);
    expect(total, `first load is ${(total / 1024).toFixed(1)} KB gzip:\n${report}`).toBeLessThan(LIMIT_BYTES);
  });

  it('keeps staff-only libraries out of the first load (drag and drop, cropper, rich text)', () => {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;
    const keys = new Set<string>();
    staticClosure(manifest, ENTRY, keys);
    staticClosure(manifest, homeRoute(manifest), keys);
    const code = [...keys].map((key) => readFileSync(path.join(dist, manifest[key]!.file), 'utf8')).join('\n');
    // Strings each library ships in its code (minifiers keep string literals).
    const markers = { 'dnd-kit': 'To pick up a draggable item', 'react-easy-crop': 'reactEasyCrop_', tiptap: 'ProseMirror' };
    const found = Object.entries(markers)
      .filter(([, marker]) => code.includes(marker))
      .map(([name]) => name);
    expect(found).toEqual([]);
  });

  it('keeps Zod out of the entry chunk: a form page loads it with the page, not before the first paint', () => {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;
    const keys = new Set<string>();
    staticClosure(manifest, ENTRY, keys);
    const code = [...keys].map((key) => readFileSync(path.join(dist, manifest[key]!.file), 'utf8')).join('\n');
    // Zod names each schema class with a string its constructor keeps; a constant imported from a
    // shared schemas file (not its constants file) would bring the whole library and its schemas in.
    expect(code.includes('$ZodObject'), 'the entry chunk contains Zod').toBe(false);
  });
});

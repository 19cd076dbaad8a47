import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/requirements.md restates every section of the spec and every decision of the CONTRACT that
 * the repository cites. This keeps it true: each citation in the sources and docs names an entry
 * of that page, in the one citation form it describes, and each entry is cited somewhere.
 */

const root = path.resolve(import.meta.dirname, '../../../..');
const REQUIREMENTS = 'docs/requirements.md';
const SCANNED = ['apps', 'packages', 'e2e', 'bench', 'scripts', 'docs', 'README.md'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'build', 'coverage', 'test-results', 'playwright-report', '.turbo']);
const EXTENSIONS = /\.(ts|tsx|js|mjs|cjs|md|css|html|sql|ya?ml|sh)$/;
const SELF = path.relative(root, import.meta.filename);

/** A bare `§8` belongs to the `spec NNN` named at most this many characters before it. */
const BARE_SECTION_REACH = 400;

type Scan = {
  /** `spec 000 §3`, `spec 001` (the document), `CONTRACT "Quizzes"`, `CONTRACT` (the document). */
  targets: string[];
  /** Citations in a form docs/requirements.md does not allow. */
  problems: string[];
};

const FORBIDDEN: [RegExp, string][] = [
  [/§\d+ ?[/–-] ?§\d+/g, 'write "§3, §5", not "§3/§5" or a range'],
  [/(?<![Ss]pec )\b\d{3} §\d+/g, 'name the document with the word spec ("spec 001 §5")'],
  [/\b[Ss]pecs? §\d+/g, 'name the document ("spec 002 §8")'],
  [/\b[Ss]pecs \d{3}/g, 'cite each document as "spec 001", "spec 002"'],
  [/\b[Ss]pec \d{3}\/\d{3}/g, 'cite each document as "spec 001", "spec 002"'],
  [/\b(?!CONTRACT ")[Cc][Oo][Nn][Tt][Rr][Aa][Cc][Tt](?:'s|’s)?[ ,:(]*"/g, 'cite a decision as CONTRACT "Heading"'],
];

/** Joins a comment's or a paragraph's lines, so that a citation broken across lines reads whole. */
function joinLines(text: string): string {
  return text.replace(/[ \t]*\r?\n[ \t]*(?:\/\/+|\*(?!\/)|#+(?= ))?[ \t]*/g, ' ');
}

function scanCitations(raw: string): Scan {
  const text = joinLines(raw);
  const targets: string[] = [];
  const problems: string[] = [];
  const snippet = (at: number) => JSON.stringify(text.slice(Math.max(0, at - 30), at + 50));

  const documents = [...text.matchAll(/\b[Ss]pec (\d{3})\b/g)].map((m) => ({ at: m.index, doc: m[1] }));
  for (const { at, doc } of documents) {
    if (!/^ ?§/.test(text.slice(at + 'spec 000'.length, at + 'spec 000'.length + 2))) targets.push(`spec ${doc}`);
  }
  for (const m of text.matchAll(/§(\d+)/g)) {
    const named = documents.filter((d) => d.at < m.index && m.index - d.at <= BARE_SECTION_REACH).at(-1);
    if (named) targets.push(`spec ${named.doc} §${m[1]}`);
    else problems.push(`§${m[1]} names no document (write "spec 000 §${m[1]}"): ${snippet(m.index)}`);
  }
  for (const m of text.matchAll(/\bCONTRACT\b(?: ("[^"]+"(?:(?:, | and | or )"[^"]+")*))?/g)) {
    if (!m[1]) {
      targets.push('CONTRACT');
      continue;
    }
    for (const name of m[1].matchAll(/"([^"]+)"/g)) targets.push(`CONTRACT "${name[1]}"`);
  }
  for (const [pattern, advice] of FORBIDDEN) {
    for (const m of text.matchAll(pattern)) problems.push(`${advice}: ${snippet(m.index)}`);
  }
  return { targets, problems };
}

function sourceFiles(): string[] {
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(child);
      } else if (EXTENSIONS.test(entry.name)) found.push(child);
    }
  };
  for (const top of SCANNED) {
    if (EXTENSIONS.test(top)) found.push(top);
    else walk(top);
  }
  return found.filter((file) => file !== REQUIREMENTS && file !== SELF);
}

/** The page's entries: its `## spec 000` / `## CONTRACT` documents and `### spec 000 §3` / `### CONTRACT "…"` sections. */
function requirementEntries(): { documents: Set<string>; sections: Set<string> } {
  const page = readFileSync(path.join(root, REQUIREMENTS), 'utf8');
  const documents = new Set([...page.matchAll(/^## (spec \d{3}|CONTRACT)$/gm)].map((m) => m[1] ?? ''));
  const sections = new Set([...page.matchAll(/^### (spec \d{3} §\d+|CONTRACT "[^"]+")$/gm)].map((m) => m[1] ?? ''));
  return { documents, sections };
}

describe('docs/requirements.md and the citations of the spec and the CONTRACT', () => {
  const { documents, sections } = requirementEntries();
  const citedBy = new Map<string, string[]>();
  const problems: string[] = [];
  for (const file of sourceFiles()) {
    const scan = scanCitations(readFileSync(path.join(root, file), 'utf8'));
    for (const target of scan.targets) citedBy.set(target, [...(citedBy.get(target) ?? []), file]);
    problems.push(...scan.problems.map((problem) => `${file}: ${problem}`));
  }

  it('lists each document and its sections once, in the citation form', () => {
    expect([...documents]).toEqual(['spec 000', 'spec 001', 'spec 002', 'CONTRACT']);
    expect(sections.size).toBeGreaterThan(30);
  });

  it('cites only in the one form the page describes', () => {
    expect(problems).toEqual([]);
  });

  it('resolves every citation to an entry', () => {
    const unresolved = [...citedBy]
      .filter(([target]) => !sections.has(target) && !documents.has(target))
      .map(([target, files]) => `${target} (${[...new Set(files)].join(', ')})`);
    expect(unresolved).toEqual([]);
  });

  it('has every entry cited at least once', () => {
    expect([...sections].filter((section) => !citedBy.has(section))).toEqual([]);
  });

  it('catches a citation with no entry and the forms it does not allow', () => {
    const scan = scanCitations('/** Spec 001 §1 and §3/§5; 002 §4; spec §8; CONTRACT "Demo schools" */');
    expect(scan.targets).toEqual(expect.arrayContaining(['spec 001 §1', 'CONTRACT "Demo schools"']));
    expect(scan.targets.filter((target) => !sections.has(target) && !documents.has(target))).toEqual([
      'spec 001 §1',
      'CONTRACT "Demo schools"',
    ]);
    expect(scan.problems).toHaveLength(3);
    expect(scanCitations('// contract "Files": from the bytes').problems).toHaveLength(1);
    expect(scanCitations('/** spec 000\n * §3 and CONTRACT "Lessons and the\n * lesson screen" */').targets).toEqual([
      'spec 000 §3',
      'CONTRACT "Lessons and the lesson screen"',
    ]);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A comment says why with what a reader of the repository can open: the docs section that holds the
 * rule, the spec or the CONTRACT (requirements.test.ts), never a number of the issue tracker, which
 * the reader cannot resolve and which goes stale. Test names and other strings are not comments and
 * are not read here.
 */

const root = path.resolve(import.meta.dirname, '../../../..');
const SCANNED = ['apps', 'packages', 'e2e', 'bench', 'scripts'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'build', 'coverage', 'test-results', 'playwright-report', '.turbo']);
const EXTENSIONS = /\.tsx?$/;
const SELF = path.relative(root, import.meta.filename);

/** `issue 19`, `Issue 40's`, `issues 13 and 14`, `issue #5`, also broken across a comment's lines. */
const ISSUE_CITATION = /\bissues?(?:\s|\*(?!\/)|\/\/)+#?\d+/gi;

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
  for (const top of SCANNED) walk(top);
  return found.filter((file) => file !== SELF);
}

/** Every comment of a TypeScript source, JSX's `{/* … *\/}` included, each once, as [position, text]. */
function comments(file: string, text: string): [number, string][] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const seen = new Map<number, string>();
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) seen.set(range.pos, text.slice(range.pos, range.end));
  };
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.JsxText) return;
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...seen].sort(([a], [b]) => a - b);
}

/** The comments of `text` that cite an issue, as `line: citation`. */
function issueCitations(file: string, text: string): string[] {
  // Parsing is the slow part: a file that never says "issue" and a number has no such comment.
  if (!new RegExp(ISSUE_CITATION.source, 'i').test(text)) return [];
  const lineOf = (at: number) => text.slice(0, at).split('\n').length;
  return comments(file, text).flatMap(([at, comment]) =>
    [...comment.matchAll(ISSUE_CITATION)].map((m) => `${lineOf(at + m.index)}: ${m[0].replace(/\s+/g, ' ')}`),
  );
}

describe('code comments cite the docs, not the issue tracker', () => {
  it('has no comment citing an issue number', () => {
    const found = sourceFiles().flatMap((file) =>
      issueCitations(file, readFileSync(path.join(root, file), 'utf8')).map((hit) => `${file}:${hit}`),
    );
    expect(found).toEqual([]);
  });

  it('reads comments, not strings', () => {
    const planted = [
      "// Issue 19: the ranking's link.",
      '/** Whether it shows (docs/gamification.md); see issue',
      ' * 40 for the finding. */',
      "it('shows the board (issue 19)', () => {",
      "  const note = 'issue 12'; // the footer (docs/footer.md)",
      '});',
    ].join('\n');
    expect(issueCitations('planted.ts', planted)).toEqual(['1: Issue 19', '2: issue * 40']);
    expect(issueCitations('planted.tsx', 'const a = <div>{/* issue 15 */}issue 16</div>;')).toEqual(['1: issue 15']);
  });
});

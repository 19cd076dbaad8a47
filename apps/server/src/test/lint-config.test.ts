import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint is split in two (docs/decisions/0012): ESLint runs the rules that need no types, oxlint
 * the type-aware ones. This holds the split whole: every type-aware rule of typescript-eslint's
 * strictTypeChecked and stylisticTypeChecked presets is on in .oxlintrc.json with the presets'
 * options or one of ours, and nothing else is; so a preset that gains a rule on an upgrade fails
 * here until the oxlint list has it.
 */

const root = path.resolve(import.meta.dirname, '../../../..');

type RuleEntry = string | [string, ...unknown[]];
type OxlintConfig = { rules: Record<string, RuleEntry> };

function oxlintConfig(): OxlintConfig {
  // JSON with comments: TypeScript's own tsconfig reader takes them.
  const { config, error } = ts.parseConfigFileTextToJson('.oxlintrc.json', readFileSync(path.join(root, '.oxlintrc.json'), 'utf8'));
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return config as OxlintConfig;
}

const isOff = (entry: unknown) => entry === 'off' || (Array.isArray(entry) && entry[0] === 'off');

/** typescript-eslint's plugin as ESLint loads it: its rules with their metadata (the package types it loosely). */
const pluginRules = (tseslint.plugin as unknown as { rules: Record<string, { meta: { docs?: { requiresTypeChecking?: boolean } } }> })
  .rules;

/** The presets' rules that need type information, by their name without the plugin prefix. */
function presetTypeAwareRules(): Map<string, unknown> {
  const all: Record<string, unknown> = {};
  for (const config of [...tseslint.configs.strictTypeChecked, ...tseslint.configs.stylisticTypeChecked]) Object.assign(all, config.rules);
  const rules = new Map<string, unknown>();
  for (const [key, entry] of Object.entries(all)) {
    if (!key.startsWith('@typescript-eslint/') || isOff(entry)) continue;
    const name = key.slice('@typescript-eslint/'.length);
    if (pluginRules[name]?.meta.docs?.requiresTypeChecking) rules.set(name, entry);
  }
  return rules;
}

/** Options we chose over the presets', each with its reason in .oxlintrc.json. */
const OURS = new Set(['restrict-template-expressions', 'no-confusing-void-expression', 'restrict-plus-operands']);

describe('the lint split between ESLint and oxlint', () => {
  it('oxlint runs exactly the presets’ type-aware rules', () => {
    const preset = presetTypeAwareRules();
    expect(preset.size).toBeGreaterThan(40);
    const oxlint = Object.entries(oxlintConfig().rules).filter(([, entry]) => !isOff(entry));
    expect(oxlint.map(([key]) => key.replace(/^typescript\//, '')).sort()).toEqual([...preset.keys()].sort());
    for (const [key, entry] of oxlint) {
      const name = key.replace(/^typescript\//, '');
      if (OURS.has(name)) continue;
      // 'error' and ['error'] are the same rule; options, where the preset has them, must match.
      const normal = (e: unknown) => (typeof e === 'string' ? [e] : e);
      expect({ rule: name, entry: normal(entry) }).toEqual({ rule: name, entry: normal(preset.get(name)) });
    }
  });

  it('ESLint runs none of them: the type-aware rules stay off there', async () => {
    const { default: configs } = (await import(path.join(root, 'eslint.config.js'))) as { default: { rules?: Record<string, unknown> }[] };
    const preset = presetTypeAwareRules();
    const on = new Set<string>();
    for (const config of configs)
      for (const [key, entry] of Object.entries(config.rules ?? {})) {
        const name = key.replace(/^@typescript-eslint\//, '');
        if (!preset.has(name)) continue;
        if (isOff(entry)) on.delete(name);
        else on.add(name);
      }
    expect([...on]).toEqual([]);
  });
});

// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The syntax half of the lint (docs/decisions/0012): typescript-eslint's strict and stylistic rules
 * that need no types, React's hooks and compiler rules on the web app, the API-path rule; Prettier owns
 * layout. The type-aware rules of the same presets run in oxlint on typescript-go (.oxlintrc.json),
 * which builds the programs five times faster than ESLint could. Import boundaries and cycles are
 * checked by dependency-cruiser (.dependency-cruiser.cjs). All three run in `npm run lint`.
 */
export default defineConfig(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'apps/server/drizzle/**', 'apps/web/public/**', '**/*.cjs'],
  },
  js.configs.recommended,
  tseslint.configs.strict,
  tseslint.configs.stylistic,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // One kind of declaration: our shapes are unions and intersections as often as objects.
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
    },
  },
  {
    // API paths are written once, in packages/shared/src/<area>/paths.ts (platform/api-path.ts): the
    // server registers `.route`, the web app calls the same object. Tests write theirs by hand on purpose.
    files: ['apps/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/*/src/test/**', '**/*test-support.ts', '**/test-*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api\\/[a-z]/]',
          message: "Use the area's paths object from @trilha/shared/<area>/paths instead of writing an API path.",
        },
        {
          selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/api\\/[a-z]/]',
          message: "Use the area's paths object from @trilha/shared/<area>/paths instead of writing an API path.",
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'apps/*/src/test/**', 'e2e/**', 'bench/**'],
    rules: {
      // A wrong `!` in a test throws and fails it, which is what a test should do.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Mocks and stand-ins are empty on purpose.
      '@typescript-eslint/no-empty-function': 'off',
    },
  },
  {
    files: ['e2e/**'],
    rules: {
      // Browser tests read untyped JSON from the API and from page.evaluate(); the assertions check it.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  prettier,
);

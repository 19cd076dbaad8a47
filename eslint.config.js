// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * One linter for the repository (docs/architecture.md). Type-aware rules from typescript-eslint's
 * strict set, React's hooks rules on the web app, Prettier owning layout. Import boundaries and
 * cycles are checked by dependency-cruiser (.dependency-cruiser.cjs), run beside this in `npm run lint`.
 */
export default defineConfig(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'apps/server/drizzle/**', 'apps/web/public/**', '**/*.cjs'],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // bench/, e2e/ and scripts/ belong to the root tsconfig.json; the web app's Vite configs to no project.
        projectService: { allowDefaultProject: ['apps/web/vite.config.ts', 'apps/web/vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // One kind of declaration: our shapes are unions and intersections as often as objects.
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      // Ids, counts and sizes go into paths and messages as numbers on purpose.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `onClick={() => save()}` is the idiom for handlers; void in other positions still fails.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
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
      // inject().json(), fetch mocks and page.evaluate() hand tests `any`; the assertions check the values.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
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
      // afterAll guards what beforeAll may not have set when it failed; the declared types assume it did.
      '@typescript-eslint/no-unnecessary-condition': 'off',
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
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);

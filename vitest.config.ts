import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          root: '.',
          include: ['apps/server/src/**/*.test.ts', 'packages/shared/src/**/*.test.ts'],
          environment: 'node',
          // The demo schools seeded once per run; each test file copies them (src/test/template.ts).
          globalSetup: ['apps/server/src/test/template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // The files run one after another in one process, each with its own app on its own copy of
          // the database: module state is per database (platform/caches.ts), so nothing leaks between
          // files, and PGlite's WebAssembly and the app's modules load once instead of once per file
          // (the times before and after: README "Test it").
          isolate: false,
        },
      },
      'apps/web/vitest.config.ts',
      'e2e/vitest.config.ts',
    ],
  },
});

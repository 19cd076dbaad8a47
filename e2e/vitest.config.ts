import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.spec.ts'],
    environment: 'node',
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // One server, one browser at a time: the machine has two cores.
    fileParallelism: false,
    pool: 'forks',
  },
});

import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.spec.ts'],
    environment: 'node',
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 90_000,
    // No second try: every wait is on a condition (a clock rule is skipped with the server's test
    // clock, support/api.ts advanceClock), and a long chain of them is split into tests that each stay
    // well inside the timeout beside the other lanes (login-page.spec.ts's first round).
    retry: 0,
    // expect.poll waits 1 s by default: on that machine a comment posted and its list fetched again
    // took longer once (lesson-comments.spec.ts), and the retry then met the first try's comment.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    // One worker by default: on two cores a journey keeps more than one busy (docs/performance.md
    // "The test run"), and a second worker beside the other lanes slowed every lane. A bigger
    // machine sets E2E_WORKERS: each worker drives a server and a database of its own
    // (support/global-setup.ts), so the specs never share data.
    maxWorkers: Number(process.env.E2E_WORKERS ?? '1'),
    pool: 'forks',
    // A worker's spec files run one after another in it: a fresh process per file only re-imported
    // Playwright, axe and sharp each time. Specs keep their state in their own module.
    isolate: false,
  },
});

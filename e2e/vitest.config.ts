import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.spec.ts'],
    environment: 'node',
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 90_000,
    // One more try for a test that fails. Every wait is on a condition, but on two cores beside the
    // other lanes a chain of them has outrun a test's 90 s once (login-page.spec.ts's first round,
    // which passed alone in 10 s): 0 once that chain is found and shortened. A retried test is
    // named in the report, to be looked at.
    retry: 1,
    // expect.poll waits 1 s by default: on that machine a comment posted and its list fetched again
    // took longer once (lesson-comments.spec.ts), and the retry then met the first try's comment.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    // One server, one browser at a time: the machine has two cores, and the specs share the server's data.
    fileParallelism: false,
    pool: 'forks',
    // The spec files run one after another in one worker: a fresh process per file only re-imported
    // Playwright, axe and sharp each time. Specs keep their state in their own module.
    isolate: false,
  },
});

import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Worker threads rather than Vitest's default child processes: each test file still gets its own
    // module graph and jsdom, but starting one costs less (a third off this lane's time on two cores).
    pool: 'threads',
    // `npm test` runs this lane beside the server lanes on two cores: a form test that types and
    // picks through user-event (the custom HTML modal, with CodeMirror) then takes several seconds.
    testTimeout: 15_000,
    passWithNoTests: true,
  },
});

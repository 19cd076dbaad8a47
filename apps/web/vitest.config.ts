import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // The files run one after another in one worker, sharing its jsdom and module cache: loading
    // Mantine, React and the app's modules once instead of once per file takes this lane from about
    // 15 to 5 minutes (README "Test it"). src/test/setup.ts leaves the window as each file found it.
    pool: 'threads',
    isolate: false,
    // `npm test` runs this lane beside the server lanes on two cores: a form test that types and
    // picks through user-event (the custom HTML modal, with CodeMirror) then takes several seconds.
    testTimeout: 15_000,
    passWithNoTests: true,
  },
});

import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { MOCKING_SCREEN_TESTS } from './tests/support/mocking-screen-tests.ts';

/** Every other screen test file (a glob the web project excludes). */
const SHARED_SCREEN_TESTS = `tests/screens/**/!(${MOCKING_SCREEN_TESTS.map((f) => f.split('/').pop()!.replace(/\.test\.tsx?$/, '')).join('|')}).test.{ts,tsx}`;

// Projects: the SPA in jsdom (its screens sharing one module graph per worker, the rest isolated), the pure machines
// in node, the reference server in node (each file on a database of its own, so its files run side by side).
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on CI's 2-core machine, each jsdom file setting
    // up and importing the UI alone. Two workers there (the main process only transforms) about halve npm test's
    // vitest time, keeping it well within CI's 30 minutes on a slow host.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      mergeConfig(viteConfig, {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/machines/**', 'tests/server/**', 'tests/cluster/**', 'tests/e2e/**', SHARED_SCREEN_TESTS],
          setupFiles: ['tests/support/setup-dom.ts'],
          // A jsdom render of a whole screen takes well under a second alone, but several seconds when the
          // 2-core machine is also building or running browsers; the limit is for hangs, not for speed.
          testTimeout: 20_000,
        },
      }),
      mergeConfig(viteConfig, {
        test: {
          // The screens share one module graph per worker (isolate: false): each file otherwise spent more time
          // importing React, Chakra and the screens than running its tests. They render with an explicit language
          // and mock their own calls; what outlives a test in a module-level store (toasts) is cleared after it
          // (tests/support/setup-dom.ts). Tests of start-up state (the app, i18n, machines' glue) stay isolated.
          name: 'screens',
          environment: 'jsdom',
          include: ['tests/screens/**/*.test.{ts,tsx}'],
          exclude: MOCKING_SCREEN_TESTS,
          setupFiles: ['tests/support/setup-dom.ts'],
          isolate: false,
          testTimeout: 20_000,
        },
      }),
      {
        test: {
          name: 'machines',
          environment: 'node',
          include: ['tests/machines/**/*.test.ts'],
          // Walking every generated path of a machine takes seconds on a busy 2-core machine.
          testTimeout: 60_000,
        },
      },
      {
        // Server tests that need PostgreSQL itself (several connections racing on one database): run with
        // TEST_DATABASE_URL, as .ci/run does; the server project runs everything else on either database.
        test: {
          name: 'server-pg',
          environment: 'node',
          include: ['tests/server/**/*.pg.test.ts'],
          // As in the server project: the in-process servers do not shed load when a busy host delays the event loop.
          env: { SHED_EVENT_LOOP_DELAY_MS: '0' },
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          // PostgreSQL's own (server-pg): they need TEST_DATABASE_URL.
          exclude: ['tests/server/**/*.pg.test.ts'],
          globalSetup: ['tests/server/global-setup.ts'],
          // In-process servers of the tests do not shed load (tests/server/health.test.ts asks for it where it tests it).
          env: { SHED_EVENT_LOOP_DELAY_MS: '0' },
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        // Several instances of the built server on one PostgreSQL behind HAProxy (tools/cluster.ts): run with
        // TEST_DATABASE_URL, as .ci/run does. One file at a time: each starts three instances and a proxy of its own,
        // which is what a 2-core machine holds.
        test: {
          name: 'cluster',
          environment: 'node',
          include: ['tests/cluster/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});

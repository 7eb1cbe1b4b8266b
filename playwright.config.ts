/**
 * The browser journeys (tests/e2e/*.e2e.ts) with Playwright Test: Debian's Chromium, never a downloaded browser,
 * against the real server on fresh databases (tests/e2e/support/fixtures.ts). After `npm run build`:
 * `npx playwright test`, or one journey with `--grep`.
 *
 * Projects: a journey that covers several languages or screen sizes is tagged with the combinations it runs in
 * (`@zh-CN-phone`, `@en-desktop`, …) and runs once in each of those projects, which give it its language (`lang`) and
 * viewport; every other journey chooses its language and size itself (some use several) and runs once, in `mixed`.
 */
import { availableParallelism } from 'node:os';
import { defineConfig, type Project } from '@playwright/test';
import { linkChromiumForPlaywrightTools } from './tools/playwright-chromium.ts';

// Playwright's own windows (--ui, show-trace, codegen) open in Debian's Chromium too; a failure here costs only them.
try {
  linkChromiumForPlaywrightTools();
} catch {
  // `node --import tsx tools/playwright-chromium.ts` says why
}

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

const MATRIX = [
  { name: 'zh-CN-phone', locale: 'zh-CN', viewport: PHONE },
  { name: 'en-phone', locale: 'en', viewport: PHONE },
  { name: 'zh-CN-desktop', locale: 'zh-CN', viewport: DESKTOP },
  { name: 'en-desktop', locale: 'en', viewport: DESKTOP },
] as const;

// `mixed` first: its files whose tests run in order on a server of their own (the walks, the restart) are the longest
// stretches of the run, and the many short tests of the other projects then fill both workers up to the end.
const projects: Project[] = [
  { name: 'mixed', grepInvert: /@(zh-CN|en)-(phone|desktop)\b/, use: { locale: 'zh-CN', viewport: DESKTOP } },
  ...MATRIX.map(({ name, locale, viewport }) => ({ name, grep: new RegExp(`@${name}\\b`), use: { locale, viewport } })),
];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.e2e.ts',
  outputDir: 'artifacts/playwright-results',
  // One shared server per worker for the whole run (tests/e2e/support/global-setup.ts).
  globalSetup: './tests/e2e/support/global-setup.ts',
  // Tests go to whichever worker is free: each worker has a server of its own, so tests on different workers never
  // share one. A file whose tests build on each other says so (test.describe.configure({ mode: 'serial' })).
  fullyParallel: true,
  // Two cores: the journeys mostly wait on the browser and the server, so two workers keep both busy.
  workers: Math.min(2, availableParallelism()),
  // A flaky journey is a bug to find, not something to retry.
  retries: 0,
  // In CI a test.only left in a file would silently skip every other journey.
  forbidOnly: !!process.env.CI,
  // A journey walks several screens on a machine it shares with its server and another worker's.
  timeout: 240_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { outputFolder: 'artifacts/playwright-report', open: 'never' }],
    ['./tests/e2e/support/summary-reporter.ts'],
  ],
  use: {
    // Kept for a failed test only: its trace (`npx playwright show-trace`) and a screenshot of each page.
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync',
      ],
    },
  },
  projects,
});

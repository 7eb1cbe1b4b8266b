/**
 * The browser journeys for Playwright Test (tests/e2e-pw/*.e2e.ts, the journeys of tests/e2e with Playwright's runner,
 * fixtures, traces and report; `npm run test:e2e` still runs tests/e2e with vitest): Debian's Chromium (never a
 * downloaded browser) against the real server on a fresh database (tests/e2e-pw/support/fixtures.ts). After
 * `npm run build`: `npx playwright test`.
 *
 * Projects: a journey that covers several languages or screen sizes is tagged with the combinations it runs in
 * (`@zh-CN-phone`, `@en-desktop`, …) and runs once in each of those projects, which set its language and viewport;
 * every other journey (one language and size, chosen in the test) runs once, in the `journeys` project.
 */
import { defineConfig, type Project } from '@playwright/test';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

const MATRIX = [
  { name: 'zh-CN-phone', locale: 'zh-CN', viewport: PHONE },
  { name: 'en-phone', locale: 'en', viewport: PHONE },
  { name: 'zh-CN-desktop', locale: 'zh-CN', viewport: DESKTOP },
  { name: 'en-desktop', locale: 'en', viewport: DESKTOP },
] as const;

const MATRIX_TAG = /@(zh-CN|en)-(phone|desktop)\b/;

const projects: Project[] = [
  ...MATRIX.map(({ name, locale, viewport }) => ({ name, grep: new RegExp(`@${name}\\b`), use: { locale, viewport } })),
  { name: 'journeys', grepInvert: MATRIX_TAG, use: { locale: 'zh-CN', viewport: DESKTOP } },
];

export default defineConfig({
  testDir: 'tests/e2e-pw',
  testMatch: '*.e2e.ts',
  outputDir: 'artifacts/playwright-results',
  // One server per worker slot, for the whole run (tests/e2e-pw/support/global-setup.ts).
  globalSetup: './tests/e2e-pw/support/global-setup.ts',
  // Files run side by side (one per worker, each worker on its own server); a file's tests run in order.
  fullyParallel: false,
  // Two cores: the journeys mostly wait on the browser and the server, so two workers keep both busy.
  workers: 2,
  // A flaky journey is a bug to find, not something to retry.
  retries: 0,
  // A test.only left in a file would silently skip the rest: `--grep` chooses journeys instead.
  forbidOnly: true,
  // A journey walks several screens on a machine shared with its server and another worker's.
  timeout: 240_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { outputFolder: 'artifacts/playwright-report', open: 'never' }],
    // Read by scripts/test-e2e.sh for its closing line.
    ['json', { outputFile: 'artifacts/e2e-results.json' }],
  ],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium',
      headless: true,
      args: [
        '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync',
      ],
    },
  },
  projects,
});

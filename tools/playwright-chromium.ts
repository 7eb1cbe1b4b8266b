/**
 * Playwright's own windows (the UI mode of `npx playwright test --ui`, the trace viewer of `npx playwright
 * show-trace`, the recorder of `npx playwright codegen`) open in the Chromium that Playwright keeps in its browser
 * folder (~/.cache/ms-playwright, or PLAYWRIGHT_BROWSERS_PATH), the one `npx playwright install` downloads. This links
 * Debian's Chromium (CHROMIUM_PATH, /usr/bin/chromium) to where they look for it, so they open in Debian's and nothing
 * is downloaded; a Chromium already there is left alone. The journeys themselves launch Debian's directly
 * (playwright.config.ts, which runs this too). `node --import tsx tools/playwright-chromium.ts` prints what it did.
 */
import { existsSync, lstatSync, mkdirSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);

/** Links Debian's Chromium as Playwright's own; returns what it did, in a line. */
export function linkChromiumForPlaywrightTools() {
  const debian = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  const { registry } = require('playwright-core/lib/coreBundle');
  const wanted = registry.registry.findExecutable('chromium').executablePath('javascript');
  if (!wanted) return `Playwright has no Chromium for this platform: its windows need one of their own`;
  let present = false;
  try {
    lstatSync(wanted);
    present = true;
  } catch {
    // nothing there yet
  }
  if (present) return `${wanted} is there already (${existsSync(wanted) ? 'in use' : 'a broken link'})`;
  mkdirSync(dirname(wanted), { recursive: true });
  try {
    symlinkSync(debian, wanted);
  } catch (error) {
    // Another process (a second worker loading the config) linked it first.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return `${wanted} → ${debian}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(linkChromiumForPlaywrightTools());

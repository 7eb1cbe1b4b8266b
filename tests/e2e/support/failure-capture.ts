/**
 * Setup file of the e2e project: when a test fails, every page still open in the browsers this file launched is
 * saved to artifacts/failures/ (a full-page screenshot and the page's URL), so a failure seen only in CI can be
 * read afterwards. A failing test stops before it closes its context, so its pages are still there.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterEach } from 'vitest';
import { launchedBrowsers } from './browser';
import { pageLog } from './page-log';
import { describePage } from './page-state';

const DIR = 'artifacts/failures';

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  mkdirSync(DIR, { recursive: true });
  const base = task.name.replace(/[^\w\u4e00-\u9fff-]+/g, '-').slice(0, 80);
  let n = 0;
  for (const browser of launchedBrowsers()) {
    for (const context of browser.contexts()) {
      for (const page of context.pages()) {
        n += 1;
        const name = `${base}-${n}`;
        await page.screenshot({ path: `${DIR}/${name}.png`, fullPage: true, timeout: 10_000 }).catch(() => undefined);
        const state = await page.evaluate(describePage).catch((e: Error) => `(page not readable: ${e.message})`);
        const stored = await page
          .evaluate(() => Object.keys(window.sessionStorage).sort().join(', ') || 'nothing')
          .catch(() => '(not readable)');
        const log = pageLog(page).join('\n    ');
        const text = `${state}\n  sessionStorage keys: ${stored}\n  last events:\n    ${log}`;
        writeFileSync(`${DIR}/${name}.txt`, `${page.url()}\n${text}\n`);
        console.log(`failure capture: ${DIR}/${name}.png\n  url: ${page.url()}\n  ${text}`);
      }
    }
  }
});


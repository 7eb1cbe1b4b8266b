/**
 * `node --import tsx tools/storybook-smoke.ts [dir]` (after `npm run build-storybook`): opens the built Storybook in Chromium,
 * the first story of every component and the stories that load chunks of their own (the NAV chart with its
 * stylesheet, the PDF preview dialog), and fails when one shows Storybook's error display, throws, or fails to load
 * a file. The stories themselves are rendered in jsdom by tests/screens/stories.test.tsx; this checks the build
 * designers open: a build plugin can break every story of storybook-static while the build itself succeeds.
 * The drawn charts, which jsdom cannot lay out, are checked here: the first chart of Machines/Charts must be drawn,
 * and one flow page (FLOW_PAGE) must draw its chart and, on a click on a state, show that state's screen beside it.
 * The other Flows/* pages are the same component over another chart; they are not opened, to keep CI's time.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Response } from 'playwright-core';
import { serveDir } from '../build/serve-dir.ts';

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '..');
const DIR = resolve(ROOT, process.argv[2] ?? 'storybook-static');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Stories that load a chunk of their own after the first render. */
const LAZY_STORIES = ['client-assets-funddetailscreen--nav-history', 'client-assets-funddetailscreen--materials-preview-en'];

/** The flow page opened, and the state clicked on it (a state with a screen story). */
const FLOW_PAGE = { id: 'flows-binding--binding', state: 'editing' };

/** The stories to open: the first of each component (title) but the flow pages, then the lazy ones. */
export function storiesToOpen(index: { entries: Record<string, { type: string; id: string; title: string }> }): string[] {
  const all = Object.values(index.entries).filter((e) => e.type === 'story');
  if (!all.some((s) => s.id === FLOW_PAGE.id)) throw new Error(`storybook smoke: no story ${FLOW_PAGE.id} (renamed? update FLOW_PAGE)`);
  const stories = all.filter((e) => !e.title.startsWith('Flows/'));
  const first = new Map<string, string>();
  for (const s of stories) if (!first.has(s.title)) first.set(s.title, s.id);
  const ids = new Set(stories.map((s) => s.id));
  const missing = LAZY_STORIES.filter((id) => !ids.has(id));
  if (missing.length) throw new Error(`storybook smoke: no story ${missing.join(', ')} (renamed? update LAZY_STORIES)`);
  return [...new Set([...first.values(), ...LAZY_STORIES])];
}

/** Opens the flow page, clicks its state and waits for that state's screen story in the frame beside the chart. */
async function flowPage(page: import('playwright-core').Page, base: string): Promise<string[]> {
  const problems: string[] = [];
  const onError = (err: Error) => problems.push(`threw: ${err.message}`);
  page.on('pageerror', onError);
  try {
    await page.goto(`${base}/iframe.html?id=${FLOW_PAGE.id}&viewMode=story`);
    await page.locator(`[data-flow-state="${FLOW_PAGE.state}"]`).click({ timeout: 20_000 });
    const screen = page.frameLocator('iframe').locator('body.sb-show-main');
    await screen.waitFor({ timeout: 20_000 });
    if (!(await screen.locator('#storybook-root').textContent())?.trim()) problems.push(`the screen of ${FLOW_PAGE.state} is empty`);
  } catch (error) {
    problems.push(`no screen beside the chart after a click on ${FLOW_PAGE.state}: ${(error as Error).message.split('\n')[0]}`);
  } finally {
    page.off('pageerror', onError);
  }
  return problems;
}

async function main() {
  const ids = storiesToOpen(JSON.parse(readFileSync(join(DIR, 'index.json'), 'utf8')));
  const server = await serveDir(DIR);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  const failures: string[] = [];
  const started = Date.now();
  const flow = { seconds: 0 };
  try {
    const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
    for (const id of ids) {
      const problems: string[] = [];
      const onError = (err: Error) => problems.push(`threw: ${err.message}`);
      const onResponse = (r: Response) => r.status() >= 400 && problems.push(`${r.status()} ${new URL(r.url()).pathname}`);
      page.on('pageerror', onError);
      page.on('response', onResponse);
      await page.goto(`${base}/iframe.html?id=${id}&viewMode=story`);
      // Storybook marks the body: sb-show-main (rendered), sb-show-errordisplay (the story failed).
      const shown = await page
        .waitForFunction(() => ['sb-show-main', 'sb-show-errordisplay', 'sb-show-nopreview'].find((c) => globalThis.document.body.classList.contains(c)), null, { timeout: 20_000 })
        .then((h) => h.jsonValue())
        .catch(() => 'nothing after 20 s');
      // A lazy chunk (the chart, the dialog) arrives after the first render.
      if (LAZY_STORIES.includes(id)) await page.waitForLoadState('networkidle');
      // A machine chart is drawn after the first render too (Mermaid is a chunk of its own).
      if (shown === 'sb-show-main' && id.startsWith('machines-charts--')) {
        await page.waitForSelector('.flow-chart[data-drawn="true"] svg', { timeout: 20_000 }).catch(() => problems.push('chart not drawn after 20 s'));
      }
      if (shown !== 'sb-show-main') {
        const message = (await page.locator('#error-message, .sb-errordisplay').first().textContent().catch(() => '')) ?? '';
        problems.push(`${shown}: ${message.trim().split('\n')[0]}`);
      }
      page.off('pageerror', onError);
      page.off('response', onResponse);
      if (problems.length) failures.push(`${id}: ${problems.slice(0, 4).join('; ')}${problems.length > 4 ? ` (+${problems.length - 4} more)` : ''}`);
    }
    const flowStarted = Date.now();
    failures.push(...(await flowPage(page, base)).map((problem) => `${FLOW_PAGE.id}: ${problem}`));
    flow.seconds = (Date.now() - flowStarted) / 1000;
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`storybook smoke: ${ids.length} stories and a flow page (${flow.seconds.toFixed(1)} s) opened in ${((Date.now() - started) / 1000).toFixed(1)} s${failures.length ? `, ${failures.length} failed` : ', all rendered'}`);
  for (const f of failures) console.error(`  ${f}`);
  if (failures.length) process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();

/**
 * Real throttling, not Lighthouse's simulation: loads client pages in Chromium with the network and CPU of
 * Lighthouse's mobile preset applied by the browser itself (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up,
 * 4x CPU slowdown), cold cache, logged in as the investor, and prints the median largest contentful paint, first
 * contentful paint and number of API calls of N loads per page, and the element that was the largest paint. With
 * COMPARE_DIST=/path the build there is measured too, load by load beside this one (the host's speed drifts), so
 * two builds can be compared on the same run.
 *
 * Lighthouse's simulated figures model the requests of one load and replay them on a modelled network; a change
 * that moves when requests start (calls made while the scripts download) can look different there than in a
 * browser that really waits for each round trip. This measures the latter.
 *
 *   node --import tsx tools/bench/throttled-lcp.ts [path …]        (default /myAssets and the product detail; RUNS=5)
 *
 * Over HTTPS with HTTP/2, as `npm run lighthouse`; LIGHTHOUSE_TLS=0 for plain HTTP/1.1. The browser's throttling
 * delays each request by the round trip, whatever the protocol, so this shows less of HTTP/2's gain than Lantern.
 */
import { chromium } from 'playwright-core';
import { LIGHTHOUSE_TLS } from './lighthouse-run.ts';
import { login, sessionInitScript, signedInCookie, startServer, table } from './server.ts';

const RUNS = Number(process.env.RUNS ?? 5);
const PATHS = process.argv.slice(2).length ? process.argv.slice(2) : ['/myAssets', '/myAssetsDetail?fundCode=HL001'];
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

// Over HTTPS (HTTP/2) as `npm run lighthouse`, unless LIGHTHOUSE_TLS=0 (plain HTTP/1.1).
const builds = [{ label: 'this build', server: await startServer({ tls: LIGHTHOUSE_TLS }) }];
if (process.env.COMPARE_DIST) builds.push({ label: 'compared', server: await startServer({ distDir: process.env.COMPARE_DIST, tls: LIGHTHOUSE_TLS }) });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium' });

/** The page's largest paint as its observer saw it, kept on the measured page. */
type Painted = typeof globalThis & { __paints: { lcp: number; element: string } };
/** A largest-contentful-paint entry: its element. */
type LcpEntry = PerformanceEntry & { element?: Element | null };

async function loadOnce(baseUrl: string, path: string): Promise<{ lcp: number; element: string; fcp: number; api: number }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(sessionInitScript(await login(baseUrl, 'investor@demo.test')));
    await context.addCookies([signedInCookie(baseUrl)]);
    await page.addInitScript(() => {
      const paints = ((globalThis as Painted).__paints = { lcp: 0, element: '' });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as LcpEntry[]) {
          paints.lcp = e.startTime;
          // Lighthouse 12's own "LCP element" audit fails on this Chromium's traces: name it here.
          const text = (e.element?.textContent ?? '').trim().replace(/\s+/g, ' ');
          paints.element = e.element ? `${e.element.tagName.toLowerCase()} "${text.length > 32 ? `${text.slice(0, 31)}…` : text}"` : '';
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(baseUrl + path, { waitUntil: 'networkidle', timeout: 60_000 });
    // The network goes quiet while the scripts still run (4x CPU, a slow host): the page's own heading says it has
    // rendered; a frame painted from the HTML (build/prerender.ts) has none.
    await page.locator('main h1, main h2').first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(500);
    return await page.evaluate(() => ({
      lcp: (globalThis as Painted).__paints.lcp,
      element: (globalThis as Painted).__paints.element,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      api: performance.getEntriesByType('resource').filter((r) => r.name.includes('/api/')).length,
    }));
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows: (string | number)[][] = [];
try {
  for (const path of PATHS) {
    const runs = builds.map((): Awaited<ReturnType<typeof loadOnce>>[] => []);
    for (let i = 0; i < RUNS; i++) {
      for (const [b, build] of builds.entries()) runs[b].push(await loadOnce(build.server.baseUrl, path));
    }
    for (const [b, build] of builds.entries()) {
      const elements = [...new Set(runs[b].map((r) => r.element))].join(' / ');
      rows.push([path, build.label, Math.round(median(runs[b].map((r) => r.fcp))), Math.round(median(runs[b].map((r) => r.lcp))), median(runs[b].map((r) => r.api)), runs[b].map((r) => Math.round(r.lcp)).join(' '), elements]);
    }
  }
} finally {
  await browser.close();
  for (const b of builds) await b.server.stop();
}
console.log(`\nChromium with real throttling (150 ms RTT, 1.6 Mbit/s, 4x CPU), cold cache, median of ${RUNS}:`);
console.log(table(['page', 'build', 'FCP ms', 'LCP ms', 'API calls', 'LCP of each load', 'LCP element'], rows));

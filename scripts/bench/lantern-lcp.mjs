/**
 * Why Lighthouse's LCP is what it is (issue 7): runs Lighthouse once per path (mobile preset, simulated throttling,
 * as `npm run lighthouse`) and prints Lantern's own simulation of the largest paint, both of the graphs whose
 * average is the metric: every request and main-thread task it kept, when it started and ended on the simulated
 * phone, and its bytes on the wire. Lantern keeps every request that ended before the largest paint of the real
 * (unthrottled) load, with its dependencies, so this says which bytes and tasks the figure is made of.
 *
 *   node scripts/bench/lantern-lcp.mjs [path …]     (default /myAssets; client-area paths get the investor's session)
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { Simulator } from '@paulirish/trace_engine/models/trace/lantern/simulation/Simulator.js';
import { login, sessionInitScript, signedInCookie, startServer, table } from './server.mjs';

process.env.LANTERN_DEBUG = '1';
const PATHS = process.argv.slice(2).length ? process.argv.slice(2) : ['/myAssets'];
const PUBLIC = new Set(['/', '/login', '/careers', '/about', '/news']);
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const server = await startServer();
try {
  for (const path of PATHS) {
    const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
    let lhr;
    try {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
      const page = await browser.newPage();
      if (!PUBLIC.has(path.split('?')[0])) {
        await page.evaluateOnNewDocument(sessionInitScript(await login(server.baseUrl, 'investor@demo.test')));
        await page.setCookie(signedInCookie(server.baseUrl));
      }
      const result = await lighthouse(server.baseUrl + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, undefined, page);
      await browser.disconnect();
      lhr = result?.lhr;
    } finally {
      await chrome.kill();
    }
    if (!lhr) throw new Error(`lighthouse returned nothing for ${path}`);
    const a = lhr.audits;
    console.log(`\n${path}: score ${Math.round(lhr.categories.performance.score * 100)}, FCP ${Math.round(a['first-contentful-paint'].numericValue)} ms, LCP ${Math.round(a['largest-contentful-paint'].numericValue)} ms, TBT ${Math.round(a['total-blocking-time'].numericValue)} ms`);
    for (const label of ['optimisticLargestContentfulPaint', 'pessimisticLargestContentfulPaint']) {
      const timings = Simulator.allNodeTimings.get(label);
      if (!timings) continue;
      const rows = [];
      let bytes = 0;
      let cpu = 0;
      for (const [node, t] of timings) {
        if (node.type === 'network') {
          bytes += node.request.transferSize;
          const url = node.request.url.replace(server.baseUrl, '');
          rows.push([Math.round(t.startTime), Math.round(t.endTime), 'net', node.request.priority, (node.request.transferSize / 1024).toFixed(1), url.length > 60 ? `${url.slice(0, 59)}…` : url]);
        } else {
          cpu += t.endTime - t.startTime;
          const scripts = node.getEvaluateScriptURLs ? [...node.getEvaluateScriptURLs()].map((u) => u.replace(server.baseUrl, '').replace(/^\/assets\//, '')) : [];
          const kind = node.didPerformLayout() ? 'layout' : scripts.length ? `eval ${scripts.join(' ')}` : node.childEvents.some((e) => e.name === 'Paint') ? 'paint' : 'task';
          rows.push([Math.round(t.startTime), Math.round(t.endTime), 'cpu', '', '', kind.length > 60 ? `${kind.slice(0, 59)}…` : kind]);
        }
      }
      rows.sort((x, y) => x[1] - y[1]);
      const end = Math.max(...rows.map((r) => r[1]));
      console.log(`\n${label}: ends at ${Math.round(end)} ms; ${(bytes / 1024).toFixed(1)} KB on the wire, ${Math.round(cpu)} ms of main thread`);
      console.log(table(['start', 'end', 'kind', 'priority', 'KB', 'what'], rows));
    }
  }
} finally {
  await server.stop();
}

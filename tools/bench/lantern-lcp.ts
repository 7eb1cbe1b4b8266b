/**
 * Why Lighthouse's LCP is what it is: runs Lighthouse once per path (mobile preset, simulated throttling,
 * as `npm run lighthouse`) and prints Lantern's own simulation of the largest paint, both of the graphs whose
 * average is the metric: every request and main-thread task it kept, when it started and ended on the simulated
 * phone, and its bytes on the wire. Lantern keeps every request that ended before the largest paint of the real
 * (unthrottled) load, with its dependencies, so this says which bytes and tasks the figure is made of.
 *
 *   node --import tsx tools/bench/lantern-lcp.ts [path …]     (default /myAssets; the build's client pages get the investor's session)
 *
 * Over HTTPS with HTTP/2 as `npm run lighthouse` (LIGHTHOUSE_TLS=0: plain HTTP/1.1). Lantern models the two apart:
 * on HTTP/1.1 six connections share the bandwidth evenly, also while a request waits for its first byte; on HTTP/2
 * one warm connection takes the requests one after another at the full bandwidth.
 */
import { Simulator } from '@paulirish/trace_engine/models/trace/lantern/simulation/Simulator.js';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LIGHTHOUSE_TLS, lighthouseRun } from './lighthouse-run.ts';
import { ROOT, startServer, table } from './server.ts';

process.env.LANTERN_DEBUG = '1';
const PATHS = process.argv.slice(2).length ? process.argv.slice(2) : ['/myAssets'];
// The client pages of the build being measured (build/prerender.ts writes their list): they get the investor.
const clientPagesFile = resolve(ROOT, process.env.DIST_DIR || 'dist', 'prerender', 'client-pages.json');
const CLIENT_PAGES = new Set(existsSync(clientPagesFile) ? JSON.parse(readFileSync(clientPagesFile, 'utf8')) : []);

const server = await startServer({ tls: LIGHTHOUSE_TLS });
try {
  for (const path of PATHS) {
    const investor = CLIENT_PAGES.has(path.split('?')[0]) ? 'investor@demo.test' : undefined;
    const { lhr } = await lighthouseRun(server.baseUrl, path, investor);
    const a = (id: string) => Math.round(lhr.audits[id].numericValue ?? 0);
    console.log(`\n${path}: score ${Math.round((lhr.categories.performance.score ?? 0) * 100)}, FCP ${a('first-contentful-paint')} ms, LCP ${a('largest-contentful-paint')} ms, TBT ${a('total-blocking-time')} ms`);
    for (const label of ['optimisticLargestContentfulPaint', 'pessimisticLargestContentfulPaint']) {
      const timings = Simulator.allNodeTimings.get(label);
      if (!timings) continue;
      const rows: [number, number, string, string, string, string][] = [];
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

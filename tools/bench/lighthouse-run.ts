/**
 * One Lighthouse run (12.2.3, mobile preset, simulated throttling, performance only) of a page served by our server,
 * in Debian's Chromium; `as` logs that persona in first (its session put where the SPA keeps it, and the signed-in
 * cookie, so the server sends the client frame). Shared by `npm run lighthouse` and `tools/bench/lantern-lcp.ts`.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { login, sessionInitScript, signedInCookie } from './server.ts';

/**
 * Our pages are measured as a browser reaches them in production: over HTTPS, where Chromium speaks HTTP/2 (the
 * server sends HSTS: it is never meant to be reached over plain HTTP). The server serves that with a certificate made
 * for the run (startServer's `tls`); Chromium is told to accept it. LIGHTHOUSE_TLS=0: plain HTTP/1.1, as the
 * development server. The floor page (tools/bench/floor-page.ts) is served the same way, so it is measured as our
 * pages are.
 */
export const LIGHTHOUSE_TLS = process.env.LIGHTHOUSE_TLS !== '0';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--ignore-certificate-errors'];
// --ignore-certificate-errors: the run's own certificate (LIGHTHOUSE_TLS); it changes nothing over plain HTTP.

/** What every run asks of Lighthouse. */
const FLAGS = { output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance'], disableFullPageScreenshot: true };

/** Lighthouse's result (`lhr`) for baseUrl + path. */
export async function lighthouseRun(baseUrl: string, path: string, as?: string) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();
    if (as) {
      await page.evaluateOnNewDocument(sessionInitScript(await login(baseUrl, as)));
      await page.setCookie(signedInCookie(baseUrl));
    }
    const result = await lighthouse(baseUrl + path, { port: chrome.port, ...FLAGS }, undefined, page);
    await browser.disconnect();
    if (!result) throw new Error(`lighthouse returned nothing for ${path}`);
    return { lhr: result.lhr };
  } finally {
    await chrome.kill();
  }
}

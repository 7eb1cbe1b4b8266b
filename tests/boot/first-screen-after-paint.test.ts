/**
 * On a first-visit copy the browser paints what the server sent before the app's scripts start
 * downloading (build/prerender.ts rewrites the copy's tags; the first-screen script starts them after a frame).
 * Every other page starts its scripts as the HTML arrives.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEntryAfterPaint, startScriptsAfterPaint, withPreloads } from '../../build/prerender-scripts.ts';
import { startEntryAfterFirstPaint } from '../../src/boot/start-entry';
import { firstScreenBuild } from '../support/first-screen';

const { script, html, frames: pageFiles } = await firstScreenBuild();
const loaderTag = /<script async src="(\/assets\/first-screen-[^"]+\.js)"><\/script>/.exec(html)!;

const preloads = () => [...document.head.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href'));
const moduleScripts = () => [...document.head.querySelectorAll('script[type=module]')].map((s) => s.getAttribute('src'));

/** Runs the first-screen script as if from a tag with these attributes. */
function runFrom(attributes: Record<string, string>) {
  const tag = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) tag.setAttribute(name, value);
  Object.defineProperty(document, 'currentScript', { value: tag, configurable: true });
  new Function(script)();
}

let frames: FrameRequestCallback[];
beforeEach(() => {
  frames = [];
  vi.useFakeTimers();
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  window.history.replaceState(null, '', '/login');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  document.head.innerHTML = '';
});

describe('the build writes the copy so its scripts start after its first paint', () => {
  it('the entry and its preloads leave the page; the first-screen script is told the entry', () => {
    expect(html).toContain('<script type="module" crossorigin src="/assets/index.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/runtime.js">');
    const copy = startScriptsAfterPaint(html);
    expect(copy).not.toMatch(/type="module"|modulepreload/);
    expect(copy).toContain(`<script async src="${loaderTag[1]}" data-entry="/assets/index.js"></script>`);
  });

  it('fails the build rather than write a copy that would never start the app', () => {
    expect(() => startScriptsAfterPaint('<head></head>')).toThrow(/no entry script/);
    expect(() => startEntryAfterPaint('<head></head>', '/assets/early.js')).toThrow(/no entry script/);
    expect(() => withPreloads('<head></head>', ['/assets/a.js'])).toThrow(/no early script/);
  });

  it('the client frame fetches the entry at once; its early script, not the first-screen script, runs it', () => {
    const frame = startEntryAfterPaint(html, '/assets/early.js');
    expect(frame).not.toContain('type="module"');
    expect(frame).not.toContain('first-screen');
    expect(frame).toContain('<link rel="modulepreload" crossorigin href="/assets/index.js">');
    expect(frame).toContain('<link rel="modulepreload" crossorigin href="/assets/runtime.js">');
    expect(frame).toContain('<script async data-early data-entry="/assets/index.js" fetchpriority="high" src="/assets/early.js"></script>');
  });

  it("each client page's frame names the page's catalogs and chunks, before the entry, so they are asked for with the HTML", () => {
    expect(pageFiles.en['/myAssets']).toEqual(['/assets/en.js', '/assets/en-client.js', '/assets/client.js', '/assets/my-assets.js']);
    expect(pageFiles['zh-CN']['/myAssets']).toEqual(['/assets/zh.js', '/assets/zh-client.js', '/assets/client.js', '/assets/my-assets.js']);
    // A public page has no client-area catalog.
    expect(pageFiles.en['/login']).toEqual(['/assets/en.js', '/assets/login.js']);
    const frame = withPreloads(startEntryAfterPaint(html, '/assets/early.js'), pageFiles.en['/myAssets']);
    const order = [...frame.matchAll(/(?:href|src)="([^"]+)"/g)].map((m) => m[1]);
    expect(order).toEqual(['/assets/early.js', '/assets/en.js', '/assets/en-client.js', '/assets/client.js', '/assets/my-assets.js', '/assets/runtime.js', '/assets/index.js']);
  });
});

describe("the client frame's early script starts the entry", () => {
  it('after the first frame, in a task of its own, with the preloads\' request mode', () => {
    const tag = document.createElement('script');
    tag.setAttribute('data-entry', '/assets/index.js');
    startEntryAfterFirstPaint(tag, document, (callback) => void frames.push(callback));
    expect(moduleScripts()).toEqual([]);
    frames[0](0);
    expect(moduleScripts()).toEqual([]);
    vi.runAllTimers();
    expect(moduleScripts()).toEqual(['/assets/index.js']);
    expect(document.head.querySelector('script[type=module]')!.getAttribute('crossorigin')).toBe('');
  });

  it('at once in a hidden tab, and not at all from a tag that names no entry', () => {
    startEntryAfterFirstPaint(document.createElement('script'), document, (callback) => void frames.push(callback));
    expect(moduleScripts()).toEqual([]);
    expect(frames).toHaveLength(0);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    const tag = document.createElement('script');
    tag.setAttribute('data-entry', '/assets/index.js');
    startEntryAfterFirstPaint(tag, document, (callback) => void frames.push(callback));
    expect(moduleScripts()).toEqual(['/assets/index.js']);
    expect(frames).toHaveLength(0);
  });
});

describe('the first-screen script', () => {
  it('on a copy, starts nothing before the first frame, then the entry, its import, the route and the catalog', () => {
    runFrom({ async: '', 'data-entry': '/assets/index.js' });
    vi.runAllTimers();
    expect(preloads()).toEqual([]);
    expect(moduleScripts()).toEqual([]);
    expect(frames).toHaveLength(1);

    frames[0](0);
    // Still the frame's own task: the paint comes first.
    expect(moduleScripts()).toEqual([]);
    vi.runAllTimers();
    expect(preloads()).toEqual(expect.arrayContaining(['/assets/runtime.js', '/assets/login.js']));
    expect(preloads().filter((h) => h === '/assets/zh.js' || h === '/assets/en.js')).toHaveLength(1);
    expect(moduleScripts()).toEqual(['/assets/index.js']);
    const entry = document.head.querySelector<HTMLScriptElement>('script[type=module]')!;
    // The same request mode as the preloads, so the preloaded responses are used.
    expect(entry.getAttribute('crossorigin')).toBe('');
  });

  it('in a hidden tab (no frame would come), starts the entry at once', () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    runFrom({ async: '', 'data-entry': '/assets/index.js' });
    expect(moduleScripts()).toEqual(['/assets/index.js']);
    expect(frames).toHaveLength(0);
  });

  it("leaves the client area to its frame: on a client page it preloads the catalog only", () => {
    window.history.replaceState(null, '', '/myAssets');
    runFrom({ async: '' });
    expect(preloads().filter((h) => !/\/assets\/(zh|en)\.js$/.test(h!))).toEqual([]);
    expect(preloads()).toHaveLength(1);
  });

  it('on every other page, preloads the first screen at once and leaves the entry to its own tag', () => {
    runFrom({ async: '' });
    expect(preloads()).toContain('/assets/login.js');
    expect(preloads()).not.toContain('/assets/runtime.js');
    expect(moduleScripts()).toEqual([]);
    expect(frames).toHaveLength(0);
  });
});

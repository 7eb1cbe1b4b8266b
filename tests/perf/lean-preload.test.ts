import { afterEach, describe, expect, it, vi } from 'vitest';
import { leanPreloadHelper, PRELOAD_HELPER_ID, preloadHelperCode } from '../../scripts/vite/lean-preload';

type Preload = (load: () => Promise<unknown>, deps?: string[]) => Promise<unknown>;

/** The helper's module as the build gets it, loaded fresh (its cache of stylesheets starts empty). */
function helper(base = '/'): Preload {
  const code = preloadHelperCode(base);
  expect(code).toContain('export const __vitePreload =');
  // The module's one export, returned from a function body (jsdom's document is the page).
  return new Function(`${code.replace('export const __vitePreload =', 'const __vitePreload =')}\nreturn __vitePreload;`)() as Preload;
}

const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')];

afterEach(() => document.head.replaceChildren());

describe('the lean preload helper (Vite’s own, ~1 KB gzip, stays out of every entry chunk)', () => {
  it('stands in for Vite’s helper module only, in builds', () => {
    const plugin = leanPreloadHelper();
    const load = plugin.load as (id: string) => string | undefined;
    expect(plugin.apply).toBe('build');
    expect(load.call(undefined, 'src/main.tsx')).toBeUndefined();
    expect(load.call(undefined, PRELOAD_HELPER_ID)).toBe(preloadHelperCode('/'));
  });

  it('leaves Vite’s own helper where module preloading is on (Storybook’s build lists JS chunks there)', () => {
    const resolved = (modulePreload: unknown) => {
      const plugin = leanPreloadHelper();
      (plugin.configResolved as (c: unknown) => void)({ base: '/sb/', build: { modulePreload } });
      return (plugin.load as (id: string) => string | undefined).call(undefined, PRELOAD_HELPER_ID);
    };
    expect(resolved(false)).toBe(preloadHelperCode('/sb/'));
    expect(resolved({ polyfill: true })).toBeUndefined();
  });

  it('loads a chunk with no stylesheets at once, adding nothing to the page', async () => {
    const preload = helper();
    const chunk = { default: 'chunk' };
    await expect(preload(() => Promise.resolve(chunk), [])).resolves.toBe(chunk);
    await expect(preload(() => Promise.resolve(chunk))).resolves.toBe(chunk);
    expect(links()).toHaveLength(0);
  });

  it('loads a chart’s stylesheet (under the base) before its chunk, and each stylesheet once', async () => {
    const preload = helper('/portal/');
    const load = vi.fn(() => Promise.resolve('chart'));
    const first = preload(load, ['assets/uplot-chart-x.css']);
    const second = preload(load, ['assets/uplot-chart-x.css']);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    expect(links().map((l) => l.getAttribute('href'))).toEqual(['/portal/assets/uplot-chart-x.css']);
    links()[0].dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe('chart');
    await expect(second).resolves.toBe('chart');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('rejects the import when the stylesheet fails, and tries it again on the next import', async () => {
    const preload = helper();
    const load = vi.fn(() => Promise.resolve('chart'));
    const failed = preload(load, ['assets/c.css']);
    links()[0].dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('/assets/c.css');
    expect(load).not.toHaveBeenCalled();
    expect(links()).toHaveLength(0);
    const retried = preload(load, ['assets/c.css']);
    expect(links()).toHaveLength(1);
    links()[0].dispatchEvent(new Event('load'));
    await expect(retried).resolves.toBe('chart');
  });

  it('passes a failed chunk download on to the caller (the router’s error view)', async () => {
    const preload = helper();
    await expect(preload(() => Promise.reject(new Error('offline')), [])).rejects.toThrow('offline');
  });
});

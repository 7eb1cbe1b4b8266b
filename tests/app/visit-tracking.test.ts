/**
 * SPEC.md §2: every navigation requests the visit-tracking image. It waits for the browser's next idle
 * moment, so it never competes with the page's first paint, and still says when the navigation happened.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { trackVisit } from '../../src/app/navigator';
import { VISIT_BEACON_MAX_DELAY_MS } from '../../src/constants';

afterEach(() => vi.unstubAllGlobals());

it('requests the image once the browser is idle, with the navigation’s time', () => {
  const images: { src: string }[] = [];
  vi.stubGlobal('Image', function Image(this: { src: string }) {
    images.push(this);
  });
  const idle: { run: () => void; timeout?: number }[] = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) => idle.push({ run, timeout: options?.timeout }));
  const navigatedAt = Date.now();
  trackVisit('/myAssets', '/login');
  expect(images).toEqual([]);
  expect(idle).toHaveLength(1);
  expect(idle[0].timeout).toBe(VISIT_BEACON_MAX_DELAY_MS);
  idle[0].run();
  expect(images).toHaveLength(1);
  const url = new URL(images[0].src, 'http://portal.test');
  expect(url.pathname).toBe('/sstatic/sc.png');
  expect(url.searchParams.get('r')).toBe('/myAssets');
  expect(url.searchParams.get('s')).toBe('/login');
  expect(Number(url.searchParams.get('t'))).toBeGreaterThanOrEqual(navigatedAt);
});

/** The NAV history pages a server instance keeps: by key, shared while loading, bounded, failures not kept. */
import { describe, expect, it } from 'vitest';
import { NAV_PAGES_KEPT } from '../../src/constants.ts';
import { createNavPages, type NavPageKey } from '../../server/services/nav-pages.ts';

const key = (over: Partial<NavPageKey> = {}): NavPageKey => ({
  fundId: 1,
  revision: 7,
  startDate: '2016-10-30',
  endDate: '2026-10-30',
  limit: 100,
  offset: 0,
  ...over,
});

describe('NAV history pages kept by an instance', () => {
  it('answers a page from memory until its fund’s revision, range or page differs', async () => {
    const pages = createNavPages();
    let loads = 0;
    const load = async () => `page ${++loads}`;
    expect(await pages.get(key(), load)).toBe('page 1');
    expect(await pages.get(key(), load)).toBe('page 1');
    expect(await pages.get(key({ revision: 8 }), load)).toBe('page 2');
    expect(await pages.get(key({ offset: 100 }), load)).toBe('page 3');
    expect(await pages.get(key({ startDate: null }), load)).toBe('page 4');
    expect(await pages.get(key({ fundId: 2 }), load)).toBe('page 5');
    expect(loads).toBe(5);
  });

  it('runs one query for requests of the same page that arrive together', async () => {
    const pages = createNavPages();
    let loads = 0;
    let finish!: (page: string) => void;
    const load = () => {
      loads += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const both = Promise.all([pages.get(key(), load), pages.get(key(), load)]);
    finish('the page');
    expect(await both).toEqual(['the page', 'the page']);
    expect(loads).toBe(1);
  });

  it('does not keep a failed query: the next request asks the database again', async () => {
    const pages = createNavPages();
    await expect(pages.get(key(), () => Promise.reject(new Error('connection lost')))).rejects.toThrow('connection lost');
    expect(await pages.get(key(), async () => 'the page')).toBe('the page');
  });

  it(`keeps at most ${NAV_PAGES_KEPT} pages, dropping the least recently read`, async () => {
    const pages = createNavPages(3);
    let loads = 0;
    const load = async () => `page ${++loads}`;
    for (const offset of [0, 100, 200]) await pages.get(key({ offset }), load);
    await pages.get(key({ offset: 0 }), load); // read again: now the most recent
    await pages.get(key({ offset: 300 }), load); // drops offset 100
    expect(pages.size).toBe(3);
    expect(await pages.get(key({ offset: 0 }), load)).toBe('page 1');
    expect(await pages.get(key({ offset: 100 }), load)).toBe('page 5');
    expect(createNavPages().size).toBe(0);
  });
});

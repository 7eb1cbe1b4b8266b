/**
 * Built for every request, a NAV history page would be the costliest authenticated read of the bench: PostgreSQL
 * builds the JSON of 100 NAVs each time, although a fund's history changes once a business day and every investor
 * who holds the fund reads the same pages.
 *
 * Here an instance keeps the JSON text of the pages it has answered, by fund, NAV revision, range and page:
 * - the revision (funds.nav_revision) changes with every statement that inserts, deletes or changes the fund's NAVs,
 *   by whatever writes them (the database's triggers, migration 0006), and each request reads it in the query that
 *   checks the caller may see the fund: a changed history is answered afresh at once, a page is never stale;
 * - concurrent requests for one page share one query; a query that fails is not kept;
 * - at most NAV_PAGES_KEPT pages, the least recently used one dropped first (pages of old revisions age out so).
 */
import { NAV_PAGES_KEPT } from '../../src/constants.ts';
import { perDb } from '../db/prepared.ts';

export interface NavPageKey {
  fundId: number;
  revision: number;
  startDate: string | null;
  endDate: string | null;
  limit: number;
  offset: number;
}

export interface NavPages {
  /** The kept page of this key, or `load()`'s (kept once it has loaded, shared while it loads). */
  get(key: NavPageKey, load: () => Promise<string>): Promise<string>;
  readonly size: number;
}

export function createNavPages(max = NAV_PAGES_KEPT): NavPages {
  const kept = new Map<string, Promise<string>>();
  return {
    get(key, load) {
      const id = `${key.fundId}|${key.revision}|${key.startDate ?? ''}|${key.endDate ?? ''}|${key.limit}|${key.offset}`;
      const found = kept.get(id);
      if (found) {
        // Most recently used last: Map keeps insertion order, so the first key is the one to drop.
        kept.delete(id);
        kept.set(id, found);
        return found;
      }
      const page = load();
      kept.set(id, page);
      if (kept.size > max) kept.delete(kept.keys().next().value!);
      page.catch(() => {
        if (kept.get(id) === page) kept.delete(id);
      });
      return page;
    },
    get size() {
      return kept.size;
    },
  };
}

/** The kept pages of one database handle (a test server's own database keeps its own). */
export const navPages = perDb(() => createNavPages());

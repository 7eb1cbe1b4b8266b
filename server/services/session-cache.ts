/**
 * Every authenticated call looks its session up before its own query: from the database each time, a read that runs
 * one query would cost two round trips (half the requests per second of a bare one-query route, the bench's limit),
 * and a client page, which sends five calls at once with one token, would look the same session up five times.
 *
 * Here the session row found for a short token's hash is kept for SESSION_LOOKUP_CACHE_MS, on this instance:
 * - concurrent lookups of one hash share one query;
 * - every expiry (idle, absolute, the short token's own) is still judged on each call, against the current time;
 * - any change to the sessions table made through this instance forgets every kept row (`forgetSessions`, called
 *   after the change has committed), and a lookup that started before the change is not kept, so a logout, a
 *   rotation or a revocation is seen at once by this instance;
 * - another instance sharing the database sees it within SESSION_LOOKUP_CACHE_MS.
 * A hash that finds no row is not kept (nothing to gain: an invalid token is refused either way).
 */
import { SESSION_LOOKUP_CACHE_MS } from '../../src/constants.ts';
import type { Db } from '../db/client.ts';
import { perDb } from '../db/prepared.ts';
import type { SessionRow } from './sessions.ts';

/** Past this many kept rows, a new one first drops the expired ones (and all of them if none had expired). */
const MAX_KEPT = 10_000;

interface Kept {
  at: number;
  row: Promise<SessionRow | undefined>;
}

export interface SessionLookups {
  /** The kept row of this hash, or `load()`'s, kept while no change intervened. */
  find(hash: string, now: number, load: () => Promise<SessionRow | undefined>): Promise<SessionRow | undefined>;
  /** A row this instance has just written (its activity recorded), for the rest of its keeping time. */
  replace(hash: string, row: SessionRow): void;
  /** Forgets every kept row, and every lookup still on its way. */
  forget(): void;
}

export function createSessionLookups(ttlMs = SESSION_LOOKUP_CACHE_MS): SessionLookups {
  const kept = new Map<string, Kept>();
  let generation = 0;
  const fresh = (k: Kept, now: number) => now >= k.at && now - k.at < ttlMs;
  const drop = (hash: string, k: Kept) => {
    if (kept.get(hash) === k) kept.delete(hash);
  };
  function makeRoom(now: number) {
    if (kept.size < MAX_KEPT) return;
    for (const [hash, k] of kept) if (!fresh(k, now)) kept.delete(hash);
    if (kept.size >= MAX_KEPT) kept.clear();
  }
  return {
    find(hash, now, load) {
      const found = kept.get(hash);
      if (found && fresh(found, now)) return found.row;
      if (found) kept.delete(hash);
      makeRoom(now);
      const started = generation;
      const k: Kept = { at: now, row: load() };
      kept.set(hash, k);
      k.row.then(
        (row) => {
          if (!row || generation !== started) drop(hash, k);
        },
        () => drop(hash, k),
      );
      return k.row;
    },
    replace(hash, row) {
      const found = kept.get(hash);
      if (found) found.row = Promise.resolve(row);
    },
    forget() {
      generation += 1;
      kept.clear();
    },
  };
}

/** The kept lookups of one database handle (a test server's own database keeps its own). */
export const sessionLookups = perDb(() => createSessionLookups());

/** After a change to the sessions table has committed: the next lookups read the database again. */
export function forgetSessions(db: Db): void {
  sessionLookups(db).forget();
}

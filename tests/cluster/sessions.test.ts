/**
 * Sessions across instances: three instances behind HAProxy on one PostgreSQL database, every call through the
 * proxy (round-robin: consecutive calls land on different instances, which the X-Instance header shows).
 * - Parallel refreshes of one session, spread over the instances, answer one live pair (server/services/sessions.ts:
 *   the pair is derived from the presented refresh token and a nonce on the row, so every instance derives the same).
 * - A rotated refresh token shown after REFRESH_REUSE_GRACE_MS revokes the family, and a logout ends the session:
 *   the instance that wrote it refuses the session at once, every other one within SESSION_LOOKUP_CACHE_MS, the time
 *   an instance keeps a session it has looked up (server/services/session-cache.ts).
 * - An address of a video signed by one instance opens on the others (the cluster gives them one SIGNED_URL_KEY).
 * - The 20 minutes of inactivity count from the last request to any instance, and end the session on all of them.
 *   Every instance judges idleness from the session's row in the shared database (now − last_seen_at, moved forward
 *   by a request at most every SESSION_TOUCH_INTERVAL_MS), so the tests move that time back in the database, which
 *   is what minutes without a request leave there, instead of waiting for them; the short and refresh tokens stay
 *   fresh, as the SPA keeps them by renewing, so idleness alone decides.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { INACTIVITY_LIMIT_MS, REFRESH_REUSE_GRACE_MS, SESSION_LOOKUP_CACHE_MS, SESSION_TOUCH_INTERVAL_MS } from '../../src/constants.ts';
import { call, signedIn, startTestCluster, type Answer, type TestCluster } from './support.ts';

let c: TestCluster;
beforeAll(async () => {
  c = await startTestCluster();
});
afterAll(async () => {
  await c?.close();
});

interface TokenSet {
  token: string;
  refreshToken: string;
}

/** A read that every session may make: the account's settings. */
const read = (token: string) => call(c.url, 'GET', '/user/info/getAccountSettingInfo', { headers: { token } });
const getToken = (refreshToken: string) => call<{ token: string }>(c.url, 'GET', '/sys/users/token', { headers: { refreshToken } });
const getLongToken = (refreshToken: string) => call<TokenSet>(c.url, 'GET', '/sys/users/refreshToken', { headers: { refreshToken } });

/** One call on each instance in turn (round-robin), all answered 1000: each instance has now looked the session up. */
async function readOnEveryInstance(token: string): Promise<void> {
  const reads: Answer[] = [];
  for (let i = 0; i < c.cluster.instances.length; i++) reads.push(await read(token));
  expect(reads.map((r) => r.code)).toEqual(reads.map(() => 1000));
  expect(new Set(reads.map((r) => r.instance)).size).toBe(c.cluster.instances.length);
}

/**
 * After `ended` (the answer that revoked the session), reads with `token` through the proxy until every instance has
 * answered one sent more than SESSION_LOOKUP_CACHE_MS after it. The instance that wrote the revocation refuses at once;
 * any instance may still serve the session it looked up before, but never a read sent past the window.
 * Returns how long each instance went on serving it.
 */
async function refusedEverywhere(token: string, ended: Answer): Promise<Record<string, number>> {
  const served: Record<string, number> = {};
  const settled = new Set<string>();
  const answers: Answer[] = [];
  while (settled.size < c.cluster.instances.length) {
    const r = await read(token);
    answers.push(r);
    const after = r.sentAt - ended.answeredAt;
    if (r.code === 1000) served[r.instance] = Math.max(served[r.instance] ?? 0, after);
    else expect(r.code).toBe(3010);
    if (r.instance === ended.instance) expect(r.code, 'the instance that revoked the session refuses it at once').toBe(3010);
    if (after > SESSION_LOOKUP_CACHE_MS) {
      expect(r.code, `${r.instance}, ${Math.round(after)} ms after the revocation`).toBe(3010);
      settled.add(r.instance);
    }
    expect(answers.length).toBeLessThan(10_000);
  }
  return served;
}

it('five parallel getLongToken calls of one session, over the three instances, answer one pair that every instance serves', async () => {
  const session = await signedIn(c.url, 'investor@demo.test');
  const rotations = await Promise.all(Array.from({ length: 5 }, () => getLongToken(session.refreshToken)));
  expect(rotations.map((r) => r.code)).toEqual([1000, 1000, 1000, 1000, 1000]);
  expect(new Set(rotations.map((r) => r.instance)).size).toBe(3);
  expect(new Set(rotations.map((r) => r.data.token)).size).toBe(1);
  expect(new Set(rotations.map((r) => r.data.refreshToken)).size).toBe(1);
  const pair = rotations[0].data;
  expect(pair.refreshToken).not.toBe(session.refreshToken);
  await readOnEveryInstance(pair.token);
  // The pair's refresh token rotates on as the only live generation of the family.
  const next = await getLongToken(pair.refreshToken);
  expect(next.code).toBe(1000);
  await readOnEveryInstance(next.data.token);
});

it('five parallel getToken calls of one session, over the three instances, answer one short token', async () => {
  const session = await signedIn(c.url, 'institution@demo.test');
  const renewals = await Promise.all(Array.from({ length: 5 }, () => getToken(session.refreshToken)));
  expect(renewals.map((r) => r.code)).toEqual([1000, 1000, 1000, 1000, 1000]);
  expect(new Set(renewals.map((r) => r.instance)).size).toBe(3);
  expect(new Set(renewals.map((r) => r.data.token)).size).toBe(1);
  await readOnEveryInstance(renewals[0].data.token);
});

it(`a rotated refresh token shown ${REFRESH_REUSE_GRACE_MS / 1000} s later revokes the family on every instance within ${SESSION_LOOKUP_CACHE_MS} ms`, async () => {
  const session = await signedIn(c.url, 'partner@demo.test');
  const rotated = await getLongToken(session.refreshToken);
  expect(rotated.code).toBe(1000);
  // The server judges the reuse by its own clock: wait until the grace window has passed since the rotation answered.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, rotated.answeredAt + REFRESH_REUSE_GRACE_MS + 100 - performance.now())));
  await readOnEveryInstance(rotated.data.token);
  const reuse = await getLongToken(session.refreshToken);
  expect(reuse.code).toBe(3010);
  const served = await refusedEverywhere(rotated.data.token, reuse);
  expect(Object.values(served).every((ms) => ms <= SESSION_LOOKUP_CACHE_MS)).toBe(true);
  // The new generation's refresh token is gone as well, on every instance.
  for (let i = 0; i < 3; i++) expect((await getToken(rotated.data.refreshToken)).code).toBe(3010);
});

it(`a logout is seen at once by the instance that wrote it and within ${SESSION_LOOKUP_CACHE_MS} ms by every other`, async () => {
  const session = await signedIn(c.url, 'multi@demo.test');
  await readOnEveryInstance(session.token);
  const logout = await call(c.url, 'GET', '/sys/users/logout', { headers: { token: session.token } });
  expect(logout.code).toBe(1000);
  const served = await refusedEverywhere(session.token, logout);
  expect(Object.values(served).every((ms) => ms <= SESSION_LOOKUP_CACHE_MS)).toBe(true);
  for (let i = 0; i < 3; i++) expect((await getToken(session.refreshToken)).code).toBe(3010);
});

it('an address signed by one instance opens on every instance: they share SIGNED_URL_KEY', async () => {
  const play = await call<{ playUrl: string }>(c.url, 'GET', '/oss/vod/getPlayInfo?videoId=vid-brand-2026');
  expect(play.code).toBe(1000);
  const opened = [];
  for (let i = 0; i < 3; i++) {
    const res = await fetch(`${c.url}${play.data.playUrl}`, { headers: { range: 'bytes=0-99' }, signal: AbortSignal.timeout(60_000) });
    await res.arrayBuffer();
    opened.push({ status: res.status, instance: res.headers.get('x-instance') });
  }
  expect(opened.map((o) => o.status)).toEqual([206, 206, 206]);
  expect(new Set(opened.map((o) => o.instance)).size).toBe(3);
});

/** The session of a short token: its last activity as the database has it. */
async function lastActivity(token: string): Promise<Date> {
  const hash = createHash('sha256').update(token).digest('hex');
  const [row] = await c.query<{ last_seen_at: Date }>('select last_seen_at from sessions where access_hash = $1', [hash]);
  return row.last_seen_at;
}

/**
 * Moves the last activity of a short token's session `ms` back, as that long without a request would leave it, then
 * waits out SESSION_LOOKUP_CACHE_MS: an instance that looked the row up just before goes on using it for that long.
 */
async function idleFor(token: string, ms: number): Promise<void> {
  const hash = createHash('sha256').update(token).digest('hex');
  const moved = await c.query('update sessions set last_seen_at = last_seen_at - make_interval(secs => $2::double precision / 1000) where access_hash = $1 returning id', [hash, ms]);
  expect(moved).toHaveLength(1);
  await new Promise((resolve) => setTimeout(resolve, SESSION_LOOKUP_CACHE_MS + 100));
}

const minutes = (ms: number) => `${ms / 60_000} minutes`;

it(`a request to one instance after ${minutes(INACTIVITY_LIMIT_MS - 30_000)} idle keeps the session alive on every instance`, async () => {
  const session = await signedIn(c.url, 'investor@demo.test');
  await readOnEveryInstance(session.token);
  await idleFor(session.token, INACTIVITY_LIMIT_MS - 30_000);
  const active = await read(session.token);
  expect(active.code).toBe(1000);
  // The instance that answered recorded the request in the shared row...
  expect(Date.now() - (await lastActivity(session.token)).getTime()).toBeLessThan(SESSION_TOUCH_INTERVAL_MS);
  // ...so a minute later every instance counts a minute of idleness, not the twenty and a half since the one before.
  await idleFor(session.token, 60_000);
  await readOnEveryInstance(session.token);
});

it(`${minutes(INACTIVITY_LIMIT_MS)} without a request end the session on every instance, and its refresh token with it`, async () => {
  const session = await signedIn(c.url, 'institution@demo.test');
  await readOnEveryInstance(session.token);
  await idleFor(session.token, INACTIVITY_LIMIT_MS + 5_000);
  const reads: Answer[] = [];
  for (let i = 0; i < 3; i++) reads.push(await read(session.token));
  expect(reads.map((r) => r.code)).toEqual([3009, 3009, 3009]);
  expect(new Set(reads.map((r) => r.instance)).size).toBe(3);
  // Renewing the short token or rotating the pair does not bring it back, on any instance.
  const renewals: Answer[] = [];
  for (let i = 0; i < 3; i++) renewals.push(await getToken(session.refreshToken), await getLongToken(session.refreshToken));
  expect(renewals.map((r) => r.code)).toEqual(renewals.map(() => 3009));
  expect(new Set(renewals.map((r) => r.instance)).size).toBe(3);
  // The refusals are not activity: the session stays ended.
  expect(Date.now() - (await lastActivity(session.token)).getTime()).toBeGreaterThan(INACTIVITY_LIMIT_MS);
});

/** Token lifetimes, refresh, rotation with reuse detection, logout, idle and absolute expiry, all on a test clock. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_GRACE_MS,
  DEFAULT_ACCESS_TIMEOUT_MS,
  DEFAULT_REFRESH_LIFETIME_MS,
  INACTIVITY_LIMIT_MS,
  REFRESH_REUSE_GRACE_MS,
  SESSION_ABSOLUTE_LIFETIME_MS,
  SESSION_LOOKUP_CACHE_MS,
} from '../../src/constants.ts';
import { sql } from 'drizzle-orm';
import { sha256 } from '../../server/services/secrets.ts';
import { changingSessions, REFRESH_SHARE_MS, revokeSessions } from '../../server/services/sessions.ts';
import { call, createTestServer, getInfo, login, type S, type TestServer } from './support.ts';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(async () => {
  await s?.close();
});

const MIN = 60_000;
const investor = async () => (await login(s.app, 'investor@demo.test')).data;
const info = (d: { token: string; userId: string }, token = d.token) => getInfo(s.app, token, d.userId, 1);
const getToken = (refreshToken: string) =>
  call<S['ShortToken']>(s.app, 'GET', '/api/sys/users/token', { headers: { refreshToken } });
const getLongToken = (refreshToken: string) =>
  call<S['TokenSet']>(s.app, 'GET', '/api/sys/users/refreshToken', { headers: { refreshToken } });
const logout = (token: string) => call(s.app, 'GET', '/api/sys/users/logout', { headers: { token } });

it('the short token expires after accessimeout (3009); getToken gives a working one', async () => {
  const d = await investor();
  expect(d.accessimeout).toBe(DEFAULT_ACCESS_TIMEOUT_MS);
  expect(d.failureTime).toBe(DEFAULT_REFRESH_LIFETIME_MS);
  s.clock.advance(DEFAULT_ACCESS_TIMEOUT_MS - MIN);
  expect((await info(d)).code).toBe(1000);
  s.clock.advance(2 * MIN);
  const expired = await info(d);
  expect(expired.code).toBe(3009);
  expect(expired.data).toBeNull();

  const renewed = await getToken(d.refreshToken);
  expect(renewed.code).toBe(1000);
  expect(renewed.data.accessimeout).toBe(DEFAULT_ACCESS_TIMEOUT_MS);
  expect(renewed.data.failureTime).toBe(DEFAULT_REFRESH_LIFETIME_MS - DEFAULT_ACCESS_TIMEOUT_MS - MIN);
  expect((await info(d, renewed.data.token)).code).toBe(1000);
});

it('getLongToken rotates; reusing the old refresh token revokes the whole family (3010)', async () => {
  const d = await investor();
  const rotated = await getLongToken(d.refreshToken);
  expect(rotated.code).toBe(1000);
  expect(rotated.data.refreshToken).not.toBe(d.refreshToken);
  expect((await info(d, rotated.data.token)).code).toBe(1000);
  // The previous generation's short token dies with it, once requests already on their way have landed.
  s.clock.advance(ACCESS_TOKEN_GRACE_MS + 1);
  expect((await info(d)).code).toBe(3010);

  s.clock.advance(REFRESH_REUSE_GRACE_MS + 1);
  expect((await getLongToken(d.refreshToken)).code).toBe(3010);
  // Theft assumed: the new generation is gone too.
  expect((await info(d, rotated.data.token)).code).toBe(3010);
  expect((await getToken(rotated.data.refreshToken)).code).toBe(3010);
});

it('a request sent with the short token getToken just replaced is served, for a few seconds only', async () => {
  const d = await investor();
  const renewed = await getToken(d.refreshToken);
  expect(renewed.code).toBe(1000);
  // In flight while the refresh answered: the browser still sends the old token.
  s.clock.advance(ACCESS_TOKEN_GRACE_MS - 1000);
  expect((await info(d)).code).toBe(1000);
  expect((await info(d, renewed.data.token)).code).toBe(1000);
  s.clock.advance(2000);
  expect((await info(d)).code).toBe(3008);
  expect((await info(d, renewed.data.token)).code).toBe(1000);

  // Only the last replaced token: after a second renewal the first one is refused at once.
  const first = await getToken(d.refreshToken);
  s.clock.advance(REFRESH_SHARE_MS + 1);
  await getToken(d.refreshToken);
  expect((await info(d, first.data.token)).code).toBe(1000);
  expect((await info(d, renewed.data.token)).code).toBe(3008);
});

it('the replaced short token is refused after logout, and after a rotation it serves the new generation briefly', async () => {
  const d = await investor();
  const renewed = await getToken(d.refreshToken);
  expect((await logout(renewed.data.token)).code).toBe(1000);
  expect((await info(d)).code).toBe(3010);

  const e = await investor();
  const rotated = await getLongToken(e.refreshToken);
  // The old generation's token, still in flight: served as the session it now belongs to.
  expect((await info(e)).code).toBe(1000);
  expect((await logout(e.token)).code).toBe(1000);
  // That logout ended the new generation too.
  expect((await info(e, rotated.data.token)).code).toBe(3010);
});

it('five parallel getToken calls with one refresh token answer one short token, alive after every grace window', async () => {
  const d = await investor();
  s.clock.advance(MIN);
  const answers = await Promise.all(Array.from({ length: 5 }, () => getToken(d.refreshToken)));
  expect(answers.map((a) => a.code)).toEqual([1000, 1000, 1000, 1000, 1000]);
  const tokens = new Set(answers.map((a) => a.data.token));
  expect(tokens.size).toBe(1);
  // A sixth call a moment later (another tab) shares it too.
  s.clock.advance(REFRESH_SHARE_MS - 1);
  expect((await getToken(d.refreshToken)).data.token).toBe(answers[0].data.token);
  s.clock.advance(ACCESS_TOKEN_GRACE_MS);
  expect((await info(d, answers[0].data.token)).code).toBe(1000);
  // Past the shared moment a refresh is a new one again.
  const later = await getToken(d.refreshToken);
  expect(later.code).toBe(1000);
  expect(later.data.token).not.toBe(answers[0].data.token);
  expect((await info(d, later.data.token)).code).toBe(1000);
});

it('five parallel rotations with one refresh token answer one token pair, which stays alive', async () => {
  const d = await investor();
  const answers = await Promise.all(Array.from({ length: 5 }, () => getLongToken(d.refreshToken)));
  expect(answers.map((a) => a.code)).toEqual([1000, 1000, 1000, 1000, 1000]);
  expect(new Set(answers.map((a) => `${a.data.token} ${a.data.refreshToken}`)).size).toBe(1);
  const pair = answers[0].data;
  expect(pair.refreshToken).not.toBe(d.refreshToken);
  // A late racer within the shared moment gets the same pair.
  s.clock.advance(REFRESH_SHARE_MS - 1);
  expect((await getLongToken(d.refreshToken)).data).toEqual(pair);
  s.clock.advance(ACCESS_TOKEN_GRACE_MS);
  expect((await info(d, pair.token)).code).toBe(1000);
  expect((await getToken(pair.refreshToken)).code).toBe(1000);
  // The rotated refresh token shown after the grace window is theft: the family goes.
  s.clock.advance(REFRESH_REUSE_GRACE_MS);
  expect((await getLongToken(d.refreshToken)).code).toBe(3010);
  expect((await getToken(pair.refreshToken)).code).toBe(3010);
});

it('logout revokes the session: token and refresh token answer 3010 afterwards', async () => {
  const d = await investor();
  expect((await logout(d.token)).code).toBe(1000);
  expect((await info(d)).code).toBe(3010);
  expect((await getToken(d.refreshToken)).code).toBe(3010);
  expect((await logout(d.token)).code).toBe(3010);
});

it('tampered, unknown and missing tokens answer 3008', async () => {
  const d = await investor();
  const last = d.token.at(-1) === 'A' ? 'B' : 'A';
  expect((await info(d, d.token.slice(0, -1) + last)).code).toBe(3008);
  expect((await info(d, 'not-a-token')).code).toBe(3008);
  const missing = await call(s.app, 'GET', '/api/sys/users/getUserTokens');
  expect(missing.status).toBe(200);
  expect(missing.code).toBe(3008);
  expect((await getToken(d.token)).code).toBe(3008); // a short token is not a refresh token
});

it('a refresh token expires after failureTime, however active the session', async () => {
  const d = await investor();
  for (let round = 0; round < 3; round++) {
    s.clock.advance(9 * MIN);
    const renewed = await getToken(d.refreshToken);
    expect(renewed.code).toBe(1000);
    expect((await info(d, renewed.data.token)).code).toBe(1000);
  }
  s.clock.advance(DEFAULT_REFRESH_LIFETIME_MS - 27 * MIN + 1);
  expect((await getToken(d.refreshToken)).code).toBe(3009);
});

it(`idle for ${INACTIVITY_LIMIT_MS / MIN} minutes the session expires on the server, refresh token or not`, async () => {
  const active = await investor();
  const idle = await investor();
  s.clock.advance(15 * MIN);
  expect((await getToken(active.refreshToken)).code).toBe(1000);
  const activeToken = (await getToken(active.refreshToken)).data.token;
  expect((await info(active, activeToken)).code).toBe(1000);
  s.clock.advance(INACTIVITY_LIMIT_MS - 15 * MIN + 1);
  // The idle user's refresh token is only 20 minutes old (lifetime 30) but nobody used the session.
  expect((await getToken(idle.refreshToken)).code).toBe(3009);
  expect((await getToken(active.refreshToken)).code).toBe(1000);
});

it('a session ends after its absolute lifetime however often it is refreshed', async () => {
  const d = await investor();
  let refreshToken = d.refreshToken;
  for (let t = 0; t + 9 * MIN < SESSION_ABSOLUTE_LIFETIME_MS; t += 9 * MIN) {
    s.clock.advance(9 * MIN);
    const r = await getLongToken(refreshToken);
    expect(r.code).toBe(1000);
    refreshToken = r.data.refreshToken;
    expect((await info(d, r.data.token)).code).toBe(1000);
  }
  s.clock.advance(10 * MIN);
  expect((await getLongToken(refreshToken)).code).toBe(3009);
});

it('getUserTokens answers the tokens the caller already holds: no refresh token, no new generation', async () => {
  const victim = await investor();
  s.clock.advance(MIN);
  // Whoever holds only the short token (a thief) asks for the session's tokens.
  const r = await call<S['TokenSet']>(s.app, 'GET', '/api/sys/users/getUserTokens', { headers: { token: victim.token } });
  expect(r.code).toBe(1000);
  expect(r.data).toEqual({
    token: victim.token,
    refreshToken: '',
    failureTime: DEFAULT_REFRESH_LIFETIME_MS - MIN,
    accessimeout: DEFAULT_ACCESS_TIMEOUT_MS - MIN,
  });
  // The owner is not cut off: past every grace window the short token and the refresh token still work.
  s.clock.advance(Math.max(ACCESS_TOKEN_GRACE_MS, REFRESH_REUSE_GRACE_MS) + 1);
  expect((await info(victim)).code).toBe(1000);
  const live = await s.handle.db.execute(
    sql`select count(*)::int as n from sessions where revoked_at is null and family_id = (select family_id from sessions where access_hash = ${sha256(victim.token)})`,
  );
  expect((live as unknown as { rows: { n: number }[] }).rows[0].n).toBe(1);
  const renewed = await getToken(victim.refreshToken);
  expect(renewed.code).toBe(1000);
  // A replaced short token, still served for a moment, gets no token at all.
  const replaced = await call<S['TokenSet']>(s.app, 'GET', '/api/sys/users/getUserTokens', { headers: { token: victim.token } });
  expect(replaced.code).toBe(1000);
  expect(replaced.data).toMatchObject({ token: '', refreshToken: '' });
  expect((await getLongToken(victim.refreshToken)).code).toBe(1000);
});

it('a logout through this server is refused at once, though the token was looked up a moment before', async () => {
  const d = await investor();
  // Looked up and kept (server/services/session-cache.ts), several calls at once as a page sends them.
  const calls = await Promise.all([info(d), info(d), info(d)]);
  expect(calls.map((c) => c.code)).toEqual([1000, 1000, 1000]);
  expect((await logout(d.token)).code).toBe(1000);
  expect((await info(d)).code).toBe(3010);
});

it(`a revocation written by another server instance is seen within ${SESSION_LOOKUP_CACHE_MS} ms`, async () => {
  const d = await investor();
  expect((await info(d)).code).toBe(1000);
  // Another instance sharing the database revokes the session: this one is not told.
  await s.handle.db.execute(sql`update sessions set revoked_at = now(), revoked_reason = 'logout' where user_id = ${Number(d.userId)} and revoked_at is null`);
  s.clock.advance(SESSION_LOOKUP_CACHE_MS - 1);
  expect((await info(d)).code).toBe(1000);
  s.clock.advance(1);
  expect((await info(d)).code).toBe(3010);
});

it('a change to sessions that fails half-way still has this server read sessions again at once', async () => {
  const d = await investor();
  expect((await info(d)).code).toBe(1000);
  // Revoked elsewhere; then this instance's own write fails (a transaction rolled back, a lost connection).
  await s.handle.db.execute(sql`update sessions set revoked_at = now(), revoked_reason = 'logout' where user_id = ${Number(d.userId)} and revoked_at is null`);
  const failing = changingSessions(s.app.ctx.db, async () => {
    throw new Error('write failed');
  });
  await expect(failing).rejects.toThrow('write failed');
  expect((await info(d)).code).toBe(3010);
});

it('a revocation without a condition is refused and revokes nothing', async () => {
  const d = await investor();
  await expect(revokeSessions(s.app.ctx, undefined, 'logout')).rejects.toThrow(/no condition/);
  s.clock.advance(SESSION_LOOKUP_CACHE_MS);
  expect((await info(d)).code).toBe(1000);
});

/**
 * The login's limits hold across instances: three instances behind HAProxy on one PostgreSQL database, every request
 * through the proxy (round-robin, so consecutive requests land on different instances), loopback not exempt from the
 * per-address limits. The captcha after three wrong passwords, the hourly cap and the per-address limit are counted
 * in the database, under PostgreSQL locks: spreading the attempts over the instances gains nothing.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CAPTCHA_AFTER_FAILED_LOGINS, FAILED_LOGIN_WINDOW_MS, MAX_FAILED_LOGINS_PER_HOUR, RESULT_CODE } from '../../src/constants.ts';
import { PAST_CAP_TRIES_PER_ADDRESS } from '../../server/services/login.ts';
import { login, solvedCaptcha, startTestCluster, tally, type TestCluster } from './support.ts';

/** Logins per client address and hour: low enough to reach quickly, above what each test sends from one address. */
const ADDRESS_LIMIT = 14;

let c: TestCluster;
beforeAll(async () => {
  c = await startTestCluster({ ADDRESS_LIMIT_EXEMPT: '', ADDRESS_LIMIT_PER_HOUR: String(ADDRESS_LIMIT) });
});
afterAll(async () => {
  await c?.close();
});

const audited = async (kind: string, email: string) =>
  Number(
    (await c.query<{ n: string }>('select count(*) as n from audit_log where kind = $1 and user_id = (select id from users where email = $2)', [kind, email]))[0].n,
  );

it(`${CAPTCHA_AFTER_FAILED_LOGINS} wrong passwords on ${CAPTCHA_AFTER_FAILED_LOGINS} instances: the next login, on any, needs a captcha`, async () => {
  const wrong = [];
  for (let i = 0; i < CAPTCHA_AFTER_FAILED_LOGINS; i++) wrong.push(await login(c.url, 'institution@demo.test', 'Wrong1234', { from: `198.51.100.${i + 1}` }));
  expect(wrong.map((r) => r.code)).toEqual(Array(CAPTCHA_AFTER_FAILED_LOGINS).fill(RESULT_CODE.wrongCredentials));
  expect(new Set(wrong.map((r) => r.instance)).size).toBe(CAPTCHA_AFTER_FAILED_LOGINS);
  // The right password, from yet another address, on each instance in turn.
  const next = [];
  for (let i = 0; i < 3; i++) next.push(await login(c.url, 'institution@demo.test', 'Demo1234', { from: '198.51.100.9' }));
  expect(next.map((r) => r.code)).toEqual(Array(3).fill(RESULT_CODE.captchaRequired));
  expect(new Set(next.map((r) => r.instance)).size).toBe(3);
});

it(`a burst of 30 wrong passwords from 30 addresses over the instances checks ${CAPTCHA_AFTER_FAILED_LOGINS}; a captcha drawn by one instance, read on another, lets the owner in on a third`, async () => {
  const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => login(c.url, 'investor@demo.test', 'Wrong1234', { from: `198.51.100.${20 + i}` })));
  expect(tally(burst.map((r) => r.code))).toEqual({
    [RESULT_CODE.wrongCredentials]: CAPTCHA_AFTER_FAILED_LOGINS,
    [RESULT_CODE.captchaRequired]: 30 - CAPTCHA_AFTER_FAILED_LOGINS,
  });
  expect(new Set(burst.map((r) => r.instance)).size).toBe(3);
  expect(await audited('login.failure', 'investor@demo.test')).toBe(CAPTCHA_AFTER_FAILED_LOGINS);

  const captcha = await solvedCaptcha(c.url);
  const owner = await login(c.url, 'investor@demo.test', 'Demo1234', { from: '198.51.100.99', captcha });
  expect(owner.code).toBe(1000);
  expect(new Set([...captcha.instances, owner.instance]).size).toBe(3);
});

it(`past the hourly cap (${MAX_FAILED_LOGINS_PER_HOUR}) a burst over the instances checks what is left of it and ${PAST_CAP_TRIES_PER_ADDRESS} per address; the owner from another address gets in`, async () => {
  const left = 5;
  // Earlier failures of the hour, outside the captcha's 15 minutes: what the instances would have counted.
  const [{ id }] = await c.query<{ id: number }>('select id from users where email = $1', ['partner@demo.test']);
  await c.query('insert into login_failures (account_key, at) select $1, $2 from generate_series(1, $3)', [
    `user:${id}`,
    new Date(Date.now() - FAILED_LOGIN_WINDOW_MS - 60_000),
    MAX_FAILED_LOGINS_PER_HOUR - left,
  ]);
  const guessers = ['203.0.113.61', '203.0.113.62'];
  const captchas = await Promise.all(Array.from({ length: 20 }, () => solvedCaptcha(c.url)));
  const burst = await Promise.all(captchas.map((captcha, i) => login(c.url, 'partner@demo.test', 'Wrong1234', { from: guessers[i % 2], captcha })));
  // Refused attempts answer exactly like wrong passwords; the audit log tells them apart.
  expect(burst.map((r) => r.code)).toEqual(Array(20).fill(RESULT_CODE.wrongCredentials));
  expect(new Set(burst.map((r) => r.instance)).size).toBe(3);
  const checked = left + PAST_CAP_TRIES_PER_ADDRESS * guessers.length;
  expect(await audited('login.failure', 'partner@demo.test')).toBe(checked);
  expect(await audited('login.locked', 'partner@demo.test')).toBe(20 - checked);

  // The right password from a guessing address, with a captcha, on each instance: refused for the rest of the hour.
  for (let i = 0; i < 3; i++) {
    const again = await login(c.url, 'partner@demo.test', 'Demo1234', { from: guessers[0], captcha: await solvedCaptcha(c.url) });
    expect(again.code).toBe(RESULT_CODE.wrongCredentials);
  }
  expect(await audited('login.success', 'partner@demo.test')).toBe(0);
  const owner = await login(c.url, 'partner@demo.test', 'Demo1234', { from: '198.51.100.200', captcha: await solvedCaptcha(c.url) });
  expect(owner.code).toBe(1000);
});

it(`one address gets ${ADDRESS_LIMIT} logins an hour over all the instances, counted by its forwarded address; another address is not held back`, async () => {
  const from = '203.0.113.7';
  const codes: number[] = [];
  const instances: string[] = [];
  for (let i = 0; i < 2 * ADDRESS_LIMIT; i += 7) {
    const batch = await Promise.all(Array.from({ length: 7 }, (_, j) => login(c.url, `flood-${i + j}@nowhere.test`, 'Wrong1234', { from })));
    codes.push(...batch.map((r) => r.code));
    instances.push(...batch.map((r) => r.instance));
  }
  expect(tally(codes)).toEqual({ [RESULT_CODE.wrongCredentials]: ADDRESS_LIMIT, [RESULT_CODE.tooManyRequests]: ADDRESS_LIMIT });
  expect(new Set(instances).size).toBe(3);
  // Each instance refuses the address from now on, the right password of a real account too.
  for (let i = 0; i < 3; i++) expect((await login(c.url, 'multi@demo.test', 'Demo1234', { from })).code).toBe(RESULT_CODE.tooManyRequests);
  expect((await login(c.url, 'multi@demo.test', 'Demo1234', { from: '203.0.113.8' })).code).toBe(1000);
  // Counted under the client's address, never the proxy's.
  const events = await c.query<{ key: string; n: string }>("select key, count(*) as n from rate_events where key like 'address:login:%' group by key");
  expect(events.find((e) => e.key === `address:login:${from}`)?.n).toBe(String(ADDRESS_LIMIT));
  expect(events.some((e) => e.key.endsWith(':127.0.0.1'))).toBe(false);
  const addresses = await c.query<{ ip: string }>("select distinct ip from audit_log where kind like 'login.%'");
  expect(addresses.map((a) => a.ip)).not.toContain('127.0.0.1');
});

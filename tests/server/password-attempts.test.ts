/**
 * Bursts of parallel password attempts: each attempt is counted before its password is checked, so a burst gets no
 * more checks than the limits allow (captcha after 3 failures in 15 minutes, the hourly cap, the re-check's 5), and
 * the answers say so however the requests interleave.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  CAPTCHA_AFTER_FAILED_LOGINS,
  FAILED_LOGIN_WINDOW_MS,
  MAX_FAILED_LOGINS_PER_HOUR,
  RESULT_CODE,
} from '../../src/constants.ts';
import { auditLog, loginFailures, users } from '../../server/db/schema.ts';
import { PAST_CAP_TRIES_PER_ADDRESS, failureKeyOf } from '../../server/services/login.ts';
import { persona } from './client-support.ts';
import { call, createTestServer, login, type S, type TestServer } from './support.ts';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(async () => {
  await s?.close();
});

const userIdOf = async (email: string) => (await s.handle.db.select().from(users).where(eq(users.email, email)))[0].id;

const audited = async (kind: string, userId: number) =>
  (await s.handle.db.select({ n: count() }).from(auditLog).where(and(eq(auditLog.kind, kind), eq(auditLog.userId, userId))))[0].n;

const solvedCaptcha = async () => {
  const img = await call<S['CaptchaImage']>(s.app, 'GET', '/api/sys/users/verifyCodeImage');
  const answer = await call<S['DemoCaptchaAnswer']>(s.app, 'GET', `/api/demo/captcha/${encodeURIComponent(img.data.captchaKey)}`);
  return { captchaKey: img.data.captchaKey, captchaCode: answer.data.answer };
};

const tally = (codes: number[]) => codes.reduce<Record<number, number>>((t, c) => ({ ...t, [c]: (t[c] ?? 0) + 1 }), {});

it(`a burst of 30 wrong passwords checks ${CAPTCHA_AFTER_FAILED_LOGINS}; the rest, and the right password after them, must solve a captcha`, async () => {
  const userId = await userIdOf('investor@demo.test');
  const burst = await Promise.all(Array.from({ length: 30 }, () => login(s.app, 'investor@demo.test', 'Wrong1234')));
  expect(tally(burst.map((r) => r.code))).toEqual({
    [RESULT_CODE.wrongCredentials]: CAPTCHA_AFTER_FAILED_LOGINS,
    [RESULT_CODE.captchaRequired]: 30 - CAPTCHA_AFTER_FAILED_LOGINS,
  });
  expect(await audited('login.failure', userId)).toBe(CAPTCHA_AFTER_FAILED_LOGINS);

  // The right password inside a second burst, without a captcha: refused like every other attempt of it.
  const second = await Promise.all(
    Array.from({ length: 10 }, (_, i) => login(s.app, 'investor@demo.test', i === 5 ? 'Demo1234' : 'Wrong1234')),
  );
  expect(second.map((r) => r.code)).toEqual(Array(10).fill(RESULT_CODE.captchaRequired));
  expect(await audited('login.success', userId)).toBe(0);
  expect(await audited('login.failure', userId)).toBe(CAPTCHA_AFTER_FAILED_LOGINS);

  // Parallel attempts that each solved a captcha are each checked; the right one of them gets through.
  const solved = await Promise.all(Array.from({ length: 4 }, () => solvedCaptcha()));
  const third = await Promise.all(solved.map((c, i) => login(s.app, 'investor@demo.test', i === 3 ? 'Demo1234' : 'Wrong1234', c)));
  expect(third.map((r) => r.code).sort()).toEqual([1000, 4001, 4001, 4001]);
  expect(await audited('login.success', userId)).toBe(1);
});

it(`a burst past the hourly cap (${MAX_FAILED_LOGINS_PER_HOUR}) checks what is left of it and the address's ${PAST_CAP_TRIES_PER_ADDRESS} tries past it; the owner from elsewhere gets in`, async () => {
  const userId = await userIdOf('partner@demo.test');
  const left = 5;
  // Earlier failures: inside the hour, outside the captcha window.
  const at = new Date(s.clock.now() - FAILED_LOGIN_WINDOW_MS - 60_000);
  await s.handle.db
    .insert(loginFailures)
    .values(Array.from({ length: MAX_FAILED_LOGINS_PER_HOUR - left }, () => ({ accountKey: failureKeyOf(userId, ''), at })));
  const captchas = await Promise.all(Array.from({ length: 20 }, () => solvedCaptcha()));
  const burst = await Promise.all(captchas.map((c) => login(s.app, 'partner@demo.test', 'Wrong1234', c)));
  const checked = left + PAST_CAP_TRIES_PER_ADDRESS;
  // Locked answers look like wrong passwords; the audit log tells the checked from the refused.
  expect(burst.map((r) => r.code)).toEqual(Array(20).fill(RESULT_CODE.wrongCredentials));
  expect(await audited('login.failure', userId)).toBe(checked);
  expect(await audited('login.locked', userId)).toBe(20 - checked);
  // The right password, with a captcha, from the address that guessed: refused for the rest of the hour.
  expect((await login(s.app, 'partner@demo.test', 'Demo1234', await solvedCaptcha())).code).toBe(RESULT_CODE.wrongCredentials);
  expect(await audited('login.success', userId)).toBe(0);
  // From another address, with a captcha: in.
  const owner = await s.app.inject({
    method: 'POST',
    url: '/api/sys/users/loginV2',
    remoteAddress: '198.51.100.77',
    payload: { account: 'partner@demo.test', password: 'Demo1234', ...(await solvedCaptcha()) },
  });
  expect(owner.json().code).toBe(1000);
  expect(await audited('login.success', userId)).toBe(1);
});

it('a burst of wrong password re-checks (verifyUserPasswordPCH5) checks 5 of them; the rest, the right one after, answer 4029', async () => {
  const p = await persona(s.app, 'institution@demo.test');
  const burst = await Promise.all(
    Array.from({ length: 14 }, () => p.post('/user/info/verifyUserPasswordPCH5', { password: 'Wrong1234' })),
  );
  expect(tally(burst.map((r) => r.code))).toEqual({ [RESULT_CODE.wrongCredentials]: 5, [RESULT_CODE.tooManyRequests]: 9 });
  expect((await p.post('/user/info/verifyUserPasswordPCH5', { password: 'Demo1234' })).code).toBe(RESULT_CODE.tooManyRequests);
});

it(`a signed-in session's wrong old passwords count with the login's: ${CAPTCHA_AFTER_FAILED_LOGINS} checked in a burst, then 4029, and the login asks for a captcha`, async () => {
  const p = await persona(s.app, 'multi@demo.test');
  const userId = Number(p.userId);
  const burst = await Promise.all(
    Array.from({ length: 10 }, () => p.post('/user/info/updateUserAccountInfo', { oldPassword: 'Wrong1234', newPassword: 'Guess12345' })),
  );
  expect(tally(burst.map((r) => r.code))).toEqual({
    [RESULT_CODE.wrongCredentials]: CAPTCHA_AFTER_FAILED_LOGINS,
    [RESULT_CODE.tooManyRequests]: 10 - CAPTCHA_AFTER_FAILED_LOGINS,
  });
  const right = await p.post('/user/info/updateUserAccountInfo', { oldPassword: 'Demo1234', newPassword: 'Guess12345' });
  expect(right.code).toBe(RESULT_CODE.tooManyRequests);
  expect((await login(s.app, 'multi@demo.test')).code).toBe(RESULT_CODE.captchaRequired);
  // The password did not change; the login with a solved captcha clears the count.
  expect((await login(s.app, 'multi@demo.test', 'Demo1234', await solvedCaptcha())).code).toBe(1000);
  const [after] = await s.handle.db.select().from(loginFailures).where(eq(loginFailures.accountKey, failureKeyOf(userId, '')));
  expect(after).toBeUndefined();
  expect((await p.post('/user/info/updateUserAccountInfo', { oldPassword: 'Demo1234', newPassword: 'Guess12345' })).code).toBe(1000);
});

it(`deregistration's wrong passwords count with the login's: ${CAPTCHA_AFTER_FAILED_LOGINS} checked in a burst, then 4029, the account kept`, async () => {
  const p = await persona(s.app, 'single@demo.test');
  const burst = await Promise.all(
    Array.from({ length: 10 }, () => p.post('/user/info/removeUser', { reason: 'test', password: 'Wrong1234' })),
  );
  expect(tally(burst.map((r) => r.code))).toEqual({
    [RESULT_CODE.wrongCredentials]: CAPTCHA_AFTER_FAILED_LOGINS,
    [RESULT_CODE.tooManyRequests]: 10 - CAPTCHA_AFTER_FAILED_LOGINS,
  });
  expect((await p.post('/user/info/removeUser', { reason: 'test', password: 'Demo1234' })).code).toBe(RESULT_CODE.tooManyRequests);
  expect(await userIdOf('single@demo.test')).toBe(Number(p.userId));
});

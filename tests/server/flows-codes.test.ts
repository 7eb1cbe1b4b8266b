/** SMS/e-mail codes: expiry, single use, resend voids, 5 wrong tries, bound to purpose and address, limits. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  VERIFICATION_CODE_MAX_PER_HOUR,
  VERIFICATION_CODE_MAX_TRIES,
  VERIFICATION_CODE_RESEND_MS,
  VERIFICATION_CODE_TTL_MS,
} from '../../src/constants.ts';
import { createTestServer, login, type TestServer } from './support.ts';
import { EN, lastCode, outboxFor, register, requestCode, send } from './flows-support.ts';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(async () => {
  await s?.close();
});

const registerWith = (account: string, verificationCode: string) => register(s.app, { account, verificationCode });
const nextMinute = () => s.clock.advance(VERIFICATION_CODE_RESEND_MS);

it('a code is 6 digits, lives 10 minutes and says so', async () => {
  const sent = await requestCode(s.app, 'ttl@example.com', 'register');
  expect(sent.data).toMatchObject({ expiresIn: VERIFICATION_CODE_TTL_MS, resendAfter: VERIFICATION_CODE_RESEND_MS });
  const code = await lastCode(s.app, 'ttl@example.com');
  expect(code).toMatch(/^[0-9]{6}$/);
  s.clock.advance(VERIFICATION_CODE_TTL_MS + 1);
  expect((await registerWith('ttl@example.com', code)).data.status).toBe(2);
});

it('a code works just before it expires, and only once', async () => {
  await requestCode(s.app, 'once@example.com', 'register');
  const code = await lastCode(s.app, 'once@example.com');
  s.clock.advance(VERIFICATION_CODE_TTL_MS - 1_000);
  expect((await registerWith('once@example.com', code)).data.status).toBe(0);
  expect((await registerWith('once@example.com', code)).data.status).toBe(2);
});

it('a resend voids the older code', async () => {
  await requestCode(s.app, 'resend@example.com', 'register');
  const old = await lastCode(s.app, 'resend@example.com');
  nextMinute();
  await requestCode(s.app, 'resend@example.com', 'register');
  const fresh = await lastCode(s.app, 'resend@example.com');
  expect((await outboxFor(s.app, 'resend@example.com')).length).toBe(2);
  if (old !== fresh) expect((await registerWith('resend@example.com', old)).data.status).toBe(2);
  expect((await registerWith('resend@example.com', fresh)).data.status).toBe(0);
});

it(`${VERIFICATION_CODE_MAX_TRIES} wrong tries kill the code, even for the right code afterwards`, async () => {
  await requestCode(s.app, 'guess@example.com', 'register');
  const code = await lastCode(s.app, 'guess@example.com');
  const wrong = code === '000000' ? '111111' : '000000';
  const answers: string[] = [];
  for (let i = 0; i < VERIFICATION_CODE_MAX_TRIES; i++) {
    answers.push((await register(s.app, { account: 'guess@example.com', verificationCode: wrong }, EN)).data.statusMsg);
  }
  expect(answers.slice(0, -1).every((m) => m === 'The code is wrong or has expired')).toBe(true);
  expect(answers.at(-1)).toBe('Too many incorrect codes, please request a new one');
  const right = await registerWith('guess@example.com', code);
  expect(right.data).toMatchObject({ status: 2, statusMsg: '验证码错误次数过多，请重新获取' });
  nextMinute();
  await requestCode(s.app, 'guess@example.com', 'register');
  expect((await registerWith('guess@example.com', await lastCode(s.app, 'guess@example.com'))).data.status).toBe(0);
});

it('a code is bound to its purpose and its address', async () => {
  await requestCode(s.app, 'single@demo.test', 'register');
  const registerCode = await lastCode(s.app, 'single@demo.test');
  const reset = await send(s.app, 'POST', '/api/sys/users/forgotPwdV2', {
    body: { account: 'single@demo.test', verificationCode: registerCode, password: 'Another123' },
  });
  expect(reset.code).toBe(4000);
  expect((await login(s.app, 'single@demo.test')).code).toBe(1000);

  await requestCode(s.app, 'owner@example.com', 'register');
  const code = await lastCode(s.app, 'owner@example.com');
  expect((await registerWith('thief@example.com', code)).data.status).toBe(2);
  expect((await registerWith('owner@example.com', code)).data.status).toBe(0);
});

it('one code a minute per address and a cap per hour (4029), unknown addresses alike', async () => {
  expect((await requestCode(s.app, 'busy@example.com', 'register')).code).toBe(1000);
  const tooSoon = await requestCode(s.app, 'busy@example.com', 'forgotPassword', { headers: EN });
  expect(tooSoon).toMatchObject({ code: 4029, msg: 'Too many requests, please try again later', data: null });
  for (let i = 1; i < VERIFICATION_CODE_MAX_PER_HOUR; i++) {
    nextMinute();
    expect((await requestCode(s.app, 'busy@example.com', 'register')).code).toBe(1000);
  }
  nextMinute();
  expect((await requestCode(s.app, 'busy@example.com', 'register')).code).toBe(4029);
  s.clock.advance(60 * 60_000);
  expect((await requestCode(s.app, 'busy@example.com', 'register')).code).toBe(1000);
});

it('changeEmail and changeMobile need a session and send to the new address of the right kind', async () => {
  const anonymous = await requestCode(s.app, 'new-address@example.com', 'changeEmail', { noCaptcha: true });
  expect(anonymous.code).toBe(3008);
  const { token } = (await login(s.app, 'investor@demo.test')).data;
  const sent = await send(s.app, 'POST', '/api/sys/users/getMsgCode', {
    headers: { token },
    body: { account: 'new-address@example.com', scene: 'changeEmail' },
  });
  expect(sent.code).toBe(1000);
  expect((await outboxFor(s.app, 'new-address@example.com'))[0].subject).toBe('泓岸资本验证码');
  const wrongKind = await send(s.app, 'POST', '/api/sys/users/getMsgCode', {
    headers: { token },
    body: { account: 'new-address2@example.com', scene: 'changeMobile' },
  });
  expect(wrongKind.code).toBe(4000);
});

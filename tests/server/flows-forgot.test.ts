/** Forgot password: no enumeration, the reset works, the old password and old sessions stop working. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, getInfo, login, type TestServer } from './support.ts';
import { EN, lastCode, outboxFor, requestCode, send } from './flows-support.ts';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(async () => {
  await s?.close();
});

const reset = (account: string, verificationCode: string, password: string, headers?: Record<string, string>) =>
  send(s.app, 'POST', '/api/sys/users/forgotPwdV2', { headers, body: { account, verificationCode, password } });

it('a known and an unknown account get the same answer; only the known one gets a code', async () => {
  // Same mask (inv***@demo.test), so the whole answer can be compared byte for byte.
  const known = await requestCode(s.app, 'investor@demo.test', 'forgotPassword');
  const unknown = await requestCode(s.app, 'invented-nobody@demo.test', 'forgotPassword');
  expect(known.code).toBe(1000);
  expect(unknown.status).toBe(known.status);
  expect(unknown.raw).toBe(known.raw);
  expect((await outboxFor(s.app, 'investor@demo.test')).length).toBe(1);
  expect(await outboxFor(s.app, 'invented-nobody@demo.test')).toEqual([]);
  // Resetting an unknown account answers exactly like a wrong code for a known one.
  const unknownReset = await reset('invented-nobody@demo.test', '123456', 'Newpass123');
  const wrongCode = await reset('investor@demo.test', (await lastCode(s.app, 'investor@demo.test')) === '123456' ? '654321' : '123456', 'Newpass123');
  expect(unknownReset.raw).toBe(wrongCode.raw);
  expect(unknownReset).toMatchObject({ code: 4000, msg: '验证码错误或已过期' });
});

it('the captcha is required for a reset code too', async () => {
  const r = await requestCode(s.app, 'multi@demo.test', 'forgotPassword', { noCaptcha: true });
  expect(r.code).toBe(2012);
});

it('the reset sets the new password, refuses the old one and ends existing sessions', async () => {
  const before = (await login(s.app, '13800000002')).data;
  expect((await getInfo(s.app, before.token, before.userId, 2)).code).toBe(1000);

  expect((await requestCode(s.app, '13800000002', 'forgotPassword', { headers: EN })).data.sentTo).toBe('138****0002');
  const [sms] = await outboxFor(s.app, '13800000002');
  expect(sms.kind).toBe('sms');
  expect(sms.body).toContain('resetting your password');
  const done = await reset('13800000002', sms.code, 'Fresh2024pw', EN);
  expect(done).toMatchObject({ code: 1000, msg: 'success', data: null });

  expect((await getInfo(s.app, before.token, before.userId, 2)).code).toBe(3010);
  expect((await login(s.app, 'institution@demo.test', 'Demo1234')).code).toBe(4001);
  const after = await login(s.app, 'institution@demo.test', 'Fresh2024pw');
  expect(after.code).toBe(1000);
  expect(after.data.code).toBe('success');
  // The code was single use.
  expect((await reset('13800000002', sms.code, 'Other2024pw')).code).toBe(4000);
});

it('a new password must follow the password rule (HTTP 400, localized)', async () => {
  const r = await reset('investor@demo.test', '123456', 'short1', EN);
  expect(r.status).toBe(400);
  expect(r.code).toBe(4000);
  expect(r.msg).toMatch(/^Invalid request/);
});

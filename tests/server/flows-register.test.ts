/** Registration end to end: captcha → code from the outbox → registerV2 → login reaches the binding outcome. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { VERIFICATION_CODE_RESEND_MS } from '../../src/constants.ts';
import { createTestServer, login, type S, type TestServer } from './support.ts';
import { EN, lastCode, onetimeCall, outboxFor, register, registered, requestCode } from './flows-support.ts';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(async () => {
  await s?.close();
});

it('registers by e-mail: the code arrives by e-mail, the account logs in and must bind', async () => {
  const sent = await requestCode(s.app, ' Lin.Fresh@Example.com ', 'register');
  expect(sent.code).toBe(1000);
  expect(sent.data.sentTo).toBe('lin***@example.com');
  const [mail] = await outboxFor(s.app, 'lin.fresh@example.com');
  expect(mail).toMatchObject({ kind: 'email', subject: '泓岸资本验证码' });
  expect(mail.code).toMatch(/^[0-9]{6}$/);
  expect(mail.body).toContain(mail.code);

  const r = await register(s.app, { userName: '林新', account: 'lin.fresh@example.com', verificationCode: mail.code });
  expect(r.code).toBe(1000);
  expect(r.data).toMatchObject({ status: 0, statusMsg: '', userName: '林新' });
  expect(r.data.onetimeToken).not.toBe('');
  const who = await onetimeCall<S['OnetimeIdentityInfo']>(s.app, 'GET', 'getIdentityInfo', r.data.onetimeToken);
  expect(who.data).toMatchObject({ userId: r.data.userId, userName: '林新', account: 'lin***@example.com' });

  const l = await login(s.app, 'lin.fresh@example.com', 'Secret123');
  expect(l.code).toBe(1000);
  expect(l.data).toMatchObject({ code: 'binding', token: '', userId: r.data.userId, languageType: 'zh_CN' });
  expect(l.data.onetimeToken).not.toBe('');
});

it('registers by mobile with an SMS code, in English', async () => {
  const sent = await requestCode(s.app, '139-0000-7777', 'register', { headers: EN });
  expect(sent.data.sentTo).toBe('139****7777');
  const [sms] = await outboxFor(s.app, '13900007777');
  expect(sms.kind).toBe('sms');
  expect(sms.body).toContain(`Your verification code is ${sms.code}`);
  const r = await register(s.app, { account: '13900007777', verificationCode: sms.code, identityType: 3 }, EN);
  expect(r.data.status).toBe(0);
  const l = await login(s.app, '13900007777', 'Secret123');
  expect(l.data).toMatchObject({ code: 'binding', languageType: 'en_US' });
});

it('an image captcha is required to send a register code', async () => {
  const missing = await requestCode(s.app, 'nocaptcha@example.com', 'register', { noCaptcha: true });
  expect(missing).toMatchObject({ code: 2012, data: null, msg: '请输入图形验证码' });
  const wrong = await requestCode(s.app, 'nocaptcha@example.com', 'register', { headers: EN, noCaptcha: true });
  expect(wrong.msg).toBe('Image code required');
  expect(await outboxFor(s.app, 'nocaptcha@example.com')).toEqual([]);
});

it('an existing account answers status 1 with statusMsg, after the code proved the address', async () => {
  expect((await requestCode(s.app, 'investor@demo.test', 'register')).code).toBe(1000);
  const code = await lastCode(s.app, 'investor@demo.test');
  const zh = await register(s.app, { account: 'investor@demo.test', verificationCode: code });
  expect(zh.code).toBe(1000);
  expect(zh.data).toMatchObject({ status: 1, statusMsg: '该账号已注册，请直接登录', onetimeToken: '', userId: '' });
  // The investor's password is untouched.
  expect((await login(s.app, 'investor@demo.test')).data.code).toBe('success');
});

it('a duplicate registration is refused: the code is used up, and a new code meets the existing account', async () => {
  const first = await registered(s.app, 'twice@example.com');
  const again = await register(s.app, { account: 'twice@example.com', verificationCode: await lastCode(s.app, 'twice@example.com') }, EN);
  expect(again.data).toMatchObject({ status: 2, statusMsg: 'The code is wrong or has expired' });
  s.clock.advance(VERIFICATION_CODE_RESEND_MS);
  await requestCode(s.app, 'twice@example.com', 'register');
  const third = await register(s.app, { account: 'twice@example.com', verificationCode: await lastCode(s.app, 'twice@example.com') }, EN);
  expect(third.data).toMatchObject({ status: 1, statusMsg: 'This account is already registered, please log in' });
  expect(first.userId).not.toBe('');
});

it('a wrong code answers status 2; bad input answers 4000 in the request language', async () => {
  await requestCode(s.app, 'typo@example.com', 'register');
  const wrong = await register(s.app, { account: 'typo@example.com', verificationCode: '000000x' });
  expect(wrong.data).toMatchObject({ status: 2, statusMsg: '验证码错误或已过期' });

  const badAccount = await requestCode(s.app, 'not-an-address', 'register', { headers: EN });
  expect(badAccount).toMatchObject({ code: 4000, msg: 'invalid email or phone format' });
  const weak = await register(s.app, { account: 'typo@example.com', verificationCode: '123456', password: 'onlyletters' });
  expect(weak.status).toBe(400);
  expect(weak.code).toBe(4000);
  // The contract only admits agreeTerms: true; the cast sends what a tampered client would.
  const untickedTerms = await register(s.app, { account: 'typo@example.com', verificationCode: '123456', agreeTerms: false as true });
  expect(untickedTerms.status).toBe(400);
});

/** Wrong passwords, the captcha they trigger, and no user enumeration. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FAILED_LOGIN_WINDOW_MS, MAX_FAILED_LOGINS_PER_HOUR } from '../../src/constants.ts';
import { eq } from 'drizzle-orm';
import { loginFailures, users } from '../../server/db/schema.ts';
import { PAST_CAP_TRIES_PER_ADDRESS, failureKeyOf } from '../../server/services/login.ts';
import { call, createTestServer, login, type S, type TestServer } from './support.ts';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(async () => {
  await s?.close();
});

const captcha = async () => {
  const img = await call<S['CaptchaImage']>(s.app, 'GET', '/api/sys/users/verifyCodeImage');
  expect(img.code).toBe(1000);
  expect(img.data.image).toMatch(/^data:image\/png;base64,/);
  const answer = await call<S['DemoCaptchaAnswer']>(s.app, 'GET', `/api/demo/captcha/${encodeURIComponent(img.data.captchaKey)}`);
  return { captchaKey: img.data.captchaKey, captchaCode: answer.data.answer };
};

it('three wrong passwords demand a captcha, even with the right password; a solved captcha lets the login through', async () => {
  for (let i = 0; i < 3; i++) expect((await login(s.app, 'investor@demo.test', 'wrong-pass')).code).toBe(4001);
  const blocked = await login(s.app, 'investor@demo.test');
  expect(blocked.code).toBe(2012);
  expect(blocked.data).toBeNull();
  expect(blocked.msg).toBe('请输入图形验证码');
  const blockedEn = await call(s.app, 'POST', '/api/sys/users/loginV2', {
    headers: { 'accept-language': 'en_US' },
    body: { account: 'investor@demo.test', password: 'Demo1234' },
  });
  expect(blockedEn.msg).toBe('Image code required');

  const { captchaKey, captchaCode } = await captcha();
  expect(captchaCode).toMatch(/^[A-Z0-9]{4}$/);
  const wrongCaptcha = await login(s.app, 'investor@demo.test', 'Demo1234', { captchaKey, captchaCode: 'XXXX' });
  expect(wrongCaptcha.code).toBe(2012);
  // One guess per captcha: the right answer afterwards no longer works.
  expect((await login(s.app, 'investor@demo.test', 'Demo1234', { captchaKey, captchaCode })).code).toBe(2012);

  const fresh = await captcha();
  const ok = await login(s.app, 'investor@demo.test', 'Demo1234', { ...fresh, captchaCode: fresh.captchaCode.toLowerCase() });
  expect(ok.code).toBe(1000);
  expect(ok.data.token).not.toBe('');
  // Success clears the count.
  expect((await login(s.app, 'investor@demo.test')).code).toBe(1000);
});

it('the captcha is a PNG of drawn glyphs: no text node, and neither the picture nor the answer carries the characters', async () => {
  for (let i = 0; i < 5; i++) {
    const res = await s.app.inject({ method: 'GET', url: '/api/sys/users/verifyCodeImage' });
    const { data } = JSON.parse(res.body) as { data: S['CaptchaImage'] };
    const png = Buffer.from(data.image.slice('data:image/png;base64,'.length), 'base64');
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.length).toBeGreaterThan(2000);
    const answer = await call<S['DemoCaptchaAnswer']>(s.app, 'GET', `/api/demo/captcha/${encodeURIComponent(data.captchaKey)}`);
    const { answer: text } = answer.data;
    expect(text).toMatch(/^[A-Z0-9]{4}$/);
    const bytes = png.toString('latin1');
    expect(bytes).not.toContain('<text');
    expect(bytes).not.toContain('<svg');
    expect(bytes).not.toContain(text);
    expect(bytes.toLowerCase()).not.toContain(text.toLowerCase());
    // The image's base64 may hold any four letters by chance; the rest of the answer must not hold these.
    const rest = res.body.replace(data.image, '');
    expect(rest).not.toContain('<text');
    expect(rest).not.toContain(text);
    expect(Object.keys(data).sort()).toEqual(['captchaKey', 'image']);
  }
  // The answer that only the picture shows still lets a login through once a captcha is due.
  for (let i = 0; i < 3; i++) expect((await login(s.app, 'single@demo.test', 'wrong-pass')).code).toBe(4001);
  const solved = await captcha();
  expect((await login(s.app, 'single@demo.test', 'Demo1234', solved)).code).toBe(1000);
});

it('a captcha is single use and expires after 5 minutes', async () => {
  const c = await captcha();
  s.clock.advance(5 * 60_000 + 1);
  expect((await call(s.app, 'GET', `/api/demo/captcha/${encodeURIComponent(c.captchaKey)}`)).code).toBe(4004);
  for (let i = 0; i < 3; i++) await login(s.app, 'partner@demo.test', 'wrong-pass');
  expect((await login(s.app, 'partner@demo.test', 'Demo1234', c)).code).toBe(2012);
});

it('failures count per account (e-mail and mobile together) and fall out of the 15-minute window', async () => {
  await login(s.app, 'institution@demo.test', 'wrong-pass');
  await login(s.app, '13800000002', 'wrong-pass');
  await login(s.app, ' Institution@Demo.test ', 'wrong-pass');
  expect((await login(s.app, 'institution@demo.test')).code).toBe(2012);
  // Another account is not affected.
  expect((await login(s.app, 'multi@demo.test')).code).toBe(1000);
  s.clock.advance(FAILED_LOGIN_WINDOW_MS + 1);
  expect((await login(s.app, 'institution@demo.test')).code).toBe(1000);
});

it('unknown account and wrong password answer alike, in similar time', async () => {
  const timed = async (account: string) => {
    const t0 = performance.now();
    const r = await login(s.app, account, 'Wrong1234');
    return { r, ms: performance.now() - t0 };
  };
  // Two tries each (under the captcha threshold); the faster one filters out noise from other processes.
  const known = [await timed('single@demo.test'), await timed('single@demo.test')];
  const unknown = [await timed('nobody@demo.test'), await timed('nobody@demo.test')];
  expect(unknown[0].r.status).toBe(known[0].r.status);
  expect(unknown[0].r.code).toBe(4001);
  expect(unknown[0].r.raw).toBe(known[0].r.raw);
  // Both verify an argon2 hash: neither answers in a fraction of the other's time.
  const fastest = (xs: { ms: number }[]) => Math.min(...xs.map((x) => x.ms));
  expect(fastest(unknown)).toBeGreaterThan(fastest(known) / 4);
  expect(fastest(known)).toBeGreaterThan(fastest(unknown) / 4);
  // Unknown accounts also reach the captcha step, so it reveals nothing either.
  await timed('nobody@demo.test');
  expect((await login(s.app, 'nobody@demo.test', 'Wrong1234')).code).toBe(2012);
});

it(`past ${MAX_FAILED_LOGINS_PER_HOUR} failures an hour: a captcha first, ${PAST_CAP_TRIES_PER_ADDRESS} checks per address, then answered like a wrong password`, async () => {
  const at = new Date(s.clock.now() - 20 * 60_000); // outside the captcha window, inside the hour
  const [dataproc] = await s.handle.db.select().from(users).where(eq(users.email, 'dataproc@demo.test'));
  await s.handle.db
    .insert(loginFailures)
    .values(Array.from({ length: MAX_FAILED_LOGINS_PER_HOUR }, () => ({ accountKey: failureKeyOf(dataproc.id, ''), at })));
  expect((await login(s.app, 'dataproc@demo.test')).code).toBe(2012);
  for (let i = 0; i < PAST_CAP_TRIES_PER_ADDRESS; i++) {
    expect((await login(s.app, 'dataproc@demo.test', 'Wrong1234', await captcha())).code).toBe(4001);
  }
  const locked = await login(s.app, 'dataproc@demo.test', 'Demo1234', await captcha());
  const wrong = await login(s.app, 'nobody-else@demo.test', 'Wrong1234');
  expect(locked.code).toBe(4001);
  expect(locked.raw).toBe(wrong.raw);
  s.clock.advance(60 * 60_000);
  expect((await login(s.app, 'dataproc@demo.test')).code).toBe(1000);
});

/**
 * The security centre: the account's own sign-in history (successes, wrong passwords, captchas asked for), its open
 * sessions with "sign out that device", and the alert the first time the account signs in from a device not seen
 * before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDeviceMessage } from '../../server/services/flow-templates.ts';
import { SIGN_IN_HISTORY_RETENTION_MS, USER_AGENT_MAX_LENGTH } from '../../server/services/security-centre.ts';
import * as page from '../../src/security-centre.ts';
import { as, type Persona } from './client-support.ts';
import { call, createTestServer, getInfo, type S, type TestServer } from './support.ts';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0';

interface Browser {
  userAgent: string;
  /** The device cookie the server set, sent back as a browser does. */
  cookie?: string;
}

async function attempt(browser: Browser, account: string, password: string, extra: Record<string, string> = {}) {
  const res = await s.app.inject({
    method: 'POST',
    url: '/api/sys/users/loginV2',
    headers: { 'user-agent': browser.userAgent, 'accept-systemside': 'web', ...(browser.cookie ? { cookie: browser.cookie } : {}) },
    payload: { account, password, ...extra },
  });
  const set = res.headers['set-cookie'];
  const cookie = Array.isArray(set) ? set[0] : set;
  if (cookie) browser.cookie = cookie.split(';')[0];
  return JSON.parse(res.body) as { code: number; data: S['LoginResponse'] };
}

/** Signs in from `browser` and selects the identity type, as the SPA does. */
async function signIn(browser: Browser, account: string): Promise<Persona> {
  const r = await attempt(browser, account, 'Demo1234');
  expect(r.code).toBe(1000);
  const type = r.data.identityTypeMap.currentIdType;
  expect((await getInfo(s.app, r.data.token, r.data.userId, type === 0 ? 1 : type)).code).toBe(1000);
  return as(s.app, r.data.token, r.data.userId);
}

const history = async (p: Persona, query = '') => {
  const r = await p.get<S['SignInPage']>(`/user/security/signInHistory${query}`);
  expect(r.code).toBe(1000);
  return r.data;
};
const open = async (p: Persona) => {
  const r = await p.get<S['OpenSessionList']>('/user/security/sessions');
  expect(r.code).toBe(1000);
  return r.data.list;
};
const outbox = async (to: string) =>
  (await call<S['DemoOutboxEntry'][]>(s.app, 'GET', `/api/demo/outbox?to=${encodeURIComponent(to)}`)).data;
const alertsTo = async (to: string) => (await outbox(to)).filter((m) => m.subject.includes('新设备') || m.subject.includes('a new device'));

describe('sign-in history', () => {
  it('records successes, wrong passwords and the attempts refused for a captcha, newest first, with browser and address', async () => {
    const phone: Browser = { userAgent: SAFARI_IPHONE };
    for (let i = 0; i < 3; i++) expect((await attempt(phone, 'institution@demo.test', 'wrong-1')).code).toBe(4001);
    // A fourth try, even with the right password, is refused until a captcha is solved.
    expect((await attempt(phone, 'institution@demo.test', 'Demo1234')).code).toBe(2012);
    const img = await call<S['CaptchaImage']>(s.app, 'GET', '/api/sys/users/verifyCodeImage');
    expect((await attempt(phone, 'institution@demo.test', 'Demo1234', { captchaKey: img.data.captchaKey, captchaCode: 'XXXX' })).code).toBe(2012);
    const answer = await call<S['DemoCaptchaAnswer']>(s.app, 'GET', `/api/demo/captcha/${encodeURIComponent(img.data.captchaKey)}`);
    expect(answer.code).toBe(4004);
    const fresh = await call<S['CaptchaImage']>(s.app, 'GET', '/api/sys/users/verifyCodeImage');
    const solved = await call<S['DemoCaptchaAnswer']>(s.app, 'GET', `/api/demo/captcha/${encodeURIComponent(fresh.data.captchaKey)}`);
    const ok = await attempt(phone, 'institution@demo.test', 'Demo1234', { captchaKey: fresh.data.captchaKey, captchaCode: solved.data.answer });
    expect(ok.code).toBe(1000);
    expect((await getInfo(s.app, ok.data.token, ok.data.userId, 2)).code).toBe(1000);
    const me = as(s.app, ok.data.token, ok.data.userId);

    const page = await history(me);
    expect(page.list.map((e) => e.outcome)).toEqual(['success', 'captchaWrong', 'captchaRequired', 'wrongPassword', 'wrongPassword', 'wrongPassword']);
    expect(page.total).toBe(6);
    expect(page.list.every((e) => e.userAgent === SAFARI_IPHONE && e.ip === '127.0.0.1' && e.thisDevice)).toBe(true);
    const times = page.list.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    // Pages: newest first, two at a time.
    const second = await history(me, '?page=2&limit=2');
    expect(second).toMatchObject({ page: 2, limit: 2, total: 6 });
    expect(second.list.map((e) => e.outcome)).toEqual(['captchaRequired', 'wrongPassword']);
  });

  it('shows only the caller’s own attempts, and none made on an account that does not exist', async () => {
    const browser: Browser = { userAgent: FIREFOX_WINDOWS };
    expect((await attempt(browser, 'nobody@demo.test', 'whatever')).code).toBe(4001);
    const partner = await signIn(browser, 'partner@demo.test');
    const list = (await history(partner)).list;
    expect(list.map((e) => e.outcome)).toEqual(['success']);
    // The institution's attempts (above) are not the partner's.
    expect(JSON.stringify(list)).not.toContain('iPhone');
    // No parameter names another user: one made up is dropped, not obeyed.
    expect((await history(partner, '?userId=2')).list).toEqual(list);
  });
});

describe('open sessions', () => {
  it('lists the account’s open sessions with the current one marked; signing another out ends it at once (3010)', async () => {
    const laptop: Browser = { userAgent: CHROME_MAC };
    const phone: Browser = { userAgent: SAFARI_IPHONE };
    const here = await signIn(laptop, 'multi@demo.test');
    const there = await signIn(phone, 'multi@demo.test');
    // The other session is in use: its next call works before the sign-out.
    expect((await there.get('/user/info/getAccountSettingInfo')).code).toBe(1000);

    const list = await open(here);
    expect(list).toHaveLength(2);
    const current = list.find((x) => x.current)!;
    const other = list.find((x) => !x.current)!;
    expect(current.userAgent).toBe(CHROME_MAC);
    expect(other.userAgent).toBe(SAFARI_IPHONE);
    expect(other.ip).toBe('127.0.0.1');
    // The id names the session; it is neither token.
    expect(other.sessionId).toMatch(/^ses-[0-9a-f]{24}$/);
    expect(JSON.stringify(list)).not.toContain(here.token);

    // The session of this token is signed out by logout, not here.
    expect((await here.post('/user/security/signOutSession', { sessionId: current.sessionId })).code).toBe(4009);
    expect((await here.post('/user/security/signOutSession', { sessionId: other.sessionId })).code).toBe(1000);
    const after = await there.get('/user/info/getAccountSettingInfo');
    expect(after.code).toBe(3010);
    expect((await there.get('/user/info/getAccountSettingInfo', 'en_US')).msg).toBe('Session ended, please log in again');
    expect((await open(here)).map((x) => x.current)).toEqual([true]);
    // Signed out already: the id is no longer an open session.
    expect((await here.post('/user/security/signOutSession', { sessionId: other.sessionId })).code).toBe(4004);
    // The signing-out session goes on.
    expect((await here.get('/user/info/getAccountSettingInfo')).code).toBe(1000);
  });

  it('refuses another account’s session id as a missing one (4004) and leaves that session open', async () => {
    const a = await signIn({ userAgent: CHROME_MAC }, 'partner@demo.test');
    const b = await signIn({ userAgent: FIREFOX_WINDOWS }, 'institution@demo.test');
    const foreign = (await open(b)).find((x) => x.current)!;
    const refused = await a.post('/user/security/signOutSession', { sessionId: foreign.sessionId });
    expect(refused.code).toBe(4004);
    expect((await a.post('/user/security/signOutSession', { sessionId: 'ses-000000000000000000000000' })).msg).toBe(refused.msg);
    expect((await open(b)).find((x) => x.sessionId === foreign.sessionId)).toBeDefined();
    // A malformed id is refused by the contract before anything is looked up.
    expect((await a.post('/user/security/signOutSession', { sessionId: "x' or 1=1" })).code).toBe(4000);
  });

  it('answers nothing without a session', async () => {
    expect((await call(s.app, 'GET', '/api/user/security/sessions')).code).toBe(3008);
    expect((await call(s.app, 'GET', '/api/user/security/signInHistory')).code).toBe(3008);
  });
});

it('keeps what the page says it keeps: 180 days of logins, 300 characters of a User-Agent', () => {
  expect(SIGN_IN_HISTORY_RETENTION_MS).toBe(180 * 86_400_000);
  expect(page.SIGN_IN_HISTORY_RETENTION_MS).toBe(SIGN_IN_HISTORY_RETENTION_MS);
  expect(USER_AGENT_MAX_LENGTH).toBe(300);
});

describe('new-device alert', () => {
  it('goes to the account’s e-mail once for a new device, never for a known one, nor for the first device', async () => {
    const laptop: Browser = { userAgent: CHROME_MAC };
    const phone: Browser = { userAgent: SAFARI_IPHONE };
    const before = (await alertsTo('investor@demo.test')).length;
    await signIn(laptop, 'investor@demo.test');
    // The account's first device: nothing to tell it apart from.
    expect(await alertsTo('investor@demo.test')).toHaveLength(before);
    await signIn(phone, 'investor@demo.test');
    const alerts = await alertsTo('investor@demo.test');
    expect(alerts).toHaveLength(before + 1);
    const [alert] = alerts;
    expect(alert.kind).toBe('email');
    // In the account's language (Chinese), with when, which browser, where, and what to do if it was not them.
    expect(alert.subject).toBe('泓岸资本：新设备登录提醒');
    expect(alert.body).toContain('Safari on iOS (web)');
    expect(alert.body).toContain('127.0.0.1');
    expect(alert.body).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    expect(alert.body).toContain('安全中心');
    // Known devices again, however often: no alert.
    await signIn(phone, 'investor@demo.test');
    await signIn(laptop, 'investor@demo.test');
    expect(await alertsTo('investor@demo.test')).toHaveLength(before + 1);
    // A wrong password from a new browser is no sign-in: no alert.
    expect((await attempt({ userAgent: FIREFOX_WINDOWS }, 'investor@demo.test', 'wrong-1')).code).toBe(4001);
    expect(await alertsTo('investor@demo.test')).toHaveLength(before + 1);
  });

  it('is written in English for an English-speaking account', () => {
    const text = newDeviceMessage(new Date('2026-11-29T07:47:00Z'), 'Chrome · macOS', '203.0.113.5', 'en_US');
    expect(text.subject).toBe('Harbourline Capital: a login from a new device');
    expect(text.body).toContain('When: 2026-11-29 07:47 UTC');
    expect(text.body).toContain('Browser: Chrome · macOS');
    expect(text.body).toContain('Address: 203.0.113.5');
    expect(text.body).toContain('Settings › Security centre');
  });
});

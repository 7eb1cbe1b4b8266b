/**
 * A device is one browser: the login answer gives the browser a long-lived device cookie (HttpOnly), and its next
 * logins are the same device, however many. With "allow multiple devices" off, a login from another device ends the
 * sessions of the device that had the account (3010) and takes its place in the list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type Persona } from './client-support.ts';
import { createTestServer, getInfo, type S, type TestServer } from './support.ts';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

interface Browser {
  userAgent: string;
  /** The cookie header the browser sends: what the server set before. */
  cookie?: string;
  setCookie?: string;
}

/** Logs in from `browser` as the SPA does: its cookie sent, the one set kept. */
async function signIn(browser: Browser, email: string): Promise<S['LoginResponse']> {
  const res = await s.app.inject({
    method: 'POST',
    url: '/api/sys/users/loginV2',
    headers: { 'user-agent': browser.userAgent, 'accept-systemside': 'web', ...(browser.cookie ? { cookie: browser.cookie } : {}) },
    payload: { account: email, password: 'Demo1234' },
  });
  const body = JSON.parse(res.body) as { code: number; data: S['LoginResponse'] };
  expect(body.code).toBe(1000);
  const set = res.headers['set-cookie'];
  browser.setCookie = Array.isArray(set) ? set[0] : set;
  if (browser.setCookie) browser.cookie = browser.setCookie.split(';')[0];
  return body.data;
}

/** signIn, then the identity type selected as the SPA does. */
async function loginFrom(browser: Browser, email: string): Promise<Persona & S['LoginResponse']> {
  const d = await signIn(browser, email);
  const type = d.identityTypeMap.currentIdType;
  expect((await getInfo(s.app, d.token, d.userId, type === 0 ? 1 : type)).code).toBe(1000);
  return { ...d, ...as(s.app, d.token, d.userId) };
}

const settings = async (p: Persona) => {
  const r = await p.get<S['UserSettings']>('/user/info/getAccountSettingInfo', 'en_US');
  expect(r.code).toBe(1000);
  return r.data;
};

describe('one browser, one device', () => {
  it('gives the browser an HttpOnly device cookie, and its logins stay one device in the list', async () => {
    const browser: Browser = { userAgent: CHROME_LINUX };
    const sessions: (Persona & S['LoginResponse'])[] = [];
    for (let i = 0; i < 8; i++) {
      const p = await loginFrom(browser, 'investor@demo.test');
      // Settings opened from each session, as a user does.
      await settings(p);
      sessions.push(p);
    }
    expect(browser.setCookie).toMatch(/^hl_device=[A-Za-z0-9_-]{43}; /);
    expect(browser.setCookie).toMatch(/; HttpOnly/);
    expect(browser.setCookie).toMatch(/; SameSite=Strict/);
    expect(browser.setCookie).toMatch(/; Path=\/api/);
    expect(new Set(sessions.map((p) => p.equipmentId)).size).toBe(1);

    const list = (await settings(sessions[7])).devices;
    expect(list.filter((d) => d.name === 'Chrome on Linux (web)')).toHaveLength(1);
    expect(list.filter((d) => d.current).map((d) => d.name)).toEqual(['Chrome on Linux (web)']);
    // The device id is not the cookie: the list never shows what identifies the browser.
    expect(JSON.stringify(list)).not.toContain(browser.cookie!.split('=')[1]);
    // Older sessions of the same browser are still this device, and still work.
    expect((await settings(sessions[0])).devices.filter((d) => d.current).map((d) => d.name)).toEqual(['Chrome on Linux (web)']);
  });

  it('a malformed device cookie is replaced, and another user in the same browser has a device of their own', async () => {
    const browser: Browser = { userAgent: CHROME_LINUX, cookie: 'hl_device=../../etc' };
    const p = await loginFrom(browser, 'institution@demo.test');
    expect(browser.cookie).toMatch(/^hl_device=[A-Za-z0-9_-]{43}$/);
    const other = await loginFrom(browser, 'multi@demo.test');
    expect(other.equipmentId).not.toBe(p.equipmentId);
    expect((await settings(p)).devices.map((d) => d.name).sort()).toEqual(['Chrome on Linux (web)', 'Edge on Windows (web)']);
  });
});

describe('allow multiple devices', () => {
  it('switched off after many logins from one browser; then a login elsewhere ends that browser’s sessions', async () => {
    const desk: Browser = { userAgent: CHROME_LINUX };
    const first = await loginFrom(desk, 'partner@demo.test');
    const second = await loginFrom(desk, 'partner@demo.test');
    const third = await loginFrom(desk, 'partner@demo.test');
    for (const p of [first, second, third]) await settings(p);
    const off = await third.post('/user/info/multiDeviceSwitchSetting', { allowMultipleDevices: false }, 'en_US');
    expect(off.msg).toBe('success');
    expect(off.code).toBe(1000);
    // A new login from the same browser is the same device: nothing ends.
    const fourth = await loginFrom(desk, 'partner@demo.test');
    for (const p of [first, second, third, fourth]) expect((await p.get('/partner/fundList')).code).toBe(1000);

    const phone: Browser = { userAgent: SAFARI_IPHONE };
    const mobile = await loginFrom(phone, 'partner@demo.test');
    expect(mobile.equipmentId).not.toBe(first.equipmentId);
    for (const p of [first, second, third, fourth]) expect((await p.get('/partner/fundList')).code).toBe(3010);
    expect((await mobile.get('/partner/fundList')).code).toBe(1000);
    const now = await settings(mobile);
    expect(now.allowMultipleDevices).toBe(false);
    expect(now.devices.map((d) => ({ name: d.name, current: d.current }))).toEqual([{ name: 'Safari on iOS (web)', current: true }]);

    // Switched on again, both devices may be signed in together.
    expect((await mobile.post('/user/info/multiDeviceSwitchSetting', { allowMultipleDevices: true })).code).toBe(1000);
    const back = await loginFrom(desk, 'partner@demo.test');
    expect((await mobile.get('/partner/fundList')).code).toBe(1000);
    expect((await back.get('/partner/fundList')).code).toBe(1000);
  });

  it('refuses to switch off while another device is listed, and unbinding a device ends its sessions', async () => {
    const desk: Browser = { userAgent: CHROME_LINUX };
    const phone: Browser = { userAgent: SAFARI_IPHONE };
    const a = await loginFrom(desk, 'single@demo.test');
    const b = await loginFrom(phone, 'single@demo.test');
    const refused = await a.post('/user/info/multiDeviceSwitchSetting', { allowMultipleDevices: false }, 'en_US');
    expect(refused.code).toBe(4009);
    expect(refused.msg).toBe('please delete devices first');
    const phoneDevice = (await settings(a)).devices.find((d) => !d.current)!;
    expect(phoneDevice.name).toBe('Safari on iOS (web)');
    expect((await a.post('/user/info/unboundUserDevice', { deviceId: phoneDevice.deviceId })).code).toBe(1000);
    expect((await b.get('/user/info/getAccountSettingInfo')).code).toBe(3010);
    expect((await a.post('/user/info/multiDeviceSwitchSetting', { allowMultipleDevices: false })).code).toBe(1000);

    // Two other browsers log in at the same moment: one device keeps the account, not both.
    const both = await Promise.all([signIn({ userAgent: SAFARI_IPHONE }, 'single@demo.test'), signIn({ userAgent: CHROME_LINUX }, 'single@demo.test')]);
    const alive = [];
    for (const token of [a.token, ...both.map((d) => d.token)]) alive.push((await getInfo(s.app, token, a.userId, 1)).code);
    expect(alive.filter((code) => code === 1000)).toHaveLength(1);
    expect(alive.filter((code) => code === 3010)).toHaveLength(2);
    expect(alive[0]).toBe(3010);
  });
});

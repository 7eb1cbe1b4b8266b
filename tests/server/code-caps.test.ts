/**
 * SMS pumping: codes cost money per message, so besides the per-destination limits (flows-codes) a signed-in user,
 * a client address and the whole site each have an hourly cap on the codes sent, and SMS go only to the country
 * codes served (mainland China and Hong Kong by default). A refusal by one cap uses up nothing of the others.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT_CODE } from '../../src/constants.ts';
import { persona } from './client-support.ts';
import { captcha, EN, outboxFor } from './flows-support.ts';
import { createTestServer, type TestServer } from './support.ts';

const CAPS = { perUser: 5, perAddress: 10, total: 40 };
const HOUR_MS = 60 * 60_000;

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer({ codeCaps: CAPS, addressLimit: { perHour: 60, exempt: ['127.0.0.1'] } });
});
afterAll(async () => {
  await s?.close();
});

type Answer = { code: number; msg: string };
const codeFrom = async (ip: string, account: string, scene: string, headers: Record<string, string> = {}): Promise<Answer> => {
  const body = { account, scene, ...(scene === 'register' || scene === 'forgotPassword' ? await captcha(s.app) : {}) };
  const res = await s.app.inject({ method: 'POST', url: '/api/sys/users/getMsgCode', remoteAddress: ip, headers, payload: body });
  return res.json() as Answer;
};
const mobile = (i: number) => `1370000${String(i).padStart(4, '0')}`;
const tally = (codes: number[]) => codes.reduce<Record<number, number>>((t, c) => ({ ...t, [c]: (t[c] ?? 0) + 1 }), {});

describe('hourly caps on codes sent', () => {
  it(`one signed-in user asks change codes for 20 numbers: ${CAPS.perUser} are sent, the rest answer 4029`, async () => {
    const p = await persona(s.app, 'investor@demo.test');
    const codes: number[] = [];
    for (let i = 0; i < 20; i++) codes.push((await codeFrom('127.0.0.1', mobile(i), 'changeMobile', { token: p.token })).code);
    expect(codes.slice(0, CAPS.perUser)).toEqual(Array(CAPS.perUser).fill(1000));
    expect(tally(codes.slice(CAPS.perUser))).toEqual({ [RESULT_CODE.tooManyRequests]: 20 - CAPS.perUser });
    const sent = (await Promise.all(Array.from({ length: 20 }, (_, i) => outboxFor(s.app, mobile(i))))).filter((m) => m.length > 0);
    expect(sent.length).toBe(CAPS.perUser);
  });

  it(`anonymous registration codes for 15 numbers from one address: ${CAPS.perAddress} sent, then 4029; another address goes on`, async () => {
    const ip = '203.0.113.40';
    const codes: number[] = [];
    for (let i = 0; i < 15; i++) codes.push((await codeFrom(ip, mobile(100 + i), 'register')).code);
    expect(codes.slice(0, CAPS.perAddress)).toEqual(Array(CAPS.perAddress).fill(1000));
    expect(tally(codes.slice(CAPS.perAddress))).toEqual({ [RESULT_CODE.tooManyRequests]: 15 - CAPS.perAddress });
    // The refused requests used up nothing of their destinations: the same numbers from elsewhere get their codes.
    expect((await codeFrom('203.0.113.41', mobile(100 + CAPS.perAddress), 'register')).code).toBe(1000);
    expect((await outboxFor(s.app, mobile(100 + CAPS.perAddress))).length).toBe(1);
  });

  it(`the whole site sends at most ${CAPS.total} codes an hour, from any number of addresses`, async () => {
    // So far: 5 change codes, 10 + 1 registration codes.
    const codes: number[] = [];
    for (let i = 0; i < 40; i++) codes.push((await codeFrom(`198.51.100.${i + 1}`, `pump-${i}@nowhere.test`, 'register')).code);
    const left = CAPS.total - (CAPS.perUser + CAPS.perAddress + 1);
    expect(codes.slice(0, left)).toEqual(Array(left).fill(1000));
    expect(tally(codes.slice(left))).toEqual({ [RESULT_CODE.tooManyRequests]: 40 - left });
    s.clock.advance(HOUR_MS + 1);
    expect((await codeFrom('198.51.100.200', 'after-an-hour@nowhere.test', 'register')).code).toBe(1000);
  });
});

describe('countries served by SMS', () => {
  it('codes go to mainland and Hong Kong numbers; other countries are refused with a message saying so, e-mail still works', async () => {
    const ip = '203.0.113.60';
    expect((await codeFrom(ip, '+852 9123 4567', 'register')).code).toBe(1000);
    expect((await codeFrom(ip, '13700009999', 'register')).code).toBe(1000);
    for (const abroad of ['+1 415 555 0100', '+44 7700 900123', '0085 5123 4567']) {
      const r = await codeFrom(ip, abroad, 'register', EN);
      expect(r.code, abroad).toBe(RESULT_CODE.invalidInput);
      expect(r.msg).toMatch(/SMS/);
      expect(r.msg).toMatch(/country or region/);
    }
    expect((await outboxFor(s.app, '+14155550100')).length).toBe(0);
    const zh = await codeFrom(ip, '+447700900123', 'register');
    expect(zh.msg).toMatch(/短信/);
    expect((await codeFrom(ip, 'abroad@example.test', 'register')).code).toBe(1000);
  });

  it('the list is configurable (SMS_COUNTRY_CODES)', async () => {
    const wider = await createTestServer({ smsCountryCodes: ['86', '852', '44'] });
    try {
      const { captchaKey, captchaCode } = await captcha(wider.app);
      const res = await wider.app.inject({
        method: 'POST',
        url: '/api/sys/users/getMsgCode',
        payload: { account: '+447700900123', scene: 'register', captchaKey, captchaCode },
      });
      expect(res.json().code).toBe(1000);
    } finally {
      await wider.close();
    }
  });
});

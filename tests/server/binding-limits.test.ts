/**
 * Binding tells a client record's state apart (no match, offshore, domestic, partner, under review), so guessing ID
 * numbers through it must be slow: attempts are limited per account and per client address (4029), and each is
 * written to the audit log with its outcome.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RESULT_CODE } from '../../src/constants.ts';
import { readAudit } from '../../server/services/audit.ts';
import { BIND_ATTEMPTS_PER_HOUR } from '../../server/services/binding.ts';
import { registered } from './flows-support.ts';
import { persona } from './client-support.ts';
import { createTestServer, login, type S, type TestServer } from './support.ts';

const PER_ADDRESS = BIND_ATTEMPTS_PER_HOUR + 10;
const HOUR_MS = 60 * 60_000;

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer({ addressLimit: { perHour: PER_ADDRESS, exempt: ['127.0.0.1'] } });
});
afterAll(async () => {
  await s?.close();
});

const guess = (i: number): S['BindRequest'] => ({
  identityType: 1,
  relationType: 0,
  idType: 'passport',
  idNumber: `E${10_000_000 + i}`,
  birthday: '1980-01-01',
  mobile: '13800000009',
  email: 'someone@example.com',
});
const bindFrom = async (ip: string, onetimeToken: string, body: S['BindRequest']) => {
  const res = await s.app.inject({ method: 'POST', url: '/api/sys/onetime/bindIdentityType', remoteAddress: ip, headers: { onetimeToken }, payload: body });
  return res.json() as { code: number; data: S['BindResponse'] | null };
};

it(`one account gets ${BIND_ATTEMPTS_PER_HOUR} binding attempts an hour, from any address; each is in the audit log`, async () => {
  const { onetimeToken, userId } = await registered(s.app, 'guesser@example.com');
  const answers = [];
  for (let i = 0; i < BIND_ATTEMPTS_PER_HOUR + 5; i++) answers.push(await bindFrom(`203.0.113.${70 + (i % 5)}`, onetimeToken, guess(i)));
  expect(answers.slice(0, BIND_ATTEMPTS_PER_HOUR).map((a) => a.data?.outcome)).toEqual(Array(BIND_ATTEMPTS_PER_HOUR).fill('noMatch'));
  expect(answers.slice(BIND_ATTEMPTS_PER_HOUR).map((a) => a.code)).toEqual(Array(5).fill(RESULT_CODE.tooManyRequests));

  const entries = await readAudit(s.handle.db, { userId: Number(userId), limit: 100 });
  const attempts = entries.filter((e) => e.kind === 'bind.attempt');
  const limited = entries.filter((e) => e.kind === 'bind.limited');
  expect(attempts.length).toBe(BIND_ATTEMPTS_PER_HOUR);
  expect(attempts[0]).toMatchObject({ operation: 'bindIdentityType', detail: { outcome: 'noMatch' } });
  expect(attempts[0].ip).toMatch(/^203\.0\.113\./);
  expect(limited.length).toBe(5);
  expect(limited[0]).toMatchObject({ code: RESULT_CODE.tooManyRequests });
  // What was typed is not kept.
  expect(JSON.stringify(entries)).not.toContain('E10000000');

  // An hour later (the onetime token has expired: a new login gives another).
  s.clock.advance(HOUR_MS + 1);
  const again = await login(s.app, 'guesser@example.com', 'Secret123');
  expect((await bindFrom('203.0.113.70', again.data.onetimeToken, guess(99))).data?.outcome).toBe('noMatch');
});

it(`one address gets ${PER_ADDRESS} binding attempts an hour, over any number of accounts`, async () => {
  const ip = '203.0.113.90';
  const tokens = [(await registered(s.app, 'one@example.com')).onetimeToken, (await registered(s.app, 'two@example.com')).onetimeToken];
  const codes: number[] = [];
  for (let i = 0; i < PER_ADDRESS + 1; i++) {
    // Each account up to its own limit, then the next one.
    codes.push((await bindFrom(ip, tokens[i < BIND_ATTEMPTS_PER_HOUR ? 0 : 1], guess(1000 + i))).code);
  }
  expect(codes.slice(0, PER_ADDRESS)).toEqual(Array(PER_ADDRESS).fill(1000));
  expect(codes[PER_ADDRESS]).toBe(RESULT_CODE.tooManyRequests);
  // The second account has attempts left, from another address.
  expect((await bindFrom('203.0.113.91', tokens[1], guess(2000))).code).toBe(1000);
});

it('the binding inside a session counts with the same account', async () => {
  const { token } = await persona(s.app, 'investor@demo.test');
  const codes: number[] = [];
  for (let i = 0; i < BIND_ATTEMPTS_PER_HOUR + 1; i++) {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/user/info/updateUserAssetBindingtInfo',
      remoteAddress: `198.51.100.${i + 1}`,
      headers: { token },
      payload: guess(3000 + i),
    });
    codes.push((res.json() as { code: number }).code);
  }
  expect(codes.slice(0, BIND_ATTEMPTS_PER_HOUR)).not.toContain(RESULT_CODE.tooManyRequests);
  expect(codes[BIND_ATTEMPTS_PER_HOUR]).toBe(RESULT_CODE.tooManyRequests);
});

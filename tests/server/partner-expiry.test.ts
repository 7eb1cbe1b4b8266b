/**
 * Partner expiry is judged on every call, not only at login: getInfo refuses identity type 3 once the partnership
 * has lapsed, and a partner session whose partnership lapses reads nothing but what an unfinished session may
 * (4003, "partner validation failed"). Operations open to anonymous callers give it what they give anyone.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persona } from './client-support.ts';
import { needsSession, operations, send, validRequest, type Operation } from './support-security.ts';
import { call, createTestServer, getInfo, login, type S, type TestServer } from './support.ts';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const UNFINISHED_ALLOWED = ['getInfo', 'logout', 'getToken', 'getLongToken', 'getUserTokens'];
const PARTNER_EXPIRED_EN = 'partner validation failed: the partnership has expired';

/** The partnership lapsed a second ago (the server's clock is the test clock). */
const lapse = (email: string) =>
  s.handle.db.execute(sql`update users set partner_expiry = ${new Date(s.clock.now() - 1000).toISOString()}::timestamptz where email = ${email}`);

// A password that is not the persona's: were a refusal missing, removeUser would still not delete the account.
const request = (op: Operation, token?: string) =>
  send(s.app, validRequest(op, { fundCode: 'HL001', password: 'NotIt1234' }, token ? { token, 'accept-language': 'en_US' } : { 'accept-language': 'en_US' }));

describe('getInfo', () => {
  it('refuses identity type 3 to a user whose partnership lapsed, and still gives the other relation', async () => {
    await lapse('multi@demo.test');
    const r = await login(s.app, 'multi@demo.test');
    expect(r.code).toBe(1000);
    expect(r.data.code).toBe('loginAfter');
    expect(r.data.identityTypeMap.partnerExpiryFlag).toBe(true);

    const asPartner = await getInfo(s.app, r.data.token, r.data.userId, 3, 'en_US');
    expect(asPartner.code).toBe(4003);
    expect(asPartner.msg).toBe(PARTNER_EXPIRED_EN);
    expect(asPartner.data).toBeNull();
    // Refused, the session did not become a partner's: partner products stay closed.
    expect((await call(s.app, 'GET', '/api/partner/fundList', { headers: { token: r.data.token } })).code).toBe(4003);

    const asInvestor = await getInfo(s.app, r.data.token, r.data.userId, 1);
    expect(asInvestor.code).toBe(1000);
    expect(asInvestor.data.identityTypeMap).toMatchObject({ currentIdType: 1, partnerExpiryFlag: true });
    expect((await call(s.app, 'GET', '/api/partner/fundList', { headers: { token: r.data.token } })).code).toBe(4003);
    expect((await call(s.app, 'GET', '/api/asset/fundList', { headers: { token: r.data.token } })).code).toBe(1000);
  });
});

describe('a partner session whose partnership lapses', () => {
  const guarded = operations.filter((op) => needsSession(op) && !UNFINISHED_ALLOWED.includes(op.id));
  const optional = operations.filter((op) => op.security.some((a) => a.includes('token')) && op.security.some((a) => a.length === 0));

  it(`is refused by all ${guarded.length} session operations but ${UNFINISHED_ALLOWED.join(', ')}`, async () => {
    const partner = await persona(s.app, 'partner@demo.test');
    const report = await partner.get<{ list: unknown[] }>('/partner/getFundReport?fundCode=HL001');
    expect(report.code).toBe(1000);
    expect(report.data.list.length).toBeGreaterThan(0);

    await lapse('partner@demo.test');
    const wrong: string[] = [];
    for (const op of guarded) {
      const a = await request(op, partner.token);
      if (a.code !== 4003 || a.msg !== PARTNER_EXPIRED_EN || a.data !== null) wrong.push(`${op.id}: ${a.status} ${a.raw.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
    expect(guarded.filter((op) => op.tags.includes('partner')).length).toBeGreaterThan(10);

    // getInfo does not give type 3 back; the session itself is still there, to log out.
    const info = await getInfo(s.app, partner.token, partner.userId, 3, 'en_US');
    expect(info.code).toBe(4003);
    expect(info.msg).toBe(PARTNER_EXPIRED_EN);
    expect((await call(s.app, 'GET', '/api/sys/users/logout', { headers: { token: partner.token } })).code).toBe(1000);
  });

  it(`gets no more than an anonymous caller from the ${optional.length} operations open to both`, async () => {
    await s.handle.db.execute(sql`update users set partner_expiry = '2099-12-31T00:00:00Z'::timestamptz where email = 'partner@demo.test'`);
    const partner = await persona(s.app, 'partner@demo.test');
    await lapse('partner@demo.test');
    for (const op of optional) {
      const anonymous = await request(op);
      const lapsed = await request(op, partner.token);
      expect(lapsed.raw, op.id).toBe(anonymous.raw);
    }
  });

  it('logs in to the partner-expired outcome, with no session', async () => {
    const r = await login(s.app, 'partner@demo.test');
    expect(r.data).toMatchObject({ code: 'partnerExpired', token: '', refreshToken: '' } satisfies Partial<S['LoginResponse']>);
  });
});

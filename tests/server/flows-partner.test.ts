/** Partner expiry: e-mail → link from the outbox → validated → normal login; reused, voided or expired links fail. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PARTNER_AUTH_LINK_TTL_MS, VERIFICATION_CODE_RESEND_MS } from '../../src/constants.ts';
import { users } from '../../server/db/schema.ts';
import { createTestServer, getInfo, login, type S, type TestServer } from './support.ts';
import { EN, onetimeCall, outboxFor, send } from './flows-support.ts';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(async () => {
  await s?.close();
});
// Each test starts with the persona's partnership lapsed, as seeded.
beforeEach(async () => {
  await s.handle.db.update(users).set({ partnerExpiry: new Date(Date.UTC(2023, 5, 30)) }).where(eq(users.email, 'expired@demo.test'));
  s.clock.advance(VERIFICATION_CODE_RESEND_MS);
});

const expiredLogin = async () => {
  const l = await login(s.app, 'expired@demo.test');
  expect(l.data).toMatchObject({ code: 'partnerExpired', token: '', identityTypeMap: { partnerExpiryFlag: true } });
  return l.data.onetimeToken;
};
const sendMail = (onetimeToken: string, headers: Record<string, string> = {}) =>
  send<S['MailSent']>(s.app, 'GET', '/api/sys/onetime/sendPartnerAuthEmail', { headers: { onetimeToken, ...headers } });
const check = (authCode: string) =>
  send<S['PartnerAuthCheck']>(s.app, 'POST', '/api/sys/onetime/partnerAuthRenewalCheck', { body: { authCode } });
const newestMail = async () => (await outboxFor(s.app, 'expired@demo.test'))[0];

it('the e-mail carries a /validEmail link whose code renews the partnership; then the login succeeds', async () => {
  const onetimeToken = await expiredLogin();
  const who = await onetimeCall<S['OnetimeIdentityInfo']>(s.app, 'GET', 'getIdentityInfo', onetimeToken);
  expect(who.data).toMatchObject({ userName: '王若溪', partnerName: '远帆财富管理有限公司', enterpriseEmail: 'exp***@demo.test' });

  const sent = await sendMail(onetimeToken, EN);
  expect(sent.code).toBe(1000);
  expect(sent.data).toEqual({ sentTo: 'exp***@demo.test', resendAfter: VERIFICATION_CODE_RESEND_MS });
  const mail = await newestMail();
  expect(mail.kind).toBe('email');
  expect(mail.subject).toBe('Harbourline Capital: confirm your partnership');
  const link = /\/validEmail\?authCode=([A-Za-z0-9_-]+)/.exec(mail.body);
  expect(link?.[1]).toBe(mail.code);

  expect((await check(mail.code)).data).toEqual({ valid: true, partnerName: '远帆财富管理有限公司' });
  const l = await login(s.app, 'expired@demo.test');
  expect(l.data).toMatchObject({ code: 'success', identityTypeMap: { currentIdType: 3, partnerExpiryFlag: false } });
  expect((await getInfo(s.app, l.data.token, l.data.userId, 3)).code).toBe(1000);
  // Used once; the old onetime token has done its job.
  expect((await check(mail.code)).data).toEqual({ valid: false });
  expect((await sendMail(onetimeToken)).code).toBe(3010);
});

it('an expired link fails', async () => {
  await sendMail(await expiredLogin());
  const mail = await newestMail();
  s.clock.advance(PARTNER_AUTH_LINK_TTL_MS + 1);
  expect((await check(mail.code)).data).toEqual({ valid: false });
  expect((await login(s.app, 'expired@demo.test')).data.code).toBe('partnerExpired');
});

it('a resend voids the older link, and waits a minute (4029)', async () => {
  const onetimeToken = await expiredLogin();
  await sendMail(onetimeToken);
  const first = await newestMail();
  expect((await sendMail(onetimeToken)).code).toBe(4029);
  s.clock.advance(VERIFICATION_CODE_RESEND_MS);
  expect((await sendMail(onetimeToken)).code).toBe(1000);
  const second = await newestMail();
  expect(second.code).not.toBe(first.code);
  expect((await check(first.code)).data.valid).toBe(false);
  expect((await check(second.code)).data.valid).toBe(true);
});

it('an unknown code fails; only the partner-expired onetime token may ask for the e-mail', async () => {
  expect((await check('made-up-code')).data).toEqual({ valid: false });
  expect((await check('bad code!')).status).toBe(400);
  const binding = (await login(s.app, 'new@demo.test')).data.onetimeToken;
  expect((await sendMail(binding)).code).toBe(4003);
  expect((await sendMail('')).code).toBe(3008);
});

describe('the link is absolute, so it opens from a mail client', () => {
  it('without PUBLIC_URL it starts with the origin the request came to', async () => {
    const onetimeToken = await expiredLogin();
    expect((await sendMail(onetimeToken, { host: 'portal.example.test:8443' })).code).toBe(1000);
    const mail = await newestMail();
    expect(mail.body).toContain(`http://portal.example.test:8443/validEmail?authCode=${mail.code}`);
  });

  it('with PUBLIC_URL it starts with that origin, whatever Host the request carried', async () => {
    const configured = await createTestServer({ publicUrl: 'https://www.example.com/' });
    try {
      const l = await login(configured.app, 'expired@demo.test');
      const sent = await send(configured.app, 'GET', '/api/sys/onetime/sendPartnerAuthEmail', {
        headers: { onetimeToken: l.data.onetimeToken, host: 'attacker.example' },
      });
      expect(sent.code).toBe(1000);
      const [mail] = await outboxFor(configured.app, 'expired@demo.test');
      expect(mail.body).toContain(`https://www.example.com/validEmail?authCode=${mail.code}`);
      expect(mail.body).not.toContain('attacker.example');
    } finally {
      await configured.close();
    }
  });
});

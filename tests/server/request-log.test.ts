/**
 * The request log, with the options server/main.ts gives it, holds no credential: tokens in headers and the partner
 * renewal link's authCode (the e-mail opens /validEmail?authCode=…, and every request's address is logged).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { redactedUrl, requestLogOptions } from '../../server/logging.ts';
import { createTestServer, type TestServer } from './support.ts';

const lines: string[] = [];
let s: TestServer;
beforeAll(async () => {
  s = await createTestServer({ logger: requestLogOptions('info', { write: (line: string) => void lines.push(line) }) });
});
afterAll(async () => {
  await s?.close();
});

const AUTH_CODE = 'Zq9secretLinkCode_0123456789abcdefABCDEF-xyz';

it('the renewal link and its check leave the authCode out of the log; the rest of the address stays', async () => {
  await s.app.inject({ method: 'GET', url: `/validEmail?authCode=${AUTH_CODE}&lang=en` });
  await s.app.inject({ method: 'POST', url: '/api/sys/onetime/partnerAuthRenewalCheck', payload: { authCode: AUTH_CODE } });
  await s.app.inject({ method: 'GET', url: '/api/sys/users/getUserTokens', headers: { token: AUTH_CODE } });
  const log = lines.join('\n');
  expect(log).toContain('/validEmail?authCode=[redacted]&lang=en');
  expect(log).toContain('/api/sys/onetime/partnerAuthRenewalCheck');
  expect(log).not.toContain(AUTH_CODE);
});

it('redactedUrl replaces only the values of credential parameters, whatever their case', () => {
  expect(redactedUrl('/validEmail?AuthCode=abc&x=1')).toBe('/validEmail?AuthCode=[redacted]&x=1');
  expect(redactedUrl('/a?fundCode=HL001&token=t')).toBe('/a?fundCode=HL001&token=[redacted]');
  expect(redactedUrl('/plain')).toBe('/plain');
});

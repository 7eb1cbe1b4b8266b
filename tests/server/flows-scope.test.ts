/** Token scope: onetime tokens only open /sys/onetime/*, session tokens never do; updateLanguage. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, getInfo, login, type TestServer } from './support.ts';
import { EN, send } from './flows-support.ts';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(async () => {
  await s?.close();
});

const updateLanguage = (headers: Record<string, string>, languageType: string) =>
  send(s.app, 'PUT', '/api/user/info/updateLanguage', { headers, body: { languageType } });

describe('onetime token scope', () => {
  it('a onetime token reads no holdings and opens no token-only operation, whichever header carries it', async () => {
    const l = (await login(s.app, 'new@demo.test')).data;
    expect(l.onetimeToken).not.toBe('');
    for (const headers of [{ onetimeToken: l.onetimeToken }, { token: l.onetimeToken }] as Record<string, string>[]) {
      expect((await send(s.app, 'GET', '/api/asset/fundListAndState', { headers })).code).toBe(3008);
      expect((await send(s.app, 'GET', '/api/sys/users/getUserTokens', { headers })).code).toBe(3008);
      expect((await updateLanguage(headers, 'en_US')).code).toBe(3008);
    }
    expect((await getInfo(s.app, l.onetimeToken, l.userId, 1)).code).toBe(3008);
  });

  it('a session token opens no onetime operation', async () => {
    const { token } = (await login(s.app, 'investor@demo.test')).data;
    for (const headers of [{ token }, { onetimeToken: token }] as Record<string, string>[]) {
      expect((await send(s.app, 'GET', '/api/sys/onetime/getIdentityInfo', { headers })).code).toBe(3008);
      const bind = await send(s.app, 'POST', '/api/sys/onetime/bindIdentityType', {
        headers,
        body: { identityType: 1, relationType: 0, idType: 'idCard', idNumber: '110108199501010198', birthday: '1995-01-01', mobile: '13800000001', email: 'a@b.cn' },
      });
      expect(bind.code).toBe(3008);
    }
  });

  it('a onetime token from another outcome cannot bind (4003)', async () => {
    const expired = (await login(s.app, 'expired@demo.test')).data.onetimeToken;
    const r = await send(s.app, 'POST', '/api/sys/onetime/getUserIdentityData', {
      headers: { onetimeToken: expired, ...EN },
      body: { identityType: 1, relationType: 0 },
    });
    expect(r).toMatchObject({ code: 4003, msg: 'Access denied' });
  });
});

describe('updateLanguage', () => {
  it('stores the language: the next login and getInfo answer it', async () => {
    const d = (await login(s.app, 'partner@demo.test')).data;
    expect(d.languageType).toBe('zh_CN');
    const r = await updateLanguage({ token: d.token, ...EN }, 'en_US');
    expect(r).toMatchObject({ code: 1000, msg: 'success', data: null });
    expect((await login(s.app, 'partner@demo.test')).data.languageType).toBe('en_US');
    expect((await getInfo(s.app, d.token, d.userId, 3)).data.languageType).toBe('en_US');
    expect((await updateLanguage({ token: d.token }, 'zh_CN')).msg).toBe('成功');
    expect((await login(s.app, 'partner@demo.test')).data.languageType).toBe('zh_CN');
  });

  it('refuses an unknown language (400) and a missing token (3008)', async () => {
    const { token } = (await login(s.app, 'investor@demo.test')).data;
    const bad = await updateLanguage({ token }, 'fr_FR');
    expect(bad.status).toBe(400);
    expect(bad.code).toBe(4000);
    expect((await updateLanguage({}, 'en_US')).code).toBe(3008);
  });
});

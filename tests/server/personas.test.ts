/** Each demo persona reaches its login outcome, by e-mail and by mobile. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, getInfo, login, PERSONAS, type S, type TestServer } from './support.ts';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(async () => {
  await s?.close();
});

const persona = (email: string) => PERSONAS.find((p) => p.email === email)!;

/** Logs in both ways, checks they agree, and answers the e-mail login's data. */
async function loginBothWays(email: string) {
  const byEmail = await login(s.app, email);
  const byMobile = await login(s.app, persona(email).mobile);
  for (const r of [byEmail, byMobile]) expect(r.code, r.msg).toBe(1000);
  expect(byMobile.data.code).toBe(byEmail.data.code);
  expect(byMobile.data.identityTypeMap).toEqual(byEmail.data.identityTypeMap);
  expect(byMobile.data.userId).toBe(byEmail.data.userId);
  return byEmail.data;
}

const hasSession = (d: S['LoginResponse']) => {
  expect(d.token).not.toBe('');
  expect(d.refreshToken).not.toBe('');
  expect(d.onetimeToken).toBe('');
};
const onetimeOnly = (d: S['LoginResponse']) => {
  expect(d.token).toBe('');
  expect(d.refreshToken).toBe('');
  expect(d.onetimeToken).not.toBe('');
};
const contents = (info: S['UserInfo']) => info.cmsColumnList.map((c) => c.content);

describe('login outcome per persona', () => {
  it('investor: success as an individual, with the individual menu in both languages', async () => {
    const d = await loginBothWays('investor@demo.test');
    expect(d.code).toBe('success');
    hasSession(d);
    expect(d.identityTypeMap.currentIdType).toBe(1);
    expect(d.identityTypeMap.userRelationList).toEqual([expect.objectContaining({ relationType: 0, identityType: 1 })]);
    expect(d.languageType).toBe('zh_CN');
    expect(d.accessimeout).toBeGreaterThan(0);
    expect(d.failureTime).toBeGreaterThan(d.accessimeout);

    const zh = await getInfo(s.app, d.token, d.userId, 1);
    expect(zh.code).toBe(1000);
    expect(zh.data.userName).toBe('林嘉言');
    expect(zh.data.roles).toEqual(['admin']);
    expect(contents(zh.data)).toContain('/myAssets');
    expect(contents(zh.data)).not.toContain('/prodListPath');
    expect(zh.data.cmsColumnList[0]).toMatchObject({ title: '我的账户', content: '/myAccount' });

    const en = await getInfo(s.app, d.token, d.userId, 1, 'en_US');
    expect(en.data.userName).toBe('Lin Jiayan');
    expect(en.data.cmsColumnList.find((c) => c.content === '/myAssets')?.title).toBe('My Assets');
    expect(en.data.cmsColumnList[0].title).toBe('My Account');
  });

  it('institution: success as an institutional contact', async () => {
    const d = await loginBothWays('institution@demo.test');
    expect(d.code).toBe('success');
    hasSession(d);
    expect(d.identityTypeMap.currentIdType).toBe(2);
    const info = await getInfo(s.app, d.token, d.userId, 2);
    expect(info.data.userName).toBe('周明远');
    expect(contents(info.data)).toContain('/myAssets');
  });

  it('partner: success with the product list instead of my assets', async () => {
    const d = await loginBothWays('partner@demo.test');
    expect(d.code).toBe('success');
    hasSession(d);
    expect(d.identityTypeMap).toMatchObject({ currentIdType: 3, partnerExpiryFlag: false });
    const info = await getInfo(s.app, d.token, d.userId, 3, 'en_US');
    expect(info.data.userName).toBe('Chen Siyuan');
    expect(contents(info.data)).toContain('/prodListPath');
    expect(contents(info.data)).not.toContain('/myAssets');
    expect(info.data.cmsColumnList.find((c) => c.content === '/prodListPath')?.title).toBe('Product List');
  });

  it('expired partner: partner expired, onetime token only', async () => {
    const d = await loginBothWays('expired@demo.test');
    expect(d.code).toBe('partnerExpired');
    onetimeOnly(d);
    expect(d.identityTypeMap).toMatchObject({ currentIdType: 3, partnerExpiryFlag: true });
  });

  it('single: half success, an unfinished session that selects its one (overseas) relation', async () => {
    const d = await loginBothWays('single@demo.test');
    expect(d.code).toBe('halfSuccess');
    hasSession(d);
    expect(d.identityTypeMap.currentIdType).toBe(0);
    expect(d.identityTypeMap.userRelationList).toEqual([expect.objectContaining({ relationType: 1, identityType: 1 })]);
    const info = await getInfo(s.app, d.token, d.userId, 1);
    expect(info.code).toBe(1000);
    expect(info.data.userName).toBe('赵一帆');
    expect(info.data.identityTypeMap.currentIdType).toBe(1);
    // A type the user has no relation for is refused.
    expect((await getInfo(s.app, d.token, d.userId, 3)).code).toBe(4003);
  });

  it('multi: loginAfter with several relations; any of them can be selected', async () => {
    const d = await loginBothWays('multi@demo.test');
    expect(d.code).toBe('loginAfter');
    hasSession(d);
    expect(d.identityTypeMap.currentIdType).toBe(0);
    expect(d.identityTypeMap.userRelationList.length).toBeGreaterThan(1);
    const asInstitution = await getInfo(s.app, d.token, d.userId, 2);
    expect(asInstitution.data.identityTypeMap.currentIdType).toBe(2);
    expect(contents(asInstitution.data)).toContain('/myAssets');
    const asPartner = await getInfo(s.app, d.token, d.userId, 3);
    expect(contents(asPartner.data)).toContain('/prodListPath');
    // Selecting does not change the persona: the next login is a loginAfter again.
    expect((await login(s.app, 'multi@demo.test')).data.code).toBe('loginAfter');
  });

  it('pending: applying, onetime token only, with the pending application', async () => {
    const d = await loginBothWays('pending@demo.test');
    expect(d.code).toBe('applying');
    onetimeOnly(d);
    expect(d.identityTypeMap.applyList).toEqual([expect.objectContaining({ identityType: 1, status: 'pending' })]);
  });

  it('dataproc: operatingDataProcessing, onetime token only', async () => {
    const d = await loginBothWays('dataproc@demo.test');
    expect(d.code).toBe('operatingDataProcessing');
    onetimeOnly(d);
    expect(d.identityTypeMap.operatingDataProcessing).toBe(true);
  });

  it('new: binding, onetime token only, nothing bound', async () => {
    const d = await loginBothWays('new@demo.test');
    expect(d.code).toBe('binding');
    onetimeOnly(d);
    expect(d.identityTypeMap).toEqual({
      currentIdType: 0,
      userRelationList: [],
      applyList: [],
      partnerExpiryFlag: false,
      operatingDataProcessing: false,
    });
  });
});

describe('getInfo guards', () => {
  it("refuses another user's id in the body", async () => {
    const d = (await login(s.app, 'investor@demo.test')).data;
    const other = (await login(s.app, 'institution@demo.test')).data;
    const r = await getInfo(s.app, d.token, other.userId, 2);
    expect(r.code).toBe(4003);
    expect(r.data).toBeNull();
  });

  it('treats 0 as 1 and refuses a type without a relation', async () => {
    const d = (await login(s.app, 'investor@demo.test')).data;
    expect((await getInfo(s.app, d.token, d.userId, 0)).data.identityTypeMap.currentIdType).toBe(1);
    expect((await getInfo(s.app, d.token, d.userId, 2)).code).toBe(4003);
  });

  it('an onetime token is not a session token', async () => {
    const d = (await login(s.app, 'new@demo.test')).data;
    expect((await getInfo(s.app, d.onetimeToken, d.userId, 1)).code).toBe(3008);
  });
});

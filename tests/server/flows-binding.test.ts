/** Every binding outcome of the contract, driven by the seeded client records (server/seed/README.md). */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientRecords } from '../../server/db/schema.ts';
import { DEMO_RECORDS, UNKNOWN_ID } from '../../server/seed/client-records.ts';
import { PERSONAS } from '../../server/seed/personas.ts';
import { createTestServer, getInfo, login, type S, type TestServer } from './support.ts';
import { EN, onetimeCall, registered } from './flows-support.ts';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(async () => {
  await s?.close();
});
// A bound record refuses every other account; each test starts from the seeded, unbound demo records, with their
// seeded mobiles.
const FREE = Object.values(DEMO_RECORDS).filter((r) => !('boundTo' in r));
beforeEach(async () => {
  await s.handle.db.update(clientRecords).set({ boundUserId: null }).where(inArray(clientRecords.idNumber, FREE.map((r) => r.idNumber)));
  for (const r of FREE) await s.handle.db.update(clientRecords).set({ mobile: r.mobile }).where(eq(clientRecords.idNumber, r.idNumber));
});

type Rec = { idNumber: string; birthday: string };
const form = (rec: Rec, extra: Partial<S['BindRequest']> = {}): S['BindRequest'] => ({
  identityType: 1,
  relationType: 0,
  idType: 'idCard',
  idNumber: rec.idNumber,
  birthday: rec.birthday,
  mobile: '13800000009',
  email: 'someone@example.com',
  ...extra,
});
const PARTNER = { identityType: 3, relationType: 3, enterpriseEmail: 'me@chengchuan.example' } as const;

const bind = (onetimeToken: string, body: S['BindRequest']) =>
  onetimeCall<S['BindResponse']>(s.app, 'POST', 'bindIdentityType', onetimeToken, body);
const bindEn = (onetimeToken: string, body: S['BindRequest']) =>
  s.app.inject({ method: 'POST', url: '/api/sys/onetime/bindIdentityType', headers: { onetimeToken, ...EN }, payload: body }).then((r) => r.json());
const identity = async (onetimeToken: string) =>
  (await onetimeCall<S['OnetimeIdentityInfo']>(s.app, 'GET', 'getIdentityInfo', onetimeToken)).data;

let n = 0;
/** A fresh e-mail account in the binding state: it has no mobile of its own. */
const binder = async () => (await registered(s.app, `binder${++n}@example.com`)).onetimeToken;

/**
 * A fresh account registered with a mobile (proved by its SMS code), whom the firm's record lists with that mobile:
 * the record's holder, who binds at once.
 */
const holder = async (rec: Rec) => {
  const mobile = `1360000${String(++n).padStart(4, '0')}`;
  const { onetimeToken } = await registered(s.app, mobile);
  await s.handle.db.update(clientRecords).set({ mobile }).where(eq(clientRecords.idNumber, rec.idNumber));
  return { token: onetimeToken, mobile };
};

describe('success', () => {
  it('new@demo.test binds the documented domestic record with its mobile and gets a real session', async () => {
    const l = await login(s.app, 'new@demo.test');
    expect(l.data.code).toBe('binding');
    const prefill = await onetimeCall<S['UserIdentityData']>(s.app, 'POST', 'getUserIdentityData', l.data.onetimeToken, { identityType: 1, relationType: 0 });
    expect(prefill.data).toMatchObject({ mobile: '13800000009', email: 'new@demo.test', idType: 'idCard' });

    const r = await bind(l.data.onetimeToken, form(DEMO_RECORDS.domestic, { idNumber: '11010519900307451x', mobile: '138 0000 0009' }));
    expect(r.code).toBe(1000);
    expect(r.data.outcome).toBe('success');
    const vo = r.data.userLoginTokenVO!;
    expect(vo.token).not.toBe('');
    expect(vo.failureTime).toBeGreaterThan(vo.accessimeout);
    const info = await getInfo(s.app, vo.token, l.data.userId, 1);
    expect(info.code).toBe(1000);
    expect(info.data.identityTypeMap.userRelationList).toEqual([
      { relationType: 0, identityType: 1, name: '泓岸价值精选一号私募证券投资基金' },
    ]);
    const again = await login(s.app, 'new@demo.test');
    expect(again.data).toMatchObject({ code: 'success', identityTypeMap: { currentIdType: 1 } });
    // The record now belongs to new@demo.test: nobody else can bind it.
    expect((await bind(await binder(), form(DEMO_RECORDS.domestic))).data.outcome).toBe('noMatch');
  });

  it('a partner binding answers the partner name and a partner session', async () => {
    const { token, mobile } = await holder(DEMO_RECORDS.partner);
    const r = await bind(token, form(DEMO_RECORDS.partner, { ...PARTNER, mobile }));
    expect(r.data).toMatchObject({ outcome: 'success', partnerName: '澄川财富管理有限公司' });
    const me = await identity(token);
    expect(me.identityTypeMap).toMatchObject({ currentIdType: 3, partnerExpiryFlag: false });
  });

  it('an offshore record binds as offshore', async () => {
    const { token, mobile } = await holder(DEMO_RECORDS.offshore);
    const r = await bind(token, form(DEMO_RECORDS.offshore, { relationType: 1, mobile }));
    expect(r.data.outcome).toBe('success');
    expect(r.data.partnerName).toBeUndefined();
  });

  it('an account registered with the e-mail on the record binds it at once', async () => {
    const { onetimeToken } = await registered(s.app, DEMO_RECORDS.offshore.email);
    const r = await bind(onetimeToken, form(DEMO_RECORDS.offshore, { relationType: 1, mobile: DEMO_RECORDS.offshore.mobile }));
    expect(r.data.outcome).toBe('success');
    expect(r.data.userLoginTokenVO?.token).toBeTruthy();
  });

  it("no persona holds another client's record: each record that can bind is reached by its holder's own contact only", () => {
    // A persona whose login is a record's mobile or e-mail binds that record at once (new@demo.test is 何子墨).
    const reach = (r: { mobile: string; email?: string }) =>
      PERSONAS.filter((p) => p.mobile === r.mobile || p.email === r.email).map((p) => p.email);
    expect(reach(DEMO_RECORDS.domestic)).toEqual(['new@demo.test']);
    for (const r of [DEMO_RECORDS.offshore, DEMO_RECORDS.partner, DEMO_RECORDS.mismatch]) expect(reach(r), r.name).toEqual([]);
  });

  it('an account that only knows the record (ID number, birthday, recorded mobile) gets an application, not the holdings', async () => {
    const token = await binder();
    const r = await bind(token, form(DEMO_RECORDS.domestic));
    expect(r.data).toEqual({ outcome: 'underReview', userLoginTokenVO: null });
    expect((await identity(token)).identityTypeMap).toMatchObject({
      userRelationList: [],
      applyList: [expect.objectContaining({ identityType: 1, status: 'pending' })],
    });
    // The record stays free for its holder.
    const [record] = await s.handle.db.select().from(clientRecords).where(eq(clientRecords.idNumber, DEMO_RECORDS.domestic.idNumber));
    expect(record.boundUserId).toBeNull();
    const { token: holderToken, mobile } = await holder(DEMO_RECORDS.domestic);
    expect((await bind(holderToken, form(DEMO_RECORDS.domestic, { mobile }))).data.outcome).toBe('success');
  });
});

describe('refusals', () => {
  it('hasOtherRegionProducts: an offshore holder binding as domestic', async () => {
    const asDomestic = form(DEMO_RECORDS.offshore, { mobile: DEMO_RECORDS.offshore.mobile });
    expect((await bind(await binder(), asDomestic)).data).toEqual({ outcome: 'hasOtherRegionProducts', userLoginTokenVO: null });
  });

  it('without the recorded mobile, a record tells nothing of what it holds: contactMismatch comes first', async () => {
    // The offshore client as domestic, the partner as an individual, the client with both regions: with another
    // mobile, each answers as any record would.
    for (const [rec, extra] of [
      [DEMO_RECORDS.offshore, {}],
      [DEMO_RECORDS.partner, {}],
      [DEMO_RECORDS.both, {}],
    ] as const) {
      const r = await bind(await binder(), form(rec, { ...extra, mobile: '13700000001' }));
      expect(r.data, rec.name).toEqual({ outcome: 'contactMismatch', userLoginTokenVO: null });
    }
  });

  it('domesticAndOffshore: a record with both, or a domestic binding followed by an offshore one', async () => {
    expect((await bind(await binder(), form(DEMO_RECORDS.both))).data.outcome).toBe('domesticAndOffshore');
    const { token, mobile } = await holder(DEMO_RECORDS.mismatch);
    expect((await bind(token, form(DEMO_RECORDS.mismatch, { mobile }))).data.outcome).toBe('success');
    expect((await bind(token, form(DEMO_RECORDS.offshore, { relationType: 1 }))).data.outcome).toBe('domesticAndOffshore');
  });

  it('alreadyPartner: a partner record bound as an individual', async () => {
    expect((await bind(await binder(), form(DEMO_RECORDS.partner, { mobile: DEMO_RECORDS.partner.mobile }))).data.outcome).toBe('alreadyPartner');
  });

  it('alreadySubmitted: a record already being processed, and a user with a pending application', async () => {
    expect((await bind(await binder(), form(DEMO_RECORDS.submitted))).data.outcome).toBe('alreadySubmitted');
    const pending = await login(s.app, 'pending@demo.test');
    expect(pending.data.code).toBe('applying');
    expect((await bind(pending.data.onetimeToken, form(DEMO_RECORDS.review))).data.outcome).toBe('alreadySubmitted');
  });

  it('underReview: a record under review becomes an application in applyList', async () => {
    const token = await binder();
    expect((await bind(token, form(DEMO_RECORDS.review))).data).toEqual({ outcome: 'underReview', userLoginTokenVO: null });
    expect((await identity(token)).identityTypeMap.applyList).toEqual([expect.objectContaining({ identityType: 1, status: 'pending' })]);
  });

  it('noMatch, then the application form: underReview, applyList, login outcome applying, no second application', async () => {
    const account = `applicant${++n}@example.com`;
    const { onetimeToken } = await registered(s.app, account);
    expect((await bind(onetimeToken, form(UNKNOWN_ID))).data.outcome).toBe('noMatch');
    // A wrong birthday for a real record says nothing more than an unknown number.
    expect((await bind(onetimeToken, form({ ...DEMO_RECORDS.review, birthday: '1975-08-18' }))).code).toBe(4000);
    const apply = { ...form(UNKNOWN_ID), productName: '泓岸价值精选一号, 泓岸稳健增长二号', purchaseChannel: '招商银行' };
    const r = await onetimeCall<S['BindResponse']>(s.app, 'POST', 'saveRegisterApply', onetimeToken, apply);
    expect(r.data).toEqual({ outcome: 'underReview', userLoginTokenVO: null });
    expect((await identity(onetimeToken)).identityTypeMap.applyList).toHaveLength(1);
    const prefill = await onetimeCall<S['UserIdentityData']>(s.app, 'POST', 'getUserIdentityData', onetimeToken, { identityType: 1, relationType: 0 });
    expect(prefill.data.idNumberMasked).toBe('110***********0198');
    expect((await login(s.app, account, 'Secret123')).data.code).toBe('applying');
    const second = await onetimeCall<S['BindResponse']>(s.app, 'POST', 'saveRegisterApply', onetimeToken, apply);
    expect(second.data.outcome).toBe('alreadySubmitted');
  });
});

describe('contactMismatch and coverClientMsg', () => {
  const cover = (token: string, value: boolean) =>
    onetimeCall<S['BindResponse']>(s.app, 'POST', 'coverClientMsg', token, { cover: value });

  it('a matching ID with another mobile asks; overwriting goes to review (staff check the new number)', async () => {
    const token = await binder();
    expect((await bind(token, form(DEMO_RECORDS.mismatch))).data).toEqual({ outcome: 'contactMismatch', userLoginTokenVO: null });
    expect((await cover(token, true)).data.outcome).toBe('underReview');
    expect((await identity(token)).identityTypeMap.applyList).toHaveLength(1);
    // The prompt was answered: nothing is waiting any more.
    expect((await cover(token, true)).code).toBe(4004);
  });

  it('keeping the record contact binds at once when the account itself is that contact', async () => {
    const { onetimeToken } = await registered(s.app, DEMO_RECORDS.mismatch.mobile);
    expect((await bind(onetimeToken, form(DEMO_RECORDS.mismatch, { mobile: '13700000000' }))).data.outcome).toBe('contactMismatch');
    const r = await cover(onetimeToken, false);
    expect(r.data.outcome).toBe('success');
    expect(r.data.userLoginTokenVO?.token).toBeTruthy();
  });

  it('coverClientMsg without a pending bind answers 4004', async () => {
    expect((await cover(await binder(), false)).code).toBe(4004);
  });
});

describe('form rules (4000, localized)', () => {
  it('refuses a bad ID check digit, a birthday that is not the ID one, a partner without business e-mail, a wrong pairing', async () => {
    const token = await binder();
    expect(await bindEn(token, form({ ...UNKNOWN_ID, idNumber: '110108199501010199' }))).toMatchObject({ code: 4000, msg: 'Invalid ID number' });
    expect((await bind(token, form({ ...UNKNOWN_ID, birthday: '1995-01-02' }))).msg).toBe('出生日期与证件号码不符');
    const noMail = await bindEn(token, form(DEMO_RECORDS.partner, { identityType: 3, relationType: 3 }));
    expect(noMail).toMatchObject({ code: 4000, msg: 'Please enter your business e-mail' });
    expect((await bind(token, form(DEMO_RECORDS.partner, { ...PARTNER, relationType: 0 }))).code).toBe(4000);
    const badMobile = await bind(token, form(UNKNOWN_ID, { mobile: 'abc' }));
    expect(badMobile.status).toBe(400);
  });
});

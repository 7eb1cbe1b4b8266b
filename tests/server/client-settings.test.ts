/** Settings: profile, password, contact changes (pending rules), devices, WeChat, notifications, deregistration. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persona, type Persona } from './client-support.ts';
import { call, createTestServer, login, type S, type TestServer } from './support.ts';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const settings = async (p: Persona, lang?: string) => (await p.get<S['UserSettings']>('/user/info/getAccountSettingInfo', lang)).data;

async function codeFor(p: Persona, account: string, scene: 'changeEmail' | 'changeMobile') {
  const sent = await p.post('/sys/users/getMsgCode', { account, scene });
  expect(sent.code, sent.msg).toBe(1000);
  const box = await call<S['DemoOutboxEntry'][]>(s.app, 'GET', `/api/demo/outbox?to=${encodeURIComponent(account)}`);
  return box.data[0].code;
}

const ticket = async (p: Persona) => (await p.post<S['PasswordTicket']>('/user/info/verifyUserPasswordPCH5', { password: 'Demo1234' })).data.passwordTicket;

describe('account settings', () => {
  it('answers masked contacts, devices (this one marked current), WeChat, switches, manager', async () => {
    const investor = await persona(s.app, 'investor@demo.test');
    const d = await settings(investor, 'en_US');
    expect(d).toMatchObject({ userName: 'Lin Jiayan', email: 'inv***@demo.test', mobile: '138****0001', fontSize: 14, currentIdType: 1 });
    expect(d.devices.filter((x) => x.current)).toHaveLength(1);
    expect(d.devices.length).toBe(3);
    expect(d.wechatAccounts).toEqual([expect.objectContaining({ wechatId: 'wx-investor-1' })]);
    expect(d.relationshipManager?.name).toBe('Xu Jianing');
    const inst = await settings(await persona(s.app, 'institution@demo.test'));
    expect(inst.institution?.name).toContain('青禾');
    const binding = await investor.get<S['AssetBindingInfo']>('/user/info/getAssetBindingInfo');
    expect(binding.data).toMatchObject({ currentIdType: 1, switchableIdTypes: [1] });
  });

  it('changes name, font size and notification switches, persisted', async () => {
    const p = await persona(s.app, 'institution@demo.test');
    expect((await p.post('/user/info/updateUserAccountInfo', { userName: '周明远（新）', fontSize: 18 })).code).toBe(1000);
    const n = await p.post<S['NotificationSettings']>('/user/info/userNoticeSetting', { wechat: true, sms: false });
    expect(n.data).toEqual({ sms: false, email: true, wechat: true });
    const d = await settings(await persona(s.app, 'institution@demo.test'));
    expect(d).toMatchObject({ userName: '周明远（新）', fontSize: 18, notifications: { sms: false, email: true, wechat: true } });
    expect((await p.post('/user/info/updateUserAccountInfo', { fontSize: 13 })).status).toBe(400);
  });

  it('changes the password only with the current one, and logs out the other sessions', async () => {
    const other = await persona(s.app, 'multi@demo.test');
    const p = await persona(s.app, 'multi@demo.test');
    const wrong = await p.post('/user/info/updateUserAccountInfo', { oldPassword: 'Wrong999', newPassword: 'NewPass123' }, 'en_US');
    expect(wrong.code).toBe(4001);
    expect(wrong.msg).toBe('password incorrect, try again');
    expect((await p.post('/user/info/updateUserAccountInfo', { newPassword: 'NewPass123' })).code).toBe(4000);
    expect((await p.post('/user/info/updateUserAccountInfo', { oldPassword: 'Demo1234', newPassword: 'short' })).status).toBe(400);
    expect((await p.post('/user/info/updateUserAccountInfo', { oldPassword: 'Demo1234', newPassword: 'NewPass123' })).code).toBe(1000);
    expect((await p.get('/user/info/getAccountSettingInfo')).code).toBe(1000);
    expect((await other.get('/user/info/getAccountSettingInfo')).code).toBe(3010);
    expect((await login(s.app, 'multi@demo.test')).code).toBe(4001);
    expect((await login(s.app, 'multi@demo.test', 'NewPass123')).code).toBe(1000);
  });
});

describe('binding from settings', () => {
  it('applies the binding rules to the logged-in user and keeps the session (no new tokens)', async () => {
    const p = await persona(s.app, 'single@demo.test');
    const r = await p.post<S['BindResponse']>('/user/info/updateUserAssetBindingtInfo', {
      identityType: 1,
      relationType: 0,
      idType: 'idCard',
      idNumber: '11010519900307451X',
      birthday: '1990-03-07',
      mobile: '13800000005',
      email: 'single@demo.test',
    });
    expect(r.code, r.msg).toBe(1000);
    // single@demo.test holds offshore products: a domestic binding is refused by the flow's rules.
    expect(r.data).toEqual({ outcome: 'domesticAndOffshore', userLoginTokenVO: null });
    expect((await p.get('/user/info/getAssetBindingInfo')).code).toBe(1000);
  });
});

describe('contact changes', () => {
  it('a change becomes pending; a second one while it is processing is refused with 4009', async () => {
    const p = await persona(s.app, 'institution@demo.test');
    const code = await codeFor(p, 'zhou.new@demo.test', 'changeEmail');
    const first = await p.post<S['ChangeRequest']>('/user/info/updateUserAccountInfoNew', { email: 'zhou.new@demo.test', verificationCode: code, passwordTicket: await ticket(p) }, 'en_US');
    expect(first.code, first.msg).toBe(1000);
    expect(first.msg).toBe('change request submitted');
    expect(first.data).toMatchObject({ field: 'email', status: 'pending', value: 'zho***@demo.test' });
    expect((await settings(p)).pendingChanges).toEqual([expect.objectContaining({ field: 'email', status: 'pending' })]);

    const mobileCode = await codeFor(p, '13900000222', 'changeMobile');
    const second = await p.post('/user/info/updateUserAccountInfoNew', { mobile: '13900000222', verificationCode: mobileCode, passwordTicket: await ticket(p) }, 'en_US');
    expect(second.code).toBe(4009);
    expect(second.msg).toBe('previous request still being processed, try later');
    const zh = await p.post('/user/info/updateUserAccountInfoNew', { mobile: '13900000222', verificationCode: mobileCode, passwordTicket: await ticket(p) });
    expect(zh.msg).toBe('上一个申请仍在处理中，请稍后再试');
  });

  it('needs a fresh password ticket (single use) and the right code', async () => {
    const p = await persona(s.app, 'single@demo.test');
    const code = await codeFor(p, 'zhao.new@demo.test', 'changeEmail');
    const bad = await p.post('/user/info/updateUserAccountInfoNew', { email: 'zhao.new@demo.test', verificationCode: code, passwordTicket: 'forged' });
    expect(bad.code).toBe(4003);
    const t = await ticket(p);
    const wrongCode = await p.post('/user/info/updateUserAccountInfoNew', { email: 'zhao.new@demo.test', verificationCode: '000000' === code ? '111111' : '000000', passwordTicket: t });
    expect(wrongCode.code).toBe(4000);
    const reused = await p.post('/user/info/updateUserAccountInfoNew', { email: 'zhao.new@demo.test', verificationCode: code, passwordTicket: t });
    expect(reused.code).toBe(4003);
    expect((await p.post('/user/info/verifyUserPasswordPCH5', { password: 'nope' })).code).toBe(4001);
  });
});

describe('devices and WeChat', () => {
  it('forbidding several devices needs the other devices deleted first; another user’s device is not found', async () => {
    const p = await persona(s.app, 'investor@demo.test');
    const d = await settings(p);
    const forbid = await p.post('/user/info/multiDeviceSwitchSetting', { allowMultipleDevices: false }, 'en_US');
    expect(forbid.code).toBe(4009);
    expect(forbid.msg).toBe('please delete devices first');
    expect((await p.post('/user/info/unboundUserDevice', { deviceId: 'dev-institution-pc' })).code).toBe(4004);
    for (const device of d.devices.filter((x) => !x.current)) {
      expect((await p.post('/user/info/unboundUserDevice', { deviceId: device.deviceId })).code).toBe(1000);
    }
    expect((await p.post('/user/info/multiDeviceSwitchSetting', { allowMultipleDevices: false })).code).toBe(1000);
    expect((await settings(p)).allowMultipleDevices).toBe(false);
    // Back on: the tests below log this user in from several devices (devices.test.ts tests the switch's effect).
    expect((await p.post('/user/info/multiDeviceSwitchSetting', { allowMultipleDevices: true })).code).toBe(1000);
  });

  it('unbinding a device revokes its sessions', async () => {
    const phone = await persona(s.app, 'partner@demo.test');
    await settings(phone);
    const desk = await persona(s.app, 'partner@demo.test');
    const phoneDevice = (await settings(desk)).devices.find((x) => !x.current)!;
    expect((await desk.post('/user/info/unboundUserDevice', { deviceId: phoneDevice.deviceId })).code).toBe(1000);
    expect((await phone.get('/user/info/getAccountSettingInfo')).code).toBe(3010);
    expect((await desk.get('/user/info/getAccountSettingInfo')).code).toBe(1000);
    expect((await desk.post('/user/info/unboundUserDevice', { deviceId: 'a', wechatId: 'b' })).status).toBe(400);
  });
});

describe('deregistration', () => {
  it('checks the password, asks to unbind WeChat first, then removes everything of the user', async () => {
    const p = await persona(s.app, 'investor@demo.test');
    const other = await persona(s.app, 'investor@demo.test');
    expect((await p.post('/user/info/removeUser', { reason: 'x'.repeat(201), password: 'Demo1234' })).status).toBe(400);
    expect((await p.post('/user/info/removeUser', { reason: 'moving abroad', password: 'Wrong999' })).code).toBe(4001);
    const wechat = await p.post('/user/info/removeUser', { reason: 'moving abroad', password: 'Demo1234' }, 'en_US');
    expect(wechat.code).toBe(4009);
    expect(wechat.msg).toBe('please unbind the wechat account first');
    expect((await p.post('/user/info/unboundUserDevice', { wechatId: 'wx-investor-1' })).code).toBe(1000);
    await p.post('/qa/info/addQaInfo', { title: 'before leaving', description: 'one more question' });

    const userId = Number(p.userId);
    const countRows = async () => {
      const r = await s.handle.db.execute(
        sql.raw(`select (select count(*) from holdings where user_id = ${userId}) + (select count(*) from transactions where user_id = ${userId})
          + (select count(*) from qa_questions where user_id = ${userId}) + (select count(*) from user_devices where user_id = ${userId})
          + (select count(*) from user_preferences where user_id = ${userId}) + (select count(*) from sessions where user_id = ${userId})
          + (select count(*) from users where id = ${userId}) as n`),
      );
      return Number((r as unknown as { rows: { n: number | string }[] }).rows[0].n);
    };
    expect(await countRows()).toBeGreaterThan(50);
    expect((await p.post('/user/info/removeUser', { reason: 'moving abroad', password: 'Demo1234' })).code).toBe(1000);
    expect(await countRows()).toBe(0);
    expect((await login(s.app, 'investor@demo.test')).code).toBe(4001);
    expect((await other.get('/asset/fundList')).code).toBe(3008);
    // The funds themselves stay: other holders still see them.
    const inst = await persona(s.app, 'institution@demo.test');
    expect((await inst.get<S['FundHolding'][]>('/asset/fundListAndState')).data.map((h) => h.fundCode)).toContain('HL001');
  });
});

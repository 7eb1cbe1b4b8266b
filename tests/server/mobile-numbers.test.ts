/**
 * One spelling per mobile number: '+86 138-0000-0001', '0086 13800000001' and '13800000001' are one account at
 * login, registration, code requests, password reset, contact change and binding, and numbers stored with their
 * country code before are rewritten by the migration.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_AFTER_FAILED_LOGINS, VERIFICATION_CODE_RESEND_MS } from '../../src/constants.ts';
import { normalizeMobile } from '../../server/services/accounts.ts';
import { persona } from './client-support.ts';
import { lastCode, outboxFor, register, requestCode, send } from './flows-support.ts';
import { createTestServer, login, type S, type TestServer } from './support.ts';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const rows = async <T>(query: ReturnType<typeof sql>) => ((await s.handle.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('normalizeMobile', () => {
  it('keeps mainland numbers bare and international ones with their +', () => {
    for (const typed of ['13800000001', '+8613800000001', '+86 138 0000 0001', '0086 138-0000-0001', ' (+86) 138.0000.0001 ']) {
      expect(normalizeMobile(typed), typed).toBe('13800000001');
    }
    expect(normalizeMobile('+852 9123 4567')).toBe('+85291234567');
    expect(normalizeMobile('00852-9123-4567')).toBe('+85291234567');
    // Not a mainland mobile after +86 (a landline): kept with its country code.
    expect(normalizeMobile('+86 10 6512 3456')).toBe('+861065123456');
  });
});

describe('accounts by mobile', () => {
  it('logs in with any spelling of the mobile number', async () => {
    for (const account of ['+8613800000001', '0086 138-0000-0001', '+86 138 0000 0001']) {
      const r = await login(s.app, account);
      expect(r.code, account).toBe(1000);
      expect(r.data.code).toBe('success');
    }
  });

  it('registering +86 and a known mobile reaches that account: already registered, no second user', async () => {
    expect((await requestCode(s.app, '+8613800000001', 'register')).code).toBe(1000);
    const code = await lastCode(s.app, '13800000001');
    const r = await register(s.app, { account: '+86 138 0000 0001', verificationCode: code });
    expect(r.data.status).toBe(1);
    const users = await rows<{ n: number }>(sql`select count(*)::int as n from users where mobile like '%13800000001'`);
    expect(users[0].n).toBe(1);
  });

  it('counts wrong passwords of every spelling of an unknown number together', async () => {
    for (const account of ['13912345678', '+8613912345678', '0086 139 1234 5678']) {
      expect((await login(s.app, account, 'Wrong1234')).code).toBe(4001);
    }
    expect(CAPTCHA_AFTER_FAILED_LOGINS).toBe(3);
    expect((await login(s.app, '+86-139-1234-5678', 'Wrong1234')).code).toBe(2012);
  });

  it('sends codes to one address whatever the spelling: one a minute, and the reset works with another spelling', async () => {
    expect((await requestCode(s.app, '13800000002', 'forgotPassword')).code).toBe(1000);
    expect((await requestCode(s.app, '+86 138 0000 0002', 'forgotPassword')).code).toBe(4029);
    s.clock.advance(VERIFICATION_CODE_RESEND_MS);
    expect((await requestCode(s.app, '0086 13800000002', 'forgotPassword')).code).toBe(1000);
    expect(await outboxFor(s.app, '+8613800000002')).toEqual([]);
    const reset = await send(s.app, 'POST', '/api/sys/users/forgotPwdV2', {
      body: { account: '+8613800000002', verificationCode: await lastCode(s.app, '13800000002'), password: 'Renewed123' },
    });
    expect(reset.code).toBe(1000);
    expect((await login(s.app, '13800000002', 'Renewed123')).code).toBe(1000);
  });

  it('a change of mobile keeps the number bare', async () => {
    const p = await persona(s.app, 'single@demo.test');
    expect((await p.post('/sys/users/getMsgCode', { account: '+86 139-0000-8888', scene: 'changeMobile' })).code).toBe(1000);
    const code = await lastCode(s.app, '13900008888');
    const ticket = (await p.post<S['PasswordTicket']>('/user/info/verifyUserPasswordPCH5', { password: 'Demo1234' })).data.passwordTicket;
    const changed = await p.post('/user/info/updateUserAccountInfoNew', { mobile: '0086 139 0000 8888', verificationCode: code, passwordTicket: ticket });
    expect(changed.code).toBe(1000);
    const pending = await rows<{ value: string }>(sql`select value from contact_change_requests where user_id = ${Number(p.userId)} and field = 'mobile'`);
    expect(pending.map((r) => r.value)).toEqual(['13900008888']);
  });
});

describe('numbers stored with their country code', () => {
  it('are rewritten bare by the migration, unless the bare number is another account’s', async () => {
    const insert = (email: string, mobile: string) =>
      s.handle.db.execute(sql`insert into users (email, mobile, name, password_hash, created_at) values (${email}, ${mobile}, 'x', 'x', now())`);
    await insert('plus@example.test', '+8613977770001');
    await insert('zeros@example.test', '0086 139-7777-0002');
    await insert('clash@example.test', '+8613800000003');
    await insert('abroad@example.test', '+85291234567');
    await s.handle.db.execute(sql`insert into contact_change_requests (user_id, field, value, status, created_at)
      select id, 'mobile', '+8613977770009', 'pending', now() from users where email = 'plus@example.test'`);

    const migration = readFileSync(new URL('../../server/db/migrations/0008_mobile_spelling.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await s.handle.db.execute(sql.raw(statement));

    const mobiles = await rows<{ email: string; mobile: string }>(
      sql`select email, mobile from users where email in ('plus@example.test', 'zeros@example.test', 'clash@example.test', 'abroad@example.test', 'partner@demo.test') order by email`,
    );
    expect(Object.fromEntries(mobiles.map((r) => [r.email, r.mobile]))).toEqual({
      'abroad@example.test': '+85291234567',
      'clash@example.test': '+8613800000003',
      'partner@demo.test': '13800000003',
      'plus@example.test': '13977770001',
      'zeros@example.test': '13977770002',
    });
    const pending = await rows<{ value: string }>(sql`select value from contact_change_requests where value like '%13977770009'`);
    expect(pending.map((r) => r.value)).toEqual(['13977770009']);
  });
});

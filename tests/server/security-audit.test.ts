/**
 * The audit log: logins (success, failure, locked), refused access checks (4003) and refresh-token reuse
 * are recorded with user, address and operation, never with a secret or an unknown account's name; operators read
 * them through readAudit() and the CLI (node --import tsx server/audit-cli.ts).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAX_FAILED_LOGINS_PER_HOUR, REFRESH_REUSE_GRACE_MS } from '../../src/constants.ts';
import { createTestClock } from '../../server/clock.ts';
import { openDb } from '../../server/db/client.ts';
import { loginFailures, rateEvents } from '../../server/db/schema.ts';
import { audit, readAudit } from '../../server/services/audit.ts';
import { PAST_CAP_TRIES_PER_ADDRESS, failureKeyOf } from '../../server/services/login.ts';
import { call, createTestServer, login, type S, type TestServer } from './support.ts';

let s: TestServer;
// Seeding the demo firm takes long on a busy machine: more than the project's hook timeout.
beforeAll(async () => {
  s = await createTestServer();
}, 240_000);
afterAll(async () => {
  await s?.close();
});

const loginFrom = (ip: string, account: string, password: string) =>
  s.app.inject({ method: 'POST', url: '/api/sys/users/loginV2', remoteAddress: ip, payload: { account, password } });

it('records logins: success with the outcome, failure for known and unknown accounts, without what was typed', async () => {
  await loginFrom('192.0.2.10', 'investor@demo.test', 'Demo1234');
  await loginFrom('192.0.2.11', 'investor@demo.test', 'Secret-Typo-99');
  await loginFrom('192.0.2.12', 'My-Password-By-Mistake1', 'whatever');
  const rows = await readAudit(s.handle.db, { limit: 10 });
  const [unknown, failure, success] = rows;
  expect(success).toMatchObject({ kind: 'login.success', ip: '192.0.2.10', operation: 'loginV2', detail: { outcome: 'success' } });
  expect(success.userId).toBeGreaterThan(0);
  expect(failure).toMatchObject({ kind: 'login.failure', userId: success.userId, ip: '192.0.2.11' });
  expect(unknown).toMatchObject({ kind: 'login.failure', userId: null, ip: '192.0.2.12' });
  expect(unknown.subject).toMatch(/^unknown:[0-9a-f]{16}$/);
  const everything = JSON.stringify(rows);
  for (const secret of ['Demo1234', 'Secret-Typo-99', 'My-Password-By-Mistake1', 'whatever']) expect(everything).not.toContain(secret);
});

it('records a locked account: an address past its tries beyond the hourly cap', async () => {
  const [{ userId }] = await readAudit(s.handle.db, { kind: 'login.success', limit: 1 });
  const at = new Date(s.clock.now() - 30 * 60_000);
  await s.handle.db.insert(loginFailures).values(Array.from({ length: MAX_FAILED_LOGINS_PER_HOUR }, () => ({ accountKey: failureKeyOf(userId!, ''), at })));
  await s.handle.db
    .insert(rateEvents)
    .values(Array.from({ length: PAST_CAP_TRIES_PER_ADDRESS }, () => ({ key: `pastCap:${failureKeyOf(userId!, '')}:192.0.2.20`, at })));
  const img = await call<S['CaptchaImage']>(s.app, 'GET', '/api/sys/users/verifyCodeImage');
  const answer = await call<S['DemoCaptchaAnswer']>(s.app, 'GET', `/api/demo/captcha/${encodeURIComponent(img.data.captchaKey)}`);
  await s.app.inject({
    method: 'POST',
    url: '/api/sys/users/loginV2',
    remoteAddress: '192.0.2.20',
    payload: { account: 'investor@demo.test', password: 'Demo1234', captchaKey: img.data.captchaKey, captchaCode: answer.data.answer },
  });
  const [locked] = await readAudit(s.handle.db, { kind: 'login.locked', limit: 1 });
  expect(locked).toMatchObject({ userId, ip: '192.0.2.20' });
  s.clock.advance(60 * 60_000);
});

it('records refused access checks (4003) with user and operation, also for an unfinished session', async () => {
  const partner = (await login(s.app, 'partner@demo.test')).data;
  const r = await call(s.app, 'GET', '/api/asset/fundList', { headers: { token: partner.token } });
  expect(r.code).toBe(4003);
  const single = (await login(s.app, 'single@demo.test')).data;
  expect((await call(s.app, 'GET', '/api/asset/fundList', { headers: { token: single.token } })).code).toBe(4003);
  const [unfinished, asPartner] = await readAudit(s.handle.db, { kind: 'access.denied', limit: 2 });
  expect(asPartner).toMatchObject({ userId: Number(partner.userId), operation: 'assetFundList', code: 4003 });
  expect(unfinished).toMatchObject({ userId: Number(single.userId), operation: 'assetFundList' });
  // Filters work: by user.
  expect((await readAudit(s.handle.db, { userId: Number(partner.userId), kind: 'access.denied' })).length).toBe(1);
});

it('records refresh-token reuse once, with the user', async () => {
  const d = (await login(s.app, 'institution@demo.test')).data;
  const rotate = (refreshToken: string) => call<S['TokenSet']>(s.app, 'GET', '/api/sys/users/refreshToken', { headers: { refreshToken } });
  expect((await rotate(d.refreshToken)).code).toBe(1000);
  s.clock.advance(REFRESH_REUSE_GRACE_MS + 1);
  expect((await rotate(d.refreshToken)).code).toBe(3010);
  const reuse = await readAudit(s.handle.db, { kind: 'refresh.reuse' });
  expect(reuse).toHaveLength(1);
  expect(reuse[0]).toMatchObject({ userId: Number(d.userId), operation: 'getLongToken' });
  expect(JSON.stringify(reuse)).not.toContain(d.refreshToken);
});

it('operators read it with the CLI (table and JSON, filtered by kind)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'audit-cli-'));
  try {
    const handle = await openDb({ dataDir: dir });
    await handle.migrate();
    const ctx = { db: handle.db, clock: createTestClock() };
    await audit(ctx, { kind: 'login.failure', userId: 7 });
    await audit(ctx, { kind: 'refresh.reuse', userId: 7, detail: { family: 'abcd1234' } });
    await handle.close();
    const run = (...args: string[]) =>
      promisify(execFile)('node', ['--import', 'tsx', 'server/audit-cli.ts', ...args], {
        env: { ...process.env, PGLITE_DIR: dir, DATABASE_URL: '' },
        timeout: 60_000,
      });
    const table = await run();
    expect(table.stdout).toMatch(/refresh\.reuse\s+user 7/);
    expect(table.stdout).toContain('2 entries');
    const json = JSON.parse((await run('--kind', 'login.failure', '--json')).stdout) as { kind: string }[];
    expect(json.map((r) => r.kind)).toEqual(['login.failure']);
    // A server holding the directory (here: a live process's id in its lock) keeps the CLI out, with the reason.
    writeFileSync(`${dir}.lock`, `${process.pid}\n`);
    const refused = await run().then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toMatch(/needs the server stopped: .*in use by process/);
  } finally {
    rmSync(`${dir}.lock`, { force: true });
    rmSync(dir, { recursive: true, force: true });
  }
}, 180_000);

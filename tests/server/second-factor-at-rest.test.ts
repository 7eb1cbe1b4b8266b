/**
 * The authenticator app's secret at rest: the database holds it sealed with SECOND_FACTOR_KEY (AES-256-GCM, bound to
 * its account), so a dump generates no code while the app's codes still sign in; a value sealed with another key,
 * altered or copied from another account answers a plain server error (5000) and a log line without the value or a
 * stack, and recovery codes still work; secrets stored in the clear are sealed at start; and the start refuses a
 * malformed key, and production without one.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { generate, generateSecret } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT_CODE, TOTP_PERIOD_S } from '../../src/constants.ts';
import { buildApp } from '../../server/app.ts';
import { defaultConfig } from '../../server/context.ts';
import { totpFactors, users } from '../../server/db/schema.ts';
import { requestLogOptions } from '../../server/logging.ts';
import { DEMO_SECOND_FACTOR_KEY, secondFactorKeyFrom } from '../../server/services/second-factor-key.ts';
import { sealPlainSecrets } from '../../server/services/second-factor.ts';
import { persona } from './client-support.ts';
import { call, createTestServer, type S, type TestServer } from './support.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
}, 120_000);
afterAll(async () => {
  await s?.close();
});

type App = TestServer['app'];

const codeFor = (secret: string) => generate({ secret, epoch: Math.floor(s.clock.now() / 1000), period: TOTP_PERIOD_S });
/** The next time step, so that a new code is not a replay of the last one. */
const nextStep = () => s.clock.advance(TOTP_PERIOD_S * 1000);

async function userIdOf(email: string): Promise<number> {
  const [row] = await s.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row.id;
}

/** The stored column of `userId`'s row, as a dump would show it. */
async function storedSecret(userId: number): Promise<string> {
  const [row] = await s.handle.db.select({ secret: totpFactors.secret }).from(totpFactors).where(eq(totpFactors.userId, userId));
  return row.secret;
}

const SEALED = /^v1:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]+$/;

/** The password, then the second step with `proof`, on `app`: the second step's answer. */
async function signIn(app: App, account: string, proof: Omit<S['SecondStepRequest'], 'challenge'>) {
  const first = await call<S['SecondStepChallenge']>(app, 'POST', '/api/sys/users/loginV2', { body: { account, password: 'Demo1234' } });
  expect(first.code).toBe(RESULT_CODE.secondStepRequired);
  return call<S['LoginResponse']>(app, 'POST', '/api/sys/users/loginSecondStep', { body: { challenge: first.data.challenge, ...proof } });
}

/** Turns the authenticator on for `email`: its secret, its recovery codes and its user id. */
async function turnOn(email: string): Promise<{ secret: string; codes: string[]; userId: number }> {
  const me = await persona(s.app, email);
  const userId = await userIdOf(email);
  const setup = await me.post<S['TotpSetup']>('/user/security/totpStart', {});
  expect(setup.code).toBe(1000);
  const secret = setup.data.secretGroups.replace(/ /g, '');
  // Before the first code, as after it: the row never holds the secret.
  const waiting = await storedSecret(userId);
  expect(waiting).toMatch(SEALED);
  expect(waiting).not.toContain(secret);
  const confirmed = await me.post<S['RecoveryCodes']>('/user/security/totpConfirm', { code: await codeFor(secret) });
  expect(confirmed.code).toBe(1000);
  nextStep();
  return { secret, codes: confirmed.data.codes, userId };
}

describe('the secret in the database', () => {
  it('is stored sealed, never in the clear, and the codes of the app still sign in', async () => {
    const { secret, userId } = await turnOn('investor@demo.test');
    const stored = await storedSecret(userId);
    expect(stored).toMatch(SEALED);
    expect(stored).not.toContain(secret);
    // What a dump of the table holds, every column of every row.
    const dump = JSON.stringify(await s.handle.db.select().from(totpFactors));
    expect(dump).not.toContain(secret);

    const done = await signIn(s.app, 'investor@demo.test', { code: await codeFor(secret) });
    expect(done.code).toBe(1000);
    expect(done.data.token).not.toBe('');
    nextStep();
  });
});

describe('a stored secret that does not open', () => {
  let secret = '';
  let codes: string[] = [];
  let userId = 0;
  const lines: string[] = [];
  let otherKey: App;
  beforeAll(async () => {
    ({ secret, codes, userId } = await turnOn('institution@demo.test'));
    // A server of the same site whose key is another: a key lost, or mistyped on one instance.
    otherKey = await buildApp({
      db: s.handle.db,
      clock: s.clock,
      config: {
        demo: true,
        addressLimit: { ...defaultConfig().addressLimit, exempt: ['127.0.0.1'] },
        secondFactorKey: randomBytes(32),
        logger: requestLogOptions('info', { write: (line: string) => void lines.push(line) }),
      },
    });
    await otherKey.ready();
  });
  afterAll(async () => {
    await otherKey?.close();
  });

  it('with another key: a plain server error, logged without the secret or a stack, and never counted; a recovery code signs in', async () => {
    const sealed = await storedSecret(userId);
    // More than the wrong codes an account gets: none of them counts, so none ends in 4029.
    for (let i = 0; i < 7; i++) {
      const refused = await signIn(otherKey, 'institution@demo.test', { code: await codeFor(secret) });
      expect([refused.status, refused.code, refused.data]).toEqual([500, RESULT_CODE.systemError, null]);
      expect(refused.msg).toBe('系统异常，请稍后重试');
      expect(refused.raw).not.toContain(secret);
      expect(refused.raw).not.toMatch(/SECOND_FACTOR_KEY|sealed|\bat /);
    }
    const log = lines.join('\n');
    expect(log).toContain(`the authenticator app's secret of user ${userId} does not open with SECOND_FACTOR_KEY`);
    expect(log).not.toContain(secret);
    expect(log).not.toContain(sealed.split(':')[3]);
    expect(log).not.toMatch(/"stack"|\n\s+at |\\n\s+at /);

    // Recovery codes need no key: the investor still gets in.
    const recovered = await signIn(otherKey, 'institution@demo.test', { recoveryCode: codes[0] });
    expect(recovered.code).toBe(1000);
    // The server with the right key was never affected.
    expect((await signIn(s.app, 'institution@demo.test', { code: await codeFor(secret) })).code).toBe(1000);
    nextStep();
  });

  it('altered, or copied from another account: refused alike, and the row put back works again', async () => {
    const sealed = await storedSecret(userId);
    const [version, iv, tag, ciphertext] = sealed.split(':');
    const flipped = `${ciphertext[0] === 'A' ? 'B' : 'A'}${ciphertext.slice(1)}`;
    const investorsSealed = await storedSecret(await userIdOf('investor@demo.test'));
    for (const altered of [[version, iv, tag, flipped].join(':'), [version, iv, `${tag[0] === 'A' ? 'B' : 'A'}${tag.slice(1)}`, ciphertext].join(':'), investorsSealed, secret]) {
      await s.handle.db.update(totpFactors).set({ secret: altered }).where(eq(totpFactors.userId, userId));
      const refused = await signIn(s.app, 'institution@demo.test', { code: await codeFor(secret) });
      expect([refused.status, refused.code], altered).toEqual([500, RESULT_CODE.systemError]);
      expect(refused.raw).not.toContain(secret);
    }
    await s.handle.db.update(totpFactors).set({ secret: sealed }).where(eq(totpFactors.userId, userId));
    expect((await signIn(s.app, 'institution@demo.test', { code: await codeFor(secret) })).code).toBe(1000);
    nextStep();
  });
});

describe('secrets stored in the clear', () => {
  it('are sealed at start, once, and their codes still sign in', async () => {
    const userId = await userIdOf('partner@demo.test');
    const secret = generateSecret();
    const now = new Date(s.clock.now());
    await s.handle.db.insert(totpFactors).values({ userId, secret, createdAt: now, confirmedAt: now });

    expect(await sealPlainSecrets(s.handle.db, s.app.ctx.config.secondFactorKey)).toBe(1);
    const stored = await storedSecret(userId);
    expect(stored).toMatch(SEALED);
    expect(stored).not.toContain(secret);
    expect(await sealPlainSecrets(s.handle.db, s.app.ctx.config.secondFactorKey)).toBe(0);
    expect(await storedSecret(userId)).toBe(stored);

    expect((await signIn(s.app, 'partner@demo.test', { code: await codeFor(secret) })).code).toBe(1000);
    nextStep();
  });
});

describe('the key', () => {
  const HEX = 'a1'.repeat(32);
  const key = Buffer.from(HEX, 'hex');

  it('is 32 bytes in hex or base64; unset, the demo key in demo mode alone', () => {
    expect(secondFactorKeyFrom(HEX, true)).toEqual(key);
    expect(secondFactorKeyFrom(HEX.toUpperCase(), true)).toEqual(key);
    expect(secondFactorKeyFrom(key.toString('base64'), true)).toEqual(key);
    expect(secondFactorKeyFrom(key.toString('base64url'), true)).toEqual(key);
    expect(secondFactorKeyFrom(undefined, false)).toEqual(DEMO_SECOND_FACTOR_KEY);
    expect(secondFactorKeyFrom('', false)).toEqual(DEMO_SECOND_FACTOR_KEY);
    for (const malformed of ['a1'.repeat(31), 'a1'.repeat(33), 'zz'.repeat(32), randomBytes(31).toString('base64'), 'correct horse battery staple']) {
      expect(() => secondFactorKeyFrom(malformed, false), malformed).toThrow(/^SECOND_FACTOR_KEY is malformed: .*64 hexadecimal characters or in base64/);
    }
    expect(() => secondFactorKeyFrom(undefined, true)).toThrow(/^SECOND_FACTOR_KEY is unset/);
    expect(() => secondFactorKeyFrom(DEMO_SECOND_FACTOR_KEY.toString('hex'), true)).toThrow(/^SECOND_FACTOR_KEY is the demo key/);
  });

  /** Starts server/main.ts with `env` on an in-memory database: its exit code (or 'served'), and what it printed. */
  function start(env: Record<string, string>): Promise<{ exit: number | string; output: string }> {
    return new Promise((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: ROOT,
        env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', PGLITE_DIR: 'memory://', LOG_LEVEL: 'info', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      let served = false;
      const give = setTimeout(() => child.kill('SIGKILL'), 150_000);
      const keep = (chunk: Buffer) => {
        output += chunk;
        if (!served && /listening/i.test(output)) {
          served = true;
          child.kill('SIGTERM');
        }
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      child.on('exit', (code, signal) => {
        clearTimeout(give);
        resolve({ exit: served ? 'served' : (code ?? signal ?? 'unknown'), output });
      });
    });
  }

  it('malformed, stops the start with what to set, without a stack trace or the value', async () => {
    const value = 'not-a-key-0123456789';
    const { exit, output } = await start({ NODE_ENV: 'development', SECOND_FACTOR_KEY: value });
    expect(exit).toBe(1);
    expect(output).toContain('SECOND_FACTOR_KEY is malformed: SECOND_FACTOR_KEY must be 32 bytes, written as 64 hexadecimal characters or in base64');
    expect(output).not.toContain(value);
    expect(output).not.toMatch(/\n\s+at /);
  }, 160_000);

  it('unset in production, or the demo key there, stops the start naming the variable', async () => {
    const unset = await start({ NODE_ENV: 'production', SECOND_FACTOR_KEY: '' });
    expect(unset.exit).toBe(1);
    expect(unset.output).toContain("SECOND_FACTOR_KEY is unset: production needs the key the authenticator app's secrets are encrypted with");
    expect(unset.output).not.toMatch(/\n\s+at /);
    const demo = await start({ NODE_ENV: 'production', SECOND_FACTOR_KEY: DEMO_SECOND_FACTOR_KEY.toString('hex') });
    expect(demo.exit).toBe(1);
    expect(demo.output).toContain('SECOND_FACTOR_KEY is the demo key');
  }, 320_000);
});

/**
 * Passkeys: registration while signed in (options, the browser's answer, name, list, removal), the second step of a
 * password login with a passkey (loginV2's 2013 lists it; limits as for codes), signing in with a passkey alone
 * (history, new-device alert, the login's outcomes), single-use and expiring ceremonies, a counter that goes
 * backwards, and the relying party taken from PUBLIC_URL or the forwarded host. A software authenticator
 * (soft-authenticator.ts) plays the browser's part.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passkeys, users } from '../../server/db/schema.ts';
import { PASSKEY_CEREMONY_MS } from '../../server/services/passkeys.ts';
import { FAILED_LOGIN_WINDOW_MS, RECOVERY_CODE_COUNT, RESULT_CODE, SECOND_STEP_MAX_FAILURES } from '../../src/constants.ts';
import { as, type Persona } from './client-support.ts';
import { SoftAuthenticator } from './soft-authenticator.ts';
import { call, createTestServer, getInfo, login, type S, type TestServer } from './support.ts';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
}, 120_000);
afterAll(async () => {
  await s?.close();
});

/** The origin of an injected request (host localhost, plain HTTP), as the browser writes it. */
const ORIGIN = 'http://localhost';
const CHROME = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0';

const windowPassed = () => s.clock.advance(FAILED_LOGIN_WINDOW_MS + 1000);

async function signedIn(r: { code: number; data: S['LoginResponse'] }): Promise<Persona> {
  expect(r.code).toBe(1000);
  const type = r.data.identityTypeMap.currentIdType;
  expect((await getInfo(s.app, r.data.token, r.data.userId, type === 0 ? 1 : type)).code).toBe(1000);
  return as(s.app, r.data.token, r.data.userId);
}

async function options(me: Persona): Promise<S['PasskeyOptions']['options']> {
  const r = await me.post<S['PasskeyOptions']>('/user/security/passkeyRegisterOptions', {});
  expect(r.code).toBe(1000);
  return r.data.options;
}

/** Adds a passkey named `name` to `me`'s account with `authenticator`. */
async function addPasskey(me: Persona, authenticator: SoftAuthenticator, name = 'MacBook'): Promise<S['PasskeyAdded']> {
  const credential = authenticator.create(await options(me));
  const r = await me.post<S['PasskeyAdded']>('/user/security/passkeyRegister', { name, credential });
  expect(r.code).toBe(1000);
  return r.data;
}

const list = async (me: Persona) => (await me.get<S['PasskeyList']>('/user/security/passkeys')).data.passkeys;

const post = <T>(path: string, body: unknown, headers: Record<string, string> = {}) =>
  call<T>(s.app, 'POST', `/api${path}`, { body, headers });

async function challengeFor(account: string): Promise<S['SecondStepChallenge']> {
  const r = await post<S['SecondStepChallenge']>('/sys/users/loginV2', { account, password: 'Demo1234' });
  expect(r.code).toBe(RESULT_CODE.secondStepRequired);
  return r.data;
}

async function secondStepOptions(challenge: string) {
  const r = await post<S['PasskeyOptions']>('/sys/users/passkeySecondStepOptions', { challenge });
  expect(r.code).toBe(1000);
  return r.data.options;
}

async function signInOptions() {
  const r = await post<S['PasskeyOptions']>('/sys/users/passkeySignInOptions', {});
  expect(r.code).toBe(1000);
  return r.data.options;
}

const history = async (me: Persona) => (await me.get<S['SignInPage']>('/user/security/signInHistory')).data.list;

/** Removes every passkey of `me`, so a password alone signs in again. */
async function removeAll(me: Persona) {
  for (const key of await list(me)) expect((await me.post('/user/security/passkeyRemove', { id: key.id })).code).toBe(1000);
}

describe('registration', () => {
  it('asks for a discoverable passkey of this site, keeps it under its name, and excludes it from the next', async () => {
    const me = await signedIn(await login(s.app, 'investor@demo.test'));
    const authenticator = new SoftAuthenticator(ORIGIN);
    expect(await list(me)).toEqual([]);

    const first = (await options(me)) as S['PasskeyOptions']['options'] & Record<string, never>;
    expect(first).toMatchObject({
      rp: { id: 'localhost', name: 'Harbourline' },
      user: { name: 'investor@demo.test' },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required' },
      excludeCredentials: [],
      timeout: PASSKEY_CEREMONY_MS,
    });
    const credential = authenticator.create(first);
    const added = await me.post<S['PasskeyAdded']>('/user/security/passkeyRegister', { name: 'Work laptop', credential });
    expect(added.code).toBe(1000);
    expect(added.data).toMatchObject({ name: 'Work laptop', lastUsedAt: null });
    const { recoveryCodes, ...stored } = added.data;
    // The account's first second step: its recovery codes come with it, this once.
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Date(added.data.createdAt).getTime()).toBe(s.clock.now());

    // The answer is single use: the same one again finds its ceremony spent.
    const again = await me.post('/user/security/passkeyRegister', { name: 'Again', credential });
    expect([again.code, again.data]).toEqual([RESULT_CODE.challengeEnded, null]);

    const next = (await options(me)) as { excludeCredentials?: { id: string }[] };
    expect(next.excludeCredentials?.map((c) => c.id)).toEqual([credential.id]);
    expect(await list(me)).toEqual([stored]);
    await removeAll(me);
  });

  it('refuses an answer made for another site, and a ceremony past its time', async () => {
    const me = await signedIn(await login(s.app, 'investor@demo.test'));
    const phishing = new SoftAuthenticator('https://harbourline.example.net');
    const refused = await me.post('/user/security/passkeyRegister', { name: 'Phone', credential: phishing.create(await options(me)) });
    expect([refused.code, refused.data]).toEqual([RESULT_CODE.codeWrong, null]);

    const authenticator = new SoftAuthenticator(ORIGIN);
    const late = authenticator.create(await options(me));
    s.clock.advance(PASSKEY_CEREMONY_MS + 1000);
    expect((await me.post('/user/security/passkeyRegister', { name: 'Phone', credential: late })).code).toBe(RESULT_CODE.challengeEnded);
    expect(await list(me)).toEqual([]);
  });

  it('a ceremony of one account cannot register a passkey for another', async () => {
    const me = await signedIn(await login(s.app, 'investor@demo.test'));
    const other = await signedIn(await login(s.app, 'single@demo.test'));
    const credential = new SoftAuthenticator(ORIGIN).create(await options(me));
    expect((await other.post('/user/security/passkeyRegister', { name: 'Stolen', credential })).code).toBe(RESULT_CODE.challengeEnded);
    expect(await list(other)).toEqual([]);
  });

  it('removes only the caller’s own passkeys', async () => {
    const me = await signedIn(await login(s.app, 'investor@demo.test'));
    const key = await addPasskey(me, new SoftAuthenticator(ORIGIN));
    const other = await signedIn(await login(s.app, 'single@demo.test'));
    expect((await other.post('/user/security/passkeyRemove', { id: key.id })).code).toBe(RESULT_CODE.notFound);
    expect(await list(me)).toHaveLength(1);
    await removeAll(me);
    expect(await list(me)).toEqual([]);
  });
});

describe('recovery codes of a passkey', () => {
  it('the first passkey brings recovery codes that pass the second step without it; the next passkey brings none', async () => {
    windowPassed();
    const me = await signedIn(await login(s.app, 'investor@demo.test'));
    const first = await addPasskey(me, new SoftAuthenticator(ORIGIN), 'Phone');
    expect(first.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect((await addPasskey(me, new SoftAuthenticator(ORIGIN), 'Laptop')).recoveryCodes).toEqual([]);

    // The phone is lost: a recovery code, in any case and spacing, finishes the login once.
    const { challenge } = await challengeFor('investor@demo.test');
    const code = first.recoveryCodes[0];
    const done = await post<S['LoginResponse']>('/sys/users/loginSecondStep', { challenge, recoveryCode: ` ${code.toLowerCase()} ` });
    expect(done.code).toBe(1000);
    const again = await signedIn(done);
    const spent = await post('/sys/users/loginSecondStep', { challenge: (await challengeFor('investor@demo.test')).challenge, recoveryCode: code });
    expect([spent.code, spent.data]).toEqual([RESULT_CODE.codeWrong, null]);
    // No app: a six-digit code is no way round the passkey.
    const guess = await post('/sys/users/loginSecondStep', { challenge: (await challengeFor('investor@demo.test')).challenge, code: '123456' });
    expect(guess.code).toBe(RESULT_CODE.codeWrong);
    await removeAll(again);
  });

  it('removing the last passkey with the app off takes the recovery codes with it; a new first passkey brings new ones', async () => {
    windowPassed();
    const me = await signedIn(await login(s.app, 'investor@demo.test'));
    const old = (await addPasskey(me, new SoftAuthenticator(ORIGIN))).recoveryCodes;
    const open = await challengeFor('investor@demo.test');
    await removeAll(me);
    // The password alone signs in again, and the challenge opened before is over.
    expect((await login(s.app, 'investor@demo.test')).code).toBe(1000);
    const late = await post('/sys/users/loginSecondStep', { challenge: open.challenge, recoveryCode: old[0] });
    expect(late.code).toBe(RESULT_CODE.challengeEnded);

    const fresh = (await addPasskey(me, new SoftAuthenticator(ORIGIN))).recoveryCodes;
    expect(fresh).toHaveLength(RECOVERY_CODE_COUNT);
    expect(fresh).not.toContain(old[0]);
    const { challenge } = await challengeFor('investor@demo.test');
    expect((await post('/sys/users/loginSecondStep', { challenge, recoveryCode: old[0] })).code).toBe(RESULT_CODE.codeWrong);
    await removeAll(me);
  });

  it('turning the app off keeps the recovery codes while a passkey is the second step', async () => {
    windowPassed();
    const me = await signedIn(await login(s.app, 'investor@demo.test'));
    await addPasskey(me, new SoftAuthenticator(ORIGIN));
    const { generate } = await import('otplib');
    const setup = await me.post<S['TotpSetup']>('/user/security/totpStart', {});
    const secret = setup.data.secretGroups.replace(/ /g, '');
    const code = await generate({ secret, epoch: Math.floor(s.clock.now() / 1000), period: 30 });
    const codes = (await me.post<S['RecoveryCodes']>('/user/security/totpConfirm', { code })).data.codes;
    expect((await me.post('/user/security/totpDisable', { password: 'Demo1234' })).code).toBe(1000);
    const { challenge, methods } = await challengeFor('investor@demo.test');
    expect(methods).toEqual(['passkey', 'recovery']);
    expect((await post('/sys/users/loginSecondStep', { challenge, recoveryCode: codes[1] })).code).toBe(1000);
    await removeAll(me);
  });
});

describe('the second step of a password login', () => {
  it('a password alone opens no session once a passkey is added; the passkey finishes the login as a code does', async () => {
    const me = await signedIn(await login(s.app, 'investor@demo.test'));
    const authenticator = new SoftAuthenticator(ORIGIN);
    const key = await addPasskey(me, authenticator);

    const challenge = await challengeFor('investor@demo.test');
    expect(challenge.methods).toEqual(['passkey', 'recovery']);
    const opts = (await secondStepOptions(challenge.challenge)) as { allowCredentials?: { id: string }[] };
    expect(opts.allowCredentials?.map((c) => c.id)).toEqual([authenticator.credentials.map((c) => c.id.toString('base64url'))[0]]);

    const credential = authenticator.get(opts as S['PasskeyOptions']['options']);
    const done = await post<S['LoginResponse']>('/sys/users/loginSecondStepPasskey', { challenge: challenge.challenge, credential });
    const again = await signedIn(done);
    expect((await list(again))[0]).toMatchObject({ id: key.id, lastUsedAt: new Date(s.clock.now()).toISOString() });
    expect((await history(again))[0]).toMatchObject({ outcome: 'success' });

    // The login's challenge and the ceremony are both spent.
    const replay = await post('/sys/users/loginSecondStepPasskey', { challenge: challenge.challenge, credential });
    expect([replay.code, replay.data]).toEqual([RESULT_CODE.challengeEnded, null]);
    await removeAll(again);
    expect((await login(s.app, 'investor@demo.test')).code).toBe(1000);
  });

  it('lists both methods when the authenticator app is on too', async () => {
    const me = await signedIn(await login(s.app, 'investor@demo.test'));
    await addPasskey(me, new SoftAuthenticator(ORIGIN));
    const { generate } = await import('otplib');
    const setup = await me.post<S['TotpSetup']>('/user/security/totpStart', {});
    const secret = setup.data.secretGroups.replace(/ /g, '');
    const code = await generate({ secret, epoch: Math.floor(s.clock.now() / 1000), period: 30 });
    expect((await me.post('/user/security/totpConfirm', { code })).code).toBe(1000);
    expect((await challengeFor('investor@demo.test')).methods).toEqual(['totp', 'passkey', 'recovery']);
    expect((await me.post('/user/security/totpDisable', { password: 'Demo1234' })).code).toBe(1000);
    await removeAll(me);
  });

  it('another account’s passkey is refused and counts as a wrong code; past the limit the challenge ends', async () => {
    windowPassed();
    const me = await signedIn(await login(s.app, 'investor@demo.test'));
    const mine = new SoftAuthenticator(ORIGIN);
    await addPasskey(me, mine);
    const other = await signedIn(await login(s.app, 'single@demo.test'));
    const theirs = new SoftAuthenticator(ORIGIN);
    await addPasskey(other, theirs);

    const { challenge } = await challengeFor('investor@demo.test');
    for (let i = 0; i < SECOND_STEP_MAX_FAILURES; i++) {
      const opts = await secondStepOptions(challenge);
      const wrong = await post('/sys/users/loginSecondStepPasskey', {
        challenge,
        credential: theirs.get(opts, { credential: theirs.credentials[0] }),
      });
      expect([wrong.code, wrong.data]).toEqual([RESULT_CODE.codeWrong, null]);
    }
    const opts = await secondStepOptions(challenge);
    const limited = await post('/sys/users/loginSecondStepPasskey', { challenge, credential: mine.get(opts) });
    expect(limited.code).toBe(RESULT_CODE.tooManyRequests);
    // The challenge ended with the limit.
    expect((await post('/sys/users/passkeySecondStepOptions', { challenge })).code).toBe(RESULT_CODE.challengeEnded);
    const outcomes = (await history(me)).map((h) => h.outcome);
    expect(outcomes.slice(0, SECOND_STEP_MAX_FAILURES + 1)).toEqual(['locked', ...Array(SECOND_STEP_MAX_FAILURES).fill('wrongCode')]);

    await removeAll(me);
    await removeAll(other);
    windowPassed();
  });

  it('an assertion for another login’s ceremony is refused', async () => {
    windowPassed();
    const me = await signedIn(await login(s.app, 'investor@demo.test'));
    const authenticator = new SoftAuthenticator(ORIGIN);
    await addPasskey(me, authenticator);
    const first = await challengeFor('investor@demo.test');
    const second = await challengeFor('investor@demo.test');
    const credential = authenticator.get(await secondStepOptions(first.challenge));
    const crossed = await post('/sys/users/loginSecondStepPasskey', { challenge: second.challenge, credential });
    expect(crossed.code).toBe(RESULT_CODE.challengeEnded);
    await removeAll(me);
  });
});

describe('signing in with a passkey alone', () => {
  it('asks for no account, verifies the user, and answers as a login: session, history, new-device alert', async () => {
    const chrome = { 'user-agent': CHROME, 'accept-systemside': 'web' };
    const me = await signedIn(await post<S['LoginResponse']>('/sys/users/loginV2', { account: 'investor@demo.test', password: 'Demo1234' }, chrome));
    const authenticator = new SoftAuthenticator(ORIGIN);
    await addPasskey(me, authenticator, 'Security key');
    const alerts = async () =>
      (await call<S['DemoOutboxEntry'][]>(s.app, 'GET', '/api/demo/outbox?to=investor%40demo.test')).data.filter(
        (m) => m.subject.includes('新设备') || m.subject.includes('a new device'),
      ).length;
    const before = await alerts();

    const opts = (await signInOptions()) as { allowCredentials?: unknown[]; userVerification?: string };
    expect(opts.allowCredentials ?? []).toEqual([]);
    expect(opts.userVerification).toBe('required');
    const credential = authenticator.get(opts as S['PasskeyOptions']['options']);
    const answer = await post<S['LoginResponse']>('/sys/users/loginPasskey', { credential }, { 'user-agent': FIREFOX, 'accept-systemside': 'web' });
    const again = await signedIn(answer);
    expect(answer.data.userId).toBe(me.userId);
    expect((await history(again))[0]).toMatchObject({ outcome: 'success' });
    expect(await alerts()).toBe(before + 1);

    const replay = await post('/sys/users/loginPasskey', { credential });
    expect([replay.code, replay.data]).toEqual([RESULT_CODE.challengeEnded, null]);
    await removeAll(again);
  });

  it('refuses an unknown passkey and a counter that goes backwards, as a wrong password', async () => {
    const me = await signedIn(await login(s.app, 'investor@demo.test'));
    const authenticator = new SoftAuthenticator(ORIGIN);
    await addPasskey(me, authenticator);
    expect((await post('/sys/users/loginPasskey', { credential: authenticator.get(await signInOptions(), { counter: 7 }) })).code).toBe(1000);
    const cloned = await post('/sys/users/loginPasskey', { credential: authenticator.get(await signInOptions(), { counter: 5 }) });
    expect([cloned.code, cloned.msg, cloned.data]).toEqual([RESULT_CODE.wrongCredentials, '通行密钥验证未通过，请重试', null]);
    const stalled = await post('/sys/users/loginPasskey', { credential: authenticator.get(await signInOptions(), { counter: 7 }) });
    expect(stalled.code).toBe(RESULT_CODE.wrongCredentials);
    expect((await post('/sys/users/loginPasskey', { credential: authenticator.get(await signInOptions(), { counter: 8 }) })).code).toBe(1000);

    const stranger = new SoftAuthenticator(ORIGIN);
    stranger.create({ challenge: 'x', rp: { id: 'localhost' } } as S['PasskeyOptions']['options']);
    expect((await post('/sys/users/loginPasskey', { credential: stranger.get(await signInOptions()) })).code).toBe(RESULT_CODE.wrongCredentials);
    // Signed for another relying party (a look-alike site): refused.
    const elsewhere = authenticator.get(await signInOptions(), { rpId: 'example.net' });
    expect((await post('/sys/users/loginPasskey', { credential: elsewhere })).code).toBe(RESULT_CODE.wrongCredentials);
    await removeAll(me);
  });

  it('follows the login’s outcomes: an account with the data-processing notice gets its onetime token', async () => {
    const me = await signedIn(await login(s.app, 'investor@demo.test'));
    const authenticator = new SoftAuthenticator(ORIGIN);
    const key = await addPasskey(me, authenticator);
    const password = await login(s.app, 'dataproc@demo.test');
    const [owner] = await s.handle.db.select({ id: users.id }).from(users).where(eq(users.email, 'dataproc@demo.test'));
    await s.handle.db.update(passkeys).set({ userId: owner.id }).where(eq(passkeys.id, key.id));

    const answer = await post<S['LoginResponse']>('/sys/users/loginPasskey', { credential: authenticator.get(await signInOptions()) });
    expect(answer.code).toBe(1000);
    expect(answer.data).toMatchObject({ code: password.data.code, userId: String(owner.id), token: '' });
    expect(answer.data.onetimeToken).not.toBe('');
    await s.handle.db.delete(passkeys).where(eq(passkeys.id, key.id));
  });

  it('a sign-in ceremony ends after its time', async () => {
    const me = await signedIn(await login(s.app, 'investor@demo.test'));
    const authenticator = new SoftAuthenticator(ORIGIN);
    await addPasskey(me, authenticator);
    const credential = authenticator.get(await signInOptions());
    s.clock.advance(PASSKEY_CEREMONY_MS + 1000);
    expect((await post('/sys/users/loginPasskey', { credential })).code).toBe(RESULT_CODE.challengeEnded);
    await removeAll(me);
  });
});

describe('the relying party', () => {
  it('is PUBLIC_URL’s host where set, else the host the request came to through a trusted proxy', async () => {
    const pub = await createTestServer({ publicUrl: 'https://portal.harbourline.example' });
    const proxied = await createTestServer({ trustProxy: ['127.0.0.1'] });
    try {
      const viaPublic = await call<S['PasskeyOptions']>(pub.app, 'POST', '/api/sys/users/passkeySignInOptions', { body: {} });
      expect((viaPublic.data.options as { rpId?: string }).rpId).toBe('portal.harbourline.example');
      const viaProxy = await call<S['PasskeyOptions']>(proxied.app, 'POST', '/api/sys/users/passkeySignInOptions', {
        body: {},
        headers: { 'x-forwarded-host': 'invest.harbourline.example', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
      });
      expect((viaProxy.data.options as { rpId?: string }).rpId).toBe('invest.harbourline.example');
    } finally {
      await pub.close();
      await proxied.close();
    }
  }, 120_000);
});

/**
 * The authenticator app's second step: set-up with its first code and recovery codes shown once, the login's 2013
 * answer and loginSecondStep (code, recovery code once, replay, clock drift, expiry), the limits on wrong codes,
 * turning it off, and answers that give nothing away.
 */
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAILED_LOGIN_WINDOW_MS, RECOVERY_CODE_COUNT, RESULT_CODE, SECOND_STEP_MAX_FAILURES, SECOND_STEP_TTL_MS, TOTP_PERIOD_S } from '../../src/constants.ts';
import { as, type Persona } from './client-support.ts';
import { call, createTestServer, getInfo, login, type S, type TestServer } from './support.ts';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
}, 120_000);
afterAll(async () => {
  await s?.close();
});

/** The app's code for `secret`, `steps` periods away from the server's clock. */
const codeFor = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(s.clock.now() / 1000) + steps * TOTP_PERIOD_S, period: TOTP_PERIOD_S });
/** Past the window in which wrong codes make the login ask for a captcha. */
const windowPassed = () => s.clock.advance(FAILED_LOGIN_WINDOW_MS + 1000);
/** Moves the clock to the next time step, so a new code is not a replay of the last one. */
const nextStep = () => s.clock.advance(TOTP_PERIOD_S * 1000);

const secondStep = (body: S['SecondStepRequest'], lang?: string) =>
  call<S['LoginResponse']>(s.app, 'POST', '/api/sys/users/loginSecondStep', {
    body,
    headers: lang ? { 'accept-language': lang } : {},
  });

async function signedIn(token: string, userId: string, type: number): Promise<Persona> {
  expect((await getInfo(s.app, token, userId, type === 0 ? 1 : type)).code).toBe(1000);
  return as(s.app, token, userId);
}

/** Turns the second step on for `account` (already signed in as `me`): answers the secret and the recovery codes. */
async function turnOn(me: Persona): Promise<{ secret: string; codes: string[] }> {
  const setup = await me.post<S['TotpSetup']>('/user/security/totpStart', {});
  expect(setup.code).toBe(1000);
  const secret = setup.data.secretGroups.replace(/ /g, '');
  const confirmed = await me.post<S['RecoveryCodes']>('/user/security/totpConfirm', { code: await codeFor(secret) });
  expect(confirmed.code).toBe(1000);
  nextStep();
  return { secret, codes: confirmed.data.codes };
}

async function challengeFor(account: string): Promise<string> {
  const r = await call<S['SecondStepChallenge']>(s.app, 'POST', '/api/sys/users/loginV2', { body: { account, password: 'Demo1234' } });
  expect(r.code).toBe(RESULT_CODE.secondStepRequired);
  return r.data.challenge;
}

async function signInWithPassword(account: string): Promise<Persona> {
  const r = await login(s.app, account);
  expect(r.code).toBe(1000);
  return signedIn(r.data.token, r.data.userId, r.data.identityTypeMap.currentIdType);
}

describe('set-up', () => {
  it('answers the otpauth address and the secret in groups once; the first code turns it on with 10 recovery codes', async () => {
    const me = await signInWithPassword('investor@demo.test');
    expect((await me.get<S['TotpStatus']>('/user/security/totp')).data).toEqual({ enabled: false, recoveryCodesLeft: 0 });

    const setup = await me.post<S['TotpSetup']>('/user/security/totpStart', {});
    expect(setup.code).toBe(1000);
    expect(setup.data.otpauthUri).toMatch(/^otpauth:\/\/totp\/Harbourline:investor%40demo\.test\?secret=[A-Z2-7]+&/);
    expect(setup.data.secretGroups).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    const secret = setup.data.secretGroups.replace(/ /g, '');
    expect(setup.data.otpauthUri).toContain(`secret=${secret}`);

    // Not on until a code proves the app holds the secret.
    expect((await login(s.app, 'investor@demo.test')).code).toBe(1000);
    const wrong = await me.post<S['RecoveryCodes']>('/user/security/totpConfirm', { code: '000000' === (await codeFor(secret)) ? '111111' : '000000' });
    expect([wrong.code, wrong.data]).toEqual([RESULT_CODE.codeWrong, null]);

    const on = await me.post<S['RecoveryCodes']>('/user/security/totpConfirm', { code: await codeFor(secret) });
    expect(on.code).toBe(1000);
    expect(on.data.codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(on.data.codes).size).toBe(RECOVERY_CODE_COUNT);
    const status = await me.get<S['TotpStatus']>('/user/security/totp');
    expect(status.data).toEqual({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT });
    expect(status.raw).not.toContain(secret);
    // A second set-up is refused: the secret is never answered again.
    const again = await me.post<S['TotpSetup']>('/user/security/totpStart', {});
    expect([again.code, again.data]).toEqual([RESULT_CODE.conflict, null]);
    nextStep();
  });
});

describe('login with the second step on', () => {
  let secret = '';
  let recovery: string[] = [];
  beforeAll(async () => {
    ({ secret, codes: recovery } = await turnOn(await signInWithPassword('institution@demo.test')));
  });

  it('the password alone opens no session: a challenge, then the code answers as a login does', async () => {
    const first = await call<S['SecondStepChallenge']>(s.app, 'POST', '/api/sys/users/loginV2', {
      body: { account: 'institution@demo.test', password: 'Demo1234' },
    });
    expect(first.code).toBe(RESULT_CODE.secondStepRequired);
    expect(first.data.methods).toEqual(['totp', 'recovery']);
    expect(first.data.expiresIn).toBe(SECOND_STEP_TTL_MS);
    expect(first.raw).not.toMatch(/"token"|refreshToken/);

    const done = await secondStep({ challenge: first.data.challenge, code: await codeFor(secret) });
    expect(done.code).toBe(1000);
    expect(done.data.token).not.toBe('');
    expect(done.data.code).toBe('success');
    const me = await signedIn(done.data.token, done.data.userId, done.data.identityTypeMap.currentIdType);
    const history = await me.get<S['SignInPage']>('/user/security/signInHistory');
    expect(history.data.list[0].outcome).toBe('success');
    // The challenge is spent.
    nextStep();
    expect((await secondStep({ challenge: first.data.challenge, code: await codeFor(secret) })).code).toBe(RESULT_CODE.challengeEnded);
    nextStep();
  });

  it('refuses a code already used in its step, and accepts one step of drift either way but not two', async () => {
    const used = await codeFor(secret);
    expect((await secondStep({ challenge: await challengeFor('institution@demo.test'), code: used })).code).toBe(1000);
    const replay = await secondStep({ challenge: await challengeFor('institution@demo.test'), code: used });
    expect(replay.code).toBe(RESULT_CODE.codeWrong);

    s.clock.advance(3 * TOTP_PERIOD_S * 1000);
    const challenge = await challengeFor('institution@demo.test');
    expect((await secondStep({ challenge, code: await codeFor(secret, -2) })).code).toBe(RESULT_CODE.codeWrong);
    expect((await secondStep({ challenge, code: await codeFor(secret, 2) })).code).toBe(RESULT_CODE.codeWrong);
    expect((await secondStep({ challenge, code: await codeFor(secret, -1) })).code).toBe(1000);
    s.clock.advance(3 * TOTP_PERIOD_S * 1000);
    expect((await secondStep({ challenge: await challengeFor('institution@demo.test'), code: await codeFor(secret, 1) })).code).toBe(1000);
    s.clock.advance(3 * TOTP_PERIOD_S * 1000);
  });

  it('a recovery code works once, in any case and spacing, and the codes left go down', async () => {
    const [code] = recovery;
    const done = await secondStep({ challenge: await challengeFor('institution@demo.test'), recoveryCode: ` ${code.toLowerCase().replace('-', ' ')} ` });
    expect(done.code).toBe(1000);
    const me = await signedIn(done.data.token, done.data.userId, done.data.identityTypeMap.currentIdType);
    expect((await me.get<S['TotpStatus']>('/user/security/totp')).data.recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);
    expect((await secondStep({ challenge: await challengeFor('institution@demo.test'), recoveryCode: code })).code).toBe(RESULT_CODE.codeWrong);
  });

  it('new recovery codes replace the old ones, for a current code only', async () => {
    windowPassed();
    const me = await signInWithSecondStep('institution@demo.test', secret);
    const refused = await me.post<S['RecoveryCodes']>('/user/security/totpRecoveryCodes', { code: '123456' === (await codeFor(secret)) ? '654321' : '123456' });
    expect(refused.code).toBe(RESULT_CODE.codeWrong);
    // The code that signed in is spent for its step.
    expect((await me.post('/user/security/totpRecoveryCodes', { code: await codeFor(secret) })).code).toBe(RESULT_CODE.codeWrong);
    nextStep();
    const fresh = await me.post<S['RecoveryCodes']>('/user/security/totpRecoveryCodes', { code: await codeFor(secret) });
    expect(fresh.data.codes).toHaveLength(RECOVERY_CODE_COUNT);
    nextStep();
    expect((await secondStep({ challenge: await challengeFor('institution@demo.test'), recoveryCode: recovery[1] })).code).toBe(RESULT_CODE.codeWrong);
    recovery = fresh.data.codes;
    windowPassed();
    const done = await secondStep({ challenge: await challengeFor('institution@demo.test'), recoveryCode: recovery[0] });
    expect(done.code).toBe(1000);
    const again = await signedIn(done.data.token, done.data.userId, done.data.identityTypeMap.currentIdType);
    expect((await again.get<S['TotpStatus']>('/user/security/totp')).data.recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);
  });

  it('a challenge ends after its few minutes', async () => {
    windowPassed();
    const challenge = await challengeFor('institution@demo.test');
    s.clock.advance(SECOND_STEP_TTL_MS + 1000);
    const late = await secondStep({ challenge, code: await codeFor(secret) });
    expect([late.code, late.data]).toEqual([RESULT_CODE.challengeEnded, null]);
    nextStep();
  });
});

async function signInWithSecondStep(account: string, secret: string): Promise<Persona> {
  nextStep();
  const done = await secondStep({ challenge: await challengeFor(account), code: await codeFor(secret) });
  expect(done.code).toBe(1000);
  return signedIn(done.data.token, done.data.userId, done.data.identityTypeMap.currentIdType);
}

describe('wrong codes', () => {
  it('count with the login: past the limit the challenge ends, the right code is refused and the password needs a captcha', async () => {
    const { secret } = await turnOn(await signInWithPassword('partner@demo.test'));
    const right = await codeFor(secret);
    const wrongCode = right === '000000' ? '000001' : '000000';
    const challenge = await challengeFor('partner@demo.test');
    for (let i = 0; i < SECOND_STEP_MAX_FAILURES; i++) {
      const r = await secondStep({ challenge, code: wrongCode }, 'en_US');
      expect([r.code, r.msg]).toEqual([RESULT_CODE.codeWrong, 'Incorrect code, please try again']);
    }
    const refused = await secondStep({ challenge, code: right }, 'en_US');
    expect(refused.code).toBe(RESULT_CODE.tooManyRequests);
    expect((await secondStep({ challenge, code: right })).code).toBe(RESULT_CODE.challengeEnded);
    // The wrong codes counted as wrong passwords of the account: the login asks for a captcha.
    expect((await login(s.app, 'partner@demo.test')).code).toBe(RESULT_CODE.captchaRequired);

    // A solved captcha and the right password do not reset the count of wrong codes.
    const img = await call<S['CaptchaImage']>(s.app, 'GET', '/api/sys/users/verifyCodeImage');
    const answer = await call<S['DemoCaptchaAnswer']>(s.app, 'GET', `/api/demo/captcha/${encodeURIComponent(img.data.captchaKey)}`);
    const withCaptcha = await call<S['SecondStepChallenge']>(s.app, 'POST', '/api/sys/users/loginV2', {
      body: { account: 'partner@demo.test', password: 'Demo1234', captchaKey: img.data.captchaKey, captchaCode: answer.data.answer },
    });
    expect(withCaptcha.code).toBe(RESULT_CODE.secondStepRequired);
    expect((await secondStep({ challenge: withCaptcha.data.challenge, code: right })).code).toBe(RESULT_CODE.tooManyRequests);

    // Once the window has passed, the owner gets in, and the history shows the wrong codes.
    windowPassed();
    const me = await signInWithSecondStep('partner@demo.test', secret);
    const outcomes = (await me.get<S['SignInPage']>('/user/security/signInHistory?limit=20')).data.list.map((e) => e.outcome);
    expect(outcomes.filter((o) => o === 'wrongCode')).toHaveLength(SECOND_STEP_MAX_FAILURES);
    expect(outcomes[0]).toBe('success');
  });
});

describe('turning it off', () => {
  it('takes a current code or the password; then the password alone signs in again', async () => {
    const { secret } = await turnOn(await signInWithPassword('single@demo.test'));
    const me = await signInWithSecondStep('single@demo.test', secret);
    nextStep();
    const wrongPassword = await me.post('/user/security/totpDisable', { password: 'not-it-1' });
    expect(wrongPassword.code).toBe(RESULT_CODE.wrongCredentials);
    const both = await me.post('/user/security/totpDisable', { password: 'Demo1234', code: await codeFor(secret) });
    expect(both.code).toBe(RESULT_CODE.invalidInput);
    expect((await me.post('/user/security/totpDisable', { code: await codeFor(secret) })).code).toBe(1000);
    expect((await me.get<S['TotpStatus']>('/user/security/totp')).data).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await login(s.app, 'single@demo.test')).code).toBe(1000);
    expect((await me.post('/user/security/totpDisable', { password: 'Demo1234' })).code).toBe(RESULT_CODE.conflict);
  });

  it('with the password', async () => {
    const { secret } = await turnOn(await signInWithPassword('multi@demo.test'));
    const challenge = await challengeFor('multi@demo.test');
    const done = await secondStep({ challenge, code: await codeFor(secret) });
    // The second step leads to the same outcomes as the password did: several relations → choose one.
    expect(done.data.code).toBe('loginAfter');
    const me = await signedIn(done.data.token, done.data.userId, done.data.identityTypeMap.userRelationList[0].identityType);
    expect((await me.post('/user/security/totpDisable', { password: 'Demo1234' })).code).toBe(1000);
    expect((await login(s.app, 'multi@demo.test')).code).toBe(1000);
  });
});

describe('answers that give nothing away', () => {
  it('an unknown challenge answers as an expired one, and refusals carry no data', async () => {
    const unknown = await secondStep({ challenge: 'x'.repeat(43), code: '123456' });
    expect([unknown.code, unknown.data]).toEqual([RESULT_CODE.challengeEnded, null]);
    const neither = await secondStep({ challenge: 'x'.repeat(43) });
    expect(neither.code).toBe(RESULT_CODE.invalidInput);
    expect(neither.raw).not.toMatch(/secret|stack|totp_factors|sql/i);
  });
});

import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { loginMachine } from '../../machines/login.machine';
import type {
  CaptchaImage,
  InfoOutcome,
  LoadInfoInput,
  LoginCredentials,
  LoginOutcome,
  SecondStepInput,
  SecondStepOutcome,
} from '../../machines/types';
import { coverage, done, fail, paths, replayAll } from '../support/walk';
import { idMap, loginData, relation, userInfo } from './session-fixtures';

const submit = { type: 'login.submit', account: 'investor@demo.test', password: 'Demo1234' } as const;
const submitWithCode = { ...submit, captchaCode: 'x7k2' } as const;
const challenge = { challenge: 'challenge-1', expiresIn: 300_000, methods: ['totp' as const] };
const secondStepAsked: LoginOutcome = { kind: 'secondStep', challenge };
const message = (kind: 'needCaptcha' | 'wrongCredentials' | 'failed' | 'networkError', text: string = kind): LoginOutcome => ({
  kind,
  message: text,
});

describe('login machine', () => {
  it('walks every state and transition', async () => {
    const walked = paths(loginMachine, {
      events: () => [
        submit,
        submitWithCode,
        { type: 'login.submit', account: '', password: '' },
        { type: 'login.refreshCaptcha' },
        { type: 'login.chooseRelation', identityType: 2 },
        done('loadCaptcha', { captchaKey: 'k1', image: 'data:image/svg+xml;base64,' }),
        fail('loadCaptcha'),
        done('login', message('needCaptcha')),
        done('login', message('wrongCredentials')),
        done('login', message('networkError')),
        done('login', { kind: 'success', data: loginData() }),
        done('login', { kind: 'halfSuccess', data: loginData({ currentIdType: 0, userRelationList: [relation(1)] }) }),
        done('login', {
          kind: 'chooseRelation',
          data: loginData({ currentIdType: 0, userRelationList: [relation(0), relation(2)] }),
        }),
        done('login', { kind: 'partnerExpired', data: loginData({ currentIdType: 3, partnerExpiryFlag: true }) }),
        done('login', { kind: 'applying', data: loginData({ currentIdType: 0 }) }),
        done('login', { kind: 'operatingDataProcessing', data: loginData({ operatingDataProcessing: true }) }),
        done('login', { kind: 'binding', data: loginData({ currentIdType: 0, userRelationList: [] }) }),
        fail('login', new Error('network error, please try later')),
        done('loadInfo', { kind: 'success', info: userInfo() }),
        done('loadInfo', { kind: 'failed', message: 'Verification failed, please Login again.' }),
        fail('loadInfo'),
        done('login', secondStepAsked),
        { type: 'login.secondStep.submit', code: '123 456' },
        { type: 'login.secondStep.submit', code: '12345' },
        { type: 'login.secondStep.mode', mode: 'recovery' },
        { type: 'login.secondStep.back' },
        done('secondStep', { kind: 'codeWrong', message: 'Incorrect code, please try again' }),
        done('secondStep', { kind: 'challengeEnded', message: 'Verification expired, please log in again' }),
        done('secondStep', { kind: 'success', data: loginData() }),
        fail('secondStep', new Error('network error, please try later')),
        { type: 'login.passkey' },
        done('passkeySignIn', { kind: 'success', data: loginData() }),
        done('passkeySignIn', message('failed', 'The passkey was not accepted, please try again')),
        fail('passkeySignIn', new Error('network error, please try later')),
      ],
    });
    const results = await replayAll(loginMachine, walked);
    // A login handed an outcome reached elsewhere (registration, the post-login check) starts at it.
    const resumed = await Promise.all(
      (['chooseRelation', 'applying', 'binding'] as const).map(async (kind) => {
        const input = { resume: { kind, data: loginData({ currentIdType: 0, userRelationList: [relation(0), relation(2)] }) } };
        return replayAll(loginMachine, paths(loginMachine, { input, events: () => [{ type: 'login.chooseRelation', identityType: 2 }] }), { input });
      }),
    );
    const c = coverage(loginMachine, [...results, ...resumed.flat()]);
    console.log(`login: ${c.summary}`);
  });

  function start() {
    const calls: { login: LoginCredentials[]; loadInfo: LoadInfoInput[]; captcha: number } = {
      login: [],
      loadInfo: [],
      captcha: 0,
    };
    const answers: LoginOutcome[] = [];
    const secondAnswers: SecondStepOutcome[] = [];
    const secondCalls: SecondStepInput[] = [];
    const passkeyAnswers: LoginOutcome[] = [];
    const actor = createActor(
      loginMachine.provide({
        actors: {
          login: fromPromise<LoginOutcome, LoginCredentials>(async ({ input }) => {
            calls.login.push(input);
            return answers.shift()!;
          }),
          loadCaptcha: fromPromise<CaptchaImage, void>(async () => {
            calls.captcha += 1;
            return { captchaKey: `key-${calls.captcha}`, image: 'data:image/svg+xml;base64,' };
          }),
          secondStep: fromPromise<SecondStepOutcome, SecondStepInput>(async ({ input }) => {
            secondCalls.push(input);
            return secondAnswers.shift()!;
          }),
          passkeySignIn: fromPromise<LoginOutcome, void>(async () => passkeyAnswers.shift()!),
          loadInfo: fromPromise<InfoOutcome, LoadInfoInput>(async ({ input }) => {
            calls.loadInfo.push(input);
            return { kind: 'success', info: userInfo({ identityTypeMap: idMap({ currentIdType: input.currentIdType }) }) };
          }),
        },
      }),
      { input: {} },
    );
    const languages: string[] = [];
    actor.on('login.language', (e) => languages.push(e.languageType));
    actor.start();
    const settle = () => new Promise((r) => setTimeout(r, 0));
    return { actor, calls, answers, secondAnswers, secondCalls, passkeyAnswers, languages, settle };
  }

  it('keeps the typed account and password when a captcha is required, and sends the captcha next time', async () => {
    const { actor, calls, answers, settle } = start();
    answers.push(message('needCaptcha', 'verification code needed'));
    actor.send(submit);
    await settle();
    const s = actor.getSnapshot();
    expect(s.hasTag('needCaptcha')).toBe(true);
    expect(s.context.account).toBe('investor@demo.test');
    expect(s.context.password).toBe('Demo1234');
    expect(s.context.message).toEqual({ kind: 'needCaptcha', text: 'verification code needed' });
    expect(s.context.captcha?.captchaKey).toBe('key-1');

    // Without the code nothing is sent.
    actor.send(submit);
    expect(actor.getSnapshot().hasTag('needCaptcha')).toBe(true);

    answers.push(message('wrongCredentials', 'password incorrect, try again'));
    actor.send(submitWithCode);
    await settle();
    expect(calls.login).toEqual([
      { account: 'investor@demo.test', password: 'Demo1234' },
      { account: 'investor@demo.test', password: 'Demo1234', captchaKey: 'key-1', captchaCode: 'x7k2' },
    ]);
    // Wrong password: still editing, inputs kept, a fresh captcha (a key is single use).
    const after = actor.getSnapshot();
    expect(after.hasTag('signedOut')).toBe(true);
    expect(after.hasTag('needCaptcha')).toBe(true);
    expect(after.context.message?.kind).toBe('wrongCredentials');
    expect(after.context.account).toBe('investor@demo.test');
    expect(after.context.captcha?.captchaKey).toBe('key-2');
  });

  it('half success with an internal (0) or overseas (1) relation loads info with identity type 1', async () => {
    for (const relationType of [0, 1] as const) {
      const { actor, calls, answers, languages, settle } = start();
      answers.push({ kind: 'halfSuccess', data: loginData({ currentIdType: 0, userRelationList: [relation(relationType)] }) });
      actor.send(submit);
      await settle();
      expect(calls.loadInfo).toEqual([{ token: 'short-token', userId: 'u-1', currentIdType: 1 }]);
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().output).toMatchObject({ kind: 'signedIn', via: 'halfSuccess', languageType: 'en_US' });
      expect(languages).toEqual(['en_US']);
    }
  });

  it('several relations: the user picks one, only a type they hold is accepted', async () => {
    const { actor, calls, answers, settle } = start();
    answers.push({
      kind: 'chooseRelation',
      data: loginData({ currentIdType: 0, userRelationList: [relation(1), relation(3)] }),
    });
    actor.send(submit);
    await settle();
    expect(actor.getSnapshot().hasTag('chooseRelation')).toBe(true);
    actor.send({ type: 'login.chooseRelation', identityType: 2 });
    expect(actor.getSnapshot().hasTag('chooseRelation')).toBe(true);
    actor.send({ type: 'login.chooseRelation', identityType: 3 });
    await settle();
    expect(calls.loadInfo[0].currentIdType).toBe(3);
    expect(actor.getSnapshot().hasTag('authenticated')).toBe(true);
  });

  it('answers without a usable session end with the one-time token and their tag', async () => {
    const cases = [
      ['partnerExpired', 'partnerExpired'],
      ['applying', 'applying'],
      ['operatingDataProcessing', 'dataProcessing'],
      ['binding', 'mustBind'],
    ] as const;
    for (const [kind, tag] of cases) {
      const { actor, answers, languages, settle } = start();
      answers.push({ kind, data: loginData({ currentIdType: 0 }, { token: '', refreshToken: '', languageType: 'zh_CN' }) });
      actor.send(submit);
      await settle();
      expect(actor.getSnapshot().hasTag(tag)).toBe(true);
      expect(actor.getSnapshot().output).toMatchObject({ kind, onetimeToken: 'onetime-token', languageType: 'zh_CN' });
      expect(languages).toEqual(['zh_CN']);
    }
  });

  it('an account with the second step: the code, then the same outcomes as a password alone', async () => {
    const { actor, answers, secondAnswers, secondCalls, calls, settle } = start();
    answers.push(secondStepAsked);
    actor.send(submit);
    await settle();
    expect(actor.getSnapshot().hasTag('secondStep')).toBe(true);
    expect(calls.loadInfo).toEqual([]);
    // Not six digits: nothing is sent.
    actor.send({ type: 'login.secondStep.submit', code: '12345' });
    expect(secondCalls).toEqual([]);

    secondAnswers.push({ kind: 'codeWrong', message: 'Incorrect code, please try again' });
    actor.send({ type: 'login.secondStep.submit', code: '123 456' });
    await settle();
    expect(actor.getSnapshot().matches({ secondStep: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.message).toEqual({ kind: 'codeWrong', text: 'Incorrect code, please try again' });

    // A recovery code instead: any text, sent as the recovery kind with the same challenge.
    actor.send({ type: 'login.secondStep.mode', mode: 'recovery' });
    expect(actor.getSnapshot().context.message).toBeNull();
    secondAnswers.push({ kind: 'partnerExpired', data: loginData({ currentIdType: 3, partnerExpiryFlag: true }) });
    actor.send({ type: 'login.secondStep.submit', code: 'ABCDE-FGHJK' });
    await settle();
    expect(secondCalls).toEqual([
      { challenge: 'challenge-1', mode: 'totp', code: '123456' },
      { challenge: 'challenge-1', mode: 'recovery', code: 'ABCDE-FGHJK' },
    ]);
    expect(actor.getSnapshot().hasTag('partnerExpired')).toBe(true);
    expect(actor.getSnapshot().output).toMatchObject({ kind: 'partnerExpired', onetimeToken: 'onetime-token' });
  });

  it('a passkey alone: the step starts with it and needs no code; with both on, the app first and the passkey chosen', async () => {
    const { actor, answers, secondAnswers, secondCalls, settle } = start();
    answers.push({ kind: 'secondStep', challenge: { ...challenge, methods: ['passkey'] } });
    actor.send(submit);
    await settle();
    expect(actor.getSnapshot().context.secondStepMode).toBe('passkey');
    secondAnswers.push({ kind: 'failed', message: 'Not verified: the browser’s passkey check was cancelled or timed out.' });
    actor.send({ type: 'login.secondStep.submit', code: '' });
    await settle();
    expect(actor.getSnapshot().matches({ secondStep: 'failed' })).toBe(true);
    secondAnswers.push({ kind: 'success', data: loginData() });
    actor.send({ type: 'login.secondStep.submit', code: '' });
    await settle();
    expect(actor.getSnapshot().hasTag('authenticated')).toBe(true);
    expect(secondCalls).toEqual([
      { challenge: 'challenge-1', mode: 'passkey', code: '' },
      { challenge: 'challenge-1', mode: 'passkey', code: '' },
    ]);

    const both = start();
    both.answers.push({ kind: 'secondStep', challenge: { ...challenge, methods: ['totp', 'passkey'] } });
    both.actor.send(submit);
    await both.settle();
    expect(both.actor.getSnapshot().context.secondStepMode).toBe('totp');
    // An empty code is no authenticator code.
    both.actor.send({ type: 'login.secondStep.submit', code: '' });
    expect(both.secondCalls).toEqual([]);
    both.actor.send({ type: 'login.secondStep.mode', mode: 'passkey' });
    both.secondAnswers.push({ kind: 'success', data: loginData() });
    both.actor.send({ type: 'login.secondStep.submit', code: '' });
    await both.settle();
    expect(both.secondCalls).toEqual([{ challenge: 'challenge-1', mode: 'passkey', code: '' }]);
  });

  it('an ended challenge, or the way back, returns to the password form with the inputs kept', async () => {
    const { actor, answers, secondAnswers, settle } = start();
    answers.push(secondStepAsked);
    actor.send(submit);
    await settle();
    secondAnswers.push({ kind: 'challengeEnded', message: 'Verification expired, please log in again' });
    actor.send({ type: 'login.secondStep.submit', code: '654321' });
    await settle();
    const ended = actor.getSnapshot();
    expect(ended.hasTag('signedOut')).toBe(true);
    expect(ended.context.challenge).toBeNull();
    expect(ended.context.message?.kind).toBe('challengeEnded');
    expect(ended.context.account).toBe('investor@demo.test');

    answers.push(secondStepAsked);
    actor.send(submit);
    await settle();
    actor.send({ type: 'login.secondStep.back' });
    expect(actor.getSnapshot().hasTag('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it('a passkey alone signs in with the same outcomes as a password; a refused or dismissed one leaves the form as typed', async () => {
    const { actor, calls, passkeyAnswers, languages, settle } = start();
    actor.send({ type: 'login.submit', account: 'investor@demo.test', password: '' });
    expect(actor.getSnapshot().hasTag('signedOut')).toBe(true);
    passkeyAnswers.push(message('failed', 'The passkey was not accepted, please try again'));
    actor.send({ type: 'login.passkey' });
    expect(actor.getSnapshot().hasTag('passkeyPrompt')).toBe(true);
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    await settle();
    const refused = actor.getSnapshot();
    expect(refused.hasTag('signedOut')).toBe(true);
    expect(refused.context.message).toEqual({ kind: 'failed', text: 'The passkey was not accepted, please try again' });
    expect(calls.login).toEqual([]);

    passkeyAnswers.push({ kind: 'success', data: loginData({}, { languageType: 'en_US' }) });
    actor.send({ type: 'login.passkey' });
    // A new attempt clears the last message at once.
    expect(actor.getSnapshot().context.message).toBeNull();
    await settle();
    await settle();
    const signedIn = actor.getSnapshot();
    expect(signedIn.status).toBe('done');
    expect(signedIn.output?.kind).toBe('signedIn');
    expect(calls.loadInfo).toHaveLength(1);
    expect(languages).toEqual(['en_US']);
    expect(calls.login).toEqual([]);
  });

  it('a login resumed at an outcome starts there with its answer: the investor type is then chosen as after a login', async () => {
    const data = loginData({ currentIdType: 0, userRelationList: [relation(0), relation(2)] });
    const loadInfo: LoadInfoInput[] = [];
    const resumed = createActor(
      loginMachine.provide({
        actors: {
          loadInfo: fromPromise<InfoOutcome, LoadInfoInput>(async ({ input }) => {
            loadInfo.push(input);
            return { kind: 'success', info: userInfo() };
          }),
        },
      }),
      { input: { resume: { kind: 'chooseRelation', data } } },
    ).start();
    expect(resumed.getSnapshot().hasTag('chooseRelation')).toBe(true);
    resumed.send({ type: 'login.chooseRelation', identityType: 2 });
    await new Promise((r) => setTimeout(r, 0));
    expect(loadInfo).toEqual([{ token: data.token, userId: data.userId, currentIdType: 2 }]);
    expect(resumed.getSnapshot().output?.kind).toBe('signedIn');

    const binding = createActor(loginMachine, { input: { resume: { kind: 'binding', data } } }).start();
    expect(binding.getSnapshot().output).toMatchObject({ kind: 'binding', onetimeToken: data.onetimeToken });
    expect(createActor(loginMachine, { input: {} }).start().getSnapshot().hasTag('signedOut')).toBe(true);
  });

  it('a network failure shows its message and keeps the inputs', async () => {
    const { actor, settle } = start();
    const failing = loginMachine.provide({
      actors: { login: fromPromise<LoginOutcome, LoginCredentials>(async () => Promise.reject(new Error('network error, please try later'))) },
    });
    const a = createActor(failing, { input: {} }).start();
    a.send(submit);
    await settle();
    expect(a.getSnapshot().hasTag('signedOut')).toBe(true);
    expect(a.getSnapshot().context.message).toEqual({ kind: 'networkError', text: 'network error, please try later' });
    expect(a.getSnapshot().context.password).toBe('Demo1234');
    actor.stop();
  });
});

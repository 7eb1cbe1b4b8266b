/**
 * API answer → machine outcome, for every operation of the login-area flows (src/actors/binding.ts,
 * registration/forgot-password in src/actors/onboarding.ts, src/actors/partner-expiry.ts), over a stubbed fetch.
 */
import { i18n } from '@lingui/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BindRequest } from '../../machines/flow-types';
import { bind, coverClientMsg } from '../../src/actors/binding';
import { register, resetPassword, sendCode } from '../../src/actors/onboarding';
import { sendPartnerAuthEmail, validateEmail } from '../../src/actors/partner-expiry';
import { apiMessages } from '../../src/api/messages';

type Answer = { code: number; msg?: string; data?: unknown } | 'network' | { status: number; body: unknown };
interface Call {
  path: string;
  method: string;
  body: unknown;
}

/** Answers each call by its path (the last answer of a path repeats); records what was sent. */
function stubApi(answers: Record<string, Answer | Answer[]>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (req: Request) => {
    const path = new URL(req.url).pathname.replace(/^\/api/, '');
    const text = req.method === 'GET' ? '' : await req.text();
    calls.push({ path, method: req.method, body: text ? JSON.parse(text) : undefined });
    const queue = answers[path];
    const answer = Array.isArray(queue) ? (queue.length > 1 ? queue.shift()! : queue[0]) : queue;
    if (answer === undefined) throw new Error(`unexpected call ${path}`);
    if (answer === 'network') throw new TypeError('Failed to fetch');
    const [status, body] = 'status' in answer ? [answer.status, answer.body] : [200, { msg: 'ok', data: null, ...answer }];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

const bindAnswer = (outcome: string, extra: object = {}) => ({ code: 1000, data: { outcome, userLoginTokenVO: null, ...extra } });
const session = { token: 't1', refreshToken: 'r1', failureTime: 1_800_000, accessimeout: 600_000 };

const request = (over: Partial<BindRequest> = {}): BindRequest => ({
  kind: 'domestic',
  idType: 'idCard',
  idNumber: '11010519900307451X',
  birthday: '1990-03-07',
  mobile: '13800000009',
  email: 'new@demo.test',
  productName: '泓岸价值精选一号',
  purchaseChannel: '直销',
  additionalInformation: '',
  ...over,
});

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => vi.unstubAllGlobals());

describe('bind (bindIdentityType, then saveRegisterApply on noMatch)', () => {
  it('sends the identity fields only, with the types of the chosen form', async () => {
    const calls = stubApi({ '/sys/onetime/bindIdentityType': bindAnswer('underReview') });
    await bind(request({ kind: 'offshore' }));
    await bind(request({ kind: 'partner', enterpriseEmail: 'x@firm.example' }));
    expect(calls[0].body).toEqual({
      identityType: 1,
      relationType: 1,
      idType: 'idCard',
      idNumber: '11010519900307451X',
      birthday: '1990-03-07',
      mobile: '13800000009',
      email: 'new@demo.test',
    });
    expect(calls[1].body).toMatchObject({ identityType: 3, relationType: 3, enterpriseEmail: 'x@firm.example' });
  });

  it('success with a partner name and a session', async () => {
    stubApi({ '/sys/onetime/bindIdentityType': bindAnswer('success', { partnerName: '澄川财富', userLoginTokenVO: session }) });
    expect(await bind(request({ kind: 'partner', enterpriseEmail: 'x@firm.example' }))).toEqual({
      kind: 'success',
      partnerName: '澄川财富',
      session,
    });
  });

  it('success without a partner name shows the name of the relation just bound', async () => {
    const relations = [
      { relationType: 1, identityType: 1, name: 'Offshore Fund' },
      { relationType: 0, identityType: 1, name: '泓岸价值精选一号' },
    ];
    stubApi({
      '/sys/onetime/bindIdentityType': bindAnswer('success', { userLoginTokenVO: session }),
      '/sys/onetime/getIdentityInfo': { code: 1000, data: { userId: '9', userName: 'n', account: 'a', identityTypeMap: { userRelationList: relations } } },
    });
    expect(await bind(request())).toEqual({ kind: 'success', partnerName: '泓岸价值精选一号', session });
  });

  it.each([
    ['underReview', 'underReview'],
    ['hasOtherRegionProducts', 'hasProducts'],
    ['domesticAndOffshore', 'conflictDomesticOffshore'],
    ['alreadySubmitted', 'alreadySubmitted'],
    ['alreadyPartner', 'alreadyPartner'],
    ['contactMismatch', 'contactMismatch'],
  ])('%s → %s', async (outcome, kind) => {
    stubApi({ '/sys/onetime/bindIdentityType': bindAnswer(outcome) });
    expect(await bind(request())).toEqual({ kind });
  });

  it('noMatch submits the application with the product fields, and reports its outcome', async () => {
    const calls = stubApi({
      '/sys/onetime/bindIdentityType': bindAnswer('noMatch'),
      '/sys/onetime/saveRegisterApply': bindAnswer('underReview'),
    });
    expect(await bind(request({ additionalInformation: 'bought in 2019' }))).toEqual({ kind: 'underReview' });
    expect(calls.map((c) => c.path)).toEqual(['/sys/onetime/bindIdentityType', '/sys/onetime/saveRegisterApply']);
    expect(calls[1].body).toMatchObject({
      identityType: 1,
      relationType: 0,
      productName: '泓岸价值精选一号',
      purchaseChannel: '直销',
      additionalInformation: 'bought in 2019',
    });
  });

  it('an application refused as already submitted says so', async () => {
    stubApi({
      '/sys/onetime/bindIdentityType': bindAnswer('noMatch'),
      '/sys/onetime/saveRegisterApply': bindAnswer('alreadySubmitted'),
    });
    expect(await bind(request())).toEqual({ kind: 'alreadySubmitted' });
  });

  it('a refusal keeps the server message; an expired onetime token asks to log in again', async () => {
    stubApi({ '/sys/onetime/bindIdentityType': { code: 4000, msg: 'ID number and birthday do not match' } });
    expect(await bind(request())).toEqual({ kind: 'failure', message: 'ID number and birthday do not match' });
    stubApi({ '/sys/onetime/bindIdentityType': { code: 3009, msg: 'expired' } });
    expect(await bind(request())).toEqual({ kind: 'failure', message: i18n._(apiMessages.emptyInfo) });
  });

  it('a call that does not get through rejects (the machine shows the network failure)', async () => {
    stubApi({ '/sys/onetime/bindIdentityType': 'network' });
    await expect(bind(request())).rejects.toMatchObject({ kind: 'network' });
  });

  it('coverClientMsg answers with the same outcomes', async () => {
    const calls = stubApi({ '/sys/onetime/coverClientMsg': bindAnswer('underReview') });
    expect(await coverClientMsg({ cover: true }, 'domestic')).toEqual({ kind: 'underReview' });
    expect(calls[0].body).toEqual({ cover: true });
    stubApi({ '/sys/onetime/coverClientMsg': { code: 4004, msg: 'Nothing to confirm' } });
    expect(await coverClientMsg({ cover: false }, 'domestic')).toEqual({ kind: 'failure', message: 'Nothing to confirm' });
  });
});

describe('registration and password reset', () => {
  const codeRequest = { account: 'a@b.example', scene: 'register' as const, captchaKey: 'k', captchaCode: 'abcd' };

  it('getMsgCode: sent (with the masked recipient), captcha refused (2012), refused with the message', async () => {
    stubApi({ '/sys/users/getMsgCode': { code: 1000, data: { sentTo: 'a***@b.example', expiresIn: 600_000, resendAfter: 60_000 } } });
    expect(await sendCode(codeRequest)).toEqual({ kind: 'sent', sentTo: 'a***@b.example' });
    stubApi({ '/sys/users/getMsgCode': { code: 2012, msg: 'Wrong verification code' } });
    expect(await sendCode(codeRequest)).toEqual({ kind: 'captchaInvalid' });
    stubApi({ '/sys/users/getMsgCode': { code: 4029, msg: 'Too many requests' } });
    expect(await sendCode(codeRequest)).toEqual({ kind: 'failure', message: 'Too many requests' });
    stubApi({ '/sys/users/getMsgCode': 'network' });
    await expect(sendCode(codeRequest)).rejects.toMatchObject({ kind: 'network' });
  });

  const registerRequest = {
    identityType: 1 as const,
    account: 'a@b.example',
    userName: 'Lin',
    password: 'abc12345',
    verificationCode: '123456',
    agreeTerms: true as const,
  };

  it('registerV2: status 0 → ok with the onetime token; any other status → rejected with statusMsg', async () => {
    stubApi({
      '/sys/users/registerV2': {
        code: 1000,
        data: { status: 0, statusMsg: '', onetimeToken: 'ot-1', userId: '42', userName: 'Lin', equipmentId: '' },
      },
    });
    expect(await register(registerRequest)).toEqual({ kind: 'ok', onetimeToken: 'ot-1', userId: '42', userName: 'Lin', equipmentId: '' });
    stubApi({
      '/sys/users/registerV2': {
        code: 1000,
        data: { status: 1, statusMsg: 'This account is already registered', onetimeToken: '', userId: '', userName: '', equipmentId: '' },
      },
    });
    expect(await register(registerRequest)).toEqual({ kind: 'rejected', statusMsg: 'This account is already registered' });
  });

  it('forgotPwdV2: ok; 4000 → the code is wrong; other refusals keep their message', async () => {
    const reset = { account: 'a@b.example', verificationCode: '123456', password: 'abc12345' };
    stubApi({ '/sys/users/forgotPwdV2': { code: 1000 } });
    expect(await resetPassword(reset)).toEqual({ kind: 'ok' });
    stubApi({ '/sys/users/forgotPwdV2': { code: 4000, msg: 'Wrong code' } });
    expect(await resetPassword(reset)).toEqual({ kind: 'codeInvalid' });
    stubApi({ '/sys/users/forgotPwdV2': { code: 4029, msg: 'Too many tries' } });
    expect(await resetPassword(reset)).toEqual({ kind: 'failure', message: 'Too many tries' });
  });
});

describe('partner expiry', () => {
  it('sendPartnerAuthEmail: sent with the masked address, or refused with the message', async () => {
    stubApi({ '/sys/onetime/sendPartnerAuthEmail': { code: 1000, data: { sentTo: 'e***@demo.test', resendAfter: 60_000 } } });
    expect(await sendPartnerAuthEmail()).toEqual({ kind: 'sent', sentTo: 'e***@demo.test' });
    stubApi({ '/sys/onetime/sendPartnerAuthEmail': { code: 4029, msg: 'Please wait' } });
    expect(await sendPartnerAuthEmail()).toEqual({ kind: 'failure', message: 'Please wait' });
  });

  it('partnerAuthRenewalCheck: valid → valid, not valid → invalid; a malformed code is refused without a call', async () => {
    const calls = stubApi({ '/sys/onetime/partnerAuthRenewalCheck': [{ code: 1000, data: { valid: true } }, { code: 1000, data: { valid: false } }] });
    expect(await validateEmail('abc_DEF-123')).toEqual({ kind: 'valid' });
    expect(await validateEmail('abc_DEF-123')).toEqual({ kind: 'invalid' });
    expect(await validateEmail('')).toEqual({ kind: 'invalid' });
    expect(await validateEmail('<script>')).toEqual({ kind: 'invalid' });
    expect(calls).toHaveLength(2);
    expect(calls[0].body).toEqual({ authCode: 'abc_DEF-123' });
  });

  it('a rate-limited check is a failed check', async () => {
    stubApi({ '/sys/onetime/partnerAuthRenewalCheck': { code: 4029, msg: 'Too many requests' } });
    expect(await validateEmail('abc')).toEqual({ kind: 'invalid' });
  });
});

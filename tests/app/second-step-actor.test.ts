/**
 * The login's second step over a stubbed fetch: loginV2's 2013 becomes the machine's secondStep outcome with its
 * challenge, and loginSecondStep's answers become a login answer, a wrong code (another try) or an ended challenge.
 */
import { i18n } from '@lingui/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { login } from '../../src/actors/auth';
import { secondStep } from '../../src/actors/second-step';

/** The browser's passkey prompt: an assertion, or the investor dismissing it. */
const prompt = vi.hoisted(() => ({ dismissed: false }));
vi.mock('@simplewebauthn/browser', () => ({
  startAuthentication: async ({ optionsJSON }: { optionsJSON: { challenge: string } }) => {
    if (prompt.dismissed) throw Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' });
    return {
      id: 'cred-1',
      rawId: 'cred-1',
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: `signed:${optionsJSON.challenge}`, authenticatorData: 'ad', signature: 'sig' },
    };
  },
}));

/** Answers the calls in order: one body per request. */
function answers(...bodies: unknown[]) {
  vi.stubGlobal('fetch', async (req: Request) => {
    sent.push({ url: new URL(req.url).pathname, body: JSON.parse(await req.text()) });
    return new Response(JSON.stringify(bodies.shift()), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

const sent: unknown[] = [];
function answer(body: unknown) {
  vi.stubGlobal('fetch', async (req: Request) => {
    sent.push(JSON.parse(await req.text()));
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

const identityTypeMap = { currentIdType: 1, userRelationList: [], applyList: [], partnerExpiryFlag: false, operatingDataProcessing: false };
const loginResponse = {
  token: 't1', refreshToken: 'r1', onetimeToken: '', failureTime: 1, accessimeout: 1, identityTypeMap,
  userId: '7', equipmentId: 'd1', languageType: 'en_US', code: 'success',
};

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  vi.unstubAllGlobals();
  sent.length = 0;
  prompt.dismissed = false;
});

describe('second step', () => {
  it('a 2013 login answer asks for it, with the challenge', async () => {
    answer({ code: 2013, msg: 'Enter the code from your authenticator app', data: { challenge: 'c1', expiresIn: 300000, methods: ['totp'] } });
    await expect(login({ account: 'investor@demo.test', password: 'Demo1234' })).resolves.toEqual({
      kind: 'secondStep',
      challenge: { challenge: 'c1', expiresIn: 300000, methods: ['totp'] },
    });
  });

  it('sends the code or the recovery code, and answers as a login', async () => {
    answer({ code: 1000, msg: 'success', data: loginResponse });
    const outcome = await secondStep({ challenge: 'c1', mode: 'totp', code: '123456' });
    expect(outcome).toMatchObject({ kind: 'success', data: { token: 't1', userId: '7' } });
    await secondStep({ challenge: 'c1', mode: 'recovery', code: 'ABCDE-FGHJK' });
    expect(sent).toEqual([{ challenge: 'c1', code: '123456' }, { challenge: 'c1', recoveryCode: 'ABCDE-FGHJK' }]);
  });

  it.each([
    [4011, 'codeWrong'],
    [4012, 'challengeEnded'],
    [4029, 'challengeEnded'],
    [5000, 'failed'],
  ])('%i becomes %s with the server’s message', async (code, kind) => {
    answer({ code, msg: `message ${code}`, data: null });
    await expect(secondStep({ challenge: 'c1', mode: 'totp', code: '123456' })).resolves.toEqual({ kind, message: `message ${code}` });
  });
});

describe('second step with a passkey', () => {
  it('asks the server for the options of the challenge, the browser for the passkey, and answers as a login', async () => {
    answers({ code: 1000, msg: 'success', data: { options: { challenge: 'w1', rpId: 'localhost' } } }, { code: 1000, msg: 'success', data: loginResponse });
    const outcome = await secondStep({ challenge: 'c1', mode: 'passkey', code: '' });
    expect(outcome).toMatchObject({ kind: 'success', data: { token: 't1' } });
    expect(sent).toEqual([
      { url: '/api/sys/users/passkeySecondStepOptions', body: { challenge: 'c1' } },
      {
        url: '/api/sys/users/loginSecondStepPasskey',
        body: { challenge: 'c1', credential: expect.objectContaining({ id: 'cred-1', response: expect.objectContaining({ clientDataJSON: 'signed:w1' }) }) },
      },
    ]);
  });

  it('a refused passkey is another try; a dismissed prompt keeps the step open and says so', async () => {
    answers({ code: 1000, msg: 'success', data: { options: { challenge: 'w1' } } }, { code: 4011, msg: 'The passkey was not accepted', data: null });
    await expect(secondStep({ challenge: 'c1', mode: 'passkey', code: '' })).resolves.toEqual({ kind: 'codeWrong', message: 'The passkey was not accepted' });
    prompt.dismissed = true;
    answers({ code: 1000, msg: 'success', data: { options: { challenge: 'w2' } } });
    const dismissed = await secondStep({ challenge: 'c1', mode: 'passkey', code: '' });
    expect(dismissed).toEqual({ kind: 'failed', message: expect.stringMatching(/passkey|通行密钥/) });
    // Nothing was sent for the dismissed prompt but its options.
    expect(sent).toHaveLength(3);
  });
});

/**
 * The hand-overs between login-area flows (src/app/onboarding.ts and LoginFlow.resume): registration → binding,
 * binding success → post-login check → session, data-processing notice accepted → post-login check.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IdentityTypeMap, LoginData } from '../../machines/types';
import { configureClient } from '../../src/api/client';
import { loginGate } from '../../src/app/gates';
import { createLoginFlow } from '../../src/app/login-flow';
import { acceptDataProcessing, continueToBinding, finishBinding, type OnboardingDeps } from '../../src/app/onboarding';
import { decideRoute } from '../../src/app/routing-rules';
import type { SessionActor } from '../../src/app/session';

const emptyMap = (over: Partial<IdentityTypeMap> = {}): IdentityTypeMap => ({
  currentIdType: 0,
  userRelationList: [],
  applyList: [],
  partnerExpiryFlag: false,
  operatingDataProcessing: false,
  ...over,
});

function setup() {
  const sent: unknown[] = [];
  const session = { send: (event: unknown) => sent.push(event) } as unknown as SessionActor;
  const loginFlow = createLoginFlow(session, () => undefined);
  configureClient({ onetimeToken: () => loginFlow.onetimeToken() });
  const toLogin = vi.fn();
  const deps: OnboardingDeps = { session, loginFlow, toLogin };
  return { sent, loginFlow, deps, toLogin };
}

function stubFetch(answers: Record<string, unknown>) {
  const seen: Request[] = [];
  vi.stubGlobal('fetch', async (req: Request) => {
    seen.push(req);
    const path = new URL(req.url).pathname.replace(/^\/api/, '');
    if (!(path in answers)) throw new Error(`unexpected ${path}`);
    return new Response(JSON.stringify({ code: 1000, msg: 'ok', data: answers[path] }), { headers: { 'content-type': 'application/json' } });
  });
  return seen;
}

afterEach(() => vi.unstubAllGlobals());

describe('registration → binding', () => {
  it('the register answer puts the login flow on /binding with its onetime token', () => {
    const { loginFlow } = setup();
    continueToBinding(loginFlow, { identity: 'individual', onetimeToken: 'ot-reg', userId: '42', userName: 'Lin', equipmentId: '' });
    expect(loginGate(loginFlow.snapshot())).toBe('/binding');
    expect(loginFlow.onetimeToken()).toBe('ot-reg');
    loginFlow.reset();
    expect(loginGate(loginFlow.snapshot())).toBeNull();
  });
});

describe('binding success → post-login check → session', () => {
  it('loads who the user is now and opens the session with the bind tokens', async () => {
    const { loginFlow, deps, sent } = setup();
    continueToBinding(loginFlow, { identity: 'individual', onetimeToken: 'ot-reg', userId: '42', userName: 'Lin', equipmentId: '' });
    const info = { userName: 'Lin', userId: '42', avatar: '', roles: ['admin'], cmsColumnList: [], identityTypeMap: emptyMap({ currentIdType: 1 }), fontSize: 14, languageType: 'zh_CN' };
    const seen = stubFetch({
      '/sys/onetime/getIdentityInfo': { userId: '42', userName: 'Lin', account: 'l***', identityTypeMap: emptyMap({ currentIdType: 1 }) },
      '/sys/users/getInfo': info,
    });
    const tokens = { token: 'bt', refreshToken: 'br', failureTime: 1_800_000, accessimeout: 600_000 };
    await finishBinding({ end: 'done', bound: [{ kind: 'domestic', partnerName: 'Fund' }], session: tokens }, deps);
    expect(seen[0].headers.get('onetimeToken')).toBe('ot-reg');
    expect(seen[1].headers.get('token')).toBe('bt');
    expect(await seen[1].json()).toEqual({ userId: '42', currentIdType: 1 });
    expect(sent).toEqual([{ type: 'session.signedIn', tokens, info }]);
  });

  it('a binding that ended without a session does nothing', async () => {
    const { deps, sent } = setup();
    await finishBinding({ end: 'underReview', bound: [], session: null }, deps);
    expect(sent).toEqual([]);
  });
});

describe('data-processing notice accepted', () => {
  const answer = (map: IdentityTypeMap, onetimeToken = 'ot-dp'): LoginData => ({
    token: '', refreshToken: '', accessimeout: 0, failureTime: 0, onetimeToken, identityTypeMap: map, userId: '8', equipmentId: '', languageType: 'zh_CN',
  });

  it('sends the notice\'s onetime token, then continues with the answer the server gives: binding', async () => {
    const { loginFlow, deps } = setup();
    loginFlow.resume('applying', answer(emptyMap({ operatingDataProcessing: true })));
    const seen = stubFetch({ '/sys/onetime/acceptDataProcessing': { ...answer(emptyMap(), 'ot-next'), code: 'binding' } });
    await acceptDataProcessing(deps);
    expect(seen[0].headers.get('onetimeToken')).toBe('ot-dp');
    expect(loginGate(loginFlow.snapshot())).toBe('/binding');
    expect(loginFlow.onetimeToken()).toBe('ot-next');
  });

  it('an answer with several relations goes to the investor type choice', async () => {
    const { loginFlow, deps } = setup();
    const relations = [
      { relationType: 0 as const, identityType: 1 as const, name: 'A' },
      { relationType: 2 as const, identityType: 2 as const, name: 'B' },
    ];
    loginFlow.resume('applying', answer(emptyMap({ operatingDataProcessing: true })));
    stubFetch({ '/sys/onetime/acceptDataProcessing': { ...answer(emptyMap({ userRelationList: relations })), token: 't', refreshToken: 'r', code: 'loginAfter' } });
    await acceptDataProcessing(deps);
    expect(loginGate(loginFlow.snapshot())).toBe('/loginAfter');
  });

  it('a refusal leaves the user on the notice (the envelope shows the message)', async () => {
    const { loginFlow, deps, toLogin } = setup();
    loginFlow.resume('applying', answer(emptyMap({ operatingDataProcessing: true })));
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code: 4003, msg: 'no', data: null }), { headers: { 'content-type': 'application/json' } }));
    await acceptDataProcessing(deps);
    expect(loginGate(loginFlow.snapshot())).toBe('/applying');
    expect(toLogin).not.toHaveBeenCalled();
  });
});

describe('/redirect/{path*}', () => {
  it('is let through for everyone: the target path is checked on arrival', () => {
    expect(decideRoute('/redirect/myAssets', { status: 'signedOut' })).toEqual({ kind: 'allow' });
    expect(decideRoute('/redirect/myAssets', { status: 'authenticated', identityType: 1, allowedPaths: [] })).toEqual({ kind: 'allow' });
  });
});

/**
 * The way in as the app runs it: the real session actor (src/session/session.ts) with its real children and calls, over a
 * stubbed fetch. Registration → binding, the data-processing notice accepted → binding or the investor-type choice,
 * a refused acceptance; each ends on the page the gate table names, with the onetime token the server gave.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IdentityTypeMap, LoginData } from '../../machines/types';
import { sessionView } from '../../src/app/gates';
import { decideRoute } from '../../src/app/routing-rules';
import { createSession, type SessionActor } from '../../src/session/session';
import { connectApi } from '../../src/app/effects';
import { continueToBinding } from '../../src/flows/onboarding';
import { openLogin } from '../../src/flows/way-in-loader';

const emptyMap = (over: Partial<IdentityTypeMap> = {}): IdentityTypeMap => ({
  currentIdType: 0,
  userRelationList: [],
  applyList: [],
  partnerExpiryFlag: false,
  operatingDataProcessing: false,
  ...over,
});

const answer = (map: IdentityTypeMap, onetimeToken: string, over: Partial<LoginData> = {}): LoginData => ({
  token: '',
  refreshToken: '',
  accessimeout: 0,
  failureTime: 0,
  onetimeToken,
  identityTypeMap: map,
  userId: '8',
  equipmentId: '',
  languageType: 'zh_CN',
  ...over,
});

/** Answers each API path with the envelope of `answers[path]` (a function: per request), and records the requests. */
function stubFetch(answers: Record<string, unknown | ((req: Request) => { code: number; msg: string; data: unknown })>) {
  const seen: Request[] = [];
  vi.stubGlobal('fetch', async (req: Request) => {
    seen.push(req);
    const path = new URL(req.url).pathname.replace(/^\/api/, '');
    if (!(path in answers)) throw new Error(`unexpected ${path}`);
    const value = answers[path];
    const body = typeof value === 'function' ? value(req) : { code: 1000, msg: 'ok', data: value };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  return seen;
}

function startSession(): SessionActor {
  const store = { load: () => null, save: () => undefined, clear: () => undefined };
  const crossTab = { post: () => undefined, listen: () => () => undefined };
  const session = createSession({ store, crossTab, reload: () => undefined });
  connectApi(session);
  return session;
}

const settled = (session: SessionActor, done: (s: ReturnType<SessionActor['getSnapshot']>) => boolean) =>
  vi.waitFor(() => expect(done(session.getSnapshot())).toBe(true));

/** A login whose answer is the data-processing notice: the session's way in stops there. */
async function atTheNotice(session: SessionActor) {
  stubFetch({ '/sys/users/loginV2': { ...answer(emptyMap({ operatingDataProcessing: true }), 'ot-dp'), code: 'operatingDataProcessing' } });
  await settled(session, (s) => s.hasTag('signedOut'));
  await openLogin(session);
  session.getSnapshot().children.login!.send({ type: 'login.submit', account: 'lin@demo.test', password: 'secret' });
  await settled(session, (s) => s.hasTag('dataProcessing'));
}

afterEach(() => vi.unstubAllGlobals());

describe('the way in: registration → binding', () => {
  it('puts the session on /binding with the register answer\'s onetime token, its binding child running', async () => {
    stubFetch({});
    const session = startSession();
    await settled(session, (s) => s.hasTag('signedOut'));
    await continueToBinding(session, { identity: 'individual', onetimeToken: 'ot-reg', userId: '42', userName: 'Lin', equipmentId: '' }, 'zh_CN');
    expect(sessionView(session)).toEqual({ status: 'pending', gate: '/binding' });
    expect(decideRoute('/register', sessionView(session))).toEqual({ kind: 'redirect', to: '/binding', keepRedirect: true });
    expect(session.getSnapshot().context.way?.onetimeToken).toBe('ot-reg');
    // The binding child (its code loaded with the hand-over) takes the page's events.
    const binding = session.getSnapshot().children.binding!;
    binding.send({ type: 'binding.choose', kind: 'domestic' });
    expect(binding.getSnapshot().hasTag('editing')).toBe(true);
    // "Back to the login form" drops it all.
    session.send({ type: 'session.startOver' });
    expect(sessionView(session)).toEqual({ status: 'signedOut' });
    expect(session.getSnapshot().children.binding).toBeUndefined();
  });
});

describe('the way in: the data-processing notice accepted', () => {
  it('sends the notice\'s onetime token, then continues with the answer the server gives: binding', async () => {
    const session = startSession();
    await atTheNotice(session);
    expect(sessionView(session)).toEqual({ status: 'pending', gate: '/operatingDataProcessing' });
    const seen = stubFetch({ '/sys/onetime/acceptDataProcessing': { ...answer(emptyMap(), 'ot-next'), code: 'binding' } });
    session.send({ type: 'session.acceptDataProcessing' });
    await settled(session, (s) => s.hasTag('mustBind'));
    expect(seen[0].headers.get('onetimeToken')).toBe('ot-dp');
    expect(sessionView(session)).toEqual({ status: 'pending', gate: '/binding' });
    expect(session.getSnapshot().context.way?.onetimeToken).toBe('ot-next');
  });

  it('an answer with several relations goes to the investor type choice', async () => {
    const session = startSession();
    await atTheNotice(session);
    const relations = [
      { relationType: 0 as const, identityType: 1 as const, name: 'A' },
      { relationType: 2 as const, identityType: 2 as const, name: 'B' },
    ];
    stubFetch({
      '/sys/onetime/acceptDataProcessing': { ...answer(emptyMap({ userRelationList: relations }), 'ot-dp', { token: 't', refreshToken: 'r' }), code: 'loginAfter' },
    });
    session.send({ type: 'session.acceptDataProcessing' });
    await settled(session, (s) => !!s.children.login?.getSnapshot().hasTag('chooseRelation'));
    expect(sessionView(session)).toEqual({ status: 'pending', gate: '/loginAfter' });
    expect(session.getSnapshot().children.login!.getSnapshot().context.data?.identityTypeMap.userRelationList).toHaveLength(2);
  });

  it('a refusal leaves the user on the notice, free to accept again', async () => {
    const session = startSession();
    await atTheNotice(session);
    stubFetch({ '/sys/onetime/acceptDataProcessing': () => ({ code: 4003, msg: 'no', data: null }) });
    session.send({ type: 'session.acceptDataProcessing' });
    await settled(session, (s) => s.matches({ signedOut: { dataProcessing: 'reading' } }));
    expect(sessionView(session)).toEqual({ status: 'pending', gate: '/operatingDataProcessing' });
  });
});

describe('the way in: the choice of investor type', () => {
  it('stays on /loginAfter while the picked type\'s info loads', async () => {
    const session = startSession();
    const relations = [
      { relationType: 0 as const, identityType: 1 as const, name: 'A' },
      { relationType: 3 as const, identityType: 3 as const, name: 'B' },
    ];
    let answerInfo: (() => void) | undefined;
    stubFetch({
      '/sys/users/loginV2': { ...answer(emptyMap({ userRelationList: relations }), '', { token: 't', refreshToken: 'r' }), code: 'loginAfter' },
      '/sys/users/getInfo': () => {
        throw new Error('not yet');
      },
    });
    await settled(session, (s) => s.hasTag('signedOut'));
    await openLogin(session);
    session.getSnapshot().children.login!.send({ type: 'login.submit', account: 'lin@demo.test', password: 'secret' });
    await settled(session, (s) => !!s.children.login?.getSnapshot().hasTag('chooseRelation'));
    vi.stubGlobal('fetch', () => new Promise((resolve) => (answerInfo = () => resolve(new Response('{}')))));
    session.getSnapshot().children.login!.send({ type: 'login.chooseRelation', identityType: 3 });
    expect(session.getSnapshot().children.login!.getSnapshot().hasTag('pending')).toBe(true);
    expect(sessionView(session)).toEqual({ status: 'pending', gate: '/loginAfter' });
    answerInfo?.();
  });
});

describe('the way in: a login that opens the session', () => {
  it('leaves the login area for the page asked for before the login, once', async () => {
    const session = startSession();
    const info = { userName: 'Lin', userId: '8', avatar: '', roles: ['admin'], cmsColumnList: [{ columnId: 'c', title: 'a', content: '/myAssets' }], identityTypeMap: emptyMap({ currentIdType: 1 }), fontSize: 14, languageType: 'zh_CN', isActive: 1 };
    stubFetch({
      '/sys/users/loginV2': { ...answer(emptyMap({ currentIdType: 1 }), '', { token: 't', refreshToken: 'r', accessimeout: 600_000, failureTime: 1_800_000 }), code: 'success' },
      '/sys/users/getInfo': info,
    });
    await settled(session, (s) => s.hasTag('signedOut'));
    // The public site runs no login; the login form's page opens one.
    expect(session.getSnapshot().children.login).toBeUndefined();
    await openLogin(session);
    session.getSnapshot().children.login!.send({ type: 'login.submit', account: 'lin@demo.test', password: 'secret' });
    await settled(session, (s) => s.hasTag('authenticated'));
    expect(decideRoute('/login', sessionView(session))).toEqual({ kind: 'redirect', to: '/myAccount', toRedirect: true });
    // The first page past the login area ends the arrival: /login is again just "already signed in".
    session.send({ type: 'session.navigated', isLoginPage: false });
    expect(decideRoute('/login', sessionView(session))).toEqual({ kind: 'redirect', to: '/myAccount' });
    expect(decideRoute('/binding', sessionView(session))).toEqual({ kind: 'allow' });
  });
});

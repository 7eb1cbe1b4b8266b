/**
 * App-level glue of the login-area flows: what happens when one flow hands the user to another. Registration →
 * binding (the register answer's onetime token), binding success → post-login check → session, data-processing
 * notice accepted → post-login check. Machines never navigate: the login flow's gates and the session do.
 */
import { useEffect } from 'react';
import { createActor, toPromise, type AnyActorRef, type Snapshot } from 'xstate';
import { postLoginMachine, type PostLoginInput } from '../../machines/post-login.machine';
import type { BindingOutput } from '../../machines/binding.machine';
import type { RegistrationOutput } from '../../machines/registration.machine';
import type { IdentityTypeMap, LoginData, PostLoginOutput, TokenSet } from '../../machines/types';
import { loadInfo, loginActors } from '../actors/auth';
import { BINDING_TYPES } from '../actors/binding';
import { INLINE } from '../actors/onboarding';
import { api } from '../api/client';
import { settleData } from '../api/envelope';
import { notifyError } from '../components/toaster';
import { currentLocale, toLanguageType } from '../i18n';
import type { PartnerExpiryState } from '../screens/onboarding/partner-expiry-screen';
import { LOGIN_PATH } from './route-paths';
import type { RouterContext } from './router-context';
import type { LoginFlow } from './login-flow';
import type { SessionActor } from './session';

export interface OnboardingDeps {
  session: SessionActor;
  loginFlow: LoginFlow;
  /** Only for the one case no gate covers: back to /login (with the post-login check's message). */
  toLogin: (message?: string) => void;
}

/** The deps of the routes: `navigate` is the route's router navigation. */
export function onboardingDeps(context: RouterContext, navigate: (to: string) => void): OnboardingDeps {
  return {
    ...context,
    toLogin: (message) => {
      if (message) notifyError(message);
      context.loginFlow.reset();
      navigate(LOGIN_PATH);
    },
  };
}

/** Runs `effect` once when a route's machine reaches a final state (e.g. binding done → post-login check). */
export function useWhenDone<T>(actor: { subscribe(fn: (s: Snapshot<unknown> & { output?: T }) => void): { unsubscribe(): void } }, effect: (output: T) => void): void {
  useEffect(() => {
    let fired = false;
    const sub = actor.subscribe((snapshot) => {
      if (snapshot.status !== 'done' || fired) return;
      fired = true;
      effect(snapshot.output as T);
    });
    return () => sub.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the actor lives as long as the route
  }, [actor]);
}

/** The partner-expiry machine's tags, one per page of its screen. */
export const PARTNER_EXPIRY_STATES: PartnerExpiryState[] = ['request', 'sending', 'sent', 'validating', 'validated', 'validationFailed', 'askOverwrite', 'overwriting'];

/** The first of `tags` the snapshot has: the page a screen shows for a machine state. */
export function firstTag<T extends string>(snapshot: { hasTag(tag: never): boolean }, tags: readonly T[], fallback: T): T {
  return tags.find((tag) => (snapshot.hasTag as (t: string) => boolean)(tag)) ?? fallback;
}

/**
 * Sends a form event and says whether the machine took it (it reached `tag`): the click guard of SPEC.md §5 must
 * not lock a button whose press the machine refused with validation errors.
 */
export function sendAccepted<E extends { type: string }>(actor: AnyActorRef, event: E, tag: string): boolean {
  actor.send(event);
  return (actor.getSnapshot() as { hasTag(t: string): boolean }).hasTag(tag);
}

const noIdentity = (): IdentityTypeMap => ({
  currentIdType: 0,
  userRelationList: [],
  applyList: [],
  partnerExpiryFlag: false,
  operatingDataProcessing: false,
});

/** A login answer for a onetime token that came from elsewhere than loginV2. */
function onetimeAnswer(onetimeToken: string, userId: string, map: IdentityTypeMap, tokens?: TokenSet): LoginData {
  return {
    token: tokens?.token ?? '',
    refreshToken: tokens?.refreshToken ?? '',
    accessimeout: tokens?.accessimeout ?? 0,
    failureTime: tokens?.failureTime ?? 0,
    onetimeToken,
    identityTypeMap: map,
    userId,
    equipmentId: '',
    languageType: toLanguageType(currentLocale()),
  };
}

/** Registration status 0 → the binding flow, authorised by the register answer's onetime token. */
export function continueToBinding(flow: LoginFlow, registered: RegistrationOutput): void {
  flow.resume('binding', onetimeAnswer(registered.onetimeToken, registered.userId, noIdentity()));
}

export function runPostLoginCheck(input: PostLoginInput): Promise<PostLoginOutput> {
  const actor = createActor(postLoginMachine.provide({ actors: { loadInfo: loginActors.loadInfo } }), { input });
  actor.start();
  return toPromise(actor);
}

/**
 * Acts on the post-login check's answer: the account opens the session (the navigator then leaves the login
 * area), the other answers hand the login flow to the page the gate table names.
 */
export async function applyPostLogin(output: PostLoginOutput, answer: LoginData, deps: OnboardingDeps): Promise<void> {
  if (output.to === 'account') {
    const idType = answer.identityTypeMap.currentIdType;
    const info =
      output.info ??
      (await loadInfo({ token: answer.token, userId: answer.userId, currentIdType: idType <= 1 ? 1 : (idType as 2 | 3) }));
    if ('kind' in info && info.kind === 'failed') return deps.toLogin(info.message);
    const tokens = { token: answer.token, refreshToken: answer.refreshToken, accessimeout: answer.accessimeout, failureTime: answer.failureTime };
    deps.session.send({ type: 'session.signedIn', tokens, info: 'kind' in info ? info.info : info });
    return;
  }
  if (output.to === 'loginAfter') return deps.loginFlow.resume('chooseRelation', answer);
  if (output.to === 'applying') return deps.loginFlow.resume('applying', answer);
  if (output.to === 'binding') return deps.loginFlow.resume('binding', { ...answer, token: '', refreshToken: '' });
  deps.loginFlow.reset();
  deps.toLogin(output.message);
}

/**
 * Binding ended with a session (userLoginTokenVO): who the user is now comes from the onetime token, then the
 * post-login check decides (normally: the account, as the bind set the current identity type).
 */
export async function finishBinding(output: BindingOutput, deps: OnboardingDeps): Promise<void> {
  if (!output.session) return;
  const onetimeToken = deps.loginFlow.onetimeToken() ?? '';
  const who = await settleData(api.GET('/sys/onetime/getIdentityInfo'), INLINE).catch(() => null);
  const last = output.bound.at(-1);
  const map = who?.identityTypeMap ?? { ...noIdentity(), currentIdType: last ? BINDING_TYPES[last.kind].identityType : 0 };
  const userId = who?.userId ?? deps.loginFlow.snapshot()?.context.data?.userId ?? '';
  const answer = onetimeAnswer(onetimeToken, userId, map, output.session);
  const result = await runPostLoginCheck({ token: answer.token, userId, identityTypeMap: map, onBindingPage: true });
  await applyPostLogin(result, answer, deps);
}

/**
 * The data-processing notice accepted: acceptDataProcessing records it and answers with the login answer that
 * applies now. A binding answer resumes the login flow at binding; any other runs the post-login check, which sends
 * the user on to binding, loginAfter or applying.
 */
export async function acceptDataProcessing(deps: OnboardingDeps): Promise<void> {
  // The server records the acceptance and answers the login answer that applies now (normally: binding).
  // A failure is shown as a toast by the envelope; the user stays on the notice and may try again.
  const answer = await settleData(api.POST('/sys/onetime/acceptDataProcessing'), { auth: true }).catch(() => null);
  if (!answer) return;
  const { code, ...data } = answer;
  if (code === 'binding') return deps.loginFlow.resume('binding', data);
  const result = await runPostLoginCheck({ token: data.token, userId: data.userId, identityTypeMap: data.identityTypeMap, onBindingPage: false });
  await applyPostLogin(result, data, deps);
}

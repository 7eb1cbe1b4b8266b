/**
 * The security centre's calls (/securityCentre): the open sessions, a page of the sign-in history, and signing one
 * of the other sessions out (the session-signout machine's actor). API codes become outcomes here.
 */
import { fromPromise } from 'xstate';
import type { AuthenticatorSetup, AuthenticatorStatus, DisableProof } from '../../machines/authenticator.machine';
import type { SignOutOutcome, SignOutTarget } from '../../machines/session-signout.machine';
import type { PasskeyAdded, PasskeyEntry } from '../../machines/passkeys.machine';
import { api } from '../api/client';
import { settleData } from '../api/envelope';
import { isUnreachable, refusalMessage } from '../api/failure';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import type { OpenSessionItem, SignInPage } from '../domain/settings';

const quiet = { silent: true } as const;

export interface SecurityData {
  sessions: OpenSessionItem[];
  history: SignInPage;
}

/** The open sessions and one page of the history, together: the page shows both or its error. */
export async function loadSecurity(page: number, limit: number): Promise<SecurityData> {
  const [sessions, history] = await Promise.all([
    settleData(api.GET('/user/security/sessions'), quiet),
    settleData(api.GET('/user/security/signInHistory', { params: { query: { page, limit } } }), quiet),
  ]);
  return { sessions: sessions?.list ?? [], history: history ?? { list: [], total: 0, page, limit } };
}

export async function signOutSession(target: SignOutTarget): Promise<SignOutOutcome> {
  try {
    await settleData(api.POST('/user/security/signOutSession', { body: { sessionId: target.sessionId } }), quiet);
    return { kind: 'signedOut' };
  } catch (error) {
    // Network and timeout failures reject, so the machine tells them apart from a refusal.
    if (isUnreachable(error)) throw error;
    return { kind: 'failure', message: refusalMessage(error) };
  }
}

/** The machine's actors, for `machine.provide({ actors })`. */
export const sessionSignOutActors = {
  signOut: fromPromise<SignOutOutcome, SignOutTarget>(({ input }) => signOutSession(input)),
};

/** The authenticator app's calls (the login's second step): a refusal rejects with the server's message. */
export const authenticatorCalls = {
  status: async () => (await settleData(api.GET('/user/security/totp'), quiet))!,
  start: async () => (await settleData(api.POST('/user/security/totpStart', { body: {} }), quiet))!,
  confirm: async (code: string) => (await settleData(api.POST('/user/security/totpConfirm', { body: { code } }), quiet))!.codes,
  newRecoveryCodes: async (code: string) =>
    (await settleData(api.POST('/user/security/totpRecoveryCodes', { body: { code } }), quiet))!.codes,
  disable: async (proof: { code: string } | { password: string }) => {
    await settleData(api.POST('/user/security/totpDisable', { body: proof }), quiet);
  },
};

/** A failed call as the flow records it (machines/failure.ts): it did not get through, or a refusal with its words. */
const asFlowFailure = (error: unknown) => (isUnreachable(error) ? { reason: 'network' as const } : { reason: 'rejected' as const, message: refusalMessage(error) });
const rejectingAs = <T, I>(call: (input: I) => Promise<T>) =>
  fromPromise<T, I>(async ({ input }) => {
    try {
      return await call(input);
    } catch (error) {
      throw asFlowFailure(error);
    }
  });

/** The authenticator machine's actors, for `machine.provide({ actors })`: each rejects with the flow's failure. */
export const authenticatorActors = {
  loadStatus: rejectingAs<AuthenticatorStatus, void>(authenticatorCalls.status),
  startSetup: rejectingAs<AuthenticatorSetup, void>(authenticatorCalls.start),
  confirmSetup: rejectingAs<string[], { code: string }>(({ code }) => authenticatorCalls.confirm(code)),
  newRecoveryCodes: rejectingAs<string[], { code: string }>(({ code }) => authenticatorCalls.newRecoveryCodes(code)),
  turnOff: rejectingAs<void, DisableProof>(authenticatorCalls.disable),
};

export { refusalMessage as authenticatorFailure };

/**
 * Passkeys in the security centre: the list, adding one (the server's options, the browser's prompt, the answer)
 * and removing one; a refusal rejects with the server's message. The WebAuthn helper loads only when a passkey is
 * added.
 */
export const passkeyCalls = {
  list: async () => (await settleData(api.GET('/user/security/passkeys'), quiet))!.passkeys,
  add: async (name: string) => {
    const { options } = (await settleData(api.POST('/user/security/passkeyRegisterOptions', { body: {} }), quiet))!;
    const { startRegistration } = await import('@simplewebauthn/browser');
    const answer = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
    const credential = { ...answer, clientExtensionResults: { ...answer.clientExtensionResults } };
    return (await settleData(api.POST('/user/security/passkeyRegister', { body: { name, credential } }), quiet))!;
  },
  remove: async (id: number) => {
    await settleData(api.POST('/user/security/passkeyRemove', { body: { id } }), quiet);
  },
};

/** The browser's prompt was dismissed or timed out (WebAuthn's NotAllowedError / AbortError), not a refusal. */
const passkeyPromptDismissed = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError' || (error as { code?: string }).code === 'ERROR_CEREMONY_ABORTED');

/** The passkeys machine's actors: each rejects with the flow's failure; a dismissed prompt as `dismissed`. */
export const passkeysActors = {
  list: rejectingAs<PasskeyEntry[], void>(passkeyCalls.list),
  add: fromPromise<PasskeyAdded, { name: string }>(async ({ input }) => {
    try {
      return await passkeyCalls.add(input.name);
    } catch (error) {
      throw passkeyPromptDismissed(error) ? { reason: 'dismissed' } : asFlowFailure(error);
    }
  }),
  remove: rejectingAs<void, { id: number }>(({ id }) => passkeyCalls.remove(id)),
};

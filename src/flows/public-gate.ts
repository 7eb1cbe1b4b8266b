/**
 * The disclaimer gate of the public site (SPEC.md §1, §4): one actor for the whole app, created on first use.
 * Acceptance is a preference of this browser (not a credential), kept in localStorage under DISCLAIMER_STORAGE_KEY
 * and mirrored in the DISCLAIMER_COOKIE cookie (src/constants.ts): the server sends a first visitor (no cookie) a pre-rendered copy
 * of the disclaimer, and everyone else the plain page (server/static.ts).
 */
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { useLingui } from '@lingui/react';
import { disclaimerMachine, type DisclaimerAcceptance } from '../../machines/disclaimer.machine';
import { DISCLAIMER_COOKIE, type Locale } from '../constants';
import { mirrorInCookie } from '../answer-cookie';

export const DISCLAIMER_STORAGE_KEY = 'hl.disclaimer';
export type DisclaimerActor = ActorRefFrom<typeof disclaimerMachine>;

export function disclaimerStore(storage: () => Storage | undefined = () => globalThis.localStorage) {
  return {
    async load(): Promise<DisclaimerAcceptance> {
      const accepted = storage()?.getItem(DISCLAIMER_STORAGE_KEY) === 'accepted';
      // Accepted before the cookie existed: mirror it, or every page would start from the disclaimer's copy.
      if (accepted) mirrorInCookie(DISCLAIMER_COOKIE);
      return { accepted };
    },
    save(): void {
      try {
        storage()?.setItem(DISCLAIMER_STORAGE_KEY, 'accepted');
        mirrorInCookie(DISCLAIMER_COOKIE);
      } catch {
        // Storage refused: the visitor is asked again next time, which is the safe side.
      }
    },
  };
}

export function createDisclaimerActor(store = disclaimerStore()): DisclaimerActor {
  const machine = disclaimerMachine.provide({
    actors: { loadAcceptance: fromPromise(() => store.load()) },
    actions: { saveAcceptance: () => store.save() },
  });
  return createActor(machine).start();
}

let shared: DisclaimerActor | undefined;

/** The one gate actor of the app. */
export function publicGate(): DisclaimerActor {
  shared ??= createDisclaimerActor();
  return shared;
}

/**
 * Resolves once the gate knows whether this browser has accepted (the stored answer is read): the public layout's
 * loader waits for it, so the first render already shows the gate or the page, never the short "checking" state
 * between them (it would flash over the pre-rendered first state).
 */
export async function gateSettled(): Promise<void> {
  await waitFor(publicGate(), (s) => s.hasTag('accepted') || s.hasTag('gate') || s.hasTag('refused'));
}

/** The active language as our Locale; re-renders the caller when the language changes. */
export function usePublicLocale(): Locale {
  const { i18n } = useLingui();
  return i18n.locale === 'en' ? 'en' : 'zh-CN';
}

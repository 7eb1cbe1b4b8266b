/**
 * The disclaimer gate of the public site (SPEC.md §1, §4): one actor for the whole app, created on first use.
 * Acceptance is a preference of this browser (not a credential), kept in localStorage under DISCLAIMER_STORAGE_KEY.
 */
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { useLingui } from '@lingui/react';
import { disclaimerMachine, type DisclaimerAcceptance } from '../../machines/disclaimer.machine';
import type { Locale } from '../constants';

export const DISCLAIMER_STORAGE_KEY = 'hl.disclaimer';

export type DisclaimerActor = ActorRefFrom<typeof disclaimerMachine>;

export function disclaimerStore(storage: () => Storage | undefined = () => globalThis.localStorage) {
  return {
    async load(): Promise<DisclaimerAcceptance> {
      return { accepted: storage()?.getItem(DISCLAIMER_STORAGE_KEY) === 'accepted' };
    },
    save(): void {
      try {
        storage()?.setItem(DISCLAIMER_STORAGE_KEY, 'accepted');
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

/** The active language as our Locale; re-renders the caller when the language changes. */
export function usePublicLocale(): Locale {
  const { i18n } = useLingui();
  return i18n.locale === 'en' ? 'en' : 'zh-CN';
}

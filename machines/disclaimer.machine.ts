/**
 * The disclaimer gate before public content (SPEC.md §1, §4 "Disclaimer: confirm proceeds, decline refuses").
 * Whether this browser already accepted comes from `loadAcceptance`; an accepted gate is remembered
 * through the `saveAcceptance` action. Which text (qualified investors in Chinese, terms of use in English) is
 * shown is the UI's business.
 */
import { setup } from 'xstate';
import { notProvided } from './stubs';

export type DisclaimerEvent =
  | { type: 'disclaimer.confirm' }
  | { type: 'disclaimer.decline' }
  | { type: 'disclaimer.reconsider' };

export type DisclaimerTag = 'checking' | 'gate' | 'accepted' | 'refused';

export interface DisclaimerAcceptance {
  accepted: boolean;
}

export const disclaimerMachine = setup({
  types: {
    events: {} as DisclaimerEvent,
    tags: {} as DisclaimerTag,
  },
  actors: {
    loadAcceptance: notProvided<DisclaimerAcceptance, void>('loadAcceptance'),
  },
  actions: {
    /** Remembers the acceptance in this browser (the app provides it: storage is not the machine's business). */
    saveAcceptance: () => {
      throw new Error('disclaimer: the saveAcceptance action must be provided');
    },
  },
  guards: {
    // Only used on loadAcceptance's done event.
    alreadyAccepted: ({ event }) => (event as unknown as { output: DisclaimerAcceptance }).output.accepted,
  },
}).createMachine({
  id: 'disclaimer',
  description:
    'Disclaimer gate before public content: `loadAcceptance` says whether this browser accepted; confirm proceeds (and `saveAcceptance` remembers it), decline refuses until the visitor reconsiders.',
  initial: 'checking',
  states: {
    checking: {
      tags: ['checking'],
      invoke: {
        id: 'loadAcceptance',
        src: 'loadAcceptance',
        onDone: [
          {
            guard: 'alreadyAccepted',
            target: 'accepted',
          },
          { target: 'shown' },
        ],
        // Unreadable storage means we do not know: ask again rather than let anyone through.
        onError: { target: 'shown' },
      },
    },
    shown: {
      tags: ['gate'],
      on: {
        'disclaimer.confirm': { target: 'accepted', actions: 'saveAcceptance' },
        'disclaimer.decline': { target: 'refused' },
      },
    },
    /** The UI renders "you cannot view this content"; the visitor may change their mind. */
    refused: {
      tags: ['refused'],
      on: { 'disclaimer.reconsider': { target: 'shown' } },
    },
    accepted: { type: 'final', tags: ['accepted'] },
  },
});

/**
 * Activity, logout and fresh tokens shared between the tabs of one browser (BroadcastChannel). A tab that
 * refreshed tells the others, which adopt the tokens instead of refreshing themselves. A new tab of a signed-in
 * browser (a link opened in a new tab, a typed address) asks the open tabs for the session before it starts.
 */
import type { SessionTokens } from '../../machines/types';
import type { SavedSession } from './token-store';

export type CrossTabMessage =
  | { kind: 'activity'; at: number }
  | { kind: 'logout' }
  | { kind: 'tokens'; tokens: SessionTokens }
  | { kind: 'ask' }
  | { kind: 'handover'; session: SavedSession };

export interface CrossTab {
  post(message: CrossTabMessage): void;
  listen(handler: (message: CrossTabMessage) => void): () => void;
}

const CHANNEL = 'hl-session';

export function createCrossTab(): CrossTab {
  if (typeof BroadcastChannel === 'undefined') return { post: () => {}, listen: () => () => {} };
  const channel = new BroadcastChannel(CHANNEL);
  return {
    post: (message) => channel.postMessage(message),
    listen: (handler) => {
      const listener = (event: MessageEvent<CrossTabMessage>) => handler(event.data);
      channel.addEventListener('message', listener);
      return () => channel.removeEventListener('message', listener);
    },
  };
}

/**
 * Asks the other tabs of this browser for their session and resolves with the first answer, or null when none
 * answers within `waitMs` (no other tab is open, or none is signed in).
 */
export function askOpenTabs(crossTab: CrossTab, waitMs: number): Promise<SavedSession | null> {
  return new Promise((resolve) => {
    const done = (session: SavedSession | null) => {
      clearTimeout(timer);
      stop();
      resolve(session);
    };
    const stop = crossTab.listen((message) => {
      if (message.kind === 'handover' && message.session?.tokens?.token) done(message.session);
    });
    const timer = setTimeout(() => done(null), waitMs);
    crossTab.post({ kind: 'ask' });
  });
}

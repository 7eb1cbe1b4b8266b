/**
 * Activity, logout and fresh tokens shared between the tabs of one browser (BroadcastChannel). A tab that
 * refreshed tells the others, which adopt the tokens instead of refreshing themselves.
 */
import type { SessionTokens } from '../../machines/types';

export type CrossTabMessage =
  | { kind: 'activity'; at: number }
  | { kind: 'logout' }
  | { kind: 'tokens'; tokens: SessionTokens };

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

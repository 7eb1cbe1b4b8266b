import { useSelector } from '@xstate/react';
import { useCallback, useSyncExternalStore } from 'react';
import type { LoginFlow, LoginSnapshot } from './login-flow';
import type { SessionActor } from './session';

export function useSessionFontSize(session: SessionActor) {
  return useSelector(session, (s) => s.context.info?.fontSize ?? null);
}

export function useSessionInfo(session: SessionActor) {
  return useSelector(session, (s) => s.context.info);
}

/** The login in progress as React state (starts one if none is running). */
export function useLoginSnapshot(flow: LoginFlow): LoginSnapshot {
  const subscribe = useCallback((listener: () => void) => flow.subscribe(listener), [flow]);
  return useSyncExternalStore(subscribe, () => flow.actor().getSnapshot());
}

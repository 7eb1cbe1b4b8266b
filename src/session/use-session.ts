import { useSelector } from '@xstate/react';
import type { SessionActor } from './session';

export function useSessionFontSize(session: SessionActor) {
  return useSelector(session, (s) => s.context.info?.fontSize ?? null);
}

export function useSessionInfo(session: SessionActor) {
  return useSelector(session, (s) => s.context.info);
}

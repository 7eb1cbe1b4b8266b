import type { SessionActor } from '../session/session';

/** What every route gets from the router: the one session actor, the root of every flow. */
export interface RouterContext {
  session: SessionActor;
}

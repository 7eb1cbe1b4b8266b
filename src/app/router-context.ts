import type { LoginFlow } from './login-flow';
import type { SessionActor } from './session';

/** What every route gets from the router: the one session actor and the login in progress. */
export interface RouterContext {
  session: SessionActor;
  loginFlow: LoginFlow;
}

/**
 * The gate table: which route each machine state belongs on. The router asks it; machines never navigate.
 */
import type { LoginSnapshot, LoginFlow } from './login-flow';
import type { SessionActor } from './session';
import type { SessionView } from './routing-rules';

/** Login outcomes that do not open a session, by the login machine's tag. */
export const LOGIN_GATES = [
  ['chooseRelation', '/loginAfter'],
  ['applying', '/applying'],
  ['dataProcessing', '/operatingDataProcessing'],
  ['mustBind', '/binding'],
  ['partnerExpired', '/emailSuccess'],
] as const;

export type LoginGateTag = (typeof LOGIN_GATES)[number][0];

export function loginGate(snapshot: LoginSnapshot | null): string | null {
  if (!snapshot) return null;
  const gate = LOGIN_GATES.find(([tag]) => snapshot.hasTag(tag));
  return gate ? gate[1] : null;
}

/** What the routing rules need to know of the session and of a login in progress. */
export function sessionView(session: SessionActor, flow: LoginFlow): SessionView {
  const snapshot = session.getSnapshot();
  if (snapshot.hasTag('authenticated')) {
    const { info, allowedRoutes } = snapshot.context;
    return { status: 'authenticated', identityType: info?.identityTypeMap.currentIdType, allowedPaths: allowedRoutes };
  }
  const gate = loginGate(flow.snapshot());
  return gate ? { status: 'pending', gate } : { status: 'signedOut' };
}

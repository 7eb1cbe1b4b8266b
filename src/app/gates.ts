/**
 * The gate table: which page each state of the session's way in belongs on. The router asks it; machines never
 * navigate.
 */
import type { SessionActor } from '../session/session';
import type { SessionView } from './routing-rules';

/** The way in's states that do not open a session, by the session's tag. */
export const WAY_IN_GATES = [
  ['applying', '/applying'],
  ['dataProcessing', '/operatingDataProcessing'],
  ['mustBind', '/binding'],
  ['partnerExpired', '/emailSuccess'],
] as const;

/** The login child's choice of investor type (a login with several relations). */
export const CHOICE_GATE = '/loginAfter';

export type WayInGateTag = (typeof WAY_IN_GATES)[number][0];

/** The page of the way in's current state, if it has one of its own. */
export function wayInGate(snapshot: ReturnType<SessionActor['getSnapshot']>): string | null {
  const gate = WAY_IN_GATES.find(([tag]) => snapshot.hasTag(tag));
  if (gate) return gate[1];
  // The choice, and the picked type's info loading after it: the page stays until the session opens.
  const login = snapshot.children.login?.getSnapshot();
  const choosing = login?.hasTag('chooseRelation') || (login?.hasTag('pending') && login.context.result === 'chooseRelation');
  return choosing ? CHOICE_GATE : null;
}

/** What the routing rules need to know of the session and its way in. */
export function sessionView(session: SessionActor): SessionView {
  const snapshot = session.getSnapshot();
  const { context } = snapshot;
  if (snapshot.hasTag('authenticated')) {
    const { info, allowedRoutes, arriving } = context;
    return { status: 'authenticated', identityType: info?.identityTypeMap.currentIdType, allowedPaths: allowedRoutes, arriving };
  }
  const gate = wayInGate(snapshot);
  if (gate) return { status: 'pending', gate };
  return context.toLoginForm && snapshot.hasTag('signedOut') ? { status: 'signedOut', toLoginForm: true } : { status: 'signedOut' };
}

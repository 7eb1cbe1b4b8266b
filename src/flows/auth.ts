/**
 * The way in (SPEC.md §4 "Login outcomes"), as the session machine runs it: its children's actors for the session,
 * and the hooks that hand the login-area routes the child they show. Which child runs is the session's state; the
 * gate table (src/app/gates.ts) maps it to a page.
 */
import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { loginMachine } from '../../machines/login.machine';
import type { RegistrationOutput } from '../../machines/registration.machine';
import type { AcceptOutcome, IdentifyInput, IdentifyOutcome } from '../../machines/session-setup';
import type { IdentityTypeMap, LanguageTypeCode } from '../../machines/types';
import { loginActorsWith } from '../actors/auth';
import type { SessionActor } from '../app/session';
import { deferredChild, loadWayIn, withWayIn } from './way-in-loader';

export type LoginActor = ActorRefFrom<typeof loginMachine>;
export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

/** What the session's way in invokes: the login form's machine now, the rest when the login answers. */
export function wayInActors() {
  return {
    login: loginMachine.provide({ actors: loginActorsWith(withWayIn) }),
    binding: deferredChild('binding'),
    partnerExpiry: deferredChild('partnerExpiry'),
    postLogin: deferredChild('postLogin'),
    identify: fromPromise<IdentifyOutcome, IdentifyInput>(async ({ input }) => (await loadWayIn()).identify(input)),
    acceptDataProcessing: fromPromise<AcceptOutcome, void>(async () => (await loadWayIn()).acceptDataProcessing()),
  };
}

/** The login child while the way in is at the form or the choice of investor type; undefined otherwise. */
export const useLoginActor = (session: SessionActor) => useSelector(session, (s) => s.children.login);

/** The login child, or the last one while the page moves on (a sign-in, the way in's next page). */
export function useLastLoginActor(session: SessionActor): LoginActor | undefined {
  const login = useLoginActor(session);
  const [last, setLast] = useState(login);
  if (login && login !== last) setLast(login);
  return login ?? last;
}

/** "Back to the login form": the way in so far is dropped, the form is empty again. */
export function useBackToLogin(session: SessionActor): () => void {
  const navigate = useNavigate();
  return () => {
    session.send({ type: 'session.startOver' });
    void navigate({ to: '/login' });
  };
}

/** The session's binding child while the way in binds; undefined otherwise (a signed-in user binds on their own). */
export const useBindingChild = (session: SessionActor) => useSelector(session, (s) => s.children.binding);

/** The session's partner-expiry child after a partnerExpired login; undefined otherwise. */
export const usePartnerExpiryChild = (session: SessionActor) => useSelector(session, (s) => s.children.partnerExpiry);

/** The login answer the way in works on (the applications under review, the relations to choose from). */
export const useWayIn = (session: SessionActor) => useSelector(session, (s) => s.context.way);

/** Registration status 0: the way in moves on to binding with the register answer's onetime token, once its code is here. */
export async function continueToBinding(session: SessionActor, registered: RegistrationOutput, languageType: LanguageTypeCode): Promise<void> {
  await loadWayIn();
  const identityTypeMap: IdentityTypeMap = { currentIdType: 0, userRelationList: [], applyList: [], partnerExpiryFlag: false, operatingDataProcessing: false };
  const { onetimeToken, userId } = registered;
  const data = { token: '', refreshToken: '', accessimeout: 0, failureTime: 0, onetimeToken, userId, equipmentId: '', languageType, identityTypeMap };
  session.send({ type: 'session.resume', kind: 'binding', data });
}

/**
 * The way in's pages past the login form (SPEC.md §4): binding, partner expiry, the applications, the notice, and the
 * registration's hand-over. Which child runs is the session's state; the gate table (src/app/gates.ts) maps it to a
 * page.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { RegistrationOutput } from '../../machines/registration.machine';
import type { IdentityTypeMap, LanguageTypeCode } from '../../machines/types';
import type { SessionActor } from '../session/session';
import { notifyInfo } from '../components/toaster';
import { loadWayIn } from './way-in-loader';

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

const LOGIN_FIRST = msg`请先登录：登录后会再次显示本说明，届时即可同意。`;

/**
 * The data-processing notice: accepted while the way in waits at it. Without one (the page was reloaded, or opened
 * from elsewhere) there is no login answer to accept for: the login comes first, and the page says so.
 */
export function useDataProcessingNotice(session: SessionActor) {
  const { i18n } = useLingui();
  const backToLogin = useBackToLogin(session);
  const notice = useSelector(session, (s): 'submitting' | 'reading' | null =>
    s.hasTag('dataProcessing') ? (s.hasTag('pending') ? 'submitting' : 'reading') : null,
  );
  const accept = () => {
    if (notice) return session.send({ type: 'session.acceptDataProcessing' });
    notifyInfo(i18n._(LOGIN_FIRST));
    backToLogin();
  };
  return { status: notice ?? 'reading', accept, decline: backToLogin };
}

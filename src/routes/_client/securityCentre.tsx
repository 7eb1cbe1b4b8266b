import { useEffect, useState } from 'react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { sessionSignOutMachine } from '../../../machines/session-signout.machine';
import { loadSecurity, sessionSignOutActors, type SecurityData } from '../../actors/security';
import { apiMessages } from '../../api/messages';
import { SIGN_IN_HISTORY_PAGE_SIZE } from '../../security-centre';
import { currentLocale } from '../../i18n';
import { ERROR_MESSAGES } from '../../i18n/messages';
import type { PageStatus } from '../../screens/client/content/page-parts';
import { SecurityCentreScreen } from '../../screens/client/settings/security-centre-screen';

// /securityCentre, reached from Settings. The route is its component alone (no search, no loader): what a route
// declares besides it is in the entry that / and /login load. The lists load here; signing another session out is
// the session-signout machine, which reloads them once the server has answered. While they reload, the lists shown
// stay on screen.
export const Route = createFileRoute('/_client/securityCentre')({
  component: SecurityCentrePage,
});

interface Loaded {
  key: string;
  data?: SecurityData;
  error?: string;
}

function SecurityCentrePage() {
  const { i18n } = useLingui();
  const [page, setPage] = useState(1);
  const [tries, setTries] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const reload = () => setTries((n) => n + 1);
  const [snap, send] = useMachine(sessionSignOutMachine.provide({ actors: sessionSignOutActors, actions: { reload } }));
  const key = `${page}:${tries}`;
  useEffect(() => {
    let current = true;
    loadSecurity(page, SIGN_IN_HISTORY_PAGE_SIZE).then(
      (data) => current && setLoaded({ key, data }),
      (error: Error) => current && setLoaded({ key, error: error.message }),
    );
    return () => {
      current = false;
    };
  }, [page, tries, key]);
  // The last lists stay while the next load is on its way; an error shows only for the load asked for last.
  const data = loaded?.data;
  const status: PageStatus =
    loaded?.key === key && loaded.error !== undefined
      ? { kind: 'error', message: loaded.error }
      : data
        ? { kind: 'ready' }
        : { kind: 'loading' };
  const failure = snap.context.failure;
  return (
    <SecurityCentreScreen
      status={status}
      sessions={data?.sessions ?? []}
      history={data?.history ?? { list: [], total: 0, page, limit: SIGN_IN_HISTORY_PAGE_SIZE }}
      locale={currentLocale()}
      signOut={{
        confirming: snap.hasTag('confirm') || snap.hasTag('signingOut') ? snap.context.target : null,
        signingOut: snap.hasTag('signingOut'),
        signedOut: snap.hasTag('signedOut') ? snap.context.signedOut : null,
        failure: !failure ? null : failure.message ?? (failure.reason === 'network' ? i18n._(apiMessages.network) : i18n._(ERROR_MESSAGES.systemFailed)),
      }}
      onSignOutRequest={(target) => send({ type: 'signOut.request', target })}
      onSignOutConfirm={() => send({ type: 'signOut.confirm' })}
      onSignOutCancel={() => send({ type: 'signOut.cancel' })}
      onPage={setPage}
      onRetry={reload}
      renderLink={({ href, children }) => <Link to={href}>{children}</Link>}
    />
  );
}

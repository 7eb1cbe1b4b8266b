import { Link, Outlet, createFileRoute, useLocation } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { PublicLayout } from '../screens/public/public-layout';
import { DisclaimerGate } from '../screens/onboarding/disclaimer-gate';
import { switchPublicLanguage } from '../flows/language';
import { gateSettled, publicGate, usePublicLocale } from '../flows/public-gate';

// The shared public layout (header menu, footer) behind the disclaimer gate; /investmentZh has no footer.
export const Route = createFileRoute('/_public')({ loader: gateSettled, component: PublicShell });

function PublicShell() {
  const gate = publicGate();
  const state = useSelector(gate, (s) =>
    s.hasTag('accepted') ? 'accepted' : s.hasTag('refused') ? 'refused' : s.hasTag('gate') ? 'gate' : 'checking',
  );
  const { pathname } = useLocation();
  const locale = usePublicLocale();
  const signedIn = useSelector(Route.useRouteContext().session, (s) => s.hasTag('authenticated'));
  return (
    <PublicLayout
      locale={locale}
      onLocaleChange={(locale) => void switchPublicLanguage(locale)}
      activePath={pathname}
      signedIn={signedIn}
      showFooter={pathname !== '/investmentZh'}
      renderLink={({ href, children }) => <Link to={href}>{children}</Link>}
    >
      {state === 'accepted' ? (
        <Outlet />
      ) : (
        <DisclaimerGate
          state={state}
          onConfirm={() => gate.send({ type: 'disclaimer.confirm' })}
          onDecline={() => gate.send({ type: 'disclaimer.decline' })}
          onReconsider={() => gate.send({ type: 'disclaimer.reconsider' })}
        />
      )}
    </PublicLayout>
  );
}

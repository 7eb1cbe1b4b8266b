import { Link, createFileRoute, useLocation } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { AccountHomeScreen } from '../screens/account/account-home-screen';
import { switchClientLanguage } from '../app/language';
import { currentLocale } from '../i18n';
import type { IdentityType } from '../constants';

// The client-area layout: the user's name, the menu built from their columns, language and logout.
export const Route = createFileRoute('/_client')({ component: ClientLayout });

function ClientLayout() {
  const { session } = Route.useRouteContext();
  const info = useSelector(session, (s) => s.context.info);
  const loggingOut = useSelector(session, (s) => s.hasTag('signingOut'));
  const { pathname } = useLocation();
  if (!info) return null;
  return (
    <AccountHomeScreen
      userName={info.userName}
      identityType={info.identityTypeMap.currentIdType as IdentityType}
      columns={info.cmsColumnList}
      activePath={pathname}
      locale={currentLocale()}
      onLocaleChange={(locale) => void switchClientLanguage(locale, session)}
      onLogout={() => session.send({ type: 'session.logout' })}
      loggingOut={loggingOut}
      renderLink={({ href, children }) => <Link to={href}>{children}</Link>}
    />
  );
}

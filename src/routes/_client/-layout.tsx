/**
 * The client area's frame (src/flows/layout.ts): header, menu, announcements and the inactivity warning around the
 * page. Not a route itself.
 */
import { Link, Outlet, useLocation, useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useHiddenAmounts } from '../../flows/hidden-amounts';
import { switchClientLanguage } from '../../flows/language';
import { ACCOUNT_PATH } from '../../app/route-paths';
import type { SessionActor } from '../../session/session';
import { useWarningClock } from '../../session/use-warning-clock';
import { useAnnouncements, useUnreadCount, type ClientAreaData } from '../../flows/layout';
import { currentLocale } from '../../i18n';
import { HiddenAmountsProvider } from '../../screens/client/assets/amounts';
import { ClientLayoutScreen } from '../../screens/client/layout/client-layout-screen';
import { IdleWarningDialog } from '../../screens/client/layout/idle-warning-dialog';

export function ClientLayout({ session, loaded }: { session: SessionActor; loaded: ClientAreaData }) {
  const info = useSelector(session, (s) => s.context.info);
  const loggingOut = useSelector(session, (s) => s.hasTag('signingOut'));
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const router = useRouter();
  const userId = info?.userId;
  const locale = currentLocale();
  const [amountsHidden, toggleAmounts] = useHiddenAmounts();
  // Refreshed once each navigation has loaded, search included: opening a thread (/qaSession?id=…) marks it read
  // in its loader, and the badge must then stop counting it.
  const loadedHref = useRouterState({ select: (s) => s.resolvedLocation?.href });
  const unread = useUnreadCount(userId, loadedHref);
  const { announcements, dismiss } = useAnnouncements(userId, locale, loaded);

  if (!info) return null;
  return (
    <>
      <IdleWarning session={session} />
      <ClientLayoutScreen
        userName={info.userName}
        avatar={info.avatar || undefined}
        identityType={info.identityTypeMap.currentIdType}
        columns={info.cmsColumnList}
        activePath={pathname}
        locale={locale}
        onLocaleChange={(next) => {
          // SPEC.md §4: a switch in the client area ends on the first allowed page (the gate of /myAccount picks it),
          // unless the user has gone to another page meanwhile: the account's language is saved after the page
          // already reads in it, and a link followed by then is the user's choice.
          const from = router.state.location.href;
          void switchClientLanguage(next, session).then(() => {
            if (router.state.location.href === from) void navigate({ href: ACCOUNT_PATH });
          });
        }}
        unreadCount={unread}
        announcements={announcements}
        onDismissAnnouncement={dismiss}
        onSearch={(title) => void navigate({ href: `/searchDetail?title=${encodeURIComponent(title)}` })}
        onSettings={() => void navigate({ href: '/settingPath' })}
        onLogout={() => session.send({ type: 'session.logout' })}
        loggingOut={loggingOut}
        amountsHidden={amountsHidden}
        onToggleAmounts={toggleAmounts}
        renderLink={({ href, children }) => <Link to={href}>{children}</Link>}
      >
        <HiddenAmountsProvider hidden={amountsHidden}>
          <Outlet />
        </HiddenAmountsProvider>
      </ClientLayoutScreen>
    </>
  );
}

/** The inactivity warning: open while the session is in `idleWarning`, counting down to the logout. */
function IdleWarning({ session }: { session: SessionActor }) {
  const open = useSelector(session, (s) => s.hasTag('idleWarning'));
  const deadline = useSelector(session, (s) => s.context.lastOperationAt + s.context.timing.inactivityLimitMs);
  const loggingOut = useSelector(session, (s) => s.hasTag('signingOut'));
  const now = useWarningClock(open, session.getSnapshot().context.now);
  return (
    <IdleWarningDialog
      open={open}
      secondsLeft={(deadline - now) / 1_000}
      onStay={() => session.send({ type: 'session.stayActive' })}
      onLogout={() => session.send({ type: 'session.logout' })}
      loggingOut={loggingOut}
    />
  );
}

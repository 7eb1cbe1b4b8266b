import { startTransition, useCallback, useEffect, useState } from 'react';
import { Link, Outlet, createFileRoute, useLocation, useNavigate, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { ClientLayoutScreen } from '../screens/client/layout/client-layout-screen';
import { IdleWarningDialog } from '../screens/client/layout/idle-warning-dialog';
import { HiddenAmountsProvider } from '../screens/client/assets/amounts';
import { useHiddenAmounts } from '../app/hidden-amounts';
import type { SessionActor } from '../app/session';
import { useWarningClock } from '../app/use-warning-clock';
import type { Locale } from '../constants';
import { requestedLocale, switchClientLanguage } from '../app/language';
import { ACCOUNT_PATH } from '../app/route-paths';
import { currentLocale, loadClientMessages, localeSettled } from '../i18n';
import { getFindNotice, getFindReadMessage, type Announcement } from '../actors/layout';

// The client-area layout (SPEC.md §2). The badge loads in a small effect so the page never waits on it, and
// refreshes after every navigation (reading a reply on /qaSession clears it). The announcements load with the page,
// alongside the page's own loader: shown above the page, arriving later they would push it down (layout shift).
// Loaded once per visit of the client area (gcTime 0: not kept after leaving it); a language switch reloads them.
// The client area's part of the catalog (src/i18n) loads alongside.
export const Route = createFileRoute('/_client')({
  loader: async () => {
    const locale = requestedLocale();
    // A catalog part that fails to load leaves the source (Chinese) texts: the page still shows.
    // The account's language, when a switch to it is still loading (right after login), comes first as well.
    const [items] = await Promise.all([
      getFindNotice().catch(() => [] as Announcement[]),
      loadClientMessages(locale).catch(() => undefined),
      localeSettled(),
    ]);
    return { locale, items };
  },
  staleTime: Infinity,
  gcTime: 0,
  component: ClientLayout,
});

const DISMISSED_KEY = 'dismissedAnnouncements';
const readDismissed = (): string[] => JSON.parse(sessionStorage.getItem(DISMISSED_KEY) ?? '[]') as string[];

function ClientLayout() {
  const { session } = Route.useRouteContext();
  const info = useSelector(session, (s) => s.context.info);
  const loggingOut = useSelector(session, (s) => s.hasTag('signingOut'));
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [unread, setUnread] = useState(0);
  const loadedNotices = Route.useLoaderData();
  const [fetched, setFetched] = useState<{ locale: Locale; items: Announcement[] } | null>(null);
  const [dismissed, setDismissed] = useState(readDismissed);
  const userId = info?.userId;
  const locale = currentLocale();
  const [amountsHidden, toggleAmounts] = useHiddenAmounts();

  // Refreshed once each navigation has loaded, search included: opening a thread (/qaSession?id=…) marks it read
  // in its loader, and the badge must then stop counting it.
  const loadedHref = useRouterState({ select: (s) => s.resolvedLocation?.href });
  useEffect(() => {
    // A transition: the badge re-renders the whole header, in slices rather than one blocking task.
    if (userId) getFindReadMessage(String(userId)).then((n) => startTransition(() => setUnread(n)), () => setUnread(0));
  }, [userId, loadedHref]);
  useEffect(() => {
    if (!userId || locale === loadedNotices.locale) return;
    getFindNotice().then(
      (items) => setFetched({ locale, items }),
      () => setFetched({ locale, items: [] }),
    );
  }, [userId, locale, loadedNotices.locale]);
  const notices = locale === loadedNotices.locale ? loadedNotices.items : fetched?.locale === locale ? fetched.items : [];

  const dismiss = useCallback((id: string) => {
    const next = [...readDismissed(), id];
    sessionStorage.setItem(DISMISSED_KEY, JSON.stringify(next));
    setDismissed(next);
  }, []);

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
        onLocaleChange={(next) =>
          // SPEC.md §4: a switch in the client area ends on the first allowed page (the gate of /myAccount picks it).
          void switchClientLanguage(next, session).then(() => navigate({ href: ACCOUNT_PATH }))
        }
        unreadCount={unread}
        announcements={notices.filter((n) => !dismissed.includes(n.id))}
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

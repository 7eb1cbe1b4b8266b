/**
 * Keeps the router in step with the session: when the session's answer for the page on screen changes (a sign-in in
 * the login area, a logout, the way in's next page), the router asks its gates again (`decideRoute`, the root's
 * beforeLoad), which move the page. Nothing here chooses a page. Also the per-navigation chores of SPEC.md section
 * 2: the visit-tracking image and the session's `navigated` (the first-login timer, the end of a sign-in's arrival).
 */
import type { AnyRouter } from '@tanstack/react-router';
import type { AnyActorRef } from 'xstate';
import { LOGIN_AREA_PATHS } from './route-paths';
import { sessionView } from './gates';
import { decideRoute } from './routing-rules';
import type { SessionActor } from '../session/session';
import { randomN } from '../api/request-headers';
import { VISIT_BEACON_MAX_DELAY_MS } from '../constants';

const LOGIN_AREA: readonly string[] = LOGIN_AREA_PATHS;

/**
 * The visit-tracking image, requested once the browser is idle after the navigation (the page rendered and painted):
 * a beacon must not compete with the page's own first paint. `t` stays the navigation's time.
 */
export function trackVisit(path: string, from: string | undefined): void {
  if (typeof Image === 'undefined') return;
  const params = new URLSearchParams({ r: path, s: from ?? '', n: randomN(), t: String(Date.now()) });
  onIdle(() => {
    new Image().src = `/sstatic/sc.png?${params.toString()}`;
  });
}

function onIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: VISIT_BEACON_MAX_DELAY_MS });
  else setTimeout(run);
}

export function connectNavigator(router: AnyRouter, session: SessionActor): void {
  let resolved = false;
  let asked = '';
  /** `gatesOnly`: act only when the answer is a way-in page (a login child's change: its choice of investor type). */
  const recheck = (gatesOnly = false) => {
    const snapshot = session.getSnapshot();
    // Before the first page and while a logout is on its way, the page stays; the gate decides once it settles.
    if (!resolved || snapshot.hasTag('restoring') || snapshot.hasTag('signingOut')) return;
    const { href, pathname } = router.state.location;
    const view = sessionView(session);
    // Leaving the choice (the picked type's info loading) moves nothing: the page stays until the session opens.
    if (gatesOnly && view.status !== 'pending') return;
    const decision = decideRoute(pathname, view);
    const key = `${href} ${JSON.stringify(decision)}`;
    if (decision.kind === 'allow' || key === asked) return;
    asked = key;
    void router.invalidate();
  };

  // The login child's choice of investor type is a gate too: its changes are watched beside the session's.
  let login: AnyActorRef | undefined;
  let loginWatch: { unsubscribe(): void } | undefined;
  let columns = session.getSnapshot().context.allowedRoutes;
  session.subscribe((snapshot) => {
    const child = snapshot.children.login;
    if (child !== login) {
      loginWatch?.unsubscribe();
      login = child;
      loginWatch = child?.subscribe(() => recheck(true));
    }
    // Menus are rebuilt when the info (and so the column list) changes: re-run the gates.
    if (snapshot.context.allowedRoutes !== columns) {
      columns = snapshot.context.allowedRoutes;
      void router.invalidate();
    }
    recheck();
  });

  router.subscribe('onResolved', ({ fromLocation, toLocation }) => {
    resolved = true;
    asked = '';
    trackVisit(toLocation.pathname, fromLocation?.pathname);
    session.send({ type: 'session.navigated', isLoginPage: LOGIN_AREA.includes(toLocation.pathname) });
  });
}

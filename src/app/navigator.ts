/**
 * Moves the URL when a machine's state says the user belongs elsewhere (the gate table), and does the per-
 * navigation chores of SPEC.md section 2: the visit-tracking image and the first-login timer.
 */
import type { AnyRouter } from '@tanstack/react-router';
import { LOGIN_PATH, ACCOUNT_PATH } from './route-paths';
import { loginGate } from './gates';
import { isOwnPath } from './routing-rules';
import type { LoginFlow } from './login-flow';
import type { SessionActor } from './session';
import { randomN } from '../api/request-headers';
import { VISIT_BEACON_MAX_DELAY_MS } from '../constants';

const LOGIN_AREA = ['/login', '/register', '/forgotPassword', '/loginAfter', '/binding', '/applying', '/operatingDataProcessing', '/emailSuccess', '/validEmail'];

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

export function connectNavigator(router: AnyRouter, session: SessionActor, flow: LoginFlow): void {
  const here = () => router.state.location.pathname;
  const redirectParam = () => {
    const value = (router.state.location.search as Record<string, unknown>).redirect;
    return typeof value === 'string' && isOwnPath(value) ? value : undefined;
  };

  // A login that reaches an outcome page: the root gate (decideRoute) moves the page there, with the page to come
  // back to; the router only needs to ask it again. Leaving one (the investor type chosen, the info loading) moves
  // nothing: the page stays until the session opens.
  let gate = loginGate(flow.snapshot());
  flow.subscribe(() => {
    const next = loginGate(flow.snapshot());
    const reached = next !== null && next !== gate;
    gate = next;
    if (reached) void router.invalidate();
  });

  let wasAuthenticated = session.getSnapshot().hasTag('authenticated');
  session.subscribe((snapshot) => {
    const authenticated = snapshot.hasTag('authenticated');
    if (authenticated && !wasAuthenticated && LOGIN_AREA.includes(here())) {
      flow.reset();
      void router.navigate({ href: redirectParam() ?? ACCOUNT_PATH, replace: true });
    }
    wasAuthenticated = authenticated;
  });
  session.on('session.loggedOut', () => {
    flow.reset();
    void router.navigate({ to: LOGIN_PATH });
  });
  // Menus are rebuilt when the info (and so the column list) changes: re-run the gates.
  let columns = session.getSnapshot().context.allowedRoutes;
  session.subscribe((snapshot) => {
    if (snapshot.context.allowedRoutes !== columns) {
      columns = snapshot.context.allowedRoutes;
      void router.invalidate();
    }
  });

  router.subscribe('onResolved', ({ fromLocation, toLocation }) => {
    trackVisit(toLocation.pathname, fromLocation?.pathname);
    session.send({ type: 'session.navigated', isLoginPage: LOGIN_AREA.includes(toLocation.pathname) });
  });
}

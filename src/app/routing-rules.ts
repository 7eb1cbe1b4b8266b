/**
 * SPEC.md section 2 "Routing rules" as one pure function: given where the user wants to go and what the session
 * knows, say whether to show the page, redirect, or reset the session. Tested row by row in
 * tests/app/routing-rules.test.ts; the router's beforeLoad calls it and does nothing else.
 */
import {
  ACCOUNT_PATH,
  ALWAYS_ALLOWED_CUSTOMER_PATHS,
  ASSET_PATHS,
  CUSTOMER_PATHS,
  DETAIL_PARENTS,
  LOGIN_AREA_PATHS,
  LOGIN_PATH,
  LOGIN_STEP_PATHS,
  NO_ROLE_PATHS,
  NOT_FOUND_PATH,
  PUBLIC_PATHS,
} from './route-paths';

export type SessionView =
  /** No login at all; `toLoginForm`: the session just ended here (logout, another tab) or the way in was sent back. */
  | { status: 'signedOut'; toLoginForm?: true }
  /** A login in progress at an outcome page (`gate`): onetime token only, or identity not chosen yet. */
  | { status: 'pending'; gate: string }
  /** `arriving`: the session opened in the login area and no page outside it has been shown yet. */
  | { status: 'authenticated'; identityType: number | undefined; allowedPaths: readonly string[]; arriving?: boolean };

export type RouteDecision =
  | { kind: 'allow' }
  /**
   * `keepRedirect`: the page to come back to after the login (the `redirect` the address has) travels along.
   * `toRedirect`: go to that page itself when the address has one, else to `to`.
   */
  | { kind: 'redirect'; to: string; redirect?: string; keepRedirect?: true; toRedirect?: true }
  /** Clear the session first, then go to `to`. */
  | { kind: 'reset'; to: string; redirect?: string };

const has = (list: readonly string[], path: string) => list.includes(path);

/** A location of this site (path, query, fragment), never another origin's (`//host`, `/\\host`). */
export function isOwnPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

export function normalisePath(path: string): string {
  const clean = path.split(/[?#]/)[0].replace(/\/+$/, '');
  return clean === '' ? '/' : clean;
}

export function isPublicPath(path: string): boolean {
  return has(PUBLIC_PATHS, normalisePath(path));
}

export function isCustomerPath(path: string): boolean {
  return has(CUSTOMER_PATHS, normalisePath(path));
}

/** The first page the user may open: the first allowed asset page, else the first allowed column. */
export function firstAllowedPath(allowedPaths: readonly string[], identityType?: number): string {
  const assets = ASSET_PATHS.filter((p) => has(allowedPaths, p) && isAssetPathForType(p, identityType));
  if (assets.length > 0) return assets[0];
  const other = allowedPaths.find((p) => has(CUSTOMER_PATHS, p) && p !== ACCOUNT_PATH && p !== '/customer');
  return other ?? '/settingPath';
}

function isAssetPathForType(path: string, identityType?: number): boolean {
  if (path === '/myAssets') return identityType !== 3;
  if (path === '/prodListPath') return identityType === 3;
  return true;
}

function isAllowedCustomerPath(path: string, allowed: readonly string[]): boolean {
  if (has(ALWAYS_ALLOWED_CUSTOMER_PATHS, path) || has(allowed, path)) return true;
  const parents = DETAIL_PARENTS[path];
  return parents !== undefined && parents.some((p) => has(allowed, p));
}

export function decideRoute(rawPath: string, session: SessionView): RouteDecision {
  const path = normalisePath(rawPath);
  if (path === '/validEmail') return { kind: 'allow' };
  // /redirect/{path*} only re-enters `path`, whose own rules apply on arrival.
  if (path.startsWith('/redirect/')) return { kind: 'allow' };

  if (session.status !== 'authenticated') {
    // The session ended on this page (logout, another tab's logout) or the way in came back: the login form, afresh.
    if (session.status === 'signedOut' && session.toLoginForm && path !== LOGIN_PATH) return { kind: 'redirect', to: LOGIN_PATH };
    // A login that reached an outcome page (choose the investor type, bind, wait for review, …) is shown there.
    if (session.status === 'pending' && path !== session.gate && has(LOGIN_STEP_PATHS, path)) {
      return { kind: 'redirect', to: session.gate, keepRedirect: true };
    }
    if (has(PUBLIC_PATHS, path)) return { kind: 'allow' };
    if (session.status === 'pending' && has(NO_ROLE_PATHS, path)) return { kind: 'allow' };
    if (!has(CUSTOMER_PATHS, path) && !has(NO_ROLE_PATHS, path)) return { kind: 'redirect', to: NOT_FOUND_PATH };
    // A way-in page without a login on its way: the login form, which leads back there if the login needs it.
    if (has(NO_ROLE_PATHS, path)) return { kind: 'redirect', to: LOGIN_PATH };
    return { kind: 'redirect', to: LOGIN_PATH, redirect: path };
  }

  // Signed in from the login area: on to the page asked for before the login, else the account.
  if (session.arriving && has(LOGIN_AREA_PATHS, path)) return { kind: 'redirect', to: ACCOUNT_PATH, toRedirect: true };
  if (path === LOGIN_PATH) return { kind: 'redirect', to: ACCOUNT_PATH };
  if (has(PUBLIC_PATHS, path) || has(NO_ROLE_PATHS, path)) return { kind: 'allow' };
  if (!has(CUSTOMER_PATHS, path)) return { kind: 'redirect', to: NOT_FOUND_PATH };

  const { identityType, allowedPaths } = session;
  if (!identityType) return { kind: 'reset', to: LOGIN_PATH, redirect: path };

  if (path === '/customer' || path === ACCOUNT_PATH) {
    return { kind: 'redirect', to: firstAllowedPath(allowedPaths, identityType) };
  }
  if (path === '/myAssets' && identityType === 3) return { kind: 'redirect', to: '/prodListPath' };
  if (path === '/prodListPath' && identityType !== 3) return { kind: 'redirect', to: '/myAssets' };
  if (!isAllowedCustomerPath(path, allowedPaths)) {
    return { kind: 'redirect', to: firstAllowedPath(allowedPaths, identityType) };
  }
  return { kind: 'allow' };
}

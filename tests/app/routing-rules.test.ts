import { describe, expect, it } from 'vitest';
import { decideRoute, firstAllowedPath, type SessionView } from '../../src/app/routing-rules';
import { PUBLIC_PATHS } from '../../src/app/route-paths';

const signedOut: SessionView = { status: 'signedOut' };
const pendingAt = (gate: string): SessionView => ({ status: 'pending', gate });
const pending = pendingAt('/loginAfter');
const investorPaths = ['/myAccount', '/myAssets', '/portfolioPath', '/indicatorPath', '/estimatePath', '/presentationPath', '/enterSpring', '/investment', '/companyNews', '/activityList'];
const partnerPaths = ['/myAccount', '/prodListPath', '/indicatorPath', '/estimatePath', '/presentationPath', '/companyNews'];
const investor: SessionView = { status: 'authenticated', identityType: 1, allowedPaths: investorPaths };
const partner: SessionView = { status: 'authenticated', identityType: 3, allowedPaths: partnerPaths };
const institutionNoAssets: SessionView = { status: 'authenticated', identityType: 2, allowedPaths: ['/myAccount', '/estimatePath', '/companyNews'] };
const noType: SessionView = { status: 'authenticated', identityType: 0, allowedPaths: investorPaths };
const missingType: SessionView = { status: 'authenticated', identityType: undefined, allowedPaths: investorPaths };
const arriving: SessionView = { ...investor, arriving: true } as SessionView;
const endedHere: SessionView = { status: 'signedOut', toLoginForm: true };

// One row per rule of SPEC.md section 2 "Routing rules".
const rows: Array<[string, string, SessionView, ReturnType<typeof decideRoute>]> = [
  ['public page open to visitors', '/careers', signedOut, { kind: 'allow' }],
  ['home open to visitors', '/', signedOut, { kind: 'allow' }],
  ['client page sends visitors to /login with redirect', '/myAssets', signedOut, { kind: 'redirect', to: '/login', redirect: '/myAssets' }],
  ['binding needs a login in progress (and is no page to come back to)', '/binding', signedOut, { kind: 'redirect', to: '/login' }],
  ['/validEmail always open (visitor)', '/validEmail', signedOut, { kind: 'allow' }],
  ['/validEmail always open (logged in)', '/validEmail', investor, { kind: 'allow' }],
  ['logged-in user on /login goes to /myAccount', '/login', investor, { kind: 'redirect', to: '/myAccount' }],
  ['/binding allowed without roles', '/binding', pendingAt('/binding'), { kind: 'allow' }],
  ['/emailSuccess allowed without roles', '/emailSuccess', pendingAt('/emailSuccess'), { kind: 'allow' }],
  ['/loginAfter allowed without roles', '/loginAfter', pending, { kind: 'allow' }],
  // The login's outcome page is where the login area shows it (the machine's tag is the only way there).
  ['a login that must choose its investor type leaves the form for /loginAfter', '/login', pending, { kind: 'redirect', to: '/loginAfter', keepRedirect: true }],
  ['a registration handed over to binding leaves for /binding', '/register', pendingAt('/binding'), { kind: 'redirect', to: '/binding', keepRedirect: true }],
  ['an outcome page of another outcome leaves for the login\'s own', '/binding', pendingAt('/applying'), { kind: 'redirect', to: '/applying', keepRedirect: true }],
  ['the data-processing notice is the outcome page of its login', '/operatingDataProcessing', pendingAt('/operatingDataProcessing'), { kind: 'allow' }],
  ['password recovery stays open beside a login in progress', '/forgotPassword', pendingAt('/binding'), { kind: 'allow' }],
  ['a client page sends a login in progress to the form (which sends it on to its outcome page)', '/companyNews', pendingAt('/binding'), { kind: 'redirect', to: '/login', redirect: '/companyNews' }],
  ['the home page stays open beside a login in progress', '/', pendingAt('/binding'), { kind: 'allow' }],
  ['a login in progress cannot open client pages', '/myAssets', pending, { kind: 'redirect', to: '/login', redirect: '/myAssets' }],
  ['/myAssets for a partner goes to /prodListPath', '/myAssets', partner, { kind: 'redirect', to: '/prodListPath' }],
  ['/prodListPath for a non-partner goes to /myAssets', '/prodListPath', investor, { kind: 'redirect', to: '/myAssets' }],
  ['customer path outside the column list goes to the first allowed page', '/portfolioPath', partner, { kind: 'redirect', to: '/prodListPath' }],
  ['first allowed page when no asset page is allowed', '/investment', institutionNoAssets, { kind: 'redirect', to: '/estimatePath' }],
  ['/myAccount goes to its first child page', '/myAccount', investor, { kind: 'redirect', to: '/myAssets' }],
  ['/myAccount of a partner goes to the product list', '/myAccount', partner, { kind: 'redirect', to: '/prodListPath' }],
  ['/customer redirects to the account pages', '/customer', investor, { kind: 'redirect', to: '/myAssets' }],
  ['identity type 0 on a client page resets to /login', '/myAssets', noType, { kind: 'reset', to: '/login', redirect: '/myAssets' }],
  ['missing identity type on a client page resets to /login', '/investment', missingType, { kind: 'reset', to: '/login', redirect: '/investment' }],
  ['identity type 0 on a public page is fine', '/careers', noType, { kind: 'allow' }],
  ['allowed column opens', '/indicatorPath', investor, { kind: 'allow' }],
  ['settings always open to logged-in users', '/settingPath', institutionNoAssets, { kind: 'allow' }],
  ['the security centre with settings, for every identity type', '/securityCentre', partner, { kind: 'allow' }],
  ['the security centre needs a login', '/securityCentre', signedOut, { kind: 'redirect', to: '/login', redirect: '/securityCentre' }],
  ['hidden detail page follows its parent', '/myAssetsDetail', investor, { kind: 'allow' }],
  ['hidden detail page of a partner', '/myAssetsDetail', partner, { kind: 'allow' }],
  ['an investor’s statements follow My assets', '/myStatements', investor, { kind: 'allow' }],
  ['a partner has no statements (no holdings)', '/myStatements', partner, { kind: 'redirect', to: '/prodListPath' }],
  ['an investor’s portfolio insight follows My assets', '/portfolioInsight', investor, { kind: 'allow' }],
  ['a partner has no portfolio insight (no holdings)', '/portfolioInsight', partner, { kind: 'redirect', to: '/prodListPath' }],
  ['activity detail without the activity column', '/activityDetail', partner, { kind: 'redirect', to: '/prodListPath' }],
  ['unknown path is a 404 for visitors', '/no/such/page', signedOut, { kind: 'redirect', to: '/404' }],
  ['unknown path is a 404 for investors', '/no/such/page', investor, { kind: 'redirect', to: '/404' }],
  ['trailing slash and query are ignored', '/myAssets/?tab=1', investor, { kind: 'allow' }],
  // A sign-in in the login area moves on to the page asked for before it (the address's redirect), else the account.
  ['a session opened on the login form leaves for the page asked for', '/login', arriving, { kind: 'redirect', to: '/myAccount', toRedirect: true }],
  ['a session opened on /binding leaves it', '/binding', arriving, { kind: 'redirect', to: '/myAccount', toRedirect: true }],
  ['a session opened on the notice leaves it', '/operatingDataProcessing', arriving, { kind: 'redirect', to: '/myAccount', toRedirect: true }],
  ['a signed-in user adding a binding stays on /binding', '/binding', investor, { kind: 'allow' }],
  ['an arriving session is shown a client page it opens', '/myAssets', arriving, { kind: 'allow' }],
  // A session that ended on this page (logout, another tab, a check that sent the user back): the login form afresh.
  ['a logout on a client page goes to the login form, without a page to come back to', '/myAssets', endedHere, { kind: 'redirect', to: '/login' }],
  ['a logout on a public page goes to the login form too', '/careers', endedHere, { kind: 'redirect', to: '/login' }],
  ['a way in sent back from /binding goes to the login form', '/binding', endedHere, { kind: 'redirect', to: '/login' }],
  ['the login form itself stays', '/login', endedHere, { kind: 'allow' }],
];

describe('routing rules (SPEC.md section 2)', () => {
  it.each(rows)('%s: %s', (_name, path, session, expected) => {
    expect(decideRoute(path, session)).toEqual(expected);
  });

  it('every whitelisted public page opens for visitors', () => {
    for (const path of PUBLIC_PATHS) expect(decideRoute(path, signedOut)).toEqual({ kind: 'allow' });
  });

  it('firstAllowedPath never offers /myAssets to partners', () => {
    expect(firstAllowedPath(['/myAssets', '/prodListPath'], 3)).toBe('/prodListPath');
    expect(firstAllowedPath(['/myAssets', '/prodListPath'], 1)).toBe('/myAssets');
  });
});

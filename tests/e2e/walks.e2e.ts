/**
 * Model-based walks in the browser: the shortest path to every distinct state of the login, binding and
 * partner-expiry machines, generated from the machines themselves, replayed through the real UI in Chromium against
 * the real server. Each machine event has a user action or a server condition (the persona / ID number that makes
 * the server answer with that outcome); each state has a screen (URL + heading / text), asserted after every step.
 * Where no real browser or demo datum can produce an event, page.route produces it (said at the entry); events the
 * product can never produce are listed with the reason. See tests/e2e/support/walk-browser.ts.
 */
import { expect, test } from './support/fixtures';
import { walkInBrowser } from './support/walk-browser';
import { bindingModel, loginModel, partnerLinkModel, partnerRequestModel } from './support/walk-models';

// The binding walk binds seeded records (a success consumes its record): on a server and database of its own, so
// the journeys that meet the same records' refusals on the shared servers are not affected, whatever the order.
test.use({ ownServer: 'walks' });
// In order, on that one server: the partner-expiry walk renews the expired partner the login walk logs in as.
test.describe.configure({ mode: 'default' });

// `npm run paths -- --run <path>` replays one path (WALK_ONLY): then the walk reaches only that path's states.
const whole = !process.env.WALK_ONLY;

test.describe('model-based walks in the browser', () => {
  test('login: every login outcome screen, from the machine', async ({ browser }) => {
    const report = await walkInBrowser(browser, loginModel);
    console.log(report.summary);
    if (whole) expect(report.states.size).toBeGreaterThanOrEqual(12);
  });

  test('binding: every binding outcome screen, from the machine', async ({ browser }) => {
    const report = await walkInBrowser(browser, bindingModel);
    console.log(report.summary);
    if (whole) expect(report.states.size).toBeGreaterThanOrEqual(11);
  });

  test('partner expiry: the e-mail request and the emailed link, from the machine', async ({ browser }) => {
    // One at a time: a sent e-mail makes the next send within a minute a refusal (which one path relies on).
    const request = await walkInBrowser(browser, partnerRequestModel, { concurrency: 1 });
    console.log(request.summary);
    const link = await walkInBrowser(browser, partnerLinkModel, { concurrency: 1 });
    console.log(link.summary);
    if (whole) expect(request.states.size + link.states.size).toBeGreaterThanOrEqual(6);
  });
});

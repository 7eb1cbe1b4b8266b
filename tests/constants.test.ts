import { describe, expect, it } from 'vitest';
import * as c from '../src/constants';
import * as security from '../src/security-centre';

// Each number SPEC.md gives, pinned: a change here is a change of the spec.
describe('constants of SPEC.md', () => {
  it.each([
    ['HTTP timeout 30 s (§7, §9)', c.HTTP_TIMEOUT_MS, 30_000],
    ['an early call answers the app for 10 s after the page started (product decision)', c.EARLY_CALL_MAX_AGE_MS, 10_000],
    ['a call failing with no answer reports it 2 s later (a leaving page never does; our figure)', c.LEAVING_PAGE_GRACE_MS, 2_000],
    ['the visit-tracking image waits for an idle moment at most 2 s (product decision)', c.VISIT_BEACON_MAX_DELAY_MS, 2_000],
    ['network error shown 5 s (§8)', c.NETWORK_ERROR_TOAST_MS, 5_000],
    ['inactivity limit 1,200,000 ms (§9)', c.INACTIVITY_LIMIT_MS, 1_200_000],
    ['short-token check every 30 s (§9)', c.SHORT_TOKEN_CHECK_MS, 30_000],
    ['long-token check every 60 s (§9)', c.LONG_TOKEN_CHECK_MS, 60_000],
    ['idle warning 60 s before the inactivity logout (product decision, within the §9 limit)', c.IDLE_WARNING_MS, 60_000],
    ['a tab waits 5 s for the tokens another tab just refreshed (product decision)', c.CROSS_TAB_REFRESH_WAIT_MS, 5_000],
    ['the server accepts a just-replaced short token 10 s (product decision: requests in flight during a refresh)', c.ACCESS_TOKEN_GRACE_MS, 10_000],
    ['a server instance keeps a session lookup 1 s (the calls of one page share one read)', c.SESSION_LOOKUP_CACHE_MS, 1_000],
    ['a server instance keeps at most 1,000 NAV history pages (a few MB of its 250 MB)', c.NAV_PAGES_KEPT, 1_000],
    ['SSO refresh lifetime 1,800,000 ms (§9)', c.SSO_REFRESH_LIFETIME_MS, 1_800_000],
    ['first-login event 200 ms (§2, §9)', c.FIRST_LOGIN_EVENT_DELAY_MS, 200],
    ['back-to-top after 500 px (§2, §9)', c.BACK_TO_TOP_SCROLL_PX, 500],
    ['search page size 10 (§9)', c.SEARCH_PAGE_SIZE, 10],
    ['search start page 1 (§9)', c.SEARCH_START_PAGE, 1],
    ['click guard 3 s (§5, §9)', c.CLICK_GUARD_MS, 3_000],
    ['search box hides 300 ms after blur (§9)', c.SEARCH_BOX_HIDE_DELAY_MS, 300],
    ['important-note action delay 500 ms (§9)', c.IMPORTANT_NOTE_ACTION_DELAY_MS, 500],
    ['money decimals 2 (§9)', c.MONEY_DECIMALS, 2],
    ['percent decimals 2 (§9)', c.PERCENT_DECIMALS, 2],
    ['title truncation 35 (§9)', c.TITLE_TRUNCATE_SHORT, 35],
    ['title truncation 80 (§9)', c.TITLE_TRUNCATE_LONG, 80],
    ['password min 8 (§5)', c.PASSWORD_MIN_LENGTH, 8],
    ['password max 20 (§5)', c.PASSWORD_MAX_LENGTH, 20],
    ['deregistration reason 200 (§5)', c.DEREGISTRATION_REASON_MAX_LENGTH, 200],
    ['Q&A title 100 (§5)', c.QA_TITLE_MAX_LENGTH, 100],
    ['review up to 5 business days (§4, §9)', c.REVIEW_BUSINESS_DAYS, 5],
    ['single investment ≥ 1 million yuan (§1)', c.QUALIFIED_SINGLE_INVESTMENT_CNY, 1_000_000],
    ['organisation net assets ≥ 10 million yuan (§1)', c.QUALIFIED_ORG_NET_ASSETS_CNY, 10_000_000],
    ['individual financial assets ≥ 3 million yuan (§1)', c.QUALIFIED_INDIVIDUAL_FINANCIAL_ASSETS_CNY, 3_000_000],
    ['individual average income ≥ 500 thousand yuan (§1)', c.QUALIFIED_INDIVIDUAL_AVG_INCOME_CNY, 500_000],
    ['income over 3 years (§1)', c.QUALIFIED_INCOME_YEARS, 3],
    ['main portfolio over 80% (§9)', c.MAIN_PORTFOLIO_MIN_SHARE, 0.8],
    ['small portfolio 3 themes (§9)', c.SMALL_PORTFOLIO_THEMES, 3],
    ['10 investment case slots (§9)', c.INVESTMENT_CASE_SLOTS, 10],
    ['two empty case slots in English (§9)', c.INVESTMENT_CASE_EMPTY_SLOTS_EN, 2],
    ['founded 2007 (§1)', c.FOUNDED_YEAR, 2007],
    ['milestones to 2023 (§1)', c.MILESTONE_LAST_YEAR, 2023],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('font sizes 12/14/18/24 px (§3, §9)', () => {
    expect(c.FONT_SIZES).toEqual({ small: 12, standard: 14, medium: 18, large: 24 });
  });
  it('text limits 20, 25, 30, 50, 100, 200 (§9)', () => {
    expect([...c.TEXT_LIMITS]).toEqual([20, 25, 30, 50, 100, 200]);
  });
  it('headcounts as of 30 Jun 2022 (§3)', () => {
    expect(c.HEADCOUNTS).toEqual({ investment: 53, clientService: 20, fundOperations: 38, companyOperations: 19 });
    expect(c.HEADCOUNT_DATE).toBe('2022-06-30');
  });
  it('envelope codes of §8', () => {
    expect(c.RESULT_CODE.success).toBe(1000);
    expect(c.RESULT_CODE.captchaRequired).toBe(2012);
    expect([...c.SESSION_INVALID_CODES]).toEqual([3008, 3009, 3010]);
  });
  it('the authenticator second step: 6 digits every 30 s, a 5-minute challenge, 5 wrong codes a window, 10 recovery codes', () => {
    expect([c.TOTP_DIGITS, c.TOTP_PERIOD_S, c.SECOND_STEP_TTL_MS, c.SECOND_STEP_MAX_FAILURES, c.RECOVERY_CODE_COUNT]).toEqual([6, 30, 300_000, 5, 10]);
    expect([c.RESULT_CODE.secondStepRequired, c.RESULT_CODE.codeWrong, c.RESULT_CODE.challengeEnded]).toEqual([2013, 4011, 4012]);
  });
  it('app version 1.2.140 (§9)', () => expect(c.APP_VERSION).toBe('1.2.140'));
});

describe('the security centre’s figures (product decisions)', () => {
  it.each([
    ['its history keeps 180 days of logins', security.SIGN_IN_HISTORY_RETENTION_MS, 180 * 86_400_000],
    ['it shows 10 logins a page', security.SIGN_IN_HISTORY_PAGE_SIZE, 10],
  ])('%s', (_, value, expected) => {
    expect(value).toBe(expected);
  });
});

/**
 * Every number SPEC.md gives, named once. The SPA, the machines (through provide/input), the server and the
 * tests read them from here; tests/constants.test.ts pins each value to the spec.
 */

export const APP_VERSION = '1.2.140';

/** §7 / §9: HTTP client. */
export const HTTP_TIMEOUT_MS = 30_000;
/**
 * Our own figure: an answer the first-screen script fetched before the app's scripts ran serves the app's
 * same call only this long after the page started; later the data could be stale, and the app asks again.
 */
export const EARLY_CALL_MAX_AGE_MS = 10_000;
/**
 * Our own figure: a call that fails with no answer and was not aborted by the app reports it this much later. A page
 * that is leaving (the browser cancels its calls as the next page commits) has stopped running by then and never
 * acts on it (src/api/client.ts). 250 ms was too short on a busy machine: a CI run's leaving page ended the session
 * of the page that replaced it (the client journeys). A real loss of network is reported 2 s late.
 */
export const LEAVING_PAGE_GRACE_MS = 2_000;
/** Our own figure: the visit-tracking image waits for an idle moment after a navigation, at most this long. */
export const VISIT_BEACON_MAX_DELAY_MS = 2_000;
/**
 * Our own figure: a new tab of a signed-in browser waits at most this long for an open tab to hand over the session
 * before it starts signed out. Open tabs answer within milliseconds; the wait only passes in full when none is open.
 */
export const SESSION_HANDOVER_WAIT_MS = 400;
/** Our own figure: how long the notice "shown in your account's language" stays, with its switch-back button. */
export const ACCOUNT_LANGUAGE_NOTICE_MS = 10_000;
/** §8: network-failure message stays this long. */
export const NETWORK_ERROR_TOAST_MS = 5_000;

/** §4 / §9: session timers. */
export const INACTIVITY_LIMIT_MS = 1_200_000;
export const SHORT_TOKEN_CHECK_MS = 30_000;
export const LONG_TOKEN_CHECK_MS = 60_000;
/**
 * The inactivity logout is announced this long before it happens (our product decision; the spec only gives the
 * limit): a dialog counts down and offers "Stay logged in". One minute is enough to notice the dialog and answer
 * it (WCAG 2.2.1 asks for at least 20 s to extend a time limit), and short enough that a user who walked away is
 * not shown a warning for long on a shared screen.
 */
export const IDLE_WARNING_MS = 60_000;
/** §9: an SSO login sets the refresh-token lifetime to this. */
export const SSO_REFRESH_LIFETIME_MS = 1_800_000;
/** §2: first-login event after leaving non-login pages. */
export const FIRST_LOGIN_EVENT_DELAY_MS = 200;

/** §9: UI timings and sizes. */
export const BACK_TO_TOP_SCROLL_PX = 500;
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_START_PAGE = 1;
export const CLICK_GUARD_MS = 3_000;
export const SEARCH_BOX_HIDE_DELAY_MS = 300;
export const IMPORTANT_NOTE_ACTION_DELAY_MS = 500;

/** §9: session-stored flags. */
export const SESSION_FLAG_IMPORTANT_NOTE = 'importantNote';
export const SESSION_FLAG_FLOATING_NOTIFICATION = 'floatingNotification';

/** §9: formats. */
export const MONEY_DECIMALS = 2;
export const PERCENT_DECIMALS = 2;
export const TITLE_TRUNCATE_SHORT = 35;
export const TITLE_TRUNCATE_LONG = 80;
export const DATE_FORMAT_ZH = 'YYYY-MM-DD';
export const DATE_FORMAT_EN = 'MMM DD, YYYY';
/** The API's calendar dates (netValueDate, startDate, ...): dayjs tokens, the same in both languages. */
export const API_DATE_FORMAT = 'YYYY-MM-DD';
/** Chart axis labels: months over spans up to three years, years beyond. */
export const MONTH_FORMAT_ZH = 'YYYY-MM';
export const MONTH_FORMAT_EN = 'MMM YYYY';

/** §3 / §9: font sizes in px. */
export const FONT_SIZES = { small: 12, standard: 14, medium: 18, large: 24 } as const;
export type FontSizeName = keyof typeof FONT_SIZES;
export const DEFAULT_FONT_SIZE: FontSizeName = 'standard';

/** §4 / §9: languages. */
export const LOCALES = ['zh-CN', 'en'] as const;
/** Each language named in itself, as the language switch and the notice after a login show it. */
export const AUTONYMS: Record<Locale, string> = { 'zh-CN': '中文', en: 'English' };
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';
/** Server-side language codes (Accept-Language header, languageType). */
export const LANGUAGE_TYPE = { 'zh-CN': 'zh_CN', en: 'en_US' } as const;
export type LanguageType = (typeof LANGUAGE_TYPE)[Locale];
/** Legacy language cookie values of §4. */
export const LEGACY_LANGUAGE_COOKIE = { 'zh-CN': 'zh-CN', en: 'en-US' } as const;
export const LANGUAGE_COOKIE_NAME = 'language';
export const LEGACY_LANGUAGE_COOKIE_NAME = 'lang';

/**
 * A dialog's answer, mirrored in a cookie for the server: without it the server sends the page's
 * pre-rendered first visit with the dialog open (server/static.ts, build/prerender.ts). The disclaimer's lasts a
 * year, like the language cookie (a preference, not a credential); the important note's the browser session, like
 * its sessionStorage flag (§9).
 */
export interface AnswerCookie {
  name: string;
  value: string;
  maxAgeS?: number;
}
export const DISCLAIMER_COOKIE: AnswerCookie = { name: 'hl_disclaimer', value: 'accepted', maxAgeS: 365 * 24 * 60 * 60 };
export const IMPORTANT_NOTE_COOKIE: AnswerCookie = { name: 'hl_note', value: 'seen' };
/**
 * Set while this browser holds a session in a tab (src/session/token-store.ts), for the server only: a client page's
 * address then gets the client area's pre-rendered frame, painted before the scripts run. Not a
 * credential: it says nothing the server could act on, and a tab without a session just replaces the frame by the
 * login page. Lasts the browser session, as the tab's sessionStorage does.
 */
export const SIGNED_IN_COOKIE: AnswerCookie = { name: 'hl_signed_in', value: '1' };

/** §5 / §9: validation. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;
export const TEXT_LIMITS = [20, 25, 30, 50, 100, 200] as const;
export const NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 50;
export const MOBILE_MAX_LENGTH = 20;
export const ID_NUMBER_MAX_LENGTH = 25;
export const PRODUCT_FIELD_MAX_LENGTH = 200;
export const ADDITIONAL_INFO_MAX_LENGTH = 200;
export const CAPTCHA_MAX_LENGTH = 30;
export const DEREGISTRATION_REASON_MAX_LENGTH = 200;
export const QA_TITLE_MAX_LENGTH = 100;

/** §4: binding review time. */
export const REVIEW_BUSINESS_DAYS = 5;

/** §1 / §9: qualified investor thresholds, in yuan. */
export const QUALIFIED_SINGLE_INVESTMENT_CNY = 1_000_000;
export const QUALIFIED_ORG_NET_ASSETS_CNY = 10_000_000;
export const QUALIFIED_INDIVIDUAL_FINANCIAL_ASSETS_CNY = 3_000_000;
export const QUALIFIED_INDIVIDUAL_AVG_INCOME_CNY = 500_000;
export const QUALIFIED_INCOME_YEARS = 3;

/** §9: portfolio construction and investment cases. */
export const MAIN_PORTFOLIO_MIN_SHARE = 0.8;
export const SMALL_PORTFOLIO_THEMES = 3;
export const INVESTMENT_CASE_SLOTS = 10;
export const INVESTMENT_CASE_EMPTY_SLOTS_EN = 2;

/** §1: firm facts. */
export const FOUNDED_YEAR = 2007;
export const MILESTONE_FIRST_YEAR = 2007;
export const MILESTONE_LAST_YEAR = 2023;
export const HEADCOUNT_DATE = '2022-06-30';
export const HEADCOUNTS = { investment: 53, clientService: 20, fundOperations: 38, companyOperations: 19 } as const;

/** §3: identity and relation types. */
export const IDENTITY_TYPE = { none: 0, individual: 1, institution: 2, partner: 3 } as const;
export type IdentityType = (typeof IDENTITY_TYPE)[keyof typeof IDENTITY_TYPE];
export const RELATION_TYPE = { internal: 0, overseas: 1, mechanism: 2, partnership: 3 } as const;
export type RelationType = (typeof RELATION_TYPE)[keyof typeof RELATION_TYPE];

/** §8: envelope codes. */
export const RESULT_CODE = {
  success: 1000,
  captchaRequired: 2012,
  /** loginV2: the password was right and the account has the authenticator app on or a passkey; data is the challenge. */
  secondStepRequired: 2013,
  tokenInvalid: 3008,
  tokenExpired: 3009,
  tokenRevoked: 3010,
  /** Codes of our own (the spec only says "any other code"): each is documented in openapi.yaml. */
  invalidInput: 4000,
  wrongCredentials: 4001,
  forbidden: 4003,
  notFound: 4004,
  conflict: 4009,
  /** A wrong authenticator or recovery code. */
  codeWrong: 4011,
  /** The second step's challenge is unknown, used or expired: the login starts again. */
  challengeEnded: 4012,
  tooManyRequests: 4029,
  systemError: 5000,
} as const;
export const SESSION_INVALID_CODES: readonly number[] = [3008, 3009, 3010];

/** Server-side security limits. */
export const CAPTCHA_AFTER_FAILED_LOGINS = 3;
export const FAILED_LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILED_LOGINS_PER_HOUR = 100;
export const VERIFICATION_CODE_LENGTH = 6;
/** The authenticator app's second step (TOTP, RFC 6238): 6 digits, a 30 s step, one step of clock drift either way. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_S = 30;
/** How long the challenge of a 2013 answer waits for its code. */
export const SECOND_STEP_TTL_MS = 5 * 60_000;
/**
 * Wrong authenticator or recovery codes an account gets within FAILED_LOGIN_WINDOW_MS, after which the second step
 * answers 4029 (and its challenge ends) until the window has passed: at most 20 guesses an hour against 3 valid codes
 * in a million. Each wrong code also counts with the login's wrong passwords of the account.
 */
export const SECOND_STEP_MAX_FAILURES = 5;
/** Recovery codes handed out when the second step is turned on or its codes are replaced. */
export const RECOVERY_CODE_COUNT = 10;
export const VERIFICATION_CODE_TTL_MS = 10 * 60_000;
export const VERIFICATION_CODE_MAX_TRIES = 5;
/** Default token lifetimes the server issues (accessimeout, failureTime), in ms; configurable for tests. */
export const DEFAULT_ACCESS_TIMEOUT_MS = 10 * 60_000;
export const DEFAULT_REFRESH_LIFETIME_MS = SSO_REFRESH_LIFETIME_MS;
/** An absolute limit on one login's session, however often it is refreshed. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 12 * 60 * 60_000;

/** Registration / password reset: the "send code" button waits this long before a resend (60 s countdown). */
export const VERIFICATION_CODE_RESEND_MS = 60_000;
/** Server: image captcha (4 characters, single use). */
export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_TTL_MS = 5 * 60_000;
/** Server: lifetime of a onetime token (binding, applying, partner renewal, data-processing notice). */
export const ONETIME_TOKEN_LIFETIME_MS = 30 * 60_000;
/**
 * Server: a rotated refresh token presented again within this window (a second tab racing the first) is refused
 * with 3010 without revoking the family; later reuse is treated as theft and revokes the whole family.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;
/**
 * Server: after getToken or getLongToken replaces a short token, the replaced one is still accepted this long (as
 * the session's current generation), so a request the browser sent with it while the refresh was in flight does
 * not answer 3008/3010 and log the user out. Only the last replaced token, and never after logout or revocation.
 */
export const ACCESS_TOKEN_GRACE_MS = 10_000;

/**
 * Refresh a token this long before its age reaches its lifetime. The spec's literal rule (refresh once the age
 * exceeds the lifetime) would renew a refresh token only after it expired; one long-check period ahead avoids that.
 */
export const TOKEN_REFRESH_MARGIN_MS = LONG_TOKEN_CHECK_MS;

/**
 * Two tabs due for a refresh at once must not both call the server (a second getToken voids the first tab's new
 * token; a second getLongToken presents a rotated refresh token). The second tab, seeing that another tab has
 * just refreshed, waits this long for that tab's tokens before it refreshes itself.
 */
export const CROSS_TAB_REFRESH_WAIT_MS = 5_000;

/** Server: at most this many SMS/e-mail codes per account an hour (besides one per VERIFICATION_CODE_RESEND_MS). */
export const VERIFICATION_CODE_MAX_PER_HOUR = 10;
/** Server: the partner renewal e-mail link (/validEmail?authCode=...) is single use and lives this long. */
export const PARTNER_AUTH_LINK_TTL_MS = 24 * 60 * 60_000;
/** Server: renewal e-mails per partner an hour (besides one per VERIFICATION_CODE_RESEND_MS). */
export const PARTNER_AUTH_MAIL_MAX_PER_HOUR = 5;
/** Server: link validations per client address an hour (the link's code is the only credential). */
export const PARTNER_AUTH_CHECKS_PER_HOUR = 30;
/** Server: a validated renewal link extends the partnership by this long. */
export const PARTNER_RENEWAL_MS = 365 * 24 * 60 * 60_000;

/** Public forms: after a saved interview booking the page counts down this long, then goes home. */
export const INTERVIEW_REDIRECT_MS = 5_000;
/** Intern attendance attachment: size limit and accepted types (client and server check both). */
export const INTERN_FILE_MAX_BYTES = 2 * 1024 * 1024;
export const INTERN_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** The server records a session's activity at most this often (idle expiry stays within this of 20 minutes). */
export const SESSION_TOUCH_INTERVAL_MS = 15_000;

/**
 * The server keeps the session it found for a short token this long, on one instance (server/services/session-cache.ts):
 * the calls a page sends at once share one read. Changes made through an instance are seen by it at once; another
 * instance sharing the database sees a revocation within this.
 */
export const SESSION_LOOKUP_CACHE_MS = 1_000;

/**
 * A server instance keeps at most this many NAV history pages (server/services/nav-pages.ts, ~6 KB each for 100
 * NAVs): the pages investors read of the funds they hold, answered without PostgreSQL until the fund's NAVs change.
 */
export const NAV_PAGES_KEPT = 1_000;

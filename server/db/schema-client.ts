/**
 * The client area's tables: funds and their daily NAV, holdings, transactions, reports, follows, settings, devices,
 * Q&A and content. Every per-user row references users with ON DELETE CASCADE, so deregistration cannot leave any
 * behind; the indexes are those the queries of server/services/client-*.ts use (they stay fast at 5 million transactions).
 */
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './schema-accounts.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });
const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export interface LocalizedWeight {
  zh: string;
  en: string;
  weight: number;
  benchmarkWeight: number | null;
}

export const funds = pgTable(
  'funds',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    currency: text('currency').notNull(),
    /** domestic | offshore | trust (trust plan where the firm is adviser: holders see zero shares). */
    kind: text('kind').notNull(),
    /** The fund's investment strategy, a code of FUND_STRATEGIES (server/services/portfolio-insight.ts). */
    strategy: text('strategy').notNull().default('equityLong'),
    inceptionDate: day('inception_date').notNull(),
    benchmarkZh: text('benchmark_zh').notNull(),
    benchmarkEn: text('benchmark_en').notNull(),
    aum: doublePrecision('aum').notNull(),
    aumDate: day('aum_date').notNull(),
    /** Latest official NAV, denormalised so lists need no per-fund NAV query. */
    lastNav: doublePrecision('last_nav').notNull(),
    lastNavDate: day('last_nav_date').notNull(),
    /** NAV a week before lastNavDate, for the weekly return. */
    weekAgoNav: doublePrecision('week_ago_nav').notNull(),
    lastAccNav: doublePrecision('last_acc_nav').notNull(),
    estimatedNav: doublePrecision('estimated_nav'),
    estimatedNavDate: day('estimated_nav_date'),
    partnerOffered: boolean('partner_offered').notNull(),
    portfolioConfigured: boolean('portfolio_configured').notNull(),
    mainPortfolioShare: doublePrecision('main_portfolio_share').notNull(),
    /** Term rows: [{zh: [label, value], en: [label, value]}]. */
    terms: jsonb('terms').$type<{ zh: [string, string]; en: [string, string] }[]>().notNull(),
    sectors: jsonb('sectors').$type<LocalizedWeight[]>().notNull(),
    themes: jsonb('themes').$type<{ zh: string; en: string; weight: number }[]>().notNull(),
    sort: integer('sort').notNull(),
    /**
     * A new value (sequence fund_nav_revisions) whenever a statement inserts, deletes or changes the fund's NAVs, set by
     * the database (migration 0006's statement triggers): a server instance keeps NAV history pages by fund and
     * revision (server/services/nav-pages.ts), and a changed history is read afresh by the next request.
     */
    navRevision: bigint('nav_revision', { mode: 'number' })
      .notNull()
      .default(sql`nextval('fund_nav_revisions')`),
  },
  (t) => [index('funds_partner_idx').on(t.partnerOffered, t.sort)],
);

/** One row per fund and business day: the 10-year history of a fund is one range scan of the primary key. */
export const fundNavs = pgTable(
  'fund_navs',
  {
    fundId: integer('fund_id')
      .notNull()
      .references(() => funds.id, { onDelete: 'cascade' }),
    date: day('date').notNull(),
    nav: doublePrecision('nav').notNull(),
    accNav: doublePrecision('acc_nav').notNull(),
    benchmark: doublePrecision('benchmark').notNull(),
    /** The estimate published the evening before the official NAV. */
    estimatedNav: doublePrecision('estimated_nav').notNull(),
    /**
     * 1, 2, 3… per fund in date order, kept by the database (migration 0005's statement triggers renumber the funds
     * an insert or delete touched): a range's count is the difference of two ordinals, two index lookups instead of
     * counting ten years of rows on every NAV page.
     */
    seq: integer('seq'),
  },
  (t) => [primaryKey({ columns: [t.fundId, t.date] })],
);

export const holdings = pgTable(
  'holdings',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    fundId: integer('fund_id')
      .notNull()
      .references(() => funds.id),
    state: text('state').notNull(),
    shares: doublePrecision('shares').notNull(),
    investmentCost: doublePrecision('investment_cost').notNull(),
    /** Cash already returned (redemptions, cash dividends): gain = shares × NAV + realized − cost. */
    realized: doublePrecision('realized').notNull().default(0),
    subscriptionDate: day('subscription_date').notNull(),
    trusteeData: boolean('trustee_data').notNull().default(false),
  },
  (t) => [uniqueIndex('holdings_user_fund_idx').on(t.userId, t.fundId)],
);

export const transactions = pgTable(
  'transactions',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    fundId: integer('fund_id')
      .notNull()
      .references(() => funds.id),
    tradeDate: day('trade_date').notNull(),
    confirmDate: day('confirm_date'),
    type: text('type').notNull(),
    cashAmount: doublePrecision('cash_amount').notNull(),
    shares: doublePrecision('shares').notNull(),
    nav: doublePrecision('nav'),
    fee: doublePrecision('fee'),
  },
  (t) => [
    index('transactions_user_date_idx').on(t.userId, t.tradeDate.desc(), t.id.desc()),
    index('transactions_user_fund_date_idx').on(t.userId, t.fundId, t.tradeDate.desc(), t.id.desc()),
  ],
);

export const fundReports = pgTable(
  'fund_reports',
  {
    id: serial('id').primaryKey(),
    fundId: integer('fund_id')
      .notNull()
      .references(() => funds.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** e.g. 2024Q3, 2024-08, 2024 */
    period: text('period').notNull(),
    date: day('date').notNull(),
  },
  (t) => [index('fund_reports_fund_date_idx').on(t.fundId, t.date.desc(), t.id.desc())],
);

export const fundFollows = pgTable(
  'fund_follows',
  {
    userId: userRef(),
    fundId: integer('fund_id')
      .notNull()
      .references(() => funds.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.fundId] })],
);

/** Settings the users table does not carry; one row per user, created on first use. */
export const userPreferences = pgTable('user_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  notifySms: boolean('notify_sms').notNull().default(true),
  notifyEmail: boolean('notify_email').notNull().default(true),
  notifyWechat: boolean('notify_wechat').notNull().default(false),
  allowMultipleDevices: boolean('allow_multiple_devices').notNull().default(true),
  indicatorCodes: jsonb('indicator_codes').$type<string[]>(),
  relationshipManager: jsonb('relationship_manager').$type<{ name: string; nameEn: string; mobile: string; email: string }>(),
  institutionContact: jsonb('institution_contact').$type<{ name: string; nameEn: string; mobile: string; email: string }>(),
});

/**
 * A device is one browser of one user (sessions.device_id; its id derives from the browser's device cookie): unbinding
 * it revokes the sessions it started. family_id names the one login family of a device listed before devices were
 * browsers.
 */
export const userDevices = pgTable(
  'user_devices',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    familyId: text('family_id'),
    name: text('name').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
  },
  (t) => [index('user_devices_user_idx').on(t.userId), uniqueIndex('user_devices_family_idx').on(t.familyId)],
);

/**
 * The account's own sign-in history (the security centre): every attempt on a known account, successful or refused
 * (wrong password, captcha asked for or wrong, locked), with the browser's user agent, the client's address and the
 * device it came from; a success names the login family it started, so an open session shows where it came from.
 * Kept SIGN_IN_HISTORY_RETENTION_MS. An attempt on an unknown account is nobody's history (the audit log has it).
 */
export const signIns = pgTable(
  'sign_ins',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    at: at('at').notNull(),
    /** success | wrongPassword | captchaRequired | captchaWrong | locked */
    outcome: text('outcome').notNull(),
    deviceId: text('device_id'),
    familyId: text('family_id'),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip'),
  },
  (t) => [index('sign_ins_user_at_idx').on(t.userId, t.at), index('sign_ins_family_idx').on(t.familyId)],
);

/**
 * Every device an account has signed in from successfully. The first sign-in from one not listed here sends the
 * new-device alert; the primary key makes that once per device and account, however many instances race.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: userRef(),
    deviceId: text('device_id').notNull(),
    firstSeenAt: at('first_seen_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceId] })],
);

export const wechatAccounts = pgTable(
  'wechat_accounts',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    nickname: text('nickname').notNull(),
    boundAt: at('bound_at').notNull(),
  },
  (t) => [index('wechat_accounts_user_idx').on(t.userId)],
);

/** E-mail / mobile changes wait for back-office review; at most one pending per user (the partial unique index). */
export const contactChangeRequests = pgTable(
  'contact_change_requests',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    field: text('field').notNull(),
    value: text('value').notNull(),
    status: text('status').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('contact_change_requests_user_idx').on(t.userId),
    uniqueIndex('contact_change_requests_one_pending_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Proof of a fresh password check (verifyUserPasswordPCH5), stored hashed, single use. */
export const passwordTickets = pgTable(
  'password_tickets',
  {
    hash: text('hash').primaryKey(),
    userId: userRef(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('password_tickets_user_idx').on(t.userId)],
);

export const qaQuestions = pgTable(
  'qa_questions',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    createdAt: at('created_at').notNull(),
    lastActivityAt: at('last_activity_at').notNull(),
    lastReplyAt: at('last_reply_at'),
    replyCount: integer('reply_count').notNull().default(0),
    /** A firm reply the user has not read yet. */
    unread: boolean('unread').notNull().default(false),
  },
  (t) => [index('qa_questions_user_activity_idx').on(t.userId, t.lastActivityAt.desc(), t.id.desc())],
);

export const qaReplies = pgTable(
  'qa_replies',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => qaQuestions.id, { onDelete: 'cascade' }),
    from: text('from').notNull(),
    content: text('content').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('qa_replies_question_idx').on(t.questionId, t.id)],
);

export const qualifiedAnswers = pgTable('qualified_answers', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  answers: jsonb('answers').$type<{ questionId: string; optionIds: string[] }[]>().notNull(),
  qualified: boolean('qualified').notNull(),
  confirmedAt: at('confirmed_at').notNull(),
  expiresAt: at('expires_at').notNull(),
});

/** News, investment perspectives, "enter the company" pages and exclusive articles (column key). */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    column: text('column').notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    summaryZh: text('summary_zh').notNull(),
    summaryEn: text('summary_en').notNull(),
    contentZh: text('content_zh').notNull(),
    contentEn: text('content_en').notNull(),
    publishDate: day('publish_date').notNull(),
    cover: text('cover').notNull().default(''),
    videoId: text('video_id'),
    attachmentIds: jsonb('attachment_ids').$type<number[]>().notNull().default([]),
  },
  (t) => [index('articles_column_date_idx').on(t.column, t.publishDate.desc(), t.id.desc())],
);

export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    /** Shown on the public live page too. */
    isPublic: boolean('is_public').notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    summaryZh: text('summary_zh').notNull(),
    summaryEn: text('summary_en').notNull(),
    contentZh: text('content_zh').notNull(),
    contentEn: text('content_en').notNull(),
    locationZh: text('location_zh').notNull(),
    locationEn: text('location_en').notNull(),
    publishDate: day('publish_date').notNull(),
    startTime: at('start_time').notNull(),
    endTime: at('end_time').notNull(),
    cover: text('cover').notNull().default(''),
    videoId: text('video_id'),
  },
  (t) => [
    index('activities_parent_date_idx').on(t.parentId, t.publishDate.desc(), t.id.desc()),
    index('activities_public_date_idx').on(t.isPublic, t.publishDate.desc()),
  ],
);

export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    contentZh: text('content_zh').notNull(),
    contentEn: text('content_en').notNull(),
    publishDate: day('publish_date').notNull(),
    activeUntil: day('active_until').notNull(),
  },
  (t) => [index('announcements_until_idx').on(t.activeUntil)],
);

export const videos = pgTable('videos', {
  id: text('id').primaryKey(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  duration: integer('duration').notNull(),
  cover: text('cover').notNull().default(''),
  clientsOnly: boolean('clients_only').notNull(),
});

export const liveEvents = pgTable(
  'live_events',
  {
    id: serial('id').primaryKey(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    summaryZh: text('summary_zh').notNull(),
    summaryEn: text('summary_en').notNull(),
    startTime: at('start_time').notNull(),
    endTime: at('end_time').notNull(),
    clientsOnly: boolean('clients_only').notNull(),
  },
  (t) => [index('live_events_start_idx').on(t.startTime)],
);

/** Files the server renders as PDFs on the fly: public downloads and article attachments. */
export const cmsFiles = pgTable(
  'cms_files',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull(),
    isPublic: boolean('is_public').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    publishDate: day('publish_date').notNull(),
  },
  (t) => [index('cms_files_public_idx').on(t.isPublic, t.category, t.publishDate.desc())],
);

/** Investment rationales per fund (rank 1-5), shown on the portfolio page. */
export const rationales = pgTable(
  'rationales',
  {
    id: serial('id').primaryKey(),
    fundId: integer('fund_id')
      .notNull()
      .references(() => funds.id, { onDelete: 'cascade' }),
    rank: smallint('rank').notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    summaryZh: text('summary_zh').notNull(),
    summaryEn: text('summary_en').notNull(),
    sectorZh: text('sector_zh').notNull(),
    sectorEn: text('sector_en').notNull(),
  },
  (t) => [index('rationales_fund_rank_idx').on(t.fundId, t.rank)],
);

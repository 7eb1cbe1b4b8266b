/**
 * Accounts and sign-in: users, their relations and applications, sessions, one-time tokens, failure counts,
 * captchas, the outbox and the menu. Everything a second server instance would need lives in tables, never in
 * process memory. Secrets (passwords, tokens, captcha answers) are stored only as hashes.
 */
import { bigint, boolean, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').unique(),
  mobile: text('mobile').unique(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull().default(''),
  passwordHash: text('password_hash').notNull(),
  languageType: text('language_type').notNull().default('zh_CN'),
  fontSize: smallint('font_size').notNull().default(14),
  currentIdType: smallint('current_id_type').notNull().default(0),
  /** When the partnership ends; partnerExpiryFlag is true once the clock passes it. */
  partnerExpiry: at('partner_expiry'),
  operatingDataProcessing: boolean('operating_data_processing').notNull().default(false),
  firstLogin: boolean('first_login').notNull().default(true),
  createdAt: at('created_at').notNull(),
});

export const userRelations = pgTable(
  'user_relations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    relationType: smallint('relation_type').notNull(),
    identityType: smallint('identity_type').notNull(),
    name: text('name').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('user_relations_user_idx').on(t.userId)],
);

/** Pending (status 0) and decided applications to bind an identity. */
export const applyList = pgTable(
  'apply_list',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    identityType: smallint('identity_type').notNull(),
    status: smallint('status').notNull().default(0),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('apply_list_user_idx').on(t.userId)],
);

/**
 * One row per generation of a login's tokens. A login starts a family; each refresh-token rotation revokes the row
 * (revoked_reason 'rotated') and inserts the next generation, so a rotated refresh token is recognised when reused.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    accessHash: text('access_hash').notNull().unique(),
    accessIssuedAt: at('access_issued_at').notNull(),
    /**
     * The short token getToken replaced, accepted until prev_access_until (ACCESS_TOKEN_GRACE_MS): a request the
     * browser sent with it while the refresh was on its way must not end the session.
     */
    prevAccessHash: text('prev_access_hash'),
    prevAccessUntil: at('prev_access_until'),
    refreshHash: text('refresh_hash').notNull().unique(),
    refreshIssuedAt: at('refresh_issued_at').notNull(),
    /**
     * The random nonce the tokens of this row's last refresh were derived from, with the refresh token presented (the
     * short token of a getToken; the next generation's pair of a rotation): refreshes racing it answer the same
     * tokens (server/services/sessions.ts, REFRESH_SHARE_MS). Useless without the refresh token, which is not kept.
     */
    issueNonce: text('issue_nonce'),
    currentIdType: smallint('current_id_type').notNull().default(0),
    /**
     * The device (user_devices.id) whose login started the family: one browser, known by its device cookie, is one
     * device however often it logs in. Null for sessions that no browser started (a binding inside a session).
     */
    deviceId: text('device_id'),
    /** 'complete' once an identity type is selected; 'unfinished' sessions may only select one or log out. */
    step: text('step').notNull(),
    /** When the family's login happened: the absolute lifetime counts from here, across rotations. */
    loginAt: at('login_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    createdAt: at('created_at').notNull(),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (t) => [
    index('sessions_family_idx').on(t.familyId),
    index('sessions_user_idx').on(t.userId),
    index('sessions_prev_access_idx').on(t.prevAccessHash),
  ],
);

/** Tokens for the /sys/onetime/* calls of logins that end without a usable session (binding, applying, ...). */
export const onetimeTokens = pgTable('onetime_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  purpose: text('purpose').notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  revokedAt: at('revoked_at'),
});

/** Wrong passwords per account key (normalised email or mobile), whether the account exists or not. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    accountKey: text('account_key').notNull(),
    at: at('at').notNull(),
  },
  (t) => [index('login_failures_account_at_idx').on(t.accountKey, t.at)],
);

export const captchas = pgTable('captchas', {
  key: text('key').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  solvedForAccount: text('solved_for_account'),
  createdAt: at('created_at').notNull(),
});

/** Plain captcha answers for the demo-only endpoint; written only when the server runs in demo mode. */
export const demoCaptchaAnswers = pgTable('demo_captcha_answers', {
  key: text('key').primaryKey(),
  answer: text('answer').notNull(),
});

/** Messages the server "sent" (SMS, email); the demo endpoint reads them, a real deployment would deliver them. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    code: text('code'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('outbox_to_idx').on(t.to)],
);

/** The client-area menu per identity type; children point at their parent's column id. */
export const menuColumns = pgTable(
  'menu_columns',
  {
    id: serial('id').primaryKey(),
    identityType: smallint('identity_type').notNull(),
    columnId: integer('column_id').notNull(),
    parentColumnId: integer('parent_column_id'),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    content: text('content').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [index('menu_columns_identity_idx').on(t.identityType)],
);

/**
 * The authenticator app's second step (TOTP) of an account: one row per user. confirmed_at is null while a set-up
 * waits for its first code; the secret is never answered after totpStart, and is stored sealed with SECOND_FACTOR_KEY
 * (server/services/second-factor-key.ts), never in the clear. last_step is the time step of the last code accepted: a
 * code of that step or an earlier one is refused (replay).
 */
export const totpFactors = pgTable('totp_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: at('confirmed_at'),
  lastStep: integer('last_step'),
  createdAt: at('created_at').notNull(),
});

/** One-time recovery codes of the second step, stored only as SHA-256 hashes; used_at marks a spent one. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId, t.codeHash)],
);

/**
 * The challenge of a login whose password was right and whose account has the second step on (loginV2's 2013):
 * stored as a hash, single use (used_at), until expires_at.
 */
export const secondStepChallenges = pgTable('second_step_challenges', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/**
 * An investor's passkeys (WebAuthn credentials): the credential id and public key the authenticator gave at
 * registration, its signature counter (an assertion whose counter does not move forward is refused), the transports
 * it named, the name the investor gave it, and when it was last used to sign in.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull().unique(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull(),
    transports: text('transports').notNull(),
    name: text('name').notNull(),
    createdAt: at('created_at').notNull(),
    lastUsedAt: at('last_used_at'),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/**
 * The challenge of one WebAuthn ceremony, stored as its hash: single use (used_at), until expires_at. purpose is
 * register (user_id set), secondStep (second_step_id names the login's challenge) or signIn (no account yet).
 */
export const webauthnChallenges = pgTable('webauthn_challenges', {
  id: serial('id').primaryKey(),
  challengeHash: text('challenge_hash').notNull().unique(),
  purpose: text('purpose').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  secondStepId: integer('second_step_id').references(() => secondStepChallenges.id, { onDelete: 'cascade' }),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

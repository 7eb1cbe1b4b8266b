/**
 * Tables of the login-area flows: verification codes, rate-limit events, the firm's register of fund holders
 * ("client records") that binding matches against, binds waiting for the contact prompt, manual binding
 * applications and partner renewal links. Codes and link secrets are stored only as hashes.
 */
import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { applyList, users } from './schema-accounts.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * SMS/e-mail codes, one row per request. A forgotPassword request for an unknown account also gets a row (code_hash
 * null, never matches) so that rate limits and wrong-try counts behave the same whether the account exists or not.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    /** register | forgotPassword | changeEmail | changeMobile */
    purpose: text('purpose').notNull(),
    /** The normalised address the code went to (e-mail or mobile). */
    account: text('account').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash'),
    failedTries: smallint('failed_tries').notNull().default(0),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    /** Set when a newer code for the same purpose and account replaces this one, or after too many wrong tries. */
    voidedAt: at('voided_at'),
  },
  (t) => [index('verification_codes_purpose_account_idx').on(t.purpose, t.account)],
);

/** One row per rate-limited action (code requests, renewal mails, link checks), keyed by what is limited. */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    at: at('at').notNull(),
  },
  (t) => [index('rate_events_key_at_idx').on(t.key, t.at)],
);

export interface ClientProduct {
  name: string;
  region: 'domestic' | 'offshore';
}

/**
 * The firm's register of fund holders and partners. state: 'active'; 'review' (the firm is re-checking the record:
 * binding becomes an application); 'submitted' (an application for this client is already being processed).
 */
export const clientRecords = pgTable('client_records', {
  id: serial('id').primaryKey(),
  idType: text('id_type').notNull().default('idCard'),
  idNumber: text('id_number').notNull().unique(),
  name: text('name').notNull(),
  /** YYYY-MM-DD */
  birthday: text('birthday').notNull(),
  mobile: text('mobile').notNull(),
  email: text('email').notNull().default(''),
  /** 'individual' | 'partner' */
  kind: text('kind').notNull(),
  products: jsonb('products').$type<ClientProduct[]>().notNull().default([]),
  partnerName: text('partner_name'),
  enterpriseEmail: text('enterprise_email'),
  state: text('state').notNull().default('active'),
  /** The portal account bound to this record; another account cannot bind it. */
  boundUserId: integer('bound_user_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: at('updated_at').notNull(),
});

/** A bind that matched a record but not its contact: waits for coverClientMsg. */
export const pendingBinds = pgTable(
  'pending_binds',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recordId: integer('record_id')
      .notNull()
      .references(() => clientRecords.id, { onDelete: 'cascade' }),
    identityType: smallint('identity_type').notNull(),
    relationType: smallint('relation_type').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email').notNull(),
    enterpriseEmail: text('enterprise_email'),
    createdAt: at('created_at').notNull(),
    resolvedAt: at('resolved_at'),
  },
  (t) => [index('pending_binds_user_idx').on(t.userId)],
);

/** What an application (apply_list row) asked for, for the staff who review it. */
export const bindApplications = pgTable('bind_applications', {
  id: serial('id').primaryKey(),
  applyId: integer('apply_id')
    .notNull()
    .references(() => applyList.id, { onDelete: 'cascade' }),
  /** 'manual' (no record matched), 'review' (record under review), 'contactChange' (overwrite the record's contact) */
  reason: text('reason').notNull(),
  recordId: integer('record_id').references(() => clientRecords.id, { onDelete: 'set null' }),
  relationType: smallint('relation_type').notNull(),
  idType: text('id_type').notNull(),
  idNumber: text('id_number').notNull(),
  birthday: text('birthday').notNull(),
  mobile: text('mobile').notNull(),
  email: text('email').notNull(),
  enterpriseEmail: text('enterprise_email'),
  productName: text('product_name').notNull().default(''),
  purchaseChannel: text('purchase_channel').notNull().default(''),
  additionalInformation: text('additional_information').notNull().default(''),
  createdAt: at('created_at').notNull(),
});

/** Partner renewal links (/validEmail?authCode=...): single use, expiring, a resend voids the older ones. */
export const partnerAuthLinks = pgTable(
  'partner_auth_links',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    email: text('email').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    voidedAt: at('voided_at'),
  },
  (t) => [index('partner_auth_links_user_idx').on(t.userId)],
);

/** Login accounts typed by people: an e-mail or a mobile number, normalised the way they are stored. */
import { eq, or } from 'drizzle-orm';
import { RESULT_CODE } from '../../src/constants.ts';
import type { AppContext } from '../context.ts';
import { users } from '../db/schema.ts';
import { AppError } from './errors.ts';
import { maskAccount } from './user-info.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Mainland numbers (11 digits starting 1[3-9]) or an international number with its + country code.
const MOBILE = /^(1[3-9][0-9]{9}|\+[0-9]{6,19})$/;

/**
 * One spelling per mobile number, wherever one is typed (login, registration, codes, password reset, contact change,
 * binding, the public forms): spaces, dashes, dots and brackets go, a 00 international prefix becomes +, and a
 * mainland number loses its country code. '+86 138-0000-0001', '0086 13800000001' and '13800000001' are one account.
 */
export function normalizeMobile(typed: string): string {
  const compact = typed.trim().replace(/[\s\-.()]/g, '').replace(/^00/, '+');
  return /^\+861[3-9][0-9]{9}$/.test(compact) ? compact.slice(3) : compact;
}

/** An account as typed at login: e-mails lower-cased, anything else a mobile number. */
export const normalizeAccount = (typed: string) => (typed.includes('@') ? typed.trim().toLowerCase() : normalizeMobile(typed));

export interface Account {
  kind: 'email' | 'sms';
  /** Normalised: e-mails lower-cased, mobiles by normalizeMobile. */
  value: string;
}

export const invalidAccount = () => new AppError(RESULT_CODE.invalidInput, 'accountInvalid');

export function parseAccount(typed: string): Account {
  const value = typed.trim();
  if (value.includes('@')) {
    const email = value.toLowerCase();
    if (!EMAIL.test(email)) throw invalidAccount();
    return { kind: 'email', value: email };
  }
  const mobile = normalizeMobile(value);
  if (!MOBILE.test(mobile)) throw invalidAccount();
  return { kind: 'sms', value: mobile };
}

export const maskOf = (account: Account) =>
  account.kind === 'email' ? maskAccount(account.value, null) : maskAccount(null, account.value);

export async function findUser({ db }: AppContext, account: Account) {
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(users.email, account.value), eq(users.mobile, account.value)));
  return user;
}

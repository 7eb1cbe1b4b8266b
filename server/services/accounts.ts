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

export interface Account {
  kind: 'email' | 'sms';
  /** Normalised: e-mails lower-cased, mobiles without spaces or dashes. */
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
  const mobile = value.replace(/[\s-]/g, '');
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

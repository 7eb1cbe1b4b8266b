/**
 * Who may see what in the client area. Investors (identity types 1-2) see funds they hold or held; partners (3)
 * see the products offered to partners. A fund that exists but is not the caller's answers exactly like one that
 * does not exist (4004), so ids cannot be probed.
 */
import { and, eq, sql } from 'drizzle-orm';
import { IDENTITY_TYPE, RESULT_CODE, type LanguageType } from '../../src/constants.ts';
import type { AppContext } from '../context.ts';
import { perDb } from '../db/prepared.ts';
import { funds, holdings } from '../db/schema.ts';
import { AppError, forbidden, tokenInvalid } from './errors.ts';
import type { SessionRow } from './sessions.ts';

export type FundRow = typeof funds.$inferSelect;

export const notFound = () => new AppError(RESULT_CODE.notFound, 'notFound');
export const invalid = (key: ConstructorParameters<typeof AppError>[1] = 'invalidInput') =>
  new AppError(RESULT_CODE.invalidInput, key);

export function sessionOf(session: SessionRow | undefined): SessionRow {
  if (!session) throw tokenInvalid();
  return session;
}

const isInvestor = (s: SessionRow) =>
  s.currentIdType === IDENTITY_TYPE.individual || s.currentIdType === IDENTITY_TYPE.institution;

export function requireInvestor(session: SessionRow | undefined): SessionRow {
  const s = sessionOf(session);
  if (!isInvestor(s)) throw forbidden();
  return s;
}

export function requirePartner(session: SessionRow | undefined): SessionRow {
  const s = sessionOf(session);
  if (s.currentIdType !== IDENTITY_TYPE.partner) throw forbidden();
  return s;
}

const heldFundStatement = perDb((db) =>
  db
    .select({ fund: funds, holding: holdings })
    .from(funds)
    .innerJoin(holdings, and(eq(holdings.fundId, funds.id), eq(holdings.userId, sql.placeholder('userId'))))
    .where(eq(funds.code, sql.placeholder('code')))
    .prepare('hl_held_fund'),
);

/** A fund the investor holds or held, with the holding; one indexed join. */
export async function heldFund({ db }: AppContext, session: SessionRow, code: string) {
  const [row] = await heldFundStatement(db).execute({ userId: session.userId, code });
  if (!row) throw notFound();
  return row;
}

export async function partnerFund({ db }: AppContext, code: string): Promise<FundRow> {
  const [fund] = await db
    .select()
    .from(funds)
    .where(and(eq(funds.code, code), eq(funds.partnerOffered, true)));
  if (!fund) throw notFound();
  return fund;
}

/** For operations open to both: held funds for investors, offered products for partners. */
export async function visibleFund(ctx: AppContext, session: SessionRow | undefined, code: string): Promise<FundRow> {
  const s = sessionOf(session);
  if (s.currentIdType === IDENTITY_TYPE.partner) return partnerFund(ctx, code);
  if (!isInvestor(s)) throw forbidden();
  return (await heldFund(ctx, s, code)).fund;
}

export const pick = (lang: LanguageType, zh: string, en: string) => (lang === 'en_US' ? en : zh);
export const fundName = (f: Pick<FundRow, 'nameZh' | 'nameEn'>, lang: LanguageType) => pick(lang, f.nameZh, f.nameEn);

export interface PageQuery {
  page?: number;
  limit?: number;
}

export function paging(q: PageQuery) {
  const page = q.page ?? 1;
  const limit = q.limit ?? 10;
  return { page, limit, offset: (page - 1) * limit };
}

export const pageOf = <T>(list: T[], total: number, { page, limit }: { page: number; limit: number }) => ({
  list,
  total,
  page,
  limit,
});

export function checkRange(startDate?: string, endDate?: string) {
  if (startDate && endDate && startDate > endDate) throw invalid('dateRangeInvalid');
}

export const ratio = (value: number, decimals = 6) => Math.round(value * 10 ** decimals) / 10 ** decimals;
export const money = (value: number) => Math.round(value * 100) / 100;

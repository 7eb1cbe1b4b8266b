/** Portfolio construction, top rationales and the qualified-investor questionnaire. */
import { and, asc, eq } from 'drizzle-orm';
import type { LanguageType } from '../../src/constants.ts';
import type { Schemas } from '../api-types.ts';
import type { AppContext } from '../context.ts';
import { utcDate } from '../dates.ts';
import { qualifiedAnswers, rationales } from '../db/schema.ts';
import { invalid, notFound, pick, sessionOf, visibleFund, type FundRow } from './client-access.ts';
import { scopedFunds, scopeOf, sectorsOf } from './client-assets.ts';
import type { SessionRow } from './sessions.ts';

/** The fund asked for (checked), or the first configured fund of the caller. */
export async function portfolioFund(ctx: AppContext, session: SessionRow | undefined, fundCode?: string): Promise<FundRow> {
  if (fundCode) return visibleFund(ctx, session, fundCode);
  const first = (await configuredFunds(ctx, sessionOf(session)))[0];
  if (!first) throw notFound();
  return first;
}

export async function configuredFunds(ctx: AppContext, session: SessionRow): Promise<FundRow[]> {
  return (await scopedFunds(ctx, scopeOf(session))).filter((f) => f.portfolioConfigured);
}

export const portfolioData = (f: FundRow, lang: LanguageType): Schemas['PortfolioData'] => ({
  fundCode: f.code,
  asOfDate: f.lastNavDate,
  mainPortfolioShare: f.mainPortfolioShare,
  sectorExposure: sectorsOf(f, lang),
  themes: f.themes.map((t) => ({ name: pick(lang, t.zh, t.en), weight: t.weight })),
});

export async function topRationales(ctx: AppContext, f: FundRow, lang: LanguageType): Promise<Schemas['Rationale'][]> {
  const rows = await ctx.db.select().from(rationales).where(eq(rationales.fundId, f.id)).orderBy(asc(rationales.rank)).limit(5);
  return rows.map((r) => ({
    id: String(r.id),
    title: pick(lang, r.titleZh, r.titleEn),
    summary: pick(lang, r.summaryZh, r.summaryEn),
    sector: pick(lang, r.sectorZh, r.sectorEn),
  }));
}

/** Questions of SPEC.md section 1's thresholds; qualified when any threshold option is chosen. */
const QUESTIONS: { id: string; zh: string; en: string; multiple: boolean; options: [string, string, string, boolean][] }[] = [
  {
    id: 'q1',
    zh: '您的投资者类型',
    en: 'Your investor type',
    multiple: false,
    options: [
      ['individual', '个人投资者', 'Individual', false],
      ['organisation', '机构投资者', 'Organisation', false],
    ],
  },
  {
    id: 'q2',
    zh: '您符合以下哪些条件（可多选）',
    en: 'Which of these apply to you (several allowed)',
    multiple: true,
    options: [
      ['single', '单笔投资不低于100万元', 'A single investment of at least CNY 1 million', true],
      ['orgAssets', '机构净资产不低于1000万元', 'Organisation net assets of at least CNY 10 million', true],
      ['finAssets', '个人金融资产不低于300万元', 'Personal financial assets of at least CNY 3 million', true],
      ['income', '最近三年个人年均收入不低于50万元', 'Average yearly income of at least CNY 500 thousand over three years', true],
      ['none', '以上均不符合', 'None of these', false],
    ],
  },
];

/** How long an assessment holds. */
export const QUALIFIED_VALID_DAYS = 365;

export const questionnaire = (lang: LanguageType): Schemas['QualifiedQuestion'][] =>
  QUESTIONS.map((q) => ({
    questionId: q.id,
    title: pick(lang, q.zh, q.en),
    multiple: q.multiple,
    options: q.options.map(([optionId, zh, en]) => ({ optionId, text: pick(lang, zh, en) })),
  }));

export async function qualifiedStatus(ctx: AppContext, userId: number): Promise<Schemas['QualifiedStatus']> {
  const [row] = await ctx.db.select().from(qualifiedAnswers).where(eq(qualifiedAnswers.userId, userId));
  if (!row) return { qualified: false, confirmedAt: null, expiresAt: null };
  const alive = row.expiresAt.getTime() > ctx.clock.now();
  return { qualified: row.qualified && alive, confirmedAt: row.confirmedAt.toISOString(), expiresAt: row.expiresAt.toISOString() };
}

export async function previousAnswers(ctx: AppContext, userId: number) {
  const [row] = await ctx.db.select({ answers: qualifiedAnswers.answers }).from(qualifiedAnswers).where(and(eq(qualifiedAnswers.userId, userId)));
  return row?.answers ?? [];
}

export async function answerQuestionnaire(ctx: AppContext, userId: number, answers: Schemas['QualifiedAnswer'][]) {
  let qualified = false;
  for (const a of answers) {
    const q = QUESTIONS.find((x) => x.id === a.questionId);
    if (!q || (!q.multiple && a.optionIds.length > 1)) throw invalid('unknownAnswer');
    for (const id of a.optionIds) {
      const option = q.options.find(([o]) => o === id);
      if (!option) throw invalid('unknownAnswer');
      qualified ||= option[3];
    }
  }
  const now = ctx.clock.now();
  const row = { answers, qualified, confirmedAt: new Date(now), expiresAt: utcDate(now).add(QUALIFIED_VALID_DAYS, 'day').toDate() };
  await ctx.db.insert(qualifiedAnswers).values({ userId, ...row }).onConflictDoUpdate({ target: qualifiedAnswers.userId, set: row });
  return qualifiedStatus(ctx, userId);
}

/**
 * The fictional fund range: 20 domestic CNY funds, 6 offshore USD funds and 4 trust plans where the firm is
 * adviser, with daily NAV from each fund's inception to DATA_END: each fund follows a demo market index (random walks
 * from fixed seeds), and its benchmark is computed from the same indices.
 */
import type { LocalizedWeight } from '../db/schema-client.ts';
import { businessDays, nextBusinessDay, prng, round } from './prng.ts';

/** Last business day with an official NAV in the demo data (a Friday). */
export const DATA_END = '2026-10-30';
/** The estimate published after DATA_END (the next business day: Monday 2026-11-02). */
export const ESTIMATE_DATE = nextBusinessDay(DATA_END);

export type FundKind = 'domestic' | 'offshore' | 'trust';

export interface FundSpec {
  code: string;
  kind: FundKind;
  nameZh: string;
  nameEn: string;
  inception: string;
  partnerOffered: boolean;
  /** Index into SECTORS of the fund's main theme. */
  focus: number;
  /** The fund's strategy (FUND_STRATEGIES of server/services/portfolio-insight.ts). */
  strategy: FundStrategy;
}

export type FundStrategy = 'equityLong' | 'equityLongShort' | 'balanced';


const THEMES: [string, string, number, FundStrategy][] = [
  ['价值精选', 'Value Select', 5, 'equityLong'],
  ['成长优选', 'Growth Select', 0, 'equityLong'],
  ['消费升级', 'Consumer Upgrade', 2, 'equityLong'],
  ['科技创新', 'Technology Innovation', 0, 'equityLong'],
  ['医疗健康', 'Healthcare', 1, 'equityLong'],
  ['先进制造', 'Advanced Manufacturing', 4, 'equityLong'],
  ['稳健回报', 'Steady Return', 5, 'balanced'],
  ['红利增强', 'Dividend Enhanced', 6, 'equityLong'],
  ['均衡配置', 'Balanced Allocation', 3, 'balanced'],
  ['长期价值', 'Long-term Value', 2, 'equityLong'],
];
const ZH_NUMBERS = ['一', '二'];
const DOMESTIC_INCEPTIONS = [
  '2015-06-01', '2016-03-01', '2017-01-03', '2017-09-01', '2018-04-02', '2018-10-08', '2019-05-06', '2019-11-01',
  '2020-03-02', '2020-08-03', '2021-01-04', '2021-06-01', '2021-10-08', '2022-03-01', '2022-07-01', '2022-11-01',
  '2023-03-01', '2023-08-01', '2024-01-02', '2024-06-03',
];

const OFFSHORE: [string, string, string, number, FundStrategy][] = [
  ['泓岸大中华基金', 'Harbourline Greater China Fund SP', '2016-07-01', 0, 'equityLong'],
  ['泓岸亚洲机遇基金', 'Harbourline Asia Opportunities Fund', '2018-01-02', 4, 'equityLong'],
  ['泓岸中国医疗基金', 'Harbourline China Healthcare Fund', '2019-07-01', 1, 'equityLong'],
  ['泓岸中国消费基金', 'Harbourline China Consumer Fund', '2020-09-01', 2, 'equityLong'],
  ['泓岸全球科技基金', 'Harbourline Global Technology Fund', '2021-09-01', 0, 'equityLong'],
  ['泓岸大中华多空基金', 'Harbourline Greater China Long-Short Fund', '2023-01-03', 5, 'equityLongShort'],
];

const TRUSTS: [string, string, string, number, FundStrategy][] = [
  ['云舟信托·泓岸价值一号集合资金信托计划', 'Yunzhou Trust · Harbourline Value Trust Plan No.1', '2017-05-02', 5, 'equityLong'],
  ['云舟信托·泓岸成长一号集合资金信托计划', 'Yunzhou Trust · Harbourline Growth Trust Plan No.1', '2019-09-02', 0, 'equityLong'],
  ['澄江信托·泓岸稳健一号集合资金信托计划', 'Chengjiang Trust · Harbourline Steady Trust Plan No.1', '2021-04-01', 6, 'balanced'],
  ['澄江信托·泓岸均衡一号集合资金信托计划', 'Chengjiang Trust · Harbourline Balanced Trust Plan No.1', '2023-05-04', 3, 'balanced'],
];

const pad = (n: number) => String(n).padStart(2, '0');

export const FUND_SPECS: FundSpec[] = [
  ...DOMESTIC_INCEPTIONS.map((inception, i): FundSpec => {
    const [zh, en, focus, strategy] = THEMES[i % THEMES.length];
    const series = Math.floor(i / THEMES.length);
    return {
      code: `HL0${pad(i + 1)}`,
      kind: 'domestic',
      nameZh: `泓岸${zh}${ZH_NUMBERS[series]}号私募证券投资基金`,
      nameEn: `Harbourline ${en} Fund No.${series + 1}`,
      inception,
      partnerOffered: i < 14,
      focus,
      strategy,
    };
  }),
  ...OFFSHORE.map(([nameZh, nameEn, inception, focus, strategy], i): FundSpec => ({
    code: `HLF${pad(i + 1)}`,
    kind: 'offshore',
    nameZh,
    nameEn,
    inception,
    partnerOffered: i < 4,
    focus,
    strategy,
  })),
  ...TRUSTS.map(([nameZh, nameEn, inception, focus, strategy], i): FundSpec => ({
    code: `HLT${pad(i + 1)}`,
    kind: 'trust',
    nameZh,
    nameEn,
    inception,
    partnerOffered: false,
    focus,
    strategy,
  })),
];

export const SECTORS: [string, string][] = [
  ['信息技术', 'Information Technology'],
  ['医疗保健', 'Health Care'],
  ['日常消费', 'Consumer Staples'],
  ['可选消费', 'Consumer Discretionary'],
  ['工业', 'Industrials'],
  ['金融', 'Financials'],
  ['公用事业', 'Utilities'],
  ['原材料', 'Materials'],
  ['现金及其他', 'Cash and Other'],
];

export interface NavRow {
  date: string;
  nav: number;
  /** NAV plus every cash dividend per share paid so far (4 decimals, like the NAV). */
  accNav: number;
  benchmark: number;
  estimatedNav: number;
  /** Cash dividend per share paid on this date (0 on most days): the NAV falls by it, the accumulated NAV does not. */
  dividend: number;
}

let calendar: string[] | undefined;
/** The business days from the first inception to DATA_END: one calendar that every fund's series and every index share. */
function marketCalendar(): string[] {
  calendar ??= businessDays(FUND_SPECS.map((s) => s.inception).sort()[0], DATA_END);
  return calendar;
}

/** Trading days per year, for annual drift and volatility. */
const DAYS_PER_YEAR = 250;
const DT = 1 / DAYS_PER_YEAR;

/**
 * The demo market: daily closes (1 on the first day of the calendar) of three fictional total-return indices, one
 * random walk each from a fixed seed, with drifts and volatilities of their kind of market, named for a fictional index
 * provider, Jade Ridge: a large-cap A-share index (~6 % a year, ~22 % volatility), a composite bond index (~3.5 %,
 * ~1.5 %) and a Greater China equity index in USD (~5.5 %, ~20 %, correlated 0.65 with the A-share index).
 */
export interface MarketIndices {
  dates: string[];
  aShares: number[];
  bond: number[];
  greaterChina: number[];
}

const MARKET_SEED = 20150621;
const A_SHARES = { mu: 0.06, sigma: 0.22 };
const BOND = { mu: 0.035, sigma: 0.015 };
const GREATER_CHINA = { mu: 0.055, sigma: 0.2, rho: 0.65 };

const step = ({ mu, sigma }: { mu: number; sigma: number }, z: number) => Math.exp((mu - (sigma * sigma) / 2) * DT + sigma * Math.sqrt(DT) * z);

let market: MarketIndices | undefined;
export function marketIndices(): MarketIndices {
  if (market) return market;
  const r = prng(MARKET_SEED);
  const dates = marketCalendar();
  const aShares = [1];
  const bond = [1];
  const greaterChina = [1];
  for (let i = 1; i < dates.length; i++) {
    const a = r.gaussian();
    const b = r.gaussian();
    const c = r.gaussian();
    aShares.push(aShares[i - 1] * step(A_SHARES, a));
    bond.push(bond[i - 1] * step(BOND, b));
    const rho = GREATER_CHINA.rho;
    greaterChina.push(greaterChina[i - 1] * step(GREATER_CHINA, rho * a + Math.sqrt(1 - rho * rho) * c));
  }
  market = { dates, aShares, bond, greaterChina };
  return market;
}

/**
 * A fund's benchmark from its inception (1 on the first day), as benchmarkOf names it: domestic funds and trust
 * plans 80 % A-share large cap + 20 % composite bond, rebalanced daily; offshore funds the Greater China index.
 */
export function benchmarkSeries(spec: FundSpec): number[] {
  const m = marketIndices();
  const first = m.dates.findIndex((d) => d >= spec.inception);
  const out = [1];
  for (let i = first + 1; i < m.dates.length; i++) {
    const daily =
      spec.kind === 'offshore'
        ? m.greaterChina[i] / m.greaterChina[i - 1] - 1
        : 0.8 * (m.aShares[i] / m.aShares[i - 1] - 1) + 0.2 * (m.bond[i] / m.bond[i - 1] - 1);
    out.push(out[out.length - 1] * (1 + daily));
  }
  return out;
}

/** NAV at which a December dividend is paid, and the dividend per share. */
const DIVIDEND_NAV = 1.3;
const DIVIDEND = 0.05;

/**
 * Daily NAV from inception: the fund's market (the A-share index, the Greater China one offshore) times a beta, plus
 * a yearly excess return and noise of its own, from a per-fund seed. A December dividend of 0.05 a share once the
 * NAV is above 1.3; the accumulated NAV adds the dividends paid back.
 */
export function navSeries(spec: FundSpec, seed: number): NavRow[] {
  const r = prng(seed);
  const trust = spec.kind === 'trust';
  const beta = trust ? 0.45 + r.next() * 0.25 : 0.6 + r.next() * 0.3;
  const alpha = 0.01 + r.next() * 0.05;
  const own = (trust ? 0.04 : 0.06) + r.next() * 0.06;
  const m = marketIndices();
  const index = spec.kind === 'offshore' ? m.greaterChina : m.aShares;
  const bench = benchmarkSeries(spec);
  const first = m.dates.findIndex((d) => d >= spec.inception);
  let nav = 1;
  let paidPerShare = 0;
  let lastYearPaid = '';
  const rows: NavRow[] = [];
  for (let i = first; i < m.dates.length; i++) {
    const date = m.dates[i];
    if (i > first) {
      const marketLog = Math.log(index[i] / index[i - 1]);
      nav *= Math.exp(beta * marketLog + (alpha - (own * own) / 2) * DT + own * Math.sqrt(DT) * r.gaussian());
    }
    let dividend = 0;
    const year = date.slice(0, 4);
    if (date.slice(5, 7) === '12' && date.slice(8) >= '15' && lastYearPaid !== year && nav > DIVIDEND_NAV) {
      nav -= DIVIDEND;
      dividend = DIVIDEND;
      paidPerShare = round(paidPerShare + DIVIDEND, 4);
      lastYearPaid = year;
    }
    const rounded = round(nav, 4);
    rows.push({
      date,
      nav: rounded,
      accNav: round(rounded + paidPerShare, 4),
      benchmark: round(bench[i - first], 4),
      estimatedNav: round(nav * (1 + 0.002 * r.gaussian()), 4),
      dividend,
    });
  }
  return rows;
}

export function sectorWeights(spec: FundSpec, seed: number): LocalizedWeight[] {
  const r = prng(seed);
  const raw = SECTORS.map((_, i) => (i === spec.focus ? 3 : 0.3) + r.next());
  const bench = SECTORS.map(() => 0.5 + r.next());
  const sum = raw.reduce((a, b) => a + b, 0);
  const bsum = bench.reduce((a, b) => a + b, 0);
  return SECTORS.map(([zh, en], i) => ({
    zh,
    en,
    weight: round(raw[i] / sum, 4),
    benchmarkWeight: round(bench[i] / bsum, 4),
  })).sort((a, b) => b.weight - a.weight);
}

export function termsOf(spec: FundSpec): { zh: [string, string]; en: [string, string] }[] {
  const trust = spec.kind === 'trust';
  const offshore = spec.kind === 'offshore';
  const row = (zhL: string, zhV: string, enL: string, enV: string) => ({
    zh: [zhL, zhV] as [string, string],
    en: [enL, enV] as [string, string],
  });
  return [
    trust
      ? row('投资顾问', '泓岸资本', 'Investment adviser', 'Harbourline Capital')
      : row('基金管理人', '泓岸资本', 'Fund manager', 'Harbourline Capital'),
    trust
      ? row('受托人', spec.nameZh.split('·')[0], 'Trustee', spec.nameEn.split(' · ')[0])
      : offshore
        ? row('托管人', '子午信托（开曼）有限公司', 'Custodian', 'Meridian Trust (Cayman) Ltd.')
        : row('托管人', '北辰证券股份有限公司', 'Custodian', 'Beichen Securities Co., Ltd.'),
    row('管理费', '1.5%/年', 'Management fee', '1.5% p.a.'),
    row('业绩报酬', '超过业绩基准部分的20%', 'Performance fee', '20% above the benchmark'),
    row('申购', '每月开放', 'Subscription', 'Monthly'),
    row('赎回', '每月开放，锁定期12个月', 'Redemption', 'Monthly, 12-month lock-up'),
    row('风险等级', offshore ? 'R5' : 'R4', 'Risk level', offshore ? 'R5' : 'R4'),
    row('起投金额', offshore ? '100万美元' : '100万元', 'Minimum investment', offshore ? 'USD 1,000,000' : 'CNY 1,000,000'),
  ];
}

export const benchmarkOf = (spec: FundSpec): [string, string] =>
  spec.kind === 'offshore'
    ? ['翠岭大中华股票指数（美元）', 'Jade Ridge Greater China Equity Index (USD)']
    : ['翠岭A股大盘指数收益率×80%＋翠岭综合债券指数收益率×20%', '80% Jade Ridge A-Share Large Cap Index + 20% Jade Ridge Composite Bond Index'];

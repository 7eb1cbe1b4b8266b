/**
 * The words of a report PDF in each language: labels, the manager's commentary (written from the report's figures)
 * and the important information. A Chinese report is in Chinese throughout, an English one in English.
 */
import type { LanguageType } from '../../src/constants.ts';
import type { ReportModel, ReportType } from './report-model.ts';

const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ZH_QUARTERS = ['一', '二', '三', '四'];
const EN_QUARTERS = ['first', 'second', 'third', 'fourth'];

const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];

/** "2026年9月30日" or "30 September 2026". */
export function longDate(iso: string, lang: LanguageType): string {
  const [y, m, d] = parts(iso);
  return lang === 'en_US' ? `${d} ${EN_MONTHS[m - 1]} ${y}` : `${y}年${m}月${d}日`;
}

/** Two decimals; `signed` puts a plus before a gain. A result that rounds to zero has no sign. */
export function percent(value: number, signed = false): string {
  const text = (value * 100).toFixed(2);
  if (text === '0.00' || text === '-0.00') return '0.00%';
  return `${signed && value > 0 ? '+' : ''}${text}%`;
}

/** A percentage without its sign, for sentences that say "rose" or "fell". */
const size = (value: number) => percent(Math.abs(value));
const points = (value: number) => (Math.abs(value) * 100).toFixed(2);

/** The period as a sentence names it: "2026年第三季度", "the third quarter of 2026". */
export function periodName(type: ReportType, period: string, lang: LanguageType): string {
  const year = period.slice(0, 4);
  if (type === 'quarterly') {
    const q = Number(period.slice(5)) - 1;
    return lang === 'en_US' ? `the ${EN_QUARTERS[q]} quarter of ${year}` : `${year}年第${ZH_QUARTERS[q]}季度`;
  }
  if (type === 'monthly') {
    const m = Number(period.slice(5, 7));
    return lang === 'en_US' ? `${EN_MONTHS[m - 1]} ${year}` : `${year}年${m}月`;
  }
  return lang === 'en_US' ? `the year ${year}` : `${year}年度`;
}

/** The period for a heading: "2026年第三季度", "Third quarter 2026". */
export function periodHeading(type: ReportType, period: string, lang: LanguageType): string {
  if (lang !== 'en_US') return periodName(type, period, lang);
  const year = period.slice(0, 4);
  if (type === 'quarterly') {
    const q = EN_QUARTERS[Number(period.slice(5)) - 1];
    return `${q[0].toUpperCase()}${q.slice(1)} quarter ${year}`;
  }
  if (type === 'annual') return `Year ${year}`;
  return periodName(type, period, lang);
}

/** A currency as the cover names it: "人民币", "CNY". */
export const currencyName = (code: string, lang: LanguageType): string =>
  lang === 'en_US' ? code : ({ CNY: '人民币', USD: '美元' } as Record<string, string>)[code] ?? code;

/** Assets under management: "3.25亿元", "CNY 325.4 million". */
export function assets(amount: number, currency: string, lang: LanguageType): string {
  if (lang === 'en_US') return `${currency} ${(amount / 1e6).toFixed(1).replace(/\B(?=(\d{3})+\.)/g, ',')} million`;
  return `${(amount / 1e8).toFixed(2)}亿${currency === 'USD' ? '美元' : '元'}`;
}

export interface ReportText {
  brand: string;
  reportType: Record<ReportType, string>;
  demoNote: string;
  page: (n: number, of: number) => string;
  cover: {
    fundCode: string;
    currency: string;
    inception: string;
    benchmark: string;
    aum: string;
    aumAt: (amount: string, date: string) => string;
    published: string;
    period: string;
    navAt: (date: string) => string;
    accNav: string;
    periodReturn: string;
    sinceInception: string;
  };
  commentary: { heading: string; signature: string };
  performance: {
    heading: string;
    summary: string;
    fund: string;
    benchmark: string;
    excess: string;
    period: string;
    sinceInception: string;
    annualised: string;
    volatility: string;
    maxDrawdown: string;
    table: string;
    date: string;
    nav: string;
    accNav: string;
    benchmarkLevel: string;
    change: string;
    opening: string;
    tableNote: string;
  };
  chart: {
    heading: string;
    periodGrowth: string;
    growth: string;
    growthNote: string;
    period: string;
    years: string;
    yearLabel: (year: string, partial: boolean) => string;
    yearsNote: string;
  };
  portfolio: {
    heading: string;
    sectors: (asOf: string) => string;
    sector: string;
    weight: string;
    benchmarkWeight: string;
    active: string;
    mainShare: (share: string) => string;
    themes: string;
    rationales: string;
  };
  disclaimer: { heading: string; items: string[]; contact: string };
}

const CONTACT_EMAIL = 'ir@harbourline.example';

const ZH: ReportText = {
  brand: '泓岸资本',
  reportType: { quarterly: '季度报告', monthly: '月度报告', annual: '年度报告' },
  demoNote: '泓岸资本 · 虚构演示数据',
  page: (n, of) => `第${n}页 共${of}页`,
  cover: {
    fundCode: '产品代码',
    currency: '币种',
    inception: '成立日期',
    benchmark: '业绩基准',
    aum: '管理规模',
    aumAt: (amount, date) => `${amount}（${date}）`,
    published: '发布日期',
    period: '报告期',
    navAt: (date) => `单位净值（${date}）`,
    accNav: '累计净值',
    periodReturn: '报告期收益率',
    sinceInception: '成立以来收益率',
  },
  commentary: { heading: '基金经理评述', signature: '泓岸资本投资管理团队' },
  performance: {
    heading: '净值表现',
    summary: '业绩概览',
    fund: '本产品',
    benchmark: '业绩基准',
    excess: '超额收益',
    period: '报告期',
    sinceInception: '成立以来',
    annualised: '成立以来年化',
    volatility: '报告期年化波动率',
    maxDrawdown: '报告期最大回撤',
    table: '净值明细',
    date: '日期',
    nav: '单位净值',
    accNav: '累计净值',
    benchmarkLevel: '业绩基准',
    change: '累计净值变动',
    opening: '期初',
    tableNote: '业绩基准以产品成立日为1；累计净值计入历次分红。',
  },
  chart: {
    heading: '业绩走势',
    periodGrowth: '报告期累计收益率',
    growth: '成立以来累计收益率',
    growthNote: '累计收益率按累计净值计算，阴影为本报告期。',
    period: '本报告期',
    years: '年度收益率',
    yearLabel: (year, partial) => (partial ? `${year}*` : year),
    yearsNote: '* 不足一年：成立当年自成立日起算，报告期所在年度计至报告期末。',
  },
  portfolio: {
    heading: '投资组合',
    sectors: (asOf) => `行业分布（截至${asOf}）`,
    sector: '行业',
    weight: '本产品',
    benchmarkWeight: '业绩基准',
    active: '超配/低配',
    mainShare: (share) => `主投资组合占比：${share}`,
    themes: '主题',
    rationales: '前五大投资逻辑',
  },
  disclaimer: {
    heading: '重要声明',
    items: [
      '本报告由泓岸资本（虚构机构）为演示目的生成，所载数据均为虚构的演示数据，不构成任何投资建议、要约或要约邀请。',
      '本报告中的净值、业绩基准与行业分布数据与泓岸资本投资者门户出自同一数据源，所列数据与门户所示一致。',
      '产品的过往业绩不代表其未来表现。产品净值可能上涨也可能下跌，投资者可能损失部分或全部本金。',
      '私募产品仅面向合格投资者。投资者应认真阅读产品合同等法律文件，了解产品的风险收益特征，并根据自身的风险承受能力审慎决策。',
      '业绩基准仅用于衡量业绩表现，不是对未来收益的承诺。年化收益率按每年365.25天折算，年化波动率按每年250个交易日折算。',
      '未经泓岸资本书面许可，任何机构和个人不得复制、转载或以其他方式使用本报告的任何内容。',
    ],
    contact: `投资者服务邮箱：${CONTACT_EMAIL}`,
  },
};

const EN: ReportText = {
  brand: 'Harbourline Capital',
  reportType: { quarterly: 'Quarterly report', monthly: 'Monthly report', annual: 'Annual report' },
  demoNote: 'Harbourline Capital · Fictional demo data',
  page: (n, of) => `Page ${n} of ${of}`,
  cover: {
    fundCode: 'Fund code',
    currency: 'Currency',
    inception: 'Inception',
    benchmark: 'Benchmark',
    aum: 'Assets under management',
    aumAt: (amount, date) => `${amount} (${date})`,
    published: 'Published',
    period: 'Period',
    navAt: (date) => `NAV per share (${date})`,
    accNav: 'Accumulated NAV',
    periodReturn: 'Return over the period',
    sinceInception: 'Return since inception',
  },
  commentary: { heading: "Manager's commentary", signature: 'Harbourline Capital investment team' },
  performance: {
    heading: 'NAV performance',
    summary: 'Summary',
    fund: 'Fund',
    benchmark: 'Benchmark',
    excess: 'Excess return',
    period: 'Period',
    sinceInception: 'Since inception',
    annualised: 'Annualised since inception',
    volatility: 'Annualised volatility (period)',
    maxDrawdown: 'Maximum drawdown (period)',
    table: 'NAV table',
    date: 'Date',
    nav: 'NAV per share',
    accNav: 'Accumulated NAV',
    benchmarkLevel: 'Benchmark',
    change: 'Change',
    opening: 'Opening',
    tableNote: 'The benchmark is 1 at the fund’s inception; the accumulated NAV adds back every dividend paid.',
  },
  chart: {
    heading: 'Performance',
    periodGrowth: 'Cumulative return over the period',
    growth: 'Cumulative return since inception',
    growthNote: 'Cumulative returns use the accumulated NAV; the shaded band is this report’s period.',
    period: 'This period',
    years: 'Calendar-year returns',
    yearLabel: (year, partial) => (partial ? `${year}*` : year),
    yearsNote: '* Part of a year: the launch year from the inception date, the current year to the end of the period.',
  },
  portfolio: {
    heading: 'Portfolio',
    sectors: (asOf) => `Sector exposure (at ${asOf})`,
    sector: 'Sector',
    weight: 'Fund',
    benchmarkWeight: 'Benchmark',
    active: 'Active weight',
    mainShare: (share) => `Main portfolio share: ${share}`,
    themes: 'Themes',
    rationales: 'Top 5 rationales',
  },
  disclaimer: {
    heading: 'Important information',
    items: [
      'This report is produced by Harbourline Capital, a fictional firm, for demonstration purposes. All of its figures are fictional demo data; nothing in it is investment advice, an offer or a solicitation.',
      'The NAV, benchmark and sector figures come from the same source as the Harbourline investor portal, and agree with those the portal shows.',
      'Past performance is no guide to future returns. The value of the fund may go down as well as up, and investors may lose some or all of their capital.',
      "Private funds are offered to qualified investors only. Investors should read the fund's contract and legal documents, understand its risks and returns, and decide in the light of their own tolerance for risk.",
      'The benchmark is a yardstick, not a promise of returns. Annualised returns use a year of 365.25 days; annualised volatility uses 250 trading days a year.',
      "No part of this report may be copied, reproduced or used in any other way without Harbourline Capital's written permission.",
    ],
    contact: `Investor services: ${CONTACT_EMAIL}`,
  },
};

export const reportText = (lang: LanguageType): ReportText => (lang === 'en_US' ? EN : ZH);

const paragraphs = (texts: string[]) => texts.map((t) => t.trim()).filter((t) => t !== '');

/**
 * The manager's commentary: four paragraphs written from the report's figures. The sector weights are the fund's
 * latest (the portfolio page gives their date), so the commentary names none.
 */
export function commentary(m: ReportModel, rationalesPage: number): string[] {
  const { stats, fund, portfolio } = m;
  const en = m.lang === 'en_US';
  const first = m.table[0];
  const last = m.table[m.table.length - 1];
  const up = stats.benchmarkReturn >= 0;
  const excess = stats.periodReturn - stats.benchmarkReturn;
  const offshore = fund.kind === 'offshore';
  const top = portfolio.sectors.slice(0, 3);
  const s1 = top[0];
  const active = s1 === undefined || s1.benchmarkWeight === null ? null : s1.weight - s1.benchmarkWeight;
  /** "A (x%), B (y%) and C (z%)" in the report's language. */
  const sectorList = () => {
    const items = top.map((x) => (en ? `${x.name} (${percent(x.weight)})` : `${x.name}（${percent(x.weight)}）`));
    if (items.length < 2) return items.join('');
    return `${items.slice(0, -1).join(en ? ', ' : '、')}${en ? ' and ' : '和'}${items[items.length - 1]}`;
  };
  const [r1, r2] = portfolio.rationales;
  if (en) {
    const subject = fund.kind === 'trust' ? 'plan' : 'fund';
    const market = offshore
      ? `Greater China equities, priced in US dollars, moved ${up ? 'higher as risk appetite recovered' : 'lower as risk appetite cooled'}.`
      : up
        ? 'Large-cap A-shares strengthened, while the bond part of the benchmark added steady income.'
        : 'Large-cap A-shares were under pressure, and the bond part of the benchmark cushioned part of the fall.';
    const dividends = m.dividends.map((d) => `A cash dividend of ${fund.currency} ${d.amount.toFixed(4)} per share was paid on ${longDate(d.date, m.lang)}.`);
    return paragraphs([
      `Over ${periodName(m.type, m.period, m.lang)} (${longDate(m.from, m.lang)} to ${longDate(m.to, m.lang)}), the ${subject}'s benchmark (${fund.benchmark}) ${up ? 'rose' : 'fell'} ${size(stats.benchmarkReturn)}. ${market}`,
      [
        `The NAV per share went from ${first.nav.toFixed(4)} to ${last.nav.toFixed(4)}. With dividends added back, the ${subject} returned ${percent(stats.periodReturn)} over the period, ${points(excess)} percentage points ${excess >= 0 ? 'above' : 'below'} its benchmark.`,
        ...dividends,
        `Since its inception on ${longDate(fund.inception, m.lang)}, the ${subject} has returned ${percent(stats.sinceInception)}${stats.annualised === null ? '' : ` (${percent(stats.annualised)} a year)`}, against ${percent(stats.benchmarkSinceInception)} for the benchmark.`,
      ].join(' '),
      [
        s1 === undefined ? '' : `The largest sector weights are ${sectorList()}`,
        s1 === undefined ? '' : active === null ? '.' : `; ${s1.name} is ${points(active)} percentage points ${active >= 0 ? 'above' : 'below'} its benchmark weight.`,
        r1 && r2 ? ` Our leading rationales, “${r1.title}” and “${r2.title}”, are set out on page ${rationalesPage}.` : '',
      ].join(''),
      `Over the period, the ${subject}'s annualised volatility was ${percent(stats.volatility)} and its largest drawdown ${size(stats.maxDrawdown)}. We keep to our process: bottom-up research, valuation discipline and position limits, with a preference for companies with steady cash flow and sound governance, seeking long-term returns while keeping drawdowns contained.`,
    ]);
  }
  const subject = fund.kind === 'trust' ? '本信托计划' : '本基金';
  const unit = fund.currency === 'USD' ? '美元' : '元';
  const market = offshore
    ? `以美元计价的大中华区股票整体${up ? '上行，市场风险偏好有所回升' : '回落，市场风险偏好有所降温'}。`
    : up
      ? 'A股大盘蓝筹整体走强，业绩基准中的债券部分提供了稳定收益。'
      : 'A股大盘蓝筹整体承压，业绩基准中的债券部分在下跌中起到了缓冲作用。';
  const dividends = m.dividends.map((d) => `期内${subject}于${longDate(d.date, m.lang)}每份派发现金红利${d.amount.toFixed(4)}${unit}。`);
  return paragraphs([
    `${periodName(m.type, m.period, m.lang)}（${longDate(m.from, m.lang)}至${longDate(m.to, m.lang)}），${subject}业绩基准（${fund.benchmark}）${up ? '上涨' : '下跌'}${size(stats.benchmarkReturn)}。${market}`,
    [
      `报告期内，${subject}单位净值由${first.nav.toFixed(4)}变为${last.nav.toFixed(4)}，计入分红后的收益率为${percent(stats.periodReturn)}，${excess >= 0 ? '跑赢' : '跑输'}业绩基准${points(excess)}个百分点。`,
      ...dividends,
      `自${longDate(fund.inception, m.lang)}成立以来，${subject}累计收益率为${percent(stats.sinceInception)}${stats.annualised === null ? '' : `，年化${percent(stats.annualised)}`}；同期业绩基准累计${percent(stats.benchmarkSinceInception)}。`,
    ].join(''),
    [
      s1 === undefined ? '' : `${top.length > 1 ? `组合前${['', '', '两', '三'][top.length]}大行业` : '组合第一大行业'}为${sectorList()}`,
      s1 === undefined ? '' : active === null ? '。' : `，其中${s1.name}较业绩基准${active >= 0 ? '超配' : '低配'}${points(active)}个百分点。`,
      r1 && r2 ? `主要投资逻辑为“${r1.title}”与“${r2.title}”，详见第${rationalesPage}页。` : '',
    ].join(''),
    `报告期内，${subject}年化波动率为${percent(stats.volatility)}，最大回撤为${size(stats.maxDrawdown)}。下一阶段，我们将继续坚持自下而上的研究方法，严守估值纪律与仓位上限，关注现金流稳健、治理良好的企业，在控制回撤的前提下追求长期回报。`,
  ]);
}

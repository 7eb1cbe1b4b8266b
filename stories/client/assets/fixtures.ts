/** Fictional funds of Harbourline Capital for stories and screen tests (deterministic, no real firm's data). */
import type {
  AssetSummary,
  EstimatedNav,
  EstimatedNavDetail,
  EstimatedNavPoint,
  FundBrief,
  FundReturns,
  FundTerms,
  HoldingDetail,
  IndicatorSeries,
  IndicatorSetting,
  IndicatorValue,
  NavPoint,
  PartnerFund,
  PortfolioData,
  PortfolioInsight,
  Rationale,
  Report,
  Statement,
  Transaction,
} from '../../../src/domain/assets';
import type { HoldingRow } from '../../../src/screens/client/assets/my-assets-screen';

/** Weekdays from `start` for `years` years with a gentle deterministic walk (about 2,600 points for ten years). */
export function navSeries(start = '2015-01-05', years = 10): NavPoint[] {
  const points: NavPoint[] = [];
  const d = new Date(`${start}T00:00:00Z`);
  const end = new Date(d);
  end.setUTCFullYear(end.getUTCFullYear() + years);
  let nav = 1;
  let i = 0;
  while (d < end) {
    const day = d.getUTCDay();
    if (day !== 0 && day !== 6) {
      nav = Math.max(0.5, nav * (1 + 0.0004 + 0.008 * Math.sin(i * 0.37) * Math.cos(i * 0.011)));
      points.push({ date: d.toISOString().slice(0, 10), nav: Number(nav.toFixed(4)), accumulatedNav: Number((nav + 0.12).toFixed(4)) });
      i += 1;
    }
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return points;
}

/**
 * The holdings below add up as the server's do: total gain = realised + unrealised, unrealised = market value − cost
 * of the shares held, each holding's figures the sums of its batches', the overview the sums of the holdings held now
 * and valued (HL001 in CNY, HLG-USD in USD; the trust plan, the redeemed and the pending fund are not in it).
 */
export const SUMMARY: AssetSummary = {
  netValueDate: '2025-03-14',
  holdingCount: 3,
  currencies: [
    {
      currency: 'CNY', marketValue: 9_261_500, investmentCost: 8_000_000, realizedGain: 400_000, unrealizedGain: 1_261_500, gainLoss: 1_661_500,
      returnRate: 0.2076875, weeklyReturn: 0.0112,
    },
    {
      currency: 'USD', marketValue: 1_020_303.9, investmentCost: 1_100_000, realizedGain: 12_000, unrealizedGain: -79_696.1, gainLoss: -67_696.1,
      returnRate: -0.0615419, weeklyReturn: -0.0051,
    },
  ],
};

export const HOLDINGS: HoldingRow[] = [
  {
    fundCode: 'HL001', fundName: 'Harbourline Value Select No. 1', fundType: 'domestic', currency: 'CNY', shareNetValue: 1.8523, netValueDate: '2025-03-14',
    shares: 5_000_000, marketValue: 9_261_500, investmentCost: 8_000_000, realizedGain: 400_000, unrealizedGain: 1_261_500, gainLoss: 1_661_500,
    returnRate: 0.2076875, weeklyReturn: 0.0112, state: 'holding', subscriptionDate: '2019-06-18',
    batches: [
      // Dividends of 0.05 a share in December 2020 (first batch only) and December 2023 (both).
      {
        batchDate: '2019-06-20', subscriptionDate: '2019-06-18', shares: 3_000_000, investmentCost: 4_500_000, marketValue: 5_556_900,
        realizedGain: 300_000, unrealizedGain: 1_056_900, gainLoss: 1_356_900, returnRate: 0.301533,
      },
      {
        batchDate: '2021-03-10', subscriptionDate: '2021-03-08', shares: 2_000_000, investmentCost: 3_500_000, marketValue: 3_704_600,
        realizedGain: 100_000, unrealizedGain: 204_600, gainLoss: 304_600, returnRate: 0.087029,
      },
    ],
  },
  {
    fundCode: 'HL-TRUST7', fundName: 'Harbourline Growth Trust Plan 7', fundType: 'trust', currency: 'CNY', shareNetValue: 1.2034, netValueDate: '2025-03-14',
    shares: 0, marketValue: 0, investmentCost: 2_000_000, realizedGain: 0, unrealizedGain: 0, gainLoss: 0, returnRate: 0, weeklyReturn: 0.0153,
    state: 'holding', trusteeData: true, subscriptionDate: '2018-01-09',
    batches: [
      { batchDate: '2018-01-11', subscriptionDate: '2018-01-09', shares: 0, investmentCost: 2_000_000, marketValue: 0, realizedGain: 0, unrealizedGain: 0, gainLoss: 0, returnRate: 0 },
    ],
  },
  {
    fundCode: 'HLG-USD', fundName: 'Harbourline Greater China Fund (USD)', fundType: 'offshore', currency: 'USD', shareNetValue: 92.7549, netValueDate: '2025-03-13',
    shares: 11_000, marketValue: 1_020_303.9, investmentCost: 1_100_000, realizedGain: 12_000, unrealizedGain: -79_696.1, gainLoss: -67_696.1,
    returnRate: -0.0615419, weeklyReturn: -0.0051, state: 'holding', subscriptionDate: '2022-09-01',
    batches: [
      {
        batchDate: '2022-09-05', subscriptionDate: '2022-09-01', shares: 11_000, investmentCost: 1_100_000, marketValue: 1_020_303.9,
        realizedGain: 12_000, unrealizedGain: -79_696.1, gainLoss: -67_696.1, returnRate: -0.0615419,
      },
    ],
  },
  {
    // Redeemed: what it returned (dividends and the redemption, less its cost) is realised; nothing is left unrealised.
    fundCode: 'HL002', fundName: 'Harbourline Balanced Growth', fundType: 'domestic', currency: 'CNY', shareNetValue: 1.2311, netValueDate: '2025-03-14',
    shares: 0, marketValue: 0, investmentCost: 1_000_000, realizedGain: 1_148_296.85, unrealizedGain: 0, gainLoss: 1_148_296.85,
    returnRate: 1.1482969, weeklyReturn: null, state: 'redeemed', subscriptionDate: '2016-05-10',
    batches: [
      {
        batchDate: '2016-05-12', subscriptionDate: '2016-05-10', shares: 0, investmentCost: 1_000_000, marketValue: 0,
        realizedGain: 1_148_296.85, unrealizedGain: 0, gainLoss: 1_148_296.85, returnRate: 1.1482969,
      },
    ],
  },
  {
    fundCode: 'HL011', fundName: 'Harbourline Innovation No. 2', fundType: 'domestic', currency: 'CNY', shareNetValue: 1.0412, netValueDate: '2025-03-14',
    shares: 0, marketValue: 0, investmentCost: 1_000_000, realizedGain: 0, unrealizedGain: 0, gainLoss: 0, returnRate: 0, weeklyReturn: null,
    state: 'pending', subscriptionDate: '2025-03-12',
    batches: [
      { batchDate: '2025-03-12', subscriptionDate: '2025-03-12', shares: 0, investmentCost: 1_000_000, marketValue: 0, realizedGain: 0, unrealizedGain: 0, gainLoss: 0, returnRate: 0 },
    ],
  },
];

export const HOLDING_DETAIL: HoldingDetail = {
  ...(HOLDINGS[0] as Required<HoldingRow>),
  benchmark: 'Jade Ridge A-Share Large Cap Index × 80% + Jade Ridge Composite Bond Index × 20%',
  estimatedNav: 1.8611,
  estimatedNavDate: '2025-03-17',
};

/** A redeemed holding: its whole gain is realised. */
export const REDEEMED_DETAIL: HoldingDetail = {
  ...(HOLDINGS[3] as Required<HoldingRow>),
  benchmark: 'Jade Ridge A-Share Large Cap Index × 80% + Jade Ridge Composite Bond Index × 20%',
  estimatedNav: null,
  estimatedNavDate: null,
};

export const TERMS: FundTerms = {
  fundCode: 'HL001', fundName: 'Harbourline Value Select No. 1', currency: 'CNY', inceptionDate: '2015-01-05',
  benchmark: 'Jade Ridge A-Share Large Cap Index × 80% + Jade Ridge Composite Bond Index × 20%', aum: 3_210_000_000, aumDate: '2024-12-31',
  terms: [
    { label: 'Custodian', value: 'Example Securities Co., Ltd.' },
    { label: 'Management fee', value: '1.50% a year' },
    { label: 'Lock-up', value: '12 months' },
    { label: 'Risk level', value: 'R4' },
  ],
  sectorExposure: [
    { sector: 'Consumer', weight: 0.28, benchmarkWeight: 0.18 },
    { sector: 'Healthcare', weight: 0.19, benchmarkWeight: 0.09 },
    { sector: 'Industrials', weight: 0.16, benchmarkWeight: 0.2 },
    { sector: 'Technology', weight: 0.14, benchmarkWeight: 0.16 },
  ],
};

export const INDICATOR_VALUES: IndicatorValue[] = [
  { indicatorCode: 'annualReturn', name: 'Annualised return', unit: 'percent', value: 0.1234, benchmarkValue: 0.0567, endDate: '2025-03-14' },
  { indicatorCode: 'maxDrawdown', name: 'Maximum drawdown', unit: 'percent', value: -0.2145, benchmarkValue: -0.3512, endDate: '2025-03-14' },
  { indicatorCode: 'sharpe', name: 'Sharpe ratio', unit: 'ratio', value: 0.87, benchmarkValue: 0.31, endDate: '2025-03-14' },
];

export const TRANSACTIONS: Transaction[] = Array.from({ length: 14 }, (_, i) => ({
  id: `T${i + 1}`, fundCode: 'HL001', fundName: 'Harbourline Value Select No. 1',
  tradeDate: `2024-${String(12 - (i % 12)).padStart(2, '0')}-1${i % 10}`, confirmDate: `2024-${String(12 - (i % 12)).padStart(2, '0')}-2${i % 10}`,
  type: i % 3 === 0 ? 'redeem' : 'subscribe', typeLabel: i % 3 === 0 ? 'Redemption' : 'Subscription',
  cashAmount: 100_000 * (i + 1), shares: 55_000 * (i + 1), nav: 1.8 + i / 100, fee: 120 * (i + 1), currency: 'CNY',
}));

export const REPORTS: Report[] = [
  { id: 'R1', fundCode: 'HL001', fundName: 'Harbourline Value Select No. 1', type: 'quarterly', typeLabel: 'Quarterly report', title: 'Harbourline Value Select No. 1 — 2024 Q4 report', date: '2025-01-20', fileId: 'F1' },
  { id: 'R2', fundCode: 'HL001', fundName: 'Harbourline Value Select No. 1', type: 'annual', typeLabel: 'Annual report', title: 'Harbourline Value Select No. 1 — 2024 annual report', date: '2025-03-31', fileId: 'F2' },
];

export const PARTNER_FUNDS: PartnerFund[] = [
  { fundCode: 'HL001', fundName: 'Harbourline Value Select No. 1', currency: 'CNY', shareNetValue: 1.8523, netValueDate: '2025-03-14', weeklyReturn: 0.0112, returnRate: 0.8523, aum: 3_210_000_000, followed: true },
  { fundCode: 'HL002', fundName: 'Harbourline Balanced Growth', currency: 'CNY', shareNetValue: 1.2311, netValueDate: '2025-03-14', weeklyReturn: -0.0042, returnRate: 0.2311, aum: 880_000_000, followed: false },
  { fundCode: 'HLG-USD', fundName: 'Harbourline Greater China Fund (USD)', currency: 'USD', shareNetValue: 92.7549, netValueDate: '2025-03-13', weeklyReturn: -0.0051, returnRate: -0.0725, aum: null, followed: false },
];

export const FUNDS: FundBrief[] = PARTNER_FUNDS.map(({ fundCode, fundName, currency }) => ({ fundCode, fundName, currency }));

export const PORTFOLIO: PortfolioData = {
  fundCode: 'HL001', asOfDate: '2024-12-31', mainPortfolioShare: 0.86, sectorExposure: TERMS.sectorExposure,
  themes: [
    { name: 'Domestic consumption upgrade', weight: 0.34 },
    { name: 'Healthcare innovation', weight: 0.22 },
    { name: 'Advanced manufacturing', weight: 0.18 },
  ],
};

export const RATIONALES: Rationale[] = [
  { id: 'RA1', title: 'Premium spirits keep pricing power', summary: 'Brand strength and distribution reform support margins.', sector: 'Consumer' },
  { id: 'RA2', title: 'Medical devices gain share at home', summary: 'Procurement reform favours efficient domestic makers.', sector: 'Healthcare' },
];

export const INDICATOR_SETTINGS: IndicatorSetting[] = [
  { indicatorCode: 'cumReturn', name: 'Cumulative return', selected: true, order: 1 },
  { indicatorCode: 'benchReturn', name: 'Benchmark return', selected: true, order: 2 },
  { indicatorCode: 'drawdown', name: 'Drawdown', selected: false, order: 3 },
  { indicatorCode: 'sharpe', name: 'Sharpe ratio', selected: true, order: 4 },
];

export function indicatorSeries(): IndicatorSeries[] {
  const nav = navSeries('2020-01-02', 5);
  return [
    { indicatorCode: 'cumReturn', name: 'Cumulative return', unit: 'percent', points: nav.map((p) => ({ date: p.date, value: p.nav / nav[0].nav - 1 })) },
    { indicatorCode: 'benchReturn', name: 'Benchmark return', unit: 'percent', points: nav.map((p, i) => ({ date: p.date, value: (p.nav / nav[0].nav - 1) * 0.6 + Math.sin(i / 50) * 0.02 })) },
    { indicatorCode: 'sharpe', name: 'Sharpe ratio', unit: 'ratio', points: nav.map((p, i) => ({ date: p.date, value: 0.8 + Math.sin(i / 80) * 0.4 })) },
  ];
}

export const ESTIMATES: EstimatedNav[] = [
  { fundCode: 'HL001', fundName: 'Harbourline Value Select No. 1', currency: 'CNY', estimatedNav: 1.8611, estimatedNavDate: '2025-03-17', estimatedChange: 0.00475, shareNetValue: 1.8523, netValueDate: '2025-03-14', weeklyReturn: 0.0112 },
  { fundCode: 'HLG-USD', fundName: 'Harbourline Greater China Fund (USD)', currency: 'USD', estimatedNav: 93.1022, estimatedNavDate: '2025-03-17', estimatedChange: 0.00374, shareNetValue: 92.7549, netValueDate: '2025-03-13', weeklyReturn: -0.0051 },
];

/** The whole estimate history of ESTIMATE_DETAIL's fund, oldest first (the chart's points). */
export const ESTIMATE_CHART: EstimatedNavPoint[] = navSeries('2015-01-05', 10).map((p, i) => ({
  date: p.date,
  estimatedNav: Number((p.nav * (1 + 0.002 * Math.sin(i))).toFixed(4)),
  nav: p.nav,
}));

export const ESTIMATE_DETAIL: EstimatedNavDetail = {
  ...ESTIMATES[0],
  benchmark: TERMS.benchmark,
  sectorExposure: TERMS.sectorExposure,
  // The newest page of the same history, newest first; the newest estimate has no official NAV yet.
  history: {
    page: 1, limit: 20, total: ESTIMATE_CHART.length,
    list: ESTIMATE_CHART.slice(-20).reverse().map((p, i) => (i === 0 ? { ...p, nav: null } : p)),
  },
};

/** An investor's statements, newest first: the current quarter runs past the latest NAV (2025-03-14). */
export const STATEMENTS: Statement[] = [
  { period: '2025-03', type: 'monthly', title: '2025年3月对账单', from: '2025-03-01', to: '2025-03-31', asOf: '2025-03-14', complete: false },
  { period: '2025-02', type: 'monthly', title: '2025年2月对账单', from: '2025-02-01', to: '2025-02-28', asOf: '2025-02-28', complete: true },
  { period: '2025-01', type: 'monthly', title: '2025年1月对账单', from: '2025-01-01', to: '2025-01-31', asOf: '2025-01-31', complete: true },
  { period: '2024-12', type: 'monthly', title: '2024年12月对账单', from: '2024-12-01', to: '2024-12-31', asOf: '2024-12-31', complete: true },
];
export const STATEMENTS_EN: Statement[] = [
  { ...STATEMENTS[0], title: 'March 2025 statement' },
  { ...STATEMENTS[1], title: 'February 2025 statement' },
  { ...STATEMENTS[2], title: 'January 2025 statement' },
  { ...STATEMENTS[3], title: 'December 2024 statement' },
];
export const QUARTERLY_STATEMENTS: Statement[] = [
  { period: '2025Q1', type: 'quarterly', title: '2025年第一季度对账单', from: '2025-01-01', to: '2025-03-31', asOf: '2025-03-14', complete: false },
  { period: '2024Q4', type: 'quarterly', title: '2024年第四季度对账单', from: '2024-10-01', to: '2024-12-31', asOf: '2024-12-31', complete: true },
];
export const QUARTERLY_STATEMENTS_EN: Statement[] = [
  { ...QUARTERLY_STATEMENTS[0], title: 'First quarter 2025 statement' },
  { ...QUARTERLY_STATEMENTS[1], title: 'Fourth quarter 2024 statement' },
];

const round2 = (v: number) => Math.round(v * 100) / 100;

/**
 * The portfolio's value on each NAV day: units bought on the buy dates (the cash at that day's NAV), scaled so the
 * last day's value is the total, as the server's last point is My assets' market value.
 */
function valueHistory(start: string, end: string, buys: [string, number][], total: number) {
  const navs = navSeries(start, 6).filter((p) => p.date <= end);
  let units = 0;
  let invested = 0;
  let next = 0;
  const raw = navs.map((p) => {
    for (; next < buys.length && buys[next][0] <= p.date; next++) {
      units += buys[next][1] / p.nav;
      invested += buys[next][1];
    }
    return { date: p.date, value: units * p.nav, netInvested: invested };
  });
  const scale = total / raw[raw.length - 1].value;
  return raw.map((p) => ({ ...p, value: round2(p.value * scale) }));
}

/** Three CNY funds adding up to CNY 12,000,000.00 and one USD fund; weights in basis points adding up to 100 %. */
export function portfolioInsight(lang: 'zh' | 'en' = 'zh'): PortfolioInsight {
  const en = lang === 'en';
  return {
    netValueDate: '2025-03-14',
    currencies: [
      {
        currency: 'CNY',
        marketValue: 12_000_000,
        byFund: [
          { key: 'HL001', label: en ? 'Harbourline Value Select No. 1' : '泓岸价值精选一号私募证券投资基金', marketValue: 6_261_500, weight: 0.5218 },
          { key: 'HL003', label: en ? 'Harbourline Consumer Upgrade No. 1' : '泓岸消费升级一号私募证券投资基金', marketValue: 3_500_000, weight: 0.2917 },
          { key: 'HL009', label: en ? 'Harbourline Balanced Allocation No. 1' : '泓岸均衡配置一号私募证券投资基金', marketValue: 2_238_500, weight: 0.1865 },
        ],
        byStrategy: [
          { key: 'equityLong', label: en ? 'Long-only equity' : '股票多头', marketValue: 9_761_500, weight: 0.8135, fundCount: 2 },
          { key: 'balanced', label: en ? 'Balanced (equities and bonds)' : '股债平衡', marketValue: 2_238_500, weight: 0.1865, fundCount: 1 },
        ],
        history: valueHistory('2019-06-18', '2025-03-14', [['2019-06-18', 4_500_000], ['2021-03-08', 3_500_000], ['2022-09-01', 2_000_000]], 12_000_000),
      },
      {
        currency: 'USD',
        marketValue: 1_020_303.9,
        byFund: [{ key: 'HLG-USD', label: en ? 'Harbourline Greater China Fund (USD)' : '泓岸大中华基金', marketValue: 1_020_303.9, weight: 1 }],
        byStrategy: [{ key: 'equityLong', label: en ? 'Long-only equity' : '股票多头', marketValue: 1_020_303.9, weight: 1, fundCount: 1 }],
        history: valueHistory('2022-09-01', '2025-03-13', [['2022-09-01', 1_100_000]], 1_020_303.9),
      },
    ],
  };
}

/**
 * A fund's returns from the NAV series above (accumulated NAV), with a calmer benchmark walk: months over the previous
 * month-end, years compounding them, the drawdown under each high.
 */
export function fundReturns(lang: 'zh' | 'en' = 'zh'): FundReturns {
  const navs = navSeries('2015-01-05', 10);
  const bench = navs.map((_, i) => 1 + 0.00025 * i + 0.04 * Math.sin(i / 90));
  const values = navs.map((p) => p.accumulatedNav);
  const endsOf = (length: number) => navs.flatMap((p, i) => (i === navs.length - 1 || navs[i + 1].date.slice(0, length) !== p.date.slice(0, length) ? [i] : []));
  const r6 = (v: number) => Math.round(v * 1e6) / 1e6;
  const monthEnds = endsOf(7);
  const months = new Map(monthEnds.map((end, k) => [navs[end].date.slice(0, 7), values[end] / values[k === 0 ? 0 : monthEnds[k - 1]] - 1]));
  const yearEnds = endsOf(4);
  const years = yearEnds.map((end, k) => {
    const start = k === 0 ? 0 : yearEnds[k - 1];
    const year = navs[end].date.slice(0, 4);
    return {
      year: Number(year),
      months: Array.from({ length: 12 }, (_, m) => {
        const v = months.get(`${year}-${String(m + 1).padStart(2, '0')}`);
        return v === undefined ? null : r6(v);
      }),
      total: r6(values[end] / values[start] - 1),
      benchmarkTotal: r6(bench[end] / bench[start] - 1),
    };
  });
  let peak = 0;
  let deepest = 0;
  const points = navs.map((p, i) => {
    peak = Math.max(peak, values[i]);
    const drawdown = values[i] >= peak ? 0 : r6(values[i] / peak - 1);
    deepest = Math.min(deepest, drawdown);
    return { date: p.date, fund: r6(values[i] / values[0] - 1), benchmark: r6(bench[i] / bench[0] - 1), drawdown };
  });
  return {
    fundCode: 'HL001',
    fundName: lang === 'en' ? 'Harbourline Value Select No. 1' : '泓岸价值精选一号私募证券投资基金',
    benchmark: lang === 'en' ? '80% Jade Ridge A-Share Large Cap Index + 20% Jade Ridge Composite Bond Index' : '翠岭A股大盘指数收益率×80%＋翠岭综合债券指数收益率×20%',
    years,
    points,
    maxDrawdown: -deepest,
  };
}

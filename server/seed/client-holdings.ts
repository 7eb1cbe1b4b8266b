/**
 * Who holds what in the demo (the demo personas): trades are priced on the fund's NAV of the trade date, dividends
 * are the NAV series' dividends per share times the shares held, and each holding's shares, cost and realized cash
 * (dividends and redemptions received) are the sums of its trades, so every screen adds up.
 */
import type { NavRow } from './client-funds.ts';

export type HoldingState = 'holding' | 'redeemed' | 'pending';

interface Plan {
  fund: string;
  buys: [date: string, cash: number][];
  redeem?: string;
  pending?: boolean;
  trust?: boolean;
}

const quarterly = (from: number, to: number, cash: number): [string, number][] => {
  const out: [string, number][] = [];
  for (let y = from; y <= to; y++) for (const m of ['03', '06', '09', '12']) out.push([`${y}-${m}-10`, cash]);
  return out;
};

export const HOLDING_PLANS: Record<string, Plan[]> = {
  'investor@demo.test': [
    { fund: 'HL001', buys: [['2016-03-15', 2_000_000], ...quarterly(2017, 2024, 100_000)] },
    { fund: 'HL003', buys: [['2017-02-10', 1_500_000], ['2019-06-14', 500_000]] },
    { fund: 'HL005', buys: [['2018-05-08', 1_000_000]] },
    { fund: 'HL009', buys: [['2020-04-15', 1_200_000], ['2022-09-15', 300_000]] },
    { fund: 'HL002', buys: [['2016-05-10', 1_000_000]], redeem: '2021-07-15' },
    { fund: 'HL011', buys: [['2026-10-28', 1_000_000]], pending: true },
    { fund: 'HLT01', buys: [['2017-06-01', 1_000_000]], trust: true },
  ],
  'institution@demo.test': [
    { fund: 'HL001', buys: [['2015-07-01', 10_000_000], ['2018-01-15', 5_000_000]] },
    { fund: 'HL004', buys: [['2017-10-10', 8_000_000]] },
    { fund: 'HLF02', buys: [['2018-03-01', 3_000_000]] },
    { fund: 'HL007', buys: [['2019-06-03', 5_000_000]], redeem: '2023-06-15' },
  ],
  'single@demo.test': [
    { fund: 'HLF01', buys: [['2016-08-01', 1_500_000], ['2020-02-03', 500_000]] },
    { fund: 'HLF03', buys: [['2019-08-01', 1_000_000]] },
  ],
  'multi@demo.test': [{ fund: 'HL006', buys: [['2019-01-10', 1_000_000]] }],
};

export interface TradeRow {
  tradeDate: string;
  confirmDate: string | null;
  type: string;
  cashAmount: number;
  shares: number;
  nav: number | null;
  fee: number | null;
}

export interface HoldingRow {
  state: HoldingState;
  shares: number;
  investmentCost: number;
  realized: number;
  subscriptionDate: string;
  trusteeData: boolean;
  trades: TradeRow[];
}

const BUY_FEE = 0.01;
const REDEEM_FEE = 0.005;
const r2 = (v: number) => Math.round(v * 100) / 100;

/** Index of the first NAV on or after the date. */
function navIndex(navs: NavRow[], date: string): number {
  let lo = 0;
  let hi = navs.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (navs[mid].date < date) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function buildHolding(plan: Plan, navs: NavRow[]): HoldingRow {
  const trades: TradeRow[] = [];
  let shares = 0;
  let cost = 0;
  let realized = 0;
  const confirm = (i: number) => navs[Math.min(i + 2, navs.length - 1)].date;
  for (const [k, [date, cash]] of plan.buys.entries()) {
    const i = navIndex(navs, date);
    const type = k === 0 ? 'subscribe' : 'purchase';
    cost += cash;
    if (plan.pending) {
      trades.push({ tradeDate: date, confirmDate: null, type, cashAmount: cash, shares: 0, nav: null, fee: null });
      continue;
    }
    if (plan.trust) {
      // The trustee confirms the shares and keeps the register: the firm records the cash it was told of.
      trades.push({ tradeDate: navs[i].date, confirmDate: confirm(i), type, cashAmount: cash, shares: 0, nav: null, fee: null });
      continue;
    }
    const fee = r2(cash * BUY_FEE);
    const got = r2((cash - fee) / navs[i].nav);
    shares += got;
    trades.push({ tradeDate: navs[i].date, confirmDate: confirm(i), type, cashAmount: cash, shares: got, nav: navs[i].nav, fee });
  }
  const first = navIndex(navs, plan.buys[0][0]);
  const last = plan.redeem ? navIndex(navs, plan.redeem) : navs.length - 1;
  if (!plan.pending && !plan.trust) {
    // Cash dividends of the NAV series, on the shares bought before the dividend date. (A trust plan's register and
    // distributions are kept by the trustee: the firm records the subscription only.)
    for (let i = first + 1; i <= last; i++) {
      const perShare = navs[i].dividend;
      if (perShare <= 0) continue;
      const held = trades.filter((t) => t.tradeDate < navs[i].date).reduce((a, t) => a + t.shares, 0);
      const cash = r2(held * perShare);
      realized += cash;
      trades.push({ tradeDate: navs[i].date, confirmDate: navs[i].date, type: 'dividend', cashAmount: cash, shares: 0, nav: navs[i].nav, fee: 0 });
    }
  }
  if (plan.redeem) {
    const redeemed = r2(shares);
    const gross = redeemed * navs[last].nav;
    const fee = r2(gross * REDEEM_FEE);
    const cash = r2(gross - fee);
    realized += cash;
    trades.push({ tradeDate: navs[last].date, confirmDate: confirm(last), type: 'redeem', cashAmount: cash, shares: -redeemed, nav: navs[last].nav, fee });
    shares = 0;
  }
  trades.sort((a, b) => a.tradeDate.localeCompare(b.tradeDate));
  return {
    state: plan.pending ? 'pending' : plan.redeem ? 'redeemed' : 'holding',
    // Trust plans: the register is kept by the trustee, so the firm shows zero shares.
    shares: r2(shares),
    investmentCost: cost,
    realized: r2(realized),
    subscriptionDate: trades[0].tradeDate,
    trusteeData: plan.trust ?? false,
    trades,
  };
}

/**
 * The qualified-investor assessment of each persona who holds funds: the funds are sold to qualified investors only
 * (SPEC.md §1), so each of them has answered the questionnaire (server/services/client-portfolio.ts) before buying,
 * and renews it yearly. The answers, and when they were given.
 */
export const QUALIFIED_ASSESSMENTS: Record<string, { confirmed: string; answers: { questionId: string; optionIds: string[] }[] }> = {
  'investor@demo.test': {
    confirmed: '2026-03-16T02:30:00Z',
    answers: [
      { questionId: 'q1', optionIds: ['individual'] },
      { questionId: 'q2', optionIds: ['single', 'finAssets'] },
    ],
  },
  'institution@demo.test': {
    confirmed: '2026-05-08T06:00:00Z',
    answers: [
      { questionId: 'q1', optionIds: ['organisation'] },
      { questionId: 'q2', optionIds: ['single', 'orgAssets'] },
    ],
  },
  'single@demo.test': {
    confirmed: '2026-02-03T03:00:00Z',
    answers: [
      { questionId: 'q1', optionIds: ['individual'] },
      { questionId: 'q2', optionIds: ['income'] },
    ],
  },
  'multi@demo.test': {
    confirmed: '2026-01-12T03:00:00Z',
    answers: [
      { questionId: 'q1', optionIds: ['individual'] },
      { questionId: 'q2', optionIds: ['single'] },
    ],
  },
};

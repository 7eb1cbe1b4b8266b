/**
 * What an investor's statement PDF shows, in one language: gathered by server/services/statements.ts from the same
 * valuation as the My assets screen (client-assets.ts) and drawn by statement-pdf.ts, which draws this and nothing
 * else. Amounts are in their currency's units (two decimals), ratios are fractions.
 */
import type { LanguageType } from '../../src/constants.ts';
import type { Schemas } from '../api-types.ts';

export type StatementType = Schemas['Statement']['type'];
export type Currency = Schemas['Currency'];

export interface StatementTotals {
  currency: Currency;
  marketValue: number;
  investmentCost: number;
  unrealizedGain: number;
  realizedGain: number;
  /** Of realizedGain, what was realised in the period (dividends and redemptions of the period). */
  realizedInPeriod: number;
  gainLoss: number;
  returnRate: number;
}

export interface StatementHolding {
  fundCode: string;
  fundName: string;
  currency: Currency;
  /** At the period's end: held, redeemed (in the period), or a subscription being confirmed. */
  state: 'holding' | 'redeemed' | 'pending';
  /** A trust plan whose register the trustee keeps. */
  trust: boolean;
  /** Whether the firm values it (not pending, not a trust plan): otherwise its value and gains are not known here. */
  valued: boolean;
  /** Whether the overview's totals add it up (held and valued), as on My assets. */
  counted: boolean;
  shares: number;
  nav: number;
  navDate: string;
  marketValue: number;
  investmentCost: number;
  unrealizedGain: number;
  realizedGain: number;
  realizedInPeriod: number;
  gainLoss: number;
  returnRate: number;
}

export interface StatementTransaction {
  tradeDate: string;
  fundCode: string;
  fundName: string;
  typeLabel: string;
  currency: Currency;
  cashAmount: number;
  shares: number;
  nav: number | null;
  fee: number | null;
}

/** Cash that moved in the period, per currency: what was paid in, what came back, and the fees in them. */
export interface StatementFlows {
  currency: Currency;
  subscriptions: number;
  redemptions: number;
  dividends: number;
  fees: number;
}

export interface StatementModel {
  kind: 'statement';
  lang: LanguageType;
  /** "2026年第三季度对账单", "Third quarter 2026 statement": the PDF's title and file name. */
  title: string;
  type: StatementType;
  period: string;
  from: string;
  to: string;
  /** The NAV date the holdings are valued at. */
  asOf: string;
  /** False while the period runs past the latest NAV. */
  complete: boolean;
  /** The day it was drawn up (also the PDF's creation date). */
  issued: string;
  investor: { name: string; account: string; type: 1 | 2 };
  /** Per currency, the holdings the overview adds up (as My assets shows them for the latest period). */
  totals: StatementTotals[];
  holdings: StatementHolding[];
  flows: StatementFlows[];
  transactions: StatementTransaction[];
}

/**
 * What a report PDF shows, in the report's language: every figure comes from the fund's row and its NAV series in
 * the database (what the API serves for the fund), gathered by server/services/report-files.ts. The renderer
 * (report-pdf.ts) draws this and nothing else, so the same model always gives the same bytes, and the model's hash
 * names the cached file.
 */
import type { LanguageType } from '../../src/constants.ts';

export type ReportType = 'quarterly' | 'monthly' | 'annual';

/** One row of the NAV table: a month end (a week end in a monthly report), the first row the period's opening. */
export interface NavTableRow {
  date: string;
  nav: number;
  accNav: number;
  /** The benchmark's level (1 at the fund's inception). */
  benchmark: number;
  /** Accumulated NAV against the row before; null on the opening row. */
  change: number | null;
}

/** A calendar year's returns; `partial` when the fund was launched in it or the period ends before its end. */
export interface YearReturn {
  year: string;
  fund: number;
  benchmark: number;
  partial: boolean;
}

/** The fund's and the benchmark's cumulative returns on the same days. */
export interface Series {
  dates: string[];
  fund: number[];
  benchmark: number[];
}

export interface ReportModel {
  lang: LanguageType;
  /** The document's title (its Info /Title), the name of the file without ".pdf". */
  title: string;
  type: ReportType;
  /** "2026Q3", "2026-09" or "2026". */
  period: string;
  /** The period's first and last calendar day. */
  from: string;
  to: string;
  /** The day the report is published: its creation date. */
  published: string;
  fund: {
    code: string;
    name: string;
    kind: 'domestic' | 'offshore' | 'trust';
    currency: string;
    inception: string;
    benchmark: string;
    aum: number;
    aumDate: string;
    /** The fund's terms (manager or adviser, custodian or trustee, fees…) as [label, value]. */
    terms: [string, string][];
  };
  /** The NAV table: the opening row, then each month end (week end) up to the period's last NAV. */
  table: NavTableRow[];
  /** Cash dividends per share paid in the period, with their dates. */
  dividends: { date: string; amount: number }[];
  stats: {
    /** Accumulated NAV from the opening row to the last row. */
    periodReturn: number;
    benchmarkReturn: number;
    sinceInception: number;
    benchmarkSinceInception: number;
    /** Since inception, a year of 365.25 days; null for a fund less than a year old. */
    annualised: number | null;
    /** Over the period: daily returns' standard deviation × √250, and the largest fall from a high. */
    volatility: number;
    maxDrawdown: number;
  };
  /** Cumulative returns since inception (0 at the start), sampled to a few hundred points. */
  chart: Series;
  /** Cumulative returns over the period, every NAV from the opening row's (0) to the last. */
  periodChart: Series;
  years: YearReturn[];
  /** Sector exposure and themes as the portfolio page shows them, at `asOf`. */
  portfolio: {
    asOf: string;
    mainPortfolioShare: number;
    sectors: { name: string; weight: number; benchmarkWeight: number | null }[];
    themes: { name: string; weight: number }[];
    rationales: { title: string; summary: string }[];
  };
}

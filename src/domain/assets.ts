/**
 * Domain data of the asset pages, as the screens see it. src/actors/assets.ts maps the API answers to these; the
 * screens never import the API layer (docs/architecture.md), so the shapes are restated here. Ratios are fractions (0.05 = 5%).
 */
export type Currency = 'CNY' | 'USD';
/** Domestic fund (CNY), offshore fund (USD), or trust plan for which the firm is adviser (the trustee keeps the register). */
export type FundType = 'domestic' | 'offshore' | 'trust';
export type Unit = 'percent' | 'ratio' | 'number' | 'days';

export interface Option {
  value: string;
  label: string;
}

/**
 * Money figures of a holding, a batch or a currency's total: gainLoss (the total) = realizedGain (dividends and
 * redemption cash less the cost of redeemed shares) + unrealizedGain (market value less the cost of the shares held).
 */
export interface GainFigures {
  marketValue: number;
  investmentCost: number;
  realizedGain: number;
  unrealizedGain: number;
  gainLoss: number;
}

/** Totals of the holdings held now and valued by the firm (not redeemed, pending or trust plans). */
export interface CurrencyAsset extends GainFigures {
  currency: Currency;
  returnRate: number;
  weeklyReturn?: number | null;
}

export interface AssetSummary {
  netValueDate: string;
  currencies: CurrencyAsset[];
  holdingCount: number;
}

export interface Holding extends GainFigures {
  fundCode: string;
  fundName: string;
  fundType: FundType;
  currency: Currency;
  shareNetValue: number;
  netValueDate: string;
  shares: number;
  returnRate: number;
  weeklyReturn?: number | null;
  state: 'holding' | 'redeemed' | 'pending';
  trusteeData?: boolean;
}

/** One subscription or purchase of a holding, with its part of the holding's figures (they add up to the holding's). */
export interface HoldingBatch extends GainFigures {
  batchDate: string;
  subscriptionDate: string;
  shares: number;
  returnRate: number;
}

/** A holding as the list of /myAssets brings it: with its first subscription and batches. */
export interface HoldingWithBatches extends Holding {
  subscriptionDate: string;
  batches: HoldingBatch[];
}

export interface HoldingDetail extends HoldingWithBatches {
  benchmark: string;
  estimatedNav?: number | null;
  estimatedNavDate?: string | null;
}

export interface NavPoint {
  date: string;
  nav: number;
  accumulatedNav: number;
}

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
}

export interface Transaction {
  id: string;
  fundCode: string;
  fundName: string;
  tradeDate: string;
  confirmDate?: string | null;
  type: string;
  typeLabel: string;
  cashAmount: number;
  shares: number;
  nav?: number | null;
  fee?: number | null;
  currency: Currency;
}

export interface SectorWeight {
  sector: string;
  weight: number;
  benchmarkWeight?: number | null;
}

export interface FundTerms {
  fundCode: string;
  fundName: string;
  currency: Currency;
  inceptionDate?: string;
  benchmark: string;
  aum: number;
  aumDate?: string;
  terms: Option[];
  sectorExposure: SectorWeight[];
}

export interface IndicatorValue {
  indicatorCode: string;
  name: string;
  unit: Unit;
  value: number | null;
  benchmarkValue?: number | null;
  endDate: string;
}

export interface IndicatorSeries {
  indicatorCode: string;
  name: string;
  unit: Unit;
  points: { date: string; value: number | null }[];
}

export interface IndicatorSetting {
  indicatorCode: string;
  name: string;
  selected: boolean;
  order: number;
}

export interface EstimatedNav {
  fundCode: string;
  fundName: string;
  currency: Currency;
  estimatedNav: number | null;
  estimatedNavDate: string | null;
  estimatedChange?: number | null;
  shareNetValue: number;
  netValueDate: string;
  weeklyReturn?: number | null;
}

export interface EstimatedNavPoint {
  date: string;
  estimatedNav: number;
  nav?: number | null;
}

export interface EstimatedNavDetail extends EstimatedNav {
  benchmark: string;
  sectorExposure: SectorWeight[];
  history: Page<EstimatedNavPoint>;
}

export interface Report {
  id: string;
  fundCode: string;
  fundName?: string;
  type: string;
  typeLabel?: string;
  title: string;
  date: string;
  fileId: string;
}

export type StatementType = 'monthly' | 'quarterly';

/** A statement of the investor's account for a month or a quarter (a PDF, /myStatements). */
export interface Statement {
  period: string;
  type: StatementType;
  /** In the current language: "2026年9月对账单", "September 2026 statement". */
  title: string;
  from: string;
  to: string;
  /** The NAV date its holdings are valued at. */
  asOf: string;
  /** False while the period runs past the latest NAV. */
  complete: boolean;
}

/** What the investor can export as CSV. */
export type ExportKind = 'holdings' | 'transactions';

export interface PartnerFund {
  fundCode: string;
  fundName: string;
  currency: Currency;
  shareNetValue: number;
  netValueDate: string;
  weeklyReturn?: number | null;
  returnRate?: number | null;
  aum?: number | null;
  benchmark?: string;
  followed: boolean;
}

export interface FundBrief {
  fundCode: string;
  fundName: string;
  currency: Currency;
}

export interface PortfolioData {
  fundCode?: string;
  asOfDate: string;
  mainPortfolioShare: number;
  sectorExposure: SectorWeight[];
  themes: { name: string; weight: number }[];
}

export interface Rationale {
  id: string;
  title: string;
  summary: string;
  sector?: string;
}

/** Which family of operations serves the user: investors (/asset/*) or partners (/partner/*). */
export type Audience = 'investor' | 'partner';

/** One labelled part of a currency's market value (a fund, or a strategy with how many funds it holds). */
export interface AllocationRow {
  key: string;
  label: string;
  marketValue: number;
  /** The part's share of the currency's market value; the weights of a split add up to 1 exactly. */
  weight: number;
  fundCount?: number;
}

/** The portfolio in one currency on one NAV day: its value and the net amount paid in up to then. */
export interface ValuePoint {
  date: string;
  value: number;
  netInvested: number;
}

/** One currency's market value (My assets' total), split by fund and by strategy, and its value over time. */
export interface CurrencyInsight {
  currency: Currency;
  marketValue: number;
  byFund: AllocationRow[];
  byStrategy: AllocationRow[];
  history: ValuePoint[];
}

export interface PortfolioInsight {
  netValueDate: string;
  /** None without holdings in the overview. */
  currencies: CurrencyInsight[];
}

/** A calendar year of a fund's returns: January to December (null: no NAV that month) and the year's compound. */
export interface MonthlyReturnYear {
  year: number;
  months: (number | null)[];
  total: number;
  benchmarkTotal: number | null;
}

/** One NAV day: cumulative returns of the fund and its benchmark since the first NAV, and the fund's drawdown (≤ 0). */
export interface ReturnPoint {
  date: string;
  fund: number;
  benchmark: number;
  drawdown: number;
}

export interface FundReturns {
  fundCode: string;
  fundName: string;
  benchmark: string;
  years: MonthlyReturnYear[];
  points: ReturnPoint[];
  maxDrawdown: number;
}

/** The transactions tab's filter (its address keeps it). */
export interface TransactionFilter {
  startDate?: string;
  endDate?: string;
  type?: string;
}

/** What the active tab needs (the route loads only that). */
export type DetailTabData =
  | { tab: 'asset' }
  | { tab: 'terms' }
  | { tab: 'performance'; values: IndicatorValue[]; returns: FundReturns | null }
  | { tab: 'transactions'; transactions: Transaction[]; types: Option[]; filter: TransactionFilter }
  | { tab: 'nav'; points: NavPoint[] }
  | { tab: 'materials'; reports: Report[] };

/**
 * Domain data of the asset pages, as the screens see it; src/actors/assets.ts maps the API answers to these. Where
 * a screen shows the contract's shape as it is, the type is the contract's (`Schemas['…']`, from the generated
 * src/api/schema.d.ts: types only, so a screen still runs nothing of the API layer); the rest are the screens' own.
 * Ratios are fractions (0.05 = 5%).
 */
import type { components } from '../api/schema';

type Schemas = components['schemas'];

export type Currency = Schemas['Currency'];
/** Domestic fund (CNY), offshore fund (USD), or trust plan for which the firm is adviser (the trustee keeps the register). */
export type FundType = Schemas['FundType'];
export type Unit = Schemas['IndicatorDef']['unit'];

export type Option = Schemas['Option'];

/**
 * Money figures of a holding, a batch or a currency's total: gainLoss (the total) = realizedGain (dividends and
 * redemption cash less the cost of redeemed shares) + unrealizedGain (market value less the cost of the shares held).
 */
export type GainFigures = Pick<
  Schemas['CurrencyAsset'],
  'marketValue' | 'investmentCost' | 'realizedGain' | 'unrealizedGain' | 'gainLoss'
>;

/** Totals of the holdings held now and valued by the firm (not redeemed, pending or trust plans). */
export type CurrencyAsset = Schemas['CurrencyAsset'];

export type AssetSummary = Schemas['AssetSummary'];

export type Holding = Schemas['FundHolding'];

/** One subscription or purchase of a holding, with its part of the holding's figures (they add up to the holding's). */
export type HoldingBatch = Schemas['HoldingBatch'];

/** A holding as the list of /myAssets brings it: with its first subscription and batches. */
export type HoldingWithBatches = Schemas['FundHoldingWithBatches'];

export type HoldingDetail = Schemas['HoldingDetail'];

export type NavPoint = Schemas['NavPoint'];

/** A page of a list: the contract's PageMeta with the page's items. */
export type Page<T> = Schemas['PageMeta'] & { list: T[] };

export type Transaction = Schemas['Transaction'];

export type SectorWeight = Schemas['SectorWeight'];

export type FundTerms = Schemas['FundElement'];

export type IndicatorValue = Schemas['IndicatorValue'];

export type IndicatorSeries = Schemas['IndicatorSeries'];

export type IndicatorSetting = Schemas['IndicatorSetting'];

export type EstimatedNav = Schemas['EstimatedNav'];

export type EstimatedNavPoint = Schemas['EstimatedNavPoint'];

export type EstimatedNavDetail = Schemas['EstimatedNavDetail'];

export type Report = Schemas['Report'];

export type StatementType = Schemas['Statement']['type'];

/** A statement of the investor's account for a month or a quarter (a PDF, /myStatements). */
export type Statement = Schemas['Statement'];

/** What the investor can export as CSV. */
export type ExportKind = 'holdings' | 'transactions';

export type PartnerFund = Schemas['PartnerFund'];

export type FundBrief = Schemas['FundBrief'];

export type PortfolioData = Schemas['PortfolioData'];

export type Rationale = Schemas['Rationale'];

/** Which family of operations serves the user: investors (/asset/*) or partners (/partner/*). */
export type Audience = 'investor' | 'partner';

/** One labelled part of a currency's market value (a fund, or a strategy with how many funds it holds). */
export type AllocationRow = Schemas['AllocationRow'];

/** The portfolio in one currency on one NAV day: its value and the net amount paid in up to then. */
export type ValuePoint = Schemas['ValuePoint'];

/** One currency's market value (My assets' total), split by fund and by strategy, and its value over time. */
export type CurrencyInsight = Schemas['CurrencyInsight'];

export type PortfolioInsight = Schemas['PortfolioInsight'];

/** A calendar year of a fund's returns: January to December (null: no NAV that month) and the year's compound. */
export type MonthlyReturnYear = Schemas['MonthlyReturnYear'];

/** One NAV day: cumulative returns of the fund and its benchmark since the first NAV, and the fund's drawdown (≤ 0). */
export type ReturnPoint = Schemas['ReturnPoint'];

export type FundReturns = Schemas['FundReturns'];

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

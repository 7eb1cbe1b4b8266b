/**
 * The investor's products (SPEC.md §2): the holdings (/myAssets), a product's detail (/myAssetsDetail), the estimates
 * (/estimatePath), the indicators (/indicatorPath), the portfolio (/portfolioPath), the product reports
 * (/presentationPath) and a partner's product list (/prodListPath). Each page's loader takes what its address names;
 * partners read the /partner/* operations, everyone else /asset/*.
 */
import type { SessionActor } from '../session/session';
import {
  addListUserIndicatorSetting, audienceFor, estimatedNetWorth, estimatedNetWorthDetail, fundAsset, fundConfigList,
  fundListAndState, getFundReport, getTop5Rationales, listFundInfo, listFundReportType, listIndicatorLineChart,
  listIndustryIndicator, listSettingIndicator, loadFundDetail, partnerFundList, portfolioDataShow, wholeEstimateHistory,
  type DetailSearch,
} from '../actors/assets';
import type { Audience, EstimatedNavPoint } from '../domain/assets';
import type { FollowFilter } from '../screens/client/assets/product-list-screen';

/** A report's PDF (previewed from its signed address or downloaded with the token), and a partner's follow. */
export { reportFile, reportLink, setFollowed } from '../actors/assets';
export type { DetailSearch };

const audienceOf = (session: SessionActor): Audience => audienceFor(session.getSnapshot().context.info?.identityTypeMap.currentIdType);

/** /myAssets: the totals and every holding with its subscription and batch dates (two calls, side by side). */
export async function loadMyAssets() {
  const [summary, holdings] = await Promise.all([fundAsset(), fundListAndState()]);
  return { summary, holdings };
}

/** /myAssetsDetail: the product, the investor's holding, and only what the open tab shows. */
export const loadProductDetail = (session: SessionActor, search: DetailSearch) => loadFundDetail(search, audienceOf(session));

const HISTORY_LIMIT = 20;
/** How long a fund's whole estimate history (the chart) is reused while its table pages: estimates change daily. */
const CHART_TTL_MS = 5 * 60_000;
const charts = new Map<string, { at: number; points: Promise<EstimatedNavPoint[]> }>();

/** The chart's points, loaded once per fund while the table pages through the same history. */
function chartOf(audience: Audience, fundCode: string): Promise<EstimatedNavPoint[]> {
  const key = `${audience}:${fundCode}`;
  const kept = charts.get(key);
  if (kept && Date.now() - kept.at < CHART_TTL_MS) return kept.points;
  const points = wholeEstimateHistory(audience, fundCode);
  charts.set(key, { at: Date.now(), points });
  points.catch(() => charts.delete(key));
  return points;
}

/** /estimatePath: the estimates list and, for the chosen fund, a page of its history and the whole of it (the chart). */
export async function loadEstimates(session: SessionActor, search: { fundCode?: string; page?: number }) {
  const audience = audienceOf(session);
  const list = await estimatedNetWorth(audience);
  const fundCode = search.fundCode ?? list[0]?.fundCode;
  const [detail, chart] = fundCode
    ? await Promise.all([estimatedNetWorthDetail(audience, { fundCode, page: search.page ?? 1, limit: HISTORY_LIMIT }), chartOf(audience, fundCode)])
    : [null, []];
  return { list, detail, chart };
}

/** /indicatorPath: the user's saved indicator choice drawn for the chosen fund, plus its sectors. */
export async function loadIndicators(search: { fundCode?: string }) {
  const [funds, settings] = await Promise.all([listFundInfo(), listSettingIndicator()]);
  const fundCode = search.fundCode ?? funds[0]?.fundCode ?? '';
  const indicatorCodes = settings.filter((s) => s.selected).sort((a, b) => a.order - b.order).map((s) => s.indicatorCode);
  const [series, sectors] = fundCode
    ? await Promise.all([listIndicatorLineChart({ fundCode, indicatorCodes }), listIndustryIndicator(fundCode)])
    : [[], []];
  return { funds, fundCode, settings, series, sectors };
}

/** Saves the user's choice of indicators (their order is the list's). */
export const saveIndicatorSelection = (codes: string[]) => addListUserIndicatorSetting(codes);

/** /portfolioPath: the fund configurations, the chosen one's portfolio data and top-5 rationales. */
export async function loadPortfolio(search: { fundCode?: string }) {
  const funds = await fundConfigList();
  const fundCode = search.fundCode ?? funds[0]?.fundCode;
  const [portfolio, rationales] = await Promise.all([portfolioDataShow(fundCode), getTop5Rationales(fundCode)]);
  return { funds, fundCode: fundCode ?? '', portfolio, rationales };
}

/** Product reports to a page (/presentationPath). */
export const REPORTS_PER_PAGE = 10;

/** /presentationPath: the report types and a page of the reports of the chosen one. */
export async function loadPresentation(session: SessionActor, search: { type?: string; page?: number }) {
  const audience = audienceOf(session);
  const [types, reports] = await Promise.all([
    listFundReportType(audience),
    getFundReport(audience, { type: search.type, page: search.page ?? 1, limit: REPORTS_PER_PAGE }),
  ]);
  return { types, reports };
}

/** A partner's products to a page (/prodListPath). */
export const PARTNER_FUNDS_PER_PAGE = 10;

/** /prodListPath: a page of the partner's products, all or the followed ones, matching the keyword. */
export const loadPartnerFunds = (search: { filter?: FollowFilter; keyword?: string; page?: number }) =>
  partnerFundList({ followed: search.filter === 'followed' || undefined, keyword: search.keyword, page: search.page ?? 1, limit: PARTNER_FUNDS_PER_PAGE });

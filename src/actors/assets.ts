/**
 * The asset pages' calls: one function per operation, API answer → domain data of src/screens/client/assets/types.
 * Investors use /asset/*, partners the /partner/* twins (SPEC.md §6: partners see the product list, not assets).
 * Loads are `silent`: the page shows the error in its error state, so a toast on top would say it twice.
 */
import { api } from '../api/client';
import { ApiError, settleData, type SettleOptions } from '../api/envelope';
import type { paths } from '../api/schema';
import { shiftDate, today } from '../dates';
import type {
  AssetSummary,
  Audience,
  EstimatedNav,
  EstimatedNavDetail,
  EstimatedNavPoint,
  FundBrief,
  FundTerms,
  Holding,
  HoldingDetail,
  HoldingWithBatches,
  IndicatorSeries,
  IndicatorSetting,
  IndicatorValue,
  NavPoint,
  Option,
  Page,
  PartnerFund,
  PortfolioData,
  Rationale,
  Report,
  SectorWeight,
  Transaction,
} from '../domain/assets';
import type { DetailTabData } from '../domain/assets';
import type { DetailTab } from '../domain/detail-tabs';

const LOAD: SettleOptions = { silent: true };
/** The contract's largest page (openapi.yaml Limit maximum). */
export const MAX_PAGE_SIZE = 100;
/** netWorthHistorySingleList refuses ranges over five years (openapi.yaml), so the whole life is fetched in windows. */
const SERIES_WINDOW_YEARS = 5;
/** Parallel page requests when assembling a whole NAV history (kind to the server, still quick). */
const PARALLEL_PAGES = 6;

const nonNull = <T>(value: T | null | undefined, fallback: T): T => value ?? fallback;

/** A GET operation's query as the contract names it, less the cache-busting `n` the client adds to every call. */
export type QueryOf<P extends keyof paths> =
  paths[P] extends { get: { parameters: { query?: infer Q } } } ? Omit<NonNullable<Q>, 'n'> : never;

export type PageQuery = Pick<QueryOf<'/asset/getFundReport'>, 'page' | 'limit'>;

export async function fundAsset(): Promise<AssetSummary | null> {
  return settleData(api.GET('/asset/fundAsset'), LOAD);
}

export async function fundListAndState(state?: Holding['state']): Promise<HoldingWithBatches[]> {
  return nonNull(await settleData(api.GET('/asset/fundListAndState', { params: { query: { state } } }), LOAD), []);
}

export async function fundAssetDetail(fundCode: string): Promise<HoldingDetail | null> {
  return settleData(api.GET('/asset/fundAssetDetail', { params: { query: { fundCode } } }), LOAD);
}

export async function fundElement(audience: Audience, fundCode: string): Promise<FundTerms | null> {
  const query = { params: { query: { fundCode } } };
  return audience === 'partner'
    ? settleData(api.GET('/partner/fundElement', query), LOAD)
    : settleData(api.GET('/asset/fundElement', query), LOAD);
}

/** The same for investors and partners (/partner/netWorthHistory). */
export type NavQuery = QueryOf<'/asset/netWorthHistory'>;

export async function netWorthHistory(audience: Audience, query: NavQuery): Promise<Page<NavPoint>> {
  const params = { params: { query } };
  const page =
    audience === 'partner'
      ? await settleData(api.GET('/partner/netWorthHistory', params), LOAD)
      : await settleData(api.GET('/asset/netWorthHistory', params), LOAD);
  return nonNull(page, { list: [], total: 0, page: 1, limit: query.limit ?? MAX_PAGE_SIZE });
}

export async function netWorthHistorySingleList(fundCode: string, startDate: string, endDate: string): Promise<NavPoint[]> {
  const query = { fundCode, startDate, endDate };
  return nonNull(await settleData(api.GET('/partner/netWorthHistorySingleList', { params: { query } }), LOAD), []);
}

const byDate = (a: NavPoint, b: NavPoint) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);

/**
 * The fund's whole NAV history, oldest first, every point (the chart selects ranges itself; nothing is thinned).
 * Partners: the unpaginated series in five-year windows from inception. Investors: every page of netWorthHistory.
 */
export async function wholeNavHistory(audience: Audience, fundCode: string, inceptionDate?: string): Promise<NavPoint[]> {
  if (audience === 'partner') {
    const end = today();
    const start = inceptionDate ?? '2007-01-01';
    const windows: [string, string][] = [];
    for (let from = start; from <= end; ) {
      const next = shiftDate(from, SERIES_WINDOW_YEARS, 'year');
      const last = shiftDate(next, -1, 'day');
      windows.push([from, last < end ? last : end]);
      from = next;
    }
    const parts = await Promise.all(windows.map(([from, to]) => netWorthHistorySingleList(fundCode, from, to)));
    return parts.flat().sort(byDate);
  }
  const first = await netWorthHistory(audience, { fundCode, page: 1, limit: MAX_PAGE_SIZE });
  const pages = Math.ceil(first.total / MAX_PAGE_SIZE);
  const rest: NavPoint[][] = [];
  for (let p = 2; p <= pages; p += PARALLEL_PAGES) {
    const batch = Array.from({ length: Math.min(PARALLEL_PAGES, pages - p + 1) }, (_, i) => p + i);
    const lists = await Promise.all(
      batch.map((page) => netWorthHistory(audience, { fundCode, page, limit: MAX_PAGE_SIZE }).then((r) => r.list)),
    );
    rest.push(...lists);
  }
  return [first.list, ...rest].flat().sort(byDate);
}

export type TransactionQuery = QueryOf<'/asset/fundTransaction'>;

export async function fundTransaction(query: TransactionQuery): Promise<Page<Transaction>> {
  const page = await settleData(api.GET('/asset/fundTransaction', { params: { query } }), LOAD);
  return nonNull(page, { list: [], total: 0, page: 1, limit: query.limit ?? 10 });
}

export async function transactionTypeList(): Promise<Option[]> {
  return nonNull(await settleData(api.GET('/asset/transactionTypeList'), LOAD), []);
}

export async function listAssetIndicatorValues(audience: Audience, fundCode: string, endDate?: string): Promise<IndicatorValue[]> {
  const query = { params: { query: { fundCode, endDate } } };
  const list =
    audience === 'partner'
      ? await settleData(api.GET('/partner/listAssetIndicatorValues', query), LOAD)
      : await settleData(api.GET('/asset/listAssetIndicatorValues', query), LOAD);
  return nonNull(list, []);
}

export async function estimatedNetWorth(audience: Audience, followed?: boolean): Promise<EstimatedNav[]> {
  const list =
    audience === 'partner'
      ? await settleData(api.GET('/partner/estimatedNetWorth', { params: { query: { followed } } }), LOAD)
      : await settleData(api.GET('/asset/estimatedNetWorth'), LOAD);
  return nonNull(list, []);
}

export async function estimatedNetWorthDetail(audience: Audience, query: NavQuery): Promise<EstimatedNavDetail | null> {
  const params = { params: { query } };
  return audience === 'partner'
    ? settleData(api.GET('/partner/estimatedNetWorthDetail', params), LOAD)
    : settleData(api.GET('/asset/estimatedNetWorthDetail', params), LOAD);
}

/**
 * A fund's whole estimate history, oldest first, every point (the estimate chart selects ranges itself): every page
 * of estimatedNetWorthDetail, as wholeNavHistory reads netWorthHistory.
 */
export async function wholeEstimateHistory(audience: Audience, fundCode: string): Promise<EstimatedNavPoint[]> {
  const page = (n: number) => estimatedNetWorthDetail(audience, { fundCode, page: n, limit: MAX_PAGE_SIZE }).then((d) => d?.history);
  const first = await page(1);
  if (!first) return [];
  const pages = Math.ceil(first.total / MAX_PAGE_SIZE);
  const rest: EstimatedNavPoint[][] = [];
  for (let p = 2; p <= pages; p += PARALLEL_PAGES) {
    const batch = Array.from({ length: Math.min(PARALLEL_PAGES, pages - p + 1) }, (_, i) => p + i);
    rest.push(...(await Promise.all(batch.map((n) => page(n).then((h) => h?.list ?? [])))));
  }
  return [first.list, ...rest].flat().sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** The same for investors and partners (/partner/getFundReport). */
export type ReportQuery = QueryOf<'/asset/getFundReport'>;

export async function getFundReport(audience: Audience, query: ReportQuery): Promise<Page<Report>> {
  const params = { params: { query } };
  const page =
    audience === 'partner'
      ? await settleData(api.GET('/partner/getFundReport', params), LOAD)
      : await settleData(api.GET('/asset/getFundReport', params), LOAD);
  return nonNull(page, { list: [], total: 0, page: 1, limit: query.limit ?? 10 });
}

export async function listFundReportType(audience: Audience): Promise<Option[]> {
  const list =
    audience === 'partner'
      ? await settleData(api.GET('/partner/listFundReportType'), LOAD)
      : await settleData(api.GET('/asset/listFundReportType'), LOAD);
  return nonNull(list, []);
}

export type PartnerFundQuery = QueryOf<'/partner/fundList'>;

export async function partnerFundList(query: PartnerFundQuery): Promise<Page<PartnerFund>> {
  const page = await settleData(api.GET('/partner/fundList', { params: { query } }), LOAD);
  return nonNull(page, { list: [], total: 0, page: 1, limit: query.limit ?? 10 });
}

/** Follow/unfollow persist on the server; a failure is toasted by the envelope and rethrown for the rollback. */
export async function followFund(fundCode: string): Promise<void> {
  await settleData(api.POST('/partner/followFund', { body: { fundCode } }));
}

export async function cancelFollowFund(fundCode: string): Promise<void> {
  await settleData(api.POST('/partner/cancelFollowFund', { body: { fundCode } }));
}

export async function setFollowed(fundCode: string, followed: boolean): Promise<void> {
  return followed ? followFund(fundCode) : cancelFollowFund(fundCode);
}

export async function listFundInfo(): Promise<FundBrief[]> {
  return nonNull(await settleData(api.GET('/indicator/listFundInfo'), LOAD), []);
}

export async function listIndicatorLineChart(query: {
  fundCode: string;
  indicatorCodes: string[];
  startDate?: string;
  endDate?: string;
}): Promise<IndicatorSeries[]> {
  if (query.indicatorCodes.length === 0) return [];
  return nonNull(await settleData(api.GET('/indicator/listIndicatorLineChart', { params: { query } }), LOAD), []);
}

export async function listIndustryIndicator(fundCode: string, endDate?: string): Promise<SectorWeight[]> {
  const query = { fundCode, endDate };
  return nonNull(await settleData(api.GET('/indicator/listIndustryIndicator', { params: { query } }), LOAD), []);
}

export async function listSettingIndicator(): Promise<IndicatorSetting[]> {
  return nonNull(await settleData(api.GET('/indicator/listSettingIndicator'), LOAD), []);
}

export async function addListUserIndicatorSetting(indicatorCodes: string[]): Promise<void> {
  await settleData(api.POST('/indicator/addListUserIndicatorSetting', { body: { indicatorCodes } }));
}

export async function portfolioDataShow(fundCode?: string): Promise<PortfolioData | null> {
  return settleData(api.GET('/portfolio/dataShow', { params: { query: { fundCode } } }), LOAD);
}

export async function getTop5Rationales(fundCode?: string): Promise<Rationale[]> {
  return nonNull(await settleData(api.GET('/rationale/getTop5Rationales', { params: { query: { fundCode } } }), LOAD), []);
}

export async function fundConfigList(): Promise<FundBrief[]> {
  return nonNull(await settleData(api.GET('/portfolio/fundConfig/list'), LOAD), []);
}

/**
 * A report file as a Blob (preview and download need the token header, so a plain link would not do). On failure
 * the server answers the JSON envelope instead of the file; it goes through the error catalogue like any call.
 */
export async function reportFile(fileId: string, mode: 'preview' | 'download'): Promise<Blob> {
  const path = mode === 'preview' ? '/file/preview' : '/file/download';
  return settleFile(await api.GET(path, { params: { query: { fileId } }, parseAs: 'blob' }), `file ${fileId}`);
}

/**
 * A file answer (parseAs 'blob') as a Blob: the file on success; on failure the JSON envelope the server answers
 * instead, settled through the error catalogue like any call (its message shown), then thrown.
 */
export async function settleFile(result: { data?: unknown; error?: unknown; response: Response }, what: string): Promise<Blob> {
  const blob = (result.data ?? result.error) as Blob | undefined;
  const type = result.response.headers.get('content-type') ?? '';
  if (result.response.status === 200 && blob && !type.includes('application/json')) return blob;
  const envelope = blob ? JSON.parse(await blob.text()) : undefined;
  await settleData(Promise.resolve({ data: envelope, response: result.response }));
  throw new ApiError('http', what, { status: result.response.status });
}

/**
 * A report at a signed address named after it (/files/{fileId}/{name}?expires=…&sig=…): the preview's frame and its
 * new tab load it without the token header, and a saved copy keeps the report's name. Failures show as for any call.
 */
export async function reportLink(fileId: string): Promise<{ url: string; name: string }> {
  const link = await settleData(api.GET('/file/link', { params: { query: { fileId } } }));
  if (!link) throw new ApiError('business', `file ${fileId}`);
  return { url: link.url, name: link.name };
}

// The detail page's loader: the product (and the investor's holding) plus only what the active tab shows.

export interface DetailSearch {
  fundCode: string;
  tab?: DetailTab;
  startDate?: string;
  endDate?: string;
  type?: string;
}

/** Every transaction matching the server-side filters: the amount/shares ranges then filter them in the page. */
async function allTransactions(query: Omit<DetailSearch, 'tab'>): Promise<Transaction[]> {
  const first = await fundTransaction({ ...query, page: 1, limit: MAX_PAGE_SIZE });
  const pages = Math.ceil(first.total / MAX_PAGE_SIZE);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) => fundTransaction({ ...query, page: i + 2, limit: MAX_PAGE_SIZE })),
  );
  return [first, ...rest].flatMap((p) => p.list);
}

async function tabData(search: DetailSearch, audience: Audience, inceptionDate?: string): Promise<DetailTabData> {
  const { fundCode } = search;
  switch (search.tab ?? 'asset') {
    case 'performance': {
      // The monthly returns' call is a module of its own (src/actors/insight.ts): the holdings page does not load it.
      const [values, returns] = await Promise.all([
        listAssetIndicatorValues(audience, fundCode),
        import('./insight').then((m) => m.fundReturns(fundCode)),
      ]);
      return { tab: 'performance', values, returns };
    }
    case 'transactions': {
      const filter = { startDate: search.startDate, endDate: search.endDate, type: search.type };
      const [transactions, types] = await Promise.all([allTransactions({ fundCode, ...filter }), transactionTypeList()]);
      return { tab: 'transactions', transactions, types, filter };
    }
    case 'nav':
      return { tab: 'nav', points: await wholeNavHistory(audience, fundCode, inceptionDate) };
    case 'materials':
      return { tab: 'materials', reports: (await getFundReport(audience, { fundCode, page: 1, limit: MAX_PAGE_SIZE })).list };
    case 'terms':
      return { tab: 'terms' };
    default:
      return { tab: 'asset' };
  }
}

export async function loadFundDetail(search: DetailSearch, audience: Audience) {
  const [holding, terms] = await Promise.all([
    audience === 'investor' ? fundAssetDetail(search.fundCode) : Promise.resolve(null),
    fundElement(audience, search.fundCode),
  ]);
  const data = await tabData(search.tab === 'transactions' && audience === 'partner' ? { ...search, tab: 'asset' } : search, audience, terms?.inceptionDate);
  return { audience, holding, terms, data };
}

/** Partners (identity type 3) use the /partner/* operations, everyone else /asset/*. */
export const audienceFor = (identityType: number | undefined): Audience => (identityType === 3 ? 'partner' : 'investor');

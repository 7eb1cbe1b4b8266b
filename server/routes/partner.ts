/** Tag `partner`: the product list and product data for partners (identity type 3 only). */
import { checkRange, notFound, partnerFund, requirePartner, type PageQuery } from '../services/client-access.ts';
import { estimateDetail, fundElement, navHistoryJson, navOn, navSeries, REPORT_TYPES, reportPage, typeOptions } from '../services/client-assets.ts';
import { indicatorDefs, indicatorValues } from '../services/client-indicators.ts';
import { partnerEstimates, partnerFunds, setFollow, singleListRange } from '../services/client-partner.ts';
import type { Schemas } from '../api-types.ts';
import { ctxOf, langOf, ok, okJson, type Handlers } from './respond.ts';

type Q = PageQuery & { fundCode: string; startDate?: string; endDate?: string; type?: string; date?: string; followed?: boolean; keyword?: string };
const q = (req: { query: unknown }) => req.query as Q;

export const partner = {
  async partnerFundList(req) {
    const s = requirePartner(req.session);
    return ok(req, await partnerFunds(ctxOf(req), s.userId, q(req), langOf(req)));
  },
  async followFund(req) {
    const s = requirePartner(req.session);
    const fund = await partnerFund(ctxOf(req), (req.body as Schemas['FollowRequest']).fundCode);
    await setFollow(ctxOf(req), s.userId, fund, true);
    return ok(req, null);
  },
  async cancelFollowFund(req) {
    const s = requirePartner(req.session);
    const fund = await partnerFund(ctxOf(req), (req.body as Schemas['FollowRequest']).fundCode);
    await setFollow(ctxOf(req), s.userId, fund, false);
    return ok(req, null);
  },
  async partnerEstimatedNetWorth(req) {
    const s = requirePartner(req.session);
    return ok(req, await partnerEstimates(ctxOf(req), s.userId, q(req).followed, langOf(req)));
  },
  async partnerEstimatedNetWorthDetail(req) {
    requirePartner(req.session);
    checkRange(q(req).startDate, q(req).endDate);
    const fund = await partnerFund(ctxOf(req), q(req).fundCode);
    return ok(req, await estimateDetail(ctxOf(req), fund, q(req), langOf(req)));
  },
  async partnerGetFundReport(req) {
    requirePartner(req.session);
    const query = q(req);
    const fundId = query.fundCode ? (await partnerFund(ctxOf(req), query.fundCode)).id : undefined;
    return ok(req, await reportPage(ctxOf(req), { kind: 'partner' }, { ...query, fundId }, langOf(req)));
  },
  async partnerListFundReportType(req) {
    requirePartner(req.session);
    return ok(req, typeOptions(REPORT_TYPES, langOf(req)));
  },
  async partnerListAssetIndicatorValues(req) {
    requirePartner(req.session);
    const fund = await partnerFund(ctxOf(req), q(req).fundCode);
    return ok(req, await indicatorValues(ctxOf(req), fund.id, langOf(req), q(req).endDate));
  },
  async partnerListIndicator(req) {
    requirePartner(req.session);
    return ok(req, indicatorDefs(langOf(req)));
  },
  async partnerFundElement(req) {
    requirePartner(req.session);
    return ok(req, fundElement(await partnerFund(ctxOf(req), q(req).fundCode), langOf(req)));
  },
  async partnerNetWorthHistory(req, reply) {
    requirePartner(req.session);
    checkRange(q(req).startDate, q(req).endDate);
    const fund = await partnerFund(ctxOf(req), q(req).fundCode);
    return okJson(req, reply, await navHistoryJson(ctxOf(req), fund, q(req)));
  },
  async netWorthHistorySingle(req) {
    requirePartner(req.session);
    const fund = await partnerFund(ctxOf(req), q(req).fundCode);
    const point = await navOn(ctxOf(req), fund.id, q(req).date);
    if (!point) throw notFound();
    return ok(req, point);
  },
  async netWorthHistorySingleList(req) {
    requirePartner(req.session);
    const fund = await partnerFund(ctxOf(req), q(req).fundCode);
    const { start, end } = singleListRange(fund, q(req).startDate, q(req).endDate);
    const rows = await navSeries(ctxOf(req), fund.id, start, end);
    return ok(req, rows.map((r) => ({ date: r.date, nav: r.nav, accumulatedNav: r.accNav })));
  },
} satisfies Handlers;

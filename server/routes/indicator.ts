/** Tag `indicator`: indicator definitions, values, charts and the user's chosen indicators. */
import type { Schemas } from '../api-types.ts';
import { checkRange, requireInvestor, sessionOf, visibleFund } from '../services/client-access.ts';
import { brief, heldBriefs, scopedFunds, scopeOf, sectorsOf } from '../services/client-assets.ts';
import {
  fundReturns,
  indicatorDefs,
  indicatorSeries,
  indicatorSettings,
  monthEndDates,
  saveIndicatorSelection,
  userIndicators,
} from '../services/client-indicators.ts';
import { ctxOf, langOf, ok, type Handlers } from './respond.ts';

type Q = { fundCode: string; startDate?: string; endDate?: string; indicatorCodes: string[] };
const q = (req: { query: unknown }) => req.query as Q;

export const indicator = {
  async listIndicatorLineChart(req) {
    const { fundCode, startDate, endDate, indicatorCodes } = q(req);
    checkRange(startDate, endDate);
    const fund = await visibleFund(ctxOf(req), req.session, fundCode);
    const codes = Array.isArray(indicatorCodes) ? indicatorCodes : [indicatorCodes];
    return ok(req, await indicatorSeries(ctxOf(req), fund.id, codes, langOf(req), startDate, endDate));
  },
  async listIndustryIndicator(req) {
    const fund = await visibleFund(ctxOf(req), req.session, q(req).fundCode);
    return ok(req, sectorsOf(fund, langOf(req)));
  },
  async indicatorListIndicator(req) {
    sessionOf(req.session);
    return ok(req, indicatorDefs(langOf(req)));
  },
  async listUserIndicator(req) {
    const s = sessionOf(req.session);
    return ok(req, await userIndicators(ctxOf(req), s.userId, langOf(req)));
  },
  async listSettingIndicator(req) {
    const s = sessionOf(req.session);
    return ok(req, await indicatorSettings(ctxOf(req), s.userId, langOf(req)));
  },
  async addListUserIndicatorSetting(req) {
    const s = sessionOf(req.session);
    await saveIndicatorSelection(ctxOf(req), s.userId, (req.body as Schemas['IndicatorSettingRequest']).indicatorCodes);
    return ok(req, null);
  },
  async listFundReturns(req) {
    const fund = await visibleFund(ctxOf(req), req.session, q(req).fundCode);
    return ok(req, await fundReturns(ctxOf(req), fund, langOf(req)));
  },
  async listEndDateByFundCode(req) {
    const fund = await visibleFund(ctxOf(req), req.session, q(req).fundCode);
    return ok(req, await monthEndDates(ctxOf(req), fund.id));
  },
  async listFundInfo(req) {
    const s = sessionOf(req.session);
    const scope = scopeOf(s);
    if (scope.kind === 'partner') return ok(req, (await scopedFunds(ctxOf(req), scope)).map((f) => brief(f, langOf(req))));
    requireInvestor(s);
    return ok(req, await heldBriefs(ctxOf(req), s.userId, langOf(req)));
  },
} satisfies Handlers;

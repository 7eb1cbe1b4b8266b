/**
 * Tag `asset`: an investor's (identity types 1-2) holdings, NAV, transactions, estimates and reports, and their
 * statements (PDF) and exports (CSV): files on success, the JSON envelope (error handler) on failure.
 */
import type { FastifyReply } from 'fastify';
import { heldFund, checkRange, requireInvestor, type PageQuery } from '../services/client-access.ts';
import {
  assetSummary,
  estimateDetail,
  estimateOf,
  fundElement,
  heldBriefs,
  heldNavHistoryJson,
  holdingDetail,
  holdingList,
  REPORT_TYPES,
  reportPage,
  scopedFunds,
  TRANSACTION_TYPES,
  transactionPage,
  typeOptions,
} from '../services/client-assets.ts';
import { indicatorDefs, indicatorValues } from '../services/client-indicators.ts';
import { disposition } from '../services/client-files.ts';
import { portfolioInsight } from '../services/portfolio-insight.ts';
import { statementPdf } from '../services/report-files.ts';
import { holdingsCsv, statementModel, statementPage, transactionsCsv } from '../services/statements.ts';
import { ctxOf, langOf, ok, okJson, type Handlers } from './respond.ts';

type Q = PageQuery & { fundCode: string; startDate?: string; endDate?: string; type?: string; state?: string; period?: string };
const q = (req: { query: unknown }) => req.query as Q;

const attachment = (reply: FastifyReply, type: string, name: string, body: Buffer) =>
  reply.type(type).header('Content-Disposition', disposition('attachment', name)).send(body);

export const asset = {
  async fundListAndState(req) {
    const s = requireInvestor(req.session);
    return ok(req, await holdingList(ctxOf(req), s.userId, langOf(req), q(req).state));
  },
  async assetFundList(req) {
    const s = requireInvestor(req.session);
    return ok(req, await heldBriefs(ctxOf(req), s.userId, langOf(req)));
  },
  async fundAssetDetail(req) {
    const s = requireInvestor(req.session);
    const { fund, holding } = await heldFund(ctxOf(req), s, q(req).fundCode);
    return ok(req, await holdingDetail(ctxOf(req), fund, holding, langOf(req)));
  },
  async fundAsset(req) {
    const s = requireInvestor(req.session);
    return ok(req, await assetSummary(ctxOf(req), s.userId, langOf(req)));
  },
  async assetPortfolioInsight(req) {
    const s = requireInvestor(req.session);
    return ok(req, await portfolioInsight(ctxOf(req), s.userId, langOf(req)));
  },
  async assetNetWorthHistory(req, reply) {
    const s = requireInvestor(req.session);
    checkRange(q(req).startDate, q(req).endDate);
    return okJson(req, reply, await heldNavHistoryJson(ctxOf(req), s.userId, q(req).fundCode, q(req)));
  },
  async fundTransaction(req) {
    const s = requireInvestor(req.session);
    const query = q(req);
    checkRange(query.startDate, query.endDate);
    const fundId = query.fundCode ? (await heldFund(ctxOf(req), s, query.fundCode)).fund.id : undefined;
    return ok(req, await transactionPage(ctxOf(req), s.userId, { ...query, fundId }, langOf(req)));
  },
  async transactionTypeList(req) {
    requireInvestor(req.session);
    return ok(req, typeOptions(TRANSACTION_TYPES, langOf(req)));
  },
  async assetFundElement(req) {
    const s = requireInvestor(req.session);
    return ok(req, fundElement((await heldFund(ctxOf(req), s, q(req).fundCode)).fund, langOf(req)));
  },
  async assetListAssetIndicatorValues(req) {
    const s = requireInvestor(req.session);
    const { fund } = await heldFund(ctxOf(req), s, q(req).fundCode);
    return ok(req, await indicatorValues(ctxOf(req), fund.id, langOf(req), q(req).endDate));
  },
  async assetListIndicator(req) {
    requireInvestor(req.session);
    return ok(req, indicatorDefs(langOf(req)));
  },
  async assetEstimatedNetWorth(req) {
    const s = requireInvestor(req.session);
    const list = await scopedFunds(ctxOf(req), { kind: 'investor', userId: s.userId });
    return ok(req, list.map((f) => estimateOf(f, langOf(req))));
  },
  async assetEstimatedNetWorthDetail(req) {
    const s = requireInvestor(req.session);
    checkRange(q(req).startDate, q(req).endDate);
    const { fund } = await heldFund(ctxOf(req), s, q(req).fundCode);
    return ok(req, await estimateDetail(ctxOf(req), fund, q(req), langOf(req)));
  },
  async assetGetFundReport(req) {
    const s = requireInvestor(req.session);
    const query = q(req);
    const fundId = query.fundCode ? (await heldFund(ctxOf(req), s, query.fundCode)).fund.id : undefined;
    return ok(req, await reportPage(ctxOf(req), { kind: 'investor', userId: s.userId }, { ...query, fundId }, langOf(req)));
  },
  async assetListFundReportType(req) {
    requireInvestor(req.session);
    return ok(req, typeOptions(REPORT_TYPES, langOf(req)));
  },
  async assetStatementList(req) {
    const s = requireInvestor(req.session);
    return ok(req, await statementPage(ctxOf(req), s.userId, q(req), langOf(req)));
  },
  async assetStatement(req, reply) {
    const s = requireInvestor(req.session);
    const model = await statementModel(ctxOf(req), s, q(req).period ?? '', langOf(req));
    return attachment(reply, 'application/pdf', `${model.title}.pdf`, await statementPdf(model));
  },
  async assetExportHoldings(req, reply) {
    const s = requireInvestor(req.session);
    const file = await holdingsCsv(ctxOf(req), s.userId, langOf(req));
    return attachment(reply, 'text/csv; charset=utf-8', file.name, file.body);
  },
  async assetExportTransactions(req, reply) {
    const s = requireInvestor(req.session);
    const query = q(req);
    checkRange(query.startDate, query.endDate);
    const fundId = query.fundCode ? (await heldFund(ctxOf(req), s, query.fundCode)).fund.id : undefined;
    const file = await transactionsCsv(ctxOf(req), s.userId, { fundId, startDate: query.startDate, endDate: query.endDate, type: query.type }, langOf(req));
    return attachment(reply, 'text/csv; charset=utf-8', file.name, file.body);
  },
} satisfies Handlers;

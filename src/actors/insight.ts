/**
 * The portfolio insight's calls: the investor's allocation and value over time (/portfolioInsight), and a fund's
 * monthly returns, benchmark and drawdown (the detail page's performance tab, both audiences). A module of their own,
 * so the holdings page and the detail page load them only with the page or tab that shows them.
 */
import { api } from '../api/client';
import { settleData, type SettleOptions } from '../api/envelope';
import type { FundReturns, PortfolioInsight } from '../domain/assets';

const LOAD: SettleOptions = { silent: true };

export async function portfolioInsight(): Promise<PortfolioInsight> {
  return (await settleData(api.GET('/asset/portfolioInsight'), LOAD)) ?? { netValueDate: '', currencies: [] };
}

export async function fundReturns(fundCode: string): Promise<FundReturns | null> {
  return settleData(api.GET('/indicator/fundReturns', { params: { query: { fundCode } } }), LOAD);
}

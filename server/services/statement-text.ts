/**
 * The words of an investor's statement (PDF) and exports (CSV) in each language, named as the client area names them
 * (src/locales: 市值 Market value, 浮动收益 Unrealised gain/loss, …), so a figure reads the same on the screen, in the
 * statement and in the spreadsheet.
 */
import type { LanguageType } from '../../src/constants.ts';
import type { StatementType } from './statement-model.ts';
import { periodHeading, periodName } from './report-text.ts';

type HoldingState = { state: string; fundType?: string; trusteeData?: boolean | null };

export interface StatementText {
  title: (type: StatementType, period: string) => string;
  kind: string;
  investor: string;
  account: string;
  investorTypeLabel: string;
  investorType: Record<1 | 2, string>;
  issued: string;
  valuedAt: string;
  toDate: (asOf: string) => string;
  overview: string;
  overviewNote: string;
  currency: (code: string) => string;
  figures: { marketValue: string; investmentCost: string; unrealizedGain: string; realizedGain: string; realizedInPeriod: string; gainLoss: string; returnRate: string };
  holdings: string;
  gains: string;
  product: string;
  status: string;
  shares: string;
  nav: string;
  marketValue: string;
  total: (currency: string) => string;
  state: (h: HoldingState) => string;
  notCounted: string;
  flows: string;
  flowColumns: { currency: string; subscriptions: string; redemptions: string; dividends: string; fees: string };
  transactions: string;
  noTransactions: string;
  noHoldings: string;
  transactionColumns: { date: string; product: string; type: string; amount: string; shares: string; nav: string; fee: string };
  notesTitle: string;
  notes: string[];
  continued: string;
  csv: {
    holdingsHeader: string[];
    transactionsHeader: string[];
    state: (h: HoldingState) => string;
    yes: string;
    no: string;
    total: (currency: string) => string;
    holdingsFile: (date: string) => string;
    transactionsFile: (date: string) => string;
  };
}

const zhState = (h: HoldingState) =>
  h.fundType === 'trust' || h.trusteeData ? '信托计划' : h.state === 'pending' ? '确认中' : h.state === 'redeemed' ? '已赎回' : '持有中';
const enState = (h: HoldingState) =>
  h.fundType === 'trust' || h.trusteeData ? 'Trust plan' : h.state === 'pending' ? 'Being confirmed' : h.state === 'redeemed' ? 'Redeemed' : 'Held';

const ZH: StatementText = {
  title: (type, period) => `${periodName(type, period, 'zh_CN')}对账单`,
  kind: '对账单',
  investor: '客户',
  account: '登录账户',
  investorTypeLabel: '客户类型',
  investorType: { 1: '个人客户', 2: '机构客户' },
  issued: '生成日期',
  valuedAt: '估值日',
  toDate: (asOf) => `本期尚未结束：数据截至 ${asOf}`,
  overview: '资产总览',
  overviewNote: '总览只合计期末持有中、由本公司估值的产品（与「我的资产」一致）：已赎回产品、确认中的申购和信托计划逐行列出，不计入合计。',
  currency: (code) => (code === 'USD' ? '美元资产（USD）' : '人民币资产（CNY）'),
  figures: {
    marketValue: '总市值',
    investmentCost: '投资成本',
    unrealizedGain: '浮动收益',
    realizedGain: '已实现收益',
    realizedInPeriod: '其中本期',
    gainLoss: '累计收益',
    returnRate: '收益率',
  },
  holdings: '持有明细',
  gains: '收益明细',
  product: '产品',
  status: '状态',
  shares: '持有份额',
  nav: '单位净值',
  marketValue: '市值',
  total: (currency) => `合计（${currency}）`,
  state: zhState,
  notCounted: '不计入合计',
  flows: '本期资金变动',
  flowColumns: { currency: '币种', subscriptions: '认购/申购', redemptions: '赎回', dividends: '现金分红', fees: '费用' },
  transactions: '本期交易',
  noTransactions: '本期没有交易。',
  noHoldings: '期末没有持有的产品。',
  transactionColumns: { date: '交易日期', product: '产品', type: '交易类型', amount: '金额', shares: '份额', nav: '确认净值', fee: '费用' },
  notesTitle: '说明',
  notes: [
    '累计收益 = 已实现收益 + 浮动收益。已实现收益为已收到的现金分红与赎回款减去赎回份额的投资成本；浮动收益为市值减去持有份额的投资成本。「其中本期」为本期内实现的部分。',
    '市值按估值日（期末或之前最近一个净值日）的单位净值计算；人民币与美元资产分别合计，不相加。',
    '确认中的申购在份额确认后才有市值和收益；本公司担任投资顾问的信托计划，份额与收益请以受托人（信托公司）提供的数据为准。',
    '本对账单由系统根据您的交易记录生成，仅供参考；如有疑问，请联系您的客户经理。',
  ],
  continued: '（续）',
  csv: {
    holdingsHeader: ['产品代码', '产品名称', '币种', '状态', '计入总览', '持有份额', '单位净值', '净值日期', '市值', '投资成本', '浮动收益', '已实现收益', '累计收益', '收益率（%）', '首次申购日期'],
    transactionsHeader: ['交易日期', '确认日期', '产品代码', '产品名称', '交易类型', '币种', '金额', '份额', '确认净值', '费用'],
    state: zhState,
    yes: '是',
    no: '否',
    total: (currency) => `合计（${currency}，计入总览的产品）`,
    holdingsFile: (date) => `持仓_${date}.csv`,
    transactionsFile: (date) => `交易记录_${date}.csv`,
  },
};

const EN: StatementText = {
  title: (type, period) => `${periodHeading(type, period, 'en_US')} statement`,
  kind: 'Statement',
  investor: 'Client',
  account: 'Login account',
  investorTypeLabel: 'Client type',
  investorType: { 1: 'Individual client', 2: 'Institutional client' },
  issued: 'Issued',
  valuedAt: 'Valued at',
  toDate: (asOf) => `The period has not ended: figures as of ${asOf}`,
  overview: 'Overview',
  overviewNote:
    'The overview adds up the holdings held at the end of the period and valued by the firm (as My assets does): redeemed funds, subscriptions being confirmed and trust plans are listed but not in the totals.',
  currency: (code) => (code === 'USD' ? 'USD assets' : 'CNY assets'),
  figures: {
    marketValue: 'Total market value',
    investmentCost: 'Investment cost',
    unrealizedGain: 'Unrealised gain/loss',
    realizedGain: 'Realised gain/loss',
    realizedInPeriod: 'Of which this period',
    gainLoss: 'Total gain/loss',
    returnRate: 'Return',
  },
  holdings: 'Holdings',
  gains: 'Gains',
  product: 'Product',
  status: 'Status',
  shares: 'Shares held',
  nav: 'NAV per share',
  marketValue: 'Market value',
  total: (currency) => `Total (${currency})`,
  state: enState,
  notCounted: 'not in the totals',
  flows: 'Cash movements in the period',
  flowColumns: { currency: 'Currency', subscriptions: 'Subscriptions', redemptions: 'Redemptions', dividends: 'Cash dividends', fees: 'Fees' },
  transactions: 'Transactions in the period',
  noTransactions: 'No transactions in this period.',
  noHoldings: 'No holdings at the end of the period.',
  transactionColumns: { date: 'Trade date', product: 'Product', type: 'Type', amount: 'Amount', shares: 'Shares', nav: 'Confirmed NAV', fee: 'Fee' },
  notesTitle: 'Notes',
  notes: [
    'Total gain/loss = realised gain/loss + unrealised gain/loss. Realised gain/loss is the cash dividends and redemption proceeds received less the investment cost of the shares redeemed; unrealised gain/loss is the market value less the investment cost of the shares held. "Of which this period" is the part realised in the period.',
    'Market values use the NAV per share of the valuation date (the last NAV date on or before the end of the period). CNY and USD assets are totalled separately and never added together.',
    'A subscription being confirmed has a market value and gains once its shares are confirmed. For trust plans advised by the firm, rely on the trustee’s figures for shares and gains.',
    'This statement is generated from your transaction records for your information; please contact your relationship manager with any question.',
  ],
  continued: ' (continued)',
  csv: {
    holdingsHeader: ['Product code', 'Product name', 'Currency', 'Status', 'In overview', 'Shares held', 'NAV per share', 'NAV date', 'Market value', 'Investment cost', 'Unrealised gain/loss', 'Realised gain/loss', 'Total gain/loss', 'Return (%)', 'First subscription'],
    transactionsHeader: ['Trade date', 'Confirmation date', 'Product code', 'Product name', 'Transaction type', 'Currency', 'Amount', 'Shares', 'Confirmed NAV', 'Fee'],
    state: enState,
    yes: 'Yes',
    no: 'No',
    total: (currency) => `Total (${currency}, holdings in the overview)`,
    holdingsFile: (date) => `holdings-${date}.csv`,
    transactionsFile: (date) => `transactions-${date}.csv`,
  },
};

export const statementText = (lang: LanguageType): StatementText => (lang === 'en_US' ? EN : ZH);

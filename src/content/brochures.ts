/** Brochures (/brochure/2021, /brochure_company, /brochure_investment, the _en variants, /brochure_mobile). */
import type { TextSection } from './types';

export type BrochureId = '2021' | 'company' | 'investment' | 'company_en' | 'investment_en';

export interface Brochure {
  /** The language the brochure is written in: the _en pages are English whatever the UI language. */
  lang: 'zh-CN' | 'en';
  title: string;
  cover: string;
  coverAlt: string;
  pages: TextSection[];
  pdf: string;
  downloadLabel: string;
}

const zhCompanyPages: TextSection[] = [
  { heading: '我们是谁', paragraphs: ['泓岸资本成立于 2007 年，是一家专注于中国及亚洲股票的独立资产管理公司。'] },
  { heading: '我们的办公室', paragraphs: ['北京、上海、深圳、香港、新加坡、纽约。'] },
  { heading: '我们的客户', paragraphs: ['养老金、主权基金、捐赠基金、家族办公室与合格投资者。'] },
];
const enCompanyPages: TextSection[] = [
  { heading: 'Who we are', paragraphs: ['Founded in 2007, Harbourline Capital is an independent asset manager focused on Chinese and Asian equities.'] },
  { heading: 'Our offices', paragraphs: ['Beijing, Shanghai, Shenzhen, Hong Kong, Singapore and New York.'] },
  { heading: 'Our clients', paragraphs: ['Pension funds, sovereign funds, endowments, family offices and qualified investors.'] },
];
const zhInvestmentPages: TextSection[] = [
  { heading: '投资理念', paragraphs: ['以合理价格长期持有优秀企业。'] },
  { heading: '投资流程', paragraphs: ['筛选、深度研究、投资委员会、持续跟踪。'] },
  { heading: '组合构建', paragraphs: ['主组合占资产 80% 以上；小组合由 3 个最佳主题构成。'] },
];
const enInvestmentPages: TextSection[] = [
  { heading: 'Philosophy', paragraphs: ['Hold excellent businesses bought at sensible prices for the long term.'] },
  { heading: 'Process', paragraphs: ['Screening, deep research, investment committee, monitoring.'] },
  { heading: 'Portfolio', paragraphs: ['Main portfolio over 80% of assets; a small portfolio of the 3 best themes.'] },
];

export const BROCHURES: Record<BrochureId, Brochure> = {
  '2021': { lang: 'zh-CN', title: '泓岸资本 2021 年度宣传册', cover: '/images/brochure-2021.svg', coverAlt: '2021 年度宣传册封面', pages: zhCompanyPages, pdf: '/files/brochures/brochure-2021.pdf', downloadLabel: '下载 PDF' },
  company: { lang: 'zh-CN', title: '泓岸资本公司介绍', cover: '/images/brochure-company.svg', coverAlt: '公司介绍封面', pages: zhCompanyPages, pdf: '/files/brochures/company-zh.pdf', downloadLabel: '下载 PDF' },
  investment: { lang: 'zh-CN', title: '泓岸资本投资介绍', cover: '/images/brochure-investment.svg', coverAlt: '投资介绍封面', pages: zhInvestmentPages, pdf: '/files/brochures/investment-zh.pdf', downloadLabel: '下载 PDF' },
  company_en: { lang: 'en', title: 'Harbourline Capital: Company Brochure', cover: '/images/brochure-company.svg', coverAlt: 'Company brochure cover', pages: enCompanyPages, pdf: '/files/brochures/company-en.pdf', downloadLabel: 'Download PDF' },
  investment_en: { lang: 'en', title: 'Harbourline Capital: Investment Brochure', cover: '/images/brochure-investment.svg', coverAlt: 'Investment brochure cover', pages: enInvestmentPages, pdf: '/files/brochures/investment-en.pdf', downloadLabel: 'Download PDF' },
};

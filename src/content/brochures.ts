/** Brochures (/brochure/2021, /brochure_company, /brochure_investment, the _en variants, /brochure_mobile), each with its cover. */
import { MAIN_PORTFOLIO_MIN_SHARE, SMALL_PORTFOLIO_THEMES } from '../constants';
import type { TextSection } from './types';

export type BrochureId = '2021' | 'company' | 'investment' | 'company_en' | 'investment_en';

export interface Brochure {
  /** The language the brochure is written in: the _en pages are English whatever the UI language. */
  lang: 'zh-CN' | 'en';
  title: string;
  cover: string;
  /** What the cover shows, in the brochure's language. */
  coverAlt: string;
  pages: TextSection[];
  pdf: string;
  downloadLabel: string;
}

const pct = `${Math.round(MAIN_PORTFOLIO_MIN_SHARE * 100)}%`;

const zhCompanyPages: TextSection[] = [
  { heading: '我们是谁', paragraphs: ['泓岸资本成立于 2007 年，是一家专注于中国及亚洲股票的独立资产管理公司，由合伙人共同所有、共同管理。', '我们坚持自下而上的基本面研究，以合理的价格长期持有优秀企业。'] },
  { heading: '我们的办公室', paragraphs: ['北京（总部）、上海、深圳、香港、新加坡、纽约。', '约 130 位同事，其中一半以上从事投资研究。'] },
  { heading: '我们的客户', paragraphs: ['养老金、主权基金、大学捐赠基金、基金会、家族办公室与合格个人投资者。', '机构客户约占管理资产的八成，前二十大客户与我们的平均合作年限超过七年。'] },
  { heading: '我们的承诺', paragraphs: ['合伙人与员工将大部分个人金融资产投资于公司管理的产品，与客户同甘共苦。', '当规模增长会损害现有客户的利益时，我们选择暂停募集。'] },
];
const enCompanyPages: TextSection[] = [
  { heading: 'Who we are', paragraphs: ['Founded in 2007, Harbourline Capital is an independent asset manager focused on Chinese and Asian equities, owned and run by its partners.', 'We do bottom-up fundamental research and hold excellent businesses, bought at sensible prices, for the long term.'] },
  { heading: 'Our offices', paragraphs: ['Beijing (headquarters), Shanghai, Shenzhen, Hong Kong, Singapore and New York.', 'About 130 people, more than half of them in investment research.'] },
  { heading: 'Our clients', paragraphs: ['Pension funds, sovereign wealth funds, university endowments, foundations, family offices and qualified individual investors.', 'Institutions hold about four-fifths of the assets we manage, and our twenty largest clients have been with us for more than seven years on average.'] },
  { heading: 'Our commitments', paragraphs: ['Our partners and employees invest most of their own savings in the funds we manage, alongside our clients.', 'When growing further would hurt existing clients, we close to new money.'] },
];
const zhInvestmentPages: TextSection[] = [
  { heading: '投资理念', paragraphs: ['以合理价格长期持有优秀企业。决定长期回报的，是企业创造现金流的能力、这种能力能持续多久，以及买入时的价格。'] },
  {
    heading: '投资流程',
    paragraphs: [
      '筛选：从约 4,000 家中国及亚洲上市公司中，形成约 600 家公司的研究名单。',
      '深度研究：实地调研企业及其客户、供应商与竞争对手。',
      '投资委员会：每个新想法都要接受质询，并有专人唱反调。',
      '持续跟踪：每季度对照投资逻辑复盘，逻辑被证伪即卖出。',
    ],
  },
  { heading: '组合构建', paragraphs: [`主组合占资产 ${pct} 以上，集中持有 25 至 40 家企业；小组合由 ${SMALL_PORTFOLIO_THEMES} 个最佳主题构成。`] },
  { heading: '风险管理', paragraphs: ['风险是本金永久损失的可能，而不是短期波动。首席风险官独立于投资团队，每天监控组合的集中度、流动性与风格暴露。'] },
];
const enInvestmentPages: TextSection[] = [
  { heading: 'Philosophy', paragraphs: ['Hold excellent businesses bought at sensible prices for the long term. Long-run returns come down to the cash a business generates, how long it can keep doing so, and the price paid.'] },
  {
    heading: 'Process',
    paragraphs: [
      'Screening: from about 4,000 listed companies in China and Asia to a research list of around 600.',
      'Deep research: visits to the company and to its customers, suppliers and competitors.',
      'Investment committee: every new idea is questioned, with one member arguing the other side.',
      'Monitoring: a quarterly review against the thesis; we sell when it is proven wrong.',
    ],
  },
  { heading: 'Portfolio', paragraphs: [`A main portfolio of over ${pct} of assets, in 25 to 40 businesses; a small portfolio of the ${SMALL_PORTFOLIO_THEMES} best themes.`] },
  { heading: 'Risk', paragraphs: ['Risk is the chance of losing capital for good, not short-term swings. Our Chief Risk Officer works independently of the investment team and monitors concentration, liquidity and style exposure every day.'] },
];
const zh2021Pages: TextSection[] = [
  { heading: '2021 年回顾', paragraphs: ['这一年市场风格剧烈切换。我们坚持以企业基本面为锚，全年组合换手率约 25%，与往年相当。', '我们上线了投资者服务平台，客户可以随时在线查看持仓与净值。'] },
  { heading: '我们是谁', paragraphs: ['泓岸资本成立于 2007 年，是一家专注于中国及亚洲股票的独立资产管理公司，在北京、上海、深圳、香港、新加坡和纽约设有办公室。'] },
  { heading: '研究与投资', paragraphs: ['投资研究团队分为八个行业小组，覆盖消费、医药健康、科技、工业、金融、能源与材料、互联网、公用事业与地产。', '每个新的投资想法都要经过投资委员会的质询，持仓公司每季度复盘一次。'] },
  { heading: '责任与公益', paragraphs: ['我们参加了全部持仓公司的股东大会投票，全年与 241 家企业开展 ESG 沟通。', '泓岸公益项目资助建设的乡村学校图书馆增至 40 所。'] },
  { heading: '荣誉', paragraphs: ['泓岸资本获评 2021 年度“最佳客户服务奖”。'] },
];

const COVER = {
  2021: '/images/brochure-2021.svg',
  company: '/images/brochure-company.svg',
  investment: '/images/brochure-investment.svg',
};

export const BROCHURES: Record<BrochureId, Brochure> = {
  '2021': { lang: 'zh-CN', title: '泓岸资本 2021 年度宣传册', cover: COVER[2021], coverAlt: '2021 年度宣传册封面：深紫底色上，一道金色弧线越过十二格月份刻度', pages: zh2021Pages, pdf: '/files/brochures/brochure-2021.pdf', downloadLabel: '下载 PDF' },
  company: { lang: 'zh-CN', title: '泓岸资本公司介绍', cover: COVER.company, coverAlt: '公司介绍封面：海岸线上的六个光点，代表六个办公室', pages: zhCompanyPages, pdf: '/files/brochures/company-zh.pdf', downloadLabel: '下载 PDF' },
  investment: { lang: 'zh-CN', title: '泓岸资本投资介绍', cover: COVER.investment, coverAlt: '投资介绍封面：逐级升高的台阶与一条向上的金色曲线', pages: zhInvestmentPages, pdf: '/files/brochures/investment-zh.pdf', downloadLabel: '下载 PDF' },
  company_en: { lang: 'en', title: 'Harbourline Capital: Company Brochure', cover: COVER.company, coverAlt: 'Company brochure cover: six points of light along a coastline, one for each office', pages: enCompanyPages, pdf: '/files/brochures/company-en.pdf', downloadLabel: 'Download PDF' },
  investment_en: { lang: 'en', title: 'Harbourline Capital: Investment Brochure', cover: COVER.investment, coverAlt: 'Investment brochure cover: rising steps and a gold curve climbing over them', pages: enInvestmentPages, pdf: '/files/brochures/investment-en.pdf', downloadLabel: 'Download PDF' },
};

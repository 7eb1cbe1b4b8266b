/**
 * The China market outlook reports (/chinaInsights is the latest, /chinaInsights2022 the previous year): CIO View,
 * Macro View, Investment Themes, ESG, Business Updates, Download Report. Figures are editorial, fictional content.
 */
import type { Bilingual, TextSection } from './types';

export type ReportSectionId = 'cio' | 'macro' | 'themes' | 'esg' | 'business';

export interface ReportContent {
  year: number;
  title: string;
  subtitle: string;
  publishedAt: string;
  sections: (TextSection & { id: ReportSectionId })[];
  download: { label: string; href: string };
}

export type ReportId = 'latest' | '2022';

export const REPORTS: Record<ReportId, Bilingual<ReportContent>> = {
  latest: {
    zh: {
      year: 2023, title: '2023 中国市场展望', subtitle: '在不确定中寻找确定的企业', publishedAt: '2023-01-16',
      sections: [
        { id: 'cio', heading: '首席投资官观点', paragraphs: ['经历了波动的 2022 年，我们对中国优质企业的长期前景依然乐观。估值已回到历史较低区间，而盈利的韧性超出市场预期。'] },
        { id: 'macro', heading: '宏观观点', paragraphs: ['我们预计 2023 年消费逐步修复，出口增速放缓，财政与货币政策保持支持性。', '通胀温和，为政策留出空间。'] },
        { id: 'themes', heading: '投资主题', paragraphs: ['一、消费复苏中的品牌企业；二、制造业升级与自主可控；三、医疗服务的长期需求。'] },
        { id: 'esg', heading: 'ESG', paragraphs: ['我们在 2022 年与 286 家企业就治理与减排开展沟通，其中 41 家设定了新的减排目标。'] },
        { id: 'business', heading: '公司动态', paragraphs: ['纽约办公室团队扩充至 12 人；投资者服务平台新增产品报告与估值查询功能。'] },
      ],
      download: { label: '下载报告（PDF）', href: '/files/reports/china-insights-2023-zh.pdf' },
    },
    en: {
      year: 2023, title: 'China Insights 2023', subtitle: 'Finding certain businesses in uncertain times', publishedAt: '2023-01-16',
      sections: [
        { id: 'cio', heading: 'CIO View', paragraphs: ["After a volatile 2022 we remain optimistic about the long-term prospects of China's best businesses. Valuations are back near historic lows while earnings have held up better than expected."] },
        { id: 'macro', heading: 'Macro View', paragraphs: ['We expect consumption to recover gradually in 2023, exports to slow, and fiscal and monetary policy to stay supportive.', 'Inflation is mild, which leaves room for policy.'] },
        { id: 'themes', heading: 'Investment Themes', paragraphs: ['One, brands in the consumer recovery; two, manufacturing upgrades and local supply chains; three, long-term demand for healthcare services.'] },
        { id: 'esg', heading: 'ESG', paragraphs: ['In 2022 we engaged with 286 companies on governance and emissions; 41 of them set new reduction targets.'] },
        { id: 'business', heading: 'Business Updates', paragraphs: ['The New York team has grown to 12 people; the investor portal now offers product reports and estimated values.'] },
      ],
      download: { label: 'Download Report (PDF)', href: '/files/reports/china-insights-2023-en.pdf' },
    },
  },
  '2022': {
    zh: {
      year: 2022, title: '2022 中国市场展望', subtitle: '回归基本面', publishedAt: '2022-01-18',
      sections: [
        { id: 'cio', heading: '首席投资官观点', paragraphs: ['2021 年市场风格剧烈切换。我们坚持以企业基本面为锚，不追逐短期热点。'] },
        { id: 'macro', heading: '宏观观点', paragraphs: ['我们预计 2022 年经济增速放缓，政策逐步转向稳增长。'] },
        { id: 'themes', heading: '投资主题', paragraphs: ['一、能源转型；二、消费升级；三、产业链安全。'] },
        { id: 'esg', heading: 'ESG', paragraphs: ['全年与 241 家企业开展 ESG 沟通，首次发布投票记录。'] },
        { id: 'business', heading: '公司动态', paragraphs: ['投资者服务平台上线；新加坡办公室迁入新址。'] },
      ],
      download: { label: '下载报告（PDF）', href: '/files/reports/china-insights-2022-zh.pdf' },
    },
    en: {
      year: 2022, title: 'China Insights 2022', subtitle: 'Back to fundamentals', publishedAt: '2022-01-18',
      sections: [
        { id: 'cio', heading: 'CIO View', paragraphs: ['Market styles swung sharply in 2021. We keep business fundamentals as our anchor and do not chase short-term fashions.'] },
        { id: 'macro', heading: 'Macro View', paragraphs: ['We expect growth to slow in 2022 and policy to turn gradually towards supporting growth.'] },
        { id: 'themes', heading: 'Investment Themes', paragraphs: ['One, the energy transition; two, consumer upgrades; three, supply-chain security.'] },
        { id: 'esg', heading: 'ESG', paragraphs: ['We engaged with 241 companies on ESG during the year and published our voting record for the first time.'] },
        { id: 'business', heading: 'Business Updates', paragraphs: ['The investor portal went live; the Singapore office moved to new premises.'] },
      ],
      download: { label: 'Download Report (PDF)', href: '/files/reports/china-insights-2022-en.pdf' },
    },
  },
};

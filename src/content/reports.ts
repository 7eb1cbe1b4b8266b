/**
 * The China market outlook reports (/chinaInsights is the latest, /chinaInsights2022 the previous year): CIO View,
 * Macro View, Investment Themes, ESG, Business Updates, Download Report; each year has its own banner illustration.
 * Figures are editorial, fictional content.
 */
import type { Bilingual, TextSection } from './types';

export type ReportSectionId = 'cio' | 'macro' | 'themes' | 'esg' | 'business';

export interface ReportContent {
  year: number;
  title: string;
  subtitle: string;
  /** The banner's illustration (decorative). */
  banner: string;
  publishedAt: string;
  sections: (TextSection & { id: ReportSectionId })[];
  download: { label: string; href: string };
}

export type ReportId = 'latest' | '2022';

export const REPORTS: Record<ReportId, Bilingual<ReportContent>> = {
  latest: {
    zh: {
      year: 2023, title: '2023 中国市场展望', subtitle: '在不确定中寻找确定的企业', banner: '/images/banner-insights-2023.svg', publishedAt: '2023-01-16',
      sections: [
        {
          id: 'cio', heading: '首席投资官观点',
          paragraphs: [
            '对中国股票投资者而言，2022 年是艰难的一年。疫情反复、地产下行与海外加息叠加，主要指数全年下跌超过两成，我们的组合也未能幸免。',
            '回头看，我们的错误主要在节奏而非方向：我们低估了消费恢复所需的时间，也在部分互联网公司上加仓过早。但我们持有的企业中，绝大多数的竞争地位在这一年里不降反升。',
            '进入 2023 年，我们对中国优质企业的长期前景依然乐观。估值已回到历史较低区间，而盈利的韧性超出市场预期。我们不预测市场何时见底，但相信以今天的价格买入好企业，五年后回头看会是合理的决定。',
          ],
        },
        {
          id: 'macro', heading: '宏观观点',
          paragraphs: [
            '我们预计 2023 年中国经济温和复苏，全年增速回升至 5% 左右。消费是复苏的主要动力，但恢复将是渐进的：居民储蓄率偏高，收入预期需要时间修复。',
            '出口增速可能明显放缓，海外需求走弱是主要拖累。地产销售有望企稳，但新开工仍将低迷，相关产业链的压力会持续一段时间。',
            '通胀温和，为政策留出了空间。我们预计财政与货币政策保持支持性，政策重心从稳增长逐步转向提振信心。',
          ],
        },
        {
          id: 'themes', heading: '投资主题',
          paragraphs: [
            '一、消费复苏中的品牌企业。消费者变得更加理性，但仍愿意为品质和信任买单。我们看好在产品与渠道上持续投入、疫情期间份额不降反升的品牌。',
            '二、制造业升级与自主可控。在工业自动化、半导体设备和关键零部件领域，一批中国企业已能与海外龙头同台竞争，国产替代还有很长的路可走。',
            '三、医疗服务的长期需求。人口老龄化带来的医疗需求是确定的。我们关注在专科医疗和创新器械领域兼具临床价值与成本优势的企业，同时审慎评估集采等政策的影响。',
          ],
        },
        {
          id: 'esg', heading: 'ESG',
          paragraphs: [
            '2022 年，我们与 286 家企业就公司治理与减排开展沟通，其中 41 家设定了新的减排目标，17 家首次发布独立的可持续发展报告。',
            '我们在股东大会上对约 8% 的议案投了反对票，主要涉及关联交易与董事独立性。2023 年，供应链劳工管理将成为我们的重点沟通议题之一。',
          ],
        },
        {
          id: 'business', heading: '公司动态',
          paragraphs: [
            '纽约办公室团队扩充至 12 人，北美新增三家机构客户。',
            '投资者服务平台新增产品报告与估值查询功能，客户可以随时查看持仓、净值和定期报告。',
            '全年新增两位合伙人，并有 14 位新同事加入，其中 6 位加入投资研究团队。',
          ],
        },
      ],
      download: { label: '下载报告（PDF）', href: '/files/reports/china-insights-2023-zh.pdf' },
    },
    en: {
      year: 2023, title: 'China Insights 2023', subtitle: 'Finding certain businesses in uncertain times', banner: '/images/banner-insights-2023.svg', publishedAt: '2023-01-16',
      sections: [
        {
          id: 'cio', heading: 'CIO View',
          paragraphs: [
            'For investors in Chinese equities, 2022 was a hard year. Recurring lockdowns, a falling property market and rising interest rates abroad pushed the main indices down by more than a fifth, and our portfolios did not escape.',
            'Looking back, our mistakes were of timing rather than direction: we underestimated how long the consumer recovery would take, and we added to some internet holdings too early. Yet most of the businesses we own ended the year with a stronger competitive position, not a weaker one.',
            "We enter 2023 optimistic about the long-term prospects of China's best businesses. Valuations are back near historic lows, while earnings have held up better than expected. We will not guess when the market bottoms, but we believe that buying good businesses at today's prices will look sensible five years from now.",
          ],
        },
        {
          id: 'macro', heading: 'Macro View',
          paragraphs: [
            'We expect a moderate recovery in 2023, with growth returning to around 5%. Consumption will lead, but gradually: households are saving a great deal and need time to regain confidence in their incomes.',
            'Exports are likely to slow markedly as demand abroad weakens. Property sales should stabilise, but new construction will stay weak, and the pressure on related industries will last for a while.',
            'Inflation is mild, which leaves room for policy. We expect fiscal and monetary policy to stay supportive, with the emphasis shifting from stabilising growth to restoring confidence.',
          ],
        },
        {
          id: 'themes', heading: 'Investment Themes',
          paragraphs: [
            'One, brands in the consumer recovery. Consumers have become more careful, but they still pay for quality and trust. We favour brands that kept investing in products and distribution and gained share through the pandemic.',
            'Two, manufacturing upgrades and local supply chains. In industrial automation, chip equipment and key components, a number of Chinese companies now compete with global leaders, and local substitution has a long way to run.',
            'Three, long-term demand for healthcare. An ageing population makes demand for healthcare a certainty. We look for companies with clinical value and a cost advantage in specialist care and innovative devices, while weighing carefully the effect of volume-based procurement.',
          ],
        },
        {
          id: 'esg', heading: 'ESG',
          paragraphs: [
            'In 2022 we engaged with 286 companies on governance and emissions; 41 of them set new reduction targets, and 17 published a standalone sustainability report for the first time.',
            'We opposed about 8% of resolutions at shareholder meetings, mostly on related-party transactions and board independence. In 2023 labour standards in supply chains become one of our engagement priorities.',
          ],
        },
        {
          id: 'business', heading: 'Business Updates',
          paragraphs: [
            'The New York team has grown to 12 people, and we welcomed three new institutional clients in North America.',
            'The investor portal now offers product reports and estimated values, so clients can check their holdings, NAVs and periodic reports at any time.',
            'Two colleagues became partners, and 14 people joined us during the year, six of them in investment research.',
          ],
        },
      ],
      download: { label: 'Download Report (PDF)', href: '/files/reports/china-insights-2023-en.pdf' },
    },
  },
  '2022': {
    zh: {
      year: 2022, title: '2022 中国市场展望', subtitle: '回归基本面', banner: '/images/banner-insights-2022.svg', publishedAt: '2022-01-18',
      sections: [
        {
          id: 'cio', heading: '首席投资官观点',
          paragraphs: [
            '2021 年市场风格剧烈切换：年初备受追捧的消费与医药龙头大幅回调，新能源与周期板块轮番上涨。在这样的市场里，追逐热点很容易，坚守纪律很难。',
            '我们坚持以企业基本面为锚。全年组合换手率约 25%，与往年相当；我们卖出了几家估值明显透支的公司，也在回调中增持了长期逻辑未变的企业。',
          ],
        },
        {
          id: 'macro', heading: '宏观观点',
          paragraphs: [
            '我们预计 2022 年经济增速放缓，政策逐步转向稳增长。地产调控与行业监管的影响仍在释放，企业盈利增速将低于 2021 年。',
            '海外央行开始收紧货币政策，全球流动性环境可能不如过去两年宽松。',
          ],
        },
        {
          id: 'themes', heading: '投资主题',
          paragraphs: [
            '一、能源转型。从光伏、风电到储能与电网，产业链的长期需求清晰，我们更关注其中具备成本优势和定价能力的环节。',
            '二、消费升级。消费者愿意为更好的产品和服务付费，国货品牌的崛起仍处在早期。',
            '三、产业链安全。关键材料、零部件与工业软件的自主可控，将在未来十年持续获得投入。',
          ],
        },
        {
          id: 'esg', heading: 'ESG',
          paragraphs: [
            '全年与 241 家企业开展 ESG 沟通，并首次向客户发布完整的投票记录。',
            '我们更新了 ESG 评分方法，把气候风险与数据安全纳入所有行业的研究框架。',
          ],
        },
        {
          id: 'business', heading: '公司动态',
          paragraphs: ['投资者服务平台上线，客户可以在线查看持仓与净值。', '新加坡办公室迁入新址，为扩充东南亚研究团队做好准备。'],
        },
      ],
      download: { label: '下载报告（PDF）', href: '/files/reports/china-insights-2022-zh.pdf' },
    },
    en: {
      year: 2022, title: 'China Insights 2022', subtitle: 'Back to fundamentals', banner: '/images/banner-insights-2022.svg', publishedAt: '2022-01-18',
      sections: [
        {
          id: 'cio', heading: 'CIO View',
          paragraphs: [
            'Market styles swung sharply in 2021. The consumer and healthcare leaders in favour at the start of the year fell hard, while new energy and cyclical stocks took turns to rally. In a market like that, chasing what is hot is easy; keeping discipline is not.',
            'We kept business fundamentals as our anchor. Portfolio turnover was about 25% for the year, in line with the past: we sold a few companies whose valuations had run far ahead of them, and added on the way down to others whose long-term case was intact.',
          ],
        },
        {
          id: 'macro', heading: 'Macro View',
          paragraphs: [
            'We expect growth to slow in 2022 and policy to turn gradually towards supporting it. Property tightening and new industry regulation are still working through, and earnings will grow more slowly than in 2021.',
            'Abroad, central banks are starting to tighten, so global liquidity may be less generous than in the past two years.',
          ],
        },
        {
          id: 'themes', heading: 'Investment Themes',
          paragraphs: [
            'One, the energy transition. From solar and wind to storage and the grid, long-term demand is clear; we focus on the parts of the chain with a cost advantage and pricing power.',
            'Two, consumer upgrades. Consumers will pay for better products and services, and the rise of Chinese brands is still at an early stage.',
            'Three, supply-chain security. Key materials, components and industrial software will keep attracting investment over the next decade.',
          ],
        },
        {
          id: 'esg', heading: 'ESG',
          paragraphs: [
            'We engaged with 241 companies on ESG during the year and sent clients our full voting record for the first time.',
            'We updated our ESG scoring so that climate risk and data security are part of the research framework in every sector.',
          ],
        },
        {
          id: 'business', heading: 'Business Updates',
          paragraphs: ['The investor portal went live: clients can now see their holdings and NAVs online.', 'The Singapore office moved to new premises, ready for a larger South-East Asia research team.'],
        },
      ],
      download: { label: 'Download Report (PDF)', href: '/files/reports/china-insights-2022-en.pdf' },
    },
  },
};

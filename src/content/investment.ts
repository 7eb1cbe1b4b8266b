/**
 * The investment process page (SPEC.md §1, §9): philosophy, research process, portfolio construction (main portfolio over
 * MAIN_PORTFOLIO_MIN_SHARE of assets, small portfolio of the SMALL_PORTFOLIO_THEMES best themes), risk management,
 * research coverage and the investment cases (INVESTMENT_CASE_SLOTS PDF slots, INVESTMENT_CASE_EMPTY_SLOTS_EN empty in English).
 */
import { HEADCOUNTS, INVESTMENT_CASE_EMPTY_SLOTS_EN, INVESTMENT_CASE_SLOTS, MAIN_PORTFOLIO_MIN_SHARE, SMALL_PORTFOLIO_THEMES } from '../constants';
import type { Bilingual, TextSection } from './types';

export interface InvestmentCase {
  id: string;
  title: string;
  /** The sector of the case's company. */
  sector: string;
  detailsLabel: string;
  image: string;
  /** Empty slot: no PDF in this language yet. */
  pdf: string | null;
}

export interface InvestmentContent {
  intro: string;
  banner: string;
  approach: TextSection;
  research: { heading: string; steps: { title: string; text: string }[] };
  portfolio: { heading: string; main: TextSection; small: TextSection };
  risk: TextSection;
  coverage: { heading: string; intro: string; sectors: string[] };
  casesHeading: string;
  cases: InvestmentCase[];
}

const pct = `${Math.round(MAIN_PORTFOLIO_MIN_SHARE * 100)}%`;

const CASE_TOPICS: [zh: string, en: string, sector: 'consumer' | 'industrials' | 'healthcare' | 'technology' | 'financials' | 'energy'][] = [
  ['一家乳制品企业的十年', 'Ten years with a dairy company', 'consumer'],
  ['重新认识工程机械周期', 'Rethinking the machinery cycle', 'industrials'],
  ['创新药企业的估值方法', 'Valuing an innovative drug maker', 'healthcare'],
  ['家电龙头的海外扩张', 'A home-appliance leader goes abroad', 'consumer'],
  ['物流网络的护城河', 'The moat of a logistics network', 'industrials'],
  ['半导体设备的国产化', 'Local supply of chip equipment', 'technology'],
  ['连锁餐饮的单店模型', 'Unit economics of a restaurant chain', 'consumer'],
  ['保险公司的负债端', 'The liability side of an insurer', 'financials'],
  ['光伏产业链的定价权', 'Pricing power along the solar chain', 'energy'],
  ['软件企业的订阅转型', 'A software company moves to subscriptions', 'technology'],
];

const SECTORS: Bilingual<Record<(typeof CASE_TOPICS)[number][2], string>> = {
  zh: { consumer: '消费', industrials: '工业', healthcare: '医药健康', technology: '科技', financials: '金融', energy: '能源与材料' },
  en: { consumer: 'Consumer', industrials: 'Industrials', healthcare: 'Healthcare', technology: 'Technology', financials: 'Financials', energy: 'Energy and materials' },
};

const cases = (locale: 'zh' | 'en'): InvestmentCase[] =>
  CASE_TOPICS.slice(0, INVESTMENT_CASE_SLOTS).map(([zh, en, sector], i) => {
    const n = i + 1;
    const emptyInEnglish = locale === 'en' && i >= INVESTMENT_CASE_SLOTS - INVESTMENT_CASE_EMPTY_SLOTS_EN;
    return {
      id: `case-${n}`,
      title: locale === 'zh' ? zh : en,
      sector: SECTORS[locale][sector],
      detailsLabel: locale === 'zh' ? '查看详情' : 'View details',
      image: `/images/case-${n}.svg`,
      pdf: emptyInEnglish ? null : `/files/cases/case-${n}-${locale}.pdf`,
    };
  });

export const INVESTMENT: Bilingual<InvestmentContent> = {
  zh: {
    intro: '我们相信，长期来看股价终将反映企业的内在价值。投资流程的每一步都在回答同一个问题：这家企业十年后会更好吗？',
    banner: '/images/banner-investment.svg',
    approach: {
      heading: '投资理念',
      paragraphs: [
        '我们把买股票看作买下一家企业的一部分。决定长期回报的，是企业创造现金流的能力、这种能力能持续多久，以及我们买入时付出的价格。市场情绪、宏观预测和指数权重，都不是我们做决定的出发点。',
        '我们偏爱三类企业：拥有定价能力和忠实客户的品牌企业；在细分领域掌握核心技术、份额持续提升的制造企业；以及管理层坦诚、资本配置理性、愿意与中小股东分享成果的企业。',
        '好企业也可能是坏投资。我们为每一家公司设定估值区间，只在价格低于我们对内在价值的审慎估计时买入，为自己可能犯的错误留出安全边际。',
        '我们的平均持股周期超过四年，年换手率通常低于 30%。低换手不是目标，而是研究充分、逻辑清晰之后自然而然的结果。',
      ],
    },
    research: {
      heading: '研究流程',
      steps: [
        { title: '筛选', text: '从约 4,000 家中国及亚洲上市公司出发，剔除治理存疑、商业模式看不懂或长期回报偏低的企业，形成约 600 家公司的研究名单。' },
        { title: '深度研究', text: '行业研究员走访企业及其客户、供应商与竞争对手，一家公司常常要研究数月。深度报告必须回答：护城河是什么，会被什么侵蚀，值多少钱。' },
        { title: '投资委员会', text: '每个新的投资想法都要在投资委员会上接受质询。委员会指定一位同事专门唱反调，讨论过程与结论全部留档，供日后复盘。' },
        { title: '持续跟踪', text: '每家持仓公司每季度复盘一次，对照当初的投资逻辑检查进展。逻辑被证伪时果断卖出，不因浮亏而犹豫。' },
      ],
    },
    portfolio: {
      heading: '组合构建',
      main: {
        heading: '主组合',
        paragraphs: [
          `主组合占资产的 ${pct} 以上，集中持有 25 至 40 家我们研究最深、最有信心的企业，单一持仓一般不超过组合的 8%。`,
          '仓位取决于企业质量、估值吸引力和我们的把握程度，而不是指数权重。因此组合与基准差异很大，某一年的业绩也可能明显偏离指数。',
        ],
      },
      small: {
        heading: '小组合',
        paragraphs: [
          `小组合由研究团队当前最看好的 ${SMALL_PORTFOLIO_THEMES} 个主题构成，用于把握三到五年的中期机会，例如产业升级或消费结构的变化。`,
          '每个主题由两到三位研究员共同负责，每半年重新评估一次；主题不再成立时，我们用新的主题替换。',
        ],
      },
    },
    risk: {
      heading: '风险管理',
      paragraphs: [
        '我们理解的风险，是本金永久损失的可能，而不是股价的短期波动。因此风险管理从研究就开始了：看不懂的企业不买，负债过高、现金流质量差的企业不买。',
        '首席风险官独立于投资团队，每天监控组合的集中度、流动性与风格暴露，并定期开展压力测试。任何超限情况都会直接报告投资委员会。',
      ],
    },
    coverage: {
      heading: '研究覆盖',
      intro: `${HEADCOUNTS.investment} 位投资研究人员分为八个行业小组，覆盖以下行业：`,
      sectors: ['消费', '医药健康', '科技', '工业', '金融', '能源与材料', '互联网', '公用事业与地产'],
    },
    casesHeading: '投资案例',
    cases: cases('zh'),
  },
  en: {
    intro: 'We believe that in the long run share prices follow the intrinsic value of businesses. Every step of our process serves one question: will this business be better in ten years?',
    banner: '/images/banner-investment.svg',
    approach: {
      heading: 'Our Philosophy',
      paragraphs: [
        "We think of buying a share as buying part of a business. Over the long run its return comes down to how much cash the business generates, how long it can keep doing so, and the price we paid. Market moods, macro forecasts and index weights are not where our decisions start.",
        'We look for three kinds of business: brands with pricing power and loyal customers; manufacturers that own the core technology of their niche and keep gaining share; and companies whose managers are candid, allocate capital sensibly and share the rewards with minority shareholders.',
        'A good business can still be a bad investment. We set a valuation range for every company and buy only below a conservative estimate of its intrinsic value, leaving a margin of safety for our own mistakes.',
        'We hold our shares for more than four years on average, and turnover is usually below 30% a year. Low turnover is not a goal in itself; it is what thorough research and a clear thesis lead to.',
      ],
    },
    research: {
      heading: 'Research Process',
      steps: [
        { title: 'Screening', text: 'We start from about 4,000 listed companies in China and Asia and set aside those with doubtful governance, business models we cannot understand or poor long-term returns, leaving a research list of around 600.' },
        { title: 'Deep research', text: 'Analysts visit the company, its customers, suppliers and competitors, often over several months. An in-depth report must answer three questions: what protects this business, what could erode it, and what is it worth?' },
        { title: 'Investment committee', text: 'Every new idea is questioned at the investment committee. One member is asked to argue the other side, and the debate and the decision are written down so that we can revisit them later.' },
        { title: 'Monitoring', text: 'Each holding is reviewed every quarter against its original thesis. When the thesis is proven wrong we sell, whether or not we are sitting on a loss.' },
      ],
    },
    portfolio: {
      heading: 'Portfolio Construction',
      main: {
        heading: 'Main portfolio',
        paragraphs: [
          `The main portfolio holds over ${pct} of assets, concentrated in the 25 to 40 businesses we know best and trust most; a single holding is normally no more than 8% of the portfolio.`,
          'Position sizes follow the quality of the business, the appeal of its valuation and our conviction, not index weights. The portfolio therefore looks very different from its benchmark, and in any one year its return can differ markedly from the index.',
        ],
      },
      small: {
        heading: 'Small portfolio',
        paragraphs: [
          `The small portfolio holds the ${SMALL_PORTFOLIO_THEMES} best themes of our research team, to capture opportunities over three to five years, such as industrial upgrading or shifts in consumption.`,
          'Each theme is owned by two or three analysts and reassessed every six months; when a theme no longer holds, we replace it with a new one.',
        ],
      },
    },
    risk: {
      heading: 'Risk Management',
      paragraphs: [
        'To us, risk is the chance of losing capital for good, not the swings of a share price. Risk management therefore starts with research: we do not buy what we do not understand, nor businesses with heavy debt or poor-quality cash flow.',
        'Our Chief Risk Officer works independently of the investment team, monitors concentration, liquidity and style exposure every day, and runs regular stress tests. Any breach of a limit goes straight to the investment committee.',
      ],
    },
    coverage: {
      heading: 'Research Coverage',
      intro: `Our ${HEADCOUNTS.investment} investment professionals work in eight sector teams:`,
      sectors: ['Consumer', 'Healthcare', 'Technology', 'Industrials', 'Financials', 'Energy and materials', 'Internet', 'Utilities and real estate'],
    },
    casesHeading: 'Investment Cases',
    cases: cases('en'),
  },
};

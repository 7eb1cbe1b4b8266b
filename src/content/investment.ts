/**
 * The investment process page (SPEC.md §1, §9): research process, portfolio construction (main portfolio over
 * MAIN_PORTFOLIO_MIN_SHARE of assets, small portfolio of the SMALL_PORTFOLIO_THEMES best themes), research
 * coverage and the investment cases (INVESTMENT_CASE_SLOTS PDF slots, INVESTMENT_CASE_EMPTY_SLOTS_EN empty in English).
 */
import { HEADCOUNTS, INVESTMENT_CASE_EMPTY_SLOTS_EN, INVESTMENT_CASE_SLOTS, MAIN_PORTFOLIO_MIN_SHARE, SMALL_PORTFOLIO_THEMES } from '../constants';
import type { Bilingual, TextSection } from './types';

export interface InvestmentCase {
  id: string;
  title: string;
  detailsLabel: string;
  image: string;
  /** Empty slot: no PDF in this language yet. */
  pdf: string | null;
}

export interface InvestmentContent {
  intro: string;
  research: { heading: string; steps: { title: string; text: string }[] };
  portfolio: { heading: string; main: TextSection; small: TextSection };
  coverage: { heading: string; intro: string; sectors: string[] };
  casesHeading: string;
  cases: InvestmentCase[];
}

const pct = `${Math.round(MAIN_PORTFOLIO_MIN_SHARE * 100)}%`;

const CASE_TOPICS: [zh: string, en: string][] = [
  ['一家乳制品企业的十年', 'Ten years with a dairy company'],
  ['重新认识工程机械周期', 'Rethinking the machinery cycle'],
  ['创新药企业的估值方法', 'Valuing an innovative drug maker'],
  ['家电龙头的海外扩张', 'A home-appliance leader goes abroad'],
  ['物流网络的护城河', 'The moat of a logistics network'],
  ['半导体设备的国产化', 'Local supply of chip equipment'],
  ['连锁餐饮的单店模型', 'Unit economics of a restaurant chain'],
  ['保险公司的负债端', 'The liability side of an insurer'],
  ['光伏产业链的定价权', 'Pricing power along the solar chain'],
  ['软件企业的订阅转型', 'A software company moves to subscriptions'],
];

const cases = (locale: 'zh' | 'en'): InvestmentCase[] =>
  CASE_TOPICS.slice(0, INVESTMENT_CASE_SLOTS).map(([zh, en], i) => {
    const n = i + 1;
    const emptyInEnglish = locale === 'en' && i >= INVESTMENT_CASE_SLOTS - INVESTMENT_CASE_EMPTY_SLOTS_EN;
    return {
      id: `case-${n}`,
      title: locale === 'zh' ? zh : en,
      detailsLabel: locale === 'zh' ? '查看详情' : 'View details',
      image: `/images/case-${n}.svg`,
      pdf: emptyInEnglish ? null : `/files/cases/case-${n}-${locale}.pdf`,
    };
  });

export const INVESTMENT: Bilingual<InvestmentContent> = {
  zh: {
    intro: '我们相信长期股价最终反映企业的内在价值。投资流程的每一步都服务于一个问题：这家企业十年后会更好吗？',
    research: {
      heading: '研究流程',
      steps: [
        { title: '筛选', text: '从约 4,000 家中国及亚洲上市公司中，按商业模式与治理质量筛选出研究名单。' },
        { title: '深度研究', text: '行业研究员实地调研企业、客户、供应商与竞争对手，撰写深度报告。' },
        { title: '投资委员会', text: '每个新投资想法都需经过投资委员会的质询与辩论。' },
        { title: '持续跟踪', text: '持仓公司每季度复盘，论点被证伪时果断卖出。' },
      ],
    },
    portfolio: {
      heading: '组合构建',
      main: { heading: '主组合', paragraphs: [`主组合占资产的 ${pct} 以上，集中持有 25 至 40 家我们最有信心的企业。`] },
      small: { heading: '小组合', paragraphs: [`小组合由研究团队当前最看好的 ${SMALL_PORTFOLIO_THEMES} 个主题构成，用于捕捉中期机会。`] },
    },
    coverage: {
      heading: '研究覆盖',
      intro: `${HEADCOUNTS.investment} 位投资研究人员覆盖以下行业：`,
      sectors: ['消费', '医药健康', '科技', '工业', '金融', '能源与材料', '互联网', '公用事业与地产'],
    },
    casesHeading: '投资案例',
    cases: cases('zh'),
  },
  en: {
    intro: 'We believe that in the long run share prices follow the intrinsic value of businesses. Every step of our process serves one question: will this business be better in ten years?',
    research: {
      heading: 'Research Process',
      steps: [
        { title: 'Screening', text: 'From about 4,000 listed companies in China and Asia we select a research list by business model and governance.' },
        { title: 'Deep research', text: 'Sector analysts visit companies, customers, suppliers and competitors and write in-depth reports.' },
        { title: 'Investment committee', text: 'Every new idea is questioned and debated by the investment committee.' },
        { title: 'Monitoring', text: 'Holdings are reviewed every quarter; we sell when the thesis is proven wrong.' },
      ],
    },
    portfolio: {
      heading: 'Portfolio Construction',
      main: { heading: 'Main portfolio', paragraphs: [`The main portfolio holds over ${pct} of assets, concentrated in 25 to 40 businesses we know best.`] },
      small: { heading: 'Small portfolio', paragraphs: [`The small portfolio holds the ${SMALL_PORTFOLIO_THEMES} best themes of our research team, to capture medium-term opportunities.`] },
    },
    coverage: {
      heading: 'Research Coverage',
      intro: `Our ${HEADCOUNTS.investment} investment professionals cover these sectors:`,
      sectors: ['Consumer', 'Healthcare', 'Technology', 'Industrials', 'Financials', 'Energy and materials', 'Internet', 'Utilities and real estate'],
    },
    casesHeading: 'Investment Cases',
    cases: cases('en'),
  },
};

/** The sustainable development page (SPEC.md §1): our view, how we invest, vote and engage, climate, our own operations. Fictional. */
import type { Bilingual, TextSection } from './types';

export interface SustainabilityContent {
  title: string;
  intro: string;
  /** The banner's illustration (decorative). */
  image: string;
  sections: TextSection[];
  figures: { label: string; value: string }[];
}

export const SUSTAINABILITY: Bilingual<SustainabilityContent> = {
  zh: {
    title: '可持续发展',
    intro: '我们相信，善待员工、环境与社会的企业，长期更有可能为股东创造价值。',
    image: '/images/banner-sustainability.svg',
    sections: [
      {
        heading: '我们的理解',
        paragraphs: [
          '对长期投资者而言，可持续发展不是一项附加要求，而是判断企业质量的一部分。一家企业如果靠转嫁污染、压低员工待遇或粉饰报表来维持利润，这样的利润迟早会被修正。',
          '因此，我们没有单独的“ESG 产品”，而是把环境、社会与治理因素纳入所有组合的研究和决策。我们关心的问题很朴素：这家企业的利润，经得起阳光下的检验吗？',
          '2017 年，我们签署了联合国责任投资原则（PRI）；2018 年建立了独立的 ESG 研究框架。目前有三位专职 ESG 研究员与各行业小组并肩工作。',
        ],
      },
      {
        heading: '责任投资',
        paragraphs: [
          'ESG 分析写进每一份深度研究报告。研究员对每家持仓公司的环境、社会与治理风险逐项评分，并说明这些风险可能如何影响企业的现金流和估值。',
          '我们不简单地按行业一刀切，而是看企业是否在变好。一家认真减排的高耗能企业，可能比一家漠视员工安全的轻资产企业更值得投资。',
          '我们不投资以烟草或博彩为主业的企业，也不投资争议性武器的生产商。',
        ],
      },
      {
        heading: '积极所有权',
        paragraphs: [
          '作为长期股东，我们认真对待每一次投票。2023 年，我们参加了全部持仓公司的股东大会投票，对约 9% 的议案投了反对票，主要涉及董事独立性和高管薪酬。',
          '我们与管理层就信息披露、薪酬激励、资本配置和减排目标保持沟通，而且往往需要耐心：就排放披露问题，我们与一家制造企业沟通了三年，才等到它发布第一份经第三方鉴证的温室气体排放报告。',
          '每年我们都会向客户发布完整的投票记录和沟通报告。',
        ],
      },
      {
        heading: '气候变化',
        paragraphs: [
          '我们每季度测算各组合的碳足迹和加权平均碳强度，并为排放最高的二十家持仓公司逐一制定沟通计划。',
          '我们的目标是：到 2030 年，设定了科学碳目标的企业按市值计占组合的 70% 以上。',
        ],
      },
      {
        heading: '自身运营',
        paragraphs: [
          '六个办公室全部使用可再生电力。自 2023 年起，公司运营实现碳中和，无法避免的差旅排放通过经核证的项目抵消。',
          '能开视频会议就不出差，能坐高铁就不坐飞机：短途航班需要说明理由。',
        ],
      },
    ],
    figures: [
      { label: '企业沟通（2023 年）', value: '312 次' },
      { label: '股东大会投票覆盖率', value: '100%' },
      { label: '投反对票的议案比例', value: '9%' },
      { label: '专职 ESG 研究员', value: '3 位' },
      { label: '可再生电力占比', value: '100%' },
      { label: '公益项目资助的乡村学校', value: '46 所' },
    ],
  },
  en: {
    title: 'Sustainable Development',
    intro: 'We believe that businesses which treat their people, the environment and society well are more likely to create value for shareholders over time.',
    image: '/images/banner-sustainability.svg',
    sections: [
      {
        heading: 'Our view',
        paragraphs: [
          'For a long-term investor, sustainability is not an extra requirement; it is part of judging how good a business is. Profits that depend on passing pollution on to others, underpaying staff or dressing up the accounts will sooner or later be corrected.',
          'That is why we have no separate "ESG product". Environmental, social and governance factors are part of the research and decisions behind every portfolio we run. The question we ask is a plain one: would this company\'s profits survive daylight?',
          'We signed the UN Principles for Responsible Investment (PRI) in 2017 and built our own ESG research framework in 2018. Three dedicated ESG analysts now work alongside the sector teams.',
        ],
      },
      {
        heading: 'Responsible investing',
        paragraphs: [
          'ESG analysis is part of every in-depth research report. Analysts score the environmental, social and governance risks of each holding and explain how those risks could affect its cash flow and valuation.',
          'We do not rule out whole industries by default; we look at whether a company is getting better. An energy-intensive manufacturer that is seriously cutting emissions may be a better investment than an asset-light business that neglects the safety of its workers.',
          'We do not invest in companies whose main business is tobacco or gambling, nor in makers of controversial weapons.',
        ],
      },
      {
        heading: 'Active ownership',
        paragraphs: [
          'As long-term shareholders we take every vote seriously. In 2023 we voted at the meetings of all our holdings and opposed about 9% of resolutions, mostly on board independence and executive pay.',
          'We talk to management about disclosure, incentives, capital allocation and emission targets, and it often takes patience: we spent three years in conversation with one manufacturer before it published its first independently assured greenhouse-gas report.',
          'Every year we send clients our full voting record and an engagement report.',
        ],
      },
      {
        heading: 'Climate',
        paragraphs: [
          'Each quarter we measure the carbon footprint and weighted average carbon intensity of every portfolio, and we keep an engagement plan for each of the twenty highest-emitting companies we own.',
          'Our target: by 2030, companies with science-based emission targets will make up more than 70% of our portfolios by value.',
        ],
      },
      {
        heading: 'Our own operations',
        paragraphs: [
          'All six offices run on renewable electricity. Since 2023 our operations have been carbon neutral, with the travel emissions we cannot avoid offset through certified projects.',
          'We meet by video when we can and take the train rather than fly when we must travel; a short-haul flight needs a reason.',
        ],
      },
    ],
    figures: [
      { label: 'Company engagements (2023)', value: '312' },
      { label: 'Shareholder meetings voted', value: '100%' },
      { label: 'Resolutions voted against', value: '9%' },
      { label: 'Dedicated ESG analysts', value: '3' },
      { label: 'Renewable electricity', value: '100%' },
      { label: 'Rural schools supported by our foundation', value: '46' },
    ],
  },
};

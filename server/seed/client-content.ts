/**
 * Fictional bilingual content of the client area: news, investment perspectives, company pages and exclusive
 * articles (articles.ts), activities, announcements, videos, live events, files (documents.ts), Q&A threads and
 * rationales. HTML uses simple
 * tags only (p, h3, ul, li, strong) so it survives any sanitiser unchanged.
 */
import { DOCUMENTS } from './documents.ts';

const html = (paragraphs: string[]) =>
  paragraphs.map((p) => (p.startsWith('## ') ? `<h3>${p.slice(3)}</h3>` : `<p>${p}</p>`)).join('');
export const articleHtml = html;

export { articleSeeds } from './articles.ts';

/**
 * Videos. The demo encodes each one (server/services/demo-video.ts) as long as `duration` says, so the length the
 * list shows is the length that plays: short pieces, at most DEMO_VIDEO_MAX_SECONDS.
 */
export const VIDEOS: { id: string; zh: string; en: string; duration: number; clientsOnly: boolean }[] = [
  { id: 'vid-brand-2026', zh: '泓岸资本品牌短片', en: 'Harbourline in brief: our brand film', duration: 30, clientsOnly: false },
  { id: 'vid-cio-2026', zh: '首席投资官年度回顾：要点', en: 'The CIO’s year in review: highlights', duration: 45, clientsOnly: true },
  { id: 'vid-meeting-2026', zh: '2026年度投资者交流会精彩回顾', en: '2026 annual investor meeting: highlights', duration: 60, clientsOnly: true },
  { id: 'vid-esg-2026', zh: '可持续发展实践：走访被投企业', en: 'Sustainability in practice: visiting our companies', duration: 40, clientsOnly: false },
];

export interface ActivitySeed {
  zh: [title: string, summary: string, location: string];
  en: [title: string, summary: string, location: string];
  /** The activity's page: what happens, for whom, and how to take part (paragraphs; '## ' starts a heading). */
  body: { zh: string[]; en: string[] };
  start: string;
  hours: number;
  isPublic: boolean;
  videoId?: string;
  children?: ActivitySeed[];
}

export const ACTIVITIES: ActivitySeed[] = [
  {
    zh: ['2026年度投资者交流会', '投资团队分享全年回顾与来年展望。', '上海'],
    en: ['2026 annual investor meeting', 'The investment team reviews the year and looks ahead.', 'Shanghai'],
    body: {
      zh: [
        '一年一度的投资者交流会是我们与客户面对面交流的重要时刻。首席投资官、各行业小组负责人和风险管理团队将回顾过去一年的组合决策，坦率分享做对和做错的地方，并介绍我们对来年的判断。',
        '## 日程',
        '上午场聚焦宏观环境与组合策略；下午场分为消费、医疗健康与先进制造三个专题，客户可以与研究员深入交流。会后设有茶歇，客户经理会在现场解答账户和产品的问题。',
        '本次交流会仅面向泓岸资本客户，需凭邀请函入场；无法到场的客户可以观看精彩回顾视频。',
      ],
      en: [
        'Our annual investor meeting is the main occasion on which we meet clients face to face. The Chief Investment Officer, the heads of the sector groups and the risk team review the year’s decisions in the portfolios, share candidly what went right and wrong, and explain how we see the year ahead.',
        '## Programme',
        'The morning covers the macro picture and portfolio strategy; the afternoon is split into consumer, healthcare and advanced manufacturing sessions, where clients can talk at length with our analysts. Relationship managers are on hand over tea afterwards to answer questions about accounts and funds.',
        'The meeting is for Harbourline Capital clients only, by invitation; clients who cannot attend can watch the video of its highlights.',
      ],
    },
    start: '2026-10-18T01:30:00Z',
    hours: 7.5,
    isPublic: false,
    videoId: 'vid-meeting-2026',
    children: [
      {
        zh: ['上午场：宏观与策略', '宏观环境与组合策略。', '上海'],
        en: ['Morning: macro and strategy', 'The macro picture and portfolio strategy.', 'Shanghai'],
        body: {
          zh: ['宏观研究负责人分析利率、汇率与企业盈利之间的关系；首席投资官回顾全年组合的主要调整及其原因，并回答客户提问。'],
          en: ['Our head of macro research discusses how interest rates, exchange rates and corporate earnings interact; the Chief Investment Officer reviews the main changes to the portfolios over the year and why, and takes questions.'],
        },
        start: '2026-10-18T01:30:00Z',
        hours: 2,
        isPublic: false,
      },
      {
        zh: ['下午场：行业专题', '消费、医疗与先进制造专题讨论。', '上海'],
        en: ['Afternoon: sector sessions', 'Consumer, healthcare and advanced manufacturing.', 'Shanghai'],
        body: {
          zh: ['三个专题同时进行，客户可自由选择：消费组分享门店调研的发现；医药组讨论创新药出海与集采后的行业格局；先进制造组介绍工厂走访中看到的变化。'],
          en: ['Three sessions run side by side, and clients choose freely: the consumer group shares what its store visits found; the healthcare group discusses drugs licensed abroad and the industry after volume-based procurement; the advanced manufacturing group describes what it has seen on factory visits.'],
        },
        start: '2026-10-18T06:00:00Z',
        hours: 3,
        isPublic: false,
      },
    ],
  },
  {
    zh: ['客户开放日：走进研究部', '参观研究部并与分析师交流。', '北京'],
    en: ['Open day: meet the research team', 'Visit the research floor and talk with analysts.', 'Beijing'],
    body: {
      zh: [
        '我们邀请客户走进北京总部的研究部，了解一个投资想法从筛选、深度研究到投资委员会质询的完整过程。',
        '研究员将以一家持仓企业为例，展示实地调研的记录、盈利模型和写下的证伪条件；客户还可以旁听一场模拟的投资委员会讨论。',
        '名额有限，每场不超过二十位客户，请通过客户经理预约。',
      ],
      en: [
        'We invite clients into the research floor at our Beijing headquarters to see the whole path of an investment idea, from screening and deep research to questioning by the investment committee.',
        'Analysts take one company we hold as an example and show their field notes, their earnings model and the conditions they wrote down that would prove the thesis wrong; clients can also sit in on a mock investment committee.',
        'Places are limited to twenty clients a session; please book through your relationship manager.',
      ],
    },
    start: '2026-09-12T02:00:00Z',
    hours: 3,
    isPublic: false,
  },
  {
    zh: ['可持续投资论坛', '探讨ESG整合在大中华区的实践。', '香港'],
    en: ['Sustainable investing forum', 'ESG integration in Greater China in practice.', 'Hong Kong'],
    body: {
      zh: [
        '第三届可持续投资论坛邀请被投企业管理层、学者和机构客户，围绕供应链劳工标准和气候转型计划两个议题展开讨论。',
        '论坛面向公众开放，欢迎对可持续投资感兴趣的朋友报名参加；论坛结束后，视频回放将在本页提供。',
      ],
      en: [
        'Our third sustainable investing forum brings together managers of the companies we invest in, academics and institutional clients to discuss two subjects: labour standards in supply chains, and climate transition plans.',
        'The forum is open to the public, and anyone interested in sustainable investing is welcome to register; a video of the forum is available on this page afterwards.',
      ],
    },
    start: '2026-07-08T07:00:00Z',
    hours: 2,
    isPublic: true,
    videoId: 'vid-esg-2026',
  },
  {
    zh: ['线上直播：季度市场回顾', '首席投资官解读季度市场变化。', '线上'],
    en: ['Live online: quarterly market review', 'The CIO on the quarter’s markets.', 'Online'],
    body: {
      zh: [
        '首席投资官在线回顾一季度的市场与组合表现，解释组合落后于业绩基准的原因，以及我们在二季度的应对。',
        '直播面向公众开放，可在“直播”页面进入；直播结束后提供回放。',
      ],
      en: [
        'Our Chief Investment Officer reviews markets and the portfolios in the first quarter online, explains why the portfolios lagged their benchmarks and what we are doing about it in the second quarter.',
        'The broadcast is open to the public from the Live Broadcast page, and a replay is available afterwards.',
      ],
    },
    start: '2026-04-15T11:00:00Z',
    hours: 1,
    isPublic: true,
  },
  {
    zh: ['新加坡客户交流会', '与东南亚客户面对面交流。', '新加坡'],
    en: ['Client meeting in Singapore', 'Meeting clients from Southeast Asia.', 'Singapore'],
    body: {
      zh: [
        '新加坡团队与来自东南亚和中东的客户面对面交流，介绍境外基金的组合变化，以及我们在东南亚市场的研究发现。',
        '交流会以英语进行，设普通话答疑；仅面向泓岸资本客户。',
      ],
      en: [
        'Our Singapore team meets clients from South-East Asia and the Middle East to go through the changes in our offshore funds and what our research in South-East Asia has found.',
        'The meeting is held in English, with questions also taken in Mandarin, and is for Harbourline Capital clients only.',
      ],
    },
    start: '2026-03-20T08:00:00Z',
    hours: 2,
    isPublic: false,
  },
  {
    zh: ['公益助学志愿活动', '员工与客户共同参与公益助学。', '成都'],
    en: ['Education volunteering day', 'Staff and clients volunteer together.', 'Chengdu'],
    body: {
      zh: [
        '泓岸资本员工与客户一起走进成都周边的两所乡村学校，整理图书馆藏书，为学生上一堂阅读课。',
        '活动面向公众开放报名，适合带孩子的家庭参加；我们将统一安排往返交通。',
      ],
      en: [
        'Harbourline Capital staff and clients visit two rural schools near Chengdu together to sort their library books and give the pupils a reading class.',
        'Registration is open to the public, and families with children are welcome; we arrange transport both ways.',
      ],
    },
    start: '2025-11-22T01:00:00Z',
    hours: 6,
    isPublic: true,
  },
];

export const ANNOUNCEMENTS: { zh: [string, string]; en: [string, string]; date: string; until: string }[] = [
  {
    zh: ['系统升级通知', '<p>客户专区将于本周六凌晨0:00至6:00进行系统升级，期间可能短暂无法登录或查询。</p><p>升级完成后，持仓、净值和报告数据不受影响。如升级后遇到任何问题，请通过“互动问答”或客户服务热线400-820-7007联系我们。</p>'],
    en: ['System upgrade', '<p>The client area will be upgraded between midnight and 6 am on Saturday and may be briefly unavailable for logging in or queries.</p><p>Holdings, NAVs and reports are not affected. If anything does not work afterwards, please contact us through Q&amp;A or on 400-820-7007.</p>'],
    date: '2026-10-26',
    until: '2099-12-31',
  },
  {
    zh: ['季度报告已发布', '<p>各产品2026年第三季度报告已发布，请在“产品报告”中在线预览或下载。</p><p>本季度起，报告新增“历年收益”图表，按自然年展示基金与业绩基准的收益对比。</p>'],
    en: ['Quarterly reports published', '<p>The third-quarter 2026 reports of all funds are published: preview or download them under Product Reports.</p><p>From this quarter, reports include a chart of calendar-year returns setting each fund against its benchmark.</p>'],
    date: '2026-10-20',
    until: '2099-12-31',
  },
  {
    zh: ['谨防诈骗', '<p>本公司从不通过社交软件群组推荐产品，从不承诺保本收益，也不会要求向任何个人账户转账。</p><p>如接到可疑信息，请通过官网公布的客户服务热线400-820-7007核实。</p>'],
    en: ['Beware of fraud', '<p>The firm never recommends products in social-app groups, never promises guaranteed returns and never asks for transfers to a personal account.</p><p>If you receive a suspicious message, check with us on the hotline published on our website, 400-820-7007.</p>'],
    date: '2026-06-01',
    until: '2099-12-31',
  },
  {
    zh: ['春节假期安排', '<p>2026年2月15日至23日春节假期期间暂停办理认购与赎回，客户服务热线暂停人工服务。</p><p>假期期间可通过“互动问答”留言，我们将在节后依次回复。</p>'],
    en: ['Spring Festival schedule', '<p>Subscriptions and redemptions pause over the Spring Festival, 15 to 23 February 2026, and the hotline is not staffed.</p><p>Leave us a message through Q&amp;A during the holiday and we will reply in turn afterwards.</p>'],
    date: '2026-01-20',
    until: '2026-02-28',
  },
];

/**
 * Live broadcasts. The demo channel is on air for decades, so the demo always has a broadcast that is
 * live; the others are before or after their hour.
 */
export const LIVE_EVENTS: { zh: [string, string]; en: [string, string]; start: string; hours: number; clientsOnly: boolean }[] = [
  { zh: ['演示频道：全天候市场直播', '演示用的常设直播频道，随时可以进入。'], en: ['Demo channel: markets around the clock', 'A standing demo broadcast you can join at any time.'], start: '2026-01-01T00:00:00Z', hours: 24 * 365 * 73, clientsOnly: false },
  { zh: ['年度策略会直播', '来年投资策略展望。'], en: ['Annual strategy live', 'Our outlook for next year.'], start: '2026-12-10T07:00:00Z', hours: 2, clientsOnly: true },
  { zh: ['可持续发展对话', '与被投企业管理层的ESG对话。'], en: ['Sustainability dialogue', 'ESG conversations with company management.'], start: '2026-11-30T08:00:00Z', hours: 1, clientsOnly: false },
  { zh: ['季度市场回顾', '首席投资官季度解读。'], en: ['Quarterly market review', 'The CIO on the quarter.'], start: '2026-04-15T11:00:00Z', hours: 1, clientsOnly: false },
  { zh: ['客户专享：组合问答', '基金经理在线答疑。'], en: ['Clients only: portfolio Q&A', 'Portfolio managers answer questions.'], start: '2026-01-15T09:00:00Z', hours: 1, clientsOnly: true },
];

/** The CMS files: the firm's documents (server/seed/documents.ts), named by their titles; ids follow this order. */
export const FILES: { category: string; isPublic: boolean; zh: string; en: string; date: string }[] = DOCUMENTS.map((d) => ({
  category: d.category,
  isPublic: d.isPublic,
  zh: d.zh.title,
  en: d.en.title,
  date: d.date,
}));

export interface QaSeed {
  title: string;
  description: string;
  replies: { from: 'client' | 'firm'; content: string; daysAfter: number }[];
  created: string;
  unread: boolean;
}

export const QA_THREADS: Record<string, QaSeed[]> = {
  'investor@demo.test': [
    {
      title: '季度报告什么时候发布？',
      description: '想了解价值精选一号季度报告的发布时间。',
      created: '2026-10-10T02:00:00Z',
      replies: [{ from: 'firm', content: '<p>您好，季度报告一般在季度结束后20日内发布，届时可在“产品报告”中查看。</p>', daysAfter: 1 }],
      unread: true,
    },
    {
      title: '如何修改绑定的手机号？',
      description: '换了新手机号，请问在哪里修改？',
      created: '2026-08-03T06:00:00Z',
      replies: [
        { from: 'firm', content: '<p>您好，请在“设置 - 手机号”中提交修改申请，审核通过后生效。</p>', daysAfter: 1 },
        { from: 'client', content: '好的，谢谢。', daysAfter: 2 },
      ],
      unread: false,
    },
    { title: '分红方式能否改为红利再投？', description: '请问成长优选一号可以修改分红方式吗？', created: '2026-10-25T03:00:00Z', replies: [], unread: false },
  ],
  'institution@demo.test': [
    {
      title: 'Request for audited annual report',
      description: 'Could you send the audited annual report of Value Select No.1 for our records?',
      created: '2026-09-15T02:00:00Z',
      replies: [{ from: 'firm', content: '<p>Dear client, the audited report is available under Product Reports.</p>', daysAfter: 1 }],
      unread: false,
    },
  ],
};

const RATIONALE_TEMPLATES: [string, string, string, string][] = [
  ['龙头企业市场份额持续提升', '行业集中度提高，龙头凭借成本与渠道优势扩大份额。', 'Leaders keep gaining share', 'As the industry consolidates, leaders gain share through cost and distribution.'],
  ['盈利能力处于改善周期', '产品结构优化与费用控制推动利润率回升。', 'Profitability is improving', 'A better product mix and cost control lift margins.'],
  ['估值处于历史较低区间', '当前估值低于过去十年中位数，安全边际充足。', 'Valuation near historical lows', 'Valuations are below their ten-year median, giving a margin of safety.'],
  ['现金流稳健，分红可持续', '自由现金流覆盖分红与资本开支。', 'Strong cash flow, sustainable dividends', 'Free cash flow covers dividends and capital spending.'],
  ['管理层治理与激励到位', '管理层持股与长期激励使利益一致。', 'Aligned management', 'Management ownership and long-term incentives align interests.'],
  ['海外市场打开成长空间', '出海业务收入占比提升，带来新的增长曲线。', 'Overseas markets add growth', 'A rising share of overseas revenue opens a new growth curve.'],
];

export function rationaleTexts(seed: number): typeof RATIONALE_TEMPLATES {
  const start = seed % RATIONALE_TEMPLATES.length;
  return Array.from({ length: 5 }, (_, i) => RATIONALE_TEMPLATES[(start + i) % RATIONALE_TEMPLATES.length]);
}

export const RELATIONSHIP_MANAGER = { name: '许嘉宁', nameEn: 'Xu Jianing', mobile: '13900000100', email: 'ir@harbourline.example' };
export const INSTITUTION_CONTACT = { name: '青禾养老金管理有限公司 · 周明远', nameEn: 'Qinghe Pension Management Co. · Zhou Mingyuan', mobile: '13800000002', email: 'institution@demo.test' };

/**
 * Fictional bilingual content of the client area: news, investment perspectives, company pages, exclusive
 * articles, activities, announcements, videos, live events, files, Q&A threads and rationales. HTML uses simple
 * tags only (p, h3, ul, li, strong) so it survives any sanitiser unchanged.
 */
import { addDays } from './prng.ts';
import { DOCUMENTS } from './documents.ts';

export interface ArticleSeed {
  column: 'news' | 'investment' | 'enter' | 'exclusive';
  zh: [title: string, summary: string, body: string[]];
  en: [title: string, summary: string, body: string[]];
  date: string;
  videoId?: string;
  attachments?: number[];
}

const html = (paragraphs: string[]) =>
  paragraphs.map((p) => (p.startsWith('## ') ? `<h3>${p.slice(3)}</h3>` : `<p>${p}</p>`)).join('');
export const articleHtml = html;

const NEWS_TOPICS: [string, string, string, string][] = [
  ['泓岸资本新加坡办公室迁入新址', '为更好服务东南亚客户，新加坡团队迁入滨海湾新办公室。', 'Harbourline Singapore office moves to new premises', 'To serve clients in Southeast Asia better, the Singapore team has moved to a new office at Marina Bay.'],
  ['泓岸资本举办年度投资者交流会', '投资团队与客户面对面交流全年投资思路与组合表现。', 'Harbourline holds its annual investor meeting', 'The investment team met clients in person to discuss the year’s thinking and portfolio results.'],
  ['泓岸资本发布年度可持续发展报告', '报告回顾了公司在ESG整合、尽责管理与社区公益方面的进展。', 'Harbourline publishes its annual sustainability report', 'The report reviews progress on ESG integration, stewardship and community programmes.'],
  ['客户服务热线服务时间调整通知', '自下月起，客户服务热线服务时间延长至每个工作日晚八点。', 'Client service hotline hours extended', 'From next month the client service hotline is open until 8 pm on every business day.'],
  ['泓岸资本荣获年度最佳研究团队奖', '公司研究团队凭借扎实的基本面研究获得行业媒体评选奖项。', 'Harbourline research team wins an annual award', 'The research team was recognised by industry media for its fundamental research.'],
  ['泓岸公益助学计划第六期启动', '公司联合合作机构为中西部地区学生提供奖学金与图书。', 'Sixth round of the Harbourline education programme starts', 'Together with partners, the firm funds scholarships and books for students in central and western China.'],
  ['关于防范冒用公司名义诈骗的提示', '公司从未通过社交软件推荐任何投资产品，请投资者提高警惕。', 'Warning about fraud using the firm’s name', 'The firm never recommends products through social apps; please stay alert.'],
  ['泓岸资本香港办公室扩充投资者关系团队', '新成员将为香港及海外客户提供更及时的服务。', 'Harbourline Hong Kong expands investor relations', 'New colleagues will give clients in Hong Kong and overseas faster service.'],
];

const PERSPECTIVES: [string, string, string, string][] = [
  ['在波动中坚持长期主义', '短期波动难以预测，企业长期价值创造才是回报的根本来源。', 'Staying long-term through volatility', 'Short-term swings cannot be predicted; long-term value creation by companies is the source of returns.'],
  ['消费复苏的结构性机会', '消费者更重视品质与服务，具备品牌力的企业将持续受益。', 'Structural opportunities in the consumer recovery', 'Consumers value quality and service; companies with strong brands keep benefiting.'],
  ['先进制造：从规模到质量', '制造业升级带来研发投入与利润率的同步提升。', 'Advanced manufacturing: from scale to quality', 'Industrial upgrading lifts research spending and margins together.'],
  ['医疗创新的长坡厚雪', '人口结构变化与技术进步共同推动医疗需求长期增长。', 'The long runway of healthcare innovation', 'Demographics and technology together drive long-term growth in healthcare demand.'],
  ['如何看待估值与盈利的再平衡', '当估值回落到合理区间，盈利增长将重新成为股价主导因素。', 'When earnings take over from valuations', 'Once valuations return to reasonable levels, earnings growth leads share prices again.'],
  ['红利资产的配置价值', '稳定的现金分红为组合提供了下行保护。', 'Why dividend assets belong in a portfolio', 'Steady cash dividends give a portfolio protection on the downside.'],
];

const ENTER_PAGES: [string, string, string, string][] = [
  ['公司简介', '泓岸资本成立于2007年，专注于大中华区股票投资。', 'About the firm', 'Founded in 2007, Harbourline Capital invests in Greater China equities.'],
  ['投资理念', '以深入的基本面研究寻找具有长期竞争优势的企业。', 'Investment philosophy', 'Deep fundamental research to find companies with lasting competitive advantages.'],
  ['团队介绍', '投资研究、客户服务、基金运营与公司运营团队协同工作。', 'Our teams', 'Investment research, client service, fund operations and company operations work as one.'],
  ['办公地点', '北京、上海、深圳、香港、新加坡与纽约。', 'Offices', 'Beijing, Shanghai, Shenzhen, Hong Kong, Singapore and New York.'],
];

const EXCLUSIVE: [string, string, string, string][] = [
  ['首席投资官季度观点（客户专享）', '本季度组合调整思路与重点行业展望。', 'CIO quarterly view (clients only)', 'How the portfolios changed this quarter and the sectors in focus.'],
  ['宏观研究月报（客户专享）', '全球流动性、国内政策与企业盈利的最新变化。', 'Macro monthly (clients only)', 'The latest on global liquidity, domestic policy and corporate earnings.'],
  ['行业深度：半导体设备（客户专享）', '国产替代进程与龙头企业竞争力分析。', 'Sector deep dive: semiconductor equipment (clients only)', 'Import substitution and the competitiveness of leading companies.'],
];

function body(zhSummary: string, enSummary: string, k: number): [string[], string[]] {
  return [
    [
      zhSummary,
      '## 要点',
      `我们持续跟踪相关行业与公司的基本面变化，第${k + 1}次更新的内容反映了团队最新的讨论。`,
      '<strong>风险提示：</strong>过往业绩不代表未来表现，投资需谨慎。',
    ],
    [
      enSummary,
      '## Key points',
      `We keep following the fundamentals of the sectors and companies concerned; update ${k + 1} reflects the team’s latest discussion.`,
      '<strong>Risk warning:</strong> past performance is no guide to future returns.',
    ],
  ];
}

export function articleSeeds(): ArticleSeed[] {
  const out: ArticleSeed[] = [];
  const add = (column: ArticleSeed['column'], list: [string, string, string, string][], rounds: number, start: string, step: number, extra: Partial<ArticleSeed> = {}) => {
    let k = 0;
    for (let r = 0; r < rounds; r++) {
      for (const [zt, zs, et, es] of list) {
        const [zb, eb] = body(zs, es, k);
        const suffixZh = r === 0 ? '' : `（${2026 - r}）`;
        const suffixEn = r === 0 ? '' : ` (${2026 - r})`;
        out.push({ column, zh: [zt + suffixZh, zs, zb], en: [et + suffixEn, es, eb], date: addDays(start, -k * step), ...extra });
        k++;
      }
    }
  };
  add('news', NEWS_TOPICS, 3, '2026-10-20', 23);
  add('investment', PERSPECTIVES, 3, '2026-10-15', 31);
  add('enter', ENTER_PAGES, 1, '2024-01-02', 1);
  add('exclusive', EXCLUSIVE, 2, '2026-10-08', 45);
  // A perspective with a video and one with a PDF attachment (cms_files ids are assigned in seed order: see FILES).
  out[NEWS_TOPICS.length * 3].videoId = 'vid-cio-2026';
  out[NEWS_TOPICS.length * 3 + 1].attachments = [FILES.length - 1];
  return out;
}

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
    start: '2026-10-18T06:00:00Z',
    hours: 4,
    isPublic: false,
    videoId: 'vid-meeting-2026',
    children: [
      { zh: ['上午场：宏观与策略', '宏观环境与组合策略。', '上海'], en: ['Morning: macro and strategy', 'The macro picture and portfolio strategy.', 'Shanghai'], start: '2026-10-18T01:30:00Z', hours: 2, isPublic: false },
      { zh: ['下午场：行业专题', '消费、医疗与先进制造专题讨论。', '上海'], en: ['Afternoon: sector sessions', 'Consumer, healthcare and advanced manufacturing.', 'Shanghai'], start: '2026-10-18T06:00:00Z', hours: 3, isPublic: false },
    ],
  },
  { zh: ['客户开放日：走进研究部', '参观研究部并与分析师交流。', '北京'], en: ['Open day: meet the research team', 'Visit the research floor and talk with analysts.', 'Beijing'], start: '2026-09-12T02:00:00Z', hours: 3, isPublic: false },
  { zh: ['可持续投资论坛', '探讨ESG整合在大中华区的实践。', '香港'], en: ['Sustainable investing forum', 'ESG integration in Greater China in practice.', 'Hong Kong'], start: '2026-07-08T07:00:00Z', hours: 2, isPublic: true, videoId: 'vid-esg-2026' },
  { zh: ['线上直播：季度市场回顾', '首席投资官解读季度市场变化。', '线上'], en: ['Live online: quarterly market review', 'The CIO on the quarter’s markets.', 'Online'], start: '2026-04-15T11:00:00Z', hours: 1, isPublic: true },
  { zh: ['新加坡客户交流会', '与东南亚客户面对面交流。', '新加坡'], en: ['Client meeting in Singapore', 'Meeting clients from Southeast Asia.', 'Singapore'], start: '2026-03-20T08:00:00Z', hours: 2, isPublic: false },
  { zh: ['公益助学志愿活动', '员工与客户共同参与公益助学。', '成都'], en: ['Education volunteering day', 'Staff and clients volunteer together.', 'Chengdu'], start: '2025-11-22T01:00:00Z', hours: 6, isPublic: true },
];

export const ANNOUNCEMENTS: { zh: [string, string]; en: [string, string]; date: string; until: string }[] = [
  { zh: ['系统升级通知', '<p>客户专区将于本周六凌晨进行系统升级，期间可能短暂无法访问。</p>'], en: ['System upgrade', '<p>The client area will be upgraded early on Saturday and may be briefly unavailable.</p>'], date: '2026-10-26', until: '2099-12-31' },
  { zh: ['季度报告已发布', '<p>各产品第三季度报告已发布，请在“产品报告”中查看。</p>'], en: ['Quarterly reports published', '<p>Third-quarter reports of all products are available under Product Reports.</p>'], date: '2026-10-20', until: '2099-12-31' },
  { zh: ['谨防诈骗', '<p>本公司不会通过任何社交软件要求转账，请通过官方渠道核实信息。</p>'], en: ['Beware of fraud', '<p>The firm never asks for transfers through social apps; verify through official channels.</p>'], date: '2026-06-01', until: '2099-12-31' },
  { zh: ['春节假期安排', '<p>春节期间客户服务热线暂停服务。</p>'], en: ['Spring Festival schedule', '<p>The hotline is closed during the Spring Festival.</p>'], date: '2026-01-20', until: '2026-02-28' },
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

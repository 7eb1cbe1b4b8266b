/**
 * The job postings of each location (SPEC.md §3 "Job catalogue"), in both languages with the same ids in the same
 * order. A posting is written as data (summary, responsibilities, requirements, nice-to-haves) and handed to the job
 * board as HTML (sanitised when rendered), so every posting has the same sections in both languages. Fictional.
 */
import type { Locale } from '../constants';
import type { LocationId } from './careers';
import { pick, type Bilingual } from './types';

export interface JobPosting {
  id: string;
  title: string;
  /** The team the role belongs to. */
  team: string;
  /** The city (and office) the role is based in. */
  location: string;
  /** HTML of the summary, location, responsibilities and requirements; rendered only after DOMPurify. */
  content: string;
}

/** A posting as written: the job board receives it as HTML (`postingHtml`). */
export interface PostingSource {
  id: string;
  title: string;
  team: string;
  location: string;
  summary: string;
  responsibilities: string[];
  requirements: string[];
  niceToHave: string[];
}

/** The section headings of a posting, per language. */
export const POSTING_HEADINGS: Bilingual<{ location: string; responsibilities: string; requirements: string; niceToHave: string }> = {
  zh: { location: '工作地点', responsibilities: '岗位职责', requirements: '任职要求', niceToHave: '加分项' },
  en: { location: 'Location', responsibilities: 'Responsibilities', requirements: 'Requirements', niceToHave: 'Nice to have' },
};

const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

/** The HTML of a posting: summary, location, responsibilities, requirements and, when any, nice-to-haves. */
export function postingHtml(source: PostingSource, headings: (typeof POSTING_HEADINGS)['zh']): string {
  return [
    `<p>${source.summary}</p>`,
    `<h4>${headings.location}</h4><p>${source.location}</p>`,
    `<h4>${headings.responsibilities}</h4>${list(source.responsibilities)}`,
    `<h4>${headings.requirements}</h4>${list(source.requirements)}`,
    source.niceToHave.length ? `<h4>${headings.niceToHave}</h4>${list(source.niceToHave)}` : '',
  ].join('');
}

/** The postings of each location, as written, in both languages (the same ids in the same order). */
export const POSTINGS: Bilingual<Record<LocationId, PostingSource[]>> = {
  zh: {
    mainland: [
      {
        id: 'j1',
        title: '行业研究员（医药健康）',
        team: '投资研究',
        location: '上海 · 浦东新区滨江大道办公室',
        summary: '加入由五位研究员组成的医药健康小组，覆盖创新药、医疗器械与医疗服务企业。你的研究将直接进入投资委员会的讨论，并对组合决策负责。',
        responsibilities: [
          '独立覆盖 10 至 15 家 A 股及港股医药企业，建立并维护盈利预测与估值模型',
          '通过管理层访谈、医院与经销商调研、专家访谈等方式开展一手研究，撰写深度报告',
          '在投资委员会上陈述投资建议，回应质询，并在论点变化时及时更新观点',
          '跟踪集采、医保谈判等政策变化，评估其对覆盖公司长期价值的影响',
          '与 ESG 研究员合作，评估药品安全、临床试验伦理与公司治理风险',
        ],
        requirements: [
          '医学、药学、生物学等相关专业硕士及以上学历',
          '三年以上医药行业研究经验，买方或卖方均可',
          '扎实的财务分析与估值能力，能独立搭建三表模型',
          '优秀的中文写作能力，能够阅读英文临床文献与公司公告',
          '好奇心强，愿意花时间把一个问题想透，也乐于承认判断失误',
        ],
        niceToHave: ['持有 CFA 或 CPA 证书', '有临床研究或医药企业工作经历'],
      },
      {
        id: 'j2',
        title: '基金运营专员',
        team: '基金运营',
        location: '北京 · 朝阳区光华路总部',
        summary: '基金运营团队负责旗下所有产品的估值、清算与信息披露，是客户看到的每一个净值背后的守门人。我们希望你细致、可靠，并愿意把流程做得更好。',
        responsibilities: [
          '完成产品每日估值与净值复核，确保估值结果准确、及时',
          '处理申购、赎回、分红等份额登记业务，与托管行核对资金与份额',
          '编制产品定期报告与监管报送材料，配合年度审计工作',
          '维护运营操作手册，识别流程中的风险点并提出改进建议',
          '回应客户服务团队关于持仓、交易确认等方面的运营问题',
        ],
        requirements: [
          '会计、金融或相关专业本科及以上学历',
          '两年以上私募基金、公募基金或托管行运营经验',
          '熟悉基金估值与会计核算规则，了解私募基金相关监管要求',
          '熟练使用 Excel，做事严谨细致，对数字敏感',
          '良好的沟通能力，能在时间压力下保持准确',
        ],
        niceToHave: ['具备基金从业资格', '会用 Python 或 SQL 处理数据'],
      },
      {
        id: 'j3',
        title: '人力资源经理',
        team: '人力与行政',
        location: '北京 · 朝阳区光华路总部',
        summary: '我们的团队不大，每一次招聘都很重要。你将与各部门负责人一起，找到合适的人，并帮助他们在泓岸长期成长。',
        responsibilities: [
          '负责北京、上海、深圳三地的社会招聘与校园招聘，管理从需求确认到入职的全过程',
          '组织新员工培训与导师计划，跟踪新人第一年的成长情况',
          '推动年度绩效评估与薪酬回顾，为管理层提供数据与建议',
          '维护员工关系，处理劳动合同、社保公积金等人事事务',
          '组织每周研究分享会、志愿者假期等文化活动',
        ],
        requirements: [
          '人力资源管理或相关专业本科及以上学历',
          '五年以上人力资源工作经验，其中至少两年在金融机构或专业服务机构',
          '熟悉劳动法律法规及北京、上海、深圳的人事政策',
          '出色的沟通与组织能力，能够赢得业务负责人的信任',
          '为人正直，能妥善处理保密信息',
        ],
        niceToHave: ['有跨境团队的人力资源工作经验', '英语可作为工作语言'],
      },
      {
        id: 'j7',
        title: '数据工程师',
        team: '信息技术',
        location: '深圳 · 福田区海湾路办公室',
        summary: '研究团队每天使用大量财务、行业与另类数据。你将负责把这些数据整理得干净、及时、可追溯，让研究员把时间花在思考上。',
        responsibilities: [
          '设计并维护公司研究数据平台，接入财务报表、行情、行业与另类数据源',
          '编写数据清洗与校验流程，监控数据质量并处理异常',
          '与研究员合作，为行业模型和组合分析提供数据接口与工具',
          '维护数据权限与访问审计，确保客户及公司数据安全',
          '参与投资者服务平台的数据服务开发',
        ],
        requirements: [
          '计算机、统计或相关专业本科及以上学历',
          '三年以上数据工程经验，熟练使用 Python 和 SQL',
          '熟悉 PostgreSQL 等关系型数据库与常见调度工具',
          '重视代码质量，习惯为自己的代码编写测试',
          '对金融数据有兴趣，乐于理解研究员的实际需求',
        ],
        niceToHave: ['有金融机构数据平台建设经验', '了解会计准则与财务报表结构'],
      },
    ],
    hongkong: [
      {
        id: 'j4',
        title: '投资者关系经理',
        team: '投资者关系与客户服务',
        location: '香港 · 中环港湾道办公室',
        summary: '香港团队服务亚太区的主权基金、养老金与家族办公室。你将成为客户了解泓岸投资的主要窗口，也把客户的问题带回研究团队。',
        responsibilities: [
          '维护十余家亚太区机构客户关系，组织季度回顾会议与年度实地拜访',
          '撰写并审阅季度投资报告、业绩归因与客户专项问卷回复',
          '协调投资经理与研究员参加客户会议，准备会议材料',
          '配合新客户的尽职调查，确保信息披露准确、一致',
          '收集客户反馈，参与改进客户报告与投资者服务平台',
        ],
        requirements: [
          '金融、经济或相关专业本科及以上学历',
          '三年以上资产管理公司投资者关系、客户服务或机构销售经验',
          '能够用中英文清楚地解释投资组合与业绩',
          '流利的英语与普通话，粤语为佳',
          '做事有条理，能同时推进多个客户项目',
        ],
        niceToHave: ['持有 CFA 证书或正在考取', '持有香港证监会相关牌照'],
      },
    ],
    singapore: [
      {
        id: 'j5',
        title: '合规经理',
        team: '风控法务',
        location: '新加坡 · 滨海林荫道办公室',
        summary: '新加坡实体持有新加坡金融管理局颁发的资本市场服务牌照。你将负责这一实体的日常合规工作，并与北京、香港的法务合规团队紧密协作。',
        responsibilities: [
          '执行新加坡实体的合规监控计划，包括个人交易、利益冲突与礼品登记审查',
          '负责反洗钱与客户尽职调查的审核及持续监控',
          '跟踪新加坡金融管理局监管要求的变化，评估影响并更新内部制度',
          '组织员工合规培训，回答业务团队的日常合规咨询',
          '准备监管报送材料，配合监管检查与内外部审计',
        ],
        requirements: [
          '法律、金融或相关专业本科及以上学历',
          '五年以上资产管理或银行合规经验，其中至少两年在新加坡',
          '熟悉新加坡《证券及期货法》及金融管理局对基金管理公司的要求',
          '判断力强，能在坚持原则的同时给出务实可行的建议',
          '英语流利，能用中文与内地同事沟通者优先',
        ],
        niceToHave: ['持有 ICA 合规相关证书', '有跨境基金业务合规经验'],
      },
      {
        id: 'j8',
        title: '行业研究员（东南亚消费）',
        team: '投资研究',
        location: '新加坡 · 滨海林荫道办公室',
        summary: '我们正在扩大对东南亚消费企业的研究覆盖。你将负责印尼、越南、泰国等市场的消费品与零售企业研究，并向亚洲（除中国）组合提出投资建议。',
        responsibilities: [
          '覆盖东南亚主要市场的消费品、零售与餐饮企业，建立盈利与估值模型',
          '定期实地调研门店、渠道与供应链，形成对行业格局的独立判断',
          '撰写深度报告，在投资委员会上陈述并辩护投资建议',
          '与中国消费研究小组交流，比较不同市场中相似商业模式的演变',
          '将 ESG 因素纳入研究，关注供应链劳工与包装废弃物等议题',
        ],
        requirements: [
          '金融、经济或相关专业硕士及以上学历',
          '三年以上股票研究经验，覆盖过消费或零售行业',
          '扎实的财务建模与估值能力',
          '能适应每季度约两周的区域出差',
          '英语流利，普通话可作为工作语言',
        ],
        niceToHave: ['会印尼语、越南语或泰语', '有消费企业的运营或咨询经历'],
      },
    ],
    newyork: [
      {
        id: 'j6',
        title: '投资者关系助理',
        team: '投资者关系与客户服务',
        location: '纽约 · 第五大道办公室',
        summary: '纽约办公室服务北美的养老金、大学捐赠基金与基金会。这是一个适合职业早期的岗位：你将在资深同事的指导下，全面参与机构客户服务。',
        responsibilities: [
          '准备客户会议与路演材料，整理会议纪要并跟进待办事项',
          '协助回复机构客户的尽职调查问卷与数据请求',
          '维护客户关系管理系统中的客户信息与沟通记录',
          '汇总每月业绩与持仓数据，协助撰写客户季度报告',
          '协调纽约与亚洲各办公室之间的会议与信息传递',
        ],
        requirements: [
          '金融、经济或相关专业本科及以上学历',
          '一至三年资产管理、投资咨询或金融服务工作经验',
          '优秀的英文写作能力，工作细致，能按时完成任务',
          '对中国及亚洲资本市场有浓厚兴趣',
          '能配合亚洲时区，偶尔参加清晨或傍晚的会议',
        ],
        niceToHave: ['普通话流利', '已通过 CFA 一级考试'],
      },
    ],
  },
  en: {
    mainland: [
      {
        id: 'j1',
        title: 'Equity Analyst, Healthcare',
        team: 'Investment Research',
        location: 'Shanghai, Riverside Avenue office',
        summary:
          'Join our five-strong healthcare team covering innovative drug makers, medical devices and healthcare services. Your research goes straight to the investment committee, and you own the recommendations you make.',
        responsibilities: [
          'Cover 10 to 15 healthcare companies listed in Shanghai, Shenzhen and Hong Kong, and build and maintain their earnings and valuation models',
          'Do first-hand research through management meetings, visits to hospitals and distributors, and expert calls, and write it up in in-depth reports',
          'Present your recommendations to the investment committee, take its questions, and change your view promptly when the facts change',
          'Follow volume-based procurement, reimbursement talks and other policy changes, and judge what they mean for long-term value',
          'Work with our ESG analysts on drug safety, clinical-trial ethics and governance risks',
        ],
        requirements: [
          "A master's degree or higher in medicine, pharmacy, biology or a related field",
          'Three or more years of healthcare equity research, on the buy side or the sell side',
          'Solid financial analysis and valuation skills; you can build a three-statement model on your own',
          'Excellent written Chinese, and the English to read clinical papers and company filings',
          'Curiosity, the patience to think a question through, and the candour to admit a wrong call',
        ],
        niceToHave: ['The CFA or CPA qualification', 'Experience in clinical research or at a pharmaceutical company'],
      },
      {
        id: 'j2',
        title: 'Fund Operations Associate',
        team: 'Fund Operations',
        location: 'Beijing, Guanghua Road headquarters',
        summary:
          'Fund operations values, settles and reports on every fund we manage: the team stands behind each NAV a client sees. We are looking for someone careful and dependable who wants to make good processes better.',
        responsibilities: [
          'Run and check the daily valuation of each fund so that every NAV is accurate and on time',
          'Process subscriptions, redemptions and distributions, and reconcile cash and units with the custodians',
          'Prepare periodic fund reports and regulatory filings, and support the annual audit',
          'Keep the operations manual up to date, spot weak points in our processes and propose fixes',
          'Answer operational questions from the client service team about holdings and trade confirmations',
        ],
        requirements: [
          "A bachelor's degree in accounting, finance or a related field",
          'Two or more years in operations at a private fund, mutual fund or custodian bank',
          'A working knowledge of fund valuation and accounting, and of the rules for private funds in China',
          'Strong Excel skills, a careful way of working and a good feel for numbers',
          'Clear communication, and accuracy under deadlines',
        ],
        niceToHave: ['The Fund Practitioner Qualification', 'Some Python or SQL for handling data'],
      },
      {
        id: 'j3',
        title: 'Human Resources Manager',
        team: 'People and Administration',
        location: 'Beijing, Guanghua Road headquarters',
        summary:
          'We are a small firm, so every hire matters. You will work with the heads of each team to find the right people and help them build long careers at Harbourline.',
        responsibilities: [
          'Run experienced and campus hiring in Beijing, Shanghai and Shenzhen, from agreeing the role to the first day',
          'Organise induction and the mentoring programme, and follow how new joiners do in their first year',
          'Lead the annual performance and pay review, with data and advice for management',
          'Look after employee relations and HR administration: contracts, social insurance and housing fund',
          'Organise the weekly research forum, volunteering days and other parts of our culture',
        ],
        requirements: [
          "A bachelor's degree in human resources or a related field",
          'Five or more years in HR, at least two of them at a financial or professional services firm',
          'Knowledge of Chinese employment law and of local practice in Beijing, Shanghai and Shenzhen',
          'Strong communication and organisation skills, and the ability to earn the trust of team heads',
          'Integrity and discretion with confidential information',
        ],
        niceToHave: ['HR experience with teams across borders', 'Working English'],
      },
      {
        id: 'j7',
        title: 'Data Engineer',
        team: 'Technology',
        location: 'Shenzhen, Bay Road office',
        summary:
          'Our analysts rely on financial, industry and alternative data every day. You will keep that data clean, timely and traceable, so that they can spend their time thinking.',
        responsibilities: [
          'Design and run our research data platform, bringing in financial statements, market prices, industry and alternative data',
          'Write cleaning and validation pipelines, watch data quality and deal with anomalies',
          'Work with analysts to give sector models and portfolio analysis the data and tools they need',
          'Maintain data permissions and access audits, keeping client and firm data secure',
          'Contribute to the data services behind the investor portal',
        ],
        requirements: [
          "A bachelor's degree in computer science, statistics or a related field",
          'Three or more years in data engineering, with strong Python and SQL',
          'Experience with PostgreSQL or other relational databases and common schedulers',
          'Care for code quality, including tests for the code you write',
          "Interest in financial data and in understanding what analysts actually need",
        ],
        niceToHave: ['Experience building data platforms at a financial firm', 'Some knowledge of accounting standards and financial statements'],
      },
    ],
    hongkong: [
      {
        id: 'j4',
        title: 'Investor Relations Manager',
        team: 'Investor Relations and Client Service',
        location: 'Hong Kong, Harbour Way office',
        summary:
          'Our Hong Kong team serves sovereign funds, pension funds and family offices across Asia Pacific. You will be how these clients get to know our investing, and you will bring their questions back to the research team.',
        responsibilities: [
          'Look after a dozen institutional clients in Asia Pacific, with quarterly reviews and a visit each year',
          'Write and review quarterly investment letters, performance attribution and answers to client questionnaires',
          'Bring portfolio managers and analysts to client meetings, and prepare the material',
          'Support due diligence by prospective clients, keeping every disclosure accurate and consistent',
          'Gather client feedback and help improve our reports and the investor portal',
        ],
        requirements: [
          "A bachelor's degree in finance, economics or a related field",
          'Three or more years in investor relations, client service or institutional sales at an asset manager',
          'The ability to explain a portfolio and its performance clearly in English and Chinese',
          'Fluent English and Mandarin; Cantonese is a plus',
          'An organised way of working, with several client projects at once',
        ],
        niceToHave: ['The CFA qualification, or progress towards it', 'A relevant licence from the Securities and Futures Commission'],
      },
    ],
    singapore: [
      {
        id: 'j5',
        title: 'Compliance Manager',
        team: 'Risk, Legal and Compliance',
        location: 'Singapore, Marina Boulevard office',
        summary:
          'Our Singapore entity holds a Capital Markets Services licence from the Monetary Authority of Singapore. You will run its day-to-day compliance, working closely with the legal and compliance teams in Beijing and Hong Kong.',
        responsibilities: [
          'Carry out the compliance monitoring plan of the Singapore entity: personal dealing, conflicts of interest and the gifts register',
          'Review anti-money-laundering and client due diligence checks, and monitor them on an ongoing basis',
          'Follow changes in MAS requirements, assess their impact and update our policies',
          'Train staff on compliance and answer day-to-day questions from the business',
          'Prepare regulatory returns and support inspections and audits',
        ],
        requirements: [
          "A bachelor's degree in law, finance or a related field",
          'Five or more years of compliance at an asset manager or bank, at least two of them in Singapore',
          'A good knowledge of the Securities and Futures Act and of MAS requirements for fund managers',
          'Sound judgement: firm on principles and practical in advice',
          'Fluent English; Mandarin to work with colleagues in China is an advantage',
        ],
        niceToHave: ['An ICA compliance certificate', 'Compliance experience with cross-border funds'],
      },
      {
        id: 'j8',
        title: 'Equity Analyst, South-East Asian Consumer',
        team: 'Investment Research',
        location: 'Singapore, Marina Boulevard office',
        summary:
          'We are widening our research on consumer companies in South-East Asia. You will cover consumer brands and retailers in Indonesia, Vietnam, Thailand and beyond, and recommend investments for our Asia ex-China portfolio.',
        responsibilities: [
          'Cover consumer goods, retail and restaurant companies in the main South-East Asian markets, with earnings and valuation models',
          'Visit stores, distributors and suppliers regularly to form your own view of each industry',
          'Write in-depth reports, and present and defend your recommendations at the investment committee',
          'Compare notes with our China consumer team on how similar business models develop in different markets',
          'Bring ESG into your research, including labour in supply chains and packaging waste',
        ],
        requirements: [
          "A master's degree or higher in finance, economics or a related field",
          'Three or more years of equity research, including the consumer or retail sector',
          'Strong financial modelling and valuation skills',
          'Readiness to travel in the region for about two weeks each quarter',
          'Fluent English and working Mandarin',
        ],
        niceToHave: ['Bahasa Indonesia, Vietnamese or Thai', 'Operating or consulting experience at a consumer company'],
      },
    ],
    newyork: [
      {
        id: 'j6',
        title: 'Investor Relations Associate',
        team: 'Investor Relations and Client Service',
        location: 'New York, Fifth Avenue office',
        summary:
          'The New York office serves pension funds, university endowments and foundations in North America. This is an early-career role: with senior colleagues beside you, you will take part in every aspect of serving institutional clients.',
        responsibilities: [
          'Prepare material for client meetings and roadshows, take notes and follow up on actions',
          'Help answer due diligence questionnaires and data requests from institutions',
          'Keep client records and correspondence up to date in our CRM',
          'Compile monthly performance and holdings data and help draft quarterly client reports',
          'Coordinate meetings and information between New York and our offices in Asia',
        ],
        requirements: [
          "A bachelor's degree in finance, economics or a related field",
          'One to three years in asset management, investment consulting or financial services',
          'Excellent written English, attention to detail and reliable delivery',
          'A strong interest in Chinese and Asian capital markets',
          'Flexibility for the occasional early-morning or evening call with Asia',
        ],
        niceToHave: ['Fluent Mandarin', 'CFA Level I passed'],
      },
    ],
  },
};

/** The postings of a location, in a language, as the job board renders them. */
export const jobPostings = (locale: Locale, location: LocationId): JobPosting[] =>
  pick(POSTINGS, locale)[location].map((source) => ({
    id: source.id,
    title: source.title,
    team: source.team,
    location: source.location,
    content: postingHtml(source, pick(POSTING_HEADINGS, locale)),
  }));

/** Company news (公司动态) of the fictional firm, newest first, in both languages. */
import type { ArticleText } from './articles.ts';

export const NEWS: [date: string, zh: ArticleText, en: ArticleText][] = [
  [
    '2026-10-22',
    [
      '泓岸资本各产品2026年第三季度报告已发布',
      '各产品第三季度报告已于10月20日起陆续发布，客户可在客户专区“产品报告”中在线预览或下载。',
      [
        '泓岸资本旗下各私募证券投资基金、境外基金及顾问类信托计划的2026年第三季度报告已全部发布。报告包括基金经理季度点评、净值表现与业绩基准对比、行业配置、前五大投资逻辑以及风险揭示等内容。',
        '本季度起，季度报告新增“历年收益”图表，按自然年展示基金与业绩基准的收益对比，方便客户从更长的时间维度了解产品表现。',
        '## 如何查看',
        '登录客户专区后，进入“我的账户 - 产品报告”，选择产品和报告类型即可在线预览；如需保存，可点击“下载”。报告以您当前选择的语言生成。',
        '如对报告内容有任何疑问，欢迎通过“互动问答”或客户服务热线400-820-7007联系我们，您的客户经理会在一个工作日内回复。',
      ],
    ],
    [
      'Third-quarter 2026 reports published for every fund',
      'Reports for the third quarter have been published since 20 October; clients can preview or download them under Product Reports in the client area.',
      [
        'The third-quarter 2026 reports of all Harbourline Capital private funds, offshore funds and the trust plans we advise are now published. Each contains the portfolio manager’s commentary for the quarter, NAV performance against the benchmark, sector weights, the five leading investment theses and the risk disclosures.',
        'From this quarter the reports add a chart of calendar-year returns, setting each fund against its benchmark year by year, so that results can be read over a longer span.',
        '## How to read them',
        'After logging in, open My Account, then Product Reports, and choose a fund and a type of report to preview it online; to keep a copy, choose Download. Reports are produced in the language you have chosen.',
        'If you have any question about a report, ask us through Q&A or call client services on 400-820-7007; your relationship manager will reply within one business day.',
      ],
    ],
  ],
  [
    '2026-10-19',
    [
      '泓岸资本2026年度投资者交流会在上海举行',
      '近三百位客户到场或在线参加，投资团队回顾了全年的投资思路，并分享了对来年的展望。',
      [
        '10月18日，泓岸资本2026年度投资者交流会在上海举行，近三百位客户到场或通过线上直播参加。这是我们连续第十五年举办年度交流会。',
        '上午场，首席投资官回顾了过去一年组合的主要调整：在消费和医疗健康中加仓了估值回落的优质企业，减持了一批涨幅已充分反映基本面改善的制造业公司。宏观研究负责人分析了利率、汇率与企业盈利之间的关系。',
        '下午场分为消费、医疗健康与先进制造三个专题，由各行业小组负责人与客户深入交流。许多客户的问题集中在企业出海和人工智能应用上，我们也坦率分享了在这两个领域犯过的错误和得到的教训。',
        '交流会的精彩回顾视频已上线客户专区“活动”栏目，未能到场的客户可以随时观看。',
      ],
    ],
    [
      'Harbourline’s 2026 annual investor meeting held in Shanghai',
      'Nearly three hundred clients joined in person or online as the investment team reviewed the year’s thinking and looked ahead.',
      [
        'Harbourline Capital held its 2026 annual investor meeting in Shanghai on 18 October, with nearly three hundred clients in the room or following the live stream. It was the fifteenth year in a row that we have held the meeting.',
        'In the morning session our Chief Investment Officer went through the main changes to the portfolios over the year: adding to quality consumer and healthcare companies whose valuations had fallen, and trimming manufacturers whose share prices already reflected their better results. Our head of macro research discussed how interest rates, exchange rates and corporate earnings interact.',
        'The afternoon was split into consumer, healthcare and advanced manufacturing sessions led by the heads of each sector team. Many questions were about companies expanding abroad and about artificial intelligence, and we spoke openly about the mistakes we have made in both areas and what we learned from them.',
        'A video of the highlights is now under Activities in the client area, for clients who could not attend.',
      ],
    ],
  ],
  [
    '2026-09-28',
    [
      '泓岸资本新加坡办公室迁入新址',
      '为更好服务东南亚客户并扩充研究团队，新加坡办公室迁入滨海湾新办公室。',
      [
        '自9月28日起，泓岸资本新加坡办公室迁入滨海湾的新址。新办公室面积约为原来的两倍，设有客户会议室和可容纳四十人的交流厅。',
        '新加坡办公室成立于2014年，目前有十六位同事，负责东南亚市场研究以及东南亚、中东客户的服务。过去两年，我们在新加坡新增了消费和金融行业的研究员，覆盖的上市公司从八十家增加到一百三十余家。',
        '办公室的电话和电子邮箱保持不变。搬迁期间客户服务未受影响，如需预约到访，请联系您的客户经理。',
      ],
    ],
    [
      'Harbourline’s Singapore office moves to new premises',
      'To serve clients in South-East Asia better and make room for a growing research team, the Singapore office has moved to new premises at Marina Bay.',
      [
        'From 28 September, Harbourline Capital’s Singapore office is at its new address at Marina Bay. The new office is about twice the size of the old one, with meeting rooms for clients and a room for talks that seats forty.',
        'The Singapore office opened in 2014 and now has sixteen people, who research South-East Asian markets and serve our clients in South-East Asia and the Middle East. Over the past two years we have added consumer and financials analysts there, and the number of listed companies we cover from Singapore has grown from eighty to more than a hundred and thirty.',
        'The office’s telephone number and e-mail address are unchanged, and client service carried on as usual during the move. To arrange a visit, please contact your relationship manager.',
      ],
    ],
  ],
  [
    '2026-09-05',
    [
      '客户专区上线产品报告在线预览与估值查询',
      '客户无需下载即可在页面中阅读产品报告，并可查看持有产品的最新估算净值。',
      [
        '根据客户的反馈，我们对客户专区进行了升级。现在，产品报告可以直接在页面中预览，手机上也能清晰阅读；需要保存时仍可下载PDF文件。',
        '“估算净值”页面展示各产品最近一个交易日的估算净值及估算日期。估算净值依据持仓和市场收盘价计算，仅供参考，最终以基金管理人公布的净值为准。',
        '此外，“设置”中新增了字号调节，提供小、标准、中、大四档，便于不同阅读习惯的客户使用。',
        '如在使用中遇到任何问题，欢迎通过“互动问答”告诉我们。',
      ],
    ],
    [
      'The client area now previews reports online and shows estimated values',
      'Clients can read product reports on the page without downloading them, and see the latest estimated NAV of the funds they hold.',
      [
        'Following clients’ feedback, we have upgraded the client area. Product reports can now be previewed on the page, and read comfortably on a phone; a PDF can still be downloaded to keep.',
        'The Estimated NAV page shows each fund’s estimated NAV for the latest trading day and the date of the estimate. Estimates are calculated from holdings and closing prices and are for reference only: the NAV published by the manager is the one that counts.',
        'Settings also gains a choice of text size, small, standard, medium or large, to suit the way each client prefers to read.',
        'If anything does not work as you expect, please tell us through Q&A.',
      ],
    ],
  ],
  [
    '2026-08-14',
    [
      '泓岸资本发布2025年度可持续发展报告',
      '报告回顾了我们在ESG整合、尽责管理、气候风险与社区公益方面的进展和不足。',
      [
        '泓岸资本今日发布《2025年度可持续发展报告》。这是我们连续第八年发布年度报告，内容覆盖投资中的ESG整合、对持仓企业的尽责管理、公司自身运营的环境影响以及公益项目。',
        '2025年，我们参加了全部持仓公司的股东大会投票，共对二千一百余项议案投票，其中对百分之七的议案投了反对票，主要涉及董事会独立性不足和高管薪酬与业绩脱钩。我们与二百余家企业开展了ESG沟通，其中三十八家在沟通后改进了相关披露。',
        '报告也坦率列出了尚未达成的目标：我们计划在2025年底前对所有高排放持仓完成气候转型计划评估，实际完成了约七成，剩余部分将在2026年完成。',
        '完整报告可在公司官网“可持续发展”页面下载。',
      ],
    ],
    [
      'Harbourline publishes its 2025 sustainability report',
      'The report reviews our progress, and our shortfalls, on ESG integration, stewardship, climate risk and community work.',
      [
        'Harbourline Capital today published its sustainability report for 2025, the eighth year in a row that we have reported. It covers ESG integration in our investing, stewardship of the companies we own, the environmental footprint of our own operations, and our community programmes.',
        'In 2025 we voted at the shareholder meetings of every company we held, on more than 2,100 resolutions. We voted against 7% of them, mostly over boards lacking independence and executive pay cut loose from results. We held ESG discussions with more than two hundred companies, thirty-eight of which improved their disclosure afterwards.',
        'The report is also frank about targets we missed: we meant to assess the climate transition plans of every high-emitting holding by the end of 2025 and finished about seven in ten; the rest will be done in 2026.',
        'The full report can be downloaded from the Sustainable Development page of our website.',
      ],
    ],
  ],
  [
    '2026-07-22',
    [
      '泓岸公益助学计划第六期启动',
      '本期将资助中西部四个县的二十所乡村学校，为学生提供奖学金与图书，并培训图书管理员。',
      [
        '泓岸公益助学计划第六期于7月正式启动。本期计划与两家合作机构一起，在四川、贵州、甘肃和陕西的四个县资助二十所乡村学校，为四百名学生提供三年期奖学金，并为每所学校补充不少于一千册图书。',
        '与前几期不同，本期新增了乡村图书管理员培训。我们发现，图书到位只是第一步，真正让孩子爱上阅读的，是一位懂书、愿意陪伴的老师。',
        '自2012年设立以来，泓岸公益项目已资助建设乡村学校图书馆六十余所。公司每年拿出管理费收入的一部分用于公益，员工也可以申请每年两天的志愿者假期，参与图书整理和阅读活动。',
      ],
    ],
    [
      'Sixth round of the Harbourline education programme begins',
      'This round supports twenty rural schools in four counties of central and western China with scholarships, books and training for school librarians.',
      [
        'The sixth round of the Harbourline education programme began in July. Together with two partner charities, it supports twenty rural schools in four counties of Sichuan, Guizhou, Gansu and Shaanxi, with three-year scholarships for four hundred pupils and at least a thousand new books for each school.',
        'This round also trains rural librarians for the first time. We have found that delivering books is only the first step: what makes children love reading is a teacher who knows the books and has time for them.',
        'Since it began in 2012, the Harbourline Foundation has helped build more than sixty rural school libraries. The firm gives part of its management fee income to the programme every year, and each employee may take two days of volunteering leave a year to help sort books and run reading activities.',
      ],
    ],
  ],
  [
    '2026-07-10',
    [
      '泓岸资本在香港举办可持续投资论坛',
      '来自被投企业、学术机构和客户的嘉宾围绕ESG整合在大中华区的实践展开讨论。',
      [
        '7月8日，泓岸资本在香港举办第三届可持续投资论坛，来自十二家被投企业的管理层、两所大学的学者以及六十余位机构客户参加了讨论。',
        '第一场讨论聚焦供应链中的劳工标准。一家消费电子零部件企业的首席运营官分享了他们如何对二级供应商进行现场审核，以及为此增加的成本如何在三年内被更低的员工流失率抵消。',
        '第二场讨论围绕气候转型计划展开。嘉宾们普遍认为，转型计划的可信度取决于资本开支是否真正与目标相匹配，而不仅仅是公布的减排数字。',
        '论坛实录与视频回放已上线客户专区，欢迎观看。',
      ],
    ],
    [
      'Harbourline hosts a sustainability investing forum in Hong Kong',
      'Guests from the companies we invest in, universities and our clients discussed ESG integration in practice in Greater China.',
      [
        'On 8 July Harbourline Capital held its third sustainable investing forum in Hong Kong, with managers from twelve of the companies we invest in, academics from two universities and more than sixty institutional clients.',
        'The first discussion was about labour standards in supply chains. The chief operating officer of a maker of consumer-electronics components described how his company audits its second-tier suppliers on site, and how the extra cost was recovered within three years through lower staff turnover.',
        'The second turned to climate transition plans. Most guests agreed that a plan is only as credible as the capital spending behind it, not the emissions targets it announces.',
        'A transcript and a video of the forum are now in the client area.',
      ],
    ],
  ],
  [
    '2026-06-30',
    [
      '关于防范冒用公司名义诈骗的提示',
      '近期有不法分子冒用泓岸资本名义，通过社交软件推荐“内部产品”，请投资者提高警惕。',
      [
        '近期，我们接到多位投资者反映，有人冒用泓岸资本及公司员工的名义，通过社交软件群组推荐所谓“内部产品”“保本高收益计划”，并要求向个人账户转账。',
        '泓岸资本郑重提示：公司从不通过社交软件群组推荐任何投资产品，从不承诺保本或固定收益，也从不要求客户向任何个人账户转账。私募基金的认购须在完成合格投资者认定和风险测评后，通过基金合同约定的募集账户进行。',
        '如您接到可疑信息，请勿点击链接或转账，并通过官网公布的客户服务热线400-820-7007核实。如已遭受损失，请及时向公安机关报案。',
      ],
    ],
    [
      'Warning: beware of fraud using the firm’s name',
      'People falsely claiming to be Harbourline Capital have been promoting “internal products” through social apps; please stay alert.',
      [
        'Several investors have told us recently that people using the name of Harbourline Capital and of our employees have been promoting so-called “internal products” and “capital-guaranteed high-return plans” in social-app groups, and asking for transfers to personal accounts.',
        'Harbourline Capital never recommends any product in social-app groups, never promises guaranteed or fixed returns, and never asks clients to transfer money to a personal account. Subscriptions to our private funds are made only after the qualified-investor assessment and risk questionnaire, into the fund account named in the fund contract.',
        'If you receive a suspicious message, do not follow its links or transfer any money; check with us on the client service hotline published on our website, 400-820-7007. If you have suffered a loss, please report it to the police promptly.',
      ],
    ],
  ],
  [
    '2026-06-08',
    [
      '泓岸资本香港办公室扩充投资者关系团队',
      '三位新同事加入香港投资者关系团队，为香港及海外客户提供更及时的服务。',
      [
        '泓岸资本香港办公室投资者关系团队近期迎来三位新同事，团队扩充至九人，可使用普通话、粤语和英语为客户提供服务。',
        '过去三年，香港及海外客户的数量增长了约四成，客户的需求也越来越多样：从季度报告解读到跨境税务文件，从定制化的持仓分析到ESG投票报告。扩充后的团队将为每位机构客户配备主副两位客户经理，确保在一个工作日内回复客户的问题。',
        '香港办公室同时承担境外基金的客户服务与运营协调，与北京、上海的基金运营团队共同保障估值和信息披露的准确与及时。',
      ],
    ],
    [
      'Harbourline Hong Kong expands its investor relations team',
      'Three new colleagues have joined the Hong Kong investor relations team to give clients in Hong Kong and overseas quicker service.',
      [
        'Harbourline Capital’s investor relations team in Hong Kong has welcomed three new colleagues, bringing it to nine people who serve clients in Mandarin, Cantonese and English.',
        'The number of clients in Hong Kong and overseas has grown by about two-fifths in three years, and what they ask of us has widened, from explaining quarterly reports to cross-border tax documents, bespoke analysis of their holdings and reports on our proxy voting. The larger team gives every institutional client a lead and a deputy relationship manager, so that questions are answered within one business day.',
        'The Hong Kong office also coordinates client service and operations for our offshore funds, working with the fund operations teams in Beijing and Shanghai to keep valuations and disclosures accurate and on time.',
      ],
    ],
  ],
  [
    '2026-05-16',
    [
      '泓岸资本研究团队获评年度最佳基本面研究团队',
      '评选方认为，团队在消费与医疗健康领域的实地调研深入扎实。',
      [
        '在一家行业媒体举办的年度评选中，泓岸资本研究团队获评“年度最佳基本面研究团队”。这是团队第三次获得该奖项。',
        '评选方在评语中提到，团队在消费与医疗健康领域的研究以大量实地调研为基础，研究报告中对企业客户、供应商和竞争对手的访谈记录详实，投资逻辑清晰，并且坦诚记录了判断失误的案例。',
        '我们感谢客户和同行的认可。奖项是对过去工作的肯定，而我们更在意的，是研究能否持续帮助客户获得长期回报。',
      ],
    ],
    [
      'Harbourline’s research team named fundamental research team of the year',
      'The judges singled out the depth of the team’s field research in consumer and healthcare.',
      [
        'Harbourline Capital’s research team has been named fundamental research team of the year in an annual survey run by an industry publication, the third time the team has won the award.',
        'The judges noted that the team’s consumer and healthcare research rests on extensive field work, that its reports record interviews with companies’ customers, suppliers and competitors in detail, that its theses are clear, and that it documents its mistakes candidly.',
        'We are grateful to our clients and peers for the recognition. An award acknowledges past work; what matters more to us is whether our research keeps helping clients earn long-term returns.',
      ],
    ],
  ],
  [
    '2026-04-24',
    [
      '各产品2025年度审计报告已可查阅',
      '经会计师事务所审计的2025年度报告已发布，客户可在“产品报告”中选择“年度报告”查阅。',
      [
        '泓岸资本旗下各产品的2025年度报告已于4月15日起陆续发布。年度报告包含经会计师事务所审计的财务报表、全年净值表现、费用明细、持有人结构以及基金经理的年度回顾。',
        '客户可登录客户专区，在“产品报告”中将报告类型选择为“年度报告”进行查阅。机构客户如需纸质盖章版本用于内部存档，请联系客户经理申请，我们将在五个工作日内寄出。',
        '年度报告中“历年收益”部分的2025年数据为全年完整数据；对于年内成立的产品，首个年度的收益按成立日至年末计算，并作了标注。',
      ],
    ],
    [
      'Audited annual reports for 2025 are available',
      'The audited 2025 annual reports have been published; choose Annual under Product Reports to read them.',
      [
        'The 2025 annual reports of all Harbourline Capital funds have been published since 15 April. Each contains financial statements audited by the fund’s auditors, the year’s NAV performance, a breakdown of fees, the structure of the fund’s holders and the portfolio manager’s review of the year.',
        'In the client area, open Product Reports and choose Annual as the type. Institutional clients who need a signed and stamped paper copy for their records can ask their relationship manager; we will post it within five business days.',
        'The calendar-year returns in the annual reports cover the whole of 2025. For a fund launched during a year, its first year runs from its launch to the end of the year and is marked as such.',
      ],
    ],
  ],
  [
    '2026-04-02',
    [
      '客户服务热线服务时间延长',
      '自4月7日起，客户服务热线的人工服务时间延长至每个工作日晚八点。',
      [
        '为方便下班后需要咨询的客户，自2026年4月7日起，客户服务热线400-820-7007的人工服务时间由每个工作日9:00至18:00延长至9:00至20:00。',
        '非人工服务时间内，客户可以通过客户专区的“互动问答”留言，我们会在下一个工作日内回复；涉及账户安全的紧急情况，可按语音提示转接值班人员。',
        '我们将继续根据客户的使用情况调整服务安排，也欢迎通过“互动问答”告诉我们您的建议。',
      ],
    ],
    [
      'Client service hotline open until 8 pm',
      'From 7 April the client service hotline answers in person until 8 pm on every business day.',
      [
        'For clients who need to call after work, from 7 April 2026 the client service hotline, 400-820-7007, is staffed from 9 am to 8 pm on every business day instead of 9 am to 6 pm.',
        'Outside those hours, clients can leave a message through Q&A in the client area and we will reply on the next business day; for an urgent matter concerning the security of an account, follow the recorded instructions to reach the colleague on duty.',
        'We will keep adjusting these hours to how clients use the service, and welcome your suggestions through Q&A.',
      ],
    ],
  ],
  [
    '2026-03-11',
    [
      '泓岸资本公布2025年度股东大会投票记录',
      '我们逐项公开了对持仓公司股东大会议案的投票情况及反对理由。',
      [
        '泓岸资本今日在官网公布了2025年度的完整投票记录，包括对每一家持仓公司股东大会每一项议案的投票结果，以及投反对票或弃权票的理由。',
        '2025年我们共对二千一百余项议案投票。反对票主要集中在三类议案：董事会独立董事比例不足、高管薪酬方案缺乏与长期业绩挂钩的条款，以及对关联交易的信息披露不充分。',
        '在投反对票之前，我们通常会先与公司沟通，说明我们的关切和期望的改进。多数情况下，公司会在下一年度的议案中作出调整。我们相信，长期股东的建设性参与，是对客户资产负责的一部分。',
      ],
    ],
    [
      'Harbourline publishes its 2025 proxy voting record',
      'We have published how we voted on each resolution at the shareholder meetings of the companies we hold, and why we voted against.',
      [
        'Harbourline Capital today published its full voting record for 2025 on its website: how we voted on every resolution at the shareholder meetings of every company we held, and our reasons for each vote against or abstention.',
        'We voted on more than 2,100 resolutions in 2025. Our votes against fell mainly on three kinds of resolution: boards with too few independent directors, executive pay plans without terms tying them to long-term results, and related-party transactions disclosed too thinly.',
        'Before voting against, we usually talk to the company first to explain our concern and the change we would like to see, and in most cases the company adjusts its proposals the following year. We believe that constructive engagement by long-term shareholders is part of our duty to our clients.',
      ],
    ],
  ],
  [
    '2026-02-17',
    [
      '泓岸资本深圳办公室成立先进制造研究小组',
      '新小组专注工业自动化、电力设备与汽车零部件等领域的研究。',
      [
        '泓岸资本深圳办公室正式成立先进制造研究小组，由五位研究员组成，研究范围包括工业自动化、电力设备、汽车零部件和消费电子产业链。',
        '珠三角聚集了大量具有全球竞争力的制造企业及其供应链。把研究员放在离企业更近的地方，能让我们更频繁地走访工厂、与一线工程师和采购人员交流，更早看到订单、良率和成本的变化。',
        '新小组将与北京、上海的工业和科技小组共享研究平台，所有研究结论仍需经过投资委员会的质询后才会进入组合。',
      ],
    ],
    [
      'Harbourline’s Shenzhen office forms an advanced manufacturing research group',
      'The new group focuses on industrial automation, power equipment and automotive components.',
      [
        'Harbourline Capital’s Shenzhen office has formed an advanced manufacturing research group of five analysts, covering industrial automation, power equipment, automotive components and the consumer-electronics supply chain.',
        'The Pearl River Delta is home to many globally competitive manufacturers and their suppliers. Placing analysts closer to them lets us visit factories more often, talk with engineers and buyers on the ground, and see changes in orders, yields and costs earlier.',
        'The group shares a research platform with the industrials and technology teams in Beijing and Shanghai, and its conclusions, like all of ours, reach the portfolios only after questioning by the investment committee.',
      ],
    ],
  ],
  [
    '2026-01-26',
    [
      '2026年春节假期客户服务安排',
      '春节假期期间暂停办理认购、赎回业务，客户服务热线暂停人工服务。',
      [
        '根据交易所休市安排，2026年2月15日至2月23日春节假期期间，各产品暂停办理认购、申购和赎回业务，2月24日起恢复正常。',
        '假期期间客户服务热线暂停人工服务，客户可通过客户专区“互动问答”留言，我们将在节后第一个工作日起依次回复。客户专区的持仓、净值和报告查询功能照常开放。',
        '节前最后一个开放日的净值将于节后第一个工作日公布。泓岸资本全体同事祝您和家人新春快乐、万事如意。',
      ],
    ],
    [
      'Client services over the 2026 Spring Festival',
      'Subscriptions and redemptions pause over the Spring Festival holiday, and the hotline is not staffed.',
      [
        'With the exchanges closed for the Spring Festival from 15 to 23 February 2026, our funds will not process subscriptions or redemptions during the holiday; dealing resumes on 24 February.',
        'The client service hotline is not staffed during the holiday. Clients can leave a message through Q&A in the client area and we will reply in turn from the first business day after it. Holdings, NAVs and reports remain available in the client area throughout.',
        'The NAV for the last dealing day before the holiday will be published on the first business day after it. Everyone at Harbourline Capital wishes you and your family a happy and prosperous new year.',
      ],
    ],
  ],
  [
    '2026-01-05',
    [
      '泓岸资本发布首份气候风险报告',
      '报告评估了组合在不同气候情景下的风险暴露，并公布了公司运营的碳排放数据。',
      [
        '泓岸资本发布首份独立的气候风险报告，从治理、策略、风险管理以及指标与目标四个方面，说明我们如何在投资中识别和管理气候相关风险。',
        '报告对主要产品组合进行了情景分析：在有序转型情景下，组合中高排放行业持仓的盈利受到的影响有限；在延迟转型情景下，约百分之六的持仓面临较大的成本压力，我们已将这些企业纳入重点沟通名单。',
        '报告还首次披露了公司自身运营的碳排放，主要来自办公用电和差旅。我们计划在2030年前将单位员工的运营排放降低一半。',
      ],
    ],
    [
      'Harbourline publishes its first climate risk report',
      'The report assesses how exposed our portfolios are under different climate scenarios and discloses the emissions of our own operations.',
      [
        'Harbourline Capital has published its first stand-alone climate risk report, setting out under governance, strategy, risk management, and metrics and targets how we identify and manage climate-related risk in our investing.',
        'The report runs scenario analysis on our main portfolios. In an orderly transition, the earnings of our holdings in high-emitting industries are affected only modestly; in a delayed transition, about 6% of holdings would face marked cost pressure, and we have put those companies on our list for closer engagement.',
        'The report also discloses, for the first time, the emissions of our own operations, mostly from office electricity and business travel. We aim to halve our operational emissions per employee by 2030.',
      ],
    ],
  ],
  [
    '2025-12-12',
    [
      '泓岸资本新增两位合伙人',
      '两位在公司工作十年以上的投资经理和运营负责人成为合伙人，合伙人增至十二位。',
      [
        '经合伙人会议表决，泓岸资本消费行业投资经理和基金运营负责人自2026年1月1日起成为公司合伙人，合伙人人数增至十二位。',
        '两位新合伙人均在公司工作超过十年。消费行业投资经理2013年加入研究部，长期跟踪食品饮料和家电行业；基金运营负责人2011年加入，主导搭建了公司的估值与信息披露体系。',
        '泓岸资本由合伙人共同所有、共同管理。合伙人须将大部分个人金融资产投资于公司管理的产品，与客户共同承担投资结果。我们相信，这是保持长期利益一致的最好方式。',
      ],
    ],
    [
      'Harbourline names two new partners',
      'A portfolio manager and the head of fund operations, each with the firm for more than ten years, become partners, bringing the number to twelve.',
      [
        'By vote of the partners’ meeting, Harbourline Capital’s consumer portfolio manager and its head of fund operations become partners of the firm from 1 January 2026, bringing the number of partners to twelve.',
        'Both have been with the firm for more than ten years. The portfolio manager joined the research team in 2013 and has followed food, beverages and home appliances ever since; the head of fund operations joined in 2011 and led the building of our valuation and disclosure systems.',
        'Harbourline Capital is owned and run by its partners, who must invest most of their own savings in the funds we manage, sharing the results with our clients. We believe it is the best way to keep interests aligned over the long run.',
      ],
    ],
  ],
  [
    '2025-11-20',
    [
      '2025年客户满意度调查结果',
      '近九成受访客户对服务表示满意，报告解读和线上服务是客户最希望改进的方面。',
      [
        '泓岸资本于2025年10月开展了年度客户满意度调查，共收到五百一十二份有效问卷，其中个人客户四百三十份、机构客户八十二份。',
        '百分之八十九的受访客户对整体服务表示满意或非常满意。客户最认可的是投资团队沟通的坦诚和客户经理回复的及时；最希望改进的两方面，一是季度报告能否更通俗地解释业绩来源，二是客户专区能否在手机上更方便地使用。',
        '针对这些意见，我们已在季度报告中增加“本季度收益来自哪里”一节，并着手改进客户专区在手机上的阅读体验。感谢每一位花时间填写问卷的客户。',
      ],
    ],
    [
      'Results of our 2025 client satisfaction survey',
      'Nearly nine in ten clients who answered are satisfied with our service; clearer reports and better online service are what they most want improved.',
      [
        'Harbourline Capital ran its annual client satisfaction survey in October 2025 and received 512 completed questionnaires, 430 from individual clients and 82 from institutions.',
        'Eighty-nine per cent of respondents were satisfied or very satisfied with our service overall. They valued most the candour of the investment team and how quickly relationship managers reply. The two things they most wanted improved were plainer explanations in quarterly reports of where returns came from, and a client area easier to use on a phone.',
        'In response, our quarterly reports now include a section on where the quarter’s returns came from, and we have begun improving how the client area reads on phones. Thank you to every client who took the time to answer.',
      ],
    ],
  ],
  [
    '2025-10-28',
    [
      '泓岸资本信息安全管理体系通过年度复审',
      '复审覆盖客户专区、基金运营系统和办公网络，确认各项控制措施有效运行。',
      [
        '泓岸资本信息安全管理体系近日通过了第三方认证机构的年度复审。复审范围包括客户专区、基金估值与登记系统以及各办公室的办公网络。',
        '过去一年，我们为客户专区增加了登录设备管理和异常登录提醒，客户可在“设置”中查看并移除已登录的设备；员工访问生产系统全部改为多因素认证，并完成了两次全员钓鱼邮件演练。',
        '保护客户信息是我们的基本责任。如您发现账户有任何异常，请立即修改密码并联系客户服务热线。',
      ],
    ],
    [
      'Harbourline’s information security management passes its annual review',
      'The review covered the client area, fund operations systems and office networks, and found every control working.',
      [
        'Harbourline Capital’s information security management system has passed its annual review by an independent certification body. The review covered the client area, the fund valuation and registry systems and the networks of every office.',
        'Over the past year we added device management and alerts of unusual logins to the client area, where clients can see and remove the devices logged in to their account under Settings; every employee’s access to production systems now needs multi-factor authentication, and all staff took part in two phishing exercises.',
        'Protecting clients’ information is a basic duty. If you notice anything unusual in your account, change your password at once and call the client service hotline.',
      ],
    ],
  ],
  [
    '2025-10-06',
    [
      '泓岸资本境外基金平台成立十周年',
      '十年来，境外基金平台从一只产品发展到六只，服务来自十四个国家和地区的客户。',
      [
        '2015年，泓岸资本在香港设立境外基金平台，推出首只大中华股票基金。十年后的今天，平台共管理六只境外基金，客户来自十四个国家和地区，包括养老金、大学捐赠基金和家族办公室。',
        '境外基金与境内产品采用同一套研究体系和投资流程，由同一个投资委员会决策。不同之处在于投资范围更广，可以投资在香港、美国和新加坡上市的中国及亚洲企业。',
        '我们感谢境外客户十年来的信任，也将继续坚持在规模增长会损害现有客户利益时暂停募集的原则。',
      ],
    ],
    [
      'Harbourline’s offshore fund platform turns ten',
      'In ten years the offshore platform has grown from one fund to six, serving clients from fourteen countries and regions.',
      [
        'In 2015 Harbourline Capital set up its offshore fund platform in Hong Kong and launched its first Greater China equity fund. Ten years on, the platform manages six offshore funds for clients in fourteen countries and regions, among them pension funds, university endowments and family offices.',
        'The offshore funds use the same research and investment process as our domestic funds and are decided by the same investment committee. What differs is their wider reach: they can invest in Chinese and Asian companies listed in Hong Kong, the United States and Singapore.',
        'We thank our overseas clients for ten years of trust, and will keep to our rule of closing to new money when growing further would hurt existing clients.',
      ],
    ],
  ],
  [
    '2025-09-15',
    [
      '泓岸资本纽约办公室获北美养老金委托',
      '一家北美公共养老金委托泓岸资本管理中国股票组合，这是纽约办公室获得的首个养老金委托。',
      [
        '泓岸资本近日获得一家北美公共养老金的委托，为其管理一个中国股票专户组合。这是纽约办公室2018年成立以来获得的首个养老金委托。',
        '从初次接触到签约，尽职调查持续了近两年。客户的投资团队两次到访北京和上海，旁听了我们的投资委员会会议，并与风险、合规和运营团队逐一面谈。',
        '专户将采用与主组合相同的投资方法，并按照客户的要求单独报告ESG投票和碳排放数据。纽约办公室将负责日常的客户沟通。',
      ],
    ],
    [
      'Harbourline’s New York office wins a North American pension mandate',
      'A North American public pension fund has asked Harbourline Capital to manage a China equity portfolio, the New York office’s first pension mandate.',
      [
        'Harbourline Capital has been appointed by a North American public pension fund to manage a segregated China equity portfolio, the first pension mandate won by our New York office since it opened in 2018.',
        'Due diligence took almost two years from first contact to signing. The client’s investment team twice visited Beijing and Shanghai, sat in on our investment committee, and met our risk, compliance and operations teams one by one.',
        'The portfolio will follow the same investment approach as our main portfolios and report proxy votes and carbon emissions separately, as the client asked. The New York office will handle day-to-day contact with the client.',
      ],
    ],
  ],
  [
    '2025-08-23',
    [
      '泓岸志愿者走进乡村学校图书馆',
      '四十二位员工利用志愿者假期，在贵州和甘肃的八所乡村学校整理图书、开展阅读课。',
      [
        '今年暑假前，四十二位泓岸资本员工利用公司提供的志愿者假期，分成六组前往贵州和甘肃的八所乡村学校，帮助整理图书馆藏书、编制借阅目录，并为学生开设阅读课。',
        '一位来自基金运营部的志愿者说，孩子们最喜欢的是科普书和历史故事；借阅登记本上，最受欢迎的一本书已经被借了三十七次。',
        '志愿者们也带回了学校的需求：更多适合低年级学生的绘本，以及图书管理员的培训。这些需求已纳入第六期公益助学计划的安排。',
      ],
    ],
    [
      'Harbourline volunteers visit rural school libraries',
      'Forty-two employees used their volunteering leave to sort books and teach reading classes at eight rural schools in Guizhou and Gansu.',
      [
        'Before the summer holidays this year, forty-two Harbourline Capital employees used the volunteering leave the firm offers to visit eight rural schools in Guizhou and Gansu in six groups, sorting library books, compiling catalogues and teaching reading classes.',
        'One volunteer from fund operations said the children liked popular science and history stories best; in one library’s lending book, the most popular title had been borrowed thirty-seven times.',
        'The volunteers also brought back what the schools need: more picture books for the youngest pupils, and training for their librarians. Both have been built into the sixth round of the education programme.',
      ],
    ],
  ],
  [
    '2025-07-31',
    [
      '关于更新部分产品基金合同的说明',
      '部分产品的基金合同将更新信息披露和赎回条款，持有人可在征询期内表达意见。',
      [
        '根据最新的行业自律规则，泓岸资本拟对部分私募证券投资基金的基金合同进行更新，主要涉及三方面：增加月度净值披露，明确大额赎回时的分期处理安排，以及更新风险揭示书的表述。',
        '本次更新不涉及投资范围、投资策略、费率和业绩报酬的变化。相关产品的持有人将收到书面通知和合同修订对照表，征询期为通知发出之日起二十个工作日。',
        '如您对修订内容有任何疑问或意见，请在征询期内联系您的客户经理或通过“互动问答”留言。',
      ],
    ],
    [
      'Changes to the fund contracts of some funds',
      'The fund contracts of some funds will update their disclosure and redemption terms; holders may give their views during the consultation period.',
      [
        'In line with the industry’s latest self-regulatory rules, Harbourline Capital proposes to update the fund contracts of some private funds in three ways: adding monthly NAV disclosure, setting out how large redemptions are paid in instalments, and updating the wording of the risk disclosure.',
        'The changes do not touch the funds’ investment scope, strategy, fees or performance fees. Holders of the funds concerned will receive a written notice with a comparison of the old and new terms, and have twenty business days from the notice to respond.',
        'If you have questions or comments on the changes, please contact your relationship manager or leave a message through Q&A during that period.',
      ],
    ],
  ],
  [
    '2025-07-08',
    [
      '泓岸资本举办2025年中期客户线上交流会',
      '投资团队通过线上直播回顾上半年的组合表现，并回答了客户提出的四十多个问题。',
      [
        '7月7日晚，泓岸资本举办2025年中期客户线上交流会，超过六百位客户在线收看。首席投资官回顾了上半年的市场与组合表现，并解释了组合在上半年落后业绩基准的原因：我们低配了短期涨幅较大的部分主题板块。',
        '在问答环节，投资团队回答了客户提出的四十多个问题，内容涉及港股的投资机会、人工智能对企业盈利的影响，以及我们如何看待短期业绩落后。',
        '交流会回放已上线客户专区。我们会继续在每年年中和年末与客户交流，解释组合的变化与背后的逻辑。',
      ],
    ],
    [
      'Harbourline holds its 2025 mid-year online client call',
      'The investment team reviewed the first half of the year in a live stream and answered more than forty questions from clients.',
      [
        'On the evening of 7 July, Harbourline Capital held its mid-year online client call for 2025, followed by more than six hundred clients. Our Chief Investment Officer reviewed markets and the portfolios in the first half and explained why the portfolios lagged their benchmarks: we held less than the index in several themes that had risen sharply.',
        'In the questions that followed, the investment team answered more than forty questions from clients, on opportunities in Hong Kong, how artificial intelligence affects company earnings, and how we think about lagging in the short term.',
        'A replay is in the client area. We will keep talking with clients in the middle and at the end of every year, to explain what has changed in the portfolios and why.',
      ],
    ],
  ],
];

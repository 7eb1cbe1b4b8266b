/** The "enter the company" pages (走进泓岸) and the clients-only articles (客户专享) of the fictional firm. */
import type { ArticleText } from './articles.ts';

export const ENTER_PAGES: [date: string, zh: ArticleText, en: ArticleText][] = [
  [
    '2024-01-02',
    [
      '公司简介',
      '泓岸资本成立于2007年，是一家专注于中国及亚洲股票的独立资产管理公司，由合伙人共同所有、共同管理。',
      [
        '泓岸资本2007年成立于北京，最初只有六位同事和一只股票策略产品。十多年来，我们始终只做一件事：通过深入的基本面研究，投资中国及亚洲的优秀上市企业，为客户获取长期回报。',
        '今天，我们在北京、上海、深圳、香港、新加坡和纽约设有办公室，约有一百三十位同事，其中一半以上从事投资研究。我们的客户包括养老金、主权基金、大学捐赠基金、基金会、家族办公室和合格个人投资者。',
        '## 独立与利益一致',
        '泓岸资本由十二位合伙人共同所有，没有外部股东。合伙人和员工把大部分个人金融资产投资于公司管理的产品，与客户共同承担投资结果。当规模增长会损害现有客户的利益时，我们选择暂停募集。',
        '我们相信，资产管理是一份受托责任。对客户坦诚，对研究严谨，对时间有耐心，是我们希望一直保持的样子。',
      ],
    ],
    [
      'About the firm',
      'Founded in 2007, Harbourline Capital is an independent asset manager focused on Chinese and Asian equities, owned and run by its partners.',
      [
        'Harbourline Capital was founded in Beijing in 2007 with six people and one equity strategy. Ever since, we have done one thing: invest in excellent listed companies in China and Asia, through deep fundamental research, to earn long-term returns for our clients.',
        'Today we have offices in Beijing, Shanghai, Shenzhen, Hong Kong, Singapore and New York, and about 130 people, more than half of them in investment research. Our clients include pension funds, sovereign wealth funds, university endowments, foundations, family offices and qualified individual investors.',
        '## Independent and aligned',
        'Harbourline Capital is owned by its twelve partners and has no outside shareholders. Partners and employees invest most of their own savings in the funds we manage, sharing the results with our clients. When growing further would hurt existing clients, we close to new money.',
        'We see asset management as a duty of trust. Candour with clients, rigour in research and patience with time are what we hope always to be known for.',
      ],
    ],
  ],
  [
    '2024-01-03',
    [
      '投资理念',
      '以深入的基本面研究寻找具有长期竞争优势的企业，在合理的价格买入，并长期持有。',
      [
        '我们把买股票看作买下一家企业的一部分。决定长期回报的，是企业创造现金流的能力、这种能力能持续多久，以及我们买入时付出的价格。市场情绪、宏观预测和指数权重，都不是我们做决定的出发点。',
        '## 我们偏爱的企业',
        '拥有定价能力和忠实客户的品牌企业；在细分领域掌握核心技术、市场份额持续提升的制造企业；以及管理层坦诚、资本配置理性、愿意与中小股东分享成果的企业。',
        '## 安全边际',
        '好企业也可能是坏投资。我们为每一家公司设定估值区间，只在价格低于我们对内在价值的审慎估计时买入，为自己可能犯的错误留出余地。',
        '我们的平均持股周期超过四年，年换手率通常低于百分之三十。低换手不是目标，而是研究充分、逻辑清晰之后自然而然的结果。',
      ],
    ],
    [
      'Our investment philosophy',
      'Deep fundamental research to find companies with lasting competitive advantages, bought at sensible prices and held for the long term.',
      [
        'We see buying a share as buying part of a business. Long-run returns come down to the cash a business generates, how long it can keep doing so, and the price we pay. Market mood, macro forecasts and index weights are not where our decisions start.',
        '## The businesses we prefer',
        'Brands with pricing power and loyal customers; manufacturers that own core technology in their niche and keep gaining share; and companies whose managers are candid, allocate capital rationally and share the results with minority shareholders.',
        '## A margin of safety',
        'A good business can still be a bad investment. We set a range of value for every company and buy only when the price is below our cautious estimate of its intrinsic value, leaving room for the mistakes we may make.',
        'We hold a company for more than four years on average, and turnover is usually below 30% a year. Low turnover is not a goal in itself; it follows from thorough research and a clear thesis.',
      ],
    ],
  ],
  [
    '2024-01-04',
    [
      '团队介绍',
      '投资研究、客户服务、基金运营与公司运营四个团队协同工作，共同对客户负责。',
      [
        '## 投资研究',
        '投资研究团队分为八个行业小组，覆盖消费、医药健康、科技、工业、金融、能源与材料、互联网、公用事业与地产。每位研究员平均覆盖十五家左右的公司，每年实地调研超过八十次。所有投资决策都由投资委员会作出。',
        '## 投资者关系与客户服务',
        '每位客户都有专属的客户经理，负责日常沟通、报告解读和需求跟进。团队使用普通话、粤语和英语服务，承诺在一个工作日内回复客户的问题。',
        '## 基金运营、风险、法务与信息技术',
        '基金运营团队负责估值、登记和信息披露；首席风险官独立于投资团队，每天监控组合风险；法务合规团队审核每一份对外材料；信息技术团队保障客户专区和内部系统的安全与稳定。',
        '## 公司运营',
        '人力资源、财务和行政团队为同事们提供支持，让投资和服务团队能够专注于客户。',
      ],
    ],
    [
      'Our teams',
      'Investment research, client service, fund operations and company operations work as one, and answer to our clients together.',
      [
        '## Investment research',
        'The investment research team is organised in eight sector groups: consumer, healthcare, technology, industrials, financials, energy and materials, internet, and utilities and property. Each analyst covers about fifteen companies and makes more than eighty research visits a year. Every investment decision is taken by the investment committee.',
        '## Investor relations and client service',
        'Every client has a dedicated relationship manager for day-to-day contact, explaining reports and following up requests. The team works in Mandarin, Cantonese and English and promises a reply within one business day.',
        '## Fund operations, risk, legal and IT',
        'Fund operations handles valuation, registry and disclosure; our Chief Risk Officer, independent of the investment team, monitors portfolio risk every day; legal and compliance review everything we publish; and IT keeps the client area and our internal systems secure and running.',
        '## Company operations',
        'Human resources, finance and administration support their colleagues, so that the investment and client teams can concentrate on clients.',
      ],
    ],
  ],
  [
    '2024-01-05',
    [
      '办公地点',
      '北京、上海、深圳、香港、新加坡与纽约，六个办公室服务全球客户。',
      [
        '北京（总部）：公司创立的地方，投资委员会、首席风险官和大部分研究小组在这里工作。',
        '上海：消费和医药健康研究小组所在地，也是华东客户服务中心。年度投资者交流会通常在上海举行。',
        '深圳：先进制造研究小组的所在地，离珠三角的制造企业和供应链更近。',
        '香港：境外基金平台的所在地，负责境外基金的运营协调以及香港和海外客户的服务。',
        '新加坡：负责东南亚市场研究以及东南亚、中东客户的服务。纽约：服务北美机构客户，并跟踪在美国上市的中国及亚洲企业。',
        '如需到访任何一个办公室，请提前联系您的客户经理预约。',
      ],
    ],
    [
      'Our offices',
      'Beijing, Shanghai, Shenzhen, Hong Kong, Singapore and New York: six offices serving clients around the world.',
      [
        'Beijing (headquarters): where the firm was founded, and where the investment committee, the Chief Risk Officer and most research groups work.',
        'Shanghai: home of the consumer and healthcare research groups and our client service centre for eastern China. Our annual investor meeting is usually held here.',
        'Shenzhen: home of the advanced manufacturing research group, close to the manufacturers and supply chains of the Pearl River Delta.',
        'Hong Kong: home of the offshore fund platform, coordinating its operations and serving clients in Hong Kong and overseas.',
        'Singapore: research on South-East Asian markets and service for clients in South-East Asia and the Middle East. New York: service for North American institutions, and coverage of Chinese and Asian companies listed in the United States.',
        'To visit any of our offices, please arrange it in advance with your relationship manager.',
      ],
    ],
  ],
];

export const EXCLUSIVE: [date: string, zh: ArticleText, en: ArticleText][] = [
  [
    '2026-10-08',
    [
      '首席投资官季度观点：第四季度（客户专享）',
      '本季度组合调整的思路、行业配置的变化，以及我们对第四季度的重点关注。',
      [
        '进入第四季度，我们对组合的判断没有发生方向性的变化：继续以盈利稳定、估值合理的优质企业为核心，在消费和医疗健康中寻找估值回落带来的机会。',
        '## 本季度的主要调整',
        '我们小幅提高了医疗健康的权重，新增了一家在集采后竞争格局改善的医疗器械企业；同时减持了两家估值已明显高于我们乐观情景价值的工业企业。',
        '## 我们关注的三件事',
        '一是海外需求，尤其是欧美客户的库存周期；二是消费旺季的同店销售数据；三是持仓企业年底的分红和回购计划。我们会在年度报告和年度投资者交流会上向客户汇报这些方面的观察。',
      ],
    ],
    [
      'CIO quarterly view: fourth quarter (clients only)',
      'The thinking behind this quarter’s changes to the portfolios, the shift in sector weights, and what we will watch most closely in the fourth quarter.',
      [
        'Going into the fourth quarter our view of the portfolios has not changed direction: quality companies with steady earnings and sensible valuations remain the core, and we keep looking in consumer and healthcare for opportunities left by falling valuations.',
        '## The main changes this quarter',
        'We raised the healthcare weight slightly, adding a medical device maker whose competition has become healthier since volume-based procurement, and trimmed two industrial companies trading well above our hopeful estimate of their value.',
        '## Three things we are watching',
        'First, foreign demand, especially the inventory cycle of customers in Europe and America; second, same-store sales in the peak consumer season; third, the year-end dividend and buyback plans of the companies we hold. We will report what we see in our annual reports and at the annual investor meeting.',
      ],
    ],
  ],
  [
    '2026-08-24',
    [
      '宏观研究月报：流动性与企业盈利（客户专享）',
      '全球流动性、国内政策与企业盈利的最新变化，以及它们对组合的影响。',
      [
        '本月全球主要央行的政策分化加大：部分央行开始降息，另一些仍在观察通胀。美元走弱缓解了新兴市场的资金压力，港股的外资流出明显放缓。',
        '## 国内政策',
        '国内政策重心继续放在稳定就业和扩大内需上。消费相关的补贴政策对家电和汽车的拉动效果已经显现，但边际效应正在减弱。',
        '## 企业盈利',
        '上半年上市公司整体盈利小幅增长，分化明显：出口导向的制造企业和部分消费龙头好于预期，地产产业链仍在下滑。我们组合中企业的盈利增速高于市场平均约五个百分点。',
        '宏观判断不是我们投资决策的出发点，但它帮助我们理解企业经营的外部环境，并为组合的压力测试提供情景。',
      ],
    ],
    [
      'Macro monthly: liquidity and earnings (clients only)',
      'The latest on global liquidity, domestic policy and corporate earnings, and what they mean for the portfolios.',
      [
        'This month the main central banks moved further apart: some began cutting rates while others kept watching inflation. A weaker dollar eased the pressure on emerging-market funding, and the outflow of foreign money from Hong Kong slowed markedly.',
        '## Domestic policy',
        'Policy at home is still focused on jobs and domestic demand. Consumer subsidies have clearly lifted sales of appliances and cars, but their effect at the margin is fading.',
        '## Corporate earnings',
        'Listed companies’ earnings grew slightly in the first half, with wide differences: export-oriented manufacturers and some consumer leaders did better than expected, while the property chain kept shrinking. The companies in our portfolios grew their earnings about five points faster than the market.',
        'Macro views are not where our investment decisions start, but they help us understand the world companies operate in and give us scenarios to stress-test the portfolios.',
      ],
    ],
  ],
  [
    '2026-07-10',
    [
      '行业深度：半导体设备（客户专享）',
      '国产设备在成熟制程中的验证进度、龙头企业的竞争力，以及我们的估值纪律。',
      [
        '过去三年，国产半导体设备在成熟制程产线中的份额稳步提升。我们把晶圆厂的产线拆成几十道工艺逐一评估，发现刻蚀、薄膜沉积和清洗设备的验证进度领先，而光刻和量测仍有较大差距。',
        '## 龙头企业的竞争力',
        '重复订单比首台订单更重要，因为它意味着设备在量产中经受住了良率考验。我们重点跟踪的几家企业，重复订单比例已超过六成，售后响应时间以小时计。',
        '## 风险与估值',
        '这个领域的估值波动极大，且受到出口管制等外部因素的影响。我们只在市场情绪低迷时建仓，并在估值明显高于我们对五年后利润的合理折现时减持。目前组合对该行业的配置约为净值的百分之四。',
      ],
    ],
    [
      'Sector deep dive: semiconductor equipment (clients only)',
      'How far domestic tools have got in qualifying at mature nodes, the strength of the leading companies, and our discipline on valuation.',
      [
        'Over the past three years domestic chip equipment has steadily gained share on mature-node production lines. Breaking a fab’s line into dozens of process steps, we find etch, deposition and cleaning tools furthest ahead in qualification, while lithography and metrology still lag well behind.',
        '## How strong the leaders are',
        'Repeat orders matter more than first orders, because they show a tool has passed the test of yield in mass production. Among the companies we follow most closely, repeat orders are now more than 60% of orders, and after-sales support responds within hours.',
        '## Risks and valuation',
        'Valuations here swing widely and are exposed to outside factors such as export controls. We buy only when sentiment is poor and trim when prices rise well above our estimate of the value of earnings five years out. The portfolios currently hold about 4% of net assets in the sector.',
      ],
    ],
  ],
  [
    '2026-05-26',
    [
      '行业深度：创新药出海（客户专享）',
      '授权交易的增加说明了国内研发能力的提升，但我们更关注授权之后的商业化能力。',
      [
        '过去两年，国内创新药企业对海外的授权交易数量和金额都创下新高。这说明国内企业的研发能力已经得到国际大型药企的认可。',
        '## 授权之后',
        '首付款只是开始。一项授权交易的最终价值，取决于海外合作方能否完成后续临床并成功商业化。我们会逐一评估合作方的临床经验、销售能力以及该药物在其产品组合中的优先级。',
        '## 我们的配置',
        '我们偏好已有产品在国内上市、现金流能够支撑研发、同时有一到两项海外授权的企业。对于完全依赖授权收入的早期企业，我们保持谨慎，并严格控制仓位。',
      ],
    ],
    [
      'Sector deep dive: Chinese drugs licensed abroad (clients only)',
      'More licensing deals show how far domestic research has come, but what we watch is the ability to sell the drugs once licensed.',
      [
        'In the past two years Chinese drug developers have signed record numbers and values of licensing deals with partners abroad, a sign that large international drug companies now recognise their research.',
        '## After the deal',
        'The upfront payment is only the start. What a deal is finally worth depends on whether the foreign partner completes the later trials and sells the drug successfully. We assess each partner’s clinical experience, its sales strength and how high the drug ranks among its priorities.',
        '## How we invest',
        'We prefer companies that already sell approved drugs at home, whose cash flows fund their research, and that have one or two licences abroad. We are cautious about early-stage companies that depend entirely on licensing income, and keep those positions small.',
      ],
    ],
  ],
  [
    '2026-04-11',
    [
      '首席投资官季度观点：第二季度（客户专享）',
      '一季度组合落后于基准的原因，以及我们在二季度的应对。',
      [
        '一季度组合落后业绩基准约二点三个百分点，主要原因是我们低配了短期涨幅较大的几个主题板块，以及一家持仓消费企业的业绩不及预期。',
        '## 我们的应对',
        '对于主题板块，我们没有追涨。这些板块的估值已经包含了多年的高速增长预期，我们认为安全边际不足。对于业绩不及预期的消费企业，我们重新走访了它的经销商和门店，确认问题主要来自一次性的渠道调整，决定继续持有。',
        '## 二季度的关注',
        '我们会重点关注消费企业的库存去化进度，以及先进制造企业的海外订单。我们相信，组合中企业的基本面依然稳健，短期的落后会随着盈利兑现而修复。',
      ],
    ],
    [
      'CIO quarterly view: second quarter (clients only)',
      'Why the portfolios lagged their benchmarks in the first quarter, and what we are doing about it in the second.',
      [
        'The portfolios trailed their benchmarks by about 2.3 points in the first quarter, mainly because we held little of several themes that rose sharply, and because one consumer company we own missed expectations.',
        '## What we did',
        'We did not chase the themes: their valuations already assume years of rapid growth, and we see too little margin of safety. For the consumer company, we went back to its dealers and stores, found the problem came mostly from a one-off change in its channels, and decided to keep the position.',
        '## What we are watching this quarter',
        'We will watch how quickly consumer companies clear their inventories, and the overseas orders of advanced manufacturers. We believe the businesses in our portfolios remain sound, and that the short-term lag will close as their earnings come through.',
      ],
    ],
  ],
  [
    '2026-02-25',
    [
      '宏观研究月报：春节后的消费数据（客户专享）',
      '春节期间的出行、餐饮和零售数据反映了哪些消费趋势？',
      [
        '今年春节假期，国内出行人次同比增长约百分之八，但人均消费基本持平。消费者更愿意为出行和体验花钱，在商品消费上则更加理性。',
        '## 分化的消费',
        '餐饮和文旅相关消费增长较快，其中县城和三四线城市的增速高于一线城市；家电和服装等商品消费增长平稳，高端品牌和性价比品牌表现好于中间价位。',
        '## 对组合的启示',
        '这些数据印证了我们对消费“结构性复苏”的判断。我们持有的消费企业中，具备品牌力和渠道下沉能力的几家表现更好。我们会在三月的门店调研中进一步核实这些趋势的持续性。',
      ],
    ],
    [
      'Macro monthly: consumer data after the Spring Festival (clients only)',
      'What do travel, dining and retail figures over the Spring Festival tell us about consumer trends?',
      [
        'Trips over this year’s Spring Festival rose about 8% on last year, while spending per person was roughly flat. Consumers were readier to spend on travel and experiences and more careful with goods.',
        '## Divided spending',
        'Dining and tourism grew fastest, more so in county towns and smaller cities than in the largest ones; spending on goods such as appliances and clothing grew steadily, with premium and value brands doing better than those in between.',
        '## What it means for the portfolios',
        'The figures bear out our view of a structural consumer recovery. Among the consumer companies we hold, those with strong brands and reach into smaller cities did better. Our store visits in March will test whether these trends last.',
      ],
    ],
  ],
];

/** Investment perspectives (投资视角) of the fictional firm's investment team, newest first, in both languages. */
import type { ArticleText } from './articles.ts';

export const VIEWS: [date: string, zh: ArticleText, en: ArticleText][] = [
  [
    '2026-10-15',
    [
      '首席投资官年度回顾：在波动中坚持长期主义',
      '这一年市场风格几度切换。首席投资官回顾了组合的主要决策、做对和做错的地方，以及我们为什么仍然坚持长期持有。',
      [
        '回看这一年，市场在几个月内经历了从极度悲观到快速反弹、再到主题轮动的几次切换。如果试图跟上每一次切换，组合的换手率可能会翻倍，而结果未必更好。我们全年的换手率约为百分之二十六，与往年相当。',
        '## 做对的事',
        '年初市场对消费企业的悲观情绪达到高点时，我们加仓了三家现金流稳定、估值回落到历史低位的品牌企业。这三家企业全年的利润都实现了增长，股价也随之修复。',
        '## 做错的事',
        '我们低估了一家工业企业海外客户库存调整的持续时间，在它的订单连续两个季度下滑后才减仓，造成了组合约零点八个百分点的拖累。复盘后，我们在跟踪清单中加入了海外渠道库存这一指标。',
        '长期主义不是对波动视而不见，而是在波动中回到企业本身：它的竞争力有没有变化，它的估值是否已经反映了这种变化。本文附有年度回顾视频的要点版本，欢迎观看。',
      ],
    ],
    [
      'The CIO’s year in review: staying long-term through volatility',
      'Markets changed course several times this year. Our Chief Investment Officer reviews the main decisions in the portfolios, what we got right and wrong, and why we still hold for the long term.',
      [
        'Looking back, markets swung within months from deep pessimism to a sharp rebound and then to rotating themes. Trying to follow every swing could have doubled the portfolios’ turnover without a better result. Our turnover for the year was about 26%, much as in other years.',
        '## What we got right',
        'When pessimism about consumer companies peaked early in the year, we added to three brands with steady cash flows whose valuations had fallen to historical lows. All three grew their profits over the year, and their share prices recovered with them.',
        '## What we got wrong',
        'We underestimated how long an industrial company’s overseas customers would take to run down their inventories, and only reduced the position after two quarters of falling orders, costing the portfolios about 0.8 points. Since then we track overseas channel inventories as one of our indicators.',
        'Being long-term does not mean ignoring volatility; it means going back, through it, to the business itself: has its competitive position changed, and does its valuation already reflect that? A video with the highlights of the review accompanies this article.',
      ],
    ],
  ],
  [
    '2026-09-16',
    [
      '第三季度观点：盈利开始接棒估值',
      '随着估值回到合理区间，企业盈利的变化正在重新成为股价的主要驱动因素。',
      [
        '过去两年，市场的涨跌主要来自估值的收缩与修复。进入第三季度，我们观察到一个变化：同一行业内，盈利增长与股价表现之间的相关性明显提高，业绩超预期和不及预期的企业走势开始分化。',
        '这对以基本面研究为核心的投资方法是有利的环境。当估值不再被情绪大幅推高或压低，企业自身的经营成果就会更直接地体现在股价上。',
        '## 组合的调整',
        '本季度我们新增了一家工业自动化企业和一家医疗器械企业，退出了一家同店销售连续下滑的连锁零售企业。调整的明细、行业配置的变化以及客户常见问题的回答，见本文附件。',
        '我们对第四季度保持谨慎乐观。外部需求和地产仍有不确定性，但组合中企业的资产负债表稳健，我们有耐心等待它们的盈利兑现。',
      ],
    ],
    [
      'Third-quarter view: earnings take over from valuations',
      'With valuations back in a reasonable range, changes in earnings are once again becoming the main driver of share prices.',
      [
        'For the past two years, market moves came mostly from valuations shrinking and recovering. In the third quarter we noticed a change: within the same industry, earnings growth and share-price performance moved together much more closely, and companies that beat or missed expectations began to part ways.',
        'That is a good environment for an approach built on fundamental research. When valuations are no longer pushed far up or down by sentiment, a company’s own results show up more directly in its share price.',
        '## Changes to the portfolios',
        'This quarter we added an industrial automation company and a medical device maker, and sold a retail chain whose same-store sales kept falling. The details of the changes, the shift in sector weights and our answers to the questions clients ask most are in the appendix to this article.',
        'We are cautiously optimistic about the fourth quarter. Foreign demand and property remain uncertain, but the companies in our portfolios have sound balance sheets, and we are patient enough to wait for their earnings to come through.',
      ],
    ],
  ],
  [
    '2026-08-18',
    [
      '消费复苏的结构性机会',
      '消费者更看重品质和服务，而不是单纯的低价；具备品牌力和渠道效率的企业将持续获得份额。',
      [
        '总体消费增速温和，但结构变化明显。我们在十二个城市的门店调研中发现，消费者在必需品上更精打细算，但愿意为品质、健康和体验支付溢价：高端鲜奶、功能性饮料和专业运动装备的销售增速明显快于行业平均。',
        '## 谁在赢得份额',
        '赢家往往同时具备两种能力：一是品牌力，能让消费者在价格竞争中仍然选择它；二是渠道效率，能在不牺牲价格的情况下把产品送到更多消费者面前。只有其中一种能力的企业，在价格战中很难守住利润率。',
        '## 我们的做法',
        '我们重点持有的消费企业，平均毛利率比行业高出约八个百分点，存货周转天数比行业少三成。我们会继续跟踪它们的同店销售、经销商库存和新品贡献，而不是仅仅看整体消费数据。',
        '消费复苏不会是所有企业的普涨，而是一次份额的重新分配。',
      ],
    ],
    [
      'Structural opportunities in the consumer recovery',
      'Consumers value quality and service more than the lowest price, and companies with strong brands and efficient distribution will keep gaining share.',
      [
        'Overall consumption is growing modestly, but its mix is changing markedly. Visiting stores in twelve cities, we found consumers more careful with everyday essentials yet willing to pay more for quality, health and experience: premium fresh milk, functional drinks and specialist sports gear are growing much faster than their industries.',
        '## Who is winning share',
        'The winners usually have two strengths at once: a brand that consumers still choose when rivals cut prices, and distribution efficient enough to reach more consumers without giving up price. Companies with only one of the two struggle to hold their margins in a price war.',
        '## What we do',
        'The consumer companies we hold most of have gross margins about eight points above their industries’ and turn over their inventories in a third less time. We will keep tracking their same-store sales, dealer inventories and the contribution of new products, rather than the headline consumption figures alone.',
        'The consumer recovery will not lift every company; it will redistribute market share.',
      ],
    ],
  ],
  [
    '2026-07-20',
    [
      '先进制造：从规模到质量',
      '制造业升级带来研发投入与利润率的同步提升，我们更关注单位产出的质量，而非产能的扩张。',
      [
        '过去二十年，中国制造业的优势主要来自规模：更大的产能、更低的成本。今天，越来越多的制造企业开始在精度、可靠性和交付速度上与全球领先者竞争，研发投入占收入的比例从十年前的百分之二三提高到百分之五以上。',
        '## 如何识别质量的提升',
        '我们看三组数据：一是高端产品的收入占比，二是海外市场，尤其是发达国家市场的毛利率，三是人均产值的变化。如果一家企业在扩产的同时这三项指标都在改善，它的增长更可能是可持续的。',
        '## 需要警惕的地方',
        '一些细分行业在政策和资本的推动下快速扩产，产能利用率已经明显下降。在这些行业里，规模扩张可能带来的是价格战而不是利润。我们宁愿错过一些快速增长的公司，也不愿意在产能过剩的行业里重仓。',
      ],
    ],
    [
      'Advanced manufacturing: from scale to quality',
      'Industrial upgrading lifts research spending and margins together; we look at the quality of each unit produced, not at how fast capacity grows.',
      [
        'For twenty years the strength of Chinese manufacturing was mainly scale: more capacity at lower cost. Today more and more manufacturers compete with global leaders on precision, reliability and speed of delivery, and research spending has risen from two or three per cent of revenue a decade ago to more than five.',
        '## How we spot better quality',
        'We look at three sets of figures: the share of revenue from high-end products, the gross margin earned abroad, especially in developed markets, and output per employee. If all three improve while a company adds capacity, its growth is more likely to last.',
        '## Where to be careful',
        'Some niches have added capacity quickly, pushed by policy and capital, and their utilisation has already fallen markedly. There, more scale is likely to bring price wars rather than profits. We would rather miss some fast-growing companies than hold large positions in an industry with too much capacity.',
      ],
    ],
  ],
  [
    '2026-06-18',
    [
      '医疗创新的长坡厚雪',
      '人口结构变化与技术进步共同推动医疗需求长期增长，但投资医疗需要把科学判断和商业判断分开。',
      [
        '未来十年，六十五岁以上人口将持续增加，慢性病的管理需求、手术和康复需求都会稳步增长。与此同时，国内企业在创新药、医疗器械和诊断领域的研发能力快速提升，已有一批产品获得海外授权。',
        '## 两种判断',
        '投资医疗企业需要两种不同的判断。科学判断回答“这个药或器械是否有效、是否安全”；商业判断回答“它能否进入医院、能否被支付、能否赚钱”。很多失败的投资，科学判断是对的，商业判断是错的。',
        '## 我们关注的方向',
        '我们更偏好已有产品上市、现金流可以支撑研发的企业，以及在集采之后竞争格局反而改善的细分领域。对于尚未盈利的企业，我们会为每条管线做概率加权的估值，并让仓位与最坏情景相称。',
        '医疗是一个需要耐心的行业，但耐心不等于不设止损。每一个投资逻辑都有我们事先写下的证伪条件。',
      ],
    ],
    [
      'The long runway of healthcare innovation',
      'Demographics and technology together drive long-term growth in healthcare demand, but investing in healthcare means keeping scientific and commercial judgements apart.',
      [
        'Over the next ten years the population over sixty-five will keep growing, and with it the need to manage chronic disease, and demand for surgery and rehabilitation. At the same time Chinese companies’ research in new drugs, medical devices and diagnostics has advanced quickly, and a number of their products have been licensed abroad.',
        '## Two judgements',
        'Investing in healthcare takes two different judgements. The scientific one asks whether a drug or device works and is safe; the commercial one asks whether it will get into hospitals, be paid for and make money. Many failed investments got the science right and the business wrong.',
        '## Where we look',
        'We prefer companies that already sell approved products and whose cash flows can fund their research, and niches where competition has become healthier after volume-based procurement. For companies not yet making a profit, we value each pipeline asset by probability-weighted scenarios and size the position for the worst of them.',
        'Healthcare needs patience, but patience does not mean no limits: every thesis has conditions, written down in advance, that would prove it wrong.',
      ],
    ],
  ],
  [
    '2026-05-19',
    [
      '红利资产的配置价值',
      '稳定的现金分红为组合提供了下行保护，但高股息本身不是买入的理由。',
      [
        '在利率下行的环境中，稳定分红的企业越来越受到投资者青睐。我们的组合中也有约两成的仓位来自持续分红的企业，它们在市场下跌时起到了明显的缓冲作用。',
        '## 股息率的陷阱',
        '高股息率有时是一种警告：分红可能来自一次性的资产出售，或者是利润下滑后股价下跌的结果。我们看的是分红的来源，即自由现金流能否长期覆盖分红和必要的资本开支。',
        '## 我们怎样挑选',
        '我们偏好三类企业：行业格局稳定、资本开支需求不大的消费和公用事业企业；经营成熟但仍有定价能力的制造企业；以及资本充足、分红政策清晰的金融企业。对每一家，我们都会测算在收入下降两成的情景下，分红是否仍然可持续。',
        '红利资产不是组合的全部，而是让组合在不同市场环境中更平稳的一块压舱石。',
      ],
    ],
    [
      'Why dividend payers belong in a portfolio',
      'Steady cash dividends cushion a portfolio on the way down, but a high yield is not in itself a reason to buy.',
      [
        'As interest rates fall, investors increasingly favour companies with steady dividends. About a fifth of our portfolios is in companies that pay dividends consistently, and they clearly cushioned the portfolios when markets fell.',
        '## The dividend-yield trap',
        'A high yield is sometimes a warning: the dividend may come from a one-off asset sale, or the yield may be high because the share price fell with profits. We look at where the dividend comes from: whether free cash flow can cover it, and the capital spending the business needs, for years to come.',
        '## How we choose',
        'We prefer three kinds of company: consumer and utility businesses in stable industries with modest capital needs; mature manufacturers that still have pricing power; and well-capitalised financial companies with clear dividend policies. For each one we test whether the dividend would survive a 20% fall in revenue.',
        'Dividend payers are not the whole portfolio; they are ballast that keeps it steadier through different markets.',
      ],
    ],
  ],
  [
    '2026-04-17',
    [
      '可持续投资不是一个标签',
      'ESG评分可以作为起点，但真正的判断来自对企业经营的理解和持续的沟通。',
      [
        '市场上有越来越多冠以“ESG”或“可持续”之名的产品，但不同评级机构对同一家企业的ESG评分常常相差很大。我们把第三方评分作为研究的起点，而不是结论。',
        '## 我们如何把ESG放进研究',
        '对每一家持仓企业，研究员都要回答三个问题：哪些环境和社会因素会实质性地影响它未来十年的现金流；公司治理能否保证管理层为全体股东的利益行事；企业在这些问题上的进展，能否通过数据而不是口号来验证。',
        '## 沟通比排除更有效',
        '我们很少因为ESG评分低而简单地卖出一家企业。更常见的做法是与管理层沟通，提出具体的改进建议，并在股东大会上用投票表达我们的立场。去年，在我们沟通过的企业中，有三十八家改进了相关披露。',
        '对我们来说，可持续发展关乎企业能否长期创造价值，这本来就是基本面研究的一部分。',
      ],
    ],
    [
      'Sustainability is not a label',
      'ESG scores can be a starting point, but real judgement comes from understanding the business and talking with it over time.',
      [
        'More and more products carry an ESG or sustainability label, yet different rating agencies often give the same company very different ESG scores. We treat third-party scores as the start of our research, not its conclusion.',
        '## How ESG enters our research',
        'For every company we hold, the analyst answers three questions: which environmental and social factors will materially affect its cash flows over the next ten years; whether its governance ensures management acts for all shareholders; and whether its progress on these matters can be checked with data rather than slogans.',
        '## Engagement works better than exclusion',
        'We rarely sell a company simply because of a low ESG score. More often we talk with management, propose specific improvements and use our votes at shareholder meetings to make our position clear. Last year thirty-eight of the companies we engaged with improved their disclosure.',
        'For us, sustainability is about whether a company can create value over the long run, which has always been part of fundamental research.',
      ],
    ],
  ],
  [
    '2026-03-18',
    [
      '如何看待短期业绩的落后',
      '与基准差异较大的组合，必然会经历落后于基准的阶段。关键是弄清落后的原因。',
      [
        '我们的组合集中持有二十五到四十家企业，与业绩基准的差异很大。这意味着在某些季度甚至某些年份，组合会明显落后于基准。过去十年里，我们的旗舰产品有三个自然年跑输基准，但十年累计收益显著高于基准。',
        '## 落后的两种原因',
        '一种是“风格原因”：市场追捧的板块恰好是我们低配或不持有的，例如估值很高的主题股。这类落后通常会随着时间修复。另一种是“判断错误”：我们对某家企业的判断错了。这类落后需要我们承认并纠正。',
        '## 我们怎样向客户解释',
        '每个季度的报告中，我们都会拆解收益和超额收益的来源，说明哪些来自行业配置，哪些来自个股选择，并坦率地列出判断错误的案例。我们希望客户在买入之前就了解，这种波动是集中投资的一部分。',
      ],
    ],
    [
      'How to read a stretch of underperformance',
      'A portfolio that differs a great deal from its benchmark is bound to lag it at times. What matters is understanding why.',
      [
        'Our portfolios hold twenty-five to forty companies and look very different from their benchmarks, so in some quarters, even some years, they will clearly lag. Our flagship fund trailed its benchmark in three calendar years of the last ten, yet its cumulative return over the decade was well ahead.',
        '## Two reasons for lagging',
        'One is style: the market favours sectors we hold little or none of, such as highly valued theme stocks. That kind of lag usually corrects over time. The other is error: we were wrong about a company. That kind we must admit and correct.',
        '## How we explain it to clients',
        'In every quarterly report we break down the sources of return and of excess return, showing what came from sector weights and what from the choice of companies, and we list our mistakes plainly. We want clients to understand before they invest that such swings come with concentrated investing.',
      ],
    ],
  ],
  [
    '2026-02-16',
    [
      '出海企业的第二增长曲线',
      '越来越多的中国企业把海外市场作为新的增长来源。我们用本地化的深度，而非收入增速，来判断出海的质量。',
      [
        '国内市场进入存量竞争后，家电、工程机械、汽车零部件、消费电子等行业的龙头企业纷纷加快出海。海外收入占比从十年前的一成左右，提高到今天的三成甚至一半以上。',
        '## 三种出海方式',
        '为海外品牌代工见效快但利润薄；收购当地品牌可以迅速获得渠道，但整合难度大；以自有品牌自建渠道最慢，却是唯一能建立长期定价权的方式。我们更看重第三种。',
        '## 我们跟踪的指标',
        '自有品牌收入占海外收入的比例、海外业务的毛利率以及本地采购的比例，这三项指标的持续改善，说明企业是在建立能力，而不是在买收入。我们的新加坡团队也会定期走访东南亚和中东的经销商与售后网点，核实企业的本地化程度。',
        '出海不是一个主题，而是一次对企业管理能力的考验。',
      ],
    ],
    [
      'Going abroad: a second growth curve',
      'More and more Chinese companies look to foreign markets for growth. We judge the quality of that expansion by how deep its local roots go, not by how fast revenue grows.',
      [
        'As the domestic market matured, leaders in home appliances, construction machinery, car parts and consumer electronics sped up their expansion abroad. Overseas revenue has risen from about a tenth of their sales a decade ago to a third, in some cases more than half.',
        '## Three ways to go abroad',
        'Making products for foreign brands pays quickly but thinly; buying local brands brings distribution at once but is hard to integrate; building one’s own brand and channels is slowest but the only way to lasting pricing power. We value the third most.',
        '## What we track',
        'A steady rise in the own-brand share of overseas revenue, in overseas gross margin and in local sourcing shows a company building capability rather than buying revenue. Our Singapore team also visits dealers and service centres in South-East Asia and the Middle East regularly to check how local a company has really become.',
        'Going abroad is not a theme; it is a test of how well a company is run.',
      ],
    ],
  ],
  [
    '2026-01-15',
    [
      '2026年展望：回到基本面',
      '估值已回到历史中位数附近，未来几年的回报将更多来自企业盈利的增长，选股比择时更重要。',
      [
        '站在2026年初，主要指数的估值已回到过去十年的中位数附近。我们认为，市场已经在很大程度上消化了地产调整和外部环境的不确定性，未来的回报将更多取决于企业自身的盈利增长。',
        '## 三个投资主题',
        '一是品质消费，具备品牌力和渠道效率的企业将继续获得份额；二是先进制造出海，具有全球竞争力的制造企业正在建立海外渠道和本地化产能；三是医疗创新，人口老龄化和支付改革推动创新药与器械的长期需求。',
        '## 主要风险',
        '外部需求可能因贸易摩擦而波动；部分行业产能过剩可能引发价格战；地产企稳的节奏仍有不确定性。我们会通过分散持仓和严格的估值纪律来管理这些风险，而不是试图预测它们发生的时间。',
        '完整的《中国市场展望2026》报告可在官网下载。',
      ],
    ],
    [
      '2026 outlook: back to fundamentals',
      'Valuations are back near their historical median; returns in the next few years will come more from earnings growth, which makes choosing companies matter more than timing.',
      [
        'At the start of 2026 the main indices trade close to their median valuation of the past ten years. We think the market has largely absorbed the property adjustment and an uncertain world, and that returns from here will depend more on companies’ own earnings growth.',
        '## Three themes',
        'First, quality consumption: brands with efficient distribution will keep gaining share. Second, advanced manufacturing abroad: globally competitive manufacturers are building overseas channels and local production. Third, healthcare innovation: an ageing population and reform of payment drive long-term demand for new drugs and devices.',
        '## The main risks',
        'Foreign demand may swing with trade disputes; too much capacity in some industries may set off price wars; and the pace at which property stabilises remains uncertain. We manage these risks by spreading our holdings and keeping strict valuation discipline, not by trying to predict when they will strike.',
        'The full China market outlook 2026 can be downloaded from our website.',
      ],
    ],
  ],
  [
    '2025-12-15',
    [
      '我们为什么很少择时',
      '组合通常保持较高仓位。我们相信，长期回报来自持有好企业的时间，而不是进出市场的时机。',
      [
        '经常有客户问：既然你们对市场有判断，为什么不在市场高点降低仓位、低点加仓？我们的回答是：在过去十八年里，我们没有发现自己具备持续预测市场短期走势的能力，也很少看到别人做到。',
        '## 择时的代价',
        '市场最好的几个交易日往往紧跟在最差的交易日之后。我们回测了旗舰产品的历史：如果错过了过去十年中表现最好的二十个交易日，累计收益将减少一半以上。',
        '## 我们怎样管理风险',
        '我们不依靠仓位来管理风险，而是依靠三件事：持有资产负债表稳健的企业，把单一持仓控制在净值的百分之八以内，以及在估值过高时坚决减持。当好企业变得便宜，我们会加仓；当它们变得太贵，我们会卖出。这本身就是一种以企业为单位的“择时”。',
      ],
    ],
    [
      'Why we rarely time the market',
      'Our funds usually stay close to fully invested. We believe long-term returns come from time spent holding good businesses, not from the timing of moves in and out of the market.',
      [
        'Clients often ask: if you have views on the market, why not hold less at the top and more at the bottom? Our answer is that in eighteen years we have not found in ourselves a lasting ability to forecast short-term market moves, and we have rarely seen it in others.',
        '## What timing costs',
        'The market’s best days often come straight after its worst. Testing our flagship fund’s history, we found that missing its twenty best trading days of the past decade would have cut its cumulative return by more than half.',
        '## How we manage risk instead',
        'We manage risk not through how much we invest but through three things: holding companies with sound balance sheets, keeping any one position within 8% of net assets, and selling firmly when valuations run too high. When good companies get cheap we buy more, and when they get too dear we sell: timing, if you like, one company at a time.',
      ],
    ],
  ],
  [
    '2025-11-14',
    [
      '人工智能应用的投资框架',
      '比起谁拥有最先进的模型，我们更关心谁能把人工智能变成客户愿意付费的产品，并获得可持续的利润。',
      [
        '人工智能是这几年最受关注的投资话题。算力和大模型的投入规模惊人，但目前能够从人工智能应用中获得明确收入的企业仍然有限。',
        '## 三个问题',
        '我们用三个问题评估一家企业的人工智能机会：它是否拥有别人难以获得的数据或场景；人工智能能否显著降低它的成本或提高客户的付费意愿；它的客户是否已经为此付费，并且续费。',
        '## 我们看好的方向',
        '我们更看好在垂直行业中拥有深厚客户基础的软件企业、用人工智能提升运营效率的消费和物流企业，以及为算力基础设施提供关键零部件、但不依赖单一客户的制造企业。对于估值已经包含了多年高速增长预期的企业，我们保持谨慎。',
        '技术变革往往高估短期、低估长期。我们希望在长期的判断上坚定，在短期的估值上克制。',
      ],
    ],
    [
      'A framework for investing in AI applications',
      'More than who has the most advanced model, we care about who can turn artificial intelligence into products customers pay for, and earn lasting profits from them.',
      [
        'Artificial intelligence has been the most talked-about investment subject of recent years. Spending on computing power and large models is enormous, but few companies yet earn clear revenue from AI applications.',
        '## Three questions',
        'We judge a company’s AI opportunity with three questions: does it have data or uses that others cannot easily get; can AI cut its costs markedly or make its customers willing to pay more; and are customers already paying for it, and renewing?',
        '## Where we are more positive',
        'We favour software companies with a deep customer base in particular industries, consumer and logistics companies using AI to run more efficiently, and manufacturers of key components for computing infrastructure that do not depend on a single customer. We are cautious where a valuation already assumes years of rapid growth.',
        'Technological change is usually overestimated in the short run and underestimated in the long run. We try to be firm in our long-term view and restrained about short-term valuations.',
      ],
    ],
  ],
  [
    '2025-10-14',
    [
      '港股的估值与股东回报',
      '许多香港上市的中国企业估值处于历史低位，而回购和分红正在改善股东回报。',
      [
        '过去几年，香港上市的中国企业估值持续承压，部分优质企业的市盈率已低于其在内地上市的同类公司。与此同时，越来越多的企业开始通过回购和提高分红比例回报股东。',
        '## 低估值的原因',
        '低估值一部分来自外部资金的流出和对地缘风险的担忧，另一部分来自一些企业过去资本配置不理性。我们需要区分这两种原因：前者可能随时间修复，后者需要看到管理层行为的改变。',
        '## 我们的选择',
        '我们在港股中重点关注现金流充沛、回购执行坚决、管理层持股比例较高的企业。对于那些宣布回购却迟迟不执行，或者在低估值时仍然大举进行多元化投资的企业，我们保持距离。',
      ],
    ],
    [
      'Hong Kong valuations and shareholder returns',
      'Many Chinese companies listed in Hong Kong trade near historical lows, while buybacks and dividends are improving what they return to shareholders.',
      [
        'Chinese companies listed in Hong Kong have been under pressure for several years, and some high-quality ones now trade on lower earnings multiples than similar companies listed in the mainland. At the same time more of them are returning cash to shareholders through buybacks and higher payouts.',
        '## Why valuations are low',
        'Part of it is foreign money leaving and worries about geopolitics; part of it is some companies’ poor use of capital in the past. We need to tell the two apart: the first may correct with time, the second only when management behaves differently.',
        '## What we choose',
        'In Hong Kong we focus on companies with ample cash flow, buybacks carried out in earnest and substantial ownership by management. We keep our distance from those that announce buybacks but do not carry them out, or that keep diversifying heavily while their shares are cheap.',
      ],
    ],
  ],
  [
    '2025-09-13',
    [
      '评估管理层的五个问题',
      '投资一家企业，也是把资本托付给它的管理层。我们用五个问题来评估他们。',
      [
        '我们的研究员在访谈管理层之前都会准备一份问题清单，其中有五个问题几乎每次都会问到。',
        '第一，过去五年的资本配置决策中，哪一项是错误的，从中学到了什么？第二，如果明天你不再担任这个职位，公司最容易出问题的地方是哪里？第三，你个人的财富有多大比例与公司的长期表现挂钩？',
        '第四，你最担心的竞争对手是谁，为什么？第五，在过去的危机中，你做出过哪些让短期利润受损、但对长期有利的决定？',
        '## 我们在听什么',
        '我们并不期待完美的答案。坦诚承认错误、对竞争有清醒认识、个人利益与股东一致的管理层，往往比只讲成绩的管理层更值得信任。访谈之后，我们还会通过客户、供应商和前员工核实管理层的说法。',
      ],
    ],
    [
      'Five questions we ask about management',
      'Investing in a company means entrusting capital to its management. We assess them with five questions.',
      [
        'Before meeting a management team, our analysts prepare a list of questions, and five of them are asked almost every time.',
        'First: which of your capital allocation decisions of the past five years was a mistake, and what did you learn? Second: if you left your job tomorrow, where would the company most likely go wrong? Third: how much of your own wealth depends on the company’s long-term results?',
        'Fourth: which competitor worries you most, and why? Fifth: in past crises, what decisions did you take that hurt short-term profit but helped the long term?',
        '## What we listen for',
        'We do not expect perfect answers. Managers who admit mistakes candidly, see their competition clearly and share shareholders’ interests tend to deserve more trust than those who only talk about their successes. Afterwards we check what they told us with customers, suppliers and former employees.',
      ],
    ],
  ],
  [
    '2025-08-13',
    [
      '利率下行中的银行股',
      '利率下行压缩了银行的息差，但资产质量和资本充足率决定了谁能穿越周期。',
      [
        '贷款利率持续下行，银行的净息差已降至历史低位。市场普遍担心银行的盈利能力，银行股整体估值也处于低位。',
        '## 息差之外',
        '我们认为，判断银行的关键不只是息差，而是三件事：资产质量是否扎实，拨备是否充足；负债端是否拥有稳定、低成本的存款；资本是否充足到能够在不大量融资的情况下维持分红。',
        '## 我们的结论',
        '在这些方面表现稳健的银行，即使息差继续收窄，仍能保持稳定的利润和分红，低估值为我们提供了安全边际。但对于资产质量存在隐忧、依赖同业负债的银行，低估值可能是一种合理的折价，而不是机会。',
      ],
    ],
    [
      'Banks as rates fall',
      'Falling rates squeeze banks’ interest margins, but asset quality and capital decide which banks come through the cycle.',
      [
        'Lending rates keep falling, and banks’ net interest margins are at historical lows. The market worries about their profitability, and bank shares as a whole are cheap.',
        '## Beyond the margin',
        'We think the key to judging a bank is not the margin alone but three things: whether its assets are sound and its provisions ample; whether it funds itself with stable, low-cost deposits; and whether its capital is strong enough to keep paying dividends without raising much new money.',
        '## Our conclusion',
        'Banks that are sound on all three can keep their profits and dividends steady even as margins narrow further, and their low valuations give us a margin of safety. For banks with doubtful assets or a reliance on interbank funding, a low valuation may be a fair discount rather than an opportunity.',
      ],
    ],
  ],
  [
    '2025-07-13',
    [
      '从供应链看制造业的韧性',
      '疫情和贸易摩擦之后，全球供应链正在重构。我们在工厂和港口看到了什么？',
      [
        '过去几年，我们的工业和科技研究员走访了一百多家工厂、物流企业和港口。一个明显的变化是，全球客户不再只追求最低的采购成本，而是越来越看重供应的稳定性和交付速度。',
        '## 中国制造的位置',
        '部分劳动密集型环节正在向东南亚转移，但需要复杂配套的环节仍然高度集中在中国。许多企业采取“中国加一”的布局：在东南亚设厂满足客户对产地的要求，核心零部件和工艺仍留在国内。',
        '## 对投资的影响',
        '我们更看好那些在海外建立了产能、同时保住了国内供应链效率的企业。它们既能满足客户对供应安全的要求，又能保持成本优势。我们也注意到，海外建厂的初期往往会拉低利润率，这需要耐心。',
      ],
    ],
    [
      'Manufacturing resilience seen through supply chains',
      'After the pandemic and trade disputes, global supply chains are being rebuilt. What have we seen in factories and ports?',
      [
        'Over the past few years our industrials and technology analysts have visited more than a hundred factories, logistics companies and ports. One clear change is that global customers no longer chase only the lowest price but care more and more about reliable supply and speed of delivery.',
        '## Where Chinese manufacturing stands',
        'Some labour-intensive steps are moving to South-East Asia, but steps that depend on a dense web of suppliers remain highly concentrated in China. Many companies now follow a “China plus one” layout: factories in South-East Asia to meet customers’ requirements on origin, with the key components and processes kept at home.',
        '## What it means for investing',
        'We favour companies that have built capacity abroad while keeping the efficiency of their supply chain at home: they meet customers’ demands for secure supply and keep their cost advantage. We also note that new factories abroad tend to lower margins at first, which takes patience.',
      ],
    ],
  ],
  [
    '2025-06-12',
    [
      '估值纪律：好公司也有贵的时候',
      '好企业是必要条件，合理的价格是另一个必要条件。我们如何决定买入和卖出的价格？',
      [
        '“好公司”和“好投资”之间，隔着一个价格。即使是最优秀的企业，如果买入时的估值已经透支了未来十年的增长，投资回报也可能令人失望。',
        '## 我们怎样估值',
        '对每一家持仓企业，研究员都会给出保守、中性和乐观三种情景下的内在价值估算，并说明关键假设。我们只在股价低于保守情景价值附近时建仓，在股价明显高于乐观情景价值时减持。',
        '## 纪律的难处',
        '估值纪律最难的时候，是一家我们长期看好的企业股价快速上涨的时候。卖出会让人担心错过更多的上涨。但历史告诉我们，在估值过高时减持、把资金转向更有安全边际的机会，长期来看是更好的选择。',
      ],
    ],
    [
      'Valuation discipline: good companies can be expensive',
      'A good business is one condition; a sensible price is the other. How do we decide the prices at which we buy and sell?',
      [
        'Between a good company and a good investment stands the price. Even the best business can be a disappointing investment if the valuation paid already spends the next ten years of its growth.',
        '## How we value',
        'For every company we hold, the analyst estimates its intrinsic value in cautious, central and hopeful scenarios and sets out the key assumptions. We start a position only when the share price is near the cautious value, and trim when it is clearly above the hopeful one.',
        '## Why discipline is hard',
        'Discipline is hardest when a company we have long liked rises fast: selling brings the fear of missing more gains. But experience tells us that trimming when valuations run too high, and moving the money to opportunities with a wider margin of safety, is the better choice over time.',
      ],
    ],
  ],
  [
    '2025-05-12',
    [
      '集中持股与风险控制',
      '集中持股意味着每一个决定都更重要。我们如何在集中与分散之间取得平衡？',
      [
        '我们的主组合通常持有二十五到四十家企业，前十大持仓占净值的四成左右。与持有上百只股票的组合相比，这样的组合与基准差异更大，对每一个判断的要求也更高。',
        '## 为什么集中',
        '我们相信，真正深入了解的企业数量是有限的。把资金集中在研究最充分、信心最高的企业上，比把它分散在许多了解不深的企业上，更有可能获得长期超额回报。',
        '## 风险如何控制',
        '集中不等于冒进。我们设定了几条硬性约束：单一持仓一般不超过净值的百分之八，单一行业不超过百分之三十，并避免多家持仓企业暴露于同一个风险因素。首席风险官每天监控这些约束，并独立于投资团队向投资委员会报告。',
      ],
    ],
    [
      'Concentration and risk control',
      'A concentrated portfolio makes every decision count for more. How do we balance concentration against diversification?',
      [
        'Our main portfolios usually hold twenty-five to forty companies, with the ten largest making up about two-fifths of net assets. Compared with portfolios of a hundred or more stocks, they differ more from their benchmarks and demand more of every judgement.',
        '## Why concentrate',
        'We believe the number of companies anyone can truly understand is limited. Putting money into the businesses we have researched most thoroughly and believe in most is more likely to earn long-term excess returns than spreading it over many we know less well.',
        '## How risk is controlled',
        'Concentration is not recklessness. We set firm limits: a single holding usually no more than 8% of net assets, a single industry no more than 30%, and no cluster of holdings exposed to the same risk factor. Our Chief Risk Officer monitors these limits every day and reports to the investment committee independently of the investment team.',
      ],
    ],
  ],
];

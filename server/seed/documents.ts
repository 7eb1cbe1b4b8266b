/**
 * The firm's downloadable documents (the CMS files, `file-<id>`): ten investment cases, two brochures, the market
 * outlook and a clients-only appendix, each written in both languages. The demo has no file store: a file's PDF is
 * drawn from its document here (server/services/client-files.ts), in the language asked for. The cases are the ones
 * the investment page lists (src/content/investment.ts), under the same titles; every company in them is fictional
 * and unnamed. The public site's own documents (SITE_DOCUMENTS: the 2021 brochure and the China Insights reports) are
 * written here too, drawn at the addresses its pages link to (server/media.ts) and not listed as CMS files.
 */
import type { DocumentSection } from '../services/document-model.ts';

export interface DocumentText {
  title: string;
  /** What the document is, over its title on the cover. */
  label: string;
  summary: string;
  sections: DocumentSection[];
}

export interface DocumentSeed {
  category: 'investmentCase' | 'brochure' | 'marketOutlook' | 'other';
  isPublic: boolean;
  date: string;
  zh: DocumentText;
  en: DocumentText;
}

/** The closing note of each kind of document. */
export const DOCUMENT_NOTICES: Record<DocumentSeed['category'], { zh: string; en: string }> = {
  investmentCase: {
    zh: '本案例用于说明泓岸资本的研究方法，所涉企业与数据均为虚构，不构成对任何证券的推荐。过往表现不代表未来回报；私募基金仅向合格投资者发售，投资有风险。',
    en: 'This case illustrates Harbourline Capital’s research approach; the company and figures in it are fictional, and nothing here recommends any security. Past performance is no guide to future returns; private funds are offered to qualified investors only, and investing carries risk.',
  },
  brochure: {
    zh: '本手册仅供了解泓岸资本之用，不构成任何产品的要约或推介。私募基金仅向合格投资者发售，请在投资前阅读基金合同与风险揭示书。',
    en: 'This brochure is for information about Harbourline Capital only; it is not an offer or a promotion of any product. Private funds are offered to qualified investors only: please read the fund contract and risk disclosure before investing.',
  },
  marketOutlook: {
    zh: '本报告中的观点代表泓岸资本投资团队在发布日的判断，可能随市场变化而调整，不构成投资建议。文中数据为演示用途的虚构数据。',
    en: 'The views in this report are the Harbourline Capital investment team’s on the day of publication and may change with markets; they are not investment advice. Figures in it are fictional, for the demo.',
  },
  other: {
    zh: '本资料仅供泓岸资本客户阅读，请勿转发。文中观点不构成投资建议，数据为演示用途的虚构数据。',
    en: 'For Harbourline Capital clients only; please do not forward. The views here are not investment advice, and the figures are fictional, for the demo.',
  },
};

const caseLabel = (zhSector: string, enSector: string) => ({ zh: `投资案例 · ${zhSector}`, en: `Investment case · ${enSector}` });

type CaseText = [title: string, summary: string, sections: DocumentSection[]];

function investmentCase(date: string, sector: [string, string], zh: CaseText, en: CaseText): DocumentSeed {
  const label = caseLabel(...sector);
  return {
    category: 'investmentCase',
    isPublic: true,
    date,
    zh: { title: zh[0], label: label.zh, summary: zh[1], sections: zh[2] },
    en: { title: en[0], label: label.en, summary: en[1], sections: en[2] },
  };
}

const CASES: DocumentSeed[] = [
  investmentCase(
    '2023-06-30',
    ['消费', 'Consumer'],
    [
      '一家乳制品企业的十年',
      '2013年我们第一次买入这家区域乳企时，它的市值不到今天的十分之一。十年里，我们经历了一次食品安全危机、两轮原奶周期和一次管理层交接，仍然选择持有。',
      [
        { heading: '为什么关注它', paragraphs: ['当时市场把乳制品看作增长见顶的传统行业。我们在华东三个城市走访了四十多家超市和社区便利店，发现这家企业的低温鲜奶在冷链半径内几乎没有对手：它自建牧场，从挤奶到上架不超过二十四小时，而全国性品牌的常温奶在这里反而卖不上价。', '低温奶的保质期只有七天，冷链配送的固定成本很高，后来者很难在一个城市里同时拿下足够多的网点。我们认为，这种“半径护城河”比品牌广告更持久。'] },
        { heading: '研究中的关键判断', paragraphs: ['我们花了最多时间的是牧场。自有牧场意味着更重的资产和更大的原奶价格波动，但也意味着奶源质量可控。我们测算了每头成母牛的单产、饲料成本和折旧，结论是：只要单产保持在行业前四分之一，牧场在原奶周期的低谷也能打平现金流。', '另一个判断是管理层。创始人在一次股东会上说，宁可少开一个城市，也不愿让冷链断一次。这句话后来被多次验证。'] },
        { heading: '持有中的考验', paragraphs: ['2016年行业爆发质量事件，这家企业虽然没有涉事，股价仍在一个月内下跌近四成。我们再次走访了门店和牧场，确认退货率和复购率都没有明显变化，于是在低位加仓。2019年创始人退休，我们与新任总经理进行了三次长谈，重点了解资本开支的纪律。'] },
        { heading: '我们学到了什么', paragraphs: ['十年间这家企业的收入增长约四倍，而我们获得的回报主要来自盈利增长本身，估值几乎没有变化。它提醒我们：真正的护城河常常藏在运营细节里，而危机中的下跌往往是检验判断、而不是改变判断的时刻。'] },
      ],
    ],
    [
      'Ten years with a dairy company',
      'When we first bought this regional dairy in 2013 its market value was less than a tenth of today’s. In the ten years since, we held on through a food-safety scare, two raw-milk cycles and a change of management.',
      [
        { heading: 'Why we looked', paragraphs: ['At the time the market saw dairy as a mature, slow-growing industry. We visited more than forty supermarkets and neighbourhood stores in three cities of eastern China and found that, within the reach of its cold chain, the company’s fresh milk had almost no rival: it ran its own farms and milk reached the shelf within twenty-four hours, while the national brands’ long-life milk struggled to hold its price there.', 'Fresh milk keeps for seven days and refrigerated delivery carries heavy fixed costs, so a newcomer finds it hard to win enough stores in one city at once. We judged this “radius moat” more durable than any advertising budget.'] },
        { heading: 'The judgements that mattered', paragraphs: ['We spent most of our time on the farms. Owning them means a heavier balance sheet and more exposure to raw-milk prices, but also control over quality. We modelled yield per cow, feed costs and depreciation and concluded that, as long as yields stayed in the industry’s top quarter, the farms would break even in cash terms even at the bottom of the cycle.', 'The other judgement was management. At one shareholder meeting the founder said he would rather open one city fewer than let the cold chain break once. That sentence was put to the test more than once.'] },
        { heading: 'Tested while we held', paragraphs: ['In 2016 a quality scandal hit the industry. The company was not involved, but its shares fell by almost 40% in a month. We went back to the stores and the farms, found that returns and repeat purchases had barely moved, and added to the position. When the founder retired in 2019, we held three long conversations with the new general manager, mostly about discipline in capital spending.'] },
        { heading: 'What we learned', paragraphs: ['Over the decade the company’s revenue grew roughly fourfold, and our return came almost entirely from that growth in earnings rather than from a higher valuation. It reminded us that a real moat often hides in operating detail, and that a fall in a crisis is usually the moment to test a judgement, not to change it.'] },
      ],
    ],
  ),
  investmentCase(
    '2023-07-07',
    ['工业', 'Industrials'],
    [
      '重新认识工程机械周期',
      '工程机械常被视为典型的强周期行业。我们在2020年研究一家挖掘机零部件企业时发现，更新需求、出口与电动化正在改变这个行业的波动方式。',
      [
        { heading: '一个被误读的周期', paragraphs: ['过去十五年，国内挖掘机销量经历了两次大起大落，市场习惯于在销量高点卖出。我们整理了过去二十年的设备保有量和平均使用年限，发现上一轮高峰售出的设备将在未来几年集中进入更新期，而更新需求的波动远小于新增需求。'] },
        { heading: '这家企业的位置', paragraphs: ['它生产液压油缸和回转支承，客户覆盖国内前五大主机厂。与主机厂不同，零部件企业还能从存量设备的维修更换中获得收入，这部分业务在行业下行时反而更稳定。', '我们走访了它的两家主要客户和一家竞争对手，确认其交付周期比进口产品短一半以上，而质量差距在过去五年已基本消失。'] },
        { heading: '我们如何下注', paragraphs: ['我们没有试图判断行业拐点，而是把仓位控制在组合的百分之二左右，并设定了三个跟踪指标：海外收入占比、维修件收入占比和应收账款周转天数。只要这三个指标持续改善，就继续持有。'] },
        { heading: '结果与反思', paragraphs: ['2021年起国内需求回落，但企业的海外收入占比从一成多提高到三成以上，利润率基本稳定。这个案例让我们意识到，强周期行业里也有周期性较弱的环节；找到它们，比预测周期本身更有把握。'] },
      ],
    ],
    [
      'Rethinking the machinery cycle',
      'Construction machinery is seen as a textbook cyclical industry. Studying a maker of excavator components in 2020, we found that replacement demand, exports and electrification were changing the shape of its cycle.',
      [
        { heading: 'A misread cycle', paragraphs: ['Domestic excavator sales rose and collapsed twice in fifteen years, and investors had learned to sell at the peak. We compiled twenty years of data on the installed base and average working life and found that the machines sold in the last boom would come up for replacement over the next few years, and that replacement demand swings far less than demand for new machines.'] },
        { heading: 'Where the company sits', paragraphs: ['It makes hydraulic cylinders and slewing bearings for all five of the largest domestic machine builders. Unlike them, a component maker also earns from repairs and replacements across the installed base, business that holds up better when the industry turns down.', 'We visited two of its main customers and one competitor and confirmed that its delivery times were less than half those of imported parts, while the quality gap had all but closed over five years.'] },
        { heading: 'How we sized the bet', paragraphs: ['We did not try to call the turn of the cycle. We kept the position at about 2% of the portfolio and set three things to watch: the share of revenue from abroad, the share from replacement parts and the days it takes to collect receivables. As long as all three kept improving, we would hold.'] },
        { heading: 'Outcome and reflection', paragraphs: ['Domestic demand fell from 2021, yet the company’s overseas share of revenue rose from just over a tenth to more than 30% and its margins held. The case taught us that even a strongly cyclical industry has links that are much less cyclical, and that finding them is surer ground than forecasting the cycle itself.'] },
      ],
    ],
  ),
  investmentCase(
    '2023-07-14',
    ['医药健康', 'Healthcare'],
    [
      '创新药企业的估值方法',
      '一家尚未盈利的创新药企业值多少钱？我们以一家专注自身免疫疾病的生物科技公司为例，说明如何把临床数据、商业化能力和现金消耗放进同一个估值框架。',
      [
        { heading: '从管线出发，而不是从市盈率出发', paragraphs: ['这家公司有一款处于三期临床的口服药物和三款早期分子。我们为每一款药物分别估计了上市概率、峰值销售额、上市时间和专利期，再按风险调整后的现金流折现。三期药物贡献了估值的七成以上，这意味着我们的判断高度依赖一次临床读数。'] },
        { heading: '我们如何核对关键假设', paragraphs: ['医药组的研究员访谈了十二位风湿免疫科医生，询问他们在什么情况下会把口服药放在注射生物制剂之前使用。多数医生认为，只要安全性与现有药物相当，口服给药对轻中度患者有明显吸引力。', '我们也逐项核对了公司的现金消耗：按当时的研发节奏，账上现金足以支撑到三期数据公布后十八个月，短期内不需要在不利的时点融资。'] },
        { heading: '仓位与风险', paragraphs: ['由于结果呈二元分布，我们把初始仓位控制在组合的百分之一，并明确写下：如果三期主要终点未达到，将在数据公布后卖出，不再寻找“次要终点”的理由。'] },
        { heading: '结论', paragraphs: ['三期数据最终达到主要终点，我们在随后一年内逐步兑现了大部分收益。更重要的收获是方法：对创新药企业，估值不是一个数字，而是一张由若干概率加权的情景表；仓位应当与最坏情景相称。'] },
      ],
    ],
    [
      'Valuing an innovative drug maker',
      'What is a drug developer worth before it makes a profit? Taking a biotech company focused on autoimmune disease as our example, we show how clinical data, commercial capability and cash burn fit into one valuation framework.',
      [
        { heading: 'Start from the pipeline, not the P/E', paragraphs: ['The company had one oral drug in phase III trials and three early-stage molecules. For each we estimated the chance of approval, peak sales, launch date and patent life, then discounted the risk-adjusted cash flows. The phase III drug made up more than 70% of the value, so our view rested heavily on a single trial readout.'] },
        { heading: 'Checking the key assumptions', paragraphs: ['Our healthcare analysts interviewed twelve rheumatologists about when they would prescribe an oral drug ahead of an injected biologic. Most said that, if its safety matched existing treatments, a pill would be clearly attractive for mild and moderate patients.', 'We also went through the cash burn line by line: at the planned pace of research, the company had enough cash to last eighteen months past the phase III results, so it would not have to raise money at a bad moment.'] },
        { heading: 'Position and risk', paragraphs: ['Because the outcome was binary, we started with 1% of the portfolio and wrote down in advance that if the trial missed its primary endpoint we would sell after the results, without looking for comfort in secondary endpoints.'] },
        { heading: 'Conclusion', paragraphs: ['The trial met its primary endpoint, and we took most of the gain over the following year. The more lasting lesson was the method: for a drug developer, value is not one number but a table of scenarios weighted by probability, and the position should be sized for the worst of them.'] },
      ],
    ],
  ),
  investmentCase(
    '2023-07-21',
    ['消费', 'Consumer'],
    [
      '家电龙头的海外扩张',
      '当国内家电市场进入存量竞争，一家白色家电龙头把目光投向东南亚和中东。我们跟踪它的海外业务五年，关注的不是收入增速，而是本地化的深度。',
      [
        { heading: '出海的三种方式', paragraphs: ['家电企业出海通常有三种路径：为海外品牌代工、收购当地品牌、或者以自有品牌自建渠道。前两种见效快但利润薄、整合难；第三种最慢，却是唯一能建立长期定价权的方式。这家企业选择了第三种。'] },
        { heading: '我们看到了什么', paragraphs: ['我们的新加坡团队在印度尼西亚、泰国和沙特阿拉伯走访了经销商和售后网点。它在当地建了工厂和研发中心，针对高温高湿环境重新设计了空调压缩机，售后服务承诺四十八小时上门。经销商告诉我们，这是他们愿意主推的原因。', '我们也注意到风险：海外收入以美元和当地货币计价，汇率波动会影响报表利润；新工厂的产能利用率在头两年偏低。'] },
        { heading: '如何衡量进展', paragraphs: ['我们没有把海外收入增速作为主要指标，而是跟踪自有品牌收入占海外收入的比例、海外业务的毛利率，以及本地采购零部件的比例。这三个指标都在稳步上升，说明扩张是在建立能力，而不是在买收入。'] },
        { heading: '启示', paragraphs: ['五年间，这家企业海外自有品牌收入占比从不到三成升至六成以上，海外毛利率与国内的差距明显缩小。对我们来说，评估“出海”故事时，本地化的深度比扩张的速度更重要。'] },
      ],
    ],
    [
      'A home-appliance leader goes abroad',
      'As China’s home-appliance market matured, one of its leaders turned to South-East Asia and the Middle East. We followed its overseas business for five years, watching not how fast revenue grew but how deeply it took root.',
      [
        { heading: 'Three ways to go abroad', paragraphs: ['Appliance makers usually expand abroad in one of three ways: making products for foreign brands, buying local brands, or building their own brand and channels. The first two are quick but thin-margined or hard to integrate; the third is slowest but the only one that builds lasting pricing power. This company chose the third.'] },
        { heading: 'What we saw', paragraphs: ['Our Singapore team visited dealers and service centres in Indonesia, Thailand and Saudi Arabia. The company had built local factories and research centres, redesigned its air-conditioner compressors for heat and humidity, and promised a technician at the door within 48 hours. Dealers told us that was why they were happy to push its products.', 'We noted the risks too: overseas revenue is earned in dollars and local currencies, so exchange rates move reported profits, and the new factories ran well below capacity in their first two years.'] },
        { heading: 'How we measured progress', paragraphs: ['Rather than overseas revenue growth, we tracked the share of overseas revenue under the company’s own brand, the overseas gross margin and the share of components bought locally. All three rose steadily, which told us the expansion was building capability rather than buying revenue.'] },
        { heading: 'The lesson', paragraphs: ['Over five years the own-brand share of overseas revenue rose from under 30% to more than 60%, and the gap between overseas and domestic margins narrowed sharply. When we judge a going-abroad story now, we look at how deep the local roots go before we look at how fast it grows.'] },
      ],
    ],
  ),
  investmentCase(
    '2023-07-28',
    ['工业', 'Industrials'],
    [
      '物流网络的护城河',
      '快递和零担物流看似同质化严重、价格战频繁。我们研究一家零担快运企业时发现，网络密度带来的成本优势会随规模扩大而加速。',
      [
        { heading: '网络效应在物流中的样子', paragraphs: ['零担货物单票重量在几十公斤到几吨之间，需要经过多次分拣和中转。网点越密、线路越多，车辆的装载率就越高，单公斤成本就越低；成本越低，就能以更低的价格吸引更多货量，形成正向循环。'] },
        { heading: '我们验证了什么', paragraphs: ['工业组的研究员跟车跑了三条干线，记录了装载率、中转次数和时效。我们发现这家企业在华东和华南的装载率比第二名高出约十个百分点，这部分差距几乎全部转化为毛利率优势。', '我们还拜访了二十多家使用它服务的制造企业和商贸公司。客户最在意的是破损率和时效稳定性，而非单价，这解释了它为何能在价格战中保持价格纪律。'] },
        { heading: '风险与跟踪', paragraphs: ['最大的风险是竞争对手在资本支持下发起持续的价格战。我们跟踪的指标包括单公斤收入、单公斤成本和货量增速；只要成本下降快于价格下降，护城河就在加深。'] },
        { heading: '复盘', paragraphs: ['行业价格战持续了两年，几家对手相继退出或被并购，这家企业的市场份额明显提升。这个案例说明，在看似同质化的行业里，规模本身可以成为差异化，但前提是管理层愿意在价格战中守住服务质量。'] },
      ],
    ],
    [
      'The moat of a logistics network',
      'Express and less-than-truckload (LTL) freight look like commodity businesses prone to price wars. Studying an LTL carrier, we found that the cost advantage of a dense network grows faster as the network grows.',
      [
        { heading: 'What network effects look like in freight', paragraphs: ['An LTL shipment weighs anything from tens of kilograms to a few tonnes and passes through several sorting hubs. The denser the depots and the more routes, the fuller each truck runs and the lower the cost per kilogram; lower costs win more freight at lower prices, and the circle turns again.'] },
        { heading: 'What we verified', paragraphs: ['Our industrials analysts rode along on three trunk routes, noting load factors, transfers and transit times. In eastern and southern China the company’s trucks ran about ten points fuller than the runner-up’s, and almost all of that gap showed up as higher gross margin.', 'We also called on more than twenty manufacturers and traders who use the service. What they cared about most was damage rates and reliable delivery times, not the price per shipment, which explained how the company kept its pricing discipline through the price war.'] },
        { heading: 'Risks and what we watched', paragraphs: ['The main risk was a well-funded rival starting a long price war. We tracked revenue per kilogram, cost per kilogram and volume growth: as long as costs fell faster than prices, the moat was deepening.'] },
        { heading: 'Looking back', paragraphs: ['The price war lasted two years; several rivals left the market or were taken over, and the company’s share rose markedly. In an industry that looks undifferentiated, scale itself can be the difference, provided management is willing to protect service quality while prices fall.'] },
      ],
    ],
  ),
  investmentCase(
    '2023-08-04',
    ['科技', 'Technology'],
    [
      '半导体设备的国产化',
      '半导体设备曾被认为是国产化最难的环节之一。我们从2019年开始系统研究刻蚀与薄膜沉积设备，最终选择了一家在细分工艺上率先进入主流产线的企业。',
      [
        { heading: '从工艺节点拆解需求', paragraphs: ['我们没有把“国产替代”当作一个整体来判断，而是把晶圆厂的产线拆成几十道工艺，逐一评估国内设备的验证进度。结论是：替代将从成熟制程、从对良率影响相对可控的工艺开始，而不会一步到位。'] },
        { heading: '为什么是这家企业', paragraphs: ['这家企业的刻蚀设备已在三家晶圆厂的成熟制程产线上批量使用，重复订单比例逐年上升。重复订单比首台订单更重要，因为它意味着设备在量产中经受住了良率考验。', '我们与两位晶圆厂的设备工程师交流，了解到切换供应商的最大顾虑是售后响应。这家企业在每个客户厂区派驻工程师，响应时间以小时计，这是海外厂商难以做到的。'] },
        { heading: '估值的纪律', paragraphs: ['这个领域的估值波动极大。我们在市场情绪低迷时建仓，并在估值显著高于我们对五年后利润的合理折现时减持，而不是因为“故事更好了”而加仓。'] },
        { heading: '我们的体会', paragraphs: ['科技投资容易被宏大叙事带着走。把大趋势拆成可以验证的小问题，逐一找证据，再用估值纪律约束自己，是我们在这个领域少犯错误的办法。'] },
      ],
    ],
    [
      'Local supply of chip equipment',
      'Semiconductor equipment was long thought one of the hardest links for Chinese suppliers to break into. We began studying etch and thin-film deposition tools systematically in 2019 and chose a company that was first into mainstream production lines in one of those processes.',
      [
        { heading: 'Breaking demand down by process step', paragraphs: ['We did not treat “local substitution” as one question. We broke a fab’s production line into dozens of process steps and assessed, step by step, how far domestic tools had got through qualification. Our conclusion was that substitution would start at mature nodes and at the steps where yield risk is easiest to manage, not everywhere at once.'] },
        { heading: 'Why this company', paragraphs: ['Its etch tools were already in volume use on mature-node lines at three fabs, and the share of repeat orders rose every year. Repeat orders matter more than first orders: they show a tool has passed the test of yield in mass production.', 'We spoke with two equipment engineers at fabs and learned that their biggest worry about switching suppliers was after-sales support. The company stationed engineers at every customer site and responded within hours, something foreign suppliers found hard to match.'] },
        { heading: 'Discipline on valuation', paragraphs: ['Valuations in this field swing wildly. We bought when sentiment was poor, and trimmed when the price rose well above our estimate of the value of its earnings five years out, rather than adding because “the story got better”.'] },
        { heading: 'What it taught us', paragraphs: ['Technology investing is easily carried away by grand narratives. Breaking a big trend into small questions we can check, finding evidence for each, and holding ourselves to valuation discipline is how we try to make fewer mistakes here.'] },
      ],
    ],
  ),
  investmentCase(
    '2023-08-11',
    ['消费', 'Consumer'],
    [
      '连锁餐饮的单店模型',
      '餐饮连锁的扩张速度常常掩盖单店质量的下滑。我们投资一家中式快餐连锁前，用了半年时间建立它的单店模型。',
      [
        { heading: '一家店能赚多少钱', paragraphs: ['我们收集了这家企业在不同城市、不同开业年份的门店数据，估算每家店的投资额、爬坡期、成熟期营业额和利润率。结果显示，成熟门店约十八个月收回投资，而且新店爬坡期没有随着扩张而拉长，这是我们最看重的信号。'] },
        { heading: '实地验证', paragraphs: ['我们的消费组在六个城市的午餐高峰时段做了翻台率和客单价统计，也在非高峰时段观察外卖订单占比。数据和公司披露基本一致，但我们发现三线城市门店的外卖依赖度更高，利润率因此低两到三个百分点。', '我们还访谈了几位离职的区域经理，了解选址决策流程。公司对每个新址都要求提供周边三公里的客流数据，并由总部而非区域独立审批，这降低了为完成开店指标而仓促选址的风险。'] },
        { heading: '什么情况下我们会离开', paragraphs: ['我们写下了两个卖出条件：新店回收期延长到三十个月以上，或者同店销售连续四个季度下滑。前者意味着扩张在透支品牌，后者意味着需求出了问题。'] },
        { heading: '结果', paragraphs: ['持有三年间，门店数量翻了一倍，新店回收期始终在二十个月以内。单店模型让我们在市场担忧“开店太快”时保持了信心，也让我们在数据变化时有清楚的标准可依。'] },
      ],
    ],
    [
      'Unit economics of a restaurant chain',
      'A restaurant chain’s pace of expansion often hides a decline in the quality of each store. Before investing in a Chinese fast-food chain, we spent six months building a model of a single restaurant.',
      [
        { heading: 'What one restaurant earns', paragraphs: ['We gathered data on the company’s restaurants across cities and opening years and estimated each one’s investment, ramp-up time, mature sales and margin. A mature restaurant paid back its investment in about eighteen months, and, the signal we valued most, new restaurants were not taking longer to ramp up as the chain grew.'] },
        { heading: 'Checking on the ground', paragraphs: ['Our consumer team counted table turns and average bills at lunchtime in six cities, and watched the share of delivery orders off-peak. The figures broadly matched the company’s, but restaurants in smaller cities relied more on delivery, and their margins were two to three points lower as a result.', 'We also interviewed several former regional managers about how sites were chosen. Every new site needed footfall data for a three-kilometre radius and was approved by headquarters rather than the region, which lowered the risk of rushed choices made to hit opening targets.'] },
        { heading: 'When we would leave', paragraphs: ['We wrote down two reasons to sell: payback on new restaurants stretching beyond thirty months, or same-store sales falling for four quarters in a row. The first would mean expansion was spending the brand; the second, that demand itself had a problem.'] },
        { heading: 'Outcome', paragraphs: ['Over the three years we held it, the chain doubled its number of restaurants and payback on new ones stayed under twenty months. The model kept us confident when the market worried about opening too fast, and gave us a clear standard to act on if the data changed.'] },
      ],
    ],
  ),
  investmentCase(
    '2023-08-18',
    ['金融', 'Financials'],
    [
      '保险公司的负债端',
      '研究保险公司，多数人关注投资收益率。我们分析一家寿险公司时，把大部分精力放在了负债端：它卖的是什么保单、由谁来卖、客户会不会续保。',
      [
        { heading: '负债端决定长期价值', paragraphs: ['寿险公司的利润来自长期保单的利差、死差和费差。如果保单结构以短期储蓄型产品为主，利润对利率极为敏感；如果以保障型产品为主，利润更稳定、更可预测。这家公司的保障型产品占新业务价值的比例接近六成，明显高于同业。'] },
        { heading: '代理人渠道的质量', paragraphs: ['行业代理人数量在过去几年大幅下降。我们关注的不是人数，而是人均产能和十三个月留存率。这家公司主动清退了低产能代理人，人均新业务价值反而提高了四成以上，续保率稳定在九成以上。', '我们在两个省份参加了代理人的早会，并与十几位代理人交谈。收入稳定、培训扎实的代理人更愿意销售长期保障产品，这与公司的产品结构相互印证。'] },
        { heading: '估值与风险', paragraphs: ['我们以内含价值为基础估值，同时对投资收益率假设做了压力测试：即使长期投资收益率比公司假设低一个百分点，当时的股价仍低于调整后的内含价值。'] },
        { heading: '心得', paragraphs: ['保险公司的报表复杂，但核心问题很朴素：它承诺了什么，以及这些承诺是否由合适的人卖给了合适的客户。回答好负债端的问题，资产端的波动就更容易看清。'] },
      ],
    ],
    [
      'The liability side of an insurer',
      'Most analysis of insurers focuses on investment returns. When we studied a life insurer, we spent most of our time on its liabilities: what policies it sells, who sells them, and whether customers renew.',
      [
        { heading: 'Liabilities decide long-term value', paragraphs: ['A life insurer earns from the spread on its long-term policies and from its mortality and expense margins. A book dominated by short-term savings products makes profits highly sensitive to interest rates; one built on protection products makes them steadier and more predictable. Protection products made up close to 60% of this company’s value of new business, well above its peers.'] },
        { heading: 'The quality of the agency force', paragraphs: ['The number of agents in the industry had fallen sharply. We looked not at headcount but at output per agent and the 13-month persistency of policies. The company had let go of its least productive agents; value of new business per agent rose by more than 40%, and persistency stayed above 90%.', 'We joined agents’ morning meetings in two provinces and talked with a dozen of them. Agents with steady incomes and solid training were more willing to sell long-term protection, which matched what the product mix told us.'] },
        { heading: 'Valuation and risk', paragraphs: ['We valued the company on its embedded value and stress-tested the investment-return assumption: even with long-term returns one point below the company’s assumption, the share price was still below the adjusted embedded value.'] },
        { heading: 'What we took away', paragraphs: ['Insurers’ accounts are complicated, but the central question is simple: what has it promised, and were those promises sold by the right people to the right customers? Answer that about the liabilities, and the swings on the asset side become easier to read.'] },
      ],
    ],
  ),
  investmentCase(
    '2023-08-25',
    ['能源与材料', 'Energy and materials'],
    [
      '光伏产业链的定价权',
      '光伏行业需求高速增长，但产业链各环节的盈利起伏极大。我们用产能周期和技术迭代两个维度，寻找真正拥有定价权的环节。',
      [
        { heading: '增长不等于盈利', paragraphs: ['过去十年全球光伏装机增长了十倍以上，但硅料、硅片、电池片和组件各环节都经历过价格腰斩。我们统计了各环节的扩产周期：硅料需要两年左右，组件只需几个月。扩产越快的环节，供需错配越短，定价权越弱。'] },
        { heading: '我们选择的环节', paragraphs: ['我们最终关注的是一家光伏玻璃和胶膜辅材企业。辅材在组件成本中占比不高，但对组件寿命影响很大，组件厂更换供应商的意愿较低。这家企业还掌握窑炉设计和配方工艺，新进入者需要较长时间才能达到同样的良率。', '我们拜访了三家组件厂的采购负责人，他们普遍表示，即使价格略高，也不愿在辅材上冒质量风险。'] },
        { heading: '技术迭代的风险', paragraphs: ['我们持续跟踪电池技术从PERC向TOPCon和异质结的迭代，评估它对辅材需求的影响。新技术对双面玻璃和高性能胶膜的需求更大，这对我们持有的企业是利好，但我们也为可能出现的替代材料设定了观察指标。'] },
        { heading: '经验', paragraphs: ['在高速增长的行业里，最好的投资机会未必在最显眼的环节。扩产周期长、质量要求高、客户切换成本高的环节，往往能在行业波动中保持更稳定的利润。'] },
      ],
    ],
    [
      'Pricing power along the solar chain',
      'Demand for solar power has grown fast, yet profits at each link of the supply chain have swung wildly. Looking at capacity cycles and technology change, we searched for the links that truly hold pricing power.',
      [
        { heading: 'Growth is not profit', paragraphs: ['Global solar installations grew more than tenfold in a decade, yet polysilicon, wafers, cells and modules have each seen prices halve at some point. We compared how long each link takes to add capacity: about two years for polysilicon, a few months for modules. The faster a link can expand, the shorter any shortage and the weaker its pricing power.'] },
        { heading: 'The link we chose', paragraphs: ['We settled on a maker of solar glass and encapsulant film. These materials are a small part of a module’s cost but matter a great deal to its lifetime, so module makers are reluctant to switch suppliers. The company also owns its furnace designs and formulations, and newcomers take years to match its yields.', 'We visited the purchasing heads of three module makers; all said they would rather pay a little more than take quality risks on these materials.'] },
        { heading: 'The risk of new technology', paragraphs: ['We kept track of the shift in cell technology from PERC to TOPCon and heterojunction and what it meant for demand. The new cells use more double-sided glass and higher-performance film, which helped the company, but we also set indicators to watch for substitute materials.'] },
        { heading: 'The lesson', paragraphs: ['In a fast-growing industry the best opportunity is not always the most visible link. Links with long capacity cycles, demanding quality and high costs of switching tend to keep steadier profits through the industry’s swings.'] },
      ],
    ],
  ),
  investmentCase(
    '2023-09-01',
    ['科技', 'Technology'],
    [
      '软件企业的订阅转型',
      '一家以项目制为主的企业管理软件公司宣布向订阅制转型，短期收入和利润双双下滑。我们为什么在转型最艰难的阶段买入？',
      [
        { heading: '转型期的报表陷阱', paragraphs: ['从一次性授权转向按年订阅，意味着原本一次确认的收入被分摊到多年，转型初期收入和利润必然下滑。市场往往把这种下滑误读为业务恶化。我们更关注的是年度经常性收入、客户留存率和获客成本回收期。'] },
        { heading: '关键指标告诉了我们什么', paragraphs: ['转型第二年，这家公司的年度经常性收入增长超过四成，按金额计算的净留存率超过一百一十，意味着老客户在续费时还在增加模块和用户数。获客成本回收期约为二十个月，处于行业合理区间。', '我们访谈了十几家中型制造企业客户，他们认为订阅制降低了一次性投入，升级也更及时；少数客户担心长期总成本，这提醒我们关注续费价格策略。'] },
        { heading: '我们如何估值', paragraphs: ['我们没有使用转型期失真的市盈率，而是估算转型完成后的稳态利润率，并据此对年度经常性收入进行折现。当时的市值仅相当于我们估算稳态价值的一半左右。'] },
        { heading: '复盘', paragraphs: ['三年后订阅收入占比超过七成，利润率回升并超过转型前水平。这个案例提醒我们：当会计口径和经济实质背离时，要找到真正反映业务健康度的指标，并有耐心等待报表追上来。'] },
      ],
    ],
    [
      'A software company moves to subscriptions',
      'A maker of enterprise software, mostly sold as one-off projects, announced a move to subscriptions, and both revenue and profit fell. Why did we buy at the hardest point of the transition?',
      [
        { heading: 'The accounting trap of a transition', paragraphs: ['Moving from one-off licences to annual subscriptions spreads revenue once booked up front over several years, so revenue and profit are bound to fall at first. The market often reads that fall as a business in decline. We looked instead at annual recurring revenue, customer retention and how long it takes to earn back the cost of winning a customer.'] },
        { heading: 'What the measures told us', paragraphs: ['In the second year of the transition, annual recurring revenue grew by more than 40% and net revenue retention was above 110%: existing customers were adding modules and users as they renewed. The cost of winning a customer was earned back in about twenty months, a sound figure for the industry.', 'We interviewed more than ten mid-sized manufacturers who use the software. They found that subscriptions lowered the upfront outlay and brought upgrades sooner; a few worried about total cost over time, which told us to keep an eye on renewal pricing.'] },
        { heading: 'How we valued it', paragraphs: ['Rather than a P/E distorted by the transition, we estimated the company’s margin once the transition was complete and discounted its recurring revenue on that basis. The market value at the time was only about half of our estimate of that steady-state value.'] },
        { heading: 'Looking back', paragraphs: ['Three years later subscriptions were more than 70% of revenue, and margins had recovered to above their level before the transition. When the accounts and the economics part ways, we look for the measures that reflect the health of the business, and wait patiently for the accounts to catch up.'] },
      ],
    ],
  ),
];

const BROCHURES: DocumentSeed[] = [
  {
    category: 'brochure',
    isPublic: true,
    date: '2026-01-05',
    zh: {
      title: '公司介绍手册',
      label: '公司手册',
      summary: '泓岸资本成立于2007年，是一家专注于中国及亚洲股票的独立资产管理公司，由合伙人共同所有、共同管理。这本手册介绍我们是谁、为谁服务，以及我们对客户的承诺。',
      sections: [
        { heading: '我们是谁', paragraphs: ['我们相信，长期来看股价终将反映企业的内在价值。因此，我们坚持自下而上的基本面研究，以合理的价格买入优秀企业，并长期持有。', '公司由创始合伙人在北京创立，今天约有一百三十位同事，其中一半以上从事投资研究。合伙人与员工把大部分个人金融资产投资于公司管理的产品，与客户共同承担投资结果。'] },
        { heading: '我们的办公室', paragraphs: ['北京（总部）、上海、深圳、香港、新加坡和纽约。北京和上海的团队负责国内研究与客户服务；深圳团队专注科技与先进制造；香港和新加坡团队覆盖海外上市的中国企业与东南亚市场；纽约办公室服务北美机构客户。'] },
        { heading: '我们的客户', paragraphs: ['我们的客户包括养老金、主权基金、大学捐赠基金、基金会、家族办公室和合格个人投资者。机构客户约占管理资产的八成，前二十大客户与我们的平均合作年限超过七年。', '我们为每位客户配备专属的客户经理，定期寄送季度报告与投资团队的观点，并每年举办投资者交流会。'] },
        { heading: '我们的承诺', paragraphs: ['当规模增长会损害现有客户的利益时，我们选择暂停募集。我们只收取合理的管理费，并在基金合同中清楚列明全部费用。', '我们把尽责管理视为受托责任的一部分：参加持仓公司的股东大会投票，就治理、环境与社会议题与管理层持续沟通，并每年公开披露投票记录。'] },
      ],
    },
    en: {
      title: 'Company brochure',
      label: 'Brochure',
      summary: 'Founded in 2007, Harbourline Capital is an independent asset manager focused on Chinese and Asian equities, owned and run by its partners. This brochure describes who we are, whom we serve and what we promise our clients.',
      sections: [
        { heading: 'Who we are', paragraphs: ['We believe that, over the long run, share prices come to reflect the value of the businesses behind them. So we do bottom-up fundamental research, buy excellent businesses at sensible prices and hold them for the long term.', 'The firm was founded in Beijing by its founding partners and today has about 130 people, more than half of them in investment research. Our partners and employees invest most of their own savings in the funds we manage, sharing the results with our clients.'] },
        { heading: 'Our offices', paragraphs: ['Beijing (headquarters), Shanghai, Shenzhen, Hong Kong, Singapore and New York. The Beijing and Shanghai teams cover domestic research and client service; Shenzhen focuses on technology and advanced manufacturing; Hong Kong and Singapore cover Chinese companies listed abroad and South-East Asia; New York serves our North American institutional clients.'] },
        { heading: 'Our clients', paragraphs: ['Our clients include pension funds, sovereign wealth funds, university endowments, foundations, family offices and qualified individual investors. Institutions hold about four-fifths of the assets we manage, and our twenty largest clients have been with us for more than seven years on average.', 'Every client has a dedicated relationship manager, receives quarterly reports and our investment team’s views, and is invited to our annual investor meeting.'] },
        { heading: 'Our commitments', paragraphs: ['When growing further would hurt existing clients, we close to new money. We charge fair management fees and set out every fee plainly in the fund contract.', 'We see stewardship as part of our duty: we vote at the shareholder meetings of every company we hold, talk with management about governance, environmental and social issues, and publish our voting record every year.'] },
      ],
    },
  },
  {
    category: 'brochure',
    isPublic: true,
    date: '2026-01-05',
    zh: {
      title: '投资方法手册',
      label: '公司手册',
      summary: '我们如何寻找、研究、买入和持有企业：投资理念、研究流程、组合构建与风险管理。',
      sections: [
        { heading: '投资理念', paragraphs: ['以合理价格长期持有优秀企业。决定长期回报的，是企业创造现金流的能力、这种能力能持续多久，以及买入时的价格。市场情绪、宏观预测和指数权重，都不是我们做决定的出发点。'] },
        { heading: '研究流程', paragraphs: ['筛选：从约四千家中国及亚洲上市公司中，按商业模式、财务质量和治理形成约六百家公司的研究名单。', '深度研究：研究员实地调研企业及其客户、供应商与竞争对手，建立盈利模型，写下投资逻辑和可能证伪它的证据。', '投资委员会：每个新想法都要接受质询，并指定一位成员专门唱反调。持续跟踪：每季度对照投资逻辑复盘，逻辑被证伪即卖出。'] },
        { heading: '组合构建', paragraphs: ['主组合占资产八成以上，集中持有二十五至四十家企业，单一持仓一般不超过净值的百分之八；小组合由三个最佳主题构成，用于把握阶段性的结构机会。', '我们的平均持股周期超过四年，年换手率通常低于百分之三十。'] },
        { heading: '风险管理', paragraphs: ['我们把风险定义为本金永久损失的可能，而不是短期波动。首席风险官独立于投资团队，每天监控组合的集中度、流动性与风格暴露，并可直接向投资委员会提出调整要求。'] },
      ],
    },
    en: {
      title: 'Investment approach brochure',
      label: 'Brochure',
      summary: 'How we find, research, buy and hold businesses: our philosophy, research process, portfolio construction and risk management.',
      sections: [
        { heading: 'Philosophy', paragraphs: ['Hold excellent businesses bought at sensible prices for the long term. Long-run returns come down to the cash a business generates, how long it can keep doing so, and the price paid. Market mood, macro forecasts and index weights are not where our decisions start.'] },
        { heading: 'Research process', paragraphs: ['Screening: from about 4,000 listed companies in China and Asia, a research list of around 600 chosen for their business models, financial quality and governance.', 'Deep research: our analysts visit the company and its customers, suppliers and competitors, build an earnings model, and write down the thesis and the evidence that would prove it wrong.', 'Investment committee: every new idea is questioned, with one member assigned to argue the other side. Monitoring: a quarterly review against the thesis; we sell when it is proven wrong.'] },
        { heading: 'Portfolio construction', paragraphs: ['A main portfolio of more than 80% of assets holds 25 to 40 businesses, none usually above 8% of net assets; a small portfolio of the three best themes captures shorter-lived structural opportunities.', 'We hold a company for more than four years on average, and turnover is usually below 30% a year.'] },
        { heading: 'Risk management', paragraphs: ['We define risk as the chance of losing capital for good, not short-term swings. Our Chief Risk Officer works independently of the investment team, monitors concentration, liquidity and style exposure every day, and can take any change required straight to the investment committee.'] },
      ],
    },
  },
];

const OUTLOOK: DocumentSeed = {
  category: 'marketOutlook',
  isPublic: true,
  date: '2026-01-15',
  zh: {
    title: '中国市场展望2026',
    label: '市场展望',
    summary: '我们对2026年中国股票市场的判断：盈利将取代估值成为回报的主要来源，消费、先进制造与医疗健康中的优质企业仍是组合的核心。',
    sections: [
      { heading: '首席投资官观点', paragraphs: ['过去三年，市场在估值收缩中消化了地产调整和外部环境的不确定性。站在2026年初，主要指数的估值已回到历史中位数附近，我们认为未来几年的回报将更多来自企业盈利的增长，而非估值的提升。', '这意味着选股比择时更重要。我们会继续把组合集中在现金流稳定、资本开支有纪律、愿意回报股东的企业上。'] },
      { heading: '宏观观点', paragraphs: ['我们预计国内经济温和增长，政策重心继续放在稳定就业和扩大内需上。利率维持低位有利于高股息资产和长久期成长资产，但也意味着银行和保险的利差承压。', '外部需求方面，出口结构正在从低附加值产品转向机械、汽车和电力设备，这一趋势在2026年仍将延续。'] },
      { heading: '投资主题', paragraphs: ['品质消费：消费者更看重品质和服务，拥有品牌力和渠道效率的企业将继续获得份额。', '先进制造出海：具有全球竞争力的制造企业正在建立海外渠道和本地化产能，海外利润占比提升将带来估值重估。', '医疗创新：人口老龄化和支付体系改革推动创新药与医疗器械的长期需求，我们关注具备国际化能力的企业。'] },
      { heading: 'ESG与尽责管理', paragraphs: ['2025年我们与持仓企业开展了二百余次ESG沟通，重点议题是董事会独立性、供应链劳工标准和碳排放披露。2026年我们将把气候转型计划纳入所有高排放持仓公司的年度沟通。'] },
      { heading: '公司动态', paragraphs: ['新加坡办公室迁入新址并扩充了东南亚研究团队；客户专区上线了产品报告在线预览与估值查询功能。我们将于年内举办两场客户开放日，欢迎预约参加。'] },
    ],
  },
  en: {
    title: 'China market outlook 2026',
    label: 'Market outlook',
    summary: 'Our view of China’s equity market in 2026: earnings will take over from valuations as the main source of returns, and quality businesses in consumer, advanced manufacturing and healthcare remain the core of our portfolios.',
    sections: [
      { heading: 'CIO view', paragraphs: ['Over the past three years the market absorbed the property adjustment and an uncertain world through falling valuations. At the start of 2026 the main indices trade close to their historical median, and we expect returns in the next few years to come more from growth in earnings than from higher valuations.', 'That makes choosing companies more important than timing the market. We will keep our portfolios concentrated in businesses with steady cash flows, disciplined capital spending and a willingness to return cash to shareholders.'] },
      { heading: 'Macro view', paragraphs: ['We expect moderate growth at home, with policy still focused on jobs and domestic demand. Low interest rates favour high-dividend assets and long-duration growth assets, but squeeze the margins of banks and insurers.', 'Abroad, exports continue to move from low value-added goods towards machinery, vehicles and power equipment, a shift we expect to continue through 2026.'] },
      { heading: 'Investment themes', paragraphs: ['Quality consumption: consumers value quality and service, and brands with efficient distribution will keep gaining share.', 'Advanced manufacturing abroad: globally competitive manufacturers are building overseas channels and local production, and a rising share of profits from abroad should lead to a re-rating.', 'Healthcare innovation: an ageing population and reform of payment drive long-term demand for new drugs and devices; we look for companies able to compete internationally.'] },
      { heading: 'ESG and stewardship', paragraphs: ['In 2025 we held more than two hundred ESG discussions with the companies we own, mostly about board independence, labour standards in supply chains and carbon disclosure. In 2026 we will bring climate transition plans into our yearly engagement with every high-emitting holding.'] },
      { heading: 'Business updates', paragraphs: ['Our Singapore office moved to new premises and grew its South-East Asia research team, and the client area now previews product reports online and shows estimated values. We will hold two client open days this year; clients are welcome to book a place.'] },
    ],
  },
};

const CIO_APPENDIX: DocumentSeed = {
  category: 'other',
  isPublic: false,
  date: '2026-10-15',
  zh: {
    title: '首席投资官季度观点附件',
    label: '客户专享资料',
    summary: '季度观点的补充材料：本季度组合调整的明细说明、行业配置的变化，以及我们对常见问题的回答。',
    sections: [
      { heading: '本季度组合调整', paragraphs: ['我们新增了一家工业自动化企业和一家医疗器械企业，分别基于海外订单的持续增长和集采后行业格局的改善；同时退出了一家连锁零售企业，原因是其同店销售连续四个季度下滑，触发了我们事先写下的卖出条件。', '调整后，主组合持股数量为三十二家，前十大持仓占净值约百分之四十五。'] },
      { heading: '行业配置的变化', paragraphs: ['消费仍是第一大配置，但权重较上季度下降约两个百分点；工业和医疗健康合计上升约三个百分点。我们没有刻意追求行业平衡，配置变化来自个股层面的判断。'] },
      { heading: '客户常见问题', paragraphs: ['问：市场波动加大时，是否会降低仓位？答：我们的产品通常保持较高仓位，不以择时作为主要的收益来源。降低风险的主要方式是分散持仓和严格的估值纪律。', '问：如何看待短期业绩落后于基准？答：我们的组合与基准差异较大，短期内跑输或跑赢都很正常。我们更看重三到五年的表现，并会在季度报告中解释每一次明显偏离的原因。'] },
    ],
  },
  en: {
    title: 'CIO quarterly view appendix',
    label: 'For clients',
    summary: 'Background to the quarterly view: the changes to our portfolios this quarter in detail, the shift in sector weights, and answers to the questions clients ask most.',
    sections: [
      { heading: 'Changes this quarter', paragraphs: ['We added an industrial automation company and a medical device maker, the first on steadily growing overseas orders, the second on a better industry structure after volume-based procurement. We sold a retail chain whose same-store sales had fallen for four quarters in a row, meeting the reason to sell we had written down in advance.', 'After these changes the main portfolio holds thirty-two companies, and the ten largest make up about 45% of net assets.'] },
      { heading: 'Sector weights', paragraphs: ['Consumer remains the largest weight but is about two points lower than last quarter; industrials and healthcare together are about three points higher. We do not aim for a balance between sectors: the weights follow from our views on individual companies.'] },
      { heading: 'Questions clients ask', paragraphs: ['Q: Do you hold more cash when markets are volatile? A: Our funds usually stay close to fully invested; timing the market is not how we aim to earn returns. We manage risk through spreading our holdings and strict discipline on valuation.', 'Q: How should I read a period of lagging the benchmark? A: Our portfolios differ a great deal from the benchmark, so lagging or leading it for a while is normal. We care most about results over three to five years, and explain every marked difference in our quarterly reports.'] },
    ],
  },
};

/** In seed order: the CMS files' ids follow it (the appendix, last, is the one an investment article attaches). */
export const DOCUMENTS: DocumentSeed[] = [...CASES, ...BROCHURES, OUTLOOK, CIO_APPENDIX];

/**
 * The public site's own documents, linked from its pages rather than listed as CMS files: the 2021 brochure
 * (/brochure/2021, a Chinese page) and the full China Insights reports of which /chinaInsights and
 * /chinaInsights2022 show the summary (src/content/reports.ts), under the same titles and figures.
 */
const BROCHURE_2021: DocumentSeed = {
  category: 'brochure',
  isPublic: true,
  date: '2022-01-10',
  zh: {
    title: '泓岸资本 2021 年度宣传册',
    label: '年度宣传册',
    summary: '2021年，市场风格剧烈切换，我们坚持以企业基本面为锚。这本宣传册回顾这一年里我们的投资、研究、客户服务与社会责任工作。',
    sections: [
      { heading: '2021 年回顾', paragraphs: ['这一年市场风格剧烈切换：年初备受追捧的消费与医药龙头大幅回调，新能源与周期板块轮番上涨。我们坚持以企业基本面为锚，全年组合换手率约25%，与往年相当。', '我们卖出了几家估值明显透支的公司，也在回调中增持了长期逻辑未变的企业。年末，主组合持有三十四家企业，前十大持仓约占净值的百分之四十二。', '这一年我们上线了投资者服务平台，客户可以随时在线查看持仓与净值。'] },
      { heading: '我们是谁', paragraphs: ['泓岸资本成立于2007年，是一家专注于中国及亚洲股票的独立资产管理公司，由合伙人共同所有、共同管理，在北京、上海、深圳、香港、新加坡和纽约设有办公室。', '我们的客户包括养老金、大学捐赠基金、基金会、家族办公室和合格个人投资者。合伙人与员工把大部分个人金融资产投资于公司管理的产品，与客户共同承担投资结果。'] },
      { heading: '研究与投资', paragraphs: ['投资研究团队分为八个行业小组，覆盖消费、医药健康、科技、工业、金融、能源与材料、互联网、公用事业与地产。2021年研究员累计完成一千余次企业调研，其中四成是对持仓公司的客户、供应商和竞争对手的走访。', '每个新的投资想法都要经过投资委员会的质询，并指定一位成员专门唱反调；持仓公司每季度复盘一次，投资逻辑被证伪即卖出。'] },
      { heading: '客户服务', paragraphs: ['全年我们为客户举办了四次季度电话会和一次线下投资者交流会，并寄送了季度报告与投资团队的观点。', '投资者服务平台上线后，客户可以在线查看持仓、净值、交易记录和定期报告，也可以直接向客户经理提问。'] },
      { heading: '责任与公益', paragraphs: ['我们参加了全部持仓公司的股东大会投票，全年与241家企业开展ESG沟通，并首次向客户发布完整的投票记录。', '泓岸公益项目资助建设的乡村学校图书馆增至40所，同事们利用假期到其中九所学校担任阅读志愿者。'] },
      { heading: '荣誉', paragraphs: ['泓岸资本获评2021年度“最佳客户服务奖”。我们把这份认可归功于每一位客户的信任与反馈。'] },
    ],
  },
  en: {
    title: 'Harbourline Capital annual brochure 2021',
    label: 'Annual brochure',
    summary: 'In 2021 market styles swung sharply, and we kept business fundamentals as our anchor. This brochure looks back on our year of investing, research, client service and responsibility.',
    sections: [
      { heading: '2021 in review', paragraphs: ['Market styles swung sharply this year: the consumer and healthcare leaders in favour in January fell hard, while new energy and cyclical stocks took turns to rally. We kept business fundamentals as our anchor, and portfolio turnover was about 25% for the year, in line with the past.', 'We sold a few companies whose valuations had run far ahead of them and added on the way down to others whose long-term case was intact. At the year end the main portfolio held thirty-four companies, the ten largest making up about 42% of net assets.', 'We also launched the investor portal, where clients can see their holdings and NAVs online at any time.'] },
      { heading: 'Who we are', paragraphs: ['Founded in 2007, Harbourline Capital is an independent asset manager focused on Chinese and Asian equities, owned and run by its partners, with offices in Beijing, Shanghai, Shenzhen, Hong Kong, Singapore and New York.', 'Our clients include pension funds, university endowments, foundations, family offices and qualified individual investors. Our partners and employees invest most of their own savings in the funds we manage, sharing the results with our clients.'] },
      { heading: 'Research and investing', paragraphs: ['Our research team works in eight sector groups: consumer, healthcare, technology, industrials, financials, energy and materials, internet, and utilities and property. In 2021 our analysts made more than a thousand company visits, four in ten of them to the customers, suppliers and competitors of companies we own.', 'Every new idea is questioned by the investment committee, with one member assigned to argue the other side; every holding is reviewed each quarter, and we sell when the thesis is proven wrong.'] },
      { heading: 'Client service', paragraphs: ['We held four quarterly calls and one investor meeting in person for our clients during the year, and sent them our quarterly reports and the investment team’s views.', 'With the investor portal, clients can see their holdings, NAVs, transactions and periodic reports online, and put questions straight to their relationship manager.'] },
      { heading: 'Responsibility', paragraphs: ['We voted at the shareholder meetings of every company we hold, engaged with 241 companies on ESG during the year, and sent clients our full voting record for the first time.', 'The Harbourline charity programme has now funded 40 village school libraries, and colleagues spent part of their holidays reading with pupils at nine of them.'] },
      { heading: 'Recognition', paragraphs: ['Harbourline Capital received a 2021 award for the best client service. We owe it to the trust and the feedback of every one of our clients.'] },
    ],
  },
};

const CHINA_INSIGHTS_2023: DocumentSeed = {
  category: 'marketOutlook',
  isPublic: true,
  date: '2023-01-16',
  zh: {
    title: '2023 中国市场展望',
    label: '中国市场展望',
    summary: '在不确定中寻找确定的企业：我们对2022年的回顾，对2023年中国经济与股票市场的判断，三个投资主题，以及这一年的尽责管理与公司动态。',
    sections: [
      { heading: '首席投资官观点', paragraphs: ['对中国股票投资者而言，2022年是艰难的一年。疫情反复、地产下行与海外加息叠加，主要指数全年下跌超过两成，我们的组合也未能幸免。', '回头看，我们的错误主要在节奏而非方向：我们低估了消费恢复所需的时间，也在部分互联网公司上加仓过早。但我们持有的企业中，绝大多数的竞争地位在这一年里不降反升：有的在同行收缩时扩大了渠道，有的借机收购了陷入困境的竞争对手。', '进入2023年，我们对中国优质企业的长期前景依然乐观。估值已回到历史较低区间，而盈利的韧性超出市场预期。我们不预测市场何时见底，但相信以今天的价格买入好企业，五年后回头看会是合理的决定。'] },
      { heading: '宏观观点', paragraphs: ['我们预计2023年中国经济温和复苏，全年增速回升至5%左右。消费是复苏的主要动力，但恢复将是渐进的：居民储蓄率偏高，收入预期需要时间修复。服务消费，尤其是出行、餐饮和线下娱乐，可能比商品消费恢复得更快。', '出口增速可能明显放缓，海外需求走弱是主要拖累。地产销售有望企稳，但新开工仍将低迷，相关产业链的压力会持续一段时间。', '通胀温和，为政策留出了空间。我们预计财政与货币政策保持支持性，政策重心从稳增长逐步转向提振信心。对民营企业与平台经济的政策表态，是我们全年重点跟踪的信号之一。'] },
      { heading: '投资主题', paragraphs: ['一、消费复苏中的品牌企业。消费者变得更加理性，但仍愿意为品质和信任买单。我们看好在产品与渠道上持续投入、疫情期间份额不降反升的品牌，并通过门店走访和经销商访谈跟踪它们的动销。', '二、制造业升级与自主可控。在工业自动化、半导体设备和关键零部件领域，一批中国企业已能与海外龙头同台竞争，国产替代还有很长的路可走。我们更看重客户验证与交付记录，而不是产能规划。', '三、医疗服务的长期需求。人口老龄化带来的医疗需求是确定的。我们关注在专科医疗和创新器械领域兼具临床价值与成本优势的企业，同时审慎评估集采等政策的影响。'] },
      { heading: 'ESG', paragraphs: ['2022年，我们与286家企业就公司治理与减排开展沟通，其中41家设定了新的减排目标，17家首次发布独立的可持续发展报告。', '我们在股东大会上对约8%的议案投了反对票，主要涉及关联交易与董事独立性。2023年，供应链劳工管理将成为我们的重点沟通议题之一，我们会先在纺织、电子制造和食品加工三个行业的持仓公司中开展。'] },
      { heading: '公司动态', paragraphs: ['纽约办公室团队扩充至12人，北美新增三家机构客户。', '投资者服务平台新增产品报告与估值查询功能，客户可以随时查看持仓、净值和定期报告。', '全年新增两位合伙人，并有14位新同事加入，其中6位加入投资研究团队。'] },
    ],
  },
  en: {
    title: 'China Insights 2023',
    label: 'China Insights',
    summary: 'Finding certain businesses in uncertain times: our look back at 2022, our view of China’s economy and equity market in 2023, three investment themes, and our year in stewardship and in the firm.',
    sections: [
      { heading: 'CIO View', paragraphs: ['For investors in Chinese equities, 2022 was a hard year. Recurring lockdowns, a falling property market and rising interest rates abroad pushed the main indices down by more than a fifth, and our portfolios did not escape.', 'Looking back, our mistakes were of timing rather than direction: we underestimated how long the consumer recovery would take, and we added to some internet holdings too early. Yet most of the businesses we own ended the year with a stronger competitive position, not a weaker one: some widened their distribution while rivals retreated, others bought competitors in difficulty.', 'We enter 2023 optimistic about the long-term prospects of China’s best businesses. Valuations are back near historic lows, while earnings have held up better than expected. We will not guess when the market bottoms, but we believe that buying good businesses at today’s prices will look sensible five years from now.'] },
      { heading: 'Macro View', paragraphs: ['We expect a moderate recovery in 2023, with growth returning to around 5%. Consumption will lead, but gradually: households are saving a great deal and need time to regain confidence in their incomes. Spending on services, travel, dining and entertainment above all, may recover faster than spending on goods.', 'Exports are likely to slow markedly as demand abroad weakens. Property sales should stabilise, but new construction will stay weak, and the pressure on related industries will last for a while.', 'Inflation is mild, which leaves room for policy. We expect fiscal and monetary policy to stay supportive, with the emphasis shifting from stabilising growth to restoring confidence. What policy says about private companies and the platform economy is one of the signals we will follow most closely this year.'] },
      { heading: 'Investment Themes', paragraphs: ['One, brands in the consumer recovery. Consumers have become more careful, but they still pay for quality and trust. We favour brands that kept investing in products and distribution and gained share through the pandemic, and we follow their sales through store visits and conversations with distributors.', 'Two, manufacturing upgrades and local supply chains. In industrial automation, chip equipment and key components, a number of Chinese companies now compete with global leaders, and local substitution has a long way to run. We weigh customer qualification and delivery records above plans for capacity.', 'Three, long-term demand for healthcare. An ageing population makes demand for healthcare a certainty. We look for companies with clinical value and a cost advantage in specialist care and innovative devices, while weighing carefully the effect of volume-based procurement.'] },
      { heading: 'ESG', paragraphs: ['In 2022 we engaged with 286 companies on governance and emissions; 41 of them set new reduction targets, and 17 published a standalone sustainability report for the first time.', 'We opposed about 8% of resolutions at shareholder meetings, mostly on related-party transactions and board independence. In 2023 labour standards in supply chains become one of our engagement priorities, starting with the companies we hold in textiles, electronics manufacturing and food processing.'] },
      { heading: 'Business Updates', paragraphs: ['The New York team has grown to 12 people, and we welcomed three new institutional clients in North America.', 'The investor portal now offers product reports and estimated values, so clients can check their holdings, NAVs and periodic reports at any time.', 'Two colleagues became partners, and 14 people joined us during the year, six of them in investment research.'] },
    ],
  },
};

const CHINA_INSIGHTS_2022: DocumentSeed = {
  category: 'marketOutlook',
  isPublic: true,
  date: '2022-01-18',
  zh: {
    title: '2022 中国市场展望',
    label: '中国市场展望',
    summary: '回归基本面：我们对2021年风格切换的回顾，对2022年经济与政策的判断，三个投资主题，以及这一年的尽责管理与公司动态。',
    sections: [
      { heading: '首席投资官观点', paragraphs: ['2021年市场风格剧烈切换：年初备受追捧的消费与医药龙头大幅回调，新能源与周期板块轮番上涨。在这样的市场里，追逐热点很容易，坚守纪律很难。', '我们坚持以企业基本面为锚。全年组合换手率约25%，与往年相当；我们卖出了几家估值明显透支的公司，也在回调中增持了长期逻辑未变的企业。', '我们不会因为某个板块一年的涨跌而改变对企业的判断。2022年，我们会继续把精力放在企业本身：它的客户为什么选择它，它的利润能否持续，以及我们为此付出的价格是否合理。'] },
      { heading: '宏观观点', paragraphs: ['我们预计2022年经济增速放缓，政策逐步转向稳增长。地产调控与行业监管的影响仍在释放，企业盈利增速将低于2021年。', '海外央行开始收紧货币政策，全球流动性环境可能不如过去两年宽松。估值较高、依赖远期盈利的资产对利率变化更为敏感，这是我们在组合中控制估值风险的原因之一。', '原材料价格的高位运行挤压了中下游制造企业的利润，我们更关注那些能够把成本传导给客户的企业。'] },
      { heading: '投资主题', paragraphs: ['一、能源转型。从光伏、风电到储能与电网，产业链的长期需求清晰，我们更关注其中具备成本优势和定价能力的环节，而不是产能扩张最快的环节。', '二、消费升级。消费者愿意为更好的产品和服务付费，国货品牌的崛起仍处在早期。我们看重复购率和渠道效率，而不是一时的声量。', '三、产业链安全。关键材料、零部件与工业软件的自主可控，将在未来十年持续获得投入。'] },
      { heading: 'ESG', paragraphs: ['全年与241家企业开展ESG沟通，并首次向客户发布完整的投票记录。', '我们更新了ESG评分方法，把气候风险与数据安全纳入所有行业的研究框架。每份新的深度研究报告都需要说明这两项风险对企业长期价值的影响。'] },
      { heading: '公司动态', paragraphs: ['投资者服务平台上线，客户可以在线查看持仓与净值。', '新加坡办公室迁入新址，为扩充东南亚研究团队做好准备。'] },
    ],
  },
  en: {
    title: 'China Insights 2022',
    label: 'China Insights',
    summary: 'Back to fundamentals: our look back at the style swings of 2021, our view of the economy and policy in 2022, three investment themes, and our year in stewardship and in the firm.',
    sections: [
      { heading: 'CIO View', paragraphs: ['Market styles swung sharply in 2021. The consumer and healthcare leaders in favour at the start of the year fell hard, while new energy and cyclical stocks took turns to rally. In a market like that, chasing what is hot is easy; keeping discipline is not.', 'We kept business fundamentals as our anchor. Portfolio turnover was about 25% for the year, in line with the past: we sold a few companies whose valuations had run far ahead of them, and added on the way down to others whose long-term case was intact.', 'We do not change our view of a business because its sector rose or fell for a year. In 2022 we will keep our attention on the businesses themselves: why their customers choose them, whether their profits can last, and whether the price we pay for them is sensible.'] },
      { heading: 'Macro View', paragraphs: ['We expect growth to slow in 2022 and policy to turn gradually towards supporting it. Property tightening and new industry regulation are still working through, and earnings will grow more slowly than in 2021.', 'Abroad, central banks are starting to tighten, so global liquidity may be less generous than in the past two years. Highly valued assets that depend on distant earnings are the most sensitive to rates, which is one reason we keep valuation risk in check across our portfolios.', 'High raw-material prices are squeezing the margins of manufacturers further down the chain; we prefer companies able to pass their costs on to their customers.'] },
      { heading: 'Investment Themes', paragraphs: ['One, the energy transition. From solar and wind to storage and the grid, long-term demand is clear; we focus on the parts of the chain with a cost advantage and pricing power rather than those adding capacity fastest.', 'Two, consumer upgrades. Consumers will pay for better products and services, and the rise of Chinese brands is still at an early stage. We look at repeat purchases and efficient distribution rather than passing buzz.', 'Three, supply-chain security. Key materials, components and industrial software will keep attracting investment over the next decade.'] },
      { heading: 'ESG', paragraphs: ['We engaged with 241 companies on ESG during the year and sent clients our full voting record for the first time.', 'We updated our ESG scoring so that climate risk and data security are part of the research framework in every sector. Every new in-depth research report now says how these two risks bear on the company’s long-term value.'] },
      { heading: 'Business Updates', paragraphs: ['The investor portal went live: clients can now see their holdings and NAVs online.', 'The Singapore office moved to new premises, ready for a larger South-East Asia research team.'] },
    ],
  },
};

/** The public site's own documents, by the name of their address under /files/ (server/media.ts draws them). */
export const SITE_DOCUMENTS = {
  brochure2021: BROCHURE_2021,
  chinaInsights2023: CHINA_INSIGHTS_2023,
  chinaInsights2022: CHINA_INSIGHTS_2022,
} as const;

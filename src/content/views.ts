/**
 * Investment views (投资观点, /investmentZh and /informationDetailsZh): the firm's published articles, each with its
 * cover illustration. The menu item exists in Chinese only (SPEC.md §2); the articles have English versions for
 * readers who switch language.
 */
import type { Bilingual } from './types';

export interface ViewArticle {
  id: string;
  title: string;
  date: string;
  author: string;
  summary: string;
  /** The cover illustration (decorative: the title is beside it). */
  image: string;
  paragraphs: string[];
}

/** The list page's banner. */
export const VIEWS_PAGE: Bilingual<{ subtitle: string; banner: string }> = {
  zh: { subtitle: '我们的研究员和投资经理写下的思考：关于企业、行业，也关于投资本身。', banner: '/images/banner-views.svg' },
  en: { subtitle: 'Notes from our analysts and portfolio managers on businesses, industries and investing itself.', banner: '/images/banner-views.svg' },
};

const cover = (name: string) => `/images/view-${name}.svg`;

export const VIEWS: Bilingual<ViewArticle[]> = {
  zh: [
    {
      id: 'v1', title: '耐心是一种被低估的竞争优势——写在泓岸资本成立十六周年之际', date: '2023-06-30', author: '林远舟', image: cover('patience'),
      summary: '长期投资最大的敌人往往不是市场，而是我们自己的急躁。',
      paragraphs: [
        '十六年前的夏天，我们在北京一间不到一百平方米的办公室里开始了泓岸资本。那时团队只有五个人，第一只产品的规模不到一亿元。回头看，我们最好的投资几乎都经历过至少一次令人不安的回撤，有的甚至在买入后整整两年都是亏损的。',
        '耐心之所以被低估，是因为它在短期内几乎没有回报。一个季度、一年，甚至两年，市场都可能与你的判断背道而驰。在这段时间里，坚持看起来和固执没有什么两样。',
        '区分二者的，是研究。耐心不是被动等待，而是在充分研究之后，对企业长期价值的坚定信任。我们为每一家持仓公司都写下了“什么情况说明我们错了”。只要这些情况没有出现，股价下跌就是机会而不是警报；一旦出现，无论浮亏多少，我们都会卖出。',
        '耐心也需要制度的支撑。我们的研究员不按季度业绩排名，投资委员会的每一次决策都有据可查，我们的客户大多承诺了五年以上的投资期限。没有这些，再坚定的人也难以抵御市场的噪音。',
        '当然，耐心不是犯错的借口。十六年里，我们也曾因为过度自信，在一些企业上坚持得太久。每一次犯错之后，我们都会回到当初的报告，找出判断偏差的来源，并把教训写进研究流程。',
        '站在第十七个年头的起点，我们依然相信：在一个越来越快的市场里，愿意慢下来的人会越来越少，而这正是耐心的价值所在。感谢每一位与我们同行的客户和同事。',
      ],
    },
    {
      id: 'v2', title: '消费复苏的节奏与结构', date: '2023-04-12', author: '沈清和', image: cover('consumer-recovery'),
      summary: '消费复苏不是齐步走，品牌与渠道的分化正在加大。',
      paragraphs: [
        '春节之后，市场对消费复苏的预期一度非常乐观。但我们在一季度走访了 60 家消费企业及其经销商，发现复苏并不是齐步走，品牌与渠道之间的分化正在加大。',
        '恢复最快的是两端。一端是高端消费：高收入人群的消费意愿受疫情影响较小，出行、餐饮和高端白酒的需求反弹明显。另一端是高性价比的产品和渠道：折扣零售和平价餐饮的客流已经超过 2019 年同期。',
        '恢复较慢的是中间层。定价居中、缺乏鲜明品牌形象的产品正在流失顾客。消费者并没有停止花钱，而是变得更挑剔，更愿意为“值得”的东西买单。',
        '渠道方面，线下门店的客流在恢复，但单店效率分化明显。我们调研的一家连锁企业，新店回本周期已从 18 个月拉长到 26 个月，这提醒我们对扩张速度保持警惕。',
        '基于这些观察，我们继续重点配置具有定价能力的品牌企业，同时加大了对高性价比渠道的研究投入。我们预计消费的全面恢复需要两到三年，而不是两到三个季度。',
      ],
    },
    {
      id: 'v3', title: '制造业升级中的隐形冠军', date: '2023-02-08', author: '投资研究团队', image: cover('hidden-champions'),
      summary: '在细分领域做到全球领先的中国制造企业越来越多。',
      paragraphs: [
        '提到中国制造，很多人想到的是规模：最大的产能、最长的产业链。但在我们的研究名单上，越来越多的企业并不以规模取胜，而是在某个细分领域做到了全球前三。',
        '这些企业的营收通常只有几十亿元，产品却是下游客户生产线上不可替代的一环：精密减速器、特种阀门、半导体用高纯材料、医疗影像设备的核心部件。客户要更换供应商，往往需要一到两年的验证。',
        '我们总结了隐形冠军的三个共同点。第一是专注：创始团队往往在同一领域深耕二十年以上，很少跨界扩张。第二是持续投入研发：研发费用普遍超过收入的 8%，行业低谷时也不削减。第三是与客户共同成长：新产品往往来自与头部客户的联合开发。',
        '投资这类企业的难点在于估值。市场容易把它们当作周期股，在景气高点给出过高的估值，又在低谷时过度悲观。我们的做法是按完整周期估算其盈利能力，并在行业低谷、而非景气高点时建立仓位。',
        '目前我们的组合中有七家这样的企业，平均持有时间超过五年。随着制造业升级的深入，我们相信这份名单还会变长。',
      ],
    },
    {
      id: 'v4', title: '风险不是波动：我们如何看待组合风险', date: '2022-11-21', author: '方若衡', image: cover('risk'),
      summary: '股价下跌本身并不可怕，可怕的是企业价值的永久损失。',
      paragraphs: [
        '每当市场大幅波动，客户最常问我们的问题是：组合的风险是不是变大了？回答之前，需要先说清楚我们所说的风险是什么。',
        '在学术研究和许多风险模型中，风险就是波动率。但对长期投资者来说，股价下跌 20% 本身并不可怕；可怕的是企业价值永久受损，或者在最坏的时点被迫卖出。',
        '因此，我们从三个方面管理风险。一是企业风险：研究员必须说明每家企业可能以什么方式失败，以及我们如何捕捉这些信号。二是组合风险：我们控制单一持仓、单一行业和单一主题的集中度，避免整个组合押注于同一个宏观变量。三是流动性风险：即使在极端行情下，组合也要能应对客户赎回，而不必折价抛售。',
        '我们也关注波动率，但把它当作提示，而不是目标。当组合波动明显高于历史水平时，我们会追问波动从何而来：如果来自市场情绪，我们通常按兵不动；如果来自某个投资逻辑的动摇，我们会重新审视这笔持仓。',
        '风险管理归根结底依靠诚实：对自己研究的局限诚实，对客户诚实。每个季度，我们都会向客户说明组合的主要风险来源，包括那些我们还没有想清楚的问题。',
      ],
    },
  ],
  en: [
    {
      id: 'v1', title: 'Patience is an underrated competitive advantage: on our sixteenth anniversary', date: '2023-06-30', author: 'Lin Yuanzhou', image: cover('patience'),
      summary: 'The biggest enemy of long-term investing is often not the market but our own impatience.',
      paragraphs: [
        'Sixteen summers ago we started Harbourline Capital in a Beijing office of less than a hundred square metres. There were five of us, and our first fund held less than RMB 100 million. Looking back, nearly every one of our best investments went through at least one unsettling drawdown; some were under water for two full years after we bought them.',
        'Patience is underrated because in the short run it pays nothing. For a quarter, a year, even two, the market can move against your judgement, and while it does, perseverance looks exactly like stubbornness.',
        'What tells them apart is research. Patience is not passive waiting; it is a firm trust in long-term value that rests on thorough work. For every holding we have written down what would prove us wrong. As long as none of it happens, a falling share price is an opportunity rather than an alarm. When it does happen, we sell, whatever the loss.',
        'Patience also needs the right institutions around it. Our analysts are not ranked on quarterly results, every investment committee decision is on record, and most of our clients have committed their capital for five years or more. Without these, even the most determined investor would struggle against the noise.',
        'Patience is no excuse for error, of course. Over sixteen years we have held on to some companies for too long out of overconfidence. After every such mistake we go back to the original report, find where our judgement went wrong, and write the lesson into our process.',
        'As we begin our seventeenth year, we still believe that in an ever faster market fewer and fewer people are willing to slow down, and that this is exactly where the value of patience lies. Thank you to every client and colleague who has made the journey with us.',
      ],
    },
    {
      id: 'v2', title: 'The pace and shape of the consumer recovery', date: '2023-04-12', author: 'Shen Qinghe', image: cover('consumer-recovery'),
      summary: 'The recovery is uneven; brands and channels are drifting apart.',
      paragraphs: [
        'After the Spring Festival, hopes for a consumer recovery ran very high. But when we visited 60 consumer companies and their distributors in the first quarter, we found that the recovery is uneven, and that brands and channels are drifting further apart.',
        "The two ends are recovering fastest. At the top, higher earners' appetite for spending was barely dented by the pandemic, and demand for travel, dining out and premium baijiu has rebounded strongly. At the other end, value products and channels are thriving: footfall at discount retailers and budget restaurants is already above 2019 levels.",
        'The middle is slower. Mid-priced products without a distinct brand are losing customers. Consumers have not stopped spending; they have become choosier, and they pay for what they think is worth it.',
        'In the shops, footfall is returning but store productivity varies widely. At one chain we visited, the payback period of a new store has stretched from 18 months to 26, a reminder to be wary of rapid expansion.',
        'In light of this we are keeping our focus on brands with pricing power, while putting more research into value channels. We expect a full recovery in consumption to take two to three years, not two to three quarters.',
      ],
    },
    {
      id: 'v3', title: 'Hidden champions of manufacturing upgrades', date: '2023-02-08', author: 'Investment research team', image: cover('hidden-champions'),
      summary: 'More Chinese manufacturers lead the world in their niche.',
      paragraphs: [
        'Chinese manufacturing is usually described in terms of scale: the largest capacity, the longest supply chains. Yet more and more companies on our research list win not by size but by ranking among the top three in the world in a narrow niche.',
        "Their revenue is often just a few billion yuan, but their products are irreplaceable on their customers' production lines: precision reducers, specialist valves, high-purity materials for chipmaking, core parts of medical imaging equipment. Switching to another supplier can cost a customer one to two years of qualification.",
        'We see three things these hidden champions share. First, focus: their founders have usually worked in the same field for twenty years or more and rarely stray outside it. Second, steady investment in research and development, often more than 8% of revenue, which they do not cut in a downturn. Third, they grow with their customers: new products often come from joint development with the leaders of their industry.',
        'The hard part is valuation. The market tends to treat these companies as cyclicals, paying too much at the top of the cycle and turning too gloomy at the bottom. We estimate their earning power over a full cycle and build our positions in downturns rather than at the peak.',
        'Our portfolios now hold seven such companies, on average for more than five years. As manufacturing upgrades continue, we expect the list to grow.',
      ],
    },
    {
      id: 'v4', title: 'Risk is not volatility: how we think about portfolio risk', date: '2022-11-21', author: 'Fang Ruoheng', image: cover('risk'),
      summary: 'A falling share price is not the danger; a permanent loss of business value is.',
      paragraphs: [
        'Whenever markets swing hard, the question clients ask us most is whether their portfolio has become riskier. To answer it, we first need to say what we mean by risk.',
        'In academic work and in many risk models, risk means volatility. For a long-term investor, though, a 20% fall in a share price is not in itself the danger. The danger is a permanent loss of business value, or being forced to sell at the worst possible moment.',
        'So we manage risk in three ways. The first is business risk: analysts must set out how each company could fail and how we would see it coming. The second is portfolio risk: we limit concentration in any one holding, sector or theme, so that the portfolio does not end up betting on a single macro variable. The third is liquidity risk: even in extreme markets the portfolio must be able to meet redemptions without selling at a discount.',
        'We do watch volatility, but as a signal rather than a target. When a portfolio moves much more than it has in the past, we ask where the movement comes from. If it is market sentiment, we usually sit still; if a thesis is wobbling, we look at the holding again.',
        'In the end, risk management rests on honesty: about the limits of our own research, and with our clients. Every quarter we tell clients where the main risks in their portfolios lie, including the questions we have not yet answered.',
      ],
    },
  ],
};

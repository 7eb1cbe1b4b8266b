/**
 * Home page texts of the fictional Harbourline Capital / 泓岸资本 (SPEC.md §1), written for this project: the first
 * screen (banner, about us) here, the sections below it in home-sections.ts, which the page loads after its first
 * paint.
 */
import type { Bilingual, TextSection } from './types';

export interface HomeContent {
  banner: { title: string; subtitle: string; image: string };
  about: TextSection;
}

export const HOME: Bilingual<HomeContent> = {
  zh: {
    banner: {
      title: '以研究为本，与时间为友',
      subtitle: '泓岸资本成立于 2007 年，专注于中国及亚洲股票的长期投资。',
      image: '/images/banner-home.svg',
    },
    about: {
      heading: '关于我们',
      paragraphs: [
        '泓岸资本是一家独立的股票资产管理公司，2007 年创立于北京。十六年来，我们只做一件事：研究中国及亚洲的上市公司，并长期持有其中最优秀的企业。今天，我们在北京、上海、深圳、香港、新加坡和纽约设有六个办公室，约 130 位同事中有一半以上从事投资研究。',
        '我们的客户包括海内外的养老金、主权基金、大学捐赠基金、基金会和家族办公室，以及合格个人投资者。他们大多愿意把资金托付给我们五年、十年甚至更久，这份耐心让我们能够穿越短期波动，专注于企业的长期价值。',
        '我们的方法说起来并不复杂：自下而上地研究企业，弄清楚它靠什么赚钱、能否持续赚钱、管理层是否值得信任；然后以合理的价格买入，只要投资逻辑成立就长期持有。难的是坚持——在市场狂热时保持克制，在市场恐慌时保持勇气。',
        '泓岸由合伙人共同所有、共同管理，没有外部股东。合伙人和员工将大部分个人金融资产投资于公司管理的产品，与客户同甘共苦。',
      ],
    },
  },
  en: {
    banner: {
      title: 'Research first, time as our friend',
      subtitle: 'Founded in 2007, Harbourline Capital invests for the long term in Chinese and Asian equities.',
      image: '/images/banner-home.svg',
    },
    about: {
      heading: 'About Us',
      paragraphs: [
        'Harbourline Capital is an independent equity manager, founded in Beijing in 2007. For sixteen years we have done one thing: study the listed companies of China and the rest of Asia, and own the best of them for a long time. Today about 130 of us work in six offices, in Beijing, Shanghai, Shenzhen, Hong Kong, Singapore and New York, more than half of us in investment research.',
        'Our clients are pension funds, sovereign wealth funds, university endowments, foundations and family offices around the world, along with qualified individual investors. Most commit their capital for five or ten years, often longer. That patience lets us look through short-term swings and concentrate on what a business will be worth.',
        'Our approach is simple to describe. We research businesses from the bottom up: how they make money, whether they can keep making it, and whether the people running them deserve our trust. We buy at sensible prices and hold for as long as the thesis holds. The hard part is discipline: restraint when markets are euphoric, courage when they panic.',
        "The firm is owned and run by its partners, with no outside shareholders. Our partners and employees invest most of their own savings in the funds we manage, so we share our clients' results, in good years and bad.",
      ],
    },
  },
};

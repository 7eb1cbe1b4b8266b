/** Home page texts of the fictional Harbourline Capital / 泓岸资本 (SPEC.md §1), written for this project. */
import type { Bilingual, TextSection } from './types';

export interface ClientRegion {
  region: string;
  share: number;
  note: string;
}

export interface HomeContent {
  banner: { title: string; subtitle: string; image: string; imageAlt: string };
  about: TextSection;
  nameOrigin: { heading: string; characters: { char: string; reading: string; meaning: string }[]; summary: string };
  clients: { heading: string; intro: string; regions: ClientRegion[] };
  culture: { heading: string; values: { title: string; text: string }[] };
  responsibility: TextSection;
}

export const HOME: Bilingual<HomeContent> = {
  zh: {
    banner: {
      title: '以研究为本，与时间为友',
      subtitle: '泓岸资本成立于 2007 年，专注于中国及亚洲股票的长期投资。',
      image: '/images/banner-home.svg',
      imageAlt: '晨光中的海岸线插画',
    },
    about: {
      heading: '关于我们',
      paragraphs: [
        '泓岸资本是一家独立的股票资产管理公司，2007 年创立于北京，目前在北京、上海、深圳、香港、新加坡和纽约设有办公室。',
        '我们坚持自下而上的基本面研究，以合理的价格长期持有优秀企业，为养老金、主权基金、捐赠基金、家族办公室和合格投资者管理资产。',
      ],
    },
    nameOrigin: {
      heading: '名字的由来',
      characters: [
        { char: '泓', reading: '', meaning: '水深而清。我们希望研究像深水一样沉静、透彻，看清企业的本来面目。' },
        { char: '岸', reading: '', meaning: '水边的陆地。无论市场如何起伏，我们都为客户守住一片可以停靠的岸。' },
      ],
      summary: '“泓岸”二字合在一起，是深而清的水与可靠的岸：耐心的研究，稳健的托付。',
    },
    clients: {
      heading: '客户分布',
      intro: '我们的客户来自全球多个地区，以长期机构投资者为主。',
      regions: [
        { region: '中国内地', share: 0.38, note: '合格个人投资者与机构' },
        { region: '北美', share: 0.24, note: '养老金与大学捐赠基金' },
        { region: '欧洲', share: 0.16, note: '主权基金与保险机构' },
        { region: '亚太其他地区', share: 0.15, note: '家族办公室与基金会' },
        { region: '中东', share: 0.07, note: '主权及政府相关机构' },
      ],
    },
    culture: {
      heading: '企业文化',
      values: [
        { title: '求真', text: '独立思考，尊重事实，敢于承认错误。' },
        { title: '长期', text: '以十年为尺度看待企业与团队的成长。' },
        { title: '协作', text: '没有明星基金经理，只有彼此信任的团队。' },
        { title: '受托', text: '把客户的每一分钱当作自己的钱来管理。' },
      ],
    },
    responsibility: {
      heading: '社会责任',
      paragraphs: [
        '自 2012 年起，泓岸公益项目已资助西部地区 46 所乡村学校的图书馆建设与教师培训。',
        '员工每年享有两天志愿者假期，参与环保、助学与社区服务。',
      ],
    },
  },
  en: {
    banner: {
      title: 'Research first, time as our friend',
      subtitle: 'Founded in 2007, Harbourline Capital invests for the long term in Chinese and Asian equities.',
      image: '/images/banner-home.svg',
      imageAlt: 'Illustration of a coastline at dawn',
    },
    about: {
      heading: 'About Us',
      paragraphs: [
        'Harbourline Capital is an independent equity asset manager, founded in Beijing in 2007, with offices in Beijing, Shanghai, Shenzhen, Hong Kong, Singapore and New York.',
        'We do bottom-up fundamental research and hold excellent businesses bought at sensible prices for the long term, managing assets for pension funds, sovereign funds, endowments, family offices and qualified investors.',
      ],
    },
    nameOrigin: {
      heading: 'Our Name',
      characters: [
        { char: '泓', reading: 'Hong', meaning: 'Deep, clear water. Our research should be calm and transparent, seeing businesses as they are.' },
        { char: '岸', reading: 'An', meaning: 'The shore. However markets rise and fall, we keep a safe shore for our clients.' },
      ],
      summary: 'Together the two characters mean deep clear water and a dependable shore: patient research and a trustworthy home for capital.',
    },
    clients: {
      heading: 'Clients by Region',
      intro: 'Our clients come from many parts of the world, mostly long-term institutional investors.',
      regions: [
        { region: 'Mainland China', share: 0.38, note: 'Qualified individuals and institutions' },
        { region: 'North America', share: 0.24, note: 'Pension funds and university endowments' },
        { region: 'Europe', share: 0.16, note: 'Sovereign funds and insurers' },
        { region: 'Rest of Asia Pacific', share: 0.15, note: 'Family offices and foundations' },
        { region: 'Middle East', share: 0.07, note: 'Sovereign and government-related institutions' },
      ],
    },
    culture: {
      heading: 'Our Culture',
      values: [
        { title: 'Truth', text: 'Think independently, respect facts, admit mistakes.' },
        { title: 'Long term', text: 'Judge businesses and people over a ten-year horizon.' },
        { title: 'Teamwork', text: 'No star managers, only a team that trusts each other.' },
        { title: 'Stewardship', text: "Manage every yuan of our clients' money as if it were our own." },
      ],
    },
    responsibility: {
      heading: 'Social Responsibility',
      paragraphs: [
        'Since 2012 the Harbourline Foundation has funded libraries and teacher training in 46 rural schools in western China.',
        'Every employee has two volunteering days a year for environmental, education and community work.',
      ],
    },
  },
};

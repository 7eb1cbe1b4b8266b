/**
 * The home page's sections below its first screen (SPEC.md §1): name origin, clients by region, culture and social
 * responsibility. The page loads them, with the milestones and the team, after its first paint.
 */
import type { Bilingual, TextSection } from './types';

export interface ClientRegion {
  region: string;
  share: number;
  note: string;
}

export interface HomeSectionsContent {
  nameOrigin: { heading: string; characters: { char: string; reading: string; meaning: string }[]; summary: string };
  clients: { heading: string; intro: string; regions: ClientRegion[] };
  culture: { heading: string; values: { title: string; text: string }[] };
  responsibility: TextSection;
}

export const HOME_SECTIONS: Bilingual<HomeSectionsContent> = {
  zh: {
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
      intro: '我们的客户来自全球多个地区，以长期机构投资者为主。截至 2022 年底，机构客户约占管理资产的八成，前二十大客户与我们的平均合作年限超过七年。',
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
        { title: '求真', text: '独立思考，尊重事实，敢于承认错误。每一份研究报告都要写明“我们可能错在哪里”。' },
        { title: '长期', text: '以十年为尺度看待企业与团队的成长。我们不做短期业绩排名，研究员的观点要经得起时间检验。' },
        { title: '协作', text: '没有明星基金经理，只有彼此信任的团队。重要决策由投资委员会集体讨论，不同意见都会被记录在案。' },
        { title: '受托', text: '把客户的每一分钱当作自己的钱来管理。当规模增长会损害现有客户的利益时，我们选择暂停募集。' },
      ],
    },
    responsibility: {
      heading: '社会责任',
      paragraphs: [
        '自 2012 年起，泓岸公益项目已在西部地区 46 所乡村学校建起图书馆，捐赠图书八万余册，并为当地教师提供阅读教学培训。',
        '项目由员工志愿者参与管理：每所学校都有一位泓岸同事长期联系，每年回访一次，看看孩子们借了哪些书，听听老师们有什么新需要。',
        '员工每年享有两天带薪志愿者假期，可以参与助学、环保与社区服务。公司每年将税前利润的 1% 捐给泓岸公益项目。',
      ],
    },
  },
  en: {
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
      intro: 'Our clients come from many parts of the world, and most are long-term institutions. At the end of 2022 institutions held about four-fifths of the assets we manage, and our twenty largest clients had been with us for more than seven years on average.',
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
        { title: 'Truth', text: 'Think independently, respect the facts, admit mistakes. Every research report we write says how we could be wrong.' },
        { title: 'Long term', text: "We judge businesses and people over ten years. There are no short-term league tables here: an analyst's views have to stand the test of time." },
        { title: 'Teamwork', text: 'No star managers, only a team that trusts each other. Big decisions are debated by the investment committee, and dissent goes on the record.' },
        { title: 'Stewardship', text: "We manage every yuan of our clients' money as if it were our own. When growing further would hurt existing clients, we close to new money." },
      ],
    },
    responsibility: {
      heading: 'Social Responsibility',
      paragraphs: [
        'Since 2012 the Harbourline Foundation has built libraries in 46 rural schools in western China, given them more than 80,000 books and trained local teachers to teach reading.',
        'Colleagues run the programme as volunteers. Each school has a Harbourline contact who stays in touch and visits once a year, to see what the children are borrowing and hear what the teachers need next.',
        'Everyone has two paid volunteering days a year for education, environmental or community work, and every year the firm gives 1% of its pre-tax profit to the foundation.',
      ],
    },
  },
};

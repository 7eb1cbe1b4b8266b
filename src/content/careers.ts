/**
 * Careers (SPEC.md §1, §3 "Job catalogue", "Image tile"): banner, colleagues carousel, job tabs (experienced hires, a
 * separator, campus recruiting disabled) > locations (each with its office's illustration and a word about it) >
 * postings, resume contact and flip tiles. Fictional. The postings themselves are in job-postings.ts, which the job
 * board loads after the page's first paint: they are most of the page's text, in both languages, and below its fold.
 */
import type { Bilingual } from './types';

export type LocationId = 'mainland' | 'hongkong' | 'singapore' | 'newyork';

export interface JobLocation {
  id: LocationId;
  name: string;
  /** An illustration of the city (decorative). */
  image: string;
  /** A word about the office(s) there. */
  intro: string;
}

export type JobTab =
  | { kind: 'tab'; id: 'social' | 'campus'; label: string; disabled: boolean; locations: JobLocation[] }
  | { kind: 'separator'; id: string };

export interface ImageTile {
  id: string;
  url: string;
  spareImages: string[];
  text: string;
  textStyle?: 'light' | 'dark';
  imageStyle?: 'cover' | 'contain';
  noFlip?: boolean;
  textImage?: string;
}

export interface CarouselMember {
  id: string;
  name: string;
  role: string;
  quote: string;
}

export interface CareersContent {
  banner: { title: string; subtitle: string; image: string };
  carouselHeading: string;
  members: CarouselMember[];
  tilesHeading: string;
  tiles: ImageTile[];
  jobsHeading: string;
  tabs: JobTab[];
  resume: { heading: string; text: string };
}

const img = (name: string) => `/images/${name}.svg`;

export const CAREERS: Bilingual<CareersContent> = {
  zh: {
    banner: { title: '加入我们', subtitle: '与一群好奇、坦诚、有耐心的人一起，做长期正确的事。', image: img('banner-careers') },
    carouselHeading: '听听我们的同事怎么说',
    members: [
      { id: 'c1', name: '陈一帆', role: '消费行业研究员 · 上海', quote: '在这里，一个好问题比一个快答案更受尊重。第一年我只写了两篇深度报告，但每一篇都在投资委员会上被认真讨论过。' },
      { id: 'c2', name: '何思源', role: '基金运营经理 · 北京', quote: '每一个净值背后，都是客户的信任。我们宁可多核对一遍，也不让一个数字出错。' },
      { id: 'c3', name: '罗安琪', role: '投资者关系经理 · 香港', quote: '我喜欢把复杂的投资逻辑讲清楚。客户提出的难题，往往也正是研究团队需要回答的问题。' },
      { id: 'c4', name: '苏沐', role: '合规经理 · 新加坡', quote: '合规不是踩刹车，而是让大家能放心地走得更远。业务同事愿意在做决定之前先来问一句，这是我最看重的信任。' },
      { id: 'c5', name: '李明哲', role: '投资者关系助理 · 纽约', quote: '入职第一周，我就旁听了投资委员会。在这里，没有人会因为你资历浅就不听你说话。' },
    ],
    tilesHeading: '在泓岸工作',
    tiles: [
      { id: 'tile1', url: img('tile-research-forum'), spareImages: [], text: '每周四下午的研究分享会向全员开放，谁都可以提问。', textStyle: 'light' },
      { id: 'tile2', url: img('tile-volunteering'), spareImages: [], text: '每年两天带薪志愿者假期，很多同事去了泓岸公益资助的乡村学校。', textStyle: 'light' },
      { id: 'tile3', url: img('tile-mentoring'), spareImages: [], text: '每位新同事都有一位资深导师，第一年每月一次一对一交流。', textStyle: 'light' },
      { id: 'tile4', url: img('tile-six-cities'), spareImages: [], text: '六个城市，一个团队', textStyle: 'light', noFlip: true },
    ],
    jobsHeading: '职位机会',
    tabs: [
      {
        kind: 'tab', id: 'social', label: '社会招聘', disabled: false,
        locations: [
          { id: 'mainland', name: '中国内地', image: img('city-mainland'), intro: '北京总部与上海、深圳办公室汇集了大部分研究团队和基金运营团队。' },
          { id: 'hongkong', name: '香港', image: img('city-hongkong'), intro: '香港办公室服务亚太区机构客户，并与内地研究团队紧密协作。' },
          { id: 'singapore', name: '新加坡', image: img('city-singapore'), intro: '新加坡办公室是我们研究东南亚与印度市场的基地，也是新加坡持牌实体的所在地。' },
          { id: 'newyork', name: '纽约', image: img('city-newyork'), intro: '纽约办公室于 2019 年开业，服务北美的养老金、捐赠基金与基金会客户。' },
        ],
      },
      { kind: 'separator', id: 'sep' },
      { kind: 'tab', id: 'campus', label: '校园招聘', disabled: true, locations: [] },
    ],
    resume: { heading: '投递简历', text: '请将简历发送至以下邮箱，邮件标题注明“应聘职位 + 城市 + 姓名”。我们会在两周内回复每一位申请人。' },
  },
  en: {
    banner: { title: 'Join Us', subtitle: 'Do what is right for the long term, with curious, candid and patient colleagues.', image: img('banner-careers') },
    carouselHeading: 'Hear from our colleagues',
    members: [
      { id: 'c1', name: 'Chen Yifan', role: 'Consumer Analyst, Shanghai', quote: 'Here a good question earns more respect than a fast answer. I wrote only two in-depth reports in my first year, and the investment committee argued over every page of both.' },
      { id: 'c2', name: 'He Siyuan', role: 'Fund Operations Manager, Beijing', quote: "Behind every NAV there is a client's trust. We would rather check once more than publish a number that is wrong." },
      { id: 'c3', name: 'Luo Anqi', role: 'Investor Relations Manager, Hong Kong', quote: 'I love making complex investment ideas easy to follow. The hard questions clients ask are often the ones our analysts need to answer too.' },
      { id: 'c4', name: 'Su Mu', role: 'Compliance Manager, Singapore', quote: 'Compliance is not the brake; it is what lets everyone go further with confidence. When colleagues ask me before they decide, that is the trust I value most.' },
      { id: 'c5', name: 'Li Mingzhe', role: 'Investor Relations Associate, New York', quote: 'In my first week I sat in on the investment committee. Nobody here stops listening because you are new.' },
    ],
    tilesHeading: 'Working at Harbourline',
    tiles: [
      { id: 'tile1', url: img('tile-research-forum'), spareImages: [], text: 'Every Thursday afternoon, a research forum open to everyone, where anyone may ask a question.', textStyle: 'light' },
      { id: 'tile2', url: img('tile-volunteering'), spareImages: [], text: 'Two paid volunteering days a year; many colleagues spend them at the rural schools our foundation supports.', textStyle: 'light' },
      { id: 'tile3', url: img('tile-mentoring'), spareImages: [], text: 'A senior mentor for every new joiner, and a one-to-one every month of the first year.', textStyle: 'light' },
      { id: 'tile4', url: img('tile-six-cities'), spareImages: [], text: 'Six cities, one team', textStyle: 'light', noFlip: true },
    ],
    jobsHeading: 'Open Positions',
    tabs: [
      {
        kind: 'tab', id: 'social', label: 'Experienced Hires', disabled: false,
        locations: [
          { id: 'mainland', name: 'Mainland China', image: img('city-mainland'), intro: 'Our Beijing headquarters and the Shanghai and Shenzhen offices are home to most of our research and fund operations teams.' },
          { id: 'hongkong', name: 'Hong Kong', image: img('city-hongkong'), intro: 'The Hong Kong office looks after institutional clients across Asia Pacific and works hand in hand with the research teams on the mainland.' },
          { id: 'singapore', name: 'Singapore', image: img('city-singapore'), intro: 'Singapore is our base for research on South-East Asia and India, and home to our licensed Singapore entity.' },
          { id: 'newyork', name: 'New York', image: img('city-newyork'), intro: 'Opened in 2019, the New York office serves pension funds, endowments and foundations in North America.' },
        ],
      },
      { kind: 'separator', id: 'sep' },
      { kind: 'tab', id: 'campus', label: 'Campus Recruiting', disabled: true, locations: [] },
    ],
    resume: { heading: 'Send Your Resume', text: 'Please email your resume to the address below, with "position + city + name" in the subject line. We reply to every applicant within two weeks.' },
  },
};

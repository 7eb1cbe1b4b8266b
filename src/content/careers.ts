/**
 * Careers (SPEC.md §1, §3 "Job catalogue", "Image tile"): banner, team-member carousel, job tabs (social recruiting,
 * a separator, campus recruiting disabled) > locations > postings whose content is HTML (sanitised when rendered),
 * resume contact and flip tiles. Fictional.
 */
import type { Bilingual } from './types';

export type LocationId = 'mainland' | 'hongkong' | 'singapore' | 'newyork';

export interface JobPosting {
  id: string;
  title: string;
  /** HTML of duties and requirements; rendered only after DOMPurify. */
  content: string;
}

export interface JobLocation {
  id: LocationId;
  name: string;
  postings: JobPosting[];
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
  image: string;
}

export interface CareersContent {
  banner: { title: string; subtitle: string; image: string; imageAlt: string };
  carouselHeading: string;
  members: CarouselMember[];
  tilesHeading: string;
  tiles: ImageTile[];
  jobsHeading: string;
  tabs: JobTab[];
  resume: { heading: string; text: string };
}

const html = (duties: string[], reqs: string[], dutiesTitle: string, reqsTitle: string) =>
  `<h4>${dutiesTitle}</h4><ul>${duties.map((d) => `<li>${d}</li>`).join('')}</ul><h4>${reqsTitle}</h4><ul>${reqs
    .map((r) => `<li>${r}</li>`)
    .join('')}</ul>`;

const zhJob = (id: string, title: string, duties: string[], reqs: string[]): JobPosting => ({
  id, title, content: html(duties, reqs, '岗位职责', '任职要求'),
});
const enJob = (id: string, title: string, duties: string[], reqs: string[]): JobPosting => ({
  id, title, content: html(duties, reqs, 'Responsibilities', 'Requirements'),
});

export const CAREERS: Bilingual<CareersContent> = {
  zh: {
    banner: { title: '加入我们', subtitle: '与一群好奇、坦诚、有耐心的人一起，做长期正确的事。', image: '/images/banner-careers.svg', imageAlt: '团队成员在会议室讨论的插画' },
    carouselHeading: '听听我们的同事怎么说',
    members: [
      { id: 'c1', name: '陈一帆', role: '消费行业研究员', quote: '在这里，一个好问题比一个快答案更受尊重。', image: '/images/team-6.svg' },
      { id: 'c2', name: '何思源', role: '基金运营经理', quote: '每一笔净值背后，都是客户的信任。', image: '/images/team-7.svg' },
      { id: 'c3', name: '罗安琪', role: '投资者关系经理', quote: '我喜欢把复杂的投资逻辑讲清楚。', image: '/images/team-8.svg' },
    ],
    tilesHeading: '在泓岸工作',
    tiles: [
      { id: 'tile1', url: '/images/tile-1.svg', spareImages: [], text: '每周一次全员研究分享会', textStyle: 'light' },
      { id: 'tile2', url: '/images/tile-2.svg', spareImages: [], text: '每年两天志愿者假期', textStyle: 'light' },
      { id: 'tile3', url: '/images/tile-3.svg', spareImages: [], text: '导师制度陪伴新人成长', textStyle: 'light' },
      { id: 'tile4', url: '/images/tile-4.svg', spareImages: [], text: '六个城市，一个团队', textStyle: 'light', noFlip: true },
    ],
    jobsHeading: '职位机会',
    tabs: [
      {
        kind: 'tab', id: 'social', label: '社会招聘', disabled: false,
        locations: [
          { id: 'mainland', name: '中国内地', postings: [
            zhJob('j1', '投资经理（上海）', ['负责所覆盖行业的深度研究与投资建议', '参与组合构建与投资委员会讨论'], ['五年以上股票研究经验', '优秀的中英文写作能力']),
            zhJob('j2', '基金运营专员（北京）', ['负责基金估值、清算与对账', '配合托管行与审计机构工作'], ['财会或金融相关专业本科以上', '熟悉私募基金运营流程']),
            zhJob('j3', '人力资源经理（北京）', ['负责招聘、培训与绩效管理', '推动企业文化建设'], ['五年以上人力资源工作经验', '良好的沟通与组织能力']),
          ] },
          { id: 'hongkong', name: '香港', postings: [
            zhJob('j4', '投资者关系经理', ['维护亚太区机构客户关系', '撰写季度投资报告'], ['三年以上投资者关系或销售经验', '流利的英语与普通话']),
          ] },
          { id: 'singapore', name: '新加坡', postings: [
            zhJob('j5', '合规经理', ['负责新加坡实体的合规监控', '跟踪监管要求变化'], ['熟悉新加坡金融管理局相关规定', '法律或合规相关背景']),
          ] },
          { id: 'newyork', name: '纽约', postings: [
            zhJob('j6', '投资者关系助理', ['协助服务北美机构客户', '准备路演材料'], ['金融或经济相关专业本科以上', '对中国市场有浓厚兴趣']),
          ] },
        ],
      },
      { kind: 'separator', id: 'sep' },
      { kind: 'tab', id: 'campus', label: '校园招聘', disabled: true, locations: [] },
    ],
    resume: { heading: '投递简历', text: '请将简历发送至以下邮箱，邮件标题注明“应聘职位 + 城市 + 姓名”：' },
  },
  en: {
    banner: { title: 'Join Us', subtitle: 'Do what is right for the long term, with curious, candid and patient colleagues.', image: '/images/banner-careers.svg', imageAlt: 'Illustration of team members talking in a meeting room' },
    carouselHeading: 'Hear from our colleagues',
    members: [
      { id: 'c1', name: 'Chen Yifan', role: 'Consumer Analyst', quote: 'Here a good question earns more respect than a fast answer.', image: '/images/team-6.svg' },
      { id: 'c2', name: 'He Siyuan', role: 'Fund Operations Manager', quote: "Behind every NAV there is a client's trust.", image: '/images/team-7.svg' },
      { id: 'c3', name: 'Luo Anqi', role: 'Investor Relations Manager', quote: 'I love making complex investment ideas easy to follow.', image: '/images/team-8.svg' },
    ],
    tilesHeading: 'Working at Harbourline',
    tiles: [
      { id: 'tile1', url: '/images/tile-1.svg', spareImages: [], text: 'A research forum for everyone, every week', textStyle: 'light' },
      { id: 'tile2', url: '/images/tile-2.svg', spareImages: [], text: 'Two volunteering days a year', textStyle: 'light' },
      { id: 'tile3', url: '/images/tile-3.svg', spareImages: [], text: 'A mentor for every new joiner', textStyle: 'light' },
      { id: 'tile4', url: '/images/tile-4.svg', spareImages: [], text: 'Six cities, one team', textStyle: 'light', noFlip: true },
    ],
    jobsHeading: 'Open Positions',
    tabs: [
      {
        kind: 'tab', id: 'social', label: 'Experienced Hires', disabled: false,
        locations: [
          { id: 'mainland', name: 'Mainland China', postings: [
            enJob('j1', 'Investment Manager (Shanghai)', ['In-depth research and recommendations on the covered sectors', 'Take part in portfolio construction and investment committee debates'], ['Five or more years of equity research', 'Excellent writing in Chinese and English']),
            enJob('j2', 'Fund Operations Associate (Beijing)', ['Fund valuation, settlement and reconciliation', 'Work with custodians and auditors'], ["Bachelor's degree in accounting or finance", 'Knowledge of private fund operations']),
            enJob('j3', 'Human Resources Manager (Beijing)', ['Hiring, training and performance management', 'Help build our culture'], ['Five or more years in human resources', 'Strong communication and organisation skills']),
          ] },
          { id: 'hongkong', name: 'Hong Kong', postings: [
            enJob('j4', 'Investor Relations Manager', ['Look after institutional clients in Asia Pacific', 'Write quarterly investment letters'], ['Three or more years in investor relations or sales', 'Fluent English and Mandarin']),
          ] },
          { id: 'singapore', name: 'Singapore', postings: [
            enJob('j5', 'Compliance Manager', ['Compliance monitoring of the Singapore entity', 'Follow regulatory changes'], ['Knowledge of Monetary Authority of Singapore rules', 'Legal or compliance background']),
          ] },
          { id: 'newyork', name: 'New York', postings: [
            enJob('j6', 'Investor Relations Associate', ['Help serve North American institutions', 'Prepare roadshow material'], ["Bachelor's degree in finance or economics", 'Strong interest in Chinese markets']),
          ] },
        ],
      },
      { kind: 'separator', id: 'sep' },
      { kind: 'tab', id: 'campus', label: 'Campus Recruiting', disabled: true, locations: [] },
    ],
    resume: { heading: 'Send Your Resume', text: 'Please email your resume, with "position + city + name" in the subject line, to:' },
  },
};

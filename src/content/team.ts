/**
 * The management team in four groups (SPEC.md §3: list_0..list_3) with the headcounts as of 30 Jun 2022 from
 * src/constants.ts. People are fictional.
 */
import { HEADCOUNTS } from '../constants';
import type { Bilingual } from './types';

export interface TeamMember {
  id: string;
  name: string;
  position: string;
  image: string;
  textBlocks: [string, string];
}

export interface TeamGroup {
  id: 'list_0' | 'list_1' | 'list_2' | 'list_3';
  title: string;
  headcount: number;
  members: TeamMember[];
}

const img = (n: number) => `/images/team-${n}.svg`;

export const TEAM: Bilingual<TeamGroup[]> = {
  zh: [
    {
      id: 'list_0', title: '投资研究', headcount: HEADCOUNTS.investment,
      members: [
        { id: 't1', name: '林远舟', position: '创始合伙人、首席投资官', image: img(1), textBlocks: ['二十余年股票投资经验，2007 年创立泓岸资本。', '负责公司整体投资决策与研究体系建设。'] },
        { id: 't2', name: '沈清和', position: '合伙人、研究总监', image: img(2), textBlocks: ['2009 年加入，曾覆盖消费与医药行业。', '负责行业研究小组的协调与培养。'] },
      ],
    },
    {
      id: 'list_1', title: '投资者关系与客户服务', headcount: HEADCOUNTS.clientService,
      members: [
        { id: 't3', name: '周雅宁', position: '合伙人、客户关系负责人', image: img(3), textBlocks: ['2011 年加入，负责全球机构客户关系。', '常驻香港办公室。'] },
      ],
    },
    {
      id: 'list_2', title: '基金运营、风控法务与信息技术', headcount: HEADCOUNTS.fundOperations,
      members: [
        { id: 't4', name: '顾承宇', position: '首席运营官', image: img(4), textBlocks: ['负责基金运营、风险控制、法律合规与信息技术。', '此前在托管银行工作十年。'] },
      ],
    },
    {
      id: 'list_3', title: '公司运营', headcount: HEADCOUNTS.companyOperations,
      members: [
        { id: 't5', name: '许知微', position: '人力与行政总监', image: img(5), textBlocks: ['负责人才招聘、培养与办公室运营。', '2014 年加入泓岸资本。'] },
      ],
    },
  ],
  en: [
    {
      id: 'list_0', title: 'Investment and Research', headcount: HEADCOUNTS.investment,
      members: [
        { id: 't1', name: 'Lin Yuanzhou', position: 'Founding Partner, Chief Investment Officer', image: img(1), textBlocks: ['More than twenty years of equity investing; founded Harbourline Capital in 2007.', 'Leads investment decisions and the research framework.'] },
        { id: 't2', name: 'Shen Qinghe', position: 'Partner, Director of Research', image: img(2), textBlocks: ['Joined in 2009; formerly covered consumer and healthcare.', 'Coordinates and develops the sector research teams.'] },
      ],
    },
    {
      id: 'list_1', title: 'Investor Relations and Client Service', headcount: HEADCOUNTS.clientService,
      members: [
        { id: 't3', name: 'Zhou Yaning', position: 'Partner, Head of Client Relations', image: img(3), textBlocks: ['Joined in 2011; leads relations with institutional clients worldwide.', 'Based in the Hong Kong office.'] },
      ],
    },
    {
      id: 'list_2', title: 'Fund Operations, Risk and Legal, IT', headcount: HEADCOUNTS.fundOperations,
      members: [
        { id: 't4', name: 'Gu Chengyu', position: 'Chief Operating Officer', image: img(4), textBlocks: ['Leads fund operations, risk, legal and compliance and IT.', 'Previously ten years at a custodian bank.'] },
      ],
    },
    {
      id: 'list_3', title: 'Company Operations', headcount: HEADCOUNTS.companyOperations,
      members: [
        { id: 't5', name: 'Xu Zhiwei', position: 'Head of People and Administration', image: img(5), textBlocks: ['Leads hiring, development and office operations.', 'Joined Harbourline Capital in 2014.'] },
      ],
    },
  ],
};

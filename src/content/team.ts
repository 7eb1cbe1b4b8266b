/**
 * The management team in four groups (SPEC.md §3: list_0..list_3) with the headcounts as of 30 Jun 2022 from
 * src/constants.ts. Each member shows as initials (src/screens/public/initials-avatar.tsx) beside a name, a position
 * and two text blocks: background, then what they do here. People are fictional.
 */
import { HEADCOUNTS } from '../constants';
import type { Bilingual } from './types';

export interface TeamMember {
  id: string;
  name: string;
  position: string;
  textBlocks: [string, string];
}

export interface TeamGroup {
  id: 'list_0' | 'list_1' | 'list_2' | 'list_3';
  title: string;
  headcount: number;
  members: TeamMember[];
}

export const TEAM: Bilingual<TeamGroup[]> = {
  zh: [
    {
      id: 'list_0', title: '投资研究', headcount: HEADCOUNTS.investment,
      members: [
        { id: 't1', name: '林远舟', position: '创始合伙人、首席投资官', textBlocks: ['二十余年股票投资经验。创立泓岸资本之前，在一家国际资产管理公司担任亚洲股票基金经理。', '主持投资委员会，负责公司整体投资决策与研究体系建设。常驻北京。'] },
        { id: 't2', name: '沈清和', position: '合伙人、研究总监', textBlocks: ['2009 年加入，先后覆盖消费与医药行业，曾任消费研究小组组长。', '负责八个行业研究小组的协调与研究员培养。常驻上海。'] },
        { id: 't6', name: '梁书砚', position: '合伙人、亚洲（除中国）投资经理', textBlocks: ['2013 年加入。此前在新加坡一家主权基金从事亚洲股票投资七年。', '负责亚洲（除中国）组合及东南亚、印度市场的研究。常驻新加坡。'] },
      ],
    },
    {
      id: 'list_1', title: '投资者关系与客户服务', headcount: HEADCOUNTS.clientService,
      members: [
        { id: 't3', name: '周雅宁', position: '合伙人、客户关系负责人', textBlocks: ['2011 年加入。此前在一家国际投资银行的股票销售部门工作八年。', '负责全球机构客户关系与客户报告体系。常驻香港。'] },
        { id: 't7', name: '艾米莉·卡特', position: '北美客户关系总监', textBlocks: ['2019 年加入，参与筹建纽约办公室。此前在一所美国大学的捐赠基金负责外部管理人遴选。', '负责北美养老金、捐赠基金与基金会客户。常驻纽约。'] },
      ],
    },
    {
      id: 'list_2', title: '基金运营、风控法务与信息技术', headcount: HEADCOUNTS.fundOperations,
      members: [
        { id: 't4', name: '顾承宇', position: '首席运营官', textBlocks: ['2012 年加入。此前在一家托管银行工作十年，负责基金托管运营。', '负责基金运营、风险控制、法律合规与信息技术。常驻北京。'] },
        { id: 't8', name: '方若衡', position: '首席风险官', textBlocks: ['2015 年加入。此前任职于一家证券公司风险管理部，持有 FRM 证书。', '负责组合风险监控、流动性管理与压力测试，向投资委员会独立汇报。'] },
      ],
    },
    {
      id: 'list_3', title: '公司运营', headcount: HEADCOUNTS.companyOperations,
      members: [
        { id: 't5', name: '许知微', position: '人力与行政总监', textBlocks: ['2014 年加入。此前在一家咨询公司负责人才发展工作。', '负责人才招聘、培养与六个办公室的运营，推动了导师制度与每周研究分享会。'] },
        { id: 't9', name: '陶然', position: '财务总监', textBlocks: ['2016 年加入。此前在一家国际会计师事务所从事金融机构审计。', '负责公司财务、预算与税务，以及各地实体的财务合规。'] },
      ],
    },
  ],
  en: [
    {
      id: 'list_0', title: 'Investment and Research', headcount: HEADCOUNTS.investment,
      members: [
        { id: 't1', name: 'Lin Yuanzhou', position: 'Founding Partner, Chief Investment Officer', textBlocks: ['More than twenty years of equity investing. Before founding Harbourline Capital he managed Asian equity funds at a global asset manager.', 'Chairs the investment committee and leads our investment decisions and research framework. Based in Beijing.'] },
        { id: 't2', name: 'Shen Qinghe', position: 'Partner, Director of Research', textBlocks: ['Joined in 2009 and covered consumer and healthcare companies, later leading the consumer team.', 'Coordinates our eight sector teams and the development of our analysts. Based in Shanghai.'] },
        { id: 't6', name: 'Liang Shuyan', position: 'Partner, Portfolio Manager, Asia ex-China', textBlocks: ['Joined in 2013 after seven years investing in Asian equities at a sovereign fund in Singapore.', 'Manages the Asia ex-China portfolio and our research on South-East Asia and India. Based in Singapore.'] },
      ],
    },
    {
      id: 'list_1', title: 'Investor Relations and Client Service', headcount: HEADCOUNTS.clientService,
      members: [
        { id: 't3', name: 'Zhou Yaning', position: 'Partner, Head of Client Relations', textBlocks: ['Joined in 2011 after eight years in equity sales at a global investment bank.', 'Leads our relationships with institutional clients worldwide and our client reporting. Based in Hong Kong.'] },
        { id: 't7', name: 'Emily Carter', position: 'Head of Client Relations, North America', textBlocks: ['Joined in 2019 to help open the New York office, after selecting external managers for a US university endowment.', 'Looks after pension funds, endowments and foundations in North America. Based in New York.'] },
      ],
    },
    {
      id: 'list_2', title: 'Fund Operations, Risk and Legal, IT', headcount: HEADCOUNTS.fundOperations,
      members: [
        { id: 't4', name: 'Gu Chengyu', position: 'Chief Operating Officer', textBlocks: ['Joined in 2012 after ten years running fund custody operations at a custodian bank.', 'Leads fund operations, risk, legal and compliance, and technology. Based in Beijing.'] },
        { id: 't8', name: 'Fang Ruoheng', position: 'Chief Risk Officer', textBlocks: ['Joined in 2015 from the risk management department of a securities firm; holds the FRM.', 'Oversees portfolio risk, liquidity and stress testing, and reports to the investment committee independently.'] },
      ],
    },
    {
      id: 'list_3', title: 'Company Operations', headcount: HEADCOUNTS.companyOperations,
      members: [
        { id: 't5', name: 'Xu Zhiwei', position: 'Head of People and Administration', textBlocks: ['Joined in 2014 from a consulting firm, where she led talent development.', 'Leads hiring, development and the running of our six offices; started our mentoring programme and weekly research forum.'] },
        { id: 't9', name: 'Tao Ran', position: 'Head of Finance', textBlocks: ['Joined in 2016 after auditing financial institutions at an international accounting firm.', "Leads the firm's finance, budgeting and tax, and the financial compliance of each entity."] },
      ],
    },
  ],
};

/** Milestones and awards for every year from 2007 to 2023 (SPEC.md §1, §3 "Milestone year"). Fictional. */
import type { Bilingual } from './types';

export interface MilestoneYear {
  id: string;
  year: number;
  summary: string[];
  awards: string[];
}

type Row = [year: number, zhSummary: string, enSummary: string, zhAward?: string, enAward?: string];

const ROWS: Row[] = [
  [2007, '泓岸资本在北京成立，发行首只股票策略产品。', 'Harbourline Capital is founded in Beijing and launches its first equity strategy.'],
  [2008, '在市场大幅下跌中坚持研究纪律，建立行业研究小组。', 'Keeps its research discipline through the market crash and forms sector research teams.'],
  [2009, '上海办公室开业。', 'Opens the Shanghai office.', '年度新锐私募机构', 'Emerging Private Fund Manager of the Year'],
  [2010, '管理规模首次突破 50 亿元人民币。', 'Assets under management pass RMB 5 billion for the first time.'],
  [2011, '香港办公室开业，开始服务海外机构客户。', 'Opens the Hong Kong office and begins serving overseas institutions.'],
  [2012, '设立泓岸公益项目，支持乡村学校图书馆。', 'Starts the Harbourline Foundation for rural school libraries.', '最佳股票策略（三年期）', 'Best Equity Strategy (3 years)'],
  [2013, '首个海外养老金客户委托。', 'Wins its first overseas pension fund mandate.'],
  [2014, '深圳办公室开业，研究团队扩展至 30 人。', 'Opens the Shenzhen office; the research team grows to 30.'],
  [2015, '发布第一份中国市场展望报告。', 'Publishes its first China market outlook report.', '年度最佳研究团队', 'Research Team of the Year'],
  [2016, '新加坡办公室开业。', 'Opens the Singapore office.'],
  [2017, '成立十周年，签署联合国责任投资原则。', 'Tenth anniversary; signs the UN Principles for Responsible Investment.', '十年期最佳股票管理人', 'Best Equity Manager (10 years)'],
  [2018, '建立独立的 ESG 研究框架。', 'Builds a dedicated ESG research framework.'],
  [2019, '纽约办公室开业。', 'Opens the New York office.', '亚洲股票年度管理人', 'Asian Equity Manager of the Year'],
  [2020, '全员远程办公期间保持研究与客户服务不间断。', 'Keeps research and client service running while working remotely.'],
  [2021, '上线投资者服务平台，发布公司宣传册。', 'Launches the investor portal and publishes the company brochure.', '最佳客户服务奖', 'Best Client Service Award'],
  [2022, '员工总数达到 130 人，其中投资研究人员 53 人。', 'Headcount reaches 130, of whom 53 are in investment and research.'],
  [2023, '发布年度可持续发展报告，运营实现碳中和。', 'Publishes its annual sustainability report; operations become carbon neutral.', '年度 ESG 实践奖', 'ESG Practice Award of the Year'],
];

export const MILESTONES: Bilingual<MilestoneYear[]> = {
  zh: ROWS.map(([year, zh, , zhAward]) => ({ id: `m${year}`, year, summary: [zh], awards: zhAward ? [zhAward] : [] })),
  en: ROWS.map(([year, , en, , enAward]) => ({ id: `m${year}`, year, summary: [en], awards: enAward ? [enAward] : [] })),
};

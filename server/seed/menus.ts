/** Client-area menu columns per identity type; titles follow SPEC.md section 2's navigation labels. */
import { IDENTITY_TYPE as ID } from '../../src/constants.ts';

interface Column {
  key: string;
  zh: string;
  en: string;
  content: string;
  children?: Column[];
}

const accountChildren = (first: Column): Column[] => [
  first,
  { key: 'portfolio', zh: '投资组合', en: 'Portfolio', content: '/portfolioPath' },
  { key: 'indicator', zh: '业绩指标', en: 'Performance Indicators', content: '/indicatorPath' },
  { key: 'estimate', zh: '估算净值', en: 'Estimated NAV', content: '/estimatePath' },
  { key: 'presentation', zh: '产品报告', en: 'Product Reports', content: '/presentationPath' },
];

const myAssets: Column = { key: 'assets', zh: '我的资产', en: 'My Assets', content: '/myAssets' };
const prodList: Column = { key: 'prodList', zh: '产品列表', en: 'Product List', content: '/prodListPath' };

const menu = (first: Column): Column[] => [
  { key: 'account', zh: '我的账户', en: 'My Account', content: '/myAccount', children: accountChildren(first) },
  { key: 'enter', zh: '走进泓岸', en: 'About Harbourline', content: '/enterSpring' },
  { key: 'investment', zh: '投资观点', en: 'Investment Views', content: '/investment' },
  { key: 'news', zh: '公司动态', en: 'Company News', content: '/companyNews' },
  { key: 'activity', zh: '活动', en: 'Activities', content: '/activityList' },
  { key: 'qa', zh: '互动问答', en: 'Q&A', content: '/qaSession' },
  { key: 'setting', zh: '设置', en: 'Settings', content: '/settingPath' },
];

const MENUS: Record<number, Column[]> = {
  [ID.individual]: menu(myAssets),
  [ID.institution]: menu(myAssets),
  [ID.partner]: menu(prodList),
};

export interface MenuRow {
  identityType: number;
  columnId: number;
  parentColumnId: number | null;
  titleZh: string;
  titleEn: string;
  content: string;
  sort: number;
}

/** Flattened in display order; column ids are stable: identity type × 100 + position. */
export function menuRows(): MenuRow[] {
  const rows: MenuRow[] = [];
  for (const [type, columns] of Object.entries(MENUS)) {
    const identityType = Number(type);
    const add = (c: Column, parentColumnId: number | null) => {
      const columnId = identityType * 100 + rows.filter((r) => r.identityType === identityType).length + 1;
      rows.push({ identityType, columnId, parentColumnId, titleZh: c.zh, titleEn: c.en, content: c.content, sort: columnId });
      for (const child of c.children ?? []) add(child, columnId);
    };
    for (const c of columns) add(c, null);
  }
  return rows;
}

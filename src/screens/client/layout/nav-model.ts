/**
 * The client-area menu built from the user's permissions (SPEC.md §2): a page appears only when one of getInfo's
 * cmsColumnList entries has its path as content. The asset pages are children of "my account"; Q&A and Settings
 * are reached through the badge and the avatar menu, so they stay out of the top row.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface MenuColumnItem {
  columnId: string | number;
  /** Localized by the server; used for pages this menu has no label of its own for. */
  title: string;
  content: string;
}

export interface NavItem {
  path: string;
  label: MessageDescriptor | string;
  children?: NavItem[];
}

export const ACCOUNT_PATH = '/myAccount';
export const DETAIL_PATH = '/myAssetsDetail';
/** The investor's statements and exports, reached from My assets (not a menu column). */
export const STATEMENTS_PATH = '/myStatements';
/** The portfolio insight, reached from My assets (not a menu column). */
export const INSIGHT_PATH = '/portfolioInsight';
export const QA_PATH = '/qaSession';
export const SETTING_PATH = '/settingPath';
export const SEARCH_PATH = '/searchDetail';

/** The children of "my account", in menu order. */
export const ACCOUNT_CHILDREN = [
  '/myAssets',
  '/prodListPath',
  '/portfolioPath',
  '/indicatorPath',
  '/estimatePath',
  '/presentationPath',
] as const;

/** SPEC.md §2's navigation labels, so the menu reads the same in both languages whatever the CMS titles say. */
export const NAV_LABELS: Record<string, MessageDescriptor> = {
  [ACCOUNT_PATH]: msg`我的账户`,
  '/enterSpring': msg`走进泓岸`,
  '/investment': msg`投资观点`,
  '/companyNews': msg`公司动态`,
  '/activityList': msg`活动`,
  '/myAssets': msg`我的资产`,
  '/prodListPath': msg`产品列表`,
  '/portfolioPath': msg`投资组合`,
  '/indicatorPath': msg`业绩指标`,
  '/estimatePath': msg`估算净值`,
  '/presentationPath': msg`产品报告`,
};

const OUTSIDE_TOP_MENU = new Set([QA_PATH, SETTING_PATH, ACCOUNT_PATH, DETAIL_PATH, STATEMENTS_PATH, INSIGHT_PATH]);

/** Partners see the product list instead of assets; everyone else the reverse (SPEC.md §6). */
function fitsIdentity(path: string, identityType: number): boolean {
  if (path === '/myAssets') return identityType !== 3;
  if (path === '/prodListPath') return identityType === 3;
  return true;
}

export function buildClientMenu(columns: readonly MenuColumnItem[], identityType: number): NavItem[] {
  const byPath = new Map(columns.map((c) => [c.content, c]));
  const item = (path: string): NavItem => ({ path, label: NAV_LABELS[path] ?? byPath.get(path)?.title ?? path });
  const children = ACCOUNT_CHILDREN.filter((p) => byPath.has(p) && fitsIdentity(p, identityType)).map(item);
  const menu: NavItem[] = [];
  if (children.length > 0) menu.push({ ...item(ACCOUNT_PATH), children });
  const childSet = new Set<string>(ACCOUNT_CHILDREN);
  const seen = new Set<string>();
  for (const column of columns) {
    const path = column.content;
    if (childSet.has(path) || OUTSIDE_TOP_MENU.has(path) || seen.has(path)) continue;
    seen.add(path);
    menu.push(item(path));
  }
  return menu;
}

/** The top item and sub item to highlight for the page being shown (the hidden pages sit under assets). */
export function activeNav(menu: readonly NavItem[], activePath: string): { top?: string; sub?: string } {
  for (const top of menu) {
    if (top.path === activePath) return { top: top.path };
    const sub = top.children?.find((c) => c.path === activePath);
    if (sub) return { top: top.path, sub: sub.path };
    if (activePath === DETAIL_PATH && top.children) {
      const parent = top.children.find((c) => c.path === '/myAssets' || c.path === '/prodListPath');
      return { top: top.path, sub: parent?.path };
    }
    if ((activePath === STATEMENTS_PATH || activePath === INSIGHT_PATH) && top.children?.some((c) => c.path === '/myAssets')) return { top: top.path, sub: '/myAssets' };
  }
  return {};
}

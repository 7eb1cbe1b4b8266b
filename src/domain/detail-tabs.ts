/** The product detail tabs (SPEC.md section 2). Apart from the screen so the route's search check stays small. */
export const DETAIL_TABS = ['asset', 'performance', 'terms', 'transactions', 'nav', 'materials'] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

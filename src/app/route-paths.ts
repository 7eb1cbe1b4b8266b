/** The route paths of SPEC.md section 2, grouped the way the routing rules need them. */

/** Unauthenticated users may open only these (SPEC.md section 2, "Routing rules"). */
export const PUBLIC_PATHS = [
  '/',
  '/login',
  '/register',
  '/forgotPassword',
  '/validEmail',
  '/applying',
  '/operatingDataProcessing',
  '/aboutInvestment',
  '/careers',
  '/sustainableDevelopment',
  '/liveBroadcast',
  '/interview',
  '/trainee',
  '/404',
  '/video',
  '/brochure/2021',
  '/brochure_company',
  '/brochure_investment',
  '/brochure_company_en',
  '/brochure_investment_en',
  '/brochure_mobile',
  '/maintenance',
  '/questionSurvey',
  '/acknowledgement',
  '/chooseSurvey',
  '/chinaInsights',
  '/chinaInsights2022',
  '/investmentZh',
  '/informationDetailsZh',
] as const;

/** Login-area pages that need a login in progress but no roles. */
export const NO_ROLE_PATHS = ['/binding', '/emailSuccess', '/loginAfter'] as const;

/** The asset pages under /myAccount, in menu order; /myAccount goes to the first one allowed. */
export const ASSET_PATHS = [
  '/myAssets',
  '/prodListPath',
  '/portfolioPath',
  '/indicatorPath',
  '/estimatePath',
  '/presentationPath',
] as const;

/** Client-area pages every logged-in user may open, whatever the column list says. */
export const ALWAYS_ALLOWED_CUSTOMER_PATHS = [
  '/settingPath',
  // The security centre, a page of Settings.
  '/securityCentre',
  '/privacyClause',
  '/userTerms',
  '/qaSession',
  '/searchDetail',
  '/searchActivityDetail',
  '/searchInformationDetail',
] as const;

/** Hidden detail pages and the menu page that grants them. */
export const DETAIL_PARENTS: Record<string, readonly string[]> = {
  '/myAssetsDetail': ['/myAssets', '/prodListPath'],
  // An investor's statements and exports: their own account, as My assets is.
  '/myStatements': ['/myAssets'],
  '/portfolioInsight': ['/myAssets'],
  '/activityDetail': ['/activityList'],
  '/informationDetails': ['/companyNews', '/investment', '/enterSpring'],
};

/** The fixed customer paths of the client area (SPEC.md section 2), the hidden pages above among them. */
export const CUSTOMER_PATHS: readonly string[] = [
  '/customer',
  '/myAccount',
  ...ASSET_PATHS,
  '/enterSpring',
  '/investment',
  '/companyNews',
  '/activityList',
  ...Object.keys(DETAIL_PARENTS),
  ...ALWAYS_ALLOWED_CUSTOMER_PATHS,
];

export const LOGIN_PATH = '/login';
export const ACCOUNT_PATH = '/myAccount';
export const NOT_FOUND_PATH = '/404';

/**
 * The login area: the form, registration, password recovery and the way in's outcome pages. A session that opens on
 * one of them moves on to the client area; the first-login event waits for a page outside it.
 */
export const LOGIN_AREA_PATHS = [
  LOGIN_PATH,
  '/register',
  '/forgotPassword',
  '/loginAfter',
  '/binding',
  '/applying',
  '/operatingDataProcessing',
  '/emailSuccess',
  '/validEmail',
] as const;

/**
 * The login area's pages a login in progress leaves for the outcome page it reached: the form, registration (whose
 * answer hands a login over) and the other outcome pages. Password recovery and the e-mailed link stay open beside it.
 */
export const LOGIN_STEP_PATHS: readonly string[] = LOGIN_AREA_PATHS.filter((p) => p !== '/forgotPassword' && p !== '/validEmail');

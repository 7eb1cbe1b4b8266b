import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

// The contract of SPEC.md section 7 as the client and the server rely on it: exact paths, methods and
// operationIds, envelopes everywhere, common headers, tokens only in headers.
type Json = { [key: string]: unknown };
type Operation = Json & { operationId: string; parameters?: Json[]; responses: Record<string, Json>; security?: Json[]; requestBody?: Json };

const spec = parse(readFileSync(resolve(process.cwd(), 'openapi.yaml'), 'utf8')) as Json & {
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, Json>>;
};
const METHODS = ['get', 'post', 'put', 'delete', 'patch'];
const operations: Array<{ key: string; path: string; op: Operation }> = Object.entries(spec.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => METHODS.includes(method))
    .map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, path, op: op as Operation })),
);
const byId = new Map(operations.map((o) => [o.op.operationId, o]));

/** Follows a local $ref ('#/components/...'). */
function deref(node: unknown): Json {
  let current = node as Json;
  while (current && typeof current.$ref === 'string') {
    const parts = (current.$ref as string).replace(/^#\//, '').split('/');
    current = parts.reduce<Json>((acc, part) => acc[part] as Json, spec as Json);
  }
  return current;
}

// [method + exact path, operationId]: every call of SPEC.md section 7 (table and "known by path only"), the
// demo server's helpers (/demo/*), the implied public-site forms, the tracking image and the signed file addresses.
const EXPECTED: Array<[string, string]> = [
  ['POST /sys/users/loginV2', 'loginV2'],
  ['GET /sys/users/verifyCodeImage', 'verifyCodeImage'],
  ['POST /sys/users/getInfo', 'getInfo'],
  ['GET /sys/users/logout', 'logout'],
  ['GET /sys/users/token', 'getToken'],
  ['GET /sys/users/refreshToken', 'getLongToken'],
  ['GET /sys/users/getUserTokens', 'getUserTokens'],
  ['POST /sys/users/registerV2', 'registerV2'],
  ['POST /sys/users/forgotPwdV2', 'forgotPwdV2'],
  ['POST /sys/users/getMsgCode', 'getMsgCode'],
  ['GET /sys/onetime/getIdentityInfo', 'onetimeGetIdentityInfo'],
  ['POST /sys/onetime/getUserIdentityData', 'getUserIdentityData'],
  ['POST /sys/onetime/bindIdentityType', 'bindIdentityType'],
  ['POST /sys/onetime/saveRegisterApply', 'saveRegisterApply'],
  ['POST /sys/onetime/coverClientMsg', 'coverClientMsg'],
  ['POST /sys/onetime/acceptDataProcessing', 'acceptDataProcessing'], // x-inferred: ends the operatingDataProcessing outcome
  ['POST /sys/onetime/partnerAuthRenewalCheck', 'partnerAuthRenewalCheck'],
  ['GET /sys/onetime/sendPartnerAuthEmail', 'sendPartnerAuthEmail'],
  ['GET /cms/activity/getList', 'cmsActivityGetList'],
  ['GET /psn/column/getList', 'psnColumnGetList'],
  ['GET /psn/column/selectArticleById', 'psnColumnSelectArticleById'],
  ['GET /cms/article/exclusive/getIdentityInfo', 'exclusiveGetIdentityInfo'],
  ['GET /cms/article/exclusive/getList', 'exclusiveGetList'],
  ['GET /cms/article/exclusive/selectArticleById', 'exclusiveSelectArticleById'],
  ['GET /cms/article/exclusive/oss/vod/getPlayInfo', 'exclusiveGetPlayInfo'],
  ['GET /psn/activity/getList', 'psnActivityGetList'],
  ['GET /psn/activity/selectActivityAndChildren', 'selectActivityAndChildren'],
  ['GET /oss/vod/getPlayInfo', 'ossVodGetPlayInfo'],
  // The /video page's list: SPEC.md names the page and getPlayInfo, and a page without a videoId needs something to offer.
  ['GET /oss/vod/list', 'ossVodList'],
  ['GET /psn/column/getListByTitle', 'getListByTitle'],
  ['GET /psn/activity/findNotice', 'getFindNotice'],
  ['GET /live/broadcast/event', 'event'],
  ['POST /live/broadcast/ticket/vhall', 'vhall'],
  ['GET /file/preview', 'preview'],
  ['GET /file/download', 'fileDownload'],
  // A signed address of a file for a frame or a new tab, which cannot send the token header.
  ['GET /file/link', 'fileLink'],
  ['GET /public/cms/file/list', 'publicFileList'],
  ['GET /public/cms/file/download', 'publicFileDownload'],
  ...[
    'fundListAndState', 'fundList:assetFundList', 'fundAssetDetail', 'fundAsset', 'netWorthHistory:assetNetWorthHistory',
    'fundTransaction', 'transactionTypeList', 'fundElement:assetFundElement',
    'listAssetIndicatorValues:assetListAssetIndicatorValues', 'listIndicator:assetListIndicator',
    'estimatedNetWorth:assetEstimatedNetWorth', 'estimatedNetWorthDetail:assetEstimatedNetWorthDetail',
    'getFundReport:assetGetFundReport', 'listFundReportType:assetListFundReportType',
    // The product's own: an investor's statements (PDF) and exports (CSV).
    'statementList:assetStatementList', 'statement:assetStatement', 'exportHoldings:assetExportHoldings',
    'exportTransactions:assetExportTransactions',
  ].map((s): [string, string] => [`GET /asset/${s.split(':')[0]}`, s.split(':')[1] ?? s]),
  ...[
    'listIndicatorLineChart', 'listIndustryIndicator', 'listIndicator:indicatorListIndicator', 'listUserIndicator',
    'listSettingIndicator', 'listEndDateByFundCode', 'listFundInfo',
  ].map((s): [string, string] => [`GET /indicator/${s.split(':')[0]}`, s.split(':')[1] ?? s]),
  ['POST /indicator/addListUserIndicatorSetting', 'addListUserIndicatorSetting'],
  ...[
    'fundList:partnerFundList', 'estimatedNetWorth:partnerEstimatedNetWorth',
    'estimatedNetWorthDetail:partnerEstimatedNetWorthDetail', 'getFundReport:partnerGetFundReport',
    'listFundReportType:partnerListFundReportType', 'listAssetIndicatorValues:partnerListAssetIndicatorValues',
    'listIndicator:partnerListIndicator', 'fundElement:partnerFundElement', 'netWorthHistory:partnerNetWorthHistory',
    'netWorthHistorySingle', 'netWorthHistorySingleList',
  ].map((s): [string, string] => [`GET /partner/${s.split(':')[0]}`, s.split(':')[1] ?? s]),
  ['POST /partner/followFund', 'followFund'],
  ['POST /partner/cancelFollowFund', 'cancelFollowFund'],
  ['GET /user/info/getAccountSettingInfo', 'getAccountSettingInfo'],
  ['GET /user/info/getAssetBindingInfo', 'getAssetBindingInfo'],
  ...[
    'updateUserAccountInfo', 'verifyUserPasswordPCH5', 'multiDeviceSwitchSetting', 'removeUser', 'unboundUserDevice',
    'userNoticeSetting', 'updateUserAssetBindingtInfo', 'updateUserAccountInfoNew',
  ].map((s): [string, string] => [`POST /user/info/${s}`, s]),
  ['PUT /user/info/updateLanguage', 'updateLanguage'],
  // The product's own: the security centre (sign-in history, open sessions, signing one out).
  ['GET /user/security/signInHistory', 'signInHistory'],
  ['GET /user/security/sessions', 'openSessions'],
  ['POST /user/security/signOutSession', 'signOutSession'],
  // The product's own: the authenticator app (the login's optional second step) and its recovery codes.
  ['POST /sys/users/loginSecondStep', 'loginSecondStep'],
  ['GET /user/security/totp', 'totpStatus'],
  ['POST /user/security/totpStart', 'totpStart'],
  ['POST /user/security/totpConfirm', 'totpConfirm'],
  ['POST /user/security/totpRecoveryCodes', 'totpRecoveryCodes'],
  ['POST /user/security/totpDisable', 'totpDisable'],
  // The product's own: passkeys (WebAuthn), as the login's second step or alone.
  ['POST /sys/users/passkeySecondStepOptions', 'passkeySecondStepOptions'],
  ['POST /sys/users/loginSecondStepPasskey', 'loginSecondStepPasskey'],
  ['POST /sys/users/passkeySignInOptions', 'passkeySignInOptions'],
  ['POST /sys/users/loginPasskey', 'loginPasskey'],
  ['GET /user/security/passkeys', 'passkeyList'],
  ['POST /user/security/passkeyRegisterOptions', 'passkeyRegisterOptions'],
  ['POST /user/security/passkeyRegister', 'passkeyRegister'],
  ['POST /user/security/passkeyRemove', 'passkeyRemove'],
  // The product's own: portfolio insight (allocation and value over time) and a fund's monthly returns.
  ['GET /asset/portfolioInsight', 'assetPortfolioInsight'],
  ['GET /indicator/fundReturns', 'listFundReturns'],
  ['GET /qa/info/list', 'qaList'],
  ['GET /qa/info/findone', 'findone'],
  ['POST /qa/info/addQaReply', 'addQaReply'],
  ['POST /qa/info/addQaInfo', 'addQaInfo'],
  ['GET /qa/info/findRead', 'findRead'],
  ['POST /qa/info/updateRead', 'updateRead'],
  ['GET /qa/info/getFindReadMessage', 'getFindReadMessage'],
  ['GET /client/qualified/authentication', 'authentication'],
  ['GET /client/qualified/selectTotalQuestionAndAnswer', 'selectTotalQuestionAndAnswer'],
  ['POST /client/qualified/clientAnswerQuestion', 'clientAnswerQuestion'],
  ['GET /portfolio/dataShow', 'dataShow'],
  ['GET /rationale/getTop5Rationales', 'getTop5Rationales'],
  ['GET /portfolio/fundConfig/list', 'fundConfigList'],
  ['GET /sstatic/sc.png', 'visitTracking'],
  ['GET /demo/outbox', 'demoOutbox'],
  ['GET /demo/captcha/{captchaKey}', 'demoCaptcha'],
  ['POST /public/interview/save', 'saveInterviewBooking'],
  ['POST /public/intern/attendance/search', 'searchInternAttendance'],
  ['POST /public/intern/attendance/save', 'saveInternAttendance'],
  ['POST /public/survey/submit', 'submitSurvey'],
];
const BINARY = new Set(['preview', 'fileDownload', 'publicFileDownload', 'visitTracking', 'assetStatement', 'assetExportHoldings', 'assetExportTransactions']);
const COMMON = ['AcceptLanguage', 'AcceptSide', 'AcceptSystemSide', 'UserCurrentIdType', 'N'];

function isEnvelope(schemaRef: unknown): boolean {
  const schema = deref(schemaRef);
  const parts = (schema.allOf as Json[] | undefined) ?? [];
  const base = parts.some((p) => p.$ref === '#/components/schemas/EnvelopeBase');
  const data = parts.map(deref).find((p) => (p.properties as Json | undefined)?.data);
  return base && !!data && ((data.required as string[] | undefined) ?? []).includes('data');
}

/** Every schema node reachable from a node (following $refs once). */
function walk(node: unknown, visit: (n: Json) => void, seen = new Set<unknown>()): void {
  if (!node || typeof node !== 'object' || seen.has(node)) return;
  seen.add(node);
  const n = node as Json;
  visit(n);
  if (typeof n.$ref === 'string') walk(deref(n), visit, seen);
  for (const value of Object.values(n)) walk(value, visit, seen);
}

describe('openapi.yaml', () => {
  it('has exactly the expected calls, at their exact paths with their operationIds', () => {
    for (const [key, id] of EXPECTED) expect(byId.get(id)?.key, id).toBe(key);
    expect(operations.map((o) => o.key).sort()).toEqual(EXPECTED.map(([key]) => key).sort());
  });

  it('answers every JSON response with an envelope {code, msg, data}', () => {
    for (const { op } of operations) {
      for (const [status, response] of Object.entries(op.responses)) {
        const content = (deref(response).content ?? {}) as Record<string, Json>;
        const json = content['application/json'];
        const imageOnly = op.operationId === 'visitTracking' && status === '200';
        if (!imageOnly) {
          expect(json, `${op.operationId} ${status}`).toBeDefined();
          expect(isEnvelope(json.schema), `${op.operationId} ${status}`).toBe(true);
        }
        const others = Object.keys(content).filter((t) => t !== 'application/json');
        if (!BINARY.has(op.operationId)) expect(others, op.operationId).toEqual([]);
      }
    }
  });

  it('declares the common headers and the n parameter on every operation', () => {
    for (const { op } of operations) {
      const refs = (op.parameters ?? []).map((p) => p.$ref);
      for (const name of COMMON) expect(refs, op.operationId).toContain(`#/components/parameters/${name}`);
    }
  });

  it('never takes a token in the query', () => {
    for (const { op } of operations) {
      const query = (op.parameters ?? []).map(deref).filter((p) => p.in === 'query').map((p) => String(p.name).toLowerCase());
      expect(query.filter((name) => name.includes('token')), op.operationId).toEqual([]);
    }
    for (const id of ['getToken', 'getLongToken']) {
      const params = (byId.get(id)?.op.parameters ?? []).map(deref);
      expect(params.find((p) => p.name === 'refreshToken')).toMatchObject({ in: 'header', required: true });
    }
  });

  it('secures the client area with token and /sys/onetime with onetimeToken', () => {
    const sec = (id: string) => JSON.stringify(byId.get(id)?.op.security);
    for (const id of ['getInfo', 'logout', 'getUserTokens', 'fundAsset', 'partnerFundList', 'qaList', 'removeUser', 'getFindReadMessage']) {
      expect(sec(id), id).toBe('[{"token":[]}]');
    }
    for (const { path, op } of operations.filter((o) => o.path.startsWith('/sys/onetime/'))) {
      // The e-mail link check has no session (the link may open in another browser): its one-use code is the credential.
      expect(JSON.stringify(op.security), path).toBe(op.operationId === 'partnerAuthRenewalCheck' ? '[]' : '[{"onetimeToken":[]}]');
    }
    for (const id of ['loginV2', 'loginSecondStep', 'passkeySecondStepOptions', 'loginSecondStepPasskey', 'passkeySignInOptions', 'loginPasskey', 'verifyCodeImage', 'registerV2', 'publicFileList', 'submitSurvey', 'visitTracking']) expect(sec(id), id).toBe('[]');
    for (const { op } of operations.filter((o) => o.path.startsWith('/demo/'))) expect(op['x-demo-only'], op.operationId).toBe(true);
  });

  it('keeps request schemas closed and free of keywords the server validator rejects', () => {
    for (const { op } of operations) {
      const body = (deref(op.requestBody ?? {}).content as Record<string, Json> | undefined)?.['application/json']?.schema;
      const params = (op.parameters ?? []).map(deref).map((p) => p.schema);
      walk([body, ...params], (node) => {
        for (const key of Object.keys(node)) expect(key.startsWith('x-') || key === 'example', `${op.operationId}: ${key}`).toBe(false);
        if (node.type === 'object' && node.properties) expect(node.additionalProperties, op.operationId).toBe(false);
      });
    }
  });

  it('explains every inference and serves the tracking image from the site root', () => {
    for (const { op } of operations) if (op['x-inferred']) expect(op['x-inferred-why'], op.operationId).toBeTruthy();
    expect(spec.paths['/sstatic/sc.png'].servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(Object.keys((byId.get('visitTracking')?.op.responses['200'].content ?? {}) as Json)).toEqual(['image/png']);
  });
});

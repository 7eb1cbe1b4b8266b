/**
 * The authorization matrix, generated from openapi.yaml: every client-area operation that takes the id of
 * a fund, holding, transaction, report, question, device, WeChat account, file or user is called with another
 * investor's id and must be refused (4003/4004, data null), while the caller's own id works. Partners' operations
 * refuse investors and the reverse; unfinished sessions read nothing.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { persona, qs, unfinished, type Persona } from './client-support.ts';
import { createTestServer, type S, type TestServer } from './support.ts';

interface Param {
  name: string;
  in: string;
  required?: boolean;
  $ref?: string;
}
interface Op {
  operationId: string;
  method: string;
  path: string;
  params: Param[];
  bodyProps: string[];
  tokenRequired: boolean;
}

const doc = parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8'));
const CLIENT_PATHS = /^\/(asset|partner|indicator|portfolio|rationale|user\/info|qa\/info|client\/qualified|cms|psn|file|public\/cms\/file|oss|live)\//;

function schemaProps(schema: { $ref?: string; properties?: Record<string, unknown> } | undefined): string[] {
  if (!schema) return [];
  const resolved = schema.$ref ? doc.components.schemas[schema.$ref.split('/').pop()!] : schema;
  return Object.keys(resolved.properties ?? {});
}

const OPS: Op[] = Object.entries(doc.paths as Record<string, Record<string, Record<string, unknown>>>).flatMap(([path, item]) =>
  CLIENT_PATHS.test(path)
    ? Object.entries(item)
        .filter(([, op]) => typeof op === 'object' && op !== null && 'operationId' in op)
        .filter(([, op]) => op.operationId !== 'updateLanguage')
        .map(([method, op]) => ({
          operationId: op.operationId as string,
          method: method.toUpperCase(),
          path,
          params: ((op.parameters ?? []) as Param[]).filter((p) => !p.$ref),
          bodyProps: schemaProps((op.requestBody as { content?: Record<string, { schema: never }> } | undefined)?.content?.['application/json']?.schema),
          tokenRequired: JSON.stringify(op.security) === '[{"token":[]}]',
        }))
    : [],
);

/** Parameters naming something a user owns (or sees through a holding). Content ids (articles, events) are public. */
const OWNED = ['fundCode', 'id', 'qaId', 'deviceId', 'wechatId', 'fileId', 'appUserId', 'sessionId'];
const PUBLIC_ID_OPS = ['psnColumnSelectArticleById', 'exclusiveSelectArticleById', 'selectActivityAndChildren', 'publicFileDownload'];
const ownedIn = (op: Op) => [...op.params.map((p) => p.name), ...op.bodyProps].filter((n) => OWNED.includes(n));

interface Ids {
  fundCode: string;
  id: string;
  qaId: string;
  deviceId: string;
  wechatId: string;
  fileId: string;
  appUserId: string;
  /** Another open session of the persona's (signOutSession). */
  sessionId: string;
}

/** A valid request for op with the given ids; other required fields get harmless values. */
function request(op: Op, ids: Partial<Ids>, only?: string) {
  const query: Record<string, string> = {};
  for (const p of op.params) {
    if (p.in !== 'query') continue;
    if (p.name in ids && (!only || only === p.name)) query[p.name] = ids[p.name as keyof Ids]!;
    else if (p.required) query[p.name] = ({ indicatorCodes: 'totalReturn', columnId: 'news', title: 'a', videoId: 'vid-brand-2026', period: '2026-10' } as Record<string, string>)[p.name] ?? 'x';
  }
  const body: Record<string, unknown> = {};
  for (const name of op.bodyProps) {
    if (name in ids && (!only || only === name)) body[name] = ids[name as keyof Ids];
  }
  if (op.operationId === 'addQaReply') body.content = 'hello';
  const url = `/api${op.path}${Object.keys(query).length ? `?${qs(query)}` : ''}`;
  return { url, body: op.method === 'GET' ? undefined : { ...SAMPLE_BODIES[op.operationId], ...body } };
}

/** Bodies of the operations without owned ids, for the identity-type gates. */
const SAMPLE_BODIES: Record<string, Record<string, unknown>> = {
  addListUserIndicatorSetting: { indicatorCodes: ['totalReturn'] },
  updateUserAccountInfo: { fontSize: 14 },
  verifyUserPasswordPCH5: { password: 'Demo1234' },
  multiDeviceSwitchSetting: { allowMultipleDevices: true },
  removeUser: { reason: 'test', password: 'Wrong-password-1' },
  userNoticeSetting: { sms: true },
  updateUserAssetBindingtInfo: { identityType: 1, relationType: 0, idType: 'idCard', idNumber: '110101199001011234', birthday: '1990-01-01', mobile: '13800000001', email: 'a@demo.test' },
  updateUserAccountInfoNew: { email: 'a@demo.test', verificationCode: '123456', passwordTicket: 'x' },
  addQaInfo: { title: 't', description: 'd' },
  clientAnswerQuestion: { answers: [{ questionId: 'q1', optionIds: ['individual'] }] },
  vhall: { eventId: '1' },
};

let s: TestServer;
let investor: Persona;
let institution: Persona;
let partner: Persona;
const idsOf: Record<string, Ids> = {};

async function collectIds(p: Persona, ownFund: string, email: string): Promise<Ids> {
  // A second session of the persona, for signOutSession to name.
  await persona(s.app, email);
  const open = await p.get<S['OpenSessionList']>('/user/security/sessions');
  const qa = await p.get<{ list: S['QaSummary'][] }>('/qa/info/list');
  const settings = await p.get<S['UserSettings']>('/user/info/getAccountSettingInfo');
  const reports = await p.get<{ list: S['Report'][] }>(`/asset/getFundReport?fundCode=${ownFund}`);
  return {
    fundCode: ownFund,
    id: qa.data.list[0].id,
    qaId: qa.data.list[0].id,
    deviceId: settings.data.devices.find((d) => !d.current)!.deviceId,
    wechatId: settings.data.wechatAccounts[0]?.wechatId ?? 'wx-nobody',
    fileId: reports.data.list[0].fileId,
    appUserId: p.userId,
    sessionId: open.data.list.find((x) => !x.current)!.sessionId,
  };
}

// Server start, seeding and three logins: slow on a loaded 2-core machine.
beforeAll(async () => {
  s = await createTestServer();
  investor = await persona(s.app, 'investor@demo.test');
  institution = await persona(s.app, 'institution@demo.test');
  partner = await persona(s.app, 'partner@demo.test');
  // HL003 only the investor holds, HL004 only the institution.
  idsOf.investor = await collectIds(investor, 'HL003', 'investor@demo.test');
  idsOf.institution = await collectIds(institution, 'HL004', 'institution@demo.test');
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const send = (p: Persona, op: Op, req: { url: string; body?: unknown }) =>
  op.method === 'GET' ? p.get(req.url.replace(/^\/api/, '')) : p.post(req.url.replace(/^\/api/, ''), req.body ?? {});

describe('the matrix covers the contract', () => {
  it('finds the id-taking operations of the client area', () => {
    const names = OPS.filter((op) => ownedIn(op).length > 0 && !PUBLIC_ID_OPS.includes(op.operationId)).map((o) => o.operationId);
    expect(names.length).toBeGreaterThan(25);
    expect(names).toEqual(expect.arrayContaining(['fundAssetDetail', 'findone', 'unboundUserDevice', 'preview', 'fileDownload', 'followFund', 'getFindReadMessage']));
  });
});

describe('another investor’s ids are refused, one’s own work', () => {
  const investorOps = () =>
    OPS.filter((op) => ownedIn(op).length > 0 && !PUBLIC_ID_OPS.includes(op.operationId) && !op.path.startsWith('/partner/'));
  for (const [caller, other] of [
    ['investor', 'institution'],
    ['institution', 'investor'],
  ] as const) {
    it(`${caller} with ${other}’s ids`, async () => {
      const p = caller === 'investor' ? investor : institution;
      const tried: string[] = [];
      for (const op of investorOps()) {
        for (const name of ownedIn(op)) {
          const refused = await send(p, op, request(op, idsOf[other], name));
          expect([4003, 4004], `${op.operationId} ${name}=${idsOf[other][name as keyof Ids]}: ${refused.code} ${refused.msg}`).toContain(refused.code);
          expect(refused.data).toBeNull();
          tried.push(`${op.operationId}.${name}`);
        }
      }
      expect(tried.length).toBeGreaterThanOrEqual(20);
    });
  }

  it('the same operations with the caller’s own ids succeed (the refusals above are about ownership)', async () => {
    for (const op of investorOps()) {
      // Last: unbinding removes the device and WeChat account this loop would reuse.
      if (op.operationId === 'unboundUserDevice') continue;
      const r = await send(institution, op, request(op, idsOf.institution));
      // A file (a report, a statement, an export) answers its bytes; a refusal would be the JSON envelope.
      const file = !String(r.headers?.['content-type'] ?? '').startsWith('application/json');
      if (op.path.startsWith('/file/')) expect(r.status, op.operationId).toBe(200);
      else if (file) expect(r.status, op.operationId).toBe(200);
      else expect(r.code, `${op.operationId}: ${r.msg}`).toBe(1000);
    }
    const unbind = OPS.find((o) => o.operationId === 'unboundUserDevice')!;
    expect((await send(institution, unbind, request(unbind, idsOf.institution, 'deviceId'))).code).toBe(1000);
  });

  it('a partner cannot follow or read products outside the partner range (nor another partner’s follows)', async () => {
    for (const op of OPS.filter((o) => o.path.startsWith('/partner/') && ownedIn(o).includes('fundCode'))) {
      const r = await send(partner, op, request(op, { fundCode: 'HLT01' }));
      expect(r.code, op.operationId).toBe(4004);
      const ok = await send(partner, op, request(op, { fundCode: 'HL002' }));
      expect(ok.code, `${op.operationId}: ${ok.msg}`).toBe(1000);
    }
  });
});

describe('identity types and unfinished sessions', () => {
  // unboundUserDevice takes one of deviceId / wechatId (maxProperties 1).
  const sample = (op: Op) => request(op, { ...idsOf.investor, fundCode: 'HL001' }, op.operationId === 'unboundUserDevice' ? 'deviceId' : undefined);

  it('every /partner operation refuses investors; every /asset operation refuses partners', async () => {
    for (const op of OPS.filter((o) => o.path.startsWith('/partner/'))) {
      expect((await send(investor, op, sample(op))).code, op.operationId).toBe(4003);
      expect((await send(institution, op, sample(op))).code, op.operationId).toBe(4003);
    }
    for (const op of OPS.filter((o) => o.path.startsWith('/asset/'))) {
      expect((await send(partner, op, sample(op))).code, op.operationId).toBe(4003);
    }
  });

  it('an unfinished session (no identity type chosen) is refused by every token-only operation', async () => {
    const single = await unfinished(s.app, 'single@demo.test');
    const ops = OPS.filter((o) => o.tokenRequired);
    expect(ops.length).toBeGreaterThan(60);
    for (const op of ops) {
      const r = await send(single, op, sample(op));
      expect(r.code, op.operationId).toBe(4003);
      expect(r.data).toBeNull();
    }
  });

  it('every client-area operation has a handler (none answers 501)', async () => {
    for (const op of OPS) {
      const r = await send(investor, op, sample(op));
      expect(r.status, op.operationId).not.toBe(501);
    }
  });
});

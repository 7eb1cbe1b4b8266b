/**
 * `npm run contract:check`: every operation of openapi.yaml called through Stoplight Prism's validating proxy, which
 * checks each request and each answer against the contract: a second opinion from a tool that shares no code with
 * the server's own validation (fastify-openapi-glue) or with the types the SPA is built on (openapi-typescript).
 *
 * The built server (tools/spawn-server.ts, as `npm start` runs it) starts in demo mode on a fresh PGlite
 * directory and without the SPA; Prism (`prism proxy openapi.yaml … --errors`) stands in front of it, through a small
 * forwarder that puts the contract's paths back under /api (Prism forwards a path to its upstream's origin, and the
 * contract's server is the relative /api) and leaves /sstatic/ (the tracking image's own server) at the root.
 *
 * The walk logs in as the investor, the partner and the institution (loginV2, then getInfo selects the identity
 * type, as the SPA does) and calls every operation as each of them, with the inputs the schemas describe
 * (tests/server/support-security.ts validRequest) and the ids earlier answers gave: fund codes from the holdings and
 * product lists, articles, activities, events, files and questions from their lists. The calls that end or change
 * a session (logout, token rotation, device and multi-device settings, account changes, removeUser) get a session
 * of their own, and removeUser comes last. Refusals (4003 for another identity type's operation, 4000 for a made-up
 * code) are answers too, and are checked like the others.
 *
 * Prism 5.16 reports what breaks the contract in an `sl-violations` header (a JSON list of {location, severity,
 * message}); with --errors, a request that breaks it is answered 422 and an answer that breaks it 500, each as
 * application/problem+json with the violations in `validation`. Any of these fails the walk: it prints operation,
 * persona, status and Prism's message, and exits 1.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { operations, validRequest, type Operation } from '../tests/server/support-security.ts';
import { freePort, spawnServer } from './spawn-server.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PASSWORD = 'Demo1234';
const PERSONAS = ['investor@demo.test', 'partner@demo.test', 'institution@demo.test'];
/** Logged in for the onetime flows (binding, applying): a user with no identity type yet. */
const ONETIME_ACCOUNT = 'new@demo.test';

/** Calls that end, replace or reconfigure the caller's session: each gets a fresh one, after everything else. */
const ENDS_SESSION = ['updateUserAccountInfo', 'multiDeviceSwitchSetting', 'unboundUserDevice', 'getUserTokens', 'logout'];
/** Deletes the account: the persona's last call. */
const LAST = 'removeUser';
/** They need a file id from the report lists, which come later in the contract's order. */
const AFTER_REPORTS = ['preview', 'fileDownload'];

interface Violation {
  location?: string[];
  severity?: string;
  message?: string;
}

interface Outcome {
  op: string;
  who: string;
  status: number;
  code?: number;
  violations: string[];
}

type Json = Record<string, unknown>;

const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);

// ---------------------------------------------------------------- the server, the forwarder, Prism

const dir = mkdtempSync(join(tmpdir(), 'contract-walk-'));
const [serverPort, forwarderPort, prismPort] = await Promise.all([freePort(), freePort(), freePort()]);
const upstream = `http://127.0.0.1:${serverPort}`;
const base = `http://127.0.0.1:${prismPort}`;

let prism: ChildProcess | undefined;
let server: Awaited<ReturnType<typeof spawnServer>> | undefined;
const forwarder = http.createServer((req, res) => {
  const path = req.url!.startsWith('/sstatic/') ? req.url! : `/api${req.url}`;
  const out = http.request(`${upstream}${path}`, { method: req.method, headers: req.headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  out.on('error', () => {
    res.writeHead(502).end();
  });
  req.pipe(out);
});

async function cleanUp() {
  prism?.kill('SIGTERM');
  if (prism && prism.exitCode === null) await once(prism, 'exit');
  await server?.stop();
  forwarder.close();
  rmSync(dir, { recursive: true, force: true });
}

async function startPrism(): Promise<ChildProcess> {
  const child = spawn(
    join(ROOT, 'node_modules/.bin/prism'),
    ['proxy', join(ROOT, 'openapi.yaml'), `http://127.0.0.1:${forwarderPort}`, '--errors', '-p', String(prismPort), '-h', '127.0.0.1', '-v', 'warn'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const deadline = Date.now() + 120_000;
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`prism exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`prism did not start in 120 s:\n${output}`);
    try {
      // Any answer, even Prism's own 404 for a path the contract lacks, means it listens.
      await fetch(`${base}/`, { signal: AbortSignal.timeout(2000) });
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

// ---------------------------------------------------------------- calls through Prism, checked

const outcomes: Outcome[] = [];

interface Answer {
  status: number;
  code?: number;
  data?: unknown;
}

async function checked(op: string, who: string, method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Answer> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const type = res.headers.get('content-type') ?? '';
  const text = type.includes('json') ? await res.text() : (await res.arrayBuffer(), '');
  const violations: string[] = [];
  const header = res.headers.get('sl-violations');
  if (header) {
    for (const v of JSON.parse(header) as Violation[]) violations.push(`${v.severity ?? ''} ${(v.location ?? []).join('.')}: ${v.message ?? ''}`.trim());
  }
  let json: Json = {};
  try {
    json = text ? (JSON.parse(text) as Json) : {};
  } catch {
    violations.push(`answer is not JSON: ${text.slice(0, 200)}`);
  }
  if (type.includes('application/problem+json')) {
    // Prism's own answer: a request or an answer that breaks the contract (--errors), or a path it cannot match.
    const listed = ((json.validation as Violation[] | undefined) ?? []).map((v) => `${v.severity ?? ''} ${(v.location ?? []).join('.')}: ${v.message ?? ''}`.trim());
    violations.push(`${String(json.title ?? 'Prism error')}${json.detail ? ` (${String(json.detail)})` : ''}`, ...listed.filter((l) => !violations.includes(l)));
  }
  outcomes.push({ op, who, status: res.status, code: json.code as number | undefined, violations });
  return { status: res.status, code: json.code as number | undefined, data: json.data };
}

/** The first value of `key` anywhere in `data` (depth first), or undefined. */
function find(data: unknown, key: string): unknown {
  if (!data || typeof data !== 'object') return undefined;
  if (Array.isArray(data)) {
    for (const item of data) {
      const v = find(item, key);
      if (v !== undefined && v !== null) return v;
    }
    return undefined;
  }
  const obj = data as Json;
  if (obj[key] !== undefined && obj[key] !== null) return obj[key];
  for (const v of Object.values(obj)) {
    const found = find(v, key);
    if (found !== undefined && found !== null) return found;
  }
  return undefined;
}

/** The first item of a page's list, or of a list. */
const first = (data: unknown): Json | undefined => {
  const list = Array.isArray(data) ? data : ((data as Json | null)?.list as unknown[] | undefined);
  return (list?.[0] as Json | undefined) ?? undefined;
};

// ---------------------------------------------------------------- one persona's walk

interface Session {
  token: string;
  refreshToken: string;
  userId: string;
  idType: number;
}

async function login(who: string, account: string): Promise<Json> {
  const r = await checked('loginV2', who, 'POST', '/sys/users/loginV2', {}, { account, password: PASSWORD });
  if (r.code !== 1000) throw new Error(`${account} cannot log in through Prism: HTTP ${r.status}, code ${r.code}`);
  return r.data as Json;
}

async function session(who: string): Promise<Session> {
  const data = await login(who, who);
  const idType = Math.max(1, Number((data.identityTypeMap as Json).currentIdType));
  const s = { token: String(data.token), refreshToken: String(data.refreshToken), userId: String(data.userId), idType };
  const info = await checked('getInfo', who, 'POST', '/sys/users/getInfo', { token: s.token, userCurrentIdType: String(idType) }, { userId: s.userId, currentIdType: idType });
  if (info.code !== 1000) throw new Error(`${who}: getInfo through Prism answered code ${info.code}`);
  known.set(who, { ...(known.get(who) ?? {}), ...columnOf(info.data) });
  return s;
}

/** A content column of the menu getInfo answers (the company news), for the column lists. */
function columnOf(info: unknown): Json {
  const columns: Json[] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const obj = node as Json;
    if (obj.columnId !== undefined && typeof obj.content === 'string') columns.push(obj);
    Object.values(obj).forEach(visit);
  };
  visit(info);
  const news = columns.find((c) => c.content === '/companyNews') ?? columns[0];
  return news ? { columnId: String(news.columnId) } : {};
}

/** Values found in earlier answers, per persona, by request field name. */
const known = new Map<string, Json>();

/** What an answer of `op` gives the later calls, by the request field that takes it. */
function harvest(op: string, data: unknown): Json {
  const item = first(data);
  switch (op) {
    case 'fundListAndState':
    case 'assetFundList':
    case 'partnerFundList':
      return find(data, 'fundCode') === undefined ? {} : { fundCode: find(data, 'fundCode') };
    case 'psnColumnGetList':
      return item ? { articleId: item.id } : {};
    case 'psnColumnSelectArticleById':
    case 'exclusiveSelectArticleById':
      return find(data, 'videoId') === undefined ? {} : { videoId: find(data, 'videoId') };
    case 'exclusiveGetList':
      return item ? { exclusiveId: item.id } : {};
    case 'psnActivityGetList':
      return item ? { activityId: item.id } : {};
    case 'event':
      return item ? { eventId: item.id ?? item.eventId } : {};
    case 'assetGetFundReport':
    case 'partnerGetFundReport':
      return find(data, 'fileId') === undefined ? {} : { fileId: find(data, 'fileId') };
    case 'publicFileList':
      return find(data, 'fileId') === undefined ? {} : { publicFileId: find(data, 'fileId') };
    case 'qaList':
      return item ? { qaId: item.id } : {};
    case 'verifyCodeImage':
      return find(data, 'captchaKey') === undefined ? {} : { captchaKey: find(data, 'captchaKey') };
    default:
      return {};
  }
}

/** The request values of `op` for this persona: the schemas' samples, then what earlier answers gave. */
function valuesFor(op: Operation, who: string, s: Session): Json {
  const k = known.get(who) ?? {};
  const values: Json = {};
  const set = (name: string, value: unknown) => {
    if (value !== undefined) values[name] = typeof value === 'number' ? String(value) : value;
  };
  set('fundCode', k.fundCode);
  set('columnId', k.columnId);
  set('videoId', k.videoId);
  set('eventId', k.eventId);
  set('qaId', k.qaId);
  if (op.id === 'demoCaptcha') set('captchaKey', k.captchaKey);
  set('fileId', op.id === 'publicFileDownload' ? k.publicFileId : k.fileId);
  if (op.id === 'psnColumnSelectArticleById') set('id', k.articleId);
  if (op.id === 'exclusiveSelectArticleById') set('id', k.exclusiveId);
  if (op.id === 'selectActivityAndChildren') set('id', k.activityId);
  if (op.id === 'findone') set('id', k.qaId);
  if (op.id === 'getInfo') Object.assign(values, { userId: s.userId, currentIdType: s.idType });
  if (op.id === 'getFindReadMessage') values.appUserId = s.userId;
  if (op.id === 'loginV2') values.account = who;
  if (op.id === 'removeUser') values.password = PASSWORD;
  // The schemas' sample of a base64 field is not base64: a one-line PDF instead.
  if (op.id === 'saveInternAttendance') values.file = { fileName: 'attendance.pdf', contentType: 'application/pdf', contentBase64: 'JVBERi0xLjQK' };
  // A password change would lock the next walk out: the account's name changes instead.
  if (op.id === 'updateUserAccountInfo') values.userName = 'Contract Walk';
  return values;
}

async function call(op: Operation, who: string, s: Session, onetimeToken: string): Promise<void> {
  const headers: Record<string, string> = { userCurrentIdType: String(s.idType) };
  const schemes = op.security.flat();
  if (schemes.includes('token')) headers.token = s.token;
  if (schemes.includes('onetimeToken')) headers.onetimeToken = onetimeToken;
  if (op.params.some((p) => p.name === 'refreshToken')) headers.refreshToken = s.refreshToken;
  const req = validRequest(op, valuesFor(op, who, s), headers);
  const answer = await checked(op.id, who, req.method, req.url.replace(/^\/api/, ''), req.headers, req.payload);
  if (answer.code === 1000) {
    known.set(who, { ...(known.get(who) ?? {}), ...harvest(op.id, answer.data) });
    // The rotated refresh token replaces the old one: reusing that would revoke the session's family.
    if (op.id === 'getLongToken') s.refreshToken = String(find(answer.data, 'refreshToken') ?? s.refreshToken);
    if (op.id === 'getToken' && find(answer.data, 'token')) s.token = String(find(answer.data, 'token'));
  }
}

async function walk(who: string): Promise<void> {
  const s = await session(who);
  const onetime = String((await login(who, ONETIME_ACCOUNT)).onetimeToken ?? '');
  const special = new Set([...ENDS_SESSION, LAST, ...AFTER_REPORTS]);
  const ordered = [
    ...operations.filter((op) => !special.has(op.id)),
    ...AFTER_REPORTS.map((id) => operations.find((op) => op.id === id)!),
  ];
  for (const op of ordered) await call(op, who, s, onetime);
  for (const id of ENDS_SESSION) await call(operations.find((op) => op.id === id)!, who, await session(who), onetime);
  await call(operations.find((op) => op.id === LAST)!, who, s, onetime);
}

// ---------------------------------------------------------------- the run

let failed = false;
try {
  const missing = [...ENDS_SESSION, LAST, ...AFTER_REPORTS].filter((id) => !operations.some((op) => op.id === id));
  if (missing.length) throw new Error(`operations named here are not in openapi.yaml: ${missing.join(', ')}`);
  forwarder.listen(forwarderPort, '127.0.0.1');
  await once(forwarder, 'listening');
  const serverStarting = spawnServer({
    env: {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      PGLITE_DIR: join(dir, 'pglite'),
      // No SPA: the walk needs the API alone.
      DIST_DIR: join(dir, 'no-spa'),
    },
    ready: async () => (await fetch(`${upstream}/api/sys/users/verifyCodeImage`)).status === 200,
    // A fresh PGlite directory is migrated and seeded before the server answers: beside other test runs on the
    // 2 cores, that takes minutes.
    timeoutMs: 480_000,
  });
  [server, prism] = await Promise.all([serverStarting, startPrism()]);
  console.log(`contract walk: server and Prism up (${seconds()} s)`);

  // The tracking image, outside /api, once.
  await checked('visitTracking', 'anonymous', 'GET', '/sstatic/sc.png?r=%2Flogin&s=%2F&t=1700000000000', {});
  for (const who of PERSONAS) {
    await walk(who);
    console.log(`contract walk: ${who} done (${seconds()} s)`);
  }

  const called = new Set(outcomes.map((o) => o.op));
  const all = [...operations.map((op) => op.id), 'visitTracking'];
  const notCalled = all.filter((id) => !called.has(id));
  const broken = outcomes.filter((o) => o.violations.length > 0);
  console.log(
    `contract walk: ${called.size} of ${all.length} operations called, ${outcomes.length} answers validated by Prism, ` +
      `${broken.length} with violations (${seconds()} s)`,
  );
  if (notCalled.length) {
    failed = true;
    console.error(`not called: ${notCalled.join(', ')}`);
  }
  for (const o of broken) {
    failed = true;
    console.error(`✗ ${o.op} as ${o.who}: HTTP ${o.status}${o.code === undefined ? '' : `, code ${o.code}`}`);
    for (const v of o.violations) console.error(`    ${v}`);
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await cleanUp();
}
process.exit(failed ? 1 : 0);

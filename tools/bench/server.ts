/**
 * Starts the real server (server/main.ts: built SPA + API) on a free loopback port for the performance scripts,
 * as `npm start` runs it (tools/spawn-server.ts: built to plain JavaScript from the current sources, once per
 * script, with `npm start`'s flags and environment), on a fresh PGlite directory (demo data seeded on first
 * start) unless a DATABASE_URL is given. DIST_DIR serves another build than ./dist (the server reads ./dist relative to its working
 * directory, so it then runs in a temporary directory whose dist/ links to that build). Also: demo login.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, spawnServer, type SpawnedServer } from '../spawn-server.ts';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The key of the authenticator secrets a production server requires (SECOND_FACTOR_KEY): the environment's, or one
 * made for this run, the same for every server it starts (the benches turn no authenticator on).
 */
export const BENCH_SECOND_FACTOR_KEY = process.env.SECOND_FACTOR_KEY || randomBytes(32).toString('hex');
export const DEMO_PASSWORD = 'Demo1234';

export interface StartedServer {
  baseUrl: string;
  pid: number;
  stop: () => Promise<void>;
  log: () => string;
}

/** What serverFetch answers: the part of fetch's Response the scripts use. */
export interface ServerResponse {
  ok: boolean;
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API's JSON, read by each caller as it needs
  json: () => Promise<any>;
  text: () => Promise<string>;
}

/** loginV2's data: the session a persona gets. */
export interface LoginData {
  token: string;
  refreshToken: string;
  accessimeout: number;
  failureTime: number;
  userId: string | number;
  identityTypeMap?: { currentIdType?: number };
}

/**
 * `tls`: the server serves HTTPS with HTTP/2, as a browser reaches it in production (server/main.ts, TLS_CERT_FILE),
 * with a certificate made for the run; browsers driven against it must ignore certificate errors.
 */
export async function startServer({
  distDir = process.env.DIST_DIR || 'dist',
  databaseUrl = '',
  env = {},
  needBuild = true,
  nodeArgs = [],
  tls = false,
}: { distDir?: string; databaseUrl?: string; env?: Record<string, string>; needBuild?: boolean; nodeArgs?: string[]; tls?: boolean } = {}): Promise<StartedServer> {
  const dist = resolve(ROOT, distDir);
  if (needBuild && !existsSync(join(dist, 'index.html'))) throw new Error(`${dist}/index.html is missing: run \`npm run build\` first`);
  const temp = mkdtempSync(join(tmpdir(), 'hl-perf-'));
  let cwd = ROOT;
  if (dist !== resolve(ROOT, 'dist')) {
    cwd = join(temp, 'root');
    mkdirSync(cwd);
    symlinkSync(dist, join(cwd, 'dist'), 'dir');
  }
  const port = await freePort();
  const tlsEnv: Partial<ReturnType<typeof selfSignedCertificate>> = tls ? selfSignedCertificate(temp) : {};
  const baseUrl = tls ? `https://localhost:${port}` : `http://127.0.0.1:${port}`;
  if (tls) trusted.set(new URL(baseUrl).origin, readFileSync(tlsEnv.TLS_CERT_FILE!));
  let server: SpawnedServer;
  try {
    server = await spawnServer({
      cwd,
      nodeArgs,
      env: {
        NODE_ENV: 'production',
        // A production server on the demo data, which a production database otherwise never gets.
        SEED_DEMO_DATA: '1',
        SECOND_FACTOR_KEY: BENCH_SECOND_FACTOR_KEY,
        LOG_LEVEL: 'warn',
        ...env,
        ...tlsEnv,
        PORT: String(port),
        HOST: '127.0.0.1',
        PGLITE_DIR: join(temp, 'pglite'),
        DATABASE_URL: databaseUrl,
      },
      ready: async () => (await serverFetch(`${baseUrl}/sstatic/sc.png`)).ok,
      // A first start on a fresh database creates and seeds it, ten years of NAV: a few minutes on a busy machine.
      timeoutMs: 300_000,
    });
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    throw error;
  }
  const stop = async () => {
    await server.stop();
    rmSync(temp, { recursive: true, force: true });
  };
  return { baseUrl, pid: server.child.pid ?? 0, stop, log: server.log };
}

/** The certificates of the HTTPS servers started here, by origin (serverFetch trusts them). */
const trusted = new Map<string, Buffer>();

/**
 * fetch for the scripts' own calls to a server started here: an HTTPS one (`tls`) has a certificate of its own,
 * which Node's fetch cannot be told to trust, so those go through node:https with it as the only CA.
 */
export function serverFetch(
  url: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<ServerResponse> {
  const ca = trusted.get(new URL(url).origin);
  if (!ca) return fetch(url, { method, headers, body });
  return new Promise<ServerResponse>((ok, fail) => {
    const req = httpsRequest(url, { method, headers, ca }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (d: Buffer) => parts.push(d));
      res.on('error', fail);
      res.on('end', () => {
        const text = Buffer.concat(parts).toString('utf8');
        const status = res.statusCode ?? 0;
        ok({ ok: status >= 200 && status < 300, status, text: async () => text, json: async () => JSON.parse(text) });
      });
    });
    req.on('error', fail);
    req.end(body);
  });
}

/** A certificate for localhost and 127.0.0.1 (openssl), for a server that serves HTTPS with HTTP/2. */
function selfSignedCertificate(dir: string): { TLS_CERT_FILE: string; TLS_KEY_FILE: string } {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'], { stdio: 'ignore' });
  return { TLS_CERT_FILE: cert, TLS_KEY_FILE: key };
}

export const API_HEADERS = { 'content-type': 'application/json', 'Accept-Language': 'zh_CN', 'Accept-Side': 'pc', 'Accept-SystemSide': 'web' };

/** loginV2 for a persona; throws unless the answer is a usable session. */
export async function login(baseUrl: string, account: string, password = DEMO_PASSWORD): Promise<LoginData> {
  const res = await serverFetch(`${baseUrl}/api/sys/users/loginV2`, {
    method: 'POST',
    headers: API_HEADERS,
    body: JSON.stringify({ account, password }),
  });
  const body = await res.json();
  if (body.code !== 1000 || !body.data?.token) throw new Error(`login ${account}: HTTP ${res.status} code ${body.code} ${body.msg}`);
  return body.data;
}

/** The value the SPA keeps under sessionStorage 'hl.session' (src/session/token-store.ts) for a fresh login. */
export function savedSession(data: LoginData, now = Date.now()) {
  return {
    tokens: {
      token: data.token,
      refreshToken: data.refreshToken,
      accessimeout: data.accessimeout,
      failureTime: data.failureTime,
      tokenIssuedAt: now,
      refreshIssuedAt: now,
    },
    userId: String(data.userId),
    currentIdType: data.identityTypeMap?.currentIdType ?? 1,
    lastOperationAt: now,
  };
}

/** A script for page.addInitScript / evaluateOnNewDocument: puts the session in place before the SPA reads it. */
/**
 * The cookie the SPA sets while a tab holds a session (SIGNED_IN_COOKIE in src/constants.ts; tests/perf checks the
 * two agree): with it the server sends a client page with the client area's frame drawn (build/prerender.ts), as
 * a signed-in browser gets it. Set it in the browser before the first navigation, beside sessionInitScript.
 */
export const signedInCookie = (baseUrl: string) => ({ name: 'hl_signed_in', value: '1', url: baseUrl });

export function sessionInitScript(data: LoginData): string {
  const saved = JSON.stringify(savedSession(data));
  return `(() => { try { if (!sessionStorage.getItem('hl.session')) { const s = ${saved}; const t = Date.now();
    s.tokens.tokenIssuedAt = t; s.tokens.refreshIssuedAt = t; s.lastOperationAt = t;
    sessionStorage.setItem('hl.session', JSON.stringify(s)); } } catch { /* opaque origin */ } })();`;
}

/** Formats rows as an aligned text table. */
export function table(headers: string[], rows: unknown[][]): string {
  const cells = [headers, ...rows].map((r) => r.map((c) => String(c)));
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

/**
 * `npm run cluster`: the server as it runs for real with more than one process: CLUSTER_SIZE instances (3) on one
 * PostgreSQL (DATABASE_URL, required) behind HAProxy, which listens on PORT (8080). Ctrl-C or SIGTERM stops the
 * proxy and every instance; SIGHUP restarts the instances one after the other (a rolling restart: each is stopped,
 * started again from the current build and back in the proxy before the next goes), and an instance that exits on its
 * own is reported. `startCluster()` does the same for the tests of tests/cluster/.
 *
 * The instances are the built server started as `npm start` starts it (tools/spawn-server.ts, with its harness
 * environment, which the caller's environment overrides), on loopback ports of their own, each with:
 * - TRUST_PROXY=127.0.0.1: the proxy connects to them from that address (`source` below), so the client's address
 *   they use for per-address limits and the audit log is the one the proxy forwards in X-Forwarded-For;
 * - one SIGNED_URL_KEY for all of them (a random one unless the environment sets it): an address of a video or a
 *   report file signed by one instance is accepted by the others.
 *
 * The proxy (HAProxy, installed with apt-get when missing):
 * - balances requests round-robin, each request on its own (a client's keep-alive connection is not pinned);
 * - checks each instance with GET /readyz (server/health.ts) every half second: out after 3 failed checks, back in
 *   after 2 good ones;
 * - adds the client's address to X-Forwarded-For, and names the instance that answered in `X-Instance`;
 * - retries a request on another instance (`retries`, `option redispatch 1`) when the connection fails, when the
 *   instance closes it without an answer, or when it answers 503. The server answers 503 only before it handles a
 *   request (an instance closing after SIGTERM, load shedding, /readyz), so a retried write was not done: a rolling
 *   restart loses no request and answers none with a 5xx (tests/cluster/rolling-restart.test.ts).
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, spawnServer, type SpawnedServer } from './spawn-server.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The address the proxy connects to the instances from, and the one they trust (TRUST_PROXY). */
const PROXY_SOURCE = '127.0.0.1';
const START_TIMEOUT_MS = 180_000;
const POLL_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ClusterOptions {
  /** Instances (default 3). */
  size?: number;
  /** The proxy's port (a free loopback port when not given). */
  port?: number;
  /** The PostgreSQL database every instance uses. */
  databaseUrl: string;
  /** On top of the instances' environment (ADDRESS_LIMIT_EXEMPT, ADDRESS_LIMIT_PER_HOUR, …). */
  env?: Record<string, string>;
  /** The processes print to this process's output instead of keeping it for log(). */
  inheritOutput?: boolean;
}

export interface ClusterInstance {
  /** The proxy's name for it (i1, i2, …), sent back in the X-Instance header of every answer it gave. */
  name: string;
  port: number;
  /** The instance itself, past the proxy. */
  url: string;
  readonly pid: number | undefined;
  readonly running: boolean;
  /** What the running instance has printed. */
  log(): string;
  /** Starts it again on its port; resolves once /readyz answers 200 and the proxy has it back in. */
  start(): Promise<void>;
  /** SIGTERM; resolves once it has exited. */
  stop(): Promise<void>;
}

export interface Cluster {
  /** The proxy: http://127.0.0.1:<port>. */
  url: string;
  port: number;
  instances: ClusterInstance[];
  /** Each instance's state as the proxy sees it ('UP', 'DOWN', 'UP 1/2' while rising, …). */
  proxyStates(): Promise<Record<string, string>>;
  /** HAProxy's `show stat` rows of the instances' backend (one per instance, then BACKEND): wretr, wredis, … */
  proxyStats(): Promise<Record<string, string>[]>;
  /** What HAProxy has printed (its warnings). */
  proxyLog(): string;
  /** Stops the proxy, then every instance. */
  stop(): Promise<void>;
}

/** HAProxy's binary, installed from Debian's package when the machine has none (as the README installs Chromium). */
export function haproxyBinary(): string {
  const found = () => ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find((path) => existsSync(path));
  const there = found();
  if (there) return there;
  console.error('HAProxy is missing: apt-get install -y haproxy');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // Another install may hold dpkg's lock (CI installs Chromium meanwhile): wait for it rather than fail.
  const apt = (...args: string[]) => spawnSync('apt-get', ['-o', 'DPkg::Lock::Timeout=600', ...args], { stdio: 'inherit', env }).status === 0;
  if (!apt('install', '-y', '-qq', 'haproxy')) {
    apt('update', '-qq');
    apt('install', '-y', '-qq', 'haproxy');
  }
  const path = found();
  if (!path) throw new Error('HAProxy is not installed and apt-get could not install it: run `apt-get install -y haproxy` as root');
  return path;
}

/** The proxy's configuration: one frontend on `port`, one backend of `instances` ({ name, port }). */
export function haproxyConfig({ port, instances, socket }: { port: number; instances: { name: string; port: number }[]; socket: string }): string {
  return `global
  maxconn 4096
  stats socket ${socket} mode 600 level admin

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  timeout http-keep-alive 10s
  timeout queue 10s
  timeout check 5s
  # A failed connection, a connection closed without an answer, and a 503 (answered before the request was handled)
  # are tried again, each time on another instance.
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response 503
  option forwardfor

frontend site
  bind 127.0.0.1:${port}
  http-request set-header X-Forwarded-Proto http
  default_backend instances

backend instances
  balance roundrobin
  option httpchk
  http-check send meth GET uri /readyz
  http-check expect status 200
  http-response set-header X-Instance %[srv_name]
  default-server check inter 500ms fastinter 250ms downinter 500ms rise 2 fall 3 source ${PROXY_SOURCE}
${instances.map((i) => `  server ${i.name} 127.0.0.1:${i.port}`).join('\n')}
`;
}

/** One command on HAProxy's admin socket; its whole answer. */
function adminCommand(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const conn = createConnection(socket, () => conn.end(`${command}\n`));
    conn.setEncoding('utf8');
    conn.on('data', (chunk: string) => (answer += chunk));
    conn.on('end', () => resolve(answer));
    conn.on('error', reject);
  });
}

/** The proxy's statistics of the instances' backend, a row each (HAProxy's `show stat` columns), BACKEND last. */
async function proxyStats(socket: string): Promise<Record<string, string>[]> {
  const [header, ...rows] = (await adminCommand(socket, 'show stat')).trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  return rows
    .map((row) => Object.fromEntries(row.split(',').map((cell, i) => [columns[i], cell])))
    .filter((row) => row.pxname === 'instances');
}

/** Each instance's state as the proxy sees it: { i1: 'UP', i2: 'DOWN', … } ('UP 1/2' while rising). */
async function proxyStates(socket: string): Promise<Record<string, string>> {
  const rows = (await proxyStats(socket)).filter((row) => /^i\d+$/.test(row.svname));
  return Object.fromEntries(rows.map((row) => [row.svname, row.status]));
}

/**
 * Starts `size` instances on `databaseUrl` and the proxy in front of them on `port` (a free one when not given).
 * `env` goes on top of the instances' environment. `inheritOutput`: the processes print to this process's output
 * (`npm run cluster`) instead of having it kept for `log()`.
 */
export async function startCluster({ size = 3, port, databaseUrl, env = {}, inheritOutput = false }: ClusterOptions): Promise<Cluster> {
  if (!databaseUrl) throw new Error('startCluster: a PostgreSQL databaseUrl is required (PGlite is opened by one process alone)');
  if (!Number.isInteger(size) || size < 1) throw new Error(`startCluster: size must be a whole number of instances, not ${size}`);
  const haproxy = haproxyBinary();
  const dir = mkdtempSync(join(tmpdir(), 'hl-cluster-'));
  const socket = join(dir, 'admin.sock');
  const proxyPort = port || (await freePort());
  const shared = {
    LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
    SIGNED_URL_KEY: process.env.SIGNED_URL_KEY || randomBytes(32).toString('base64url'),
    ...env,
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    TRUST_PROXY: PROXY_SOURCE,
  };
  const names = Array.from({ length: size }, (_, i) => `i${i + 1}`);
  const ports: number[] = [];
  while (ports.length < size) {
    const free = await freePort();
    if (free !== proxyPort && !ports.includes(free)) ports.push(free);
  }

  let proxy: ChildProcess | undefined;
  let proxyOutput = '';
  const waitForProxy = async (name: string, wanted: string, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const state = (await proxyStates(socket).catch((): Record<string, string> => ({})))[name];
      if (state === wanted) return;
      if (proxy && (proxy.exitCode !== null || proxy.signalCode !== null)) throw new Error(`HAProxy exited:\n${proxyOutput}`);
      if (Date.now() > deadline) throw new Error(`HAProxy did not see ${name} ${wanted} in ${timeoutMs / 1000} s (it says ${state})`);
      await sleep(POLL_MS);
    }
  };

  const instances = names.map((name, i) => {
    let server: SpawnedServer | undefined;
    const instance: ClusterInstance = {
      name,
      port: ports[i],
      url: `http://127.0.0.1:${ports[i]}`,
      get pid() {
        return server?.child.pid;
      },
      get running() {
        return server !== undefined;
      },
      log: () => server?.log() ?? '',
      /** Starts the instance, then waits until /readyz answers 200 and (once the proxy runs) the proxy has it in. */
      async start() {
        if (server) return;
        server = await spawnServer({
          env: { ...shared, PORT: String(ports[i]) },
          ready: async () => (await fetch(`${instance.url}/readyz`, { signal: AbortSignal.timeout(5_000) })).status === 200,
          timeoutMs: START_TIMEOUT_MS,
          inheritOutput,
        });
        if (proxy) await waitForProxy(name, 'UP');
      },
      /** SIGTERM, then waits until the instance has exited. */
      async stop() {
        const running = server;
        server = undefined;
        await running?.stop();
      },
    };
    return instance;
  });

  const stopAll = async () => {
    if (proxy && proxy.exitCode === null && proxy.signalCode === null) {
      const running = proxy;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      proxy.kill('SIGTERM');
      await exited;
    }
    await Promise.all(instances.map((i) => i.stop()));
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    // Together: the first takes the migration lock, migrates and seeds an empty database; the others find it done.
    const started = await Promise.allSettled(instances.map((i) => i.start()));
    const failed = started.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;

    const config = join(dir, 'haproxy.cfg');
    writeFileSync(config, haproxyConfig({ port: proxyPort, instances, socket }));
    // Checked first: a configuration HAProxy refuses says why at once.
    execFileSync(haproxy, ['-c', '-q', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
    const haproxyProcess = spawn(haproxy, ['-db', '-f', config], { stdio: ['ignore', inheritOutput ? 'inherit' : 'pipe', inheritOutput ? 'inherit' : 'pipe'] });
    proxy = haproxyProcess;
    haproxyProcess.stdout?.on('data', (chunk: Buffer) => (proxyOutput += chunk));
    haproxyProcess.stderr?.on('data', (chunk: Buffer) => (proxyOutput += chunk));
    for (const { name } of instances) await waitForProxy(name, 'UP');
  } catch (error) {
    await stopAll();
    throw error;
  }

  return {
    url: `http://127.0.0.1:${proxyPort}`,
    port: proxyPort,
    instances,
    proxyStates: () => proxyStates(socket),
    proxyStats: () => proxyStats(socket),
    proxyLog: () => proxyOutput,
    stop: stopAll,
  };
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error(
      'npm run cluster needs PostgreSQL: set DATABASE_URL (DATABASE_URL=postgres://user@127.0.0.1:5432/harbourline npm run cluster);\n' +
        'the instances share it, and PGlite is opened by one process alone.',
    );
    process.exit(2);
  }
  const size = Number(process.env.CLUSTER_SIZE ?? 3);
  const port = Number(process.env.PORT ?? 8080);
  // The instances serve the built SPA; the server itself is built from the current sources by spawnServer.
  if (!existsSync(join(ROOT, process.env.DIST_DIR || 'dist', 'index.html'))) {
    console.log('no built SPA: npm run build');
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  }
  const t0 = Date.now();
  const cluster = await startCluster({ size, port, databaseUrl, inheritOutput: true });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping the proxy and the instances`);
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  let restarting = false;
  process.on('SIGHUP', () => {
    if (restarting || stopping) return;
    restarting = true;
    void (async () => {
      for (const instance of cluster.instances) {
        if (stopping) break;
        console.log(`SIGHUP: restarting ${instance.name}`);
        await instance.stop();
        await instance.start();
        console.log(`  ${instance.name}: back in the proxy (pid ${instance.pid})`);
        watch(instance);
      }
      console.log('rolling restart done');
    })()
      .catch((error) => console.error(`rolling restart stopped: ${error instanceof Error ? error.message : error}`))
      .finally(() => (restarting = false));
  });
  /** Says so when an instance exits without being asked (the proxy takes it out after three failed checks). */
  const watch = (instance: ClusterInstance) => {
    const pid = instance.pid;
    const timer = setInterval(() => {
      if (stopping || instance.pid !== pid) return clearInterval(timer);
      try {
        process.kill(pid ?? 0, 0);
      } catch {
        clearInterval(timer);
        console.error(`${instance.name} (pid ${pid}) exited on its own: the proxy serves from the others; SIGHUP restarts every instance`);
      }
    }, 1_000);
    timer.unref();
  };
  for (const instance of cluster.instances) watch(instance);
  console.log(`cluster up in ${((Date.now() - t0) / 1000).toFixed(1)} s: ${cluster.url} (HAProxy, round-robin, checks GET /readyz)`);
  for (const i of cluster.instances) console.log(`  ${i.name}: ${i.url} (pid ${i.pid})`);
  console.log(`Ctrl-C stops everything; kill -HUP ${process.pid} restarts the instances one by one.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

/**
 * The one way the scripts and tests start the real server: the performance scripts (tools/bench/server.ts), the
 * robustness scripts (tools/live-server.ts) and the browser journeys and server tests (tests/e2e/support/server.ts).
 * It runs the server built to plain JavaScript from the current sources (builtServer, once per process) through
 * `npm start`'s script (start-server.sh: the node options and environment server-node-flags.ts chooses for the
 * database in `env`, over the caller's environment), and polls `ready` until the server answers. A server that exits first, or does not answer in time, fails the start with what
 * it printed; one that never answered is killed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { builtServer } from '../build/build-server.ts';

const START_SCRIPT = fileURLToPath(new URL('../scripts/start-server.sh', import.meta.url));

/** A loopback port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const POLL_MS = 250;

/**
 * The scripts and tests call their server many times from loopback (logins, registrations, codes): its per-address
 * limits leave loopback out (ADDRESS_LIMIT_EXEMPT, docs/operations.md) unless the caller's environment says otherwise.
 * A production server has no exempt address. Nor do they shed load (SHED_EVENT_LOOP_DELAY_MS=0): on a loaded 2-core
 * machine the server would refuse its own journeys' requests; tests/server/health.test.ts covers shedding.
 */
const HARNESS_ENV = { ADDRESS_LIMIT_EXEMPT: '127.0.0.1,::1,::ffff:127.0.0.1', SHED_EVENT_LOOP_DELAY_MS: '0' };

export interface SpawnOptions {
  /** On top of this process's environment (PORT, HOST, the database, …); `npm start`'s goes on top of both. */
  env: Record<string, string>;
  /** True once the server answers as the caller needs; a rejection counts as "not yet". */
  ready: () => Promise<boolean>;
  timeoutMs: number;
  /** Node options after `npm start`'s (a later one wins). */
  nodeArgs?: string[];
  cwd?: string;
  /** The server's output goes to this process's own instead of being kept (log() is then empty). */
  inheritOutput?: boolean;
  onOutput?: (chunk: Buffer) => void;
}

export interface SpawnedServer {
  child: ChildProcess;
  /** What the server has printed so far. */
  log: () => string;
  /** SIGTERM, then waits for the exit. */
  stop: () => Promise<void>;
}

export async function spawnServer({ env, ready, timeoutMs, nodeArgs = [], cwd, inheritOutput = false, onOutput }: SpawnOptions): Promise<SpawnedServer> {
  // The shell replaces itself with node: the child's process id is the server's.
  const child = spawn('sh', [START_SCRIPT, ...nodeArgs, await builtServer()], {
    cwd,
    env: { ...HARNESS_ENV, ...process.env, ...env },
    stdio: inheritOutput ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk;
    onOutput?.(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const stop = async () => {
    if (gone()) return;
    child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (gone()) throw new Error(`server exited early (${child.signalCode ?? `exit code ${child.exitCode}`}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      await exited;
      throw new Error(`server did not start in ${timeoutMs / 1000} s:\n${output}`);
    }
    try {
      if (await ready()) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return { child, log: () => output, stop };
}

/**
 * The real server for browser tests: `node --import tsx server/main.ts` on a free loopback port with its own PGlite
 * directory (migrated and seeded on first start), serving DIST_DIR (default ./dist). Used by the shared server of
 * global-setup and by the files that need one of their own (walks, restart journeys). No vitest import here: the
 * global setup runs outside a test file.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface PrivateServer {
  url: string;
  stop: () => Promise<void>;
  log: () => string;
}

export async function startServer(dataDir: string, port: number): Promise<PrivateServer> {
  let output = '';
  const child: ChildProcess = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: dataDir,
      DATABASE_URL: '',
      DIST_DIR: process.env.DIST_DIR || 'dist',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`server did not start in time:\n${output}`);
    }
    try {
      if ((await fetch(`${url}/api/sys/users/verifyCodeImage`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    log: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/** Types of tools/spawn-server.mjs, for the TypeScript scripts and tests that start a server. */
import type { ChildProcess } from 'node:child_process';

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

export declare function freePort(): Promise<number>;
export declare function spawnServer(options: SpawnOptions): Promise<SpawnedServer>;

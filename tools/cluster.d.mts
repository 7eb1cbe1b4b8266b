/** Types of tools/cluster.mjs, for the tests that run the server as a cluster (tests/cluster/). */

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

export declare function startCluster(options: ClusterOptions): Promise<Cluster>;
export declare function haproxyBinary(): string;
export declare function haproxyConfig(options: { port: number; instances: { name: string; port: number }[]; socket: string }): string;

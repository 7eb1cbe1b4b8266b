/** Types of server-node-flags.mjs (plain JavaScript: the bench scripts run without a TypeScript loader). */
export declare const SERVER_NODE_FLAGS: string[];
export declare const SERVER_ENV: Record<string, string>;

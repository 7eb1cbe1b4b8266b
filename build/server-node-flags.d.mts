/** Types of server-node-flags.mjs (plain JavaScript: the bench scripts run without a TypeScript loader). */
export declare const YOUNG_GENERATION_MB: { postgres: number; pglite: number };
export declare function serverNodeFlags(databaseUrl: string | undefined): string[];
export declare const SERVER_ENV: Record<string, string>;
export declare function serverCommand(databaseUrl: string | undefined): string;

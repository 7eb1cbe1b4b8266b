/** Types of scripts/build-server.mjs, for the TypeScript scripts and tests that build the server. */
export declare function buildServer(outDir?: string): Promise<string>;
export declare function builtServer(): Promise<string>;

/** Types of scripts/build-server.mjs, for the TypeScript scripts and tests that build the server. */
export declare const SERVER_OUT_DIR: string;
export declare function buildServer(outDir?: string): Promise<string>;
export declare function buildServerIn(dir: string): Promise<string>;
export declare function builtServer(): Promise<string>;

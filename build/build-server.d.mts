/** Types of build/build-server.mjs, for the TypeScript scripts and tests that build the server. */
export declare function buildServer(outDir?: string): Promise<string>;
export declare function builtServer(): Promise<string>;
/** Removes the temporary builds of processes that have gone (builtServer calls it before it builds). */
export declare function removeOrphanBuilds(): void;

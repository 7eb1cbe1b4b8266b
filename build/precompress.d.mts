// Types for the tests that import precompress.mjs.
export function precompress(dir: string): Promise<{ files: number; raw: number; br: number }>;
export function precompressAndReport(dir: string): Promise<void>;

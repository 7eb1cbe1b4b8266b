// Types for the tests that import check-words.mjs.
export const FORBIDDEN: ReadonlyArray<{ name: string; pattern: RegExp }>;
export const OPERATIONS_DOC: string;
export function findForbidden(text: string): Array<{ line: number; text: string; name: string; match: string }>;
export function envNamesIn(text: string): Set<string>;
export function shellNamesIn(text: string): Set<string>;
export function documentedEnvNames(markdown: string): Set<string>;
export function compareEnv(read: Set<string>, documented: Set<string>, readAnywhere?: Set<string>): { missing: string[]; extra: string[] };
export function isBinary(buffer: Uint8Array): boolean;

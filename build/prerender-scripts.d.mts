// Types for the tests and the Vite plugin that import prerender-scripts.mjs (plain JS, run by build/prerender.mjs).
export function startScriptsAfterPaint(html: string): string;
export function startEntryAfterPaint(html: string, earlySrc: string): string;

export const FRAME_PRELOADS: string;
/** Each client page's files in each language: `{ [locale]: { [path]: urls } }`. */
export type FramePreloads = Record<string, Record<string, string[]>>;
export function withPreloads(frameHtml: string, urls: string[]): string;

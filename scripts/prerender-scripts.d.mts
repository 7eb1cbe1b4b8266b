// Types for the tests and the Vite plugin that import prerender-scripts.mjs (plain JS, run by scripts/prerender.mjs).
export function startScriptsAfterPaint(html: string): string;
export function startEntryAfterPaint(html: string, earlySrc: string): string;

export const FIRST_SCREEN_MAP: string;
/** The first-screen script's map: chunk names (no folder, no .js), a pathless layout's chunks, a route's chunks and
 * layouts, and each language's catalog and client-area catalog, as indexes into `files`. */
export interface FirstScreenMap {
  assets: string;
  files: string[];
  layouts: Record<string, number[]>;
  routes: Record<string, (string | number)[]>;
  catalogs: Record<string, number>;
  clientCatalogs: Record<string, number>;
}
export function framePreloads(map: FirstScreenMap, path: string, locale: string): string[];
export function withPreloads(frameHtml: string, urls: string[]): string;

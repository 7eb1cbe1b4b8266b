// Types for the tests that import prerender-scripts.mjs (plain JS, run by scripts/prerender.mjs).
export function startScriptsAfterPaint(html: string): string;
export function startEntryAfterPaint(html: string): string;

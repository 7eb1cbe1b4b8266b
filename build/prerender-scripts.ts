// A plain module (no file system, no import.meta), so the SPA's tests can import it in jsdom.

/**
 * The copy's scripts start after its first paint: the entry's tag and its preload links leave the page, and the
 * first-screen script, told the entry's address (`data-entry`), starts them from its next frame
 * (build/vite/first-screen-preload.ts).
 */
export function startScriptsAfterPaint(html: string): string {
  const { entry, loader } = scriptTags(html);
  return html
    .replace(entry[0], '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace(loader[0], `<script async src="${loader[1]}" data-entry="${entry[1]}"></script>`);
}

/**
 * The client frame's scripts download at once but the entry runs after the frame's first paint: its tag becomes a
 * preload link (fetched now, run later), and the first-screen script's tag gives way to the early script
 * (src/boot/early-start.ts: the page's API calls), which is told the entry (`data-entry`) and adds its tag from the
 * next frame (src/boot/start-entry.ts). The page's chunks and catalogs come as preload links too (withPreloads), so
 * the first-screen script has nothing left to do there. A client page's largest paint is its data, which waits for
 * every script anyway; what changes is that the entry's run (the app's start-up, the longest task of the page) no
 * longer shares a task with the frame's parsing and first paint.
 */
export function startEntryAfterPaint(html: string, earlySrc: string): string {
  const { entry, loader } = scriptTags(html);
  return html
    .replace(entry[0].trimStart(), `<link rel="modulepreload" crossorigin href="${entry[1]}">`)
    .replace(loader[0], `<script async data-early data-entry="${entry[1]}" fetchpriority="high" src="${earlySrc}"></script>`);
}

/** index.html's entry tag (with the white space before it) and its first-screen script's tag. */
function scriptTags(html: string): { entry: RegExpExecArray; loader: RegExpExecArray } {
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  const loader = /<script async src="([^"]*\/first-screen-[^"]+\.js)"><\/script>/.exec(html);
  if (!entry || !loader) throw new Error('prerender: index.html has no entry script or no first-screen script');
  return { entry, loader };
}

/**
 * Where the build leaves each client page's files in each language (under dist/; build/vite/first-screen-preload.ts,
 * from src/boot/first-screen.ts firstScreenFiles, the list the first-screen script preloads): `{ [locale]: { [path]:
 * urls } }`.
 */
export const FRAME_PRELOADS = '.vite/frame-preloads.json';

/** Each client page's files in each language: `{ [locale]: { [path]: urls } }`. */
export type FramePreloads = Record<string, Record<string, string[]>>;

/**
 * A client page's frame: the page's chunks and catalogs as preload links right after the early script, so the
 * browser asks for them with the HTML and before the entry (over HTTP/2 one connection takes them in that order), not
 * a round trip later from the first-screen script (which still adds them, a no-op for a module already fetched).
 */
export function withPreloads(frameHtml: string, urls: string[]): string {
  const early = /<script async data-early[^>]*><\/script>/.exec(frameHtml);
  if (!early) throw new Error('prerender: the client frame has no early script');
  const links = urls.map((u) => `\n    <link rel="modulepreload" crossorigin href="${u}">`).join('');
  return frameHtml.replace(early[0], `${early[0]}${links}`);
}

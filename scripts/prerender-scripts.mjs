// A plain module (no file system, no import.meta), so the SPA's tests can import it in jsdom.

/**
 * The copy's scripts start after its first paint: the entry's tag and its preload links leave the page, and the
 * first-screen script, told the entry's address (`data-entry`), starts them from its next frame
 * (scripts/vite/first-screen-preload.ts).
 */
export function startScriptsAfterPaint(html) {
  const { entry, loader } = scriptTags(html);
  return html
    .replace(entry[0], '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace(loader[0], `${loader[0]} data-entry="${entry[1]}"`);
}

/**
 * The client frame's scripts download at once but the entry runs after the frame's first paint: its tag becomes a
 * preload link (fetched now, run later), and the first-screen script, told the entry's address (`data-entry`),
 * adds the tag from its next frame, while it preloads the page's route and catalog at once (`data-preload-now`).
 * A client page's largest paint is its data, which waits for every script anyway; what changes is that the entry's
 * run (the app's start-up, the longest task of the page) no longer shares a task with the frame's parsing and
 * first paint.
 */
export function startEntryAfterPaint(html) {
  const { entry, loader } = scriptTags(html);
  return html
    .replace(entry[0].trimStart(), `<link rel="modulepreload" crossorigin href="${entry[1]}">`)
    .replace(loader[0], `${loader[0]} data-entry="${entry[1]}" data-preload-now`);
}

/** index.html's entry tag (with the white space before it) and the start of its first-screen script's tag. */
function scriptTags(html) {
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  const loader = /<script async src="[^"]*\/first-screen-[^"]+\.js"/.exec(html);
  if (!entry || !loader) throw new Error('prerender: index.html has no entry script or no first-screen script');
  return { entry, loader };
}

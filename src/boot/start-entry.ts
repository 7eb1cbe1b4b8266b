/**
 * Starting the app's entry after the first paint. A page the server sent ready to paint (a first-visit
 * copy, a client page's frame) fetches the entry at once but runs it after its first frame, in a task of its own,
 * so the app's start-up (the page's longest task) does not share a task with the parsing and the first paint. A
 * hidden tab paints nothing: there it starts at once.
 *
 * The client frame's early script (early-start.ts) calls startEntryAfterFirstPaint with its own tag, which names the
 * entry (`data-entry`); the first-screen script (first-screen.ts) does the same on a first-visit copy.
 */
export type NextFrame = (callback: () => void) => void;

/** Runs `start` after the next frame, in a task of its own; at once in a hidden tab. */
export function afterFirstPaint(
  start: () => void,
  doc: Document = document,
  nextFrame: NextFrame = (callback) => requestAnimationFrame(callback),
): void {
  if (doc.visibilityState === 'hidden') start();
  else nextFrame(() => setTimeout(start, 0));
}

/** Adds a module script tag, in the preload links' request mode (crossorigin), so their responses are used. */
export function appendModule(doc: Document, src: string): void {
  const script = doc.createElement('script');
  script.type = 'module';
  script.setAttribute('crossorigin', '');
  script.src = src;
  doc.head.appendChild(script);
}

/** The entry named by `tag`'s `data-entry`, after the first paint; without it (any other page) nothing. */
export function startEntryAfterFirstPaint(tag: Element | null, doc: Document = document, nextFrame?: NextFrame): void {
  const entry = tag?.getAttribute('data-entry');
  if (entry) afterFirstPaint(() => appendModule(doc, entry), doc, nextFrame);
}

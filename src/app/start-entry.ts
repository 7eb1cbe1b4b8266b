/**
 * The client frame's early script also starts the app (issue 7). The frame's HTML fetches the entry and the page's
 * chunks at once (preload links, scripts/prerender.mjs), and the early script's tag names the entry
 * (`data-entry`); the entry runs after the frame's first paint, so the app's start-up (the page's longest task) does
 * not share a task with the frame's parsing and paint. A hidden tab paints nothing: there it starts at once.
 * Without `data-entry` (the early script added on any other page) it does nothing.
 */
export function startEntryAfterFirstPaint(
  tag: Element | null,
  doc: Document = document,
  nextFrame: (callback: () => void) => void = (callback) => requestAnimationFrame(callback),
): void {
  const entry = tag?.getAttribute('data-entry');
  if (!entry) return;
  const start = () => {
    const script = doc.createElement('script');
    script.type = 'module';
    // The preload links' request mode, so their responses are used.
    script.setAttribute('crossorigin', '');
    script.src = entry;
    doc.head.appendChild(script);
  };
  if (doc.visibilityState === 'hidden') start();
  else nextFrame(() => setTimeout(start, 0));
}

/**
 * The early script (early-calls.ts): bundled on its own as a classic script by
 * build/vite/first-screen-preload.ts. The client frame (a client page's HTML for a signed-in browser) names it, with the entry it then
 * starts after the first paint (start-entry.ts).
 */
import { detectInitialLocale, readSavedLanguage } from '../i18n/locale';
import { startEarlyCalls } from './early-calls';
import { startEntryAfterFirstPaint } from './start-entry';
import { readSession } from '../session/token-store';

const tag = document.currentScript;

try {
  window.__hlEarly = startEarlyCalls({
    location: new URL(window.location.href),
    session: readSession(window.sessionStorage),
    locale: detectInitialLocale({ cookie: readSavedLanguage(document.cookie), navigatorLanguages: navigator.languages }),
    userAgent: navigator.userAgent,
    fetch: (request) => fetch(request),
    now: () => Date.now(),
  });
} finally {
  // Whatever the early calls met (storage refused, say), the app starts: it makes its calls itself then.
  startEntryAfterFirstPaint(tag);
}

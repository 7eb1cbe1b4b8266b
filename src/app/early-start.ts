/**
 * The early script (issue 7, early-calls.ts): bundled on its own as a classic script by
 * scripts/vite/first-screen-preload.ts, and added by the first-screen script on client pages only.
 */
import { detectInitialLocale, readSavedLanguage } from '../i18n/locale';
import { startEarlyCalls } from './early-calls';
import { readSession } from './token-store';

window.__hlEarly = startEarlyCalls({
  location: new URL(window.location.href),
  session: readSession(window.sessionStorage),
  locale: detectInitialLocale({ cookie: readSavedLanguage(document.cookie), navigatorLanguages: navigator.languages }),
  userAgent: navigator.userAgent,
  fetch: (request) => fetch(request),
  now: () => Date.now(),
});

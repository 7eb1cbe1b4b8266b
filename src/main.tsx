// First: a reloaded client page's early script may have made the page's first calls already, and the client takes
// their answers before its first call goes out.
import './boot/early-handover';
import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { UiProvider } from './components/ui-provider';
import { deferClientMessages, initialLocale, loadClientMessages, toLanguageType } from './i18n';
import { configureClient } from './api/client';
import { connectApi } from './app/effects';
import { followAccountLanguage, requestedLocale, startLanguage } from './flows/language';
import { connectNavigator } from './app/navigator';
import { createAppRouter, preloadFirstScreen } from './app/router';
import { nextTask } from './boot/next-task';
import { createSession } from './session/session';
import { createCrossTab } from './session/cross-tab';
import { adoptOpenTabSession, createTokenStore } from './session/token-store';
import { SESSION_HANDOVER_WAIT_MS } from './constants';
import { useSessionFontSize } from './session/use-session';
import { getSystem } from './theme';

async function start() {
  // Three downloads start at once: the language catalog, the session's info (getInfo, when a session is
  // stored) and the code of the first screen's routes. The catalog gates the first render; the rest runs meanwhile.
  // Outside the client area the catalog comes without the client area's messages (the client layout loads them).
  const locale = initialLocale();
  deferClientMessages();
  const catalog = startLanguage(locale);
  // The session starts restoring (getInfo) as soon as it is created: its first call must already speak the
  // page's language (startLanguage set it), or the menu titles of a reloaded English page come back in Chinese.
  configureClient({ languageType: () => toLanguageType(requestedLocale()) });
  // The entry's evaluation, the session's start and the router's each take a task of their own (nextTask): in one
  // they would be a single long task at Lighthouse's 4x CPU slowdown, most of it blocking (TBT).
  await nextTask();
  // A new tab of a signed-in browser takes the session of an open tab (a link opened in a new tab stays signed in).
  const crossTab = createCrossTab();
  const store = createTokenStore();
  await adoptOpenTabSession(store, crossTab, SESSION_HANDOVER_WAIT_MS);
  const session = createSession({ store, crossTab, onAccountLanguage: (languageType) => void followAccountLanguage(languageType, session) });
  await nextTask();
  connectApi(session);
  const router = createAppRouter({ session });
  connectNavigator(router, session);
  if (preloadFirstScreen(router, window.location.pathname).includes('/_client')) void loadClientMessages(locale);
  await catalog;
  await firstPageLoaded(router);
  // The Chakra system (src/theme.ts) is made here, in this task after the data's arrival, not while the entry is
  // evaluated; the render below runs in later tasks, which React schedules and slices.
  getSystem();

  function App() {
    const fontSize = useSessionFontSize(session);
    // The first commit replaced a pre-rendered first state (build/prerender.ts), if the server sent one: its
    // styles go too, now that the live page has its own.
    useLayoutEffect(() => document.querySelector('style[data-prerender]')?.remove(), []);
    return (
      <UiProvider fontSize={fontSize}>
        <RouterProvider router={router} />
      </UiProvider>
    );
  }

  // The first render is a transition: React renders it in slices of a few milliseconds and lets the browser
  // breathe in between, instead of one long task that blocks input (Lighthouse's total blocking time).
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

/**
 * Runs the first page's gates and loaders before the first render, so that render already holds the whole page and
 * is a transition React renders in slices. Rendered first, the router would show its pending state and then the
 * page through its store, which React renders synchronously (useSyncExternalStore): one task of the whole page,
 * 0.5-2 s on a phone CPU (total blocking time). If the data takes longer than the router waits before showing
 * a pending view, the app renders anyway and shows that view, as it did before.
 */
async function firstPageLoaded(router: ReturnType<typeof createAppRouter>): Promise<void> {
  const pendingMs = router.options.defaultPendingMs ?? 1000;
  await Promise.race([router.load().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, pendingMs))]);
}

void start();

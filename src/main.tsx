import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { UiProvider } from './components/ui-provider';
import { deferClientMessages, initialLocale, loadClientMessages, toLanguageType } from './i18n';
import { configureClient } from './api/client';
import { connectApi } from './app/effects';
import { followAccountLanguage, requestedLocale, startLanguage } from './app/language';
import { createLoginFlow } from './app/login-flow';
import { connectNavigator } from './app/navigator';
import { createAppRouter, preloadFirstScreen } from './app/router';
import { createSession } from './app/session';
import { useSessionFontSize } from './app/use-session';

async function start() {
  // Three downloads start at once (issue 7): the language catalog, the session's info (getInfo, when a session is
  // stored) and the code of the first screen's routes. The catalog gates the first render; the rest runs meanwhile.
  // Outside the client area the catalog comes without the client area's messages (the client layout loads them).
  const locale = initialLocale();
  deferClientMessages();
  const catalog = startLanguage(locale);
  // The session starts restoring (getInfo) as soon as it is created: its first call must already speak the
  // page's language (startLanguage set it), or the menu titles of a reloaded English page come back in Chinese.
  configureClient({ languageType: () => toLanguageType(requestedLocale()) });
  const session = createSession();
  const loginFlow = createLoginFlow(session, followAccountLanguage);
  connectApi(session, loginFlow);
  const router = createAppRouter({ session, loginFlow });
  connectNavigator(router, session, loginFlow);
  if (preloadFirstScreen(router, window.location.pathname).includes('/_client')) void loadClientMessages(locale);
  await catalog;

  function App() {
    const fontSize = useSessionFontSize(session);
    return (
      <UiProvider fontSize={fontSize}>
        <RouterProvider router={router} />
      </UiProvider>
    );
  }

  // The first render is a transition: React renders it in slices of a few milliseconds and lets the browser
  // breathe in between, instead of one long task that blocks input (issue 7, Lighthouse's total blocking time).
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

void start();

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { UiProvider } from './components/ui-provider';
import { initI18n, toLanguageType } from './i18n';
import { configureClient } from './api/client';
import { connectApi } from './app/effects';
import { followAccountLanguage, requestedLocale } from './app/language';
import { createLoginFlow } from './app/login-flow';
import { connectNavigator } from './app/navigator';
import { createAppRouter } from './app/router';
import { createSession } from './app/session';
import { useSessionFontSize } from './app/use-session';

async function start() {
  await initI18n();
  // The session starts restoring (getInfo) as soon as it is created: its first call must already speak the
  // page's language, or the menu titles of a reloaded English page come back in Chinese.
  configureClient({ languageType: () => toLanguageType(requestedLocale()) });
  const session = createSession();
  const loginFlow = createLoginFlow(session, followAccountLanguage);
  connectApi(session, loginFlow);
  const router = createAppRouter({ session, loginFlow });
  connectNavigator(router, session, loginFlow);

  function App() {
    const fontSize = useSessionFontSize(session);
    return (
      <UiProvider fontSize={fontSize}>
        <RouterProvider router={router} />
      </UiProvider>
    );
  }

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();

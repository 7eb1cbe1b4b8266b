/**
 * Build-time only (build/prerender.ts): the client area's frame as a signed-in page first shows it, with nothing
 * of anyone's: the header (logo, search, hidden-amounts switch, Q&A, language, account button) with no name, no menu columns, no badge and
 * no announcements, over an empty page. Rendered in Chromium in each language and copied into
 * dist/prerender/<locale>/client-frame/<page>.html (one per client page, naming its chunks), which the server sends for a client page to a browser holding a session
 * (SIGNED_IN_COOKIE), so the frame paints before the scripts run. `?locale=en|zh-CN`.
 */
import { createRoot } from 'react-dom/client';
import { UiProvider } from '../../src/components/ui-provider';
import { IDENTITY_TYPE, type Locale } from '../../src/constants';
import { loadClientMessages, loadLocale } from '../../src/i18n';
import { ClientLayoutScreen } from '../../src/screens/client/layout/client-layout-screen';

const locale: Locale = new URLSearchParams(window.location.search).get('locale') === 'en' ? 'en' : 'zh-CN';
const none = () => undefined;

async function render() {
  await loadLocale(locale);
  await loadClientMessages(locale);
  document.documentElement.lang = locale;
  createRoot(document.getElementById('root')!).render(
    <UiProvider>
      <ClientLayoutScreen
        userName=""
        identityType={IDENTITY_TYPE.individual}
        columns={[]}
        activePath=""
        locale={locale}
        onLocaleChange={none}
        unreadCount={0}
        announcements={[]}
        onDismissAnnouncement={none}
        onSearch={none}
        onSettings={none}
        onLogout={none}
        // The switch is drawn so the header keeps its width; a device that hides amounts presses it once the app runs.
        amountsHidden={false}
        onToggleAmounts={none}
      />
    </UiProvider>,
  );
}

void render();

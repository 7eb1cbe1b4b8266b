import type { Preview } from '@storybook/react-vite';
import { UiProvider } from '../src/components/ui-provider';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../src/constants';
import { loadLocale } from '../src/i18n';

function localeOf(globals: Record<string, unknown>): Locale {
  const value = globals.locale;
  return LOCALES.includes(value as Locale) ? (value as Locale) : DEFAULT_LOCALE;
}

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language of the UI',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'zh-CN', title: '中文 (zh-CN)' },
          { value: 'en', title: 'English (en)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: DEFAULT_LOCALE },
  // The catalog is loaded (and activated) before the story renders, so the first frame is already translated.
  loaders: [
    async ({ globals }) => {
      await loadLocale(localeOf(globals));
      return {};
    },
  ],
  decorators: [
    (Story, { globals }) => (
      // Keyed by language: a switch remounts the story, as a reload would in the app.
      <UiProvider key={localeOf(globals)}>
        <Story />
      </UiProvider>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        phone: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        desktop: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;

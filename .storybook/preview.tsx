import type { A11yParameters } from '@storybook/addon-a11y';
import type { Preview } from '@storybook/react-vite';
import { UiProvider } from '../src/components/ui-provider';
import { DEFAULT_FONT_SIZE, DEFAULT_LOCALE, FONT_SIZES, LOCALES, type FontSizeName, type Locale } from '../src/constants';
import { i18n } from '@lingui/core';
import { loadLocale } from '../src/i18n';
import { AXE_RULES } from '../tests/support/axe-rules';
import { FlowLinks } from '../stories/support/flow-link';

function localeOf(globals: Record<string, unknown>): Locale {
  const value = globals.locale;
  return LOCALES.includes(value as Locale) ? (value as Locale) : DEFAULT_LOCALE;
}

function fontSizeOf(globals: Record<string, unknown>): FontSizeName {
  const value = globals.fontSize;
  return typeof value === 'string' && value in FONT_SIZES ? (value as FontSizeName) : DEFAULT_FONT_SIZE;
}

/** The messages only stories show (flow pages, chart labels, the coverage page): a part of the catalog no page loads. */
const storyCatalogs: Record<Locale, () => Promise<{ messages: Record<string, unknown> }>> = {
  'zh-CN': () => import('../src/locales/zh-CN.po?stories'),
  en: () => import('../src/locales/en.po?stories'),
};
const storyMessagesLoaded = new Set<Locale>();

const FONT_SIZE_TITLES: Record<FontSizeName, string> = { small: 'Small', standard: 'Standard', medium: 'Medium', large: 'Large' };

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
    // The settings screen's font-size choices, applied the way the app applies the user's setting.
    fontSize: {
      description: 'Font size setting',
      toolbar: {
        title: 'Font size',
        icon: 'paragraph',
        items: (Object.keys(FONT_SIZES) as FontSizeName[]).map((size) => ({
          value: size,
          title: `${FONT_SIZE_TITLES[size]} (${FONT_SIZES[size]}px)`,
        })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: DEFAULT_LOCALE, fontSize: DEFAULT_FONT_SIZE },
  // The catalog is loaded (and activated) before the story renders, so the first frame is already translated.
  loaders: [
    async ({ globals }) => {
      const locale = localeOf(globals);
      if (!storyMessagesLoaded.has(locale)) {
        i18n.load(locale, (await storyCatalogs[locale]()).messages as never);
        storyMessagesLoaded.add(locale);
      }
      await loadLocale(locale);
      return {};
    },
  ],
  decorators: [
    // A screen story that names its machine state links to it on its flow page (Flows/<Name>).
    (Story, { parameters }) => (
      <FlowLinks flowState={parameters.flowState}>
        <Story />
      </FlowLinks>
    ),
    (Story, { globals }) => (
      // Keyed by language: a switch remounts the story, as a reload would in the app.
      // The font size goes through UiProvider's FontSizeProvider, as in the app.
      <UiProvider key={localeOf(globals)} fontSize={fontSizeOf(globals)}>
        <Story />
      </UiProvider>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    // The Accessibility panel checks every story with the rules of the browser journeys' sweep; 'error' makes a
    // violation fail the story in a Storybook test run (the panel shows all impacts). jsdom runs the same rules in
    // tests/screens/stories.test.tsx, where only serious and critical ones fail.
    a11y: { test: 'error', options: AXE_RULES } satisfies A11yParameters,
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

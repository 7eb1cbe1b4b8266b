/** Renders UI the way the app does: UiProvider around it, one catalog loaded and active. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { Locale } from '../../src/constants';
import { UiProvider } from '../../src/components/ui-provider';
import { loadLocale } from '../../src/i18n';

export async function renderUi(ui: ReactElement, locale: Locale = 'zh-CN') {
  await loadLocale(locale);
  return render(<UiProvider>{ui}</UiProvider>);
}

/** Both catalogs loaded up front, so tests can switch languages synchronously (e.g. under fake timers). */
export async function preloadLocales() {
  await loadLocale('en');
  await loadLocale('zh-CN');
}

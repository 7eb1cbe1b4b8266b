import type { ReactNode } from 'react';
import { I18nProvider as LinguiProvider } from '@lingui/react';
import { i18n } from './index';

/** Lingui's provider bound to our shared instance. Renders nothing until a catalog is activated (loadLocale). */
export function I18nProvider({ children }: { children: ReactNode }) {
  return <LinguiProvider i18n={i18n}>{children}</LinguiProvider>;
}

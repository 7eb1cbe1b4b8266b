import type { ReactNode } from 'react';
import { fn } from 'storybook/test';
import { PublicLayout } from '../../src/screens/public/public-layout';
import type { Locale } from '../../src/constants';

/** A fresh sessionStorage stand-in, so a story always starts with nothing remembered. */
export function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

/** The page inside the public layout, as the app shows it. */
export function InLayout({ locale, path, children, showFooter }: { locale: Locale; path: string; children: ReactNode; showFooter?: boolean }) {
  return (
    <PublicLayout locale={locale} onLocaleChange={fn()} activePath={path} showFooter={showFooter}>
      {children}
    </PublicLayout>
  );
}

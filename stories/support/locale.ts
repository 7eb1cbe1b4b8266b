import type { Locale } from '../../src/constants';

/** The same story in English: story-level globals pin the language toolbar (and the portable-story runner). */
export function inEnglish<S extends { globals?: Record<string, unknown> }>(story: S): S {
  return { ...story, globals: { ...story.globals, locale: 'en' satisfies Locale } };
}

export function storyLocale(globals: Record<string, unknown>): Locale {
  return globals.locale === 'en' ? 'en' : 'zh-CN';
}

/** Bilingual content: every firm text exists in Chinese (zh) and English (en); screens pick one by locale. */
import type { Locale } from '../constants';

export interface Bilingual<T> {
  zh: T;
  en: T;
}

export function pick<T>(content: Bilingual<T>, locale: Locale): T {
  return locale === 'en' ? content.en : content.zh;
}

export interface TextSection {
  heading: string;
  paragraphs: string[];
}

/** An image the site ships under public/ (generated placeholders), with its alt text. */
export interface ImageRef {
  src: string;
  alt: string;
}

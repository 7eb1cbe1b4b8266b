/**
 * The language a page starts in, as the SPA picks it (SPEC.md §4, src/i18n/locale.ts), from the request's headers:
 * server/static.ts sends a pre-rendered first page in it. Plain functions without imports, so the SPA's tests can
 * hold them to the SPA's own rules (tests/i18n/start-locale.test.ts).
 */
const LANGUAGE_COOKIES = ['language', 'lang']; // src/constants.ts LANGUAGE_COOKIE_NAME, LEGACY_LANGUAGE_COOKIE_NAME

export function cookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    // Malformed percent-encoding is read as written (it then matches no language), never thrown.
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return rest.join('=');
    }
  }
  return undefined;
}

function matchLocale(value: string | undefined): 'zh-CN' | 'en' | undefined {
  const tag = value?.trim().toLowerCase().replace('_', '-');
  if (!tag) return undefined;
  if (tag === 'en' || tag.startsWith('en-')) return 'en';
  if (tag === 'zh' || tag.startsWith('zh-')) return 'zh-CN';
  return undefined;
}

/**
 * The language the SPA will start in (SPEC.md §4, src/i18n/locale.ts): the saved language cookie (ours, else the
 * legacy one), else the first English or Chinese language the browser asks for, else Chinese.
 */
export function startLocale(cookieHeader: string | undefined, acceptLanguage: string | undefined): 'zh-CN' | 'en' {
  // Our cookie when it is there, whatever it holds; the legacy one only without it (readSavedLanguage).
  const [ours, legacy] = LANGUAGE_COOKIES;
  const saved = matchLocale(cookie(cookieHeader, ours) ?? cookie(cookieHeader, legacy));
  if (saved) return saved;
  for (const tag of (acceptLanguage ?? '').split(',')) {
    const matched = matchLocale(tag.split(';')[0]);
    if (matched) return matched;
  }
  return 'zh-CN';
}


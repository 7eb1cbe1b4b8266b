/** Saved cookies and browser languages the start-up language rules are checked on (src/i18n/locale.ts and its copies). */
export const LOCALE_CASES: [name: string, cookies: string[], languages: string[]][] = [
  ['nothing saved, an English browser', [], ['en-GB', 'en']],
  ['nothing saved, a Chinese browser', [], ['zh-TW']],
  ['nothing saved, neither language', [], ['fr-FR', 'de']],
  ['nothing saved, no languages at all', [], []],
  ['nothing saved, English after an unsupported one', [], ['fr', 'en-US', 'zh-CN']],
  ['saved English beats a Chinese browser', ['language=en'], ['zh-CN']],
  ['saved Chinese beats an English browser', ['language=zh-CN'], ['en-US']],
  ['the legacy cookie, in its own spelling', ['lang=en-US'], ['zh-CN']],
  ['our cookie before the legacy one', ['language=zh-CN', 'lang=en-US'], ['en']],
  ['a server spelling with an underscore', ['language=en_US'], ['zh-CN']],
  ['an unsupported saved value falls back to the browser', ['language=fr'], ['en-AU']],
  ['an encoded value', ['language=zh%2DCN'], ['en']],
  ['our cookie with an unsupported value hides the legacy one', ['language=fr', 'lang=en-US'], ['zh-CN']],
  ['a malformed value (another script wrote it) falls back to the browser', ['language=%E0%A4%A'], ['en-US']],
];

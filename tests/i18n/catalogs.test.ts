/**
 * Both catalogs complete: every message has a translation in en and in zh-CN (the source locale), the two
 * catalogs hold the same messages, and a translation keeps the placeholders of its source.
 */
import { parsePo } from 'pofile-ts';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/constants';

// ?raw gives the file's text (the Lingui plugin only compiles imports that end in .po).
const sources = import.meta.glob<string>('../../src/locales/*.po', { query: '?raw', import: 'default', eager: true });

function readCatalog(locale: string) {
  const source = sources[`../../src/locales/${locale}.po`];
  if (source === undefined) throw new Error(`no catalog for ${locale}`);
  return parsePo(source);
}

// A placeholder is {name}, or the argument of an ICU plural/select ({name, plural, one {…} other {…}}): a
// translation may pluralise what its source leaves plain (Chinese has no plural forms).
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{(\w+)(?:\}|,\s*(?:plural|select|selectordinal)\s*,)/g)].map((m) => m[1]))].sort();

describe.each(LOCALES)('catalog %s', (locale) => {
  const catalog = readCatalog(locale);
  const live = catalog.items.filter((item) => !item.obsolete);

  it('is not empty', () => {
    expect(live.length).toBeGreaterThan(0);
  });

  it('translates every message', () => {
    const untranslated = live.filter((item) => !item.msgstr.join('').trim()).map((item) => item.msgid);
    expect(untranslated).toEqual([]);
  });

  it('keeps the placeholders of each message', () => {
    const broken = live
      .filter((item) => placeholders(item.msgid).join() !== placeholders(item.msgstr.join('')).join())
      .map((item) => `${item.msgid} → ${item.msgstr.join('')}`);
    expect(broken).toEqual([]);
  });

  it('has no obsolete entries (run `npm run i18n:extract`)', () => {
    expect(catalog.items.filter((item) => item.obsolete).map((item) => item.msgid)).toEqual([]);
  });
});

describe('catalogs together', () => {
  it('hold the same messages', () => {
    const ids = (locale: string) =>
      readCatalog(locale)
        .items.filter((item) => !item.obsolete)
        .map((item) => `${item.msgctxt ?? ''}\u0004${item.msgid}`)
        .sort();
    expect(ids('en')).toEqual(ids('zh-CN'));
  });

  it('en contains no untranslated Chinese', () => {
    const chinese = readCatalog('en')
      .items.filter((item) => /[\u3400-\u9fff]/.test(item.msgstr.join('')))
      .map((item) => item.msgid);
    expect(chinese).toEqual([]);
  });
});

/**
 * One term per concept in each language: the glossary of docs/product.md ("One term per concept") is read here,
 * and every text a user reads from the catalogs, the server's menus, messages and e-mails is checked against it.
 * A canonical term must be in use, and none of its listed variants may appear anywhere.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePo } from 'pofile-ts';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const read = (path: string) => readFileSync(join(root, path), 'utf8');

interface Term {
  concept: string;
  zh: string;
  en: string;
  never: string[];
}

function glossary(): Term[] {
  const doc = read('docs/product.md');
  const section = doc.slice(doc.indexOf('## One term per concept'));
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !line.startsWith('|---') && !line.startsWith('| concept'))
    .map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()))
    .map(([concept, zh, en, never]) => ({ concept, zh, en, never: never ? never.split(',').map((v) => v.trim()).filter(Boolean) : [] }));
}

const zhCatalog = parsePo(read('src/locales/zh-CN.po')).items.filter((i) => !i.obsolete);
const enCatalog = parsePo(read('src/locales/en.po')).items.filter((i) => !i.obsolete);
const zhTexts = zhCatalog.map((i) => i.msgid);
const enTexts = enCatalog.map((i) => i.msgstr.join(''));
/** The server's words a user reads: the menu titles, the messages of the envelope, the e-mails and text messages. */
const SERVER_TEXTS = ['server/seed/menus.ts', 'server/services/messages.ts', 'server/services/flow-messages.ts', 'server/services/flow-templates.ts'];
const serverTexts = SERVER_TEXTS.map((path) => ({ path, text: read(path) }));

const TERMS = glossary();

it('reads the glossary of docs/product.md', () => {
  expect(TERMS.length).toBeGreaterThanOrEqual(8);
  expect(TERMS.find((t) => t.concept === 'estimated net asset value')).toMatchObject({ zh: '估算净值', en: 'Estimated NAV' });
});

describe.each(TERMS.map((term) => [term.concept, term] as const))('%s', (_, term) => {
  it(`is called ${term.zh} in Chinese and ${term.en} in English`, () => {
    expect(zhTexts.some((text) => text.includes(term.zh)), `${term.zh} in the Chinese catalog`).toBe(true);
    expect(enTexts.some((text) => text.toLowerCase().includes(term.en.toLowerCase())), `${term.en} in the English catalog`).toBe(true);
  });

});

const VARIANTS = TERMS.flatMap((term) => term.never.map((variant) => [variant, term.concept, term.zh, term.en] as const));

it.each(VARIANTS)('"%s" appears nowhere a user reads (the %s is %s / %s)', (variant) => {
  const needle = variant.toLowerCase();
  const found: string[] = [];
  for (const text of [...zhTexts, ...enTexts]) if (text.toLowerCase().includes(needle)) found.push(`catalog: ${text}`);
  for (const { path, text } of serverTexts) if (text.toLowerCase().includes(needle)) found.push(path);
  expect(found).toEqual([]);
});

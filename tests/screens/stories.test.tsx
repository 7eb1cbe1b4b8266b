/**
 * Every story of every stories file, rendered through the Storybook preview (Chakra + Lingui decorators, the
 * catalog loader) in both languages: it must render without error, without a message missing from the catalog,
 * — in English — without Chinese UI text (an untranslated message falls back to its Chinese source), and, in the
 * language the story is shown in, without a serious or critical axe-core violation of the rules Storybook's
 * Accessibility panel and the browser journeys use.
 */
import { cleanup } from '@testing-library/react';
import axe, { type RunOptions } from 'axe-core';
import type { A11yParameters } from '@storybook/addon-a11y';
import { composeStories, type composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import { LOCALES, type Locale } from '../../src/constants';
import { i18n } from '../../src/i18n';
import { defaultConfig } from '@chakra-ui/react';
import { getSystem } from '../../src/theme';
import { AXE_RULES, BLOCKING_IMPACTS } from '../support/axe-rules';
import { storyLocale } from '../../stories/support/locale';

const system = getSystem();

const annotations = setProjectAnnotations([preview]);
beforeAll(annotations.beforeAll);
afterEach(() => cleanup());

type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;
// The drawn charts (Machines/Charts, Flows/*) are left out: Mermaid measures text with the layout jsdom lacks. The
// Storybook smoke test (tools/storybook-smoke.ts) opens them in Chromium, and tests/screens/flow-stories.test.ts
// checks their data (which story shows which state).
const modules = import.meta.glob<StoriesModule>(
  ['../../stories/**/*.stories.tsx', '!../../stories/flows/**', '!../../stories/machines/charts.stories.tsx'],
  { eager: true },
);

const missing: string[] = [];
const stopListening = i18n.on('missing', ({ locale, id }) => missing.push(`${locale}: ${id}`));
afterAll(stopListening);

// src/theme.ts keeps only the recipes of the Chakra components we use (bundle budget); a component whose recipe
// is missing would render unstyled without any error, so every recipe key a story asks for must be in the theme.
const unknownRecipes = new Set<string>();
const spied = system as unknown as Record<string, (key: string, fallback?: unknown) => unknown>;
// (Keys Chakra's own default theme lacks too, like "text", are styled by props only.)
for (const [getter, known, defaults, kind] of [
  ['getRecipeFn', system.isRecipe, defaultConfig.theme?.recipes ?? {}, 'recipe'],
  ['getSlotRecipeFn', system.isSlotRecipe, defaultConfig.theme?.slotRecipes ?? {}, 'slot recipe'],
] as const) {
  const original = spied[getter].bind(system);
  spied[getter] = (key, fallback) => {
    if (!known(key) && key in defaults) unknownRecipes.add(`${kind} "${key}"`);
    return original(key, fallback);
  };
}

// A colour palette the theme does not build (src/theme.ts PALETTES) makes Chakra drop the colorPalette style
// silently: the element keeps its parent's palette (brand).
const unknownPalettes = new Set<string>();
const palettes = system.tokens.colorPaletteMap;
function findPalettes(value: unknown): void {
  if (!value || typeof value !== 'object') return;
  for (const [key, v] of Object.entries(value)) {
    if (key === 'colorPalette' && typeof v === 'string' && !palettes.has(v)) unknownPalettes.add(v);
    else findPalettes(v);
  }
}
const cssOf = spied.css as unknown as (...styles: unknown[]) => unknown;
(spied as unknown as { css: typeof cssOf }).css = (...styles) => {
  styles.forEach(findPalettes);
  return cssOf(...styles);
};

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/** Strings a story passes in as data (user names, typed values) are not UI text. */
function argStrings(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (Array.isArray(value)) value.forEach((v) => argStrings(v, found));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => argStrings(v, found));
  return found;
}

/** The visible UI text: elements marked as another language (autonyms, the bilingual logo) are left out. */
function uiText(locale: Locale, data: string[]): string {
  const copy = document.body.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[lang]').forEach((element) => {
    if (element.getAttribute('lang') !== locale) element.remove();
  });
  let text = copy.textContent ?? '';
  for (const value of data) if (value) text = text.split(value).join(' ');
  return text;
}

// jsdom lays nothing out: it has no colours to compare (color-contrast) and no sizes (target-size), so those rules
// are off here; the browser journeys' axe sweep and the Accessibility panel run them in Chromium. Nor can axe enter
// a jsdom frame (the PDF preview's): frames are left to the browser runs too. preload: false skips parsing every
// stylesheet for css-orientation-lock on each run, most of axe's time here; that rule too is left to Chromium.
const JSDOM_AXE: RunOptions = {
  ...AXE_RULES,
  rules: { ...AXE_RULES.rules, 'color-contrast': { enabled: false }, 'target-size': { enabled: false } },
  resultTypes: ['violations'],
  iframes: false,
  preload: false,
};

/** The story's serious and critical violations, one line per rule and offending element ('' when none). */
async function axeReport(parameters: { a11y?: A11yParameters }): Promise<string> {
  const a11y = parameters.a11y;
  if (a11y?.disable || a11y?.test === 'off') return '';
  const { violations } = await axe.run(document.body, JSDOM_AXE);
  return violations
    .filter((v) => BLOCKING_IMPACTS.includes(v.impact ?? ''))
    .flatMap((v) => [
      `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})`,
      ...v.nodes.map((n) => `    ${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`),
    ])
    .join('\n');
}

it('finds the stories files', () => {
  expect(Object.keys(modules).length).toBeGreaterThan(0);
});

for (const [path, module] of Object.entries(modules)) {
  const stories = Object.entries(composeStories(module)) as [string, ComposedStory][];
  describe(path.replace('../../stories/', ''), () => {
    it('has stories', () => {
      expect(stories.length).toBeGreaterThan(0);
    });

    const localeOf = new Map(stories.map(([name, Story]) => [name, storyLocale(Story.globals ?? {})]));
    for (const [name, Story] of stories) {
      const own = storyLocale(Story.globals ?? {});
      // A story and its twin in the other language (`Name` and `NameEn`, stories/support/locale.ts) are the same
      // state: each renders in its own language, and together they cover both. A story without a twin renders in
      // both languages.
      const twin = own === 'en' ? name.replace(/En$/, '') : `${name}En`;
      const twinned = twin !== name && localeOf.has(twin) && localeOf.get(twin) !== own;
      const locales: readonly Locale[] = twinned ? [own] : LOCALES;
      describe.each(locales)(`${name} in %s`, (locale) => {
        // axe runs once per story, in the language the story is shown in: the markup is the same in both.
        const checkAxe = locale === own;
        it(`renders, fully translated${checkAxe ? ', with no serious or critical axe violation' : ''}`, async () => {
          missing.length = 0;
          await Story.run({ globals: { ...Story.globals, locale } });
          expect(i18n.locale).toBe(locale);
          expect(document.body.textContent?.trim()).not.toBe('');
          expect(missing).toEqual([]);
          const text = uiText(locale, argStrings(Story.args));
          if (locale === 'en') expect(text).not.toMatch(CJK);
          else expect(text).toMatch(CJK);
          if (checkAxe) expect(await axeReport(Story.parameters)).toBe('');
        });
      });
    }
  });
}

it('asks only for Chakra recipes the theme has (src/theme.ts RECIPES / SLOT_RECIPES)', () => {
  expect([...unknownRecipes]).toEqual([]);
});

// src/theme.ts builds only the palettes in use and light-mode values (start-up cost). A story that uses a
// colour the theme does not define would render it transparent (an undefined variable) or not at all (a raw token
// name like "yellow.500" is not CSS): every variable the rendered styles read must be defined somewhere, and no
// declaration may hold a token name Chakra could not resolve.
it('uses only colours and variables the theme defines (src/theme.ts PALETTES)', () => {
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
  expect(css.length).toBeGreaterThan(10_000);
  const defined = new Set([...css.matchAll(/(--chakra-[\w-]+)\s*:/g)].map((m) => m[1]));
  const undefinedVars = new Set([...css.matchAll(/var\((--chakra-[\w-]+)\)/g)].map((m) => m[1]).filter((name) => !defined.has(name)));
  expect([...undefinedVars]).toEqual([]);
  const rawTokens = new Set([...css.matchAll(/:\s*([a-z]+\.(?:50|[1-9]00|950|solid|contrast|fg|muted|subtle|emphasized|focusRing))\b/gi)].map((m) => m[1]));
  expect([...rawTokens]).toEqual([]);
  expect([...unknownPalettes]).toEqual([]);
});

/**
 * scripts/vite/chakra-start.ts (total blocking time): the token CSS Chakra would compute at every start comes
 * from a sheet the build writes into index.html, and conditions.has() is a set lookup. What a user would notice if
 * this went wrong: a page without its theme's colours and sizes, or styles that differ from Chakra's own. So these
 * hold the sheet equal to what Emotion writes for Chakra's token styles, the guard to the one system it was made
 * for, and the rewrites to the installed Chakra.
 */
// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CONDITIONS_HAS,
  rewriteConditions,
  rewriteSystem,
  STATIC_TOKENS_MODULE,
  SYSTEM_GLOBAL,
  tokenCssText,
  tokenSignature,
} from '../../scripts/vite/chakra-start';
import { getSystem } from '../../src/theme';

const system = getSystem();
import { UiProvider } from '../../src/components/ui-provider';

const chakraFile = (path: string) =>
  readFileSync(createRequire(import.meta.url).resolve(`@chakra-ui/react`).replace(/dist\/cjs\/.*$/, `dist/esm/${path}`), 'utf8');

afterEach(() => document.head.replaceChildren());

describe('the token sheet', () => {
  it('is what Emotion inserts for the theme’s tokens when Chakra computes them, after ChakraProvider’s layer order', () => {
    // The tests run Chakra as published (the rewrite is the build's): rendered, it inserts its own token rule.
    const view = render(createElement(UiProvider, null, 'page'));
    const inserted = [...document.querySelectorAll('style[data-emotion]')].map((s) => s.textContent ?? '');
    const order = inserted.find((text) => text.startsWith('@layer reset,'));
    const rule = inserted.find((text) => text.startsWith('@layer tokens{'));
    view.unmount();
    const css = tokenCssText(system.layers.atRule, system.getTokenCss());
    expect(order).toBe('@layer reset,base,tokens,recipes;');
    expect(rule).toBeDefined();
    expect(css).toBe(`${order}${rule}`);
    // The brand colour the screens use, and a size, are in it.
    expect(css).toContain('--chakra-colors-brand-600:#5638a8;');
    expect(css).toMatch(/--chakra-sizes-10:2\.5rem;/);
  });
});

/** The virtual module's guard, as the app runs it (jsdom's document is the page). */
const guard = new Function(`${STATIC_TOKENS_MODULE.replace('export function', 'function')}\nreturn staticTokenCss;`)() as (
  count: number,
  prefix: string,
  root: string,
) => object | undefined;

function sheet(signature: string) {
  const style = document.createElement('style');
  style.setAttribute('data-hl-tokens', signature);
  document.head.append(style);
}

describe('the guard in createSystem', () => {
  const root = ':where(html, .chakra-theme)';
  it('skips the computation only when the page holds the sheet made for this system', () => {
    expect(guard(481, 'chakra', root)).toBeUndefined();
    sheet(tokenSignature(481, 'chakra', root));
    expect(guard(481, 'chakra', root)).toEqual({});
    // Another system (other tokens, prefix or root) computes its own.
    expect(guard(480, 'chakra', root)).toBeUndefined();
    expect(guard(481, 'other', root)).toBeUndefined();
    expect(guard(481, 'chakra', ':root')).toBeUndefined();
  });
});

describe('the rewrites of the installed Chakra', () => {
  it('find their source, and fail loudly where it moved', () => {
    const systemJs = chakraFile('styled-system/system.js');
    const conditionsJs = chakraFile('styled-system/conditions.js');
    expect(systemJs).toContain(SYSTEM_GLOBAL);
    expect(conditionsJs).toContain(CONDITIONS_HAS);
    const rewritten = rewriteSystem(systemJs);
    expect(rewritten).toContain("from \"virtual:hl-static-tokens\"");
    expect(rewritten).toContain('__hlStaticTokenCss(tokens.allTokens.length, cssVarsPrefix, cssVarsRoot) ?? getTokenCss()');
    expect(() => rewriteSystem('const _global = [];')).toThrow(/not found/);
    expect(() => rewriteConditions('function has(key) {}')).toThrow(/not found/);
  });

  it('answer has() as Chakra does, for every condition name and the special keys', () => {
    // conditions.js as a function of its two imports (both given plainly: only has() is compared here).
    const load = (code: string) =>
      new Function(
        'mapEntries',
        'memo',
        `${code.replace(/^import .*$/gm, '').replace(/^export .*$/gm, '')}\nreturn createConditions;`,
      )((o: object, f: (k: string, v: unknown) => [string, unknown]) => Object.fromEntries(Object.entries(o).map(([k, v]) => f(k, v))), (f: unknown) => f);
    const source = chakraFile('styled-system/conditions.js');
    const options = { conditions: system._config.conditions ?? {}, breakpoints: system.breakpoints };
    const before = load(source)(options);
    const after = load(rewriteConditions(source))(options);
    const keys = [...before.keys(), 'base', 'color', '_hover', '@media (min-width: 1px)', '& > p', '&:hover', 'sm', 'nope', 'bg'];
    expect(before.keys().length).toBeGreaterThan(50);
    for (const key of keys) expect([key, after.has(key)]).toEqual([key, before.has(key)]);
  });
});

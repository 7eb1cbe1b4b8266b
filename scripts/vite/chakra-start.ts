import { serializeStyles, type CSSInterpolation } from '@emotion/serialize';
import { compile, middleware, serialize, stringify } from 'stylis';
import type { Plugin } from 'vite';

/**
 * Total blocking time: Chakra's createSystem runs when the app starts, in the task that evaluates the
 * entry chunk, and on a phone's CPU it is the largest part of that task.
 * Half of it is the CSS of the theme's ~480 tokens (`getTokenCss()`), which createSystem computes eagerly and
 * ChakraProvider then serializes into a style sheet at the first render. That CSS depends only on the theme, so the
 * build computes it once (from src/theme.ts, as Node loads it) and this plugin
 * - writes it into index.html's head, after its meta tags, as `<style data-hl-tokens="…">` (3.3 KB gzip; the first-visit copies and the client
 *   frame, made from index.html, carry it too, in place of the same rules in their captured styles). CSS in the
 *   page, not in the entry chunk: there it would cost every page's script budget the same 3.3 KB;
 * - rewrites Chakra's createSystem (build only: the dev server and the tests run Chakra as published) to skip that
 *   computation when the page holds the sheet made for this very system (token count, prefix and root in
 *   `data-hl-tokens`); any other system, or a page without the sheet, computes its own as before;
 * - makes Chakra's `conditions.has()` a set lookup instead of `Object.keys(…).includes()` over the ~100 condition
 *   names: it runs for every style path of every css() call, at start-up and in every render.
 * Each rewrite looks for Chakra's exact source and fails the build when it is not there (a Chakra upgrade that moved
 * it must be looked at, not skipped silently).
 */
export const STATIC_TOKENS_ID = 'virtual:hl-static-tokens';
const RESOLVED_ID = '\0hl-static-tokens';

const SYSTEM_FILE = /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
const CONDITIONS_FILE = /@chakra-ui\/react\/dist\/esm\/styled-system\/conditions\.js$/;

export const SYSTEM_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
export const CONDITIONS_HAS = `  function has(key) {
    return keys().includes(key) || SPECIAL_KEY_REGEX.test(key) || key.startsWith("_");`;

/** Chakra's system.js with the token CSS taken from the build when the system is the one it was computed for. */
export function rewriteSystem(code: string): string {
  if (!code.includes(SYSTEM_GLOBAL)) throw new Error('chakra-start: createSystem\'s `_global` line not found; check scripts/vite/chakra-start.ts against this Chakra version');
  return (
    `import { staticTokenCss as __hlStaticTokenCss } from ${JSON.stringify(STATIC_TOKENS_ID)};\n` +
    code.replace(
      SYSTEM_GLOBAL,
      'const _global = [getPreflightCss(), getGlobalCss(), __hlStaticTokenCss(tokens.allTokens.length, cssVarsPrefix, cssVarsRoot) ?? getTokenCss()];',
    )
  );
}

/** Chakra's conditions.js with `has()` looking names up in a set (the conditions never change after creation). */
export function rewriteConditions(code: string): string {
  if (!code.includes(CONDITIONS_HAS)) throw new Error('chakra-start: conditions.has() not found; check scripts/vite/chakra-start.ts against this Chakra version');
  return code.replace(
    CONDITIONS_HAS,
    `  const names = new Set(Object.keys(values));
  function has(key) {
    return names.has(key) || SPECIAL_KEY_REGEX.test(key) || key.startsWith("_");`,
  );
}

/**
 * The CSS text Emotion writes for Chakra's token styles (`<Global styles={system._global}>`): Emotion's serializer,
 * then stylis at the top level, as Emotion's cache runs them (its prefixer leaves custom properties alone). The layer
 * order comes first, as ChakraProvider declares it, so this sheet, which comes first, does not change it.
 * tests/perf/chakra-start.test.ts holds it equal to what Emotion inserts when Chakra computes the tokens itself.
 */
export function tokenCssText(layerOrder: string, tokenCss: CSSInterpolation): string {
  return serialize(compile(layerOrder + serializeStyles([tokenCss]).styles), middleware([stringify]));
}

/** What `data-hl-tokens` holds: the system the sheet was computed for. */
export const tokenSignature = (count: number, prefix: string, root: string) => `${count} ${prefix} ${root}`;

/** The virtual module: `{}` (nothing to compute) when the page holds the sheet made for this system. */
export const STATIC_TOKENS_MODULE = `export function staticTokenCss(count, prefix, root) {
  if (typeof document === 'undefined') return undefined;
  const sheet = document.querySelector('style[data-hl-tokens]');
  return sheet && sheet.getAttribute('data-hl-tokens') === count + ' ' + prefix + ' ' + root ? {} : undefined;
}
`;

/** The app's theme, its token CSS and signature, as the build computes them. */
async function themeTokens(): Promise<{ css: string; signature: string }> {
  // The theme as Node loads it (Chakra unrewritten): the same configuration the app's createSystem gets.
  const { tsImport } = await import('tsx/esm/api');
  const { getSystem } = (await tsImport('../../src/theme.ts', import.meta.url)) as typeof import('../../src/theme.ts');
  const system = getSystem();
  const config = system._config as { cssVarsPrefix?: string; cssVarsRoot?: string };
  return {
    css: tokenCssText(system.layers.atRule, system.getTokenCss()),
    signature: tokenSignature(system.tokens.allTokens.length, config.cssVarsPrefix ?? 'chakra', config.cssVarsRoot ?? ':where(:root, :host)'),
  };
}

export function chakraStart(): Plugin {
  let tokens: ReturnType<typeof themeTokens> | undefined;
  return {
    name: 'hl-chakra-start',
    apply: 'build',
    resolveId(id) {
      return id === STATIC_TOKENS_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      return id === RESOLVED_ID ? STATIC_TOKENS_MODULE : undefined;
    },
    transform(code, id) {
      if (SYSTEM_FILE.test(id)) return { code: rewriteSystem(code), map: null };
      if (CONDITIONS_FILE.test(id)) return { code: rewriteConditions(code), map: null };
      return undefined;
    },
    async transformIndexHtml() {
      tokens ??= themeTokens();
      const { css, signature } = await tokens;
      return [{ tag: 'style', attrs: { 'data-hl-tokens': signature }, children: css, injectTo: 'head' }];
    },
  };
}

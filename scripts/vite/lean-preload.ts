import type { Plugin } from 'vite';

/** Vite's id for the helper it wraps every dynamic import with in a build (`__vitePreload(() => import(…), deps)`). */
export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/**
 * The bundle budget: Vite's preload helper, ~1 KB gzip in the entry chunk of every page, in a smaller form. With
 * `modulePreload: false` (vite.config.ts) the only dependencies Vite still lists for a dynamic import are the CSS
 * files of the chunk it loads (uPlot's, for the charts); the helper's module-preload branch, its CSP-nonce lookup and
 * its scan of the page's links never run. This one loads each listed stylesheet once (base + path, as Vite's does with
 * an absolute base) and then the chunk; a stylesheet that fails rejects the import, and may be tried again.
 * `vite:preloadError` is not dispatched: nothing here listens for it.
 */
/** The helper's module; `base` is the build's (Vite lists each stylesheet relative to it). */
export function preloadHelperCode(base: string): string {
  return `const seen = {};
const css = (href) => seen[href] ??= new Promise((resolve, reject) => {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.onload = resolve;
  link.onerror = () => { delete seen[href]; link.remove(); reject(new Error('Unable to load ' + href)); };
  document.head.appendChild(link);
});
export const __vitePreload = (load, deps) => deps && deps.length ? Promise.all(deps.map((dep) => css(${JSON.stringify(base)} + dep))).then(() => load()) : load();
`;
}

export function leanPreloadHelper(): Plugin {
  let base = '/';
  let stylesheetsOnly = true;
  return {
    name: 'hl:lean-preload-helper',
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      // Only where module preloading is off are a dynamic import's dependencies stylesheets alone. Storybook's build
      // turns it on: there Vite lists JS chunks too, and its own helper must load them (as stylesheets they failed,
      // and no story of the built Storybook opened).
      stylesheetsOnly = config.build.modulePreload === false;
    },
    load(id) {
      return stylesheetsOnly && id === PRELOAD_HELPER_ID ? preloadHelperCode(base) : undefined;
    },
  };
}

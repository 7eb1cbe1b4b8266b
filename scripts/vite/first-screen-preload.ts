import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { join } from 'node:path';
import { build } from 'rolldown';
import { FIRST_SCREEN_MAP, type FirstScreenMap } from '../prerender-scripts.mjs';

/**
 * Issue 7: the first screen's code and the language catalog are dynamic imports, so without help the browser asks
 * for them only once the 170 KB entry chunk has downloaded and run (one more round trip and the entry's run time
 * before the first render). This emits a tiny classic script, loaded `async` from index.html (CSP: 'self'), that
 * adds <link rel=modulepreload> for the chunks of the routes matching the address (file-based routes without
 * parameters, with their pathless layouts) and for the catalog of the language main.tsx will pick (same rules as
 * src/i18n/locale.ts: cookie `language`, else `lang`, else the first English or Chinese browser language, else
 * zh-CN), with its client-area part on client pages. A miss costs nothing: the entry imports the same files itself.
 *
 * On a first-visit copy (scripts/prerender.mjs) the page carries no script of the app's own: the copy's tag of this
 * script names the entry (`data-entry`), and the script starts the entry, its static imports and the preloads only
 * after the copy's first frame (requestAnimationFrame, then a task), so the browser paints what the server sent
 * before it downloads and runs 200 KB of script (issue 7: first and largest paint of a first visit). A hidden tab
 * paints nothing, so there it starts them at once. The client frame does not load this script: its HTML names the
 * page's chunks and catalogs itself, and its early script starts the entry (scripts/prerender-scripts.mjs,
 * startEntryAfterPaint; src/app/start-entry.ts).
 */
export function firstScreenPreload(): Plugin {
  let base = '/';
  let root = process.cwd();
  return {
    name: 'hl-first-screen-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
      root = config.root ?? root;
    },
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const entry = chunks.find((c) => c.isEntry);
      const html = bundle['index.html'];
      if (!entry || !html || html.type !== 'asset') return;
      const initial = new Set<string>();
      const closure = (file: string, into: Set<string>) => {
        if (into.has(file) || initial.has(file)) return;
        into.add(file);
        for (const dep of byFile.get(file)?.imports ?? []) closure(dep, into);
      };
      closure(entry.fileName, initial);
      const routeChunk = new Map<string, string>();
      const catalogs: Record<string, string> = {};
      const clientCatalogs: Record<string, string> = {};
      for (const c of chunks) {
        for (const id of c.moduleIds) {
          const route = /[\\/]src[\\/]routes[\\/](.+)\.tsx\?tsr-split=/.exec(id);
          if (route) routeChunk.set(route[1], c.fileName);
          const catalog = /[\\/]src[\\/]locales[\\/]([^/\\]+)\.po(\?client)?$/.exec(id);
          if (catalog) (catalog[2] ? clientCatalogs : catalogs)[catalog[1]] = c.fileName;
        }
      }
      // Compact, as every page pays for it: names without folder and extension; a pathless layout's chunks listed
      // once (L) and referred to by name from each of its routes (R).
      const files: string[] = [];
      const indexOf = (file: string) => {
        const name = file.replace(/^assets\//, '').replace(/\.js$/, '');
        return files.includes(name) ? files.indexOf(name) : files.push(name) - 1;
      };
      const layouts: Record<string, number[]> = {};
      const routes: Record<string, (string | number)[]> = {};
      for (const [route, file] of routeChunk) {
        const segments = route.split('/');
        if (route.includes('$') || route.startsWith('__') || (segments.length === 1 && segments[0].startsWith('_'))) continue;
        const entry: (string | number)[] = [];
        const covered = new Set<string>();
        segments.slice(0, -1).forEach((segment, i) => {
          const layout = segments.slice(0, i + 1).join('/');
          const chunk = routeChunk.get(layout);
          if (!segment.startsWith('_') || !chunk) return;
          const wanted = new Set<string>();
          closure(chunk, wanted);
          layouts[layout] ??= [...wanted].map(indexOf);
          for (const f of wanted) covered.add(f);
          entry.push(layout);
        });
        const wanted = new Set<string>();
        closure(file, wanted);
        for (const f of wanted) if (!covered.has(f)) entry.push(indexOf(f));
        routes['/' + segments.filter((x) => !x.startsWith('_') && x !== 'index').join('/')] = entry;
      }
      const catalogIndex = Object.fromEntries(Object.entries(catalogs).map(([locale, file]) => [locale, indexOf(file)]));
      const clientCatalogIndex = Object.fromEntries(Object.entries(clientCatalogs).map(([locale, file]) => [locale, indexOf(file)]));
      // With build.modulePreload off, Vite no longer lists the entry's own static imports in the page either.
      const entryImports = [...initial].filter((f) => f !== entry.fileName);
      const entryImportIndex = entryImports.map(indexOf);
      // The client area's early calls (src/app/early-calls.ts), a classic script of their own that only client pages
      // load, so public pages do not pay for its bytes. The client frame names it in its own HTML (script[data-early],
      // scripts/prerender.mjs), so it starts with the page; the first-screen script then does not add it again.
      const early = await build({
        input: join(root, 'src/app/early-start.ts'),
        write: false,
        platform: 'browser',
        logLevel: 'silent',
        output: { format: 'iife', minify: true },
      });
      const earlySource = early.output[0].code;
      const earlyFile = `assets/early-start-${createHash('sha256').update(earlySource).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName: earlyFile, source: earlySource });
      const source = `(function(){var B=${JSON.stringify(base + 'assets/')},F=${JSON.stringify(files)},L=${JSON.stringify(layouts)},R=${JSON.stringify(routes)},C=${JSON.stringify(catalogIndex)},K=${JSON.stringify(clientCatalogIndex)},I=${JSON.stringify(entryImportIndex)};
function p(i){if(typeof i==='string')return L[i].forEach(p);if(i===undefined)return;var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=B+F[i]+'.js';document.head.appendChild(l)}
function m(v){v=(v||'').trim().toLowerCase().replace('_','-');return v==='en'||v.indexOf('en-')===0?'en':v==='zh'||v.indexOf('zh-')===0?'zh-CN':''}
function k(n){var a=document.cookie.split(';');for(var i=0;i<a.length;i++){var e=a[i].trim().split('=');if(e[0]===n){var v=e.slice(1).join('=');try{return decodeURIComponent(v)}catch(x){return v}}}return null}
var c=k('language');if(c===null)c=k('lang');var G=m(c),N=navigator.languages||[];for(var i=0;!G&&i<N.length;i++)G=m(N[i]);
function pre(){var r=R[location.pathname.replace(/\\/+$/,'')||'/']||[],x;p(C[G||'zh-CN']);if(r.indexOf('_client')>=0){p(K[G||'zh-CN']);if(!document.querySelector('script[data-early]')){x=document.createElement('script');x.src=B+${JSON.stringify(earlyFile.replace(/^assets\//, ''))};x.fetchPriority='high';document.head.appendChild(x)}}r.forEach(p)}
function go(){pre();if(E){I.forEach(p);var e=document.createElement('script');e.type='module';e.setAttribute('crossorigin','');e.src=E;document.head.appendChild(e)}}
var S=document.currentScript,E=S&&S.getAttribute('data-entry');
if(E&&document.visibilityState!=='hidden')requestAnimationFrame(function(){setTimeout(go,0)});else go()})();
`;
      // The same map for the build's prerender step (scripts/prerender.mjs): each client page's frame names its route
      // chunks and catalogs in its own HTML, so they are requested with it (framePreloads, prerender-scripts.mjs).
      const map: FirstScreenMap = { assets: base + 'assets/', files, layouts, routes, catalogs: catalogIndex, clientCatalogs: clientCatalogIndex };
      this.emitFile({ type: 'asset', fileName: FIRST_SCREEN_MAP, source: JSON.stringify(map) });
      const fileName = `assets/first-screen-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      const links = entryImports.map((f) => `\n    <link rel="modulepreload" crossorigin href="${base}${f}">`).join('');
      html.source = String(html.source).replace(
        '<script type="module"',
        `<script async src="${base}${fileName}"></script>${links}\n    <script type="module"`,
      );
    },
  };
}

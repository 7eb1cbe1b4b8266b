import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { join } from 'node:path';
import { build } from 'rolldown';
import { FRAME_PRELOADS, type FramePreloads } from '../prerender-scripts.ts';
import { firstScreenFiles, type FirstScreenMap } from '../../src/boot/first-screen.ts';
import { LOCALES } from '../../src/constants.ts';

const hash = (source: string) => createHash('sha256').update(source).digest('base64url').slice(0, 8);

/** A browser script of the app's, bundled on its own as a minified classic script; `define`: globals it is given. */
async function bundleScript(input: string, define: Record<string, string> = {}): Promise<string> {
  const out = await build({
    input,
    write: false,
    platform: 'browser',
    logLevel: 'silent',
    transform: { define },
    output: { format: 'iife', minify: true },
  });
  return out.output[0].code;
}

/**
 * The first screen's code and the language catalog are dynamic imports, so without help the browser asks
 * for them only once the 170 KB entry chunk has downloaded and run (one more round trip and the entry's run time
 * before the first render). This emits a tiny classic script (src/boot/first-screen.ts, bundled here with the
 * build's map of routes, chunks and catalogs), loaded `async` from index.html (CSP: 'self'), that
 * adds <link rel=modulepreload> for the chunks of the routes matching the address (file-based routes without
 * parameters, with their pathless layouts) and for the catalog of the language main.tsx will pick (the rules of
 * src/i18n/locale.ts, the same code), with its client-area part on client pages. A miss costs nothing: the entry imports the same files itself.
 *
 * On a first-visit copy (build/prerender.ts) the page carries no script of the app's own: the copy's tag of this
 * script names the entry (`data-entry`), and the script starts the entry, its static imports and the preloads only
 * after the copy's first frame (requestAnimationFrame, then a task), so the browser paints what the server sent
 * before it downloads and runs the app's scripts (the first and largest paint of a first visit). A hidden tab
 * paints nothing, so there it starts them at once. The client frame does not load this script: its HTML names the
 * page's chunks and catalogs itself (the same list, firstScreenFiles, left here for the prerender step in
 * FRAME_PRELOADS), and its early script starts the entry (build/prerender-scripts.ts, startEntryAfterPaint;
 * src/boot/start-entry.ts).
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
      // With build.modulePreload off, Vite no longer lists the entry's own static imports in the page either.
      const entryImports = [...initial].filter((f) => f !== entry.fileName);
      /**
       * The map of the routes `keep` admits. Compact, as every page pays for the script's: names without folder and
       * extension; a pathless layout's chunks listed once (`layouts`) and referred to by name from each of its routes.
       */
      const compactMap = (keep: (route: string) => boolean, withClient: boolean): FirstScreenMap => {
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
          if (!keep(route)) continue;
          const wanted: (string | number)[] = [];
          const covered = new Set<string>();
          segments.slice(0, -1).forEach((segment, i) => {
            const layout = segments.slice(0, i + 1).join('/');
            const chunk = routeChunk.get(layout);
            if (!segment.startsWith('_') || !chunk) return;
            const layoutFiles = new Set<string>();
            closure(chunk, layoutFiles);
            layouts[layout] ??= [...layoutFiles].map(indexOf);
            for (const f of layoutFiles) covered.add(f);
            wanted.push(layout);
          });
          const own = new Set<string>();
          closure(file, own);
          for (const f of own) if (!covered.has(f)) wanted.push(indexOf(f));
          routes['/' + segments.filter((x) => !x.startsWith('_') && x !== 'index').join('/')] = wanted;
        }
        const index = (byLocale: Record<string, string>) => Object.fromEntries(Object.entries(byLocale).map(([locale, file]) => [locale, indexOf(file)]));
        return {
          assets: base + 'assets/',
          files,
          layouts,
          routes,
          catalogs: index(catalogs),
          clientCatalogs: withClient ? index(clientCatalogs) : {},
          entryImports: entryImports.map(indexOf),
        };
      };
      // The client area's early calls (src/boot/early-start.ts), a classic script of their own that only the client
      // frame loads (script[data-early], build/prerender.ts), so public pages do not pay for its bytes.
      const earlySource = await bundleScript(join(root, 'src/boot/early-start.ts'));
      this.emitFile({ type: 'asset', fileName: `assets/early-start-${hash(earlySource)}.js`, source: earlySource });
      // Each client page's files in each language, for the build's prerender step (build/prerender.ts): the
      // page's frame names them in its own HTML, so they are requested with it.
      const whole = compactMap(() => true, true);
      const frames: FramePreloads = Object.fromEntries(
        LOCALES.map((locale) => [locale, Object.fromEntries(Object.keys(whole.routes).map((path) => [path, firstScreenFiles(whole, path, locale)]))]),
      );
      this.emitFile({ type: 'asset', fileName: FRAME_PRELOADS, source: JSON.stringify(frames) });
      // The script's own map leaves the client area out: a client page is sent as its frame, which names its files
      // itself, or, without a session, as index.html, which goes to the login (server/static.ts).
      const map = compactMap((route) => !route.startsWith('_client/'), false);
      // The script (src/boot/first-screen.ts) with this build's map.
      const source = await bundleScript(join(root, 'src/boot/first-screen-start.ts'), { __HL_FIRST_SCREEN__: JSON.stringify(map) });
      const fileName = `assets/first-screen-${hash(source)}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      const links = entryImports.map((f) => `\n    <link rel="modulepreload" crossorigin href="${base}${f}">`).join('');
      html.source = String(html.source).replace(
        '<script type="module"',
        `<script async src="${base}${fileName}"></script>${links}\n    <script type="module"`,
      );
    },
  };
}

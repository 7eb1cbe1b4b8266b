/**
 * The first-screen script, bundled on its own as a tiny classic script by
 * build/vite/first-screen-preload.ts and loaded `async` by the pages of the public site before the entry. It asks
 * for what the page's first screen needs while the entry still downloads: the language catalog main.tsx will pick
 * (the same rules, src/i18n/locale.ts) and the chunks of the routes matching the address. A miss costs nothing: the
 * entry imports the same files itself.
 *
 * On a first-visit copy (build/prerender.ts) the script's tag names the entry (`data-entry`): the copy carries no
 * other script of the app's own, and the preloads and the entry start after the copy's first paint (start-entry.ts).
 *
 * The client area is not in the script's map: a client page is sent as its frame, whose HTML the build gives the same
 * list (`firstScreenFiles`, with the client area's catalog) and the early script (early-start.ts), which starts the
 * entry.
 */
import { detectInitialLocale, readSavedLanguage } from '../i18n/locale.ts';
import { afterFirstPaint, appendModule, type NextFrame } from './start-entry.ts';

/**
 * What the build knows of the bundle (build/vite/first-screen-preload.ts). Every page downloads it, so files are
 * names without folder and extension, referred to by index, and a pathless layout's files are listed once.
 */
export interface FirstScreenMap {
  /** Where the files are: base + 'assets/'. */
  assets: string;
  files: string[];
  /** A pathless layout's files (`_public`, `_client`), by the layout's route id. */
  layouts: Record<string, number[]>;
  /** An address's files: a layout's route id, or a file's index. */
  routes: Record<string, (string | number)[]>;
  /** Each language's catalog, and its client-area part. */
  catalogs: Record<string, number>;
  clientCatalogs: Record<string, number>;
  /** The entry's static imports: preloaded with the entry on a first-visit copy. */
  entryImports: number[];
}

const url = (map: FirstScreenMap, i: number) => `${map.assets}${map.files[i]}.js`;

/** The files a page's first screen needs in a language, each once: its catalogs, then its layouts' and own chunks. */
export function firstScreenFiles(map: FirstScreenMap, path: string, locale: string): string[] {
  const out: string[] = [];
  const add = (i: string | number | undefined): void => {
    if (typeof i === 'string') return map.layouts[i]?.forEach(add);
    if (i !== undefined && !out.includes(url(map, i))) out.push(url(map, i));
  };
  const route = map.routes[path.replace(/\/+$/, '') || '/'] ?? [];
  add(map.catalogs[locale]);
  if (route.includes('_client')) add(map.clientCatalogs[locale]);
  route.forEach(add);
  return out;
}

function preload(doc: Document, href: string): void {
  const link = doc.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  doc.head.appendChild(link);
}

/** The script's run: `tag` is its own element (document.currentScript). */
export function startFirstScreen(map: FirstScreenMap, tag: Element | null, doc: Document = document, nextFrame?: NextFrame): void {
  const entry = tag?.getAttribute('data-entry');
  const locale = detectInitialLocale({ cookie: readSavedLanguage(doc.cookie), navigatorLanguages: navigator.languages });
  const go = () => {
    firstScreenFiles(map, location.pathname, locale).forEach((href) => preload(doc, href));
    if (!entry) return;
    map.entryImports.forEach((i) => preload(doc, url(map, i)));
    appendModule(doc, entry);
  };
  if (entry) afterFirstPaint(go, doc, nextFrame);
  else go();
}

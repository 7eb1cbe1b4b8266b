import path from 'node:path';
import type { Plugin } from 'vite';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';

/**
 * Sources whose messages only the client area shows (its layout, pages, screens, charts, calls and flows), and the
 * login's second step, which loads this part when a login asks for it (src/screens/auth/login-screen.tsx).
 */
const CLIENT_SOURCES = /^src\/(screens\/auth\/second-step-form\.|screens\/client\/|screens\/account\/|routes\/_client|components\/charts\/|actors\/(assets|qa|settings|layout|content)\.|flows\/(assets|content|failure|insight|layout|qa|security|settings|statements)\.)/;
const CLIENT_PART = '?client';
/** Messages only stories show (the flow pages, the charts' labels, the coverage page): Storybook loads them. */
const STORIES_PART = '?stories';

/**
 * Each language's catalog in parts, so the public pages do not download the client area's messages, and no page
 * downloads the messages only stories show (`import('…/en.po?stories')`, which Storybook loads). `import('…/en.po')` gives the messages of the public pages (and of
 * everything else outside the client area); `import('…/en.po?client')` those only the client area uses (about 45 %
 * of the catalog). src/i18n/index.ts loads the second part on entering
 * the client area (and always in tests and Storybook). Compiled as @lingui/vite-plugin does, split by the source
 * files each message comes from (the catalog's references).
 */
export function catalogParts(): Plugin {
  const config = getConfig();
  const compiled = new Map<string, Promise<Record<'public' | 'client' | 'stories', Record<string, unknown>>>>();
  const split = (file: string) => {
    let parts = compiled.get(file);
    if (!parts) {
      parts = (async () => {
        const found = getCatalogForFile(path.relative(config.rootDir ?? process.cwd(), file), await getCatalogs(config));
        if (!found) throw new Error(`${file} is not one of lingui.config's catalogs`);
        const { locale, catalog } = found;
        const { messages } = await catalog.getTranslations(locale, {
          fallbackLocales: config.fallbackLocales ?? {},
          sourceLocale: config.sourceLocale ?? locale,
        });
        const { source } = createCompiledCatalog(locale, messages, { namespace: 'es' });
        const all = JSON.parse(JSON.parse(/JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(source)![1]) as string) as Record<string, unknown>;
        const sources = await catalog.read(locale);
        const result = { public: {} as Record<string, unknown>, client: {} as Record<string, unknown>, stories: {} as Record<string, unknown> };
        for (const [id, message] of Object.entries(all)) {
          const origins = (sources?.[id]?.origin ?? []).map(([f]) => f);
          const files = origins.filter((f) => !f.startsWith('stories/'));
          const storiesOnly = origins.length > 0 && files.length === 0;
          const clientOnly = files.length > 0 && files.every((f) => CLIENT_SOURCES.test(f));
          (storiesOnly ? result.stories : clientOnly ? result.client : result.public)[id] = message;
        }
        return result;
      })();
      compiled.set(file, parts);
    }
    return parts;
  };
  const module = (messages: Record<string, unknown>) => ({
    code: `export const messages=JSON.parse(${JSON.stringify(JSON.stringify(messages))});`,
    map: null,
    moduleType: 'js' as const,
  });
  return {
    name: 'hl-catalog-parts',
    enforce: 'post',
    load: {
      // Before Vite reads the .po file itself: `?client` is ours (@lingui/vite-plugin only compiles `.po`).
      order: 'pre',
      async handler(id) {
        const part = id.endsWith('.po' + CLIENT_PART) ? 'client' : id.endsWith('.po' + STORIES_PART) ? 'stories' : null;
        if (!part) return null;
        const file = id.slice(0, id.lastIndexOf('?'));
        this.addWatchFile(file);
        return module((await split(file))[part]);
      },
    },
    async transform(_code, id) {
      if (!/\.po$/.test(id)) return null;
      compiled.delete(id);
      return module((await split(id)).public);
    },
  };
}

import { expect } from 'vitest';
import type { OutputBundle } from 'rolldown';
import { firstScreenPreload } from '../../scripts/vite/first-screen-preload';

const chunk = (fileName: string, moduleIds: string[], isEntry = false, imports: string[] = []) => ({ type: 'chunk', fileName, moduleIds, imports, isEntry });

/**
 * What the first-screen plugin (scripts/vite/first-screen-preload.ts) makes of a small fake bundle: an entry with
 * one static import (the runtime), both catalogs (each in two parts) and a /login route. Returns the script it
 * emits and index.html as it rewrote it.
 */
export function firstScreenBuild(): { script: string; html: string } {
  const plugin = firstScreenPreload();
  (plugin.configResolved as (c: { base: string }) => void)({ base: '/' });
  const html = { type: 'asset', source: '<head><script type="module" crossorigin src="/assets/index.js"></script></head>' };
  const bundle = {
    'assets/index.js': chunk('assets/index.js', ['/app/src/main.tsx'], true, ['assets/runtime.js']),
    'assets/runtime.js': chunk('assets/runtime.js', ['\0rolldown/runtime.js']),
    'assets/zh.js': chunk('assets/zh.js', ['/app/src/locales/zh-CN.po']),
    'assets/en.js': chunk('assets/en.js', ['/app/src/locales/en.po']),
    'assets/zh-client.js': chunk('assets/zh-client.js', ['/app/src/locales/zh-CN.po?client']),
    'assets/en-client.js': chunk('assets/en-client.js', ['/app/src/locales/en.po?client']),
    'assets/login.js': chunk('assets/login.js', ['/app/src/routes/login.tsx?tsr-split=component']),
    'index.html': html,
  } as unknown as OutputBundle;
  const emitted: { source: string; fileName: string }[] = [];
  (plugin.generateBundle as (this: unknown, o: unknown, b: OutputBundle) => void).call(
    { emitFile: (file: { source: string; fileName: string }) => emitted.push(file) },
    {},
    bundle,
  );
  expect(emitted).toHaveLength(1);
  return { script: emitted[0].source, html: html.source };
}

import { expect } from 'vitest';
import type { OutputBundle } from 'rolldown';
import { firstScreenPreload } from '../../build/vite/first-screen-preload';
import { FRAME_PRELOADS, type FramePreloads } from '../../build/prerender-scripts.ts';

const chunk = (fileName: string, moduleIds: string[], isEntry = false, imports: string[] = []) => ({ type: 'chunk', fileName, moduleIds, imports, isEntry });

/**
 * What the first-screen plugin (build/vite/first-screen-preload.ts) makes of a small fake bundle: an entry with
 * one static import (the runtime), both catalogs (each in two parts), a /login route and the client area's /myAssets.
 * Returns the script it emits, index.html as it rewrote it, the early script's file (src/boot/early-start.ts) and each
 * page's files it leaves for the prerender step.
 */
export async function firstScreenBuild(): Promise<{ script: string; html: string; earlyFile: string; earlySource: string; frames: FramePreloads }> {
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
    'assets/client.js': chunk('assets/client.js', ['/app/src/routes/_client.tsx?tsr-split=component']),
    'assets/my-assets.js': chunk('assets/my-assets.js', ['/app/src/routes/_client/myAssets.tsx?tsr-split=component']),
    'index.html': html,
  } as unknown as OutputBundle;
  const emitted: { source: string; fileName: string }[] = [];
  await (plugin.generateBundle as (this: unknown, o: unknown, b: OutputBundle) => Promise<void>).call(
    { emitFile: (file: { source: string; fileName: string }) => emitted.push(file) },
    {},
    bundle,
  );
  expect(emitted.map((f) => f.fileName)).toEqual([expect.stringMatching(/^assets\/early-start-/), FRAME_PRELOADS, expect.stringMatching(/^assets\/first-screen-/)]);
  const [early, frames, script] = emitted;
  return { script: script.source, html: html.source, earlyFile: early.fileName, earlySource: early.source, frames: JSON.parse(frames.source) as FramePreloads };
}

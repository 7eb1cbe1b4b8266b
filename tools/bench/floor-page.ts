/**
 * The floor page (tools/lighthouse-reference/: a bare Vite page with ChakraProvider, one Button and a TanStack
 * Router root, Chakra as published): the smallest page this stack allows. `npm run budget` and `npm run lighthouse`
 * build it beside the app and measure it in the same run, and judge our pages by their ratio to it: the host's
 * speed, which drifts within minutes on a busy machine, then weighs on both sides alike.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { ROOT } from './server.ts';

/** What the floor page draws once rendered: its one button. */
export const FLOOR_RENDERED = 'button';

/** Builds the floor page into a temporary directory; `remove()` deletes it. */
export async function buildFloorPage() {
  const dir = mkdtempSync(join(tmpdir(), 'hl-floor-page-'));
  try {
    await build({ configFile: join(ROOT, 'tools/lighthouse-reference/vite.config.ts'), build: { outDir: dir, emptyOutDir: true } });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { catalogParts } from './build/vite/catalog-parts.ts';
import { CHUNK_GROUPS } from './build/vite/chunk-groups.ts';
import { firstScreenPreload } from './build/vite/first-screen-preload.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      autoCodeSplitting: true,
      // Loaders and pending/error views use the screens too: split them with the component, so a route's
      // screen never lands in the entry chunk. One chunk per route, loader included: main.tsx preloads the first
      // screen's chunks while the catalog and the session load (router.loadRouteChunk does not fetch a loader
      // split on its own).
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component', 'pendingComponent', 'errorComponent', 'notFoundComponent']],
      },
    }),
    react(),
    // Lingui's own macro transform (native, no Babel pass) turns t`…` and <Trans> into catalog lookups.
    lingui({ macroTransform: true }),
    catalogParts(),
    firstScreenPreload(),
  ],
  server: {
    port: 5173,
    // The case studies, brochures and reports are drawn by the server (server/media.ts), not files under public/.
    proxy: { '/api': apiTarget, '/sstatic': apiTarget, '^/files/(cases|brochures|reports)/': apiTarget },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // No preload lists in the entry chunk (the names of every chunk each dynamic import needs, with their helper:
    // ~2 KB gzip on every page, against the bundle budget). The first screen's chunks come from the first-screen script instead, and
    // a later page's from the router's preloading on intent (hover, touch); CSS of dynamic chunks still loads.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Seven hash characters (rolldown's minimum here), not eight: chunk names are listed in the chunks that
        // import them and in the first-screen script (the bundle budget).
        chunkFileNames: 'assets/[name]-[hash:7].js',
        entryFileNames: 'assets/[name]-[hash:7].js',
        // A handful of chunks instead of ~55 of about 1 KB (build/vite/chunk-groups.ts).
        codeSplitting: { groups: CHUNK_GROUPS },
      },
      // Chakra's theme modules build every recipe with top-level define*() calls the bundler cannot prove pure, so
      // recipes of components we never use (date picker, combobox, ...) would stay in the entry chunk. These helpers
      // only return their argument: marking them pure lets tree-shaking drop the unused ones (the bundle budget).
      treeshake: { manualPureFunctions: ['defineRecipe', 'defineSlotRecipe', 'defineConfig', 'defineTokens', 'defineSemanticTokens', 'defineTextStyles', 'defineLayerStyles', 'defineAnimationStyles', 'defineKeyframes', 'defineGlobalStyles', 'createAnatomy'] },
    },
  },
});

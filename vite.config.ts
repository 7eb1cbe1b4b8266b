import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      autoCodeSplitting: true,
      // Loaders and pending/error views use the screens too: split them with the component, so a route's
      // screen never lands in the entry chunk.
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component', 'pendingComponent', 'errorComponent', 'notFoundComponent']],
      },
    }),
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/sstatic': apiTarget },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // Chakra's theme modules build every recipe with top-level define*() calls the bundler cannot prove pure, so
      // recipes of components we never use (date picker, combobox, ...) stayed in the entry chunk. These helpers
      // only return their argument: marking them pure lets tree-shaking drop the unused ones (issue 7 budget).
      treeshake: { manualPureFunctions: ['defineRecipe', 'defineSlotRecipe', 'defineConfig', 'defineTokens', 'defineSemanticTokens', 'defineTextStyles', 'defineLayerStyles', 'defineAnimationStyles', 'defineKeyframes', 'defineGlobalStyles', 'createAnatomy'] },
    },
  },
});

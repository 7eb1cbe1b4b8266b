import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

// Three projects: the SPA in jsdom, the pure machines in node, the reference server in node
// (server files run one at a time: each opens its own database).
export default defineConfig({
  test: {
    projects: [
      mergeConfig(viteConfig, {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/machines/**', 'tests/server/**', 'tests/e2e/**'],
          setupFiles: ['tests/support/setup-dom.ts'],
        },
      }),
      {
        test: {
          name: 'machines',
          environment: 'node',
          include: ['tests/machines/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

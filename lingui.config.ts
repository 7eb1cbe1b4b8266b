import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// zh-CN is the source and default locale; en is the translation. Both catalogs must stay complete
// (`npm test` runs `lingui extract` and fails on a missing translation).
export default defineConfig({
  sourceLocale: 'zh-CN',
  locales: ['zh-CN', 'en'],
  fallbackLocales: { default: 'zh-CN' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src', '<rootDir>/stories'],
      exclude: ['**/node_modules/**', '**/*.d.ts'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});

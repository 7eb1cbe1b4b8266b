import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Import boundaries (docs/architecture.md): machines are pure (xstate and types only); screens are props-in/events-out.
export default tseslint.config(
  {
    ignores: [
      'dist/**', 'dist-server/**', 'storybook-static/**', 'node_modules/**', 'data/**', 'artifacts/**',
      'src/routeTree.gen.ts', 'src/api/schema.d.ts', 'src/locales/*.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['scripts/**/*.{js,mjs}', '*.config.{js,ts}'], languageOptions: { globals: globals.node } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ regex: '^(?!xstate$|xstate/|\\./|\\.\\./machines/).*', message: 'machines/ imports only xstate and other machine files' },
                   { group: ['../src/*', '../../src/*'], message: 'machines/ must not import from src/' }],
      }],
    },
  },
  {
    // Screens may name a machine's or the API's types (import type), never run their code.
    files: ['src/screens/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/routes/*', '**/api/*', '**/machines/*', '**/actors/*', '**/app/*', '@tanstack/react-router', 'xstate', '@xstate/*', 'openapi-fetch'],
            message: 'screens take props and emit events: no routes, api, machines or app imports', allowTypeImports: true },
        ],
      }],
    },
  },
  {
    // The server keeps a session row for a second after finding it (server/services/session-cache.ts): a
    // change to sessions made anywhere but through sessions.ts's changingSessions / revokeSessions would leave a
    // revoked session served from it.
    files: ['server/**/*.ts'],
    ignores: ['server/services/sessions.ts'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "CallExpression[callee.property.name=/^(update|delete)$/][arguments.0.name='sessions']",
        message: 'change sessions through changingSessions or revokeSessions (server/services/sessions.ts): kept session lookups must be forgotten',
      }],
    },
  },
  {
    files: ['src/api/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/screens/*', '**/routes/*', '**/app/*', 'react'], message: 'the API layer knows no UI' }] }],
    },
  },
);

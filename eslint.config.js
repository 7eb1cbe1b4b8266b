import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';

// Import boundaries (docs/architecture.md): machines are pure (xstate and types only); screens are props-in/events-out;
// routes reach machines and actors only through src/flows; the server reaches the SPA's code only through
// src/constants.ts; no module imports itself round a loop.
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
    // A loop of imports makes a module's value depend on evaluation order (and defeats code splitting); types-only
    // imports are left out, as they vanish at build time.
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importX.flatConfigs.typescript.settings,
    // Packages cannot import our files back: resolving into them (React's, Chakra's types) finds no cycle, only time.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // File names are kebab-case; routes are named by the URL they serve (SPEC.md section 2), so they are left out.
    files: ['**/*.{ts,tsx,mjs,js}'],
    ignores: ['src/routes/**', 'src/routeTree.gen.ts', '.storybook/**'],
    plugins: { 'check-file': checkFile },
    rules: { 'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,mjs,js}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }] },
  },
  {
    // What the server and the SPA both need: the spec's numbers and codes (src/constants.ts), the language rules a
    // first page and the app both apply (src/i18n/locale.ts, pure) and the contract's generated types.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ regex: '(^|/)src/(?!(constants|i18n/locale)(\\.ts)?$|api/schema\\.d\\.ts$)', message: 'the server shares only src/constants.ts, src/i18n/locale.ts and src/api/schema.d.ts with the SPA' },
                   { regex: '(^|/)machines/', message: 'the server shares only src/constants.ts, src/i18n/locale.ts and src/api/schema.d.ts with the SPA' }],
      }],
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
    // Screens take props and emit events: the data they show is named in src/domain, never in the API's, a machine's
    // or an actor's modules, not even as a type.
    files: ['src/screens/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/routes/*', '**/api/*', '**/machines/*', '**/actors/*', '**/app/*', '**/session/*', '**/flows/*', '**/boot/*', '@tanstack/react-router', 'xstate', '@xstate/*', 'openapi-fetch'],
            message: 'screens take props and emit events: their types come from src/domain; no routes, api, machines, actors, flows, app or session imports' },
        ],
      }],
    },
  },
  {
    // Actors turn API answers into domain data: they know no screen, route or flow.
    files: ['src/actors/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [{ group: ['**/screens/*', '**/routes/*', '**/flows/*', 'react', '@chakra-ui/*'], message: 'actors return domain data (src/domain): no screens, routes, flows or UI' }],
      }],
    },
  },
  {
    // The domain is types and their constants: what screens show and actors return. It runs nothing of the layers.
    files: ['src/domain/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/screens/*', '**/routes/*', '**/flows/*', '**/actors/*', '**/app/*', '**/session/*', '**/boot/*', 'react', '@chakra-ui/*', 'xstate'], message: 'src/domain holds types and constants only' },
          { group: ['**/api/*', '**/machines/*'], message: 'src/domain names the contract\'s and the machines\' types only', allowTypeImports: true },
        ],
      }],
    },
  },
  {
    // Routes map an address and a state to a screen: an area's machines with their actors, its loaders and its calls
    // come from src/flows/<area>.ts (docs/architecture.md), so a route never reaches past them.
    files: ['src/routes/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/actors/*', '**/machines/*', 'xstate'], message: 'routes take machines, loaders and calls from src/flows, never from actors or machines, not even their types' },
        ],
      }],
    },
  },
  {
    // A route file is an address, its loader's state and the page it shows: a page longer than that lives beside it
    // in a `-<name>.tsx` file, which the router skips.
    files: ['src/routes/**/*.tsx'],
    ignores: ['src/routes/**/-*.tsx'],
    rules: { 'max-lines': ['error', { max: 40 }] },
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
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/screens/*', '**/routes/*', '**/app/*', '**/boot/*', 'react'], message: 'the API layer knows no UI' }] }],
    },
  },
  {
    // The page's `__hl` globals (the early script's answers) are src/boot's alone: it hands what they hold to the
    // rest of the app (src/boot/early-handover.ts).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/boot/**'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: 'MemberExpression[property.name=/^__hl/]',
        message: 'only src/boot reads or writes the page\'s __hl globals: take what it hands over',
      }],
    },
  },
);

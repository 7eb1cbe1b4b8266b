/**
 * Screen test files that replace a module (vi.mock). They run isolated (vitest.config.ts): in the screens' shared
 * module graph the replacement would reach other files that import the module, or miss screens imported before it.
 * tests/app/test-projects.test.ts fails when a screen test mocks a module without being listed here.
 */
export const MOCKING_SCREEN_TESTS = ['tests/screens/client/assets/asset-screens.test.tsx'];

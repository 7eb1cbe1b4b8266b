// The Lingui Vite plugin compiles a .po catalog on import (vite build, vitest and Storybook all use it).
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

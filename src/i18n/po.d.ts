// The Lingui Vite plugin compiles a .po catalog on import (vite build, vitest and Storybook all use it).
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

// The client area's part of a catalog (split by vite.config.ts, catalogParts).
declare module '*.po?client' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

// The messages only stories show (split by vite.config.ts, catalogParts); Storybook loads them.
declare module '*.po?stories' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

import type { Plugin } from 'vite';

/**
 * The client area's first render: Emotion names every style it serializes by a murmur2 hash of the whole
 * CSS text (`@emotion/serialize` → `@emotion/hash`), on every render of every Chakra element, and a page renders
 * the same texts again and again: murmur2 in JavaScript is a visible share of /myAssets' main-thread time at
 * Lighthouse's 4x slowdown (`PAGE_PROFILE_DETAIL=functions node scripts/bench/page-profile.mjs /myAssets`).
 *
 * In the build (the dev server and the tests run Emotion as published), every import of `@emotion/hash` gets this
 * module instead: the same function, remembering the names it computed, by CSS text. A text seen before costs a map
 * lookup (the engine's own string hash, in native code). Bounded: past MEMO_LIMIT texts it starts over.
 */
const RESOLVED_ID = '\0hl-emotion-hash';
export const MEMO_LIMIT = 4096;

export const MEMO_SOURCE = `import murmur2 from '@emotion/hash';
const names = new Map();
export default function hashString(styles) {
  let name = names.get(styles);
  if (name === undefined) {
    name = murmur2(styles);
    if (names.size >= ${MEMO_LIMIT}) names.clear();
    names.set(styles, name);
  }
  return name;
}
`;

export function emotionHashMemo(): Plugin {
  return {
    name: 'hl-emotion-hash-memo',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== '@emotion/hash') return null;
      // The memo's own import is the published module.
      if (importer === RESOLVED_ID) return this.resolve(source, importer, { ...options, skipSelf: true });
      return RESOLVED_ID;
    },
    load(id) {
      return id === RESOLVED_ID ? MEMO_SOURCE : null;
    },
  };
}

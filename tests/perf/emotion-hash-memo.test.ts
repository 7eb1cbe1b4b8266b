/**
 * scripts/vite/emotion-hash-memo.ts: in the build, Emotion's class names come from a remembering wrapper
 * of @emotion/hash. What a user would notice if it went wrong: styles under another class name than the one
 * Emotion inserted (an unstyled page), or one text's name given to another. So this builds Emotion's serializer
 * with the plugin, as the app's build does, and holds its names to the published serializer's.
 */
import { serializeStyles } from '@emotion/serialize';
import { build, type Plugin, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { emotionHashMemo, MEMO_LIMIT } from '../../scripts/vite/emotion-hash-memo';

const ENTRY = '\0hl-test-entry';
const entry: Plugin = {
  name: 'hl-test-entry',
  resolveId: (id) => (id === 'hl-test-entry' ? ENTRY : null),
  load: (id) => (id === ENTRY ? "export { serializeStyles } from '@emotion/serialize';" : null),
};

let code = '';
let built: typeof serializeStyles;

beforeAll(async () => {
  const result = (await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    plugins: [entry, emotionHashMemo()],
    build: {
      write: false,
      minify: false,
      rolldownOptions: { input: 'hl-test-entry', preserveEntrySignatures: 'strict', output: { format: 'cjs' } },
    },
  })) as Rolldown.RolldownOutput;
  code = result.output[0].code;
  // Self-contained (Emotion's modules bundled in): run as a CommonJS module.
  const module = { exports: {} as { serializeStyles: typeof serializeStyles } };
  new Function('module', 'exports', code)(module, module.exports);
  built = module.exports.serializeStyles;
}, 60_000);

const texts = [
  { color: 'red' },
  { display: 'flex', gap: '8px', '&:hover': { color: 'var(--chakra-colors-brand-600)' } },
  { fontSize: '14px', label: 'card' },
  { content: '"泓岸资本"', padding: '0 1rem' },
];

describe('Emotion built with the remembering hash', () => {
  it('uses it: the serializer reaches @emotion/hash through the wrapper', () => {
    expect(code).toContain('function hashString');
    expect(code).toMatch(/names\.get\(styles\)/);
  });

  it('names every style as the published serializer does, the first time and again', () => {
    for (const style of texts) {
      const expected = serializeStyles([style]).name;
      expect(built([style]).name).toBe(expected);
      expect(built([style]).name).toBe(expected);
    }
  });

  it(`still names correctly past ${MEMO_LIMIT} remembered texts`, () => {
    const names = Array.from({ length: MEMO_LIMIT + 10 }, (_, i) => built([{ width: `${i}px` }]).name);
    expect(new Set(names).size).toBe(MEMO_LIMIT + 10);
    for (const i of [0, 1, MEMO_LIMIT - 1, MEMO_LIMIT + 9]) expect(names[i]).toBe(serializeStyles([{ width: `${i}px` }]).name);
  });
});

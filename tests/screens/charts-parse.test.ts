/**
 * Every machine's chart is one Mermaid draws: Storybook's Machines/Charts and Flows/* pages (and a code host) show a
 * syntax error instead of a diagram for a chart Mermaid cannot parse, and the Storybook smoke test opens only the
 * first one. Parsing needs no layout, so jsdom is enough.
 */
import mermaid from 'mermaid';
import { expect, it } from 'vitest';

const charts = import.meta.glob<string>('../../machines/*.chart.md', { eager: true, query: '?raw', import: 'default' });

it.each(Object.entries(charts).map(([path, text]) => [path.replace(/^.*\/(.+)\.chart\.md$/, '$1'), text] as const))(
  'the %s chart parses as Mermaid draws it',
  async (_, text) => {
    const start = text.indexOf('```mermaid') + '```mermaid'.length;
    const source = text.slice(start, text.indexOf('```', start));
    await expect(mermaid.parse(source)).resolves.toBeTruthy();
  },
);

// The drawings of the docs (docs/architecture.md's login and product page) render on a code host the same way.
const docs = import.meta.glob<string>('../../docs/*.md', { eager: true, query: '?raw', import: 'default' });
const drawings = Object.entries(docs).flatMap(([path, text]) =>
  [...text.matchAll(/```mermaid\n([\s\S]*?)```/g)].map((m, i) => [`${path.replace(/^.*\//, '')} #${i + 1}`, m[1]] as const),
);

it('the docs have drawings', () => {
  expect(drawings.length).toBeGreaterThanOrEqual(2);
});

it.each(drawings)('the drawing %s parses as Mermaid draws it', async (_, source) => {
  await expect(mermaid.parse(source)).resolves.toBeTruthy();
});

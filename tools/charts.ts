/**
 * Writes machines/<name>.chart.md (Mermaid stateDiagram-v2) for every machines/<name>.machine.ts, from the machine
 * definition via `toDirectedGraph` (xstate/graph). `--check` writes nothing and exits 1 when a chart is missing,
 * stale or orphaned, so CI can fail on it.
 *
 *   npm run charts            # regenerate
 *   npm run charts -- --check # verify
 *
 * Output is deterministic: states in definition order, edges sorted, tags sorted. Each state is drawn with its own key
 * (not the whole path, which stays its id), its tags (`#tag`, what routing and screens read) and the actors it
 * invokes (`▸ id`), so the drawing on the code host and in Storybook shows them beside the table.
 *
 * It also writes the Storybook pages that show the charts: "Machines/Charts" (every chart, drawn) and one
 * "Flows/<Name>" page per machine (its chart beside the screen stories of each state, stories/flows/).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';

const MACHINES_DIR = resolve(import.meta.dirname, '..', 'machines');

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'getInitialSnapshot' in value;

/** Mermaid ids cannot hold dots; the state path joined by `_` stays readable and unique. */
const mermaidId = (node: AnyStateNode) => (node.path.length ? node.path.join('_') : '[*]');

type GuardLike = string | { type?: string } | ((...args: never[]) => unknown) | undefined;
function guardName(guard: GuardLike): string {
  if (!guard) return '';
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const inner = (guard as { guards?: GuardLike[] }).guards;
    return inner ? `${guard.name}(${inner.map(guardName).join(', ')})` : guard.name || 'inline';
  }
  const { type, params } = guard as { type?: string; params?: unknown };
  if (params && typeof params === 'object') return `${type}(${Object.values(params).join(', ')})`;
  return type ?? 'inline';
}

function eventLabel(t: AnyTransitionDefinition): string {
  const type = t.eventType;
  let label: string;
  if (!type) label = 'always';
  else if (type.startsWith('xstate.after.')) label = `after ${(t as { delay?: unknown }).delay}`;
  else if (type.startsWith('xstate.done.state.')) label = 'done';
  else label = type.replace(/^xstate\./, '');
  const guard = guardName(t.guard as GuardLike);
  return guard ? `${label} [${guard}]` : label;
}

interface Edge {
  source: AnyStateNode;
  target: AnyStateNode;
  label: string;
}

/** The deepest composite state containing both ends; edges are written inside it (Mermaid draws them best there). */
function commonParent(a: AnyStateNode, b: AnyStateNode): AnyStateNode {
  const ancestors = new Set<AnyStateNode>();
  for (let n: AnyStateNode | undefined = a.parent; n; n = n.parent) ancestors.add(n);
  for (let n: AnyStateNode | undefined = b.parent; n; n = n.parent) if (ancestors.has(n)) return n;
  return a.machine.root;
}

function collectEdges(graph: DirectedGraphNode, into: Edge[]) {
  for (const e of graph.edges) into.push({ source: e.source, target: e.target, label: eventLabel(e.transition) });
  // Eventless transitions are not edges of toDirectedGraph.
  for (const t of graph.stateNode.always ?? []) {
    for (const target of t.target ?? [graph.stateNode]) {
      into.push({ source: graph.stateNode, target, label: eventLabel(t) });
    }
  }
  for (const child of graph.children) collectEdges(child, into);
}

/**
 * `state "key<br/>#tag #tag<br/>▸ child" as id`: the drawn box names the state by its own key and shows its tags and
 * the actors it runs (`▸ id`: a call, or a child machine such as the session's `login` and `binding`).
 */
function stateLabel(node: AnyStateNode): string {
  const key = node.path[node.path.length - 1] ?? '';
  const tags = [...node.tags].sort().map((tag) => `#${tag}`);
  const runs = node.invoke.map((invoke) => `▸ ${invoke.id}`);
  const id = mermaidId(node);
  const lines = [key, ...(tags.length ? [tags.join(' ')] : []), ...runs];
  return `"${lines.join('<br/>')}" as ${id}`;
}

function renderBlock(graph: DirectedGraphNode, edges: Edge[], indent: string): string[] {
  const node = graph.stateNode;
  const lines: string[] = [];
  const children = graph.children;
  if (node.type === 'compound' && node.initial?.target[0]) {
    lines.push(`${indent}[*] --> ${mermaidId(node.initial.target[0])}`);
  }
  children.forEach((child, i) => {
    if (node.type === 'parallel' && i > 0) lines.push(`${indent}--`);
    const c = child.stateNode;
    if (child.children.length) {
      lines.push(`${indent}state ${stateLabel(c)} {`, ...renderBlock(child, edges, `${indent}  `), `${indent}}`);
    } else {
      lines.push(`${indent}state ${stateLabel(c)}`);
    }
    if (c.type === 'final') lines.push(`${indent}${mermaidId(c)} --> [*]`);
  });
  const own = edges
    .filter((e) => commonParent(e.source, e.target) === node)
    .map((e) => `${indent}${mermaidId(e.source)} --> ${mermaidId(e.target)} : ${e.label}`)
    .sort();
  return [...lines, ...own];
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(allNodes)];
}

function chartOf(machine: AnyStateMachine): string {
  const graph = toDirectedGraph(machine);
  const edges: Edge[] = [];
  collectEdges(graph, edges);
  const tagRows = allNodes(machine.root)
    .filter((n) => n.path.length)
    .map((n) => [n.path.join('.'), [...n.tags].sort().join(', ') || '—'] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([path, tags]) => `| ${path} | ${tags} |`);
  return [
    `## ${machine.id}`,
    '',
    machine.root.description ?? '(no description)',
    '',
    '```mermaid',
    'stateDiagram-v2',
    ...renderBlock(graph, edges, '  '),
    '```',
    '',
    '| state | tags |',
    '|---|---|',
    ...tagRows,
    '',
  ].join('\n');
}

const STORIES_FILE = 'stories/machines/charts.stories.tsx';

const pascal = (name: string) => name.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());

function chartStories(chartFiles: string[]): string {
  const names = chartFiles.map((f) => f.replace(/\.chart\.md$/, ''));
  return [
    '// Generated by `npm run charts` from machines/*.chart.md; do not edit.',
    "import type { Meta, StoryObj } from '@storybook/react-vite';",
    ...names.map((n) => `import ${pascal(n).charAt(0).toLowerCase() + pascal(n).slice(1)}Chart from '../../machines/${n}.chart.md?raw';`),
    "import { ChartView } from './chart-view';",
    '',
    'const meta = {',
    "  title: 'Machines/Charts',",
    '  component: ChartView,',
    "  parameters: { layout: 'fullscreen' },",
    '} satisfies Meta<typeof ChartView>;',
    'export default meta;',
    'type Story = StoryObj<typeof meta>;',
    '',
    ...names.map((n) => `export const ${pascal(n)}: Story = { args: { source: ${pascal(n).charAt(0).toLowerCase() + pascal(n).slice(1)}Chart } };`),
    '',
  ].join('\n');
}

const FLOWS_DIR = 'stories/flows';

/** One page per machine, "Flows/<Name>": its chart beside the screen stories of each state (flow-explorer.tsx). */
function flowStories(name: string): string {
  const id = pascal(name);
  return [
    '// Generated by `npm run charts` from machines/*.chart.md; do not edit.',
    "import type { Meta, StoryObj } from '@storybook/react-vite';",
    `import chart from '../../machines/${name}.chart.md?raw';`,
    "import { FlowPage, FlowStory } from './flow-explorer';",
    '',
    'const meta = {',
    `  title: 'Flows/${id}',`,
    '  component: FlowPage,',
    '  render: FlowStory,',
    `  args: { machine: '${name}', chart, state: '' },`,
    '  // The state is the one control: the chart is the page itself.',
    '  argTypes: { machine: { table: { disable: true } }, chart: { table: { disable: true } } },',
    "  parameters: { layout: 'fullscreen' },",
    '} satisfies Meta<typeof FlowPage>;',
    'export default meta;',
    '',
    `export const ${id}: StoryObj<typeof meta> = { name: '${id}' };`,
    '',
  ].join('\n');
}

/** Writes (or, with --check, compares) a generated file; returns the problem, if any. */
async function generated(file: string, text: string, check: boolean): Promise<string | undefined> {
  const current = await readFile(file, 'utf8').catch(() => undefined);
  if (current === text) return undefined;
  if (check) return `${file} is ${current === undefined ? 'missing' : 'stale'}`;
  await writeFile(file, text);
  console.log(`wrote ${file}`);
  return undefined;
}

async function main() {
  const check = process.argv.includes('--check');
  const files = (await readdir(MACHINES_DIR)).filter((f) => f.endsWith('.machine.ts')).sort();
  const problems: string[] = [];
  const expectedCharts = new Set<string>();
  for (const file of files) {
    const name = file.replace(/\.machine\.ts$/, '');
    const mod = (await import(pathToFileURL(join(MACHINES_DIR, file)).href)) as Record<string, unknown>;
    const machines = Object.keys(mod)
      .sort()
      .map((k) => mod[k])
      .filter(isMachine);
    if (!machines.length) {
      problems.push(`${file}: exports no machine`);
      continue;
    }
    const text = [
      `# ${name} machine`,
      '',
      `Generated from machines/${file} by \`npm run charts\`; do not edit.`,
      '',
      ...machines.map(chartOf),
    ].join('\n');
    const chartFile = `${name}.chart.md`;
    expectedCharts.add(chartFile);
    const target = join(MACHINES_DIR, chartFile);
    const current = await readFile(target, 'utf8').catch(() => undefined);
    if (current === text) continue;
    if (check) problems.push(`machines/${chartFile} is ${current === undefined ? 'missing' : 'stale'}`);
    else {
      await writeFile(target, text);
      console.log(`wrote machines/${chartFile}`);
    }
  }
  // Storybook shows every chart: one generated stories file lists them all, so a new machine cannot be missed.
  const storiesText = chartStories([...expectedCharts].sort());
  const storiesCurrent = await readFile(STORIES_FILE, 'utf8').catch(() => undefined);
  if (storiesCurrent !== storiesText) {
    if (check) problems.push(`${STORIES_FILE} is ${storiesCurrent === undefined ? 'missing' : 'stale'}`);
    else {
      await writeFile(STORIES_FILE, storiesText);
      console.log(`wrote ${STORIES_FILE}`);
    }
  }
  const flowFiles = new Set<string>();
  for (const chartFile of [...expectedCharts].sort()) {
    const name = chartFile.replace(/\.chart\.md$/, '');
    const file = `${FLOWS_DIR}/${name}.stories.tsx`;
    flowFiles.add(`${name}.stories.tsx`);
    const problem = await generated(file, flowStories(name), check);
    if (problem) problems.push(problem);
  }
  for (const orphan of (await readdir(FLOWS_DIR)).filter((f) => f.endsWith('.stories.tsx') && !flowFiles.has(f))) {
    problems.push(`${FLOWS_DIR}/${orphan} has no machine`);
  }
  const orphans = (await readdir(MACHINES_DIR)).filter((f) => f.endsWith('.chart.md') && !expectedCharts.has(f));
  for (const orphan of orphans) problems.push(`machines/${orphan} has no machine`);
  if (problems.length) {
    console.error(`charts: ${problems.join('\n  ')}${check ? '\nrun `npm run charts` and commit the result' : ''}`);
    process.exit(1);
  }
  if (check) console.log(`charts: ${files.length} charts current`);
}

await main();

/**
 * The data behind the Flows/* pages, with no rendering: which screen stories name which machine state
 * (`parameters.flowState`), the Mermaid text of a generated chart, and the ids that tie a drawn node to its state.
 * tests/screens/flow-stories.test.ts checks the same data against the machines themselves.
 */
import { isExportStory, storyNameFromExport, toId } from 'storybook/internal/csf';
import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** A story names the state (or, in a parallel state, the states) of a machine its screen shows. */
export interface FlowState {
  /** The machine's file name: machines/<machine>.machine.ts. */
  machine: string;
  /** The state's path, dot-separated as in the chart's table: `editing`, `reset.entry.editing`. */
  state: string | readonly string[];
}

/** `parameters.flowState` of a screen story: one state, or several (a screen several machines show). */
export type FlowStateParameter = FlowState | readonly FlowState[];

export interface StoryRef {
  id: string;
  title: string;
  exportName: string;
  /** The language the story pins (an `…En` twin pins English); null when it follows the toolbar. */
  locale: string | null;
  machine: string;
  state: string;
}

interface StoriesModule {
  default?: { title?: string; parameters?: Record<string, unknown>; includeStories?: unknown; excludeStories?: unknown };
  [exportName: string]: unknown;
}

/** The id of every story the stories files export. */
export function storyIds(modules: Record<string, StoriesModule>): Set<string> {
  const ids = new Set<string>();
  for (const module of Object.values(modules)) {
    const meta = module.default;
    if (!meta?.title) continue;
    for (const exportName of Object.keys(module)) {
      if (exportName !== 'default' && isExportStory(exportName, meta as never)) ids.add(toId(meta.title, storyNameFromExport(exportName)));
    }
  }
  return ids;
}

export function flowStatesOf(parameter: unknown): FlowState[] {
  if (!parameter) return [];
  return (Array.isArray(parameter) ? parameter : [parameter]) as FlowState[];
}

/** Every (story, state) pair the stories files name, in file and export order. */
export function storyRefs(modules: Record<string, StoriesModule>): StoryRef[] {
  const refs: StoryRef[] = [];
  for (const path of Object.keys(modules).sort()) {
    const module = modules[path];
    const meta = module.default;
    if (!meta?.title) continue;
    for (const [exportName, story] of Object.entries(module)) {
      if (exportName === 'default' || !isExportStory(exportName, meta as never)) continue;
      const { parameters, globals } = (story ?? {}) as { parameters?: Record<string, unknown>; globals?: Record<string, unknown> };
      for (const { machine, state } of flowStatesOf(parameters?.flowState)) {
        for (const one of typeof state === 'string' ? [state] : state) {
          refs.push({
            id: toId(meta.title, storyNameFromExport(exportName)),
            title: meta.title,
            exportName,
            locale: typeof globals?.locale === 'string' ? globals.locale : null,
            machine,
            state: one,
          });
        }
      }
    }
  }
  return refs;
}

/** The name of a machine's pages: `post-login` → `PostLogin`. */
export const pascalName = (machine: string) => machine.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());

/** The story id of a machine's page "Flows/<Name>" (tools/charts.ts writes the page). */
export const flowPageId = (machine: string) => toId(`Flows/${pascalName(machine)}`, storyNameFromExport(pascalName(machine)));

/** The chart's id of a state (tools/charts.ts: the path joined by `_`); also what a flow page's `state` arg holds. */
export const chartId = (statePath: string) => statePath.split('.').join('_');

/** The address of a state on its flow page in a language, from inside Storybook's preview frame (open it in the top window). */
export const flowPageHref = (machine: string, statePath: string, locale: string) =>
  `index.html?path=/story/${flowPageId(machine)}&args=state:${chartId(statePath)}&globals=locale:${locale}`;

/** The Mermaid text of a generated chart file (its first ```mermaid block). */
export function mermaidSource(chartMarkdown: string): string {
  const match = /```mermaid\n([\s\S]*?)```/.exec(chartMarkdown);
  if (!match) throw new Error('chart: no mermaid block');
  return match[1];
}

/** The chart ids of a generated chart's states and their paths, from the chart's table (`| reset.entry.editing | … |`). */
export function chartStatePaths(chartMarkdown: string): Map<string, string> {
  const rows = [...chartMarkdown.matchAll(/^\| ([\w.]+) \| [^|]* \|$/gm)].filter((m) => m[0] !== '| state | tags |');
  const paths = rows.map((m) => m[1]);
  return new Map(paths.map((path) => [chartId(path), path]));
}

/**
 * Puts what a person does above the event's type on each arrow whose event has a label:
 * `a --> b : binding.submit [formValid]` → `a --> b : Submit<br/>binding.submit [formValid]`.
 */
export function withEventLabels(source: string, label: (eventType: string) => string | undefined): string {
  return source.replace(/^(\s*\S+ --> \S+ : )([\w.]+)(.*)$/gm, (line, head: string, event: string, rest: string) => {
    const text = label(event);
    // Mermaid reads `:`, `;`, `#` and `<`/`>` in a label as syntax.
    return text ? `${head}${text.replace(/[:;#<>]/g, ' ')}<br/>${event}${rest}` : line;
  });
}

/** The state a drawn node stands for: Mermaid's node ids read `<svg id>-state-<chart id>-<n>`. */
export function chartIdOfNode(domId: string): string | null {
  return /-state-(\w+?)-\d+$/.exec(domId)?.[1] ?? null;
}

/** Every state of a machine, by path, in definition order. */
export function statePaths(machine: AnyStateMachine): string[] {
  const walk = (node: AnyStateNode): string[] => [
    ...(node.path.length ? [node.path.join('.')] : []),
    ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(walk),
  ];
  return walk(machine.root);
}

/** The states with no states inside: what the machine is in, at the finest, at any moment. */
export function leafStates(machine: AnyStateMachine): string[] {
  const walk = (node: AnyStateNode): string[] => {
    const children = Object.values(node.states as Record<string, AnyStateNode>).filter((child) => child.type !== 'history');
    return children.length ? children.flatMap(walk) : [node.path.join('.')];
  };
  return walk(machine.root);
}

/** Every event type a machine handles, from its states' transitions. */
export function eventTypes(machine: AnyStateMachine): Set<string> {
  const types = new Set<string>();
  const walk = (node: AnyStateNode) => {
    for (const type of node.ownEvents) types.add(type);
    Object.values(node.states as Record<string, AnyStateNode>).forEach(walk);
  };
  walk(machine.root);
  return types;
}

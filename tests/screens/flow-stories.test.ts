/**
 * The flow pages (Storybook "Flows/<Name>") stay true to the machines: every state a person sees — each state with
 * no states inside, but for stories/flows/unseen-states.ts, which says why each of those shows no screen — is named
 * by at least one screen story (`parameters: { flowState: { machine, state } }`); no story names a machine or a
 * state that does not exist; every event label is an event of its machine. Pure data, read from the machines
 * themselves and the stories' exports; nothing is rendered.
 */
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { EVENT_LABELS } from '../../stories/flows/event-labels';
import {
  chartIdOfNode,
  chartStatePaths,
  eventTypes,
  flowPageHref,
  flowPageId,
  leafStates,
  mermaidSource,
  statePaths,
  storyIds,
  storyRefs,
  withEventLabels,
} from '../../stories/flows/flow-index';
import { UNSEEN_STATES } from '../../stories/flows/unseen-states';

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'getInitialSnapshot' in value;

const machineModules = import.meta.glob<Record<string, unknown>>('../../machines/*.machine.ts', { eager: true });
const MACHINES = new Map(
  Object.entries(machineModules).map(([path, module]) => [
    path.replace(/^.*\/(.+)\.machine\.ts$/, '$1'),
    Object.values(module).find(isMachine)!,
  ]),
);
const charts = import.meta.glob<string>('../../machines/*.chart.md', { eager: true, query: '?raw', import: 'default' });
const storyModules = import.meta.glob<Record<string, unknown>>(
  ['../../stories/**/*.stories.tsx', '!../../stories/flows/**', '!../../stories/machines/charts.stories.tsx'],
  { eager: true },
);
const REFS = storyRefs(storyModules);
// The flow pages themselves (tools/charts.ts writes them); importing them draws nothing.
const flowPages = storyIds(import.meta.glob<Record<string, unknown>>('../../stories/flows/*.stories.tsx', { eager: true }));

it('reads the machines and the stories', () => {
  expect(MACHINES.size).toBeGreaterThanOrEqual(13);
  expect([...MACHINES.values()].every(Boolean)).toBe(true);
  expect(REFS.length).toBeGreaterThan(50);
});

it('names only machines and states that exist', () => {
  const wrong = REFS.filter((ref) => !MACHINES.has(ref.machine) || !statePaths(MACHINES.get(ref.machine)!).includes(ref.state)).map(
    (ref) => `${ref.title} ${ref.exportName}: ${ref.machine} › ${ref.state}`,
  );
  expect(wrong).toEqual([]);
});

describe.each([...MACHINES.keys()].sort())('%s', (name) => {
  const machine = MACHINES.get(name)!;
  const unseen = UNSEEN_STATES[name] ?? {};

  it('has a story for every state a person sees', () => {
    const named = new Set(REFS.filter((ref) => ref.machine === name).map((ref) => ref.state));
    const without = leafStates(machine).filter((state) => !(state in unseen) && !named.has(state));
    expect(without, `states with no story naming them (add a story, or the state to stories/flows/unseen-states.ts with its reason)`).toEqual([]);
  });

  it('lists as unseen only its own states, none a story shows', () => {
    const paths = statePaths(machine);
    expect(Object.keys(unseen).filter((state) => !paths.includes(state))).toEqual([]);
    const shown = REFS.filter((ref) => ref.machine === name && ref.state in unseen).map((ref) => `${ref.exportName}: ${ref.state}`);
    expect(shown).toEqual([]);
  });

  it("draws every state, with the chart's table naming its path", () => {
    const chart = charts[`../../machines/${name}.chart.md`];
    expect([...chartStatePaths(chart).values()].sort()).toEqual(statePaths(machine).sort());
    const source = mermaidSource(chart);
    for (const path of statePaths(machine)) expect(source).toMatch(new RegExp(`\\b${path.split('.').join('_')}\\b`));
  });

  it("labels only its machine's events, on the drawn chart's arrows", () => {
    const labels = Object.keys(EVENT_LABELS[name] ?? {});
    const events = eventTypes(machine);
    expect(labels.filter((type) => !events.has(type))).toEqual([]);
    const source = mermaidSource(charts[`../../machines/${name}.chart.md`]);
    const labelled = withEventLabels(source, (type) => (labels.includes(type) ? `«${type}»` : undefined));
    for (const type of labels) expect(labelled).toContain(`«${type}»<br/>${type}`);
  });
});

it("links a screen story to its state's flow page, in its language", () => {
  expect([...flowPages].sort()).toEqual([...MACHINES.keys()].map(flowPageId).sort());
  expect(flowPageHref('forgot-password', 'reset.entry.editing', 'en')).toBe(
    'index.html?path=/story/flows-forgotpassword--forgot-password&args=state:reset_entry_editing&globals=locale:en',
  );
});

it('reads the state of a drawn node from its id', () => {
  expect(chartIdOfNode('flow-binding-state-askOverwrite-12')).toBe('askOverwrite');
  expect(chartIdOfNode('flow-forgot-password-state-reset_entry_editing-3')).toBe('reset_entry_editing');
  expect(chartIdOfNode('flow-binding-edgeLabel-1')).toBeNull();
});

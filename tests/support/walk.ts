/**
 * Model-based walker for the machines of machines/ (XState v5).
 *
 * `createTestModel` refuses machines with `invoke` / `after`, so this walks the real machine with the
 * graph functions of `xstate/graph` instead, then replays every path on a real actor.
 *
 * Usage (one `it` per machine is enough):
 *
 *   import { paths, replayAll, coverage, done, fail } from '../support/walk';
 *
 *   const input = { ... };                                      // the machine's input (short delays)
 *   const events = (snapshot) => [                              // every event worth trying in this snapshot
 *     { type: 'login.submit' },
 *     done('login', { kind: 'success', ... }),                  // = xstate.done.actor.login with an output
 *     fail('login', new Error('network')),                      // = xstate.error.actor.login
 *   ];                                                          // xstate.after.* are added automatically
 *   const walked = paths(loginMachine, { input, events });      // one path per reachable transition
 *   const results = await replayAll(loginMachine, walked, { input });
 *   const c = coverage(loginMachine, results);                  // throws unless every state + transition reached
 *   console.log(`login: ${c.summary}`);                         // "N paths, S/S states, T/T transitions"
 *
 * - Events are offered only where the snapshot accepts them (`snapshot.can`), so `events` may return one list.
 * - Snapshots are told apart by state value only (`serialize` option to add coarse context facts), so the graph
 *   stays finite.
 * - Replay: every actor declared in the machine's `setup({ actors })` is replaced by a controllable fake promise
 *   actor (the invoke id must equal the src); a `done(...)` step resolves it with the output, a `fail(...)` step
 *   rejects it; `calls` records each invocation's input. Pass `actors` / `actions` / `guards` / `delays` to
 *   override. Timers are vitest fake timers: an `xstate.after.*` step advances the clock to that timer's due time
 *   (`timers: 'advance'`, the default, insists it is the next timer due), or, with `timers: 'jump'` (for machines
 *   with several concurrent timers), sets the clock to its due time and delivers that one timer event.
 * - Each step asserts that the actor's state value equals the recorded one.
 */
import {
  createActor,
  fromPromise,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
  type InputFrom,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, getSimplePaths } from 'xstate/graph';
import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, vi } from 'vitest';
import { definitionOf, eventKey, pathWords, reachInspector, transitionKey } from './walk-trace';

/** The clock every walk starts at (fake timers), so guards reading `Date.now()` see the same time in graph and replay. */
export const WALK_START = Date.UTC(2024, 0, 15, 9, 0, 0);

export interface WalkStep {
  event: EventObject;
  /** State value the machine must be in after `event`. */
  value: unknown;
}
export interface WalkPath {
  steps: WalkStep[];
  /** Readable "a → b → c" form of the events, for failure messages. */
  description: string;
}

export interface PathOptions<TMachine extends AnyStateMachine> {
  input?: InputFrom<TMachine>;
  /** Events to try in a snapshot; include `done(id, output)` / `fail(id, error)` for invoked actors. */
  events: (snapshot: AnyMachineSnapshot) => EventObject[];
  /** How snapshots are told apart; default: the state value only. */
  serialize?: (snapshot: AnyMachineSnapshot) => string;
  /** 'transitions' (default): a shortest path to every reachable edge; or the library's shortest / simple paths. */
  strategy?: 'transitions' | 'shortest' | 'simple';
  startAt?: number;
  limit?: number;
}

/** `xstate.done.actor.<id>` with an output, as the invoked actor `id` would send it. */
export function done(id: string, output: unknown): EventObject {
  return { type: `xstate.done.actor.${id}`, output } as EventObject;
}
/** `xstate.error.actor.<id>`, as a rejected invoked actor `id` would send it. */
export function fail(id: string, error: unknown = new Error(`${id} failed`)): EventObject {
  return { type: `xstate.error.actor.${id}`, error } as EventObject;
}

const byValue = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value);

function ownDescriptors(snapshot: AnyMachineSnapshot): string[] {
  return [...new Set(snapshot._nodes.flatMap((node: AnyStateNode) => node.ownEvents as string[]))];
}

/** User events accepted here, plus the delayed (`xstate.after.*`) events of the active nodes. */
function eventsFor(options: PathOptions<AnyStateMachine>) {
  return (snapshot: AnyMachineSnapshot): EventObject[] => {
    if (snapshot.status !== 'active') return [];
    const timers = ownDescriptors(snapshot)
      .filter((type) => type.startsWith('xstate.after.'))
      .map((type) => ({ type }));
    return [...options.events(snapshot), ...timers].filter((event) => snapshot.can(event));
  };
}

function withClock<T>(startAt: number, run: () => T): T {
  const wasFake = vi.isFakeTimers();
  if (!wasFake) vi.useFakeTimers();
  vi.setSystemTime(startAt);
  try {
    return run();
  } finally {
    if (!wasFake) vi.useRealTimers();
  }
}

function describePath(steps: WalkStep[]): string {
  return steps.map((s) => s.event.type.replace(/^xstate\.(after\.[^.]+).*$/, '$1')).join(' → ') || '(initial)';
}

/** Paths through the machine: by default one per reachable transition (edge), prefix-duplicates removed. */
export function paths<TMachine extends AnyStateMachine>(machine: TMachine, options: PathOptions<TMachine>): WalkPath[] {
  const serialize = options.serialize ?? byValue;
  const traversal = {
    input: options.input,
    events: eventsFor(options as PathOptions<AnyStateMachine>),
    serializeState: (s: AnyMachineSnapshot) => serialize(s),
    limit: options.limit ?? 5_000,
  };
  return withClock(options.startAt ?? WALK_START, () => {
    if (options.strategy === 'shortest' || options.strategy === 'simple') {
      const generate = options.strategy === 'shortest' ? getShortestPaths : getSimplePaths;
      const found = generate(machine as AnyStateMachine, traversal as never) as Array<{
        steps: Array<{ event: EventObject; state: AnyMachineSnapshot }>;
        state: AnyMachineSnapshot;
      }>;
      // The library's steps pair each event with the snapshot BEFORE it; shift to "event → snapshot after".
      return dedupe(
        found.map((p) => {
          const values = [...p.steps.slice(1).map((s) => s.state.value), p.state.value];
          return p.steps.map((s, i) => ({ event: s.event, value: values[i] }));
        }),
      );
    }
    const adjacency = getAdjacencyMap(machine as AnyStateMachine, traversal as never) as Record<
      string,
      { state: AnyMachineSnapshot; transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }> }
    >;
    // Breadth-first over the adjacency map (same order it was built in), remembering how each key was first reached.
    const keys = Object.keys(adjacency);
    const reach = new Map<string, WalkStep[]>([[keys[0], []]]);
    const edges: WalkStep[][] = [];
    for (const key of keys) {
      const prefix = reach.get(key);
      if (!prefix) continue;
      for (const { event, state } of Object.values(adjacency[key].transitions)) {
        const steps = [...prefix, { event, value: state.value }];
        edges.push(steps);
        const next = serialize(state);
        if (!reach.has(next)) reach.set(next, steps);
      }
    }
    return dedupe(edges.length ? edges : [[]]);
  });
}

function dedupe(all: WalkStep[][]): WalkPath[] {
  const sig = (steps: WalkStep[]) => steps.map((s) => JSON.stringify(s.event));
  const sorted = [...all].sort((a, b) => b.length - a.length);
  const kept: WalkStep[][] = [];
  for (const steps of sorted) {
    const s = sig(steps);
    const covered = kept.some((k) => {
      const ks = sig(k);
      return s.every((e, i) => ks[i] === e);
    });
    if (!covered) kept.push(steps);
  }
  return kept.reverse().map((steps) => ({ steps, description: describePath(steps) }));
}

export interface ReplayOptions<TMachine extends AnyStateMachine> {
  input?: InputFrom<TMachine>;
  /** Replace the controllable fakes for some actors. */
  actors?: Record<string, unknown>;
  actions?: Record<string, unknown>;
  guards?: Record<string, unknown>;
  delays?: Record<string, unknown>;
  timers?: 'advance' | 'jump';
  startAt?: number;
}

export interface ReplayResult {
  path: WalkPath;
  /** Ids of every state node the actor was in (including transient ones). */
  states: Set<string>;
  /** Keys (see `transitionKey`) of every transition the actor took. */
  transitions: Set<string>;
  /** Each invocation of a fake actor, in order. */
  calls: Array<{ src: string; input: unknown }>;
  /** Events the machine emitted (`emit(...)`), in order. */
  emitted: EventObject[];
  snapshot: AnyMachineSnapshot;
}

export { transitionKey };

const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

/** Runs one path on a real actor (fake actors, fake timers) and asserts each recorded state value. */
export async function replay<TMachine extends AnyStateMachine>(
  machine: TMachine,
  path: WalkPath,
  options: ReplayOptions<TMachine> = {},
): Promise<ReplayResult> {
  const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  const calls: ReplayResult['calls'] = [];
  const fakes: Record<string, unknown> = {};
  for (const src of Object.keys(machine.implementations.actors ?? {})) {
    fakes[src] = fromPromise(
      ({ input }) =>
        new Promise((resolve, reject) => {
          calls.push({ src, input });
          pending.set(src, { resolve, reject });
        }),
    );
  }
  const provided = machine.provide({
    actors: { ...fakes, ...options.actors },
    actions: options.actions,
    guards: options.guards,
    delays: options.delays,
  } as never) as AnyStateMachine;

  const wasFake = vi.isFakeTimers();
  if (!wasFake) vi.useFakeTimers();
  vi.setSystemTime(options.startAt ?? WALK_START);
  const states = new Set<string>();
  const transitions = new Set<string>();
  const emitted: EventObject[] = [];
  const reach = reachInspector(states, transitions);
  const actor = createActor(provided, { input: options.input, inspect: reach.inspect });
  reach.root.current = actor;
  actor.on('*', (ev: EventObject) => emitted.push(ev));
  const where = (i: number) => `path "${path.description}", step ${i + 1}`;
  try {
    actor.start();
    await flush();
    for (const [i, step] of path.steps.entries()) {
      const { type } = step.event;
      const actorEvent = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
      if (actorEvent) {
        const waiting = pending.get(actorEvent[2]);
        if (!waiting) throw new Error(`${where(i)}: actor "${actorEvent[2]}" is not running`);
        pending.delete(actorEvent[2]);
        if (actorEvent[1] === 'done') waiting.resolve((step.event as { output?: unknown }).output);
        else waiting.reject((step.event as { error?: unknown }).error);
      } else if (type.startsWith('xstate.after.')) {
        fireTimer(actor, step.event, options.timers ?? 'advance', where(i));
      } else {
        actor.send(step.event);
      }
      await flush();
      expect(actor.getSnapshot().value, `${where(i)} (${type})`).toEqual(step.value);
    }
    return { path, states, transitions, calls, emitted, snapshot: actor.getSnapshot() };
  } finally {
    actor.stop();
    if (!wasFake) vi.useRealTimers();
  }
}

function fireTimer(actor: AnyActorRef, event: EventObject, mode: 'advance' | 'jump', where: string) {
  const scheduled = Object.values(actor.system.getSnapshot()._scheduledEvents).map((s) => ({
    type: s.event.type,
    due: s.startedAt + s.delay,
  }));
  const target = scheduled.find((s) => s.type === event.type);
  if (!target) throw new Error(`${where}: timer ${event.type} is not scheduled`);
  if (mode === 'jump') {
    vi.setSystemTime(Math.max(Date.now(), target.due));
    actor.send(event);
    return;
  }
  const earlier = scheduled.filter((s) => s.due < target.due);
  if (earlier.length) {
    throw new Error(
      `${where}: ${event.type} is not the next timer due (${earlier.map((s) => s.type).join(', ')} first); ` +
        `replay with { timers: 'jump' }`,
    );
  }
  vi.advanceTimersByTime(Math.max(0, target.due - Date.now()));
}

/** Replays every path in order. */
export async function replayAll<TMachine extends AnyStateMachine>(
  machine: TMachine,
  walked: WalkPath[],
  options: ReplayOptions<TMachine> = {},
): Promise<ReplayResult[]> {
  const results: ReplayResult[] = [];
  for (const path of walked) results.push(await replay(machine, path, options));
  return results;
}

export interface Coverage {
  paths: number;
  states: { reached: number; total: number; missing: string[] };
  transitions: { reached: number; total: number; missing: string[] };
  summary: string;
}

/** Every state node and transition of the definition, and which of them the replays reached. */
export function coverage(machine: AnyStateMachine, results: ReplayResult[], { strict = true } = {}): Coverage {
  const { states: allStates, transitions: allTransitions } = definitionOf(machine);
  const seenStates = new Set(results.flatMap((r) => [...r.states]));
  const seenTransitions = new Set(results.flatMap((r) => [...r.transitions]));
  const missingStates = allStates.filter((s) => !seenStates.has(s)).sort();
  const missingTransitions = allTransitions.filter((t) => !seenTransitions.has(t)).sort();
  const c: Coverage = {
    paths: results.length,
    states: { reached: allStates.length - missingStates.length, total: allStates.length, missing: missingStates },
    transitions: {
      reached: allTransitions.length - missingTransitions.length,
      total: allTransitions.length,
      missing: missingTransitions,
    },
    summary: '',
  };
  c.summary =
    `${c.paths} paths, ${c.states.reached}/${c.states.total} states, ` +
    `${c.transitions.reached}/${c.transitions.total} transitions`;
  record(machine, results, c);
  if (strict) {
    expect(missingStates, `${machine.id}: states never reached`).toEqual([]);
    expect(missingTransitions, `${machine.id}: transitions never taken`).toEqual([]);
  }
  return c;
}

/** Where the unit walks leave what they reached, for `npm run paths` and its coverage page (tools/paths.ts). */
export const UNIT_WALKS_DIR = new URL('../../artifacts/walks/unit/', import.meta.url);

function record(machine: AnyStateMachine, results: ReplayResult[], c: Coverage) {
  mkdirSync(UNIT_WALKS_DIR, { recursive: true });
  const report = {
    machine: machine.id,
    paths: results.map((r) => ({
      events: r.path.steps.map((s) => eventKey(s.event)),
      name: pathWords(r.path.steps.map((s) => s.event)),
      states: [...r.states],
      transitions: [...r.transitions],
    })),
    states: c.states,
    transitions: c.transitions,
  };
  writeFileSync(new URL(`${machine.id}.json`, UNIT_WALKS_DIR), `${JSON.stringify(report, null, 1)}\n`);
}

/**
 * What a walk through a machine reaches, without a test runner: the names of a machine's states and transitions, a
 * path's events in words, and the states and transitions a sequence of events takes on a real actor (its invoked
 * actors replaced by ones that never answer; their answers and timers are the path's own events).
 *
 * The unit walks (./walk.ts, in vitest) and the browser walks (tests/e2e/support/walk-browser.ts) name transitions
 * with `transitionKey`, so `npm run paths` (tools/paths.ts) can put the two side by side.
 */
import { createActor, fromPromise, type AnyActorRef, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition, type EventObject, type InputFrom, type InspectionEvent } from 'xstate';
import { getStateNodes } from 'xstate/graph';

/** A stable name for a transition of a machine definition: `<source id> <event|always> #<index>`. */
export function transitionKey(t: AnyTransitionDefinition): string {
  const source = t.source as AnyStateNode;
  const list = t.eventType ? source.transitions.get(t.eventType) : source.always;
  return `${source.id} ${t.eventType || 'always'} #${list?.indexOf(t) ?? -1}`;
}

/** Every state node id and transition key of a machine's definition. */
export function definitionOf(machine: AnyStateMachine): { states: string[]; transitions: string[] } {
  const nodes = [machine.root as AnyStateNode, ...getStateNodes(machine.root)];
  return {
    states: nodes.map((n) => n.id),
    transitions: nodes.flatMap((n) => [...[...n.transitions.values()].flat().map(transitionKey), ...(n.always ?? []).map(transitionKey)]),
  };
}

/** `login.submit`, `done.login:success` (the output's kind, when it has one), `error.login`, `after.idleWarning`. */
export function eventKey(event: EventObject): string {
  const m = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (!m) return event.type.replace(/^xstate\.(after\.[^.]+).*$/, '$1');
  if (m[1] === 'error') return `error.${m[2]}`;
  const kind = (event as { output?: { kind?: string } }).output?.kind;
  return kind ? `done.${m[2]}:${kind}` : `done.${m[2]}`;
}

const words = (camel: string) => camel.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

/**
 * An event key in words, for a tester: `login.refreshCaptcha` → "refresh captcha", `done.login:needCaptcha` →
 * "login answers: need captcha", `error.loadCaptcha` → "load captcha fails", `after.idleWarning` → "idle warning
 * time passes".
 */
export function eventWords(key: string): string {
  let m = /^done\.([^:]+)(?::(.+))?$/.exec(key);
  if (m) return m[2] ? `${words(m[1])} answers: ${words(m[2])}` : `${words(m[1])} answers`;
  if ((m = /^error\.(.+)$/.exec(key))) return `${words(m[1])} fails`;
  if ((m = /^after\.(.+)$/.exec(key))) return `${words(m[1])} time passes`;
  const type = key.split('.');
  return words(type.slice(1).join(' ') || type[0]);
}

/**
 * What a user event carries, in short: its plain values (`choose (domestic)`), so two paths that differ by them read
 * apart. Passwords, codes and tokens are left out.
 */
function payloadWords(event: EventObject): string {
  if (/^xstate\./.test(event.type)) return '';
  const values = Object.entries(event)
    .filter(([key, value]) => key !== 'type' && !/password|code|token/i.test(key) && ['string', 'number', 'boolean'].includes(typeof value) && String(value).length <= 24)
    .map(([, value]) => String(value));
  return values.length ? ` (${values.join(', ')})` : '';
}

/**
 * A path's events in words, in order: its name in `npm run paths`. A browser path's events stand for what its model
 * types, so their values are left out (`values: false`).
 */
export const pathWords = (events: AnyEventObject[], { values = true } = {}) =>
  events.map((e) => eventWords(eventKey(e)) + (values ? payloadWords(e) : '')).join(' → ') || '(the first screen)';

/**
 * An inspector that records every state node a machine's own actor was in and every transition it took (a transient
 * source, such as an initial `always` state, is never in a settled snapshot, but was active). Inspection starts
 * inside createActor, before the actor exists: set `root.current` to it then, so children's events are left out.
 */
export function reachInspector(states: Set<string>, transitions: Set<string>) {
  const root: { current?: AnyActorRef } = {};
  const inspect = (ev: InspectionEvent) => {
    if (root.current && ev.actorRef !== root.current) return;
    if (ev.type === '@xstate.microstep') {
      for (const t of ev._transitions) {
        transitions.add(transitionKey(t));
        for (let n: AnyStateNode | undefined = t.source; n; n = n.parent) states.add(n.id);
      }
    }
    if (ev.type === '@xstate.microstep' || ev.type === '@xstate.snapshot') {
      for (const n of (ev.snapshot as AnyMachineSnapshot)._nodes ?? []) states.add(n.id);
    }
  };
  return { root, inspect };
}

export interface Trace {
  states: Set<string>;
  transitions: Set<string>;
  /** The state value after each event. */
  values: unknown[];
}

/**
 * Sends the events to a real actor of the machine and records every state node it was in and every transition it
 * took. Invoked actors never answer: a `xstate.done.actor.*` / `xstate.error.actor.*` event of the path stands for
 * their answer, and a `xstate.after.*` event for its timer.
 */
export function traceEvents<TMachine extends AnyStateMachine>(machine: TMachine, events: AnyEventObject[], options: { input?: InputFrom<TMachine> } = {}): Trace {
  const silent: Record<string, unknown> = {};
  for (const src of Object.keys(machine.implementations.actors ?? {})) silent[src] = fromPromise(() => new Promise(() => {}));
  const provided = machine.provide({ actors: silent } as never) as AnyStateMachine;
  const states = new Set<string>();
  const transitions = new Set<string>();
  const reach = reachInspector(states, transitions);
  const actor = createActor(provided, { input: options.input, inspect: reach.inspect });
  reach.root.current = actor;
  const values: unknown[] = [];
  try {
    actor.start();
    for (const event of events) {
      actor.send(event);
      values.push(actor.getSnapshot().value);
    }
  } finally {
    actor.stop();
  }
  return { states, transitions, values };
}

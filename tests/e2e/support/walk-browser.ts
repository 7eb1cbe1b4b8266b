/**
 * Model-based walks in the browser: paths generated from a pure machine of machines/ (xstate/graph, shortest path
 * to every distinct state) are replayed through the real UI in Chromium against the real server.
 *
 * A `BrowserModel` maps
 * - every machine event to a way of producing it: a user action (fill / click), a server condition (the data the
 *   next user action types, chosen so the real server answers with that outcome), or, where a real browser cannot
 *   produce it, `page.route` (abort = network failure, fulfil = an answer the demo data cannot give); events the
 *   product can never produce are listed as `unproducible` with the reason;
 * - every machine state to a screen: URL + a visible heading / text (and, for states holding a call, what the page
 *   shows while it is pending).
 * `checkModel` fails when a state has no screen, an event of the machine has no entry, or a mapping names something
 * the machine does not have, so machine and screens cannot drift apart silently.
 *
 * Replay: every request an invoked actor makes is held (page.route) while the machine is in the invoking state, so
 * pending screens are asserted deterministically; the actor's done/error step then releases it (real answer from
 * the server, abort, or a fulfilled answer) and the screen of the next state is asserted.
 */
import { expect, type Browser, type BrowserContext, type Page, type Route } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { mkdirSync, writeFileSync } from 'node:fs';
import { baseUrl, newContext } from './browser';
import { eventKey, pathWords, traceEvents } from '../../support/walk-trace';

/** Generous: the machine is shared by several agents and may be very slow. */
export const WAIT = 60_000;

export type Answer =
  | { mode: 'real' }
  /** page.route abort: the network failure a real browser cannot be made to have on demand. */
  | { mode: 'abort' }
  /** page.route fulfil: an answer the demo server cannot be made to give. */
  | { mode: 'fulfil'; json: unknown; status?: number };

export interface Walker {
  page: Page;
  /** Data chosen by server conditions for the user action that triggers the call (account, ID number, ...). */
  vars: Record<string, string | undefined>;
  /** Parsed body of each actor's last real answer (e.g. the captcha key), by actor src. */
  answers: Record<string, unknown>;
  /** Facts of the snapshot the machine is in (see BrowserModel.facts). */
  facts: Record<string, unknown>;
}

export interface UserAction {
  kind: 'user';
  event: AnyEventObject | ((snapshot: AnyMachineSnapshot) => AnyEventObject);
  act: (w: Walker) => Promise<void>;
}
export interface ServerCondition {
  kind: 'server';
  event: AnyEventObject;
  /** Chooses the data / prepares the server so the real call answers with this outcome; runs before the user action. */
  prepare?: (w: Walker) => Promise<void> | void;
  answer: Answer;
}
export interface Unproducible {
  kind: 'unproducible';
  event: AnyEventObject;
  /** Why no browser and no server answer can produce this event in the product. */
  why: string;
}
export type EventEntry = UserAction | ServerCondition | Unproducible;

export interface Screen {
  url: RegExp;
  /** The page's h1 (or another heading). */
  heading?: string | RegExp;
  /** Texts that must be visible. */
  texts?: Array<string | RegExp>;
  /** Further checks (fields present or absent, messages). */
  check?: (w: Walker) => Promise<void>;
}

export interface BrowserModel {
  name: string;
  machine: AnyStateMachine;
  input?: unknown;
  /** By event key (see eventKey). */
  events: Record<string, EventEntry>;
  /** Actor src → the URL of the request its effect makes first. */
  requests: Record<string, RegExp>;
  /** By state path ('editing.captcha.ready'); the function form reads the walker's facts. */
  screens: Record<string, Screen | ((w: Walker) => Screen)>;
  /** States the product never shows, with the reason (e.g. only reachable through unproducible events). */
  unreachable?: Record<string, string>;
  /** Coarse context facts that make a different screen (an error message shown): part of the state identity. */
  facts?: (snapshot: AnyMachineSnapshot) => Record<string, unknown>;
  /** Paths with a lower rank run first (e.g. one that needs no e-mail sent in the last minute). */
  rank?: (path: BrowserPath) => number;
  /** Opens the page where the machine starts (after any data set-up the first step needs). */
  /** Opens the machine's first screen; the path is the one about to be replayed. */
  start: (w: Walker, path: BrowserPath) => Promise<void>;
}

export { eventKey };

const leafPath = (node: AnyStateNode) => node.path.join('.');
const isLeaf = (node: AnyStateNode) => node.type === 'atomic' || node.type === 'final';
/** A state left at once by an unguarded `always` is never on screen. */
const isTransient = (node: AnyStateNode) => (node.always ?? []).some((t: { guard?: unknown }) => !t.guard);

function stateOf(snapshot: AnyMachineSnapshot): string {
  return (snapshot._nodes as AnyStateNode[]).filter(isLeaf).map(leafPath).join('|');
}
function invokedBy(snapshot: AnyMachineSnapshot): string[] {
  return (snapshot._nodes as AnyStateNode[]).flatMap((n) => n.invoke.map((i: { src: unknown }) => String(i.src)));
}

/** Fails when machine and mapping disagree (a state without screen, an event without entry, a stale entry). */
export function checkModel(model: BrowserModel): void {
  const nodes = getStateNodes(model.machine.root) as AnyStateNode[];
  const leaves = nodes.filter(isLeaf).filter((n) => !isTransient(n)).map(leafPath);
  const mapped = new Set([...Object.keys(model.screens), ...Object.keys(model.unreachable ?? {})]);
  expect(leaves.filter((s) => !mapped.has(s)), `${model.name}: states without a screen`).toEqual([]);
  expect([...mapped].filter((s) => !leaves.includes(s)), `${model.name}: screens of states the machine lacks`).toEqual([]);

  const descriptors = new Set(nodes.flatMap((n) => [...n.transitions.keys()]).filter((t) => !t.startsWith('xstate.after.')));
  const keys = Object.keys(model.events);
  const covers = (d: string) => {
    const m = /^xstate\.(done|error)\.actor\.(.+)$/.exec(d);
    if (!m) return keys.includes(d);
    return m[1] === 'error' ? keys.includes(`error.${m[2]}`) : keys.some((k) => k === `done.${m[2]}` || k.startsWith(`done.${m[2]}:`));
  };
  expect([...descriptors].filter((d) => !covers(d)), `${model.name}: machine events without a UI action`).toEqual([]);
  for (const [key, entry] of Object.entries(model.events)) {
    const event = typeof entry.event === 'function' ? null : entry.event;
    if (event) expect(eventKey(event), `${model.name}: entry "${key}" holds another event`).toBe(key);
  }
  const srcs = new Set(nodes.flatMap((n) => n.invoke.map((i: { src: unknown }) => String(i.src))));
  expect([...srcs].filter((s) => !model.requests[s]), `${model.name}: invoked actors without a request pattern`).toEqual([]);
}

export interface BrowserStep {
  event: AnyEventObject;
  key: string;
  state: string;
  facts: Record<string, unknown>;
  invokes: string[];
}
export interface BrowserPath {
  steps: BrowserStep[];
  description: string;
}

/** Shortest path to every distinct (state, facts), made only of producible events; prefixes removed. */
export function browserPaths(model: BrowserModel): { paths: BrowserPath[]; initial: BrowserStep } {
  const facts = model.facts ?? (() => ({}));
  const producible = Object.values(model.events).filter((e): e is UserAction | ServerCondition => e.kind !== 'unproducible');
  const found = getShortestPaths(model.machine, {
    input: model.input,
    events: (s: AnyMachineSnapshot) =>
      producible.map((e) => (typeof e.event === 'function' ? e.event(s) : e.event)).filter((e) => s.can(e)),
    serializeState: (s: AnyMachineSnapshot) => `${stateOf(s)} ${JSON.stringify(facts(s))}`,
  } as never) as Array<{ steps: Array<{ event: EventObject; state: AnyMachineSnapshot }>; state: AnyMachineSnapshot }>;
  const toStep = (event: EventObject, s: AnyMachineSnapshot): BrowserStep => ({
    event,
    key: eventKey(event),
    state: stateOf(s),
    facts: facts(s),
    invokes: invokedBy(s),
  });
  // Each step pairs an event with the snapshot after it; the first step is xstate.init (the initial snapshot).
  const all = found.map((p) => p.steps.filter((s) => s.event.type !== 'xstate.init').map((s) => toStep(s.event, s.state)));
  const initialSnapshot = found[0].steps[0].state;
  const sig = (steps: BrowserStep[]) => steps.map((s) => JSON.stringify(s.event));
  const sorted = [...all].sort((a, b) => b.length - a.length);
  const kept: BrowserStep[][] = [];
  for (const steps of sorted) {
    const s = sig(steps);
    if (!kept.some((k) => s.every((e, i) => sig(k)[i] === e))) kept.push(steps);
  }
  return {
    initial: toStep({ type: '(start)' }, initialSnapshot),
    paths: kept.reverse().map((steps) => ({ steps, description: steps.map((s) => s.key).join(' → ') || '(initial)' })),
  };
}

/** Holds the request of an invoked actor while the machine is in the invoking state. */
class Holds {
  private armed = new Map<string, { pattern: RegExp; route?: Route; arrived: Promise<Route>; resolve: (r: Route) => void }>();

  constructor(private readonly patterns: Record<string, RegExp>) {}

  async install(page: Page) {
    await page.route(
      (url) => url.pathname.startsWith('/api/'),
      async (route) => {
        const url = new URL(route.request().url());
        for (const hold of this.armed.values()) {
          if (!hold.route && hold.pattern.test(url.pathname)) {
            hold.route = route;
            hold.resolve(route);
            return;
          }
        }
        await route.fallback();
      },
    );
  }

  arm(src: string) {
    let resolve!: (r: Route) => void;
    const arrived = new Promise<Route>((r) => (resolve = r));
    this.armed.set(src, { pattern: this.patterns[src], arrived, resolve });
  }

  async waitHeld(src: string, where: string): Promise<Route> {
    const hold = this.armed.get(src);
    if (!hold) throw new Error(`${where}: no call of "${src}" expected`);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${where}: the page never called ${hold.pattern} (actor ${src})`)), WAIT);
    });
    try {
      return await Promise.race([hold.arrived, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async release(src: string, answer: Answer, where: string, w: Walker) {
    const route = await this.waitHeld(src, where);
    this.armed.delete(src);
    if (answer.mode === 'abort') return route.abort('failed');
    if (answer.mode === 'fulfil') {
      return route.fulfill({
        status: answer.status ?? 200,
        contentType: 'application/json',
        headers: { 'cache-control': 'no-store' },
        body: JSON.stringify(answer.json),
      });
    }
    const response = await route.fetch();
    const body = await response.text();
    try {
      w.answers[src] = JSON.parse(body);
    } catch {
      w.answers[src] = body;
    }
    return route.fulfill({ response, body });
  }
}

async function assertScreen(model: BrowserModel, w: Walker, step: BrowserStep, where: string) {
  const entry = model.screens[step.state];
  if (!entry) throw new Error(`${where}: state "${step.state}" has no screen mapping`);
  w.facts = step.facts;
  const screen = typeof entry === 'function' ? entry(w) : entry;
  const { page } = w;
  try {
    await page.waitForURL(screen.url, { timeout: WAIT, waitUntil: 'commit' });
    if (screen.heading) await page.getByRole('heading', { name: screen.heading }).first().waitFor({ timeout: WAIT });
    for (const text of screen.texts ?? []) {
      await page.getByText(text).filter({ visible: true }).first().waitFor({ timeout: WAIT });
    }
    await screen.check?.(w);
  } catch (error) {
    // The failed test's trace and screenshots show the page; the message says which state it should have shown.
    const shown = (await page.locator('main').innerText({ timeout: 2_000 }).catch(() => '')).slice(0, 300);
    throw new Error(`${where}: screen of "${step.state}" ${JSON.stringify(step.facts)} not shown at ${page.url()} (page says: ${JSON.stringify(shown)}): ${(error as Error).message}`, {
      cause: error,
    });
  }
}

export interface WalkReport {
  paths: number;
  steps: number;
  states: Set<string>;
  transitions: Set<string>;
  routed: Set<string>;
  summary: string;
}

/** Replays every path in a fresh page of one shared context (storage cleared between paths). */
export async function walkInBrowser(browser: Browser, model: BrowserModel, options: { only?: (p: BrowserPath) => boolean; concurrency?: number } = {}): Promise<WalkReport> {
  checkModel(model);
  const { paths, initial } = browserPaths(model);
  // Every state the product shows must be reached by some generated path.
  const reachable = new Set([initial.state, ...paths.flatMap((p) => p.steps.map((s) => s.state))]);
  const unreached = Object.keys(model.screens).filter((s) => !reachable.has(s));
  expect(unreached, `${model.name}: states with a screen that no producible path reaches`).toEqual([]);
  if (process.env.WALK_DEBUG && !process.env.WALK_ONLY) console.log(`${model.name}:\n  ${paths.map((p) => p.description).join('\n  ')}`);

  const report: WalkReport = { paths: 0, steps: 0, states: new Set(), transitions: new Set(), routed: new Set(), summary: '' };
  const only = process.env.WALK_ONLY ? new RegExp(process.env.WALK_ONLY) : null;
  const rank = model.rank ?? (() => 0);
  const queue = paths.filter(options.only ?? ((p) => !only || only.test(p.description))).sort((a, b) => rank(a) - rank(b));
  // Paths are independent (each picks its own accounts), so a few run at once, each in its own browser profile:
  // pages of one profile share the session across tabs (BroadcastChannel), which would couple the paths.
  const walked: BrowserPath[] = [];
  const lanes = Math.max(1, Math.min(options.concurrency ?? Number(process.env.WALK_CONCURRENCY ?? 2), queue.length));
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      const context: BrowserContext = await newContext(browser, 'zh-CN');
      try {
        for (let path = queue.shift(); path; path = queue.shift()) {
          const started = Date.now();
          await replayPath(context, model, path, initial, report);
          report.paths += 1;
          walked.push(path);
          if (process.env.WALK_DEBUG) console.log(`  ${((Date.now() - started) / 1000).toFixed(1)} s  ${path.description}`);
        }
      } finally {
        await context.close();
      }
    }),
  );
  report.summary =
    `${model.name}: ${report.paths} paths, ${report.steps} steps, ${report.states.size} states ` +
    `(${[...report.states].join(', ')}), ${report.transitions.size} distinct transitions` +
    (report.routed.size ? `; produced with page.route: ${[...report.routed].join(', ')}` : '');
  recordWalk(model, walked, report);
  return report;
}

/** Where the browser walks leave what they reached, for `npm run paths` and its coverage page (tools/paths.ts). */
export const BROWSER_WALKS_DIR = new URL('../../../artifacts/walks/browser/', import.meta.url);

/** The file a model's whole walk is recorded in (its name, made safe for a file name). */
export const walkFile = (model: BrowserModel) => `${model.name.replace(/[^A-Za-z0-9-]+/g, '-').replace(/-+$/, '')}.json`;

/** The paths replayed in the browser, each with the machine's states and transitions it took. */
function recordWalk(model: BrowserModel, walked: BrowserPath[], report: WalkReport) {
  // One path replayed on its own (`npm run paths -- --run`) is not the walk's coverage.
  if (process.env.WALK_ONLY) return;
  mkdirSync(BROWSER_WALKS_DIR, { recursive: true });
  const paths = walked.map((p) => {
    const events = p.steps.map((s) => s.event);
    const trace = traceEvents(model.machine, events, { input: model.input as never });
    return { events: p.steps.map((s) => s.key), name: pathWords(events, { values: false }), screens: p.steps.map((s) => s.state), states: [...trace.states], transitions: [...trace.transitions] };
  });
  const out = { model: model.name, machine: model.machine.id, screens: [...report.states], paths };
  writeFileSync(new URL(walkFile(model), BROWSER_WALKS_DIR), `${JSON.stringify(out, null, 1)}\n`);
}

async function replayPath(context: BrowserContext, model: BrowserModel, path: BrowserPath, initial: BrowserStep, report: WalkReport) {
  const page = await context.newPage();
  const w: Walker = { page, vars: {}, answers: {}, facts: initial.facts };
  const holds = new Holds(model.requests);
  await holds.install(page);
  const where = (i: number) => `${model.name} path "${path.description}", step ${i + 1}`;
  const t0 = Date.now();
  const mark = (what: string) => {
    if (process.env.WALK_DEBUG) console.log(`    +${((Date.now() - t0) / 1000).toFixed(1)} s ${what}`);
  };
  try {
    // The data a user action types is chosen by the server condition it leads to: the next block of server steps
    // after it (a form filled two steps before its submit must already hold the right ID number).
    const prepared = new Set<number>();
    const prepareAhead = async (from: number) => {
      let j = from;
      while (j < path.steps.length && model.events[path.steps[j].key]?.kind !== 'server') j += 1;
      for (; j < path.steps.length; j += 1) {
        const entry = model.events[path.steps[j].key];
        if (entry?.kind !== 'server') break;
        if (!prepared.has(j)) await entry.prepare?.(w);
        prepared.add(j);
      }
    };
    await prepareAhead(0);
    for (const src of initial.invokes) holds.arm(src);
    mark('prepared');
    await model.start(w, path);
    mark('started');
    for (const src of initial.invokes) await holds.waitHeld(src, where(-1));
    await assertScreen(model, w, initial, `${where(-1)} (start)`);
    mark('start screen');
    report.states.add(initial.state);
    let previous = initial.state;
    for (const [i, step] of path.steps.entries()) {
      const entry = model.events[step.key];
      if (!entry || entry.kind === 'unproducible') throw new Error(`${where(i)}: event "${step.key}" has no UI action`);
      if (entry.kind === 'user') {
        await prepareAhead(i + 1);
        for (const src of step.invokes) holds.arm(src);
        await entry.act(w);
      } else {
        const src = /^(?:done|error)\.([^:]+)/.exec(step.key)![1];
        for (const s of step.invokes) if (s !== src) holds.arm(s);
        if (entry.answer.mode !== 'real') report.routed.add(step.key);
        const release = holds.release(src, entry.answer, where(i), w);
        // The same actor may be invoked again by the next state (e.g. a new captcha): arm it once this one is out.
        await release;
        if (step.invokes.includes(src)) holds.arm(src);
      }
      mark(`${step.key} done`);
      for (const src of step.invokes) await holds.waitHeld(src, where(i));
      await assertScreen(model, w, step, where(i));
      mark(`${step.state} screen`);
      report.steps += 1;
      report.states.add(step.state);
      report.transitions.add(`${previous} -${step.key}-> ${step.state}`);
      previous = step.state;
    }
  } finally {
    await page.close();
    await context.clearCookies();
    mark('closed');
  }
}

// ---- server-side set-up through the real API (node fetch), for conditions a fresh account gives ----

let counter = 0;
const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
/** An address no one else uses, unique per run and call. */
export const uniqueAddress = (label: string) => `walk-${label}-${RUN}-${(counter += 1)}@walk.test`;

export async function api<T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'accept-language': 'zh_CN', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { code: number; msg: string; data: T };
}

/** The demo answer of an image captcha. */
export async function captchaAnswer(captchaKey: string): Promise<string> {
  const r = await api<{ answer: string }>('GET', `/demo/captcha/${encodeURIComponent(captchaKey)}`);
  return r.data.answer;
}

async function solvedCaptcha() {
  const img = await api<{ captchaKey: string }>('GET', '/sys/users/verifyCodeImage');
  return { captchaKey: img.data.captchaKey, captchaCode: await captchaAnswer(img.data.captchaKey) };
}

/** Three wrong passwords: the account's next login needs an image captcha. */
export async function failThreeTimes(account: string): Promise<void> {
  for (let i = 0; i < 3; i += 1) {
    const r = await api('POST', '/sys/users/loginV2', { account, password: 'Wrong1234' });
    expect(r.code, `wrong password ${i + 1} for ${account}`).toBe(4001);
  }
}

/** A new account through the real registration (captcha → e-mailed code → registerV2); its login leads to binding. */
/** Registers a new account (a fresh address, or the one given) by its e-mailed code and returns its name. */
export async function registerAccount(label: string, password = 'Walk12345', account = uniqueAddress(label)): Promise<string> {
  const sent = await api('POST', '/sys/users/getMsgCode', { account, scene: 'register', ...(await solvedCaptcha()) });
  expect(sent.code, `getMsgCode for ${account}: ${sent.msg}`).toBe(1000);
  const outbox = await api<Array<{ code: string }>>('GET', `/demo/outbox?to=${encodeURIComponent(account)}`);
  const r = await api<{ status: number; statusMsg?: string }>('POST', '/sys/users/registerV2', {
    account,
    password,
    verificationCode: outbox.data[0].code,
    userName: '路径测试',
    identityType: 1,
    agreeTerms: true,
  });
  expect(r.data?.status, `registerV2 ${account}: ${r.msg} ${r.data?.statusMsg ?? ''}`).toBe(0);
  return account;
}

/** A one-time token of a login that does not open a session (e.g. expired@demo.test). */
export async function onetimeTokenOf(account: string): Promise<string> {
  const r = await api<{ onetimeToken: string }>('POST', '/sys/users/loginV2', { account, password: 'Demo1234' });
  expect(r.code, `login ${account}`).toBe(1000);
  return r.data.onetimeToken;
}

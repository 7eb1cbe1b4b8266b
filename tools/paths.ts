/**
 * `npm run paths`: the catalogue of the machines' generated paths, for testers.
 *
 *   npm run paths                         every machine: its unit walk, and the paths the browser can replay
 *   npm run paths -- --unit               …and every unit path by name (ids like login/u4: they run in vitest)
 *   npm run paths -- --machine login      one machine (its id, or a browser model's name: partnerLink)
 *   npm run paths -- --help               this text
 *   npm run paths -- --run login/3        replays that browser path in Chromium against the real server, with a
 *                                         trace (headed when a display is there); its name, or a part of it only
 *                                         one path has (any case), works too
 *   npm run paths -- --coverage [--check] [--browser]
 *                                         writes artifacts/coverage/machines.html (+ .json) and the summary
 *                                         machines/coverage.json (committed; --check fails when it is stale): the states and
 *                                         transitions the unit walks and the browser walks reach; --check fails
 *                                         when the unit walks reach less than 100 % of a machine the design card
 *                                         names, and with --browser also when the last whole browser walk of a
 *                                         model (tests/e2e/walks.e2e.ts) is missing or never showed a state's screen
 *
 * The unit walks are the model-based tests in tests/machines (run here first: a few seconds); the browser paths are
 * generated from the models in tests/e2e/support/walk-models.ts, the ones `tests/e2e/walks.e2e.ts` replays. A path's
 * name is its events in order, in words ("submit → login answers: binding").
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { AnyStateMachine } from 'xstate';
import { authenticatorMachine } from '../machines/authenticator.machine';
import { passkeysMachine } from '../machines/passkeys.machine';
import { bindingMachine } from '../machines/binding.machine';
import { changeRequestMachine } from '../machines/change-request.machine';
import { deregistrationMachine } from '../machines/deregistration.machine';
import { deviceUnbindMachine } from '../machines/device-unbind.machine';
import { disclaimerMachine } from '../machines/disclaimer.machine';
import { forgotPasswordMachine } from '../machines/forgot-password.machine';
import { loginMachine } from '../machines/login.machine';
import { partnerExpiryMachine } from '../machines/partner-expiry.machine';
import { postLoginMachine } from '../machines/post-login.machine';
import { qaAskMachine } from '../machines/qa-ask.machine';
import { registrationMachine } from '../machines/registration.machine';
import { sendCodeMachine } from '../machines/send-code.machine';
import { sessionSignOutMachine } from '../machines/session-signout.machine';
import { sessionMachine } from '../machines/session.machine';
import { browserPaths, walkFile, type BrowserModel } from '../tests/e2e/support/walk-browser';
import { BROWSER_MODELS } from '../tests/e2e/support/walk-models';
import { definitionOf, eventKey, eventWords, pathWords, traceEvents } from '../tests/support/walk-trace';

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '..');
const UNIT_DIR = join(ROOT, 'artifacts/walks/unit');
const BROWSER_DIR = join(ROOT, 'artifacts/walks/browser');
const COVERAGE_DIR = join(ROOT, 'artifacts/coverage');

/** Every machine, and what the design card calls it where it names it (those must be covered in full). */
export const MACHINES: Array<{ machine: AnyStateMachine; card?: string }> = [
  { machine: loginMachine, card: 'login outcomes' },
  { machine: postLoginMachine, card: 'post-login checks' },
  { machine: bindingMachine, card: 'binding' },
  { machine: partnerExpiryMachine, card: 'partner expiry' },
  { machine: sessionMachine, card: 'token refresh and inactivity' },
  { machine: registrationMachine },
  { machine: forgotPasswordMachine },
  { machine: sendCodeMachine },
  { machine: changeRequestMachine },
  { machine: deregistrationMachine },
  { machine: deviceUnbindMachine },
  { machine: disclaimerMachine },
  { machine: qaAskMachine },
  { machine: sessionSignOutMachine },
  { machine: authenticatorMachine },
  { machine: passkeysMachine },
];

/** The test of tests/e2e/walks.e2e.ts that replays a model's paths. */
const WALK_TEST: Record<string, string> = {
  login: 'login: every login outcome screen',
  binding: 'binding: every binding outcome screen',
  partnerRequest: 'partner expiry: the e-mail request',
  partnerLink: 'partner expiry: the e-mail request',
};

interface UnitWalk {
  machine: string;
  paths: Array<{ events: string[]; name: string; states: string[]; transitions: string[] }>;
  states: { reached: number; total: number; missing: string[] };
  transitions: { reached: number; total: number; missing: string[] };
}
interface BrowserWalk {
  model: string;
  machine: string;
  screens: string[];
  paths: Array<{ events: string[]; name: string; states: string[]; transitions: string[] }>;
}
export interface CatalogPath {
  id: string;
  model: string;
  name: string;
  description: string;
  steps: number;
  states: string[];
  transitions: string[];
}

/** The paths the browser can replay, with the machine's states and transitions each takes. */
export function browserCatalog(models: Record<string, BrowserModel> = BROWSER_MODELS): CatalogPath[] {
  return Object.entries(models).flatMap(([key, model]) =>
    browserPaths(model).paths.map((p, i) => {
      const events = p.steps.map((s) => s.event);
      const trace = traceEvents(model.machine, events, { input: model.input as never });
      return { id: `${key}/${i + 1}`, model: key, name: pathWords(events, { values: false }), description: p.description, steps: p.steps.length, states: [...trace.states], transitions: [...trace.transitions] };
    }),
  );
}

/** Finds a browser path by its id (`login/3`), its name, or a part of its name (any case) that only one path has. */
export function findPath(catalog: CatalogPath[], query: string, unitNames: Array<{ id: string; name: string }> = []): CatalogPath {
  const exact = catalog.find((p) => p.id === query || p.name === query || p.description === query);
  if (exact) return exact;
  const q = query.toLowerCase();
  const some = catalog.filter((p) => p.name.toLowerCase().includes(q));
  if (some.length === 1) return some[0];
  if (some.length) throw new Error(`"${query}" names ${some.length} paths:\n${some.map((p) => `  ${p.id}  ${p.name}`).join('\n')}`);
  const unit = unitNames.filter((u) => u.id === query || u.name.toLowerCase().includes(q));
  if (unit.length) {
    throw new Error(
      `"${query}" is a path of the unit walks only (${unit.slice(0, 3).map((u) => u.id).join(', ')}${unit.length > 3 ? ', …' : ''}): they run with fake actors in vitest ` +
        `(npx vitest run --project machines), not in a browser. The browser paths are the ones with an id like login/3 (npm run paths).`,
    );
  }
  throw new Error(`No browser path is called "${query}". The paths:\n${catalog.map((p) => `  ${p.id}  ${p.name}`).join('\n')}`);
}

function runUnitWalks() {
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'machines', '-t', 'walks', '--reporter=dot', '--silent'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (run.status !== 0) throw new Error('The unit walks failed: npx vitest run --project machines says why.');
}

const readJson = <T>(dir: string, name: string): T | undefined => {
  const file = join(dir, name.endsWith('.json') ? name : `${name}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
};
/** One decimal, never 100 % for what is not all (nor 0 % for what is some). */
const pct = (reached: number, total: number) => {
  if (!total || reached === total) return 100;
  return Math.min(99.9, Math.max(0.1, Math.round((reached / total) * 1000) / 10));
};

export interface MachineCoverage {
  machine: string;
  card: string | null;
  unit: UnitWalk | null;
  /** Union of the browser walks of the machine's models (null: not walked in a browser, or not yet). */
  browser: null | {
    models: string[];
    walkedAt: string | null;
    screens: string[];
    states: { reached: number; total: number; missing: string[] };
    transitions: { reached: number; total: number; missing: string[] };
    /** Why a state or transition is not walked in the browser, by its id or key. */
    why: Record<string, string>;
  };
  browserModels: string[];
}

export function coverageOf(): MachineCoverage[] {
  return MACHINES.map(({ machine, card }) => {
    const unit = readJson<UnitWalk>(UNIT_DIR, machine.id) ?? null;
    const models = Object.entries(BROWSER_MODELS).filter(([, m]) => m.machine.id === machine.id).map(([k]) => k);
    const walks = models.map((k) => readJson<BrowserWalk>(BROWSER_DIR, walkFile(BROWSER_MODELS[k as keyof typeof BROWSER_MODELS])));
    let browser: MachineCoverage['browser'] = null;
    if (models.length && walks.every(Boolean)) {
      const def = definitionOf(machine);
      const states = new Set(walks.flatMap((w) => w!.paths.flatMap((p) => p.states)));
      const transitions = new Set(walks.flatMap((w) => w!.paths.flatMap((p) => p.transitions)));
      const missingStates = def.states.filter((s) => !states.has(s));
      const missingTransitions = def.transitions.filter((t) => !transitions.has(t));
      const files = models.map((k) => join(BROWSER_DIR, walkFile(BROWSER_MODELS[k as keyof typeof BROWSER_MODELS])));
      browser = {
        models,
        walkedAt: new Date(Math.min(...files.map((f) => statSync(f).mtimeMs))).toISOString(),
        screens: [...new Set(walks.flatMap((w) => w!.screens))].sort(),
        states: { reached: def.states.length - missingStates.length, total: def.states.length, missing: missingStates },
        transitions: { reached: def.transitions.length - missingTransitions.length, total: def.transitions.length, missing: missingTransitions },
        why: Object.fromEntries([
          ...missingStates.map((st) => [st, models.map((k) => BROWSER_MODELS[k as keyof typeof BROWSER_MODELS].unreachable?.[st.slice(machine.id.length + 1)]).find(Boolean) ?? 'no browser path reaches it']),
          ...missingTransitions.map((t) => [t, whyNotWalked(t, models.map((k) => BROWSER_MODELS[k as keyof typeof BROWSER_MODELS]), states)]),
        ]),
      };
    }
    return { machine: machine.id, card: card ?? null, unit, browser, browserModels: models };
  });
}

/**
 * Why the browser walks do not take a transition: its state is never reached there, its event cannot be produced
 * there (the model says why), or no path needs it.
 */
export function whyNotWalked(transition: string, models: BrowserModel[], reached: Set<string> = new Set()): string {
  const [source, type] = transition.split(' ');
  if (reached.size && !reached.has(source)) return `its state (${source.split('.').slice(1).join('.')}) is never reached in the browser`;
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  const keys = actor ? (actor[1] === 'error' ? [`error.${actor[2]}`] : null) : [type];
  const entries = models.flatMap((m) => Object.entries(m.events)).filter(([key]) => (keys ? keys.includes(key) : key === `done.${actor![2]}` || key.startsWith(`done.${actor![2]}:`)));
  const reasons = entries.map(([, e]) => (e.kind === 'unproducible' ? e.why : null));
  if (entries.length && reasons.every(Boolean)) return `no browser produces it: ${reasons[0]}`;
  if (type === 'always' || type.startsWith('xstate.after.')) return 'taken only on a path no browser path needs (a timer or an automatic step)';
  return 'its event is producible, but the browser paths reach every screen without it (they go to each state, not along each transition)';
}

/**
 * Why the coverage is not enough: unit walks below 100 % (or missing) on a machine the card names; with `browser`,
 * also a browser model whose whole walk is not recorded or left a state it maps to a screen unwalked.
 */
export function coverageProblems(all: MachineCoverage[], options: { browser?: boolean; models?: Record<string, BrowserModel> } = {}): string[] {
  const unit = all
    .filter((c) => c.card)
    .flatMap((c) => {
      if (!c.unit) return [`${c.machine}: no unit walk recorded (npx vitest run --project machines)`];
      const gaps = [...c.unit.states.missing.map((s) => `state ${s}`), ...c.unit.transitions.missing.map((t) => `transition ${t}`)];
      return gaps.map((g) => `${c.machine} (${c.card}): the unit walks never reach ${g}`);
    });
  if (!options.browser) return unit;
  const models = options.models ?? BROWSER_MODELS;
  const browser = Object.values(models).flatMap((model) => {
    const walk = readJson<BrowserWalk>(BROWSER_DIR, walkFile(model));
    if (!walk) return [`${model.name}: no whole browser walk recorded (npx playwright test tests/e2e/walks.e2e.ts)`];
    const walked = new Set(walk.screens);
    return Object.keys(model.screens)
      .filter((s) => !walked.has(s))
      .map((s) => `${model.name}: the browser walk never showed the screen of state ${s}`);
  });
  return [...unit, ...browser];
}

const esc = (s: string) => s.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!);

/** A transition's key in words: `binding.overwriting xstate.done.actor.coverClientMsg #3` → "in overwriting, cover client msg answers (its 4th branch)". */
export function transitionWords(key: string): string {
  const [source, type, index] = key.split(' ');
  const state = source.split('.').slice(1).join('.') || '(the machine)';
  const event = type === 'always' ? 'at once' : eventWords(eventKey({ type }));
  const n = Number(index?.slice(1) ?? 0);
  return `in ${state}, ${event}${n > 0 ? ` (its ${n + 1}${['st', 'nd', 'rd'][n] ?? 'th'} branch)` : ''}`;
}

/** Where a machine without a browser model is tried in the browser instead. */
const ELSEWHERE: Record<string, string> = {
  postLogin: 'no browser model: its outcomes are the login walk\'s screens, and tests/e2e/journeys-onboarding.e2e.ts walks them',
  session: 'no browser model: tests/e2e/session-timers.e2e.ts tries token refresh and inactivity in the browser',
};

export function coverageHtml(all: MachineCoverage[], catalog: CatalogPath[]): string {
  const cell = (r: { reached: number; total: number } | undefined, short = 'gap') =>
    r ? `<td class="${r.reached === r.total ? 'full' : short} ratio">${r.reached}/${r.total} (${pct(r.reached, r.total)} %)</td>` : '<td class="none">—</td>';
  // A short list is open: its reasons read at a glance (and in a screenshot).
  const missing = (title: string, list: string[], why: Record<string, string> = {}) =>
    list.length
      ? `<details${list.length <= 10 ? ' open' : ''}><summary>${esc(title)} (${list.length})</summary><ul>${list
          .map((m) => `<li>${m.includes(' ') ? `${esc(transitionWords(m))} <small><code>${esc(m)}</code></small>` : `<code>${esc(m)}</code>`}${why[m] ? `: ${esc(why[m])}` : ''}</li>`)
          .join('')}</ul></details>`
      : '';
  const rows = all
    .map((c) => {
      const b = c.browser;
      const browserNote = c.browserModels.length ? (b ? `walked ${esc(b.walkedAt ?? '')}` : 'not walked yet') : esc(ELSEWHERE[c.machine] ?? 'no browser model: its journeys in tests/e2e try it');
      const details =
        missing('unit walks: states never reached', c.unit?.states.missing ?? []) +
        missing('unit walks: transitions never taken', c.unit?.transitions.missing ?? []) +
        missing('browser walks: states never reached', b?.states.missing ?? [], b?.why) +
        missing('browser walks: transitions never taken (the unit walks take them)', b?.transitions.missing ?? [], b?.why);
      return `<tr><th scope="row">${esc(c.machine)}${c.card ? `<br><small>card: ${esc(c.card)}</small>` : ''}</th>
<td>${c.unit?.paths.length ?? '—'}</td>${cell(c.unit?.states)}${cell(c.unit?.transitions)}
<td>${b ? b.screens.length : '—'}</td>${cell(b?.states, 'partial')}${cell(b?.transitions, 'partial')}<td>${browserNote}</td></tr>
${details ? `<tr class="detail"><td colspan="8">${details}</td></tr>` : ''}`;
    })
    .join('\n');
  const paths = catalog.map((p) => `<tr><td><code>${esc(p.id)}</code></td><td>${esc(p.name)}</td><td>${p.steps}</td><td>${p.states.length}</td><td>${p.transitions.length}</td></tr>`).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Machine coverage</title><style>
body{font:15px/1.5 system-ui,sans-serif;margin:2rem;color:#1a202c}table{border-collapse:collapse;margin:1rem 0}th,td{border:1px solid #cbd5e0;padding:.3rem .6rem;text-align:left;vertical-align:top}
.full{background:#e6f4ea}.gap{background:#fde8e8;font-weight:600}.partial{background:#fefcbf}.ratio{white-space:nowrap}.none{color:#4a5568}tr.detail td{border-top:0;font-size:13px}small{color:#4a5568}code{font-size:13px}
</style></head><body><h1>Machine coverage</h1>
<p>States and transitions of each machine that the model-based walks reach: the unit walks (tests/machines, every machine, its actors' answers given) and the browser walks (tests/e2e/walks.e2e.ts, through the real UI and server). The machines the design card names must be covered in full by the unit walks; the browser walks reach every state a person sees (events no browser can produce are listed with their reason in tests/e2e/support/walk-models.ts).</p>
<table><thead><tr><th scope="col">machine</th><th scope="col">unit paths</th><th scope="col">unit states</th><th scope="col">unit transitions</th><th scope="col">screens walked in the browser</th><th scope="col">browser states</th><th scope="col">browser transitions</th><th scope="col">browser walk</th></tr></thead><tbody>
${rows}
</tbody></table>
<h2>Paths the browser replays</h2><p><code>npm run paths -- --run &lt;id&gt;</code> replays one with a trace.</p>
<table><thead><tr><th scope="col">id</th><th scope="col">name (its events in order)</th><th scope="col">steps</th><th scope="col">states</th><th scope="col">transitions</th></tr></thead><tbody>
${paths}
</tbody></table></body></html>
`;
}

/** The machine a `--machine` name means: a machine's id, or the name of one of its browser models (any case). */
export function machineNamed(name: string): string {
  const n = name.toLowerCase();
  const byId = MACHINES.find((m) => m.machine.id.toLowerCase() === n);
  if (byId) return byId.machine.id;
  const model = Object.entries(BROWSER_MODELS).find(([key]) => key.toLowerCase() === n);
  if (model) return model[1].machine.id;
  throw new Error(`No machine is called "${name}". The machines: ${MACHINES.map((m) => m.machine.id).join(', ')}`);
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function list(options: { machine?: string; unit: boolean }) {
  const only = options.machine ? machineNamed(options.machine) : null;
  runUnitWalks();
  const catalog = browserCatalog();
  for (const c of coverageOf()) {
    if (only && c.machine !== only) continue;
    const u = c.unit;
    console.log(`\n${c.machine}${c.card ? `  (card: ${c.card})` : ''}`);
    console.log(u ? `  unit walks: ${plural(u.paths.length, 'path')}, together ${u.states.reached}/${u.states.total} of the machine's states, ${u.transitions.reached}/${u.transitions.total} of its transitions${options.unit ? '' : ' (--unit lists them)'}` : '  unit walks: none recorded');
    if (options.unit && u) for (const [i, p] of u.paths.entries()) console.log(`    ${`${c.machine}/u${i + 1}`.padEnd(20)} ${p.name}  (${plural(p.states.length, 'state')}, ${plural(p.transitions.length, 'transition')})`);
    const mine = catalog.filter((p) => c.browserModels.includes(p.model));
    if (!mine.length) continue;
    const def = definitionOf(MACHINES.find((m) => m.machine.id === c.machine)!.machine);
    const states = new Set(mine.flatMap((p) => p.states));
    const transitions = new Set(mine.flatMap((p) => p.transitions));
    console.log(`  browser paths: ${mine.length}, together ${states.size}/${def.states.length} of the machine's states, ${transitions.size}/${def.transitions.length} of its transitions (npm run paths -- --run <id>)`);
    for (const p of mine) console.log(`    ${p.id.padEnd(20)} ${p.name}  (${plural(p.steps, 'step')}; ${plural(p.states.length, 'machine state')}, ${plural(p.transitions.length, 'transition')})`);
  }
}

function unitNames(): Array<{ id: string; name: string }> {
  runUnitWalks();
  return coverageOf().flatMap((c) => (c.unit?.paths ?? []).map((p, i) => ({ id: `${c.machine}/u${i + 1}`, name: p.name })));
}

function run(query: string) {
  const catalog = browserCatalog();
  const known = catalog.some((p) => p.id === query || p.name.toLowerCase().includes(query.toLowerCase()));
  const path = findPath(catalog, query, known ? [] : unitNames());
  const escaped = path.description.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  console.log(`Replaying ${path.id}: ${path.name}\n  (${path.description}; the walk's log below counts the screens it checked)`);
  const args = ['run', 'test:e2e', '--', 'tests/e2e/walks.e2e.ts', '--project', 'mixed', '--grep', WALK_TEST[path.model], '--trace', 'on', '--workers', '1'];
  if (process.env.DISPLAY) args.push('--headed');
  const result = spawnSync('npm', args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, WALK_ONLY: `^${escaped}$`, WALK_CONCURRENCY: '1', WALK_DEBUG: '1', SKIP_BUILD: existsSync(join(ROOT, 'dist/index.html')) ? (process.env.SKIP_BUILD ?? '1') : '0' },
  });
  const results = join(ROOT, 'artifacts/playwright-results');
  const traces = existsSync(results) ? readdirSync(results).filter((d) => d.startsWith('walks.e2e.ts-')).map((d) => join(results, d, 'trace.zip')).filter(existsSync) : [];
  for (const t of traces) console.log(`trace: npx playwright show-trace ${t.slice(ROOT.length + 1)}`);
  process.exit(result.status ?? 1);
}

/** The committed summary Storybook's "Machines/Coverage" page shows (machines/coverage.json): no dates, no paths' detail. */
export const SUMMARY_FILE = join(ROOT, 'machines/coverage.json');

export function coverageSummary(all: MachineCoverage[], catalog: CatalogPath[]) {
  const ratio = (r: { reached: number; total: number }) => ({ reached: r.reached, total: r.total });
  return all.map((c) => {
    const mine = catalog.filter((p) => c.browserModels.includes(p.model));
    const def = definitionOf(MACHINES.find((m) => m.machine.id === c.machine)!.machine);
    const states = new Set(mine.flatMap((p) => p.states));
    const transitions = new Set(mine.flatMap((p) => p.transitions));
    return {
      machine: c.machine,
      card: c.card,
      unit: c.unit && { paths: c.unit.paths.length, states: ratio(c.unit.states), transitions: ratio(c.unit.transitions) },
      browser: mine.length
        ? {
            states: { reached: states.size, total: def.states.length },
            transitions: { reached: transitions.size, total: def.transitions.length },
            paths: mine.map((p) => ({ id: p.id, name: p.name, steps: p.steps, states: p.states.length, transitions: p.transitions.length })),
          }
        : null,
    };
  });
}

function coverage(check: boolean, browser: boolean) {
  if (!existsSync(UNIT_DIR) || process.argv.includes('--fresh')) runUnitWalks();
  const all = coverageOf();
  const catalog = browserCatalog();
  const summary = `${JSON.stringify(coverageSummary(all, catalog), null, 1)}\n`;
  if (!check) writeFileSync(SUMMARY_FILE, summary);
  else if (!existsSync(SUMMARY_FILE) || readFileSync(SUMMARY_FILE, 'utf8') !== summary) {
    console.error('machines/coverage.json is stale: run `npm run paths -- --coverage` and commit it (Storybook\'s Machines/Coverage shows it).');
    process.exit(1);
  }
  mkdirSync(COVERAGE_DIR, { recursive: true });
  writeFileSync(join(COVERAGE_DIR, 'machines.json'), `${JSON.stringify(all.map(({ unit, ...c }) => ({ ...c, unit: unit && { paths: unit.paths.length, states: unit.states, transitions: unit.transitions } })), null, 1)}\n`);
  writeFileSync(join(COVERAGE_DIR, 'machines.html'), coverageHtml(all, catalog));
  for (const c of all) {
    const u = c.unit ? `${c.unit.states.reached}/${c.unit.states.total} states, ${c.unit.transitions.reached}/${c.unit.transitions.total} transitions` : 'not walked';
    const b = c.browser ? `; browser ${c.browser.screens.length} screens, ${c.browser.states.reached}/${c.browser.states.total} states, ${c.browser.transitions.reached}/${c.browser.transitions.total} transitions` : '';
    console.log(`${c.card ? '*' : ' '} ${c.machine.padEnd(16)} unit ${u}${b}`);
  }
  console.log('(* the design card names it: the unit walks must reach all of it)\ncoverage page: artifacts/coverage/machines.html');
  const problems = coverageProblems(all, { browser });
  if (check && problems.length) {
    console.error(`\nMachine coverage below 100 %:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    const source = readFileSync(fileURLToPath(import.meta.url), 'utf8');
    console.log(source.slice(source.indexOf('/**') + 4, source.indexOf(' */')).replace(/^ \* ?/gm, ''));
    process.exit(0);
  }
  const { values } = parseArgs({
    options: { run: { type: 'string' }, machine: { type: 'string' }, unit: { type: 'boolean', default: false }, coverage: { type: 'boolean', default: false }, check: { type: 'boolean', default: false }, browser: { type: 'boolean', default: false }, fresh: { type: 'boolean', default: false } },
  });
  try {
    if (values.run) run(values.run);
    else if (values.coverage) coverage(values.check, values.browser);
    else list({ machine: values.machine, unit: values.unit });
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loginMachine } from '../../machines/login.machine';
import { BROWSER_MODELS } from '../e2e/support/walk-models';
import { browserCatalog, coverageProblems, findPath, machineNamed, MACHINES, transitionWords, whyNotWalked, type MachineCoverage } from '../../tools/paths';
import { definitionOf, eventWords, pathWords, traceEvents } from '../support/walk-trace';
import { done } from '../support/walk';

describe('npm run paths: the catalogue a tester reads', () => {
  const catalog = browserCatalog();

  it('names each browser path by its events in words, and finds it by id, by name or by a part only it has', () => {
    const partner = catalog.find((p) => p.description === 'login.submit → done.login:partnerExpired');
    expect(partner?.name).toBe('submit → login answers: partner expired');
    expect(findPath(catalog, partner!.id)).toBe(partner);
    expect(findPath(catalog, partner!.name)).toBe(partner);
    expect(findPath(catalog, 'answers: partner expired')).toBe(partner);
    expect(findPath(catalog, 'PARTNER EXPIRED')).toBe(partner);
    // A part several paths share, and a name no path has, say which paths there are.
    expect(() => findPath(catalog, 'login answers')).toThrow(/names \d+ paths/);
    expect(() => findPath(catalog, 'no such path')).toThrow(/No browser path is called "no such path"[\s\S]*login\/1/);
    // A path of the unit walks alone says so, rather than that it does not exist.
    expect(() => findPath(catalog, 'load info fails', [{ id: 'postLogin/u2', name: 'load info fails' }])).toThrow(/unit walks only \(postLogin\/u2\)/);
  });

  it('counts what each browser path reaches on the machine itself: every screen state of every model is on some path', () => {
    for (const [key, model] of Object.entries(BROWSER_MODELS)) {
      const mine = catalog.filter((p) => p.model === key);
      expect(mine.length, key).toBeGreaterThan(0);
      const reached = new Set(mine.flatMap((p) => p.states));
      const screenIds = Object.keys(model.screens).map((s) => `${model.machine.id}.${s}`);
      expect(screenIds.filter((id) => !reached.has(id)), `${key}: screens no path reaches`).toEqual([]);
    }
  });

  it('traces a path on a real actor: a wrong password goes back to the form by the transitions the chart draws', () => {
    const trace = traceEvents(loginMachine, [
      { type: 'login.submit', account: 'investor@demo.test', password: 'Wrong1234' },
      done('login', { kind: 'wrongCredentials', message: 'wrong' }),
    ]);
    expect(trace.values).toEqual(['submitting', { editing: 'plain' }]);
    expect([...trace.transitions]).toEqual(expect.arrayContaining(['login.editing login.submit #0', 'login.submitting xstate.done.actor.login #0']));
    const all = definitionOf(loginMachine);
    expect([...trace.transitions].every((t) => all.transitions.includes(t))).toBe(true);
  });

  it('finds a machine by its id or a browser model of it, in any case, and names the machines when none is called so', () => {
    expect(machineNamed('Binding')).toBe('binding');
    expect(machineNamed('partnerLink')).toBe('partnerExpiry');
    expect(() => machineNamed('bind')).toThrow(/No machine is called "bind". The machines: login, postLogin, binding/);
  });

  it('says in words which transition a browser walk leaves out, and why', () => {
    expect(transitionWords('binding.overwriting xstate.done.actor.coverClientMsg #3')).toBe('in overwriting, cover client msg answers (its 4th branch)');
    expect(transitionWords('login.editing.captcha login.refreshCaptcha #0')).toBe('in editing.captcha, refresh captcha');
    const partner = [BROWSER_MODELS.partnerRequest, BROWSER_MODELS.partnerLink];
    const reached = new Set(['partnerExpiry', 'partnerExpiry.validating']);
    expect(whyNotWalked('partnerExpiry.askOverwrite partnerExpiry.confirm #0', partner, reached)).toBe('its state (askOverwrite) is never reached in the browser');
    expect(whyNotWalked('login.submitting xstate.error.actor.login #0', [BROWSER_MODELS.login])).toMatch(/^no browser produces it: /);
  });

  it('puts events in words', () => {
    expect(eventWords('login.refreshCaptcha')).toBe('refresh captcha');
    expect(eventWords('done.loadInfo:success')).toBe('load info answers: success');
    expect(eventWords('error.sendPartnerAuthEmail')).toBe('send partner auth email fails');
    expect(eventWords('after.idleWarning')).toBe('idle warning time passes');
    // A user event's plain values tell two unit paths apart; a password never shows.
    expect(pathWords([{ type: 'binding.choose', kind: 'offshore' }, { type: 'login.submit', account: 'a@demo.test', password: 'Secret12' }])).toBe('choose (offshore) → submit (a@demo.test)');
    expect(pathWords([{ type: 'binding.choose', kind: 'offshore' }], { values: false })).toBe('choose');
    expect(pathWords([])).toBe('(the first screen)');
  });
});

describe('npm run paths -- --coverage --check', () => {
  const full = (machine: string, card: string | null): MachineCoverage => ({
    machine,
    card,
    unit: { machine, paths: [], states: { reached: 3, total: 3, missing: [] }, transitions: { reached: 4, total: 4, missing: [] } },
    browser: null,
    browserModels: [],
  });

  it('passes when the card machines are walked in full, whatever the others reach', () => {
    const other = full('qaAsk', null);
    other.unit!.states = { reached: 2, total: 3, missing: ['qaAsk.sending'] };
    expect(coverageProblems([full('login', 'login outcomes'), other])).toEqual([]);
  });

  it('fails on a card machine with a state or transition the unit walks never reach, or no walk at all', () => {
    const gap = full('session', 'token refresh and inactivity');
    gap.unit!.transitions = { reached: 3, total: 4, missing: ['session.active.idle xstate.after.idleWarning #0'] };
    const none = { ...full('binding', 'binding'), unit: null };
    expect(coverageProblems([gap, none])).toEqual([
      'session (token refresh and inactivity): the unit walks never reach transition session.active.idle xstate.after.idleWarning #0',
      'binding: no unit walk recorded (npx vitest run --project machines)',
    ]);
  });

  it('names every machine of machines/ once, the five the card names among them', () => {
    const ids = MACHINES.map((m) => m.machine.id);
    expect(new Set(ids).size).toBe(ids.length);
    const files = readdirSync(new URL('../../machines/', import.meta.url)).filter((f) => f.endsWith('.machine.ts'));
    expect(ids.length, 'a machine of machines/ missing from tools/paths.ts MACHINES').toBe(files.length);
    expect(MACHINES.filter((m) => m.card).map((m) => m.machine.id)).toEqual(['login', 'postLogin', 'binding', 'partnerExpiry', 'session']);
  });
});

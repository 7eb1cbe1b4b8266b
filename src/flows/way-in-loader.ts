/**
 * The way in's children are code most visits never run: the session is provided with stand-ins that hand every
 * call to the real logic, loaded when it is needed. The login child (src/flows/way-in-login.ts) loads once the login
 * form is on screen (`openLogin`, src/routes/-login.tsx); binding, partner expiry and the post-login check
 * (src/flows/way-in.ts) beside the login's first answer, or when the registration page hands over (`loadWayIn`).
 * Entering a state before its code loaded is a bug, and says so.
 */
import { fromPromise } from 'xstate';
import type { AcceptOutcome, IdentifyInput, IdentifyOutcome } from '../../machines/session-setup';
import type { SessionActor } from '../session/session';
import type { wayInChildren } from './way-in';
import type { LoginChild } from './way-in-login';

type Children = typeof wayInChildren & { login: LoginChild };

const loaded: Partial<Children> = {};
let wayIn: Promise<typeof import('./way-in')> | undefined;

/** `answer` resolves once the rest of the way in's code is here too (they load side by side: no wait is added). */
async function withWayIn<T>(answer: Promise<T>): Promise<T> {
  const [value] = await Promise.all([answer, loadWayIn()]);
  return value;
}

const loadLogin = () => import('./way-in-login').then((m) => (loaded.login ??= m.loginChildWith(withWayIn)));

/** The whole way in: the login child and the rest (a resumed login starts at binding or the investor-type choice). */
export function loadWayIn(): Promise<typeof import('./way-in')> {
  wayIn ??= Promise.all([import('./way-in'), loadLogin()]).then(([m]) => {
    Object.assign(loaded, m.wayInChildren);
    return m;
  });
  return wayIn;
}

/** The login form's page: a login child starts once its code is here (a login already running goes on). */
export async function openLogin(session: SessionActor): Promise<void> {
  if (!loaded.login) await loadLogin();
  session.send({ type: 'session.openLogin' });
}

/** A stand-in for a child: reads are the loaded logic's, its methods bound to it. */
export function deferredChild<K extends keyof Children>(key: K): Children[K] {
  return new Proxy({} as Children[K], {
    get(_, property) {
      const logic = loaded[key] as unknown as Record<PropertyKey, unknown> | undefined;
      if (!logic) throw new Error(`the way in's "${key}" ran before its code loaded`);
      const value = logic[property];
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(logic) : value;
    },
    has: (_, property) => (loaded[key] ? property in (loaded[key] as object) : false),
  });
}

/** What the session's way in invokes: each child a stand-in until its code is here, the two calls loading it. */
export function wayInActors() {
  return {
    login: deferredChild('login'),
    binding: deferredChild('binding'),
    partnerExpiry: deferredChild('partnerExpiry'),
    postLogin: deferredChild('postLogin'),
    identify: fromPromise<IdentifyOutcome, IdentifyInput>(async ({ input }) => (await loadWayIn()).identify(input)),
    acceptDataProcessing: fromPromise<AcceptOutcome, void>(async () => (await loadWayIn()).acceptDataProcessing()),
  };
}

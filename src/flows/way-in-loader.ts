/**
 * The way in's children past the login form (src/flows/way-in.ts) are code most visits never run: the session is
 * provided with stand-ins that hand every call to the real logic, and that code loads with the login's first answer
 * (`withWayIn`) or when the registration page hands over. Entering one of those states before it loaded is a bug,
 * and says so.
 */
import type { wayInChildren } from './way-in';

type WayIn = typeof import('./way-in');
type Children = typeof wayInChildren;

let loaded: WayIn | undefined;

export const loadWayIn = (): Promise<WayIn> => (loaded ? Promise.resolve(loaded) : import('./way-in').then((m) => (loaded = m)));

/** `answer` resolves once the way in's code is here too (they load side by side: no wait is added). */
export async function withWayIn<T>(answer: Promise<T>): Promise<T> {
  const [value] = await Promise.all([answer, loadWayIn()]);
  return value;
}

/** A stand-in for a child: reads are the loaded logic's, its methods bound to it. */
export function deferredChild<K extends keyof Children>(key: K): Children[K] {
  return new Proxy({} as Children[K], {
    get(_, property) {
      if (!loaded) throw new Error(`the way in's "${key}" ran before its code loaded`);
      const logic = loaded.wayInChildren[key] as unknown as Record<PropertyKey, unknown>;
      const value = logic[property];
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(logic) : value;
    },
    has: (_, property) => (loaded ? property in loaded.wayInChildren[key] : false),
  });
}

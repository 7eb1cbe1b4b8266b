/**
 * The info load is cancelled when the session machine leaves it (a newer `session.reloadInfo` re-enters the loading
 * state and stops the invoked actor): the superseded getInfo request is aborted, not left to finish unheard.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { loginActors } from '../../src/actors/auth';
import { sessionActors } from '../../src/actors/session';
import { createTokenStore } from '../../src/session/token-store';

afterEach(() => vi.unstubAllGlobals());

/** A server that never answers getInfo; records each request's signal. */
function silentServer(): AbortSignal[] {
  const signals: AbortSignal[] = [];
  vi.stubGlobal('fetch', (req: Request) => {
    signals.push(req.signal);
    return new Promise<Response>((_, reject) => req.signal.addEventListener('abort', () => reject(req.signal.reason)));
  });
  return signals;
}

const input = { token: 'tok', userId: '1', currentIdType: 1 as const };

describe.each([
  ['the session', () => sessionActors(createTokenStore(sessionStorage, document), () => Date.now()).loadInfo],
  ['the login', () => loginActors.loadInfo],
])('getInfo of %s', (_, logic) => {
  it('is aborted when its actor is stopped, and only then', async () => {
    const signals = silentServer();
    const actor = createActor(logic(), { input }).start();
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    expect(signals[0].aborted).toBe(false);
    actor.stop();
    expect(signals[0].aborted).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sessionSignOutMachine, type SignOutOutcome, type SignOutTarget } from '../../machines/session-signout.machine';
import { coverage, done, fail, paths, replayAll } from '../support/walk';

const target: SignOutTarget = { sessionId: 'ses-1', name: 'Safari · iOS' };
const events = () => [
  { type: 'signOut.request', target },
  { type: 'signOut.confirm' },
  { type: 'signOut.cancel' },
  done('signOut', { kind: 'signedOut' } satisfies SignOutOutcome),
  done('signOut', { kind: 'failure', message: '未找到' } satisfies SignOutOutcome),
  fail('signOut'),
];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function started(outcome: (input: SignOutTarget) => Promise<SignOutOutcome>) {
  const calls: SignOutTarget[] = [];
  let reloads = 0;
  const actor = createActor(
    sessionSignOutMachine.provide({
      actors: { signOut: fromPromise<SignOutOutcome, SignOutTarget>(async ({ input }) => (calls.push(input), outcome(input))) },
      actions: { reload: () => void (reloads += 1) },
    }),
  ).start();
  return { actor, calls, reloads: () => reloads };
}

describe('session-signout machine', () => {
  it('walks every generated path with full state and transition coverage', async () => {
    const results = await replayAll(sessionSignOutMachine, paths(sessionSignOutMachine, { events }));
    console.log(`session-signout: ${coverage(sessionSignOutMachine, results).summary}`);
  });

  it('asks for confirmation first: nothing is signed out on request or on cancel', async () => {
    const { actor, calls, reloads } = started(async () => ({ kind: 'signedOut' }));
    actor.send({ type: 'signOut.request', target });
    expect(actor.getSnapshot().hasTag('confirm')).toBe(true);
    actor.send({ type: 'signOut.cancel' });
    await settle();
    expect(calls).toEqual([]);
    actor.send({ type: 'signOut.request', target });
    actor.send({ type: 'signOut.confirm' });
    expect(actor.getSnapshot().hasTag('signingOut')).toBe(true);
    await settle();
    expect(calls).toEqual([target]);
    expect(reloads()).toBe(1);
    expect(actor.getSnapshot().hasTag('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.signedOut).toEqual(target);
    // The next pick clears the notice.
    actor.send({ type: 'signOut.request', target: { sessionId: 'ses-2', name: 'Edge · Windows' } });
    expect(actor.getSnapshot().context.signedOut).toBeNull();
  });

  it('a refusal reloads the lists and is shown; an unreachable server is told apart', async () => {
    const refused = started(async () => ({ kind: 'failure', message: '未找到' }));
    refused.actor.send({ type: 'signOut.request', target });
    refused.actor.send({ type: 'signOut.confirm' });
    await settle();
    expect(refused.actor.getSnapshot().context.failure).toEqual({ reason: 'rejected', message: '未找到' });
    expect(refused.reloads()).toBe(1);
    const down = started(async () => {
      throw new TypeError('Failed to fetch');
    });
    down.actor.send({ type: 'signOut.request', target });
    down.actor.send({ type: 'signOut.confirm' });
    await settle();
    expect(down.actor.getSnapshot().context.failure).toEqual({ reason: 'network' });
    expect(down.actor.getSnapshot().hasTag('idle')).toBe(true);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { disclaimerMachine } from '../../machines/disclaimer.machine';
import { coverage, done, fail, paths, replayAll } from '../support/walk';

const events = () => [
  done('loadAcceptance', { accepted: true }),
  done('loadAcceptance', { accepted: false }),
  fail('loadAcceptance'),
  { type: 'disclaimer.confirm' },
  { type: 'disclaimer.decline' },
  { type: 'disclaimer.reconsider' },
];

/** Starts the gate with a stored acceptance answer and a spy for saving. */
function start(stored: boolean | Error) {
  const saveAcceptance = vi.fn();
  const actor = createActor(
    disclaimerMachine.provide({
      actors: {
        loadAcceptance: fromPromise(async () => {
          if (stored instanceof Error) throw stored;
          return { accepted: stored };
        }),
      },
      actions: { saveAcceptance },
    }),
  ).start();
  return { actor, saveAcceptance };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('disclaimer machine', () => {
  it('walks every generated path with full state and transition coverage', async () => {
    const walked = paths(disclaimerMachine, { events });
    const results = await replayAll(disclaimerMachine, walked, { actions: { saveAcceptance: vi.fn() } });
    const c = coverage(disclaimerMachine, results);
    console.log(`disclaimer: ${c.summary}`);
    expect(c.paths).toBeGreaterThan(0);
  });

  it('shows the gate while checking, then lets a visitor who accepted before straight through', async () => {
    const { actor, saveAcceptance } = start(true);
    expect(actor.getSnapshot().hasTag('checking')).toBe(true);
    await settle();
    expect(actor.getSnapshot().hasTag('accepted')).toBe(true);
    expect(saveAcceptance).not.toHaveBeenCalled();
  });

  it('confirming proceeds and remembers the acceptance', async () => {
    const { actor, saveAcceptance } = start(false);
    await settle();
    expect(actor.getSnapshot().hasTag('gate')).toBe(true);
    actor.send({ type: 'disclaimer.confirm' });
    expect(actor.getSnapshot().hasTag('accepted')).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
    expect(saveAcceptance).toHaveBeenCalledTimes(1);
  });

  it('declining refuses the content; reconsidering shows the gate again', async () => {
    const { actor, saveAcceptance } = start(false);
    await settle();
    actor.send({ type: 'disclaimer.decline' });
    expect(actor.getSnapshot().hasTag('refused')).toBe(true);
    expect(actor.getSnapshot().hasTag('accepted')).toBe(false);
    expect(saveAcceptance).not.toHaveBeenCalled();
    actor.send({ type: 'disclaimer.reconsider' });
    expect(actor.getSnapshot().hasTag('gate')).toBe(true);
  });

  it('asks again when the stored answer cannot be read', async () => {
    const { actor } = start(new Error('storage unavailable'));
    await settle();
    expect(actor.getSnapshot().hasTag('gate')).toBe(true);
  });
});

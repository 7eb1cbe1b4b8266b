import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { deviceUnbindMachine, type UnbindOutcome, type UnbindTarget } from '../../machines/device-unbind.machine';
import { coverage, done, fail, paths, replayAll } from '../support/walk';

const target: UnbindTarget = { kind: 'device', id: 'd1', name: 'Chrome on Windows (web)' };
const events = () => [
  { type: 'unbind.request', target },
  { type: 'unbind.confirm' },
  { type: 'unbind.cancel' },
  done('unbind', { kind: 'unbound' } satisfies UnbindOutcome),
  done('unbind', { kind: 'failure', message: '请先删除设备' } satisfies UnbindOutcome),
  fail('unbind'),
];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('device-unbind machine', () => {
  it('walks every generated path with full state and transition coverage', async () => {
    const results = await replayAll(deviceUnbindMachine, paths(deviceUnbindMachine, { events }));
    console.log(`device-unbind: ${coverage(deviceUnbindMachine, results).summary}`);
  });

  it('asks for confirmation first: nothing is unbound on request or on cancel', async () => {
    const calls: UnbindTarget[] = [];
    let reloads = 0;
    const actor = createActor(
      deviceUnbindMachine.provide({
        actors: { unbind: fromPromise<UnbindOutcome, UnbindTarget>(async ({ input }) => (calls.push(input), { kind: 'unbound' })) },
        actions: { unbound: () => void (reloads += 1) },
      }),
    ).start();
    actor.send({ type: 'unbind.request', target });
    expect(actor.getSnapshot().hasTag('confirm')).toBe(true);
    actor.send({ type: 'unbind.cancel' });
    await settle();
    expect(calls).toEqual([]);
    actor.send({ type: 'unbind.request', target: { kind: 'wechat', id: 'w1', name: 'Lin' } });
    actor.send({ type: 'unbind.confirm' });
    await settle();
    expect(calls).toEqual([{ kind: 'wechat', id: 'w1', name: 'Lin' }]);
    expect(reloads).toBe(1);
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
  });
});

import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { passkeysMachine, type PasskeyAdded, type PasskeyEntry } from '../../machines/passkeys.machine';
import { coverage, done, fail, paths, replayAll } from '../support/walk';

const PHONE: PasskeyEntry = { id: 1, name: 'Phone', createdAt: '2026-11-01T08:00:00.000Z', lastUsedAt: null };
const LAPTOP: PasskeyEntry = { id: 2, name: 'Laptop', createdAt: '2026-11-02T08:00:00.000Z', lastUsedAt: null };
const CODES = ['AAAAA-BBBBB', 'CCCCC-DDDDD'];

describe('passkeys machine', () => {
  it('walks every generated path with full state and transition coverage', async () => {
    const walked = paths(passkeysMachine, {
      events: () => [
        { type: 'passkeys.add' },
        { type: 'passkeys.confirmName', name: 'Phone' },
        { type: 'passkeys.confirmName', name: '  ' },
        { type: 'passkeys.remove', passkey: PHONE },
        { type: 'passkeys.confirmRemove' },
        { type: 'passkeys.cancel' },
        { type: 'passkeys.codesSaved' },
        done('list', [PHONE]),
        fail('list', { reason: 'network' }),
        done('add', { ...PHONE, recoveryCodes: CODES }),
        done('add', { ...LAPTOP, recoveryCodes: [] }),
        fail('add', { reason: 'dismissed' }),
        done('remove', undefined),
        fail('remove', { reason: 'rejected', message: 'not found' }),
      ],
    });
    const results = await replayAll(passkeysMachine, walked);
    console.log(`passkeys: ${coverage(passkeysMachine, results).summary}`);
  });

  function start(answers: { add: Array<PasskeyAdded | { reason: string }> }) {
    let stored: PasskeyEntry[] = [];
    const calls: string[] = [];
    const actor = createActor(
      passkeysMachine.provide({
        actors: {
          list: fromPromise(async () => {
            calls.push('list');
            return stored;
          }),
          add: fromPromise<PasskeyAdded, { name: string }>(async ({ input }) => {
            calls.push(`add ${input.name}`);
            const answer = answers.add.shift()!;
            if ('reason' in answer) throw answer;
            const { recoveryCodes: _codes, ...entry } = answer;
            stored = [entry, ...stored];
            return answer;
          }),
          remove: fromPromise<void, { id: number }>(async ({ input }) => {
            calls.push(`remove ${input.id}`);
            stored = stored.filter((p) => p.id !== input.id);
          }),
        },
      }),
    ).start();
    const settle = () => new Promise((r) => setTimeout(r, 0));
    return { actor, calls, settle };
  }

  it('the first passkey shows its recovery codes once, with the list already holding it; the next one shows none', async () => {
    const { actor, calls, settle } = start({ add: [{ ...PHONE, recoveryCodes: CODES }, { ...LAPTOP, recoveryCodes: [] }] });
    await settle();
    expect(actor.getSnapshot().context.loaded).toBe(true);
    actor.send({ type: 'passkeys.add' });
    actor.send({ type: 'passkeys.confirmName', name: '  ' });
    expect(actor.getSnapshot().matches('naming')).toBe(true);
    actor.send({ type: 'passkeys.confirmName', name: ' Phone ' });
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    await settle();
    await settle();
    const shown = actor.getSnapshot();
    expect(shown.matches('codes')).toBe(true);
    expect(shown.context).toMatchObject({ codes: CODES, added: 'Phone', passkeys: [PHONE] });
    actor.send({ type: 'passkeys.codesSaved' });
    expect(actor.getSnapshot().matches('list')).toBe(true);
    expect(actor.getSnapshot().context.codes).toEqual([]);

    actor.send({ type: 'passkeys.add' });
    actor.send({ type: 'passkeys.confirmName', name: 'Laptop' });
    await settle();
    await settle();
    expect(actor.getSnapshot().matches('list')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ added: 'Laptop', codes: [], passkeys: [LAPTOP, PHONE] });
    expect(calls).toEqual(['list', 'add Phone', 'list', 'add Laptop', 'list']);
  });

  it('a dismissed prompt keeps the name step with the reason; removing asks first and reloads the list', async () => {
    const { actor, calls, settle } = start({ add: [{ reason: 'dismissed' }, { ...PHONE, recoveryCodes: [] }] });
    await settle();
    actor.send({ type: 'passkeys.add' });
    actor.send({ type: 'passkeys.confirmName', name: 'Phone' });
    await settle();
    expect(actor.getSnapshot().matches('naming')).toBe(true);
    expect(actor.getSnapshot().context.failure).toEqual({ reason: 'dismissed' });
    actor.send({ type: 'passkeys.confirmName', name: 'Phone' });
    await settle();
    await settle();
    expect(actor.getSnapshot().context.passkeys).toEqual([PHONE]);

    actor.send({ type: 'passkeys.remove', passkey: PHONE });
    expect(actor.getSnapshot().context.target).toEqual(PHONE);
    actor.send({ type: 'passkeys.cancel' });
    expect(calls).not.toContain('remove 1');
    actor.send({ type: 'passkeys.remove', passkey: PHONE });
    actor.send({ type: 'passkeys.confirmRemove' });
    await settle();
    await settle();
    expect(calls.slice(-2)).toEqual(['remove 1', 'list']);
    expect(actor.getSnapshot().context.passkeys).toEqual([]);
  });
});

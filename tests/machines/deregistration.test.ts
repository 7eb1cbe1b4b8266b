import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import {
  checkReason,
  deregistrationMachine,
  type DeregistrationForm,
  type RemoveUserOutcome,
} from '../../machines/deregistration.machine';
import { DEREGISTRATION_REASON_MAX_LENGTH } from '../../src/constants';
import { coverage, done, fail, paths, replayAll } from '../support/walk';

const input = { reasonMax: DEREGISTRATION_REASON_MAX_LENGTH };
const outcomes: RemoveUserOutcome[] = [
  { kind: 'deleted' },
  { kind: 'wrongPassword', message: '密码错误，请重试' },
  { kind: 'unbindWechatFirst' },
  { kind: 'failure', message: '系统异常，请重试' },
];
const events = () => [
  { type: 'dereg.edit', values: { reason: '不再使用', password: 'Demo1234' } },
  { type: 'dereg.edit', values: { reason: '', password: '' } },
  { type: 'dereg.next' },
  { type: 'dereg.back' },
  { type: 'dereg.confirm' },
  { type: 'dereg.retry' },
  ...outcomes.map((o) => done('removeUser', o)),
  fail('removeUser'),
];
const serialize = (s: AnyMachineSnapshot) =>
  `${JSON.stringify(s.value)}|${checkReason(s.context.form.reason, s.context.reasonMax) === null}|${s.context.form.password !== ''}`;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('deregistration machine', () => {
  it('walks every generated path with full state and transition coverage', async () => {
    const results = await replayAll(deregistrationMachine, paths(deregistrationMachine, { input, events, serialize }), { input });
    console.log(`deregistration: ${coverage(deregistrationMachine, results).summary}`);
  });

  it('limits the reason to 200 characters and requires one', () => {
    expect(checkReason('', 200)).toBe('reason.required');
    expect(checkReason('因'.repeat(200), 200)).toBeNull();
    expect(checkReason('因'.repeat(201), 200)).toBe('reason.tooLong');
  });

  it('deletes only after the explicit confirmation, with the reason and password typed', async () => {
    const calls: DeregistrationForm[] = [];
    let ended = 0;
    const actor = createActor(
      deregistrationMachine.provide({
        actors: { removeUser: fromPromise<RemoveUserOutcome, DeregistrationForm>(async ({ input: f }) => (calls.push(f), { kind: 'deleted' })) },
        actions: { deleted: () => void (ended += 1) },
      }),
      { input },
    ).start();
    actor.send({ type: 'dereg.edit', values: { reason: 'x'.repeat(201) } });
    actor.send({ type: 'dereg.next' });
    expect(actor.getSnapshot().context.errors).toEqual({ reason: 'reason.tooLong' });
    actor.send({ type: 'dereg.edit', values: { reason: ' 不再需要 ' } });
    actor.send({ type: 'dereg.next' });
    actor.send({ type: 'dereg.next' });
    expect(actor.getSnapshot().context.errors).toEqual({ password: 'password.required' });
    actor.send({ type: 'dereg.edit', values: { password: 'Demo1234' } });
    actor.send({ type: 'dereg.next' });
    expect(actor.getSnapshot().hasTag('confirm')).toBe(true);
    await settle();
    expect(calls).toEqual([]);
    actor.send({ type: 'dereg.confirm' });
    await settle();
    expect(calls).toEqual([{ reason: '不再需要', password: 'Demo1234' }]);
    expect(actor.getSnapshot().hasTag('done')).toBe(true);
    expect(ended).toBe(1);
  });
});

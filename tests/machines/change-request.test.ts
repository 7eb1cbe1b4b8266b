import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import {
  changeRequestMachine,
  checkNewValue,
  type ChangeField,
  type ChangeOutcome,
  type ChangeRequestInput,
  type PasswordCheckOutcome,
  type SendCodeOutcome,
} from '../../machines/change-request.machine';
import { VERIFICATION_CODE_RESEND_MS } from '../../src/constants';
import { coverage, done, fail, paths, replayAll } from '../support/walk';

const inputs: ChangeRequestInput[] = [
  { field: 'mobile', blocked: false, resendDelayMs: VERIFICATION_CODE_RESEND_MS },
  { field: 'email', blocked: false, resendDelayMs: VERIFICATION_CODE_RESEND_MS },
  { field: 'email', blocked: true, resendDelayMs: VERIFICATION_CODE_RESEND_MS },
];
const goodValue = (field: ChangeField) => (field === 'mobile' ? '139 0000 0001' : 'new@demo.test');

const events = (s: AnyMachineSnapshot) => [
  { type: 'change.edit', values: { password: 'Demo1234' } },
  { type: 'change.edit', values: { value: goodValue(s.context.field), code: '123456' } },
  { type: 'change.edit', values: { value: 'nope', code: '' } },
  { type: 'change.verify' },
  { type: 'change.sendCode' },
  { type: 'change.submit' },
  { type: 'change.confirmOverwrite' },
  { type: 'change.declineOverwrite' },
  ...(
    [
      { kind: 'verified', ticket: 't1' },
      { kind: 'wrongPassword', message: '密码错误，请重试' },
      { kind: 'failure' },
    ] satisfies PasswordCheckOutcome[]
  ).map((o) => done('verifyPassword', o)),
  fail('verifyPassword'),
  done('sendCode', { kind: 'sent', sentTo: '139****0001' } satisfies SendCodeOutcome),
  done('sendCode', { kind: 'failure', message: 'too many' } satisfies SendCodeOutcome),
  fail('sendCode'),
  ...(
    [{ kind: 'pending' }, { kind: 'blocked' }, { kind: 'wrongCode' }, { kind: 'ticketExpired' }, { kind: 'failure' }] satisfies ChangeOutcome[]
  ).map((o) => done('requestChange', o)),
  fail('requestChange'),
];
const serialize = (s: AnyMachineSnapshot) =>
  `${JSON.stringify(s.value)}|${s.context.form.password !== ''}|${checkNewValue(s.context.field, s.context.form.value) === null}|${s.context.form.code !== ''}`;

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(input: ChangeRequestInput, change: ChangeOutcome) {
  const filed: unknown[] = [];
  const actor = createActor(
    changeRequestMachine.provide({
      actors: {
        verifyPassword: fromPromise<PasswordCheckOutcome, { password: string }>(async () => ({ kind: 'verified', ticket: 't' })),
        sendCode: fromPromise<SendCodeOutcome, { field: ChangeField; value: string }>(async () => ({ kind: 'sent', sentTo: 'x' })),
        requestChange: fromPromise<ChangeOutcome, { field: ChangeField; value: string; code: string; ticket: string }>(
          async ({ input: request }) => (filed.push(request), change),
        ),
      },
    }),
    { input },
  ).start();
  return { actor, filed };
}

describe('change-request machine', () => {
  it('walks every generated path with full state and transition coverage', async () => {
    const results = [];
    for (const input of inputs) {
      results.push(...(await replayAll(changeRequestMachine, paths(changeRequestMachine, { input, events, serialize }), { input })));
    }
    console.log(`change-request: ${coverage(changeRequestMachine, results).summary}`);
  });

  it('is blocked at once while another change is processing: nothing can be typed or sent', () => {
    const { actor, filed } = start({ field: 'email', blocked: true, resendDelayMs: 1 }, { kind: 'pending' });
    expect(actor.getSnapshot().hasTag('blocked')).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().can({ type: 'change.verify' })).toBe(false);
    expect(filed).toEqual([]);
  });

  it('ends blocked when the server says a request is already processing (4009)', async () => {
    const { actor } = start({ field: 'email', blocked: false, resendDelayMs: 1 }, { kind: 'blocked' });
    actor.send({ type: 'change.edit', values: { password: 'Demo1234' } });
    actor.send({ type: 'change.verify' });
    await settle();
    actor.send({ type: 'change.edit', values: { value: 'new@demo.test', code: '123456' } });
    actor.send({ type: 'change.submit' });
    await settle();
    expect(actor.getSnapshot().hasTag('blocked')).toBe(true);
  });

  it('asks before a new mobile overwrites the old one, then files it as pending', async () => {
    const { actor, filed } = start({ field: 'mobile', blocked: false, resendDelayMs: 1 }, { kind: 'pending' });
    actor.send({ type: 'change.edit', values: { password: 'Demo1234' } });
    actor.send({ type: 'change.verify' });
    await settle();
    actor.send({ type: 'change.edit', values: { value: '139-0000-0001', code: ' 123456 ' } });
    actor.send({ type: 'change.submit' });
    expect(actor.getSnapshot().hasTag('askOverwrite')).toBe(true);
    expect(filed).toEqual([]);
    actor.send({ type: 'change.confirmOverwrite' });
    await settle();
    expect(filed).toEqual([{ field: 'mobile', value: '13900000001', code: '123456', ticket: 't' }]);
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
  });

  it('checks the new value before sending a code', () => {
    expect(checkNewValue('email', '')).toBe('email.required');
    expect(checkNewValue('email', 'a@b')).toBe('email.format');
    expect(checkNewValue('mobile', '12345')).toBe('mobile.format');
    expect(checkNewValue('mobile', '+852 6123 4567')).toBeNull();
  });
});

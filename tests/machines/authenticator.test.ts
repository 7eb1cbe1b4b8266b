import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { authenticatorMachine, type AuthenticatorSetup, type AuthenticatorStatus, type DisableProof } from '../../machines/authenticator.machine';
import { coverage, done, fail, paths, replayAll } from '../support/walk';

const SETUP: AuthenticatorSetup = { otpauthUri: 'otpauth://totp/Harbourline:investor?secret=ABCD', secretGroups: 'ABCD EFGH' };
const CODES = ['AAAAA-BBBBB', 'CCCCC-DDDDD'];

describe('authenticator machine', () => {
  it('walks every generated path with full state and transition coverage', async () => {
    const walked = paths(authenticatorMachine, {
      events: () => [
        { type: 'authenticator.start' },
        { type: 'authenticator.confirm', code: '123456' },
        { type: 'authenticator.cancel' },
        { type: 'authenticator.codesSaved' },
        { type: 'authenticator.regenerate' },
        { type: 'authenticator.disable' },
        { type: 'authenticator.confirmDisable', proof: { password: 'Demo1234' } },
        done('loadStatus', { enabled: true, recoveryCodesLeft: 9 }),
        done('loadStatus', { enabled: false, recoveryCodesLeft: 0 }),
        fail('loadStatus', { reason: 'network' }),
        done('startSetup', SETUP),
        fail('startSetup', { reason: 'rejected', message: 'refused' }),
        done('confirmSetup', CODES),
        fail('confirmSetup', { reason: 'rejected', message: 'wrong code' }),
        done('newRecoveryCodes', CODES),
        fail('newRecoveryCodes', { reason: 'rejected', message: 'wrong code' }),
        done('turnOff', undefined),
        fail('turnOff', { reason: 'network' }),
      ],
    });
    const results = await replayAll(authenticatorMachine, walked);
    console.log(`authenticator: ${coverage(authenticatorMachine, results).summary}`);
  });

  function start(status: AuthenticatorStatus) {
    const calls: string[] = [];
    const answers: { confirm?: string[] | Error } = {};
    const actor = createActor(
      authenticatorMachine.provide({
        actors: {
          loadStatus: fromPromise(async () => {
            calls.push('status');
            return status;
          }),
          startSetup: fromPromise(async () => SETUP),
          confirmSetup: fromPromise<string[], { code: string }>(async ({ input }) => {
            calls.push(`confirm ${input.code}`);
            if (answers.confirm instanceof Error) throw { reason: 'rejected', message: answers.confirm.message };
            return answers.confirm ?? CODES;
          }),
          newRecoveryCodes: fromPromise<string[], { code: string }>(async () => CODES),
          turnOff: fromPromise<void, DisableProof>(async ({ input }) => {
            calls.push(`off ${JSON.stringify(input)}`);
            status = { enabled: false, recoveryCodesLeft: 0 };
          }),
        },
      }),
    ).start();
    const settle = () => new Promise((r) => setTimeout(r, 0));
    return { actor, calls, answers, settle };
  }

  it('a wrong first code keeps the set-up with the server\'s words; the right one shows the recovery codes once', async () => {
    const s = start({ enabled: false, recoveryCodesLeft: 0 });
    await s.settle();
    s.actor.send({ type: 'authenticator.start' });
    await s.settle();
    expect(s.actor.getSnapshot().context.setup).toEqual(SETUP);
    s.answers.confirm = new Error('动态码错误');
    s.actor.send({ type: 'authenticator.confirm', code: '000000' });
    await s.settle();
    expect(s.actor.getSnapshot().value).toBe('setup');
    expect(s.actor.getSnapshot().context).toMatchObject({ setup: SETUP, failure: { reason: 'rejected', message: '动态码错误' } });
    s.answers.confirm = CODES;
    s.actor.send({ type: 'authenticator.confirm', code: '123456' });
    await s.settle();
    expect(s.actor.getSnapshot().value).toBe('codes');
    expect(s.actor.getSnapshot().context.codes).toEqual(CODES);
    // Saved: the codes are gone from memory and the status is read again.
    s.actor.send({ type: 'authenticator.codesSaved' });
    await s.settle();
    expect(s.actor.getSnapshot().context.codes).toEqual([]);
    expect(s.calls).toEqual(['status', 'confirm 000000', 'confirm 123456', 'status']);
  });

  it('turning it off asks for proof, then reads the status again', async () => {
    const s = start({ enabled: true, recoveryCodesLeft: 7 });
    await s.settle();
    expect(s.actor.getSnapshot().value).toBe('on');
    expect(s.actor.getSnapshot().context.recoveryCodesLeft).toBe(7);
    s.actor.send({ type: 'authenticator.disable' });
    s.actor.send({ type: 'authenticator.confirmDisable', proof: { password: 'Demo1234' } });
    expect(s.actor.getSnapshot().hasTag('pending')).toBe(true);
    await s.settle();
    await s.settle();
    expect(s.actor.getSnapshot().value).toBe('off');
    expect(s.calls).toEqual(['status', 'off {"password":"Demo1234"}', 'status']);
  });
});

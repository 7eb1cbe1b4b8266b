import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, sendTo, setup } from 'xstate';
import { sendAccepted } from '../../src/flows/machine-view';

// A form whose "send code" press is handed to a child (as registration hands it to its send-code child), and whose
// submit its own state takes; both refuse a press while the form is invalid.
const codeChild = createMachine({
  initial: 'idle',
  states: { idle: { on: { send: 'sending' } }, sending: { tags: ['codeSending'] } },
});
const form = setup({ actors: { code: codeChild, save: fromPromise(() => new Promise<void>(() => {})) } }).createMachine({
  initial: 'editing',
  invoke: { id: 'code', src: 'code' },
  states: {
    editing: {
      on: {
        fix: 'valid',
        sendCode: { guard: () => false, actions: sendTo('code', { type: 'send' }) },
        submit: { guard: () => false, target: 'submitting' },
      },
    },
    valid: { on: { sendCode: { actions: sendTo('code', { type: 'send' }) }, submit: 'submitting' } },
    // A call in flight is a child without tags: asking it must not throw.
    submitting: { tags: ['submitting'], invoke: { src: 'save' } },
  },
});

describe('sendAccepted, the click guard’s question', () => {
  it('says no while the form refuses the press, so the button is not locked', () => {
    const actor = createActor(form).start();
    expect(sendAccepted(actor, { type: 'sendCode' }, 'codeSending')).toBe(false);
    expect(sendAccepted(actor, { type: 'submit' }, 'submitting')).toBe(false);
  });

  it('says yes when the machine, or the child it handed the press to, took it', () => {
    const actor = createActor(form).start();
    actor.send({ type: 'fix' });
    expect(sendAccepted(actor, { type: 'sendCode' }, 'codeSending')).toBe(true);
    expect(sendAccepted(actor, { type: 'submit' }, 'submitting')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type {
  CoverClientMsgOutcome,
  CoverClientMsgRequest,
  SendPartnerAuthEmailOutcome,
  ValidateEmailOutcome,
} from '../../machines/flow-types';
import { partnerExpiryMachine, type PartnerExpiryInput } from '../../machines/partner-expiry.machine';
import { coverage, done, fail, paths, replayAll } from '../support/walk';

const events = () => [
  { type: 'partnerExpiry.send' },
  { type: 'partnerExpiry.resend' },
  { type: 'partnerExpiry.confirm' },
  { type: 'partnerExpiry.decline' },
  done('sendPartnerAuthEmail', { kind: 'sent', sentTo: 'e***@demo.test' }),
  done('sendPartnerAuthEmail', { kind: 'failure', message: 'partner validation failed' }),
  fail('sendPartnerAuthEmail'),
  done('validateEmail', { kind: 'valid' }),
  done('validateEmail', { kind: 'mobileDiffers', mobile: '138****0004' }),
  done('validateEmail', { kind: 'expired' }),
  done('validateEmail', { kind: 'invalid' }),
  fail('validateEmail'),
  done('coverClientMsg', { kind: 'ok' }),
  done('coverClientMsg', { kind: 'failure', message: 'system failed, please try again' }),
  fail('coverClientMsg'),
];

interface Fakes {
  send?: Array<SendPartnerAuthEmailOutcome | Error>;
  validate?: ValidateEmailOutcome | Error;
  cover?: Array<CoverClientMsgOutcome | Error>;
}
const answer = <T,>(value: T | Error | undefined): T => {
  if (value === undefined || value instanceof Error) throw value ?? new Error('no answer queued');
  return value;
};

function start(input: PartnerExpiryInput, fakes: Fakes) {
  const calls: Array<{ src: string; input: unknown }> = [];
  const actor = createActor(
    partnerExpiryMachine.provide({
      actors: {
        sendPartnerAuthEmail: fromPromise<SendPartnerAuthEmailOutcome, void>(async () => {
          calls.push({ src: 'sendPartnerAuthEmail', input: undefined });
          return answer(fakes.send?.shift());
        }),
        validateEmail: fromPromise<ValidateEmailOutcome, { validationToken: string }>(async ({ input: i }) => {
          calls.push({ src: 'validateEmail', input: i });
          return answer(fakes.validate);
        }),
        coverClientMsg: fromPromise<CoverClientMsgOutcome, CoverClientMsgRequest>(async ({ input: i }) => {
          calls.push({ src: 'coverClientMsg', input: i });
          return answer(fakes.cover?.shift());
        }),
      },
    }),
    { input },
  ).start();
  return { actor, calls };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('partner-expiry machine', () => {
  it('walks both entries (request page, emailed link) with full state and transition coverage', async () => {
    const entries: PartnerExpiryInput[] = [{}, { validationToken: 'link-token' }];
    const results = [];
    for (const input of entries) {
      const walked = paths(partnerExpiryMachine, { input, events });
      results.push(...(await replayAll(partnerExpiryMachine, walked, { input })));
    }
    const c = coverage(partnerExpiryMachine, results);
    console.log(`partner-expiry: ${c.summary}`);
  });

  it('shows a spinner while the email is requested, then the sent page; resending works', async () => {
    const { actor, calls } = start({}, { send: [{ kind: 'sent', sentTo: 'e***@demo.test' }, { kind: 'sent' }] });
    expect(actor.getSnapshot().hasTag('request')).toBe(true);
    actor.send({ type: 'partnerExpiry.send' });
    expect(actor.getSnapshot().hasTag('sending')).toBe(true);
    await settle();
    expect(actor.getSnapshot().hasTag('sent')).toBe(true);
    expect(actor.getSnapshot().context.sentTo).toBe('e***@demo.test');
    actor.send({ type: 'partnerExpiry.resend' });
    await settle();
    expect(actor.getSnapshot().hasTag('sent')).toBe(true);
    expect(calls.map((c) => c.src)).toEqual(['sendPartnerAuthEmail', 'sendPartnerAuthEmail']);
  });

  it('returns to the request page with the reason when sending fails', async () => {
    const { actor } = start({}, { send: [{ kind: 'failure', message: 'partner validation failed' }, new Error('offline')] });
    actor.send({ type: 'partnerExpiry.send' });
    await settle();
    expect(actor.getSnapshot().hasTag('request')).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({ reason: 'rejected', message: 'partner validation failed' });
    actor.send({ type: 'partnerExpiry.send' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await settle();
    expect(actor.getSnapshot().context.error).toEqual({ reason: 'network' });
  });

  it('validates the emailed link: success', async () => {
    const { actor, calls } = start({ validationToken: 'link-token' }, { validate: { kind: 'valid' } });
    expect(actor.getSnapshot().hasTag('validating')).toBe(true);
    await settle();
    expect(actor.getSnapshot().hasTag('validated')).toBe(true);
    expect(calls).toEqual([{ src: 'validateEmail', input: { validationToken: 'link-token' } }]);
    expect(actor.getSnapshot().output).toEqual({ validated: true, overwritten: null });
  });

  it.each([
    [{ kind: 'expired' } as const, 'expired'],
    [{ kind: 'invalid' } as const, 'invalid'],
    [new Error('offline'), 'invalid'],
  ])('validates the emailed link: %o fails as %s', async (validate, reason) => {
    const { actor } = start({ validationToken: 'old-token' }, { validate });
    await settle();
    expect(actor.getSnapshot().hasTag('validationFailed')).toBe(true);
    expect(actor.getSnapshot().context.validationFailure).toBe(reason);
    expect(actor.getSnapshot().output).toEqual({ validated: false, overwritten: null });
  });

  it('asks whether to use the mobile number; confirming overwrites the old one (after one failed try)', async () => {
    const { actor, calls } = start(
      { validationToken: 'link-token' },
      { validate: { kind: 'mobileDiffers', mobile: '13800000004' }, cover: [new Error('offline'), { kind: 'ok' }] },
    );
    await settle();
    expect(actor.getSnapshot().hasTag('askOverwrite')).toBe(true);
    expect(actor.getSnapshot().context.proposedMobile).toBe('13800000004');
    actor.send({ type: 'partnerExpiry.confirm' });
    expect(actor.getSnapshot().hasTag('overwriting')).toBe(true);
    await settle();
    expect(actor.getSnapshot().hasTag('askOverwrite')).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({ reason: 'network' });
    actor.send({ type: 'partnerExpiry.confirm' });
    await settle();
    expect(actor.getSnapshot().hasTag('validated')).toBe(true);
    expect(calls.filter((c) => c.src === 'coverClientMsg').map((c) => c.input)).toEqual([{ cover: true }, { cover: true }]);
    expect(actor.getSnapshot().output).toEqual({ validated: true, overwritten: true });
  });

  it('declining keeps the old number (cover: false) and still counts the email as validated', async () => {
    const { actor, calls } = start(
      { validationToken: 't' },
      { validate: { kind: 'mobileDiffers', mobile: '13800000004' }, cover: [{ kind: 'ok' }] },
    );
    await settle();
    actor.send({ type: 'partnerExpiry.decline' });
    await settle();
    expect(actor.getSnapshot().hasTag('validated')).toBe(true);
    expect(calls.filter((c) => c.src === 'coverClientMsg').map((c) => c.input)).toEqual([{ cover: false }]);
    expect(actor.getSnapshot().output).toEqual({ validated: true, overwritten: false });
  });
});

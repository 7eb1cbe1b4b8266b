import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { bindingMachine } from '../../machines/binding.machine';
import type { BindingForm, BindingKind, BindOutcome, BindRequest, CoverClientMsgRequest } from '../../machines/flow-types';
import { hasErrors, validateBinding } from '../../machines/validation';
import { REVIEW_BUSINESS_DAYS } from '../../src/constants';
import { coverage, done, fail, paths, replayAll } from '../support/walk';

const input = { reviewBusinessDays: REVIEW_BUSINESS_DAYS };

const validValues = (kind: BindingKind): Partial<Omit<BindingForm, 'idType'>> => ({
  idNumber: '11010519491231002X',
  birthday: '1949-12-31',
  mobile: kind === 'offshore' ? '+852 6123 4567' : '13800000009',
  email: 'new@demo.test',
  enterpriseEmail: kind === 'partner' ? 'new@partner-firm.test' : '',
  productName: 'Harbourline Growth No.1, Harbourline Value',
  purchaseChannel: 'Direct sales，Bank A',
  additionalInfo: '',
});

const outcomes: BindOutcome[] = [
  { kind: 'success', partnerName: 'Harbourline Capital' },
  { kind: 'underReview' },
  { kind: 'hasProducts' },
  { kind: 'conflictDomesticOffshore' },
  { kind: 'alreadySubmitted' },
  { kind: 'alreadyPartner' },
  { kind: 'contactMismatch' },
  { kind: 'failure', message: 'binding failed' },
];

const events = (snapshot: AnyMachineSnapshot) => [
  ...(['domestic', 'offshore', 'partner'] as const).map((kind) => ({ type: 'binding.choose', kind })),
  { type: 'binding.change', values: validValues(snapshot.context.kind ?? 'domestic') },
  { type: 'binding.change', values: { idNumber: '123' } },
  { type: 'binding.submit' },
  { type: 'binding.back' },
  { type: 'binding.confirmOverwrite' },
  { type: 'binding.declineOverwrite' },
  { type: 'binding.continue' },
  { type: 'binding.done' },
  ...outcomes.map((outcome) => done('bind', outcome)),
  fail('bind', new Error('network')),
  ...outcomes.map((outcome) => done('coverClientMsg', outcome)),
  fail('coverClientMsg', new Error('network')),
];

/** Editing with a valid form and editing with an invalid one are different places to test from. */
const serialize = (snapshot: AnyMachineSnapshot) => {
  const { kind, form, limits } = snapshot.context;
  const valid = kind !== null && !hasErrors(validateBinding(kind, form, limits));
  return `${JSON.stringify(snapshot.value)}|${valid}`;
};

/**
 * A running binding flow: `bind` and `coverClientMsg` answer from one queue of outcomes, in call order;
 * `requests` records what `bind` got, `covers` what `coverClientMsg` got.
 */
function start(...answers: Array<BindOutcome | Error>) {
  const requests: BindRequest[] = [];
  const covers: CoverClientMsgRequest[] = [];
  const next = async () => {
    const answer = answers.shift();
    if (answer === undefined || answer instanceof Error) throw answer ?? new Error('no answer queued');
    return answer;
  };
  const actor = createActor(
    bindingMachine.provide({
      actors: {
        bind: fromPromise<BindOutcome, BindRequest>(async ({ input: request }) => (requests.push(request), next())),
        coverClientMsg: fromPromise<BindOutcome, CoverClientMsgRequest>(async ({ input: cover }) => (covers.push(cover), next())),
      },
    }),
    { input },
  ).start();
  return { actor, requests, covers };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('binding machine', () => {
  it('walks every generated path with full state and transition coverage', async () => {
    const walked = paths(bindingMachine, { input, events, serialize });
    const results = await replayAll(bindingMachine, walked, { input });
    const c = coverage(bindingMachine, results);
    console.log(`binding: ${c.summary}`);
    // Every replayed submit sent a normalised request.
    const request = results.flatMap((r) => r.calls).find((call) => call.src === 'bind')?.input as BindRequest;
    expect(request).toMatchObject({ productName: 'Harbourline Growth No.1,Harbourline Value', purchaseChannel: 'Direct sales,Bank A' });
  });

  it('keeps every input after a refused submit and after a network failure', async () => {
    const { actor } = start({ kind: 'failure', message: 'binding failed' }, new Error('offline'));
    actor.send({ type: 'binding.choose', kind: 'domestic' });
    actor.send({ type: 'binding.change', values: validValues('domestic') });
    const typed = actor.getSnapshot().context.form;
    actor.send({ type: 'binding.submit' });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    await settle();
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
    expect(actor.getSnapshot().context.form).toEqual(typed);
    expect(actor.getSnapshot().context.failure).toEqual({ reason: 'rejected', message: 'binding failed' });
    actor.send({ type: 'binding.submit' });
    await settle();
    expect(actor.getSnapshot().context.form).toEqual(typed);
    expect(actor.getSnapshot().context.failure).toEqual({ reason: 'network' });
  });

  it('does not submit an invalid form: errors carry message keys, the typed values stay', () => {
    const { actor, requests } = start();
    actor.send({ type: 'binding.choose', kind: 'domestic' });
    actor.send({ type: 'binding.change', values: { ...validValues('domestic'), idNumber: '110105194912310021', mobile: '12345' } });
    actor.send({ type: 'binding.submit' });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
    expect(requests).toEqual([]);
    expect(context.errors).toEqual({ idNumber: 'idNumber.format', mobile: 'mobile.format' });
    expect(context.form.idNumber).toBe('110105194912310021');
    // Correcting one field clears its message only.
    actor.send({ type: 'binding.change', values: { mobile: '13800000009' } });
    expect(actor.getSnapshot().context.errors).toEqual({ idNumber: 'idNumber.format' });
  });

  it('requires the enterprise email on the partner form only', () => {
    const { actor, requests } = start({ kind: 'success', partnerName: 'P' });
    actor.send({ type: 'binding.choose', kind: 'partner' });
    actor.send({ type: 'binding.change', values: validValues('domestic') });
    actor.send({ type: 'binding.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ enterpriseEmail: 'enterpriseEmail.required' });
    expect(requests).toEqual([]);
    actor.send({ type: 'binding.back' });
    actor.send({ type: 'binding.choose', kind: 'domestic' });
    actor.send({ type: 'binding.submit' });
    expect(requests).toHaveLength(1);
    expect(requests[0]).not.toHaveProperty('enterpriseEmail');
  });

  it('accepts a Hong Kong mobile on the offshore form, not on the domestic one', () => {
    const { actor, requests } = start({ kind: 'success', partnerName: 'P' });
    actor.send({ type: 'binding.choose', kind: 'domestic' });
    actor.send({ type: 'binding.change', values: validValues('offshore') });
    actor.send({ type: 'binding.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ mobile: 'mobile.format' });
    actor.send({ type: 'binding.back' });
    actor.send({ type: 'binding.choose', kind: 'offshore' });
    actor.send({ type: 'binding.submit' });
    expect(requests[0]).toMatchObject({ kind: 'offshore', mobile: '+85261234567' });
  });

  it('sends comma-separated product names and channels normalised to ASCII commas', () => {
    const { actor, requests } = start({ kind: 'success', partnerName: 'P' });
    actor.send({ type: 'binding.choose', kind: 'partner' });
    actor.send({
      type: 'binding.change',
      values: {
        ...validValues('partner'),
        idNumber: ' 11010519491231002x ',
        productName: 'Fund A, Fund B，Fund C、 Fund A,,',
        purchaseChannel: ' Bank A ，Direct sales',
      },
    });
    actor.send({ type: 'binding.submit' });
    expect(requests[0]).toMatchObject({
      idType: 'idCard',
      idNumber: '11010519491231002X',
      productName: 'Fund A,Fund B,Fund C',
      purchaseChannel: 'Bank A,Direct sales',
      enterpriseEmail: 'new@partner-firm.test',
    });
    // The form still shows what was typed.
    expect(actor.getSnapshot().context.form.productName).toBe('Fund A, Fund B，Fund C、 Fund A,,');
  });

  it('after a success shows the partner name, adds another binding with the person kept, then finishes', async () => {
    const session = { token: 't', refreshToken: 'r', failureTime: 1_800_000, accessimeout: 600_000 };
    const { actor } = start({ kind: 'success', partnerName: 'Harbourline Capital' }, { kind: 'success', partnerName: 'Harbourline HK', session });
    actor.send({ type: 'binding.choose', kind: 'domestic' });
    actor.send({ type: 'binding.change', values: { ...validValues('domestic'), additionalInfo: 'note' } });
    actor.send({ type: 'binding.submit' });
    await settle();
    expect(actor.getSnapshot().hasTag('success')).toBe(true);
    expect(actor.getSnapshot().context.bound).toEqual([{ kind: 'domestic', partnerName: 'Harbourline Capital' }]);
    actor.send({ type: 'binding.continue' });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().hasTag('chooseKind')).toBe(true);
    expect(context.form).toMatchObject({ idNumber: '11010519491231002X', productName: '', purchaseChannel: '', additionalInfo: '' });
    actor.send({ type: 'binding.choose', kind: 'offshore' });
    actor.send({ type: 'binding.change', values: { productName: 'Harbourline Asia', purchaseChannel: 'Private bank' } });
    actor.send({ type: 'binding.submit' });
    await settle();
    actor.send({ type: 'binding.done' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({
      end: 'done',
      bound: [
        { kind: 'domestic', partnerName: 'Harbourline Capital' },
        { kind: 'offshore', partnerName: 'Harbourline HK' },
      ],
      session,
    });
  });

  it.each(['underReview', 'hasProducts', 'conflictDomesticOffshore', 'alreadySubmitted', 'alreadyPartner'] as const)(
    'ends on the %s page',
    async (kind) => {
      const { actor } = start({ kind });
      actor.send({ type: 'binding.choose', kind: 'domestic' });
      actor.send({ type: 'binding.change', values: validValues('domestic') });
      actor.send({ type: 'binding.submit' });
      await settle();
      expect(actor.getSnapshot().hasTag(kind)).toBe(true);
      expect(actor.getSnapshot().output).toEqual({ end: kind, bound: [], session: null });
      // The under-review page says how long the review may take.
      expect(actor.getSnapshot().context.reviewBusinessDays).toBe(5);
    },
  );

  it('asks whether to overwrite a differing contact; the answer goes to coverClientMsg, a failure asks again', async () => {
    const { actor, covers } = start(
      { kind: 'contactMismatch' },
      { kind: 'failure', message: 'system failed, please try again' },
      new Error('offline'),
      { kind: 'success', partnerName: 'Harbourline Capital' },
    );
    actor.send({ type: 'binding.choose', kind: 'domestic' });
    actor.send({ type: 'binding.change', values: validValues('domestic') });
    actor.send({ type: 'binding.submit' });
    await settle();
    expect(actor.getSnapshot().hasTag('askOverwrite')).toBe(true);
    actor.send({ type: 'binding.confirmOverwrite' });
    expect(actor.getSnapshot().hasTag('overwriting')).toBe(true);
    await settle();
    expect(actor.getSnapshot().hasTag('askOverwrite')).toBe(true);
    expect(actor.getSnapshot().context.failure).toEqual({ reason: 'rejected', message: 'system failed, please try again' });
    actor.send({ type: 'binding.declineOverwrite' });
    await settle();
    expect(actor.getSnapshot().context.failure).toEqual({ reason: 'network' });
    actor.send({ type: 'binding.declineOverwrite' });
    await settle();
    expect(covers).toEqual([{ cover: true }, { cover: false }, { cover: false }]);
    expect(actor.getSnapshot().hasTag('success')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { qaAskMachine, validateQaAsk, type QaAskForm, type QaAskOutcome } from '../../machines/qa-ask.machine';
import { QA_TITLE_MAX_LENGTH } from '../../src/constants';
import { coverage, done, fail, paths, replayAll } from '../support/walk';

const input = { limits: { title: QA_TITLE_MAX_LENGTH, description: 200 } };
const valid = { title: '产品净值何时更新？', description: '想了解每周净值披露的时间。' };

const events = () => [
  { type: 'qa.change', values: valid },
  { type: 'qa.change', values: { title: '' } },
  { type: 'qa.submit' },
  { type: 'qa.again' },
  done('addQaInfo', { kind: 'asked', id: 'q1' } satisfies QaAskOutcome),
  done('addQaInfo', { kind: 'failure', message: '系统异常，请重试' } satisfies QaAskOutcome),
  fail('addQaInfo', new Error('offline')),
];
const serialize = (s: AnyMachineSnapshot) =>
  `${JSON.stringify(s.value)}|${Object.keys(validateQaAsk(s.context.form, s.context.limits)).length === 0}`;

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('qa-ask machine', () => {
  it('walks every generated path with full state and transition coverage', async () => {
    const results = await replayAll(qaAskMachine, paths(qaAskMachine, { input, events, serialize }), { input });
    console.log(`qa-ask: ${coverage(qaAskMachine, results).summary}`);
  });

  it('requires title and description, and limits the title to 100 characters', () => {
    expect(validateQaAsk({ title: '', description: '' })).toEqual({ title: 'qaTitle.required', description: 'qaDescription.required' });
    expect(validateQaAsk({ title: '   ', description: 'x' })).toEqual({ title: 'qaTitle.required' });
    expect(validateQaAsk({ title: '问'.repeat(QA_TITLE_MAX_LENGTH), description: 'x' })).toEqual({});
    expect(validateQaAsk({ title: '问'.repeat(QA_TITLE_MAX_LENGTH + 1), description: 'x' })).toEqual({ title: 'qaTitle.tooLong' });
    expect(validateQaAsk({ title: 'x', description: 'd'.repeat(201) })).toEqual({ description: 'qaDescription.tooLong' });
  });

  it('sends nothing while the form is invalid, and keeps what was typed after a refusal', async () => {
    const sent: QaAskForm[] = [];
    const actor = createActor(
      qaAskMachine.provide({
        actors: {
          addQaInfo: fromPromise<QaAskOutcome, QaAskForm>(async ({ input: form }) => {
            sent.push(form);
            return { kind: 'failure', message: 'refused' };
          }),
        },
      }),
      { input },
    ).start();
    actor.send({ type: 'qa.change', values: { title: 't'.repeat(101), description: 'd' } });
    actor.send({ type: 'qa.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ title: 'qaTitle.tooLong' });
    expect(sent).toEqual([]);
    actor.send({ type: 'qa.change', values: { title: '  新问题  ' } });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'qa.submit' });
    await settle();
    expect(sent).toEqual([{ title: '新问题', description: 'd' }]);
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
    expect(actor.getSnapshot().context.form.title).toBe('  新问题  ');
    expect(actor.getSnapshot().context.failure).toEqual({ reason: 'rejected', message: 'refused' });
  });
});

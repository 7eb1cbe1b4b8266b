import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, setup } from 'xstate';
import type { SendCodeOutcome, SendCodeRequest } from '../../machines/flow-types';
import { sendCodeMachine, type SendCodeParentEvent } from '../../machines/send-code.machine';
import { VERIFICATION_CODE_RESEND_MS } from '../../src/constants';
import { coverage, done, fail, paths, replayAll } from '../support/walk';

const input = { resendDelayMs: 1_000 };
const request: SendCodeRequest = { account: '13800000009', scene: 'register', captchaKey: 'k1', captchaCode: 'a7k2' };

const events = () => [
  { type: 'code.send', request },
  { type: 'code.cancel' },
  done('sendCode', { kind: 'sent', sentTo: '138****0009' } satisfies SendCodeOutcome),
  done('sendCode', { kind: 'captchaInvalid' } satisfies SendCodeOutcome),
  done('sendCode', { kind: 'failure', message: 'too many requests' } satisfies SendCodeOutcome),
  fail('sendCode'),
];

/** Alone, the child has no parent to tell: the walk leaves its answers unsaid (the rules below hear them). */
const walked = sendCodeMachine.provide({
  actions: { tellSent: () => {}, tellCaptchaRefused: () => {}, tellRefusal: () => {}, tellNetworkFailure: () => {}, tellReady: () => {} },
});

/** A parent that invokes the child (with the answers given) and keeps what it is told. */
function start(answers: Array<SendCodeOutcome | Error>, resendDelayMs = VERIFICATION_CODE_RESEND_MS) {
  const told: SendCodeParentEvent[] = [];
  const calls: SendCodeRequest[] = [];
  const parent = setup({
    types: { events: {} as SendCodeParentEvent, children: {} as { code: 'code' } },
    actors: {
      code: sendCodeMachine.provide({
        actors: {
          sendCode: fromPromise<SendCodeOutcome, SendCodeRequest>(async ({ input: i }) => {
            calls.push(i);
            const answer = answers.shift();
            if (answer === undefined || answer instanceof Error) throw answer ?? new Error('no answer queued');
            return answer;
          }),
        },
      }),
    },
  }).createMachine({
    invoke: { id: 'code', src: 'code', input: { resendDelayMs } },
    on: { '*': { actions: ({ event }) => void told.push(event) } },
  });
  const actor = createActor(parent).start();
  const code = actor.getSnapshot().children.code!;
  const tags = () => [...code.getSnapshot().tags];
  return { code, told, calls, tags };
}
const tick = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

describe('send-code machine', () => {
  it('walks every generated path with full state and transition coverage', async () => {
    const results = await replayAll(walked, paths(walked, { input, events }), { input });
    console.log(`send-code: ${coverage(sendCodeMachine, results).summary}`);
  });

  it('tells its parent each answer: sent (with the recipient), a refused captcha, a refusal, no answer', async () => {
    vi.useFakeTimers({ now: Date.UTC(2024, 0, 15, 9) });
    try {
      const { code, told, calls, tags } = start([
        { kind: 'captchaInvalid' },
        { kind: 'failure', message: 'too many requests' },
        { kind: 'failure' },
        new Error('offline'),
        { kind: 'sent', sentTo: '138****0009' },
      ]);
      expect(tags()).toEqual(['codeIdle']);
      code.send({ type: 'code.send', request });
      expect(tags()).toEqual(['codeSending']);
      await tick();
      expect(calls).toEqual([request]);
      expect(told).toEqual([{ type: 'code.captchaRefused' }]);
      expect(tags()).toEqual(['codeIdle']);
      for (let i = 0; i < 3; i++) {
        code.send({ type: 'code.send', request });
        await tick();
      }
      expect(told.slice(1)).toEqual([
        { type: 'code.failed', failure: { reason: 'rejected', message: 'too many requests' } },
        { type: 'code.failed', failure: { reason: 'rejected' } },
        { type: 'code.failed', failure: { reason: 'network' } },
      ]);
      expect(tags()).toEqual(['codeIdle']);
      code.send({ type: 'code.send', request });
      await tick();
      expect(told.at(-1)).toEqual({ type: 'code.sent', sentTo: '138****0009' });
      expect(tags()).toEqual(['codeCooldown']);
      expect(code.getSnapshot().context).toMatchObject({ request, sentAt: Date.UTC(2024, 0, 15, 9), sentTo: '138****0009' });
      expect(calls).toHaveLength(5);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says "sent" without a recipient when the server names none', async () => {
    vi.useFakeTimers();
    try {
      const { code, told } = start([{ kind: 'sent' }]);
      code.send({ type: 'code.send', request });
      await tick();
      expect(told).toEqual([{ type: 'code.sent', sentTo: null }]);
      expect(code.getSnapshot().context.sentTo).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends the countdown after exactly resendDelayMs, and takes no request until then', async () => {
    vi.useFakeTimers({ now: Date.UTC(2024, 0, 15, 9) });
    try {
      const { code, told, calls, tags } = start([{ kind: 'sent' }, { kind: 'sent' }]);
      code.send({ type: 'code.send', request });
      // A request while one is under way is not taken.
      code.send({ type: 'code.send', request: { ...request, captchaKey: 'k2' } });
      await tick();
      expect(calls).toEqual([request]);
      await tick(VERIFICATION_CODE_RESEND_MS - 1);
      code.send({ type: 'code.send', request });
      expect(tags()).toEqual(['codeCooldown']);
      expect(told).toEqual([{ type: 'code.sent', sentTo: null }]);
      await tick(1);
      expect(tags()).toEqual(['codeIdle']);
      expect(told.at(-1)).toEqual({ type: 'code.ready' });
      expect(calls).toHaveLength(1);
      code.send({ type: 'code.send', request });
      await tick();
      expect(calls).toHaveLength(2);
      expect(code.getSnapshot().context.sentAt).toBe(Date.UTC(2024, 0, 15, 9) + VERIFICATION_CODE_RESEND_MS);
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops on `code.cancel` the answer of a request under way, and the countdown, telling nothing', async () => {
    vi.useFakeTimers();
    try {
      const { code, told, tags } = start([{ kind: 'sent' }, { kind: 'sent' }]);
      code.send({ type: 'code.send', request });
      code.send({ type: 'code.cancel' });
      expect(tags()).toEqual(['codeIdle']);
      await tick();
      expect(told).toEqual([]);
      code.send({ type: 'code.send', request });
      await tick();
      expect(told).toEqual([{ type: 'code.sent', sentTo: null }]);
      code.send({ type: 'code.cancel' });
      expect(tags()).toEqual(['codeIdle']);
      await tick(VERIFICATION_CODE_RESEND_MS);
      expect(told).toEqual([{ type: 'code.sent', sentTo: null }]);
    } finally {
      vi.useRealTimers();
    }
  });
});

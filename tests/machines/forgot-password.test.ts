import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import type {
  Captcha,
  ForgotPasswordForm,
  ResetPasswordOutcome,
  ResetPasswordRequest,
  SendCodeOutcome,
  SendCodeRequest,
} from '../../machines/flow-types';
import { forgotPasswordMachine } from '../../machines/forgot-password.machine';
import { sendCodeMachine } from '../../machines/send-code.machine';
import { checkAccount, hasErrors, normaliseAccount, validateResetPassword, validateSendCode } from '../../machines/validation';
import { VERIFICATION_CODE_RESEND_MS } from '../../src/constants';
import { coverage, done, fail, paths, replayAll } from '../support/walk';

const input = { resendDelayMs: 1_000 };
const captcha: Captcha = { captchaKey: 'k1', image: 'data:image/svg+xml;base64,PHN2Zy8+' };
const valid: ForgotPasswordForm = {
  account: 'investor@demo.test',
  captcha: 'x9p4',
  code: '654321',
  password: 'NewPass2024',
  confirm: 'NewPass2024',
};

const events = () => [
  { type: 'forgotPassword.change', values: valid },
  { type: 'forgotPassword.change', values: { account: 'nobody', password: 'short' } },
  { type: 'forgotPassword.next' },
  { type: 'forgotPassword.back' },
  { type: 'forgotPassword.refreshCaptcha' },
  { type: 'forgotPassword.sendCode' },
  { type: 'forgotPassword.resendCode' },
  { type: 'forgotPassword.submit' },
  done('loadCaptcha', captcha),
  fail('loadCaptcha'),
  { type: 'code.sent', sentTo: null },
  { type: 'code.captchaRefused' },
  { type: 'code.failed', failure: { reason: 'rejected', message: 'too many requests' } },
  { type: 'code.failed', failure: { reason: 'network' } },
  { type: 'code.ready' },
  done('resetPassword', { kind: 'ok' }),
  done('resetPassword', { kind: 'codeInvalid' }),
  done('resetPassword', { kind: 'failure', message: 'system failed, please try again' }),
  fail('resetPassword'),
];

/** The code is cleared when sent, so "typed a code" is a fact worth telling snapshots apart by. */
const serialize = (snapshot: AnyMachineSnapshot) => {
  const { form, limits } = snapshot.context;
  const flags = [
    checkAccount(form.account) === null,
    snapshot.context.codeAccount === normaliseAccount(form.account),
    snapshot.context.codeReady,
    !hasErrors(validateSendCode(form, limits)),
    !hasErrors(validateResetPassword(form, limits)),
  ];
  return `${JSON.stringify(snapshot.value)}|${flags.join(',')}`;
};

interface Fakes {
  captchas?: Array<Captcha | Error>;
  send?: Array<SendCodeOutcome | Error>;
  reset?: Array<ResetPasswordOutcome | Error>;
}
const answer = <T,>(queue: Array<T | Error> | undefined): T => {
  const value = queue?.shift();
  if (value === undefined || value instanceof Error) throw value ?? new Error('no answer queued');
  return value;
};

function start(fakes: Fakes, extra: { account?: string } = {}) {
  const sent: SendCodeRequest[] = [];
  const resets: ResetPasswordRequest[] = [];
  const actor = createActor(
    forgotPasswordMachine.provide({
      actors: {
        loadCaptcha: fromPromise<Captcha, void>(async () => answer(fakes.captchas)),
        code: sendCodeMachine.provide({
          actors: {
            sendCode: fromPromise<SendCodeOutcome, SendCodeRequest>(async ({ input: i }) => (sent.push(i), answer(fakes.send))),
          },
        }),
        resetPassword: fromPromise<ResetPasswordOutcome, ResetPasswordRequest>(async ({ input: i }) => (resets.push(i), answer(fakes.reset))),
      },
    }),
    { input: { resendDelayMs: VERIFICATION_CODE_RESEND_MS, ...extra } },
  ).start();
  return { actor, sent, resets };
}
const tick = (ms = 0) => vi.advanceTimersByTimeAsync(ms);
const tagsOf = (actor: { getSnapshot: () => { tags: Set<string> } }) => [...actor.getSnapshot().tags].sort();
/** Account → image code (typed 'x9p4') → the code sent: the way to the code's entry most cases start with. */
async function toCodeEntry(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'forgotPassword.next' });
  await tick();
  actor.send({ type: 'forgotPassword.change', values: { captcha: 'x9p4' } });
  actor.send({ type: 'forgotPassword.sendCode' });
  await tick();
}

describe('forgot-password machine', () => {
  it('walks every generated path with full state and transition coverage', async () => {
    const walked = paths(forgotPasswordMachine, { input, events, serialize });
    const results = await replayAll(forgotPasswordMachine, walked, { input });
    const c = coverage(forgotPasswordMachine, results);
    console.log(`forgot-password: ${c.summary}`);
  });

  it('goes account → captcha → code → new password → done, with a 60 s resend countdown', async () => {
    vi.useFakeTimers();
    try {
      const { actor, sent, resets } = start(
        { captchas: [captcha, { ...captcha, captchaKey: 'k2' }], send: [{ kind: 'sent' }, { kind: 'sent' }], reset: [{ kind: 'ok' }] },
        { account: 'investor@demo.test' },
      );
      expect(tagsOf(actor)).toEqual(['account']);
      actor.send({ type: 'forgotPassword.next' });
      expect(tagsOf(actor)).toEqual(['captcha', 'captchaLoading']);
      await tick();
      actor.send({ type: 'forgotPassword.change', values: { captcha: 'x9p4' } });
      actor.send({ type: 'forgotPassword.sendCode' });
      expect(tagsOf(actor)).toEqual(['captcha', 'codeSending']);
      await tick();
      expect(sent[0]).toEqual({ account: 'investor@demo.test', scene: 'forgotPassword', captchaKey: 'k1', captchaCode: 'x9p4' });
      expect(tagsOf(actor)).toEqual(['codeCooldown', 'newPassword']);
      actor.send({ type: 'forgotPassword.resendCode' });
      expect(actor.getSnapshot().hasTag('newPassword')).toBe(true);
      await tick(VERIFICATION_CODE_RESEND_MS);
      expect(tagsOf(actor)).toEqual(['canResend', 'newPassword']);
      // A resend goes through a new captcha; the new password typed so far stays.
      actor.send({ type: 'forgotPassword.change', values: { password: valid.password } });
      actor.send({ type: 'forgotPassword.resendCode' });
      await tick();
      expect(actor.getSnapshot().context.form.captcha).toBe('');
      actor.send({ type: 'forgotPassword.change', values: { captcha: 'q2w3' } });
      actor.send({ type: 'forgotPassword.sendCode' });
      await tick();
      expect(sent[1]).toMatchObject({ captchaKey: 'k2', captchaCode: 'q2w3' });
      actor.send({ type: 'forgotPassword.change', values: { code: '654321', confirm: valid.password } });
      actor.send({ type: 'forgotPassword.submit' });
      await tick();
      expect(resets).toEqual([{ account: 'investor@demo.test', verificationCode: '654321', password: 'NewPass2024' }]);
      expect(tagsOf(actor)).toEqual(['done']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a refused captcha or code request brings a new image (the request spent the old one); the other inputs stay', async () => {
    vi.useFakeTimers();
    try {
      const images = ['k2', 'k3', 'k4'].map((captchaKey) => ({ ...captcha, captchaKey }));
      const { actor, sent } = start(
        { captchas: [captcha, ...images], send: [{ kind: 'captchaInvalid' }, { kind: 'failure', message: 'too many requests' }, new Error('offline')] },
        { account: 'investor@demo.test' },
      );
      actor.send({ type: 'forgotPassword.next' });
      await tick();
      actor.send({ type: 'forgotPassword.change', values: { captcha: 'x9p4', password: valid.password } });
      actor.send({ type: 'forgotPassword.sendCode' });
      await tick();
      expect(tagsOf(actor)).toEqual(['captcha', 'captchaReady']);
      expect(actor.getSnapshot().context).toMatchObject({ captcha: images[0], errors: { captcha: 'captcha.invalid' } });
      expect(actor.getSnapshot().context.form).toMatchObject({ account: 'investor@demo.test', captcha: '', password: valid.password });
      actor.send({ type: 'forgotPassword.change', values: { captcha: 'q2w3' } });
      actor.send({ type: 'forgotPassword.sendCode' });
      await tick();
      // Refused (too many requests): the reason shows, beside a new image to type.
      expect(tagsOf(actor)).toEqual(['captcha', 'captchaReady']);
      expect(actor.getSnapshot().context).toMatchObject({ captcha: images[1], failure: { reason: 'rejected', message: 'too many requests' } });
      expect(actor.getSnapshot().context.form.captcha).toBe('');
      actor.send({ type: 'forgotPassword.change', values: { captcha: 'e4r5' } });
      actor.send({ type: 'forgotPassword.sendCode' });
      await tick();
      expect(actor.getSnapshot().context).toMatchObject({ captcha: images[2], failure: { reason: 'network' } });
      expect(actor.getSnapshot().context.form).toMatchObject({ account: 'investor@demo.test', captcha: '', password: valid.password });
      expect(sent.map((r) => r.captchaKey)).toEqual(['k1', 'k2', 'k3']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('going back to the account keeps the code: the same account returns to its entry, countdown and all', async () => {
    vi.useFakeTimers();
    try {
      const { actor, sent } = start({ captchas: [captcha], send: [{ kind: 'sent', sentTo: '138****0001' }] }, { account: '13800000001' });
      await toCodeEntry(actor);
      actor.send({ type: 'forgotPassword.change', values: { code: '123456' } });
      await tick(1_000);
      actor.send({ type: 'forgotPassword.back' });
      expect(tagsOf(actor)).toEqual(['account']);
      // The same account (typed again, with spaces): no new captcha, no new code, the code typed so far still there.
      actor.send({ type: 'forgotPassword.change', values: { account: ' 13800000001 ' } });
      actor.send({ type: 'forgotPassword.next' });
      expect(tagsOf(actor)).toEqual(['codeCooldown', 'newPassword']);
      expect(actor.getSnapshot().context).toMatchObject({ codeSentTo: '138****0001', form: { code: '123456' } });
      expect(sent).toHaveLength(1);
      // The countdown ran on while the account was on screen: back at the entry once it is over, a resend is offered.
      actor.send({ type: 'forgotPassword.back' });
      await tick(VERIFICATION_CODE_RESEND_MS);
      actor.send({ type: 'forgotPassword.next' });
      expect(tagsOf(actor)).toEqual(['canResend', 'newPassword']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('another account drops the last code: its own goes out at once, through a new captcha, and counts down anew', async () => {
    vi.useFakeTimers();
    try {
      const { actor, sent } = start(
        { captchas: [captcha, { ...captcha, captchaKey: 'k2' }], send: [{ kind: 'sent' }, { kind: 'sent' }] },
        { account: 'investor@demo.test' },
      );
      await toCodeEntry(actor);
      expect(tagsOf(actor)).toEqual(['codeCooldown', 'newPassword']);
      await tick(1_000);
      actor.send({ type: 'forgotPassword.back' });
      actor.send({ type: 'forgotPassword.change', values: { account: '13800000001' } });
      actor.send({ type: 'forgotPassword.next' });
      expect(actor.getSnapshot().context).toMatchObject({ codeSentAt: null, codeSentTo: null, codeAccount: null });
      await tick();
      actor.send({ type: 'forgotPassword.change', values: { captcha: 'q2w3' } });
      actor.send({ type: 'forgotPassword.sendCode' });
      await tick();
      expect(sent[1]).toEqual({ account: '13800000001', scene: 'forgotPassword', captchaKey: 'k2', captchaCode: 'q2w3' });
      expect(tagsOf(actor)).toEqual(['codeCooldown', 'newPassword']);
      await tick(VERIFICATION_CODE_RESEND_MS - 1);
      expect(tagsOf(actor)).toEqual(['codeCooldown', 'newPassword']);
      await tick(1);
      expect(tagsOf(actor)).toEqual(['canResend', 'newPassword']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a code that answers after the user went back is still that account’s', async () => {
    vi.useFakeTimers();
    try {
      let answer!: (outcome: SendCodeOutcome) => void;
      const actor = createActor(
        forgotPasswordMachine.provide({
          actors: {
            loadCaptcha: fromPromise<Captcha, void>(async () => captcha),
            code: sendCodeMachine.provide({
              actors: { sendCode: fromPromise<SendCodeOutcome, SendCodeRequest>(() => new Promise((resolve) => (answer = resolve))) },
            }),
          },
        }),
        { input: { resendDelayMs: VERIFICATION_CODE_RESEND_MS, account: 'investor@demo.test' } },
      ).start();
      actor.send({ type: 'forgotPassword.next' });
      await tick();
      actor.send({ type: 'forgotPassword.change', values: { captcha: 'x9p4' } });
      actor.send({ type: 'forgotPassword.sendCode' });
      actor.send({ type: 'forgotPassword.back' });
      answer({ kind: 'sent' });
      await tick();
      expect(tagsOf(actor)).toEqual(['account']);
      actor.send({ type: 'forgotPassword.next' });
      expect(tagsOf(actor)).toEqual(['codeCooldown', 'newPassword']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses to go on with an invalid account and shows its key', () => {
    const { actor } = start({});
    actor.send({ type: 'forgotPassword.next' });
    expect(actor.getSnapshot().context.errors).toEqual({ account: 'account.required' });
    actor.send({ type: 'forgotPassword.change', values: { account: '12345' } });
    actor.send({ type: 'forgotPassword.next' });
    expect(actor.getSnapshot().context.errors).toEqual({ account: 'account.format' });
    expect(actor.getSnapshot().hasTag('account')).toBe(true);
  });

  it('keeps the inputs after a refused code, a server refusal and a network failure', async () => {
    vi.useFakeTimers();
    try {
      const { actor } = start({
        captchas: [captcha],
        send: [{ kind: 'sent' }],
        reset: [{ kind: 'codeInvalid' }, { kind: 'failure', message: 'system failed, please try again' }, new Error('offline')],
      });
      actor.send({ type: 'forgotPassword.change', values: valid });
      await toCodeEntry(actor);
      actor.send({ type: 'forgotPassword.change', values: { code: '000000' } });
      const typed = actor.getSnapshot().context.form;
      actor.send({ type: 'forgotPassword.submit' });
      await tick();
      expect(actor.getSnapshot().context.errors).toEqual({ code: 'code.invalid' });
      expect(actor.getSnapshot().context.form).toEqual(typed);
      actor.send({ type: 'forgotPassword.submit' });
      await tick();
      expect(actor.getSnapshot().context.failure).toEqual({ reason: 'rejected', message: 'system failed, please try again' });
      actor.send({ type: 'forgotPassword.submit' });
      await tick();
      expect(actor.getSnapshot().context.failure).toEqual({ reason: 'network' });
      expect(actor.getSnapshot().context.form).toEqual(typed);
      expect(actor.getSnapshot().hasTag('newPassword')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('checks the new password and its confirmation before resetting', async () => {
    vi.useFakeTimers();
    try {
      const { actor, resets } = start({ captchas: [captcha], send: [{ kind: 'sent' }] }, { account: '13800000001' });
      await toCodeEntry(actor);
      actor.send({ type: 'forgotPassword.change', values: { password: '12345678', confirm: '1234567' } });
      actor.send({ type: 'forgotPassword.submit' });
      expect(actor.getSnapshot().context.errors).toEqual({
        code: 'code.required',
        password: 'password.mix',
        confirm: 'confirm.mismatch',
      });
      expect(resets).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});

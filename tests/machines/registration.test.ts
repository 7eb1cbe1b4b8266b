import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import type {
  Captcha,
  RegisterOutcome,
  RegisterRequest,
  RegistrationForm,
  SendCodeOutcome,
  SendCodeRequest,
} from '../../machines/flow-types';
import { registrationMachine } from '../../machines/registration.machine';
import { sendCodeMachine } from '../../machines/send-code.machine';
import { hasErrors, validateRegistration, validateSendCode } from '../../machines/validation';
import { VERIFICATION_CODE_RESEND_MS } from '../../src/constants';
import { coverage, done, fail, paths, replayAll } from '../support/walk';

const input = { resendDelayMs: 1_000 };
const captcha: Captcha = { captchaKey: 'k1', image: 'data:image/svg+xml;base64,PHN2Zy8+' };
const valid: RegistrationForm = {
  account: 'new.investor@demo.test',
  name: '王小明',
  password: 'Harbour2024',
  confirm: 'Harbour2024',
  captcha: 'a7k2',
  code: '123456',
  agreed: true,
};
const okOutcome: RegisterOutcome = { kind: 'ok', onetimeToken: 'ott', userId: 'u9', userName: '王小明', equipmentId: 'e1' };

const events = () => [
  ...(['individual', 'partner', 'institution'] as const).map((identity) => ({ type: 'registration.chooseIdentity', identity })),
  { type: 'registration.back' },
  { type: 'registration.change', values: valid },
  { type: 'registration.change', values: { account: 'not-an-account' } },
  { type: 'registration.refreshCaptcha' },
  { type: 'registration.sendCode' },
  { type: 'registration.submit' },
  done('loadCaptcha', captcha),
  fail('loadCaptcha'),
  { type: 'code.sent', sentTo: null },
  { type: 'code.captchaRefused' },
  { type: 'code.failed', failure: { reason: 'rejected', message: 'too many requests' } },
  { type: 'code.failed', failure: { reason: 'network' } },
  done('register', okOutcome),
  done('register', { kind: 'rejected', statusMsg: '该账号已注册' }),
  fail('register'),
];

const serialize = (snapshot: AnyMachineSnapshot) => {
  const { form, limits } = snapshot.context;
  const sendable = !hasErrors(validateSendCode(form, limits));
  const submittable = !hasErrors(validateRegistration(form, limits));
  return `${JSON.stringify(snapshot.value)}|${sendable}|${submittable}`;
};

interface Fakes {
  captchas?: Array<Captcha | Error>;
  send?: Array<SendCodeOutcome | Error>;
  register?: Array<RegisterOutcome | Error>;
}
const answer = <T,>(queue: Array<T | Error> | undefined): T => {
  const value = queue?.shift();
  if (value === undefined || value instanceof Error) throw value ?? new Error('no answer queued');
  return value;
};

function start(fakes: Fakes, resendDelayMs = VERIFICATION_CODE_RESEND_MS) {
  const sent: SendCodeRequest[] = [];
  const registered: RegisterRequest[] = [];
  const actor = createActor(
    registrationMachine.provide({
      actors: {
        loadCaptcha: fromPromise<Captcha, void>(async () => answer(fakes.captchas)),
        code: sendCodeMachine.provide({
          actors: {
            sendCode: fromPromise<SendCodeOutcome, SendCodeRequest>(async ({ input: i }) => (sent.push(i), answer(fakes.send))),
          },
        }),
        register: fromPromise<RegisterOutcome, RegisterRequest>(async ({ input: i }) => (registered.push(i), answer(fakes.register))),
      },
    }),
    { input: { resendDelayMs } },
  ).start();
  /** The form's code child: sending, counting down, idle. */
  const code = () => actor.getSnapshot().children.code!.getSnapshot();
  return { actor, code, sent, registered };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('registration machine', () => {
  it('walks every generated path with full state and transition coverage', async () => {
    const walked = paths(registrationMachine, { input, events, serialize });
    const results = await replayAll(registrationMachine, walked, { input });
    const c = coverage(registrationMachine, results);
    console.log(`registration: ${c.summary}`);
  });

  it('tells institutions to contact their advisor, without a form', () => {
    const { actor } = start({});
    expect(actor.getSnapshot().hasTag('identity')).toBe(true);
    actor.send({ type: 'registration.chooseIdentity', identity: 'institution' });
    expect(actor.getSnapshot().hasTag('institution')).toBe(true);
    expect(actor.getSnapshot().hasTag('form')).toBe(false);
    actor.send({ type: 'registration.back' });
    expect(actor.getSnapshot().hasTag('identity')).toBe(true);
  });

  it('sends the code only with a valid account and the captcha typed, then counts down 60 s before a resend', async () => {
    const { actor, code, sent } = start({ captchas: [captcha], send: [{ kind: 'sent', sentTo: '138****0009' }] });
    actor.send({ type: 'registration.chooseIdentity', identity: 'individual' });
    expect(actor.getSnapshot().hasTag('captchaLoading')).toBe(true);
    await settle();
    expect(actor.getSnapshot().context.captcha).toEqual(captcha);
    actor.send({ type: 'registration.sendCode' });
    expect(actor.getSnapshot().context.errors).toEqual({ account: 'account.required', captcha: 'captcha.required' });
    actor.send({ type: 'registration.change', values: { account: '138 0000 0009', captcha: ' a7k2 ' } });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'registration.sendCode' });
    // The child takes the request at once: the send button's click guard reads it right after the press.
    expect(code().hasTag('codeSending')).toBe(true);
    await settle();
    expect(sent).toEqual([{ account: '13800000009', scene: 'register', captchaKey: 'k1', captchaCode: 'a7k2' }]);
    expect(code().hasTag('codeCooldown')).toBe(true);
    expect(actor.getSnapshot().context.codeSentTo).toBe('138****0009');
    expect(actor.getSnapshot().context.resendDelayMs).toBe(60_000);
  });

  it('lets the user resend only when the 60 s countdown is over (fake timers)', async () => {
    vi.useFakeTimers({ now: Date.UTC(2024, 0, 15, 9) });
    try {
      const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);
      const { actor, code, sent } = start({ captchas: [captcha], send: [{ kind: 'sent' }, { kind: 'sent' }] });
      actor.send({ type: 'registration.chooseIdentity', identity: 'partner' });
      await tick(0);
      actor.send({ type: 'registration.change', values: valid });
      actor.send({ type: 'registration.sendCode' });
      await tick(0);
      expect(code().hasTag('codeCooldown')).toBe(true);
      expect(actor.getSnapshot().context.codeSentAt).toBe(Date.UTC(2024, 0, 15, 9));
      await tick(VERIFICATION_CODE_RESEND_MS - 1);
      actor.send({ type: 'registration.sendCode' });
      expect(sent).toHaveLength(1);
      await tick(1);
      expect(code().hasTag('codeIdle')).toBe(true);
      actor.send({ type: 'registration.sendCode' });
      await tick(0);
      expect(sent).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a refused captcha loads a new image and asks for its text again', async () => {
    const fresh = { ...captcha, captchaKey: 'k2' };
    const { actor } = start({ captchas: [captcha, fresh], send: [{ kind: 'captchaInvalid' }] });
    actor.send({ type: 'registration.chooseIdentity', identity: 'individual' });
    await settle();
    actor.send({ type: 'registration.change', values: valid });
    actor.send({ type: 'registration.sendCode' });
    await settle();
    const { context } = actor.getSnapshot();
    expect(context.captcha).toEqual(fresh);
    expect(context.form.captcha).toBe('');
    expect(context.errors).toEqual({ captcha: 'captcha.invalid' });
    expect(context.form.account).toBe(valid.account);
  });

  it('a refused or lost code request shows why, brings a new image (the request spent the old one) and keeps the other inputs', async () => {
    const images = ['k2', 'k3'].map((captchaKey) => ({ ...captcha, captchaKey }));
    const { actor, code, sent } = start({ captchas: [captcha, ...images], send: [{ kind: 'failure', message: 'too many requests' }, new Error('offline')] });
    actor.send({ type: 'registration.chooseIdentity', identity: 'individual' });
    await settle();
    actor.send({ type: 'registration.change', values: valid });
    actor.send({ type: 'registration.sendCode' });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ failure: { reason: 'rejected', message: 'too many requests' }, captcha: images[0] });
    expect(actor.getSnapshot().context.form).toEqual({ ...valid, captcha: '' });
    expect(code().hasTag('codeIdle')).toBe(true);
    actor.send({ type: 'registration.change', values: { captcha: 'q2w3' } });
    actor.send({ type: 'registration.sendCode' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ failure: { reason: 'network' }, captcha: images[1] });
    expect(actor.getSnapshot().context.form).toEqual({ ...valid, captcha: '' });
    expect(actor.getSnapshot().context.codeSentAt).toBeNull();
    expect(sent.map((r) => r.captchaKey)).toEqual(['k1', 'k2']);
    // Another identity chosen: the form starts afresh, without the last attempt's refusal.
    actor.send({ type: 'registration.back' });
    actor.send({ type: 'registration.chooseIdentity', identity: 'partner' });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('a code’s countdown outlives a change of identity: the form comes back with the code still counting down', async () => {
    vi.useFakeTimers();
    try {
      const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);
      const { actor, code, sent } = start({ captchas: [captcha, { ...captcha, captchaKey: 'k2' }], send: [{ kind: 'sent' }] });
      actor.send({ type: 'registration.chooseIdentity', identity: 'individual' });
      await tick(0);
      actor.send({ type: 'registration.change', values: valid });
      actor.send({ type: 'registration.sendCode' });
      await tick(0);
      await tick(10_000);
      actor.send({ type: 'registration.back' });
      actor.send({ type: 'registration.chooseIdentity', identity: 'partner' });
      await tick(0);
      expect(code().hasTag('codeCooldown')).toBe(true);
      expect(actor.getSnapshot().context.form).toMatchObject({ account: valid.account, name: valid.name });
      actor.send({ type: 'registration.change', values: { captcha: 'q2w3' } });
      actor.send({ type: 'registration.sendCode' });
      expect(sent).toHaveLength(1);
      await tick(VERIFICATION_CODE_RESEND_MS - 10_000);
      expect(code().hasTag('codeIdle')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('checks the form before submitting: name, password 8-20 letters and digits, confirm, captcha (no code yet), code, terms', async () => {
    const { actor, registered } = start({ captchas: [captcha] });
    actor.send({ type: 'registration.chooseIdentity', identity: 'individual' });
    actor.send({ type: 'registration.change', values: { account: 'a@b.test', password: 'abcdefgh', confirm: 'abcdefgX' } });
    actor.send({ type: 'registration.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      name: 'name.required',
      password: 'password.mix',
      confirm: 'confirm.mismatch',
      captcha: 'captcha.required',
      code: 'code.required',
      agreed: 'terms.required',
    });
    expect(registered).toEqual([]);
  });

  it('status ≠ 0 shows the server statusMsg and keeps every input; status 0 outputs the one-time token', async () => {
    const { actor, registered } = start({
      captchas: [captcha],
      register: [{ kind: 'rejected', statusMsg: '该账号已注册' }, new Error('offline'), okOutcome],
    });
    actor.send({ type: 'registration.chooseIdentity', identity: 'partner' });
    await settle();
    actor.send({ type: 'registration.change', values: valid });
    actor.send({ type: 'registration.submit' });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    await settle();
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
    expect(actor.getSnapshot().context.failure).toEqual({ reason: 'rejected', message: '该账号已注册' });
    expect(actor.getSnapshot().context.form).toEqual(valid);
    actor.send({ type: 'registration.submit' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    await settle();
    expect(actor.getSnapshot().context.failure).toEqual({ reason: 'network' });
    expect(actor.getSnapshot().context.form).toEqual(valid);
    actor.send({ type: 'registration.submit' });
    await settle();
    expect(registered[0]).toEqual({
      identityType: 3,
      account: 'new.investor@demo.test',
      userName: '王小明',
      password: 'Harbour2024',
      verificationCode: '123456',
      agreeTerms: true,
    });
    expect(actor.getSnapshot().hasTag('done')).toBe(true);
    expect(actor.getSnapshot().output).toEqual({
      identity: 'partner',
      onetimeToken: 'ott',
      userId: 'u9',
      userName: '王小明',
      equipmentId: 'e1',
    });
  });
});

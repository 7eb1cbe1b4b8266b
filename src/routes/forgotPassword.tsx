import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { forgotPasswordMachine } from '../../machines/forgot-password.machine';
import { ForgotPasswordScreen } from '../screens/onboarding/forgot-password-screen';
import { VERIFICATION_CODE_RESEND_MS } from '../constants';
import { forgotPasswordActors } from '../actors/onboarding';
import { switchPublicLanguage } from '../app/language';
import { sendAccepted } from '../app/onboarding';

// /forgotPassword: the forgot-password machine; the account typed on /login is the prefill.
export const Route = createFileRoute('/forgotPassword')({ component: ForgotPasswordPage });

function ForgotPasswordPage() {
  const { loginFlow } = Route.useRouteContext();
  const navigate = useNavigate();
  const [snapshot, send, actor] = useMachine(forgotPasswordMachine.provide({ actors: forgotPasswordActors }), {
    input: { resendDelayMs: VERIFICATION_CODE_RESEND_MS, account: loginFlow.snapshot()?.context.account ?? '' },
  });
  const { context } = snapshot;
  const tag = (name: Parameters<typeof snapshot.hasTag>[0]) => snapshot.hasTag(name);
  const state = tag('done') ? 'done' : tag('account') ? 'account' : tag('captcha') ? 'captcha' : 'reset';
  return (
    <ForgotPasswordScreen
      state={state}
      values={context.form}
      errors={context.errors}
      captcha={{
        status: tag('captchaReady') || tag('codeSending') ? 'ready' : tag('captchaFailed') ? 'failed' : 'loading',
        image: context.captcha?.image ?? null,
      }}
      sendingCode={tag('codeSending')}
      resend={{ status: tag('canResend') ? 'ready' : 'cooldown', sentAt: context.codeSentAt }}
      resendDelayMs={context.resendDelayMs}
      submitting={tag('submitting')}
      serverMessage={context.serverMessage}
      networkError={context.networkError}
      onChange={(values) => send({ type: 'forgotPassword.change', values })}
      onNext={() => sendAccepted(actor, { type: 'forgotPassword.next' }, 'captcha')}
      onBack={() => send({ type: 'forgotPassword.back' })}
      onRefreshCaptcha={() => send({ type: 'forgotPassword.refreshCaptcha' })}
      onSendCode={() => sendAccepted(actor, { type: 'forgotPassword.sendCode' }, 'codeSending')}
      onResendCode={() => sendAccepted(actor, { type: 'forgotPassword.resendCode' }, 'captcha')}
      onSubmit={() => sendAccepted(actor, { type: 'forgotPassword.submit' }, 'submitting')}
      onLogin={() => void navigate({ to: '/login' })}
      onLocaleChange={(locale) => void switchPublicLanguage(locale)}
    />
  );
}

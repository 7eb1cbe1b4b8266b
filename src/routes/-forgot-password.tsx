/** The forgotten-password page (/forgotPassword, src/flows/password-reset.ts). Not a route itself. */
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { ForgotPasswordScreen } from '../screens/onboarding/forgot-password-screen';
import { switchPublicLanguage } from '../flows/language';
import { failureText } from '../flows/failure';
import { sendAccepted } from '../flows/machine-view';
import { useLingui } from '@lingui/react';
import { useForgotPassword } from '../flows/password-reset';

export function ForgotPasswordPage() {
  const { session } = useRouteContext({ from: '/forgotPassword' });
  const { i18n } = useLingui();
  const navigate = useNavigate();
  // The account last tried on /login is the prefill.
  const [snapshot, send, actor] = useForgotPassword(session.getSnapshot().children.login?.getSnapshot().context.account ?? '');
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
      resend={{ status: tag('canResend') ? 'ready' : 'cooldown', sentAt: context.codeSentAt, sentTo: context.codeSentTo }}
      resendDelayMs={context.resendDelayMs}
      submitting={tag('submitting')}
      error={failureText(context.failure, i18n)}
      onChange={(values) => send({ type: 'forgotPassword.change', values })}
      onNext={() => {
        // Taken when the page moved on: to the captcha, or straight to the entry of a code this account already has.
        send({ type: 'forgotPassword.next' });
        return !actor.getSnapshot().hasTag('account');
      }}
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

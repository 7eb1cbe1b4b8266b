/**
 * The registration page (/register, src/flows/registration.ts): status 0 hands the machine's onetime token to the
 * session's way in, whose next page is /binding. Not a route itself.
 */
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { RegistrationScreen, type RegistrationState } from '../screens/onboarding/registration-screen';
import { switchPublicLanguage } from '../flows/language';
import { continueToBinding } from '../flows/onboarding';
import { failureText } from '../flows/failure';
import { firstTag, sendAccepted } from '../flows/machine-view';
import { useLingui } from '@lingui/react';
import { currentLocale, toLanguageType } from '../i18n';
import { useRegistration } from '../flows/registration';

const STATES: RegistrationState[] = ['identity', 'institution', 'form', 'done'];

export function RegisterPage() {
  const { session } = useRouteContext({ from: '/register' });
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [snapshot, send, actor] = useRegistration();
  const { context } = snapshot;
  const tag = (name: Parameters<typeof snapshot.hasTag>[0]) => snapshot.hasTag(name);
  // The form's code child: sending, counting down to a resend, or idle; a form opened again after a code was sent
  // still offers a resend.
  const code = useSelector(snapshot.children.code, (child) => child);
  return (
    <RegistrationScreen
      state={firstTag(snapshot, STATES, 'identity')}
      identity={context.identity}
      values={context.form}
      errors={context.errors}
      captcha={{
        status: tag('captchaReady') ? 'ready' : tag('captchaFailed') ? 'failed' : 'loading',
        image: context.captcha?.image ?? null,
      }}
      code={{
        status: code?.hasTag('codeSending') ? 'sending' : code?.hasTag('codeCooldown') ? 'cooldown' : 'idle',
        sentAt: code?.context.sentAt ?? context.codeSentAt,
        sentTo: context.codeSentTo,
      }}
      resendDelayMs={context.resendDelayMs}
      submitting={tag('submitting')}
      error={failureText(context.failure, i18n)}
      onChooseIdentity={(identity) => send({ type: 'registration.chooseIdentity', identity })}
      onBack={() => send({ type: 'registration.back' })}
      onChange={(values) => send({ type: 'registration.change', values })}
      onRefreshCaptcha={() => send({ type: 'registration.refreshCaptcha' })}
      onSendCode={() => sendAccepted(actor, { type: 'registration.sendCode' }, 'codeSending')}
      onSubmit={() => sendAccepted(actor, { type: 'registration.submit' }, 'submitting')}
      onContinue={() => snapshot.output && void continueToBinding(session, snapshot.output, toLanguageType(currentLocale()))}
      onLogin={() => void navigate({ to: '/login' })}
      onLocaleChange={(locale) => void switchPublicLanguage(locale)}
    />
  );
}

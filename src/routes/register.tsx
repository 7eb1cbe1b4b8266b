import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { registrationMachine } from '../../machines/registration.machine';
import { RegistrationScreen, type RegistrationState } from '../screens/onboarding/registration-screen';
import { VERIFICATION_CODE_RESEND_MS } from '../constants';
import { registrationActors } from '../actors/onboarding';
import { switchPublicLanguage } from '../app/language';
import { continueToBinding, firstTag, sendAccepted } from '../app/onboarding';

// /register: the registration machine; status 0 hands its onetime token to the login flow, whose gate is /binding.
export const Route = createFileRoute('/register')({ component: RegisterPage });

const STATES: RegistrationState[] = ['identity', 'institution', 'form', 'done'];

function RegisterPage() {
  const { loginFlow } = Route.useRouteContext();
  const navigate = useNavigate();
  const [snapshot, send, actor] = useMachine(registrationMachine.provide({ actors: registrationActors }), {
    input: { resendDelayMs: VERIFICATION_CODE_RESEND_MS },
  });
  const { context } = snapshot;
  const tag = (name: Parameters<typeof snapshot.hasTag>[0]) => snapshot.hasTag(name);
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
      code={{ status: tag('codeSending') ? 'sending' : tag('codeCooldown') ? 'cooldown' : 'idle', sentAt: context.codeSentAt }}
      resendDelayMs={context.resendDelayMs}
      submitting={tag('submitting')}
      serverMessage={context.serverMessage}
      networkError={context.networkError}
      onChooseIdentity={(identity) => send({ type: 'registration.chooseIdentity', identity })}
      onBack={() => send({ type: 'registration.back' })}
      onChange={(values) => send({ type: 'registration.change', values })}
      onRefreshCaptcha={() => send({ type: 'registration.refreshCaptcha' })}
      onSendCode={() => sendAccepted(actor, { type: 'registration.sendCode' }, 'codeSending')}
      onSubmit={() => sendAccepted(actor, { type: 'registration.submit' }, 'submitting')}
      onContinue={() => snapshot.output && continueToBinding(loginFlow, snapshot.output)}
      onLogin={() => void navigate({ to: '/login' })}
      onLocaleChange={(locale) => void switchPublicLanguage(locale)}
    />
  );
}

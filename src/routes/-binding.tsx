/**
 * The binding page (/binding, src/flows/binding.ts): the session's way-in child, whose bind with a session goes on
 * through the post-login check into the client area; or, for a signed-in user adding a binding, a run of its own.
 * Not a route itself.
 */
import { useState } from 'react';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react';
import { BindingScreen, type BindingState } from '../screens/onboarding/binding-screen';
import { PartnerExpiryScreen } from '../screens/onboarding/partner-expiry-screen';
import { switchPublicLanguage } from '../flows/language';
import { useBackToLogin, useBindingChild } from '../flows/onboarding';
import { bindingFailureText, useOwnBinding, type BindingActor, type BindingTag } from '../flows/binding';
import { failureText } from '../flows/failure';
import { firstTag, sendAccepted } from '../flows/machine-view';

const STATES: BindingState[] = ['chooseKind', 'editing', 'submitting', 'success', 'done', 'underReview', 'hasProducts', 'conflictDomesticOffshore', 'alreadySubmitted', 'alreadyPartner'];
const OVERWRITE = ['askOverwrite', 'overwriting'] as const satisfies readonly BindingTag[];

export function BindingRoute() {
  const { session } = useRouteContext({ from: '/binding' });
  const child = useBindingChild(session);
  const [run, setRun] = useState(0);
  if (child) return <BindingPage actor={child} onRestart={() => session.send({ type: 'session.bindAgain' })} />;
  // Choosing the investor type again starts a new run of the page's own machine (the page remounts it).
  return <OwnBinding key={run} onRestart={() => setRun((n) => n + 1)} />;
}

function OwnBinding({ onRestart }: { onRestart: () => void }) {
  return <BindingPage actor={useOwnBinding()} onRestart={onRestart} />;
}

function BindingPage({ actor, onRestart }: { actor: BindingActor; onRestart: () => void }) {
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const { session } = useRouteContext({ from: '/binding' });
  const signedIn = useSelector(session, (s) => s.hasTag('authenticated'));
  const backToLogin = useBackToLogin(session);
  const snapshot = useSelector(actor, (s) => s);
  const send = actor.send;
  const { context } = snapshot;
  const onLocaleChange = (locale: 'zh-CN' | 'en') => void switchPublicLanguage(locale);
  // "Use this mobile number and overwrite the old one?" is the same question partner expiry asks.
  const overwrite = OVERWRITE.find((tag) => snapshot.hasTag(tag));
  if (overwrite) {
    return (
      <PartnerExpiryScreen
        state={overwrite}
        proposedMobile={context.form.mobile}
        error={failureText(context.failure, i18n)}
        onConfirmOverwrite={() => sendAccepted(actor, { type: 'binding.confirmOverwrite' }, 'overwriting')}
        onDeclineOverwrite={() => send({ type: 'binding.declineOverwrite' })}
        onSend={() => false}
        onResend={() => false}
        onRequestAgain={backToLogin}
        onBackToLogin={backToLogin}
        onLocaleChange={onLocaleChange}
      />
    );
  }
  return (
    <BindingScreen
      state={firstTag(snapshot, STATES, 'chooseKind')}
      kind={context.kind}
      values={context.form}
      errors={context.errors}
      error={bindingFailureText(context.failure, i18n)}
      bound={context.bound}
      reviewBusinessDays={context.reviewBusinessDays}
      onChoose={(kind) => send({ type: 'binding.choose', kind })}
      onChange={(values) => send({ type: 'binding.change', values })}
      onSubmit={() => sendAccepted(actor, { type: 'binding.submit' }, 'submitting')}
      onBack={() => send({ type: 'binding.back' })}
      onContinue={() => send({ type: 'binding.continue' })}
      onDone={() => send({ type: 'binding.done' })}
      signedIn={signedIn}
      onGoToSettings={() => void navigate({ href: '/settingPath' })}
      onChooseAgain={onRestart}
      onBackToLogin={backToLogin}
      onLocaleChange={onLocaleChange}
    />
  );
}

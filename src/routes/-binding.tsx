/**
 * The binding page (/binding, src/flows/binding.ts): a success with a session goes through the post-login check into
 * the client area. Not a route itself.
 */
import { useState } from 'react';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { BindingScreen, type BindingState } from '../screens/onboarding/binding-screen';
import { PartnerExpiryScreen } from '../screens/onboarding/partner-expiry-screen';
import { switchPublicLanguage } from '../app/language';
import { finishBinding, firstTag, onboardingDeps, sendAccepted, useWhenDone } from '../app/onboarding';
import { useLingui } from '@lingui/react';
import { bindingFailureText, useBinding, type BindingOutput, type BindingTag } from '../flows/binding';

const STATES: BindingState[] = ['chooseKind', 'editing', 'submitting', 'success', 'done', 'underReview', 'hasProducts', 'conflictDomesticOffshore', 'alreadySubmitted', 'alreadyPartner'];
const OVERWRITE = ['askOverwrite', 'overwriting'] as const satisfies readonly BindingTag[];

/** Choosing the investor type again starts a new run of the binding machine (the page remounts it). */
export function BindingRoute() {
  const [run, setRun] = useState(0);
  return <BindingPage key={run} onRestart={() => setRun((n) => n + 1)} />;
}

function BindingPage({ onRestart }: { onRestart: () => void }) {
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const routeContext = useRouteContext({ from: '/binding' });
  const signedIn = useSelector(routeContext.session, (s) => s.hasTag('authenticated'));
  const deps = onboardingDeps(routeContext, (to) => void navigate({ to }));
  const [snapshot, send, actor] = useBinding();
  // Only "done" enters the account. A refusal after an earlier success of the same run (continue adding → the
  // other region) ends on its page, which must stay readable; its "back to login" leads to a login as usual.
  useWhenDone(actor, (output: BindingOutput) => {
    if (output.end === 'done') void finishBinding(output, deps);
  });
  const { context } = snapshot;
  const onLocaleChange = (locale: 'zh-CN' | 'en') => void switchPublicLanguage(locale);
  // "Use this mobile number and overwrite the old one?" is the same question partner expiry asks.
  const overwrite = OVERWRITE.find((tag) => snapshot.hasTag(tag));
  if (overwrite) {
    return (
      <PartnerExpiryScreen
        state={overwrite}
        proposedMobile={context.form.mobile}
        error={context.failure}
        onConfirmOverwrite={() => sendAccepted(actor, { type: 'binding.confirmOverwrite' }, 'overwriting')}
        onDeclineOverwrite={() => send({ type: 'binding.declineOverwrite' })}
        onSend={() => false}
        onResend={() => false}
        onRequestAgain={() => deps.toLogin()}
        onBackToLogin={() => deps.toLogin()}
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
      onBackToLogin={() => deps.toLogin()}
      onLocaleChange={onLocaleChange}
    />
  );
}

import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { partnerExpiryMachine } from '../../machines/partner-expiry.machine';
import { PartnerExpiryScreen } from '../screens/onboarding/partner-expiry-screen';
import { partnerExpiryActors } from '../actors/partner-expiry';
import { switchPublicLanguage } from '../app/language';
import { PARTNER_EXPIRY_STATES, firstTag, onboardingDeps, sendAccepted } from '../app/onboarding';

// /validEmail?authCode=…: the emailed link, checked without a login (it may be opened in another browser).
export const Route = createFileRoute('/validEmail')({
  validateSearch: (search: Record<string, unknown>): { authCode?: string } =>
    typeof search.authCode === 'string' ? { authCode: search.authCode } : {},
  component: ValidEmailPage,
});

function ValidEmailPage() {
  const { authCode } = Route.useSearch();
  const navigate = useNavigate();
  const deps = onboardingDeps(Route.useRouteContext(), (to) => void navigate({ to }));
  const [snapshot, send, actor] = useMachine(partnerExpiryMachine.provide({ actors: partnerExpiryActors }), {
    input: { validationToken: authCode ?? '' },
  });
  const { context } = snapshot;
  return (
    <PartnerExpiryScreen
      state={firstTag(snapshot, PARTNER_EXPIRY_STATES, 'validating')}
      proposedMobile={context.proposedMobile}
      validationFailure={context.validationFailure}
      overwritten={context.overwritten}
      error={context.error}
      onSend={() => false}
      onResend={() => false}
      onConfirmOverwrite={() => sendAccepted(actor, { type: 'partnerExpiry.confirm' }, 'overwriting')}
      onDeclineOverwrite={() => send({ type: 'partnerExpiry.decline' })}
      onRequestAgain={() => deps.toLogin()}
      onBackToLogin={() => deps.toLogin()}
      onLocaleChange={(locale) => void switchPublicLanguage(locale)}
    />
  );
}

import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PartnerExpiryScreen } from '../screens/onboarding/partner-expiry-screen';
import { switchPublicLanguage } from '../app/language';
import { PARTNER_EXPIRY_STATES, firstTag, onboardingDeps, sendAccepted } from '../app/onboarding';
import { usePartnerExpiry } from '../flows/partner-expiry';

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
  const [snapshot, send, actor] = usePartnerExpiry({ validationToken: authCode ?? '' });
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

import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PartnerExpiryScreen } from '../screens/onboarding/partner-expiry-screen';
import { switchPublicLanguage } from '../app/language';
import { PARTNER_EXPIRY_STATES, firstTag, onboardingDeps, sendAccepted } from '../app/onboarding';
import { usePartnerExpiry } from '../flows/partner-expiry';

// /emailSuccess: the partnerExpired login's page: request the renewal e-mail, then "sent" (the link opens /validEmail).
export const Route = createFileRoute('/emailSuccess')({ component: EmailSuccessPage });

function EmailSuccessPage() {
  const navigate = useNavigate();
  const deps = onboardingDeps(Route.useRouteContext(), (to) => void navigate({ to }));
  const [snapshot, send, actor] = usePartnerExpiry({});
  const { context } = snapshot;
  return (
    <PartnerExpiryScreen
      state={firstTag(snapshot, PARTNER_EXPIRY_STATES, 'request')}
      maskedEmail={context.sentTo}
      proposedMobile={context.proposedMobile}
      validationFailure={context.validationFailure}
      overwritten={context.overwritten}
      error={context.error}
      onSend={() => sendAccepted(actor, { type: 'partnerExpiry.send' }, 'sending')}
      onResend={() => sendAccepted(actor, { type: 'partnerExpiry.resend' }, 'sending')}
      onConfirmOverwrite={() => sendAccepted(actor, { type: 'partnerExpiry.confirm' }, 'overwriting')}
      onDeclineOverwrite={() => send({ type: 'partnerExpiry.decline' })}
      onRequestAgain={() => deps.toLogin()}
      onBackToLogin={() => deps.toLogin()}
      onLocaleChange={(locale) => void switchPublicLanguage(locale)}
    />
  );
}

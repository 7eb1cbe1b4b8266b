import { createFileRoute } from '@tanstack/react-router';
import { usePartnerExpiryChild } from '../flows/onboarding';
import { usePartnerExpiry } from '../flows/partner-expiry';
import { PartnerExpiryPage } from './-partner-expiry';

// /emailSuccess: the partnerExpired login's page: request the renewal e-mail, then "sent" (the link opens /validEmail).
export const Route = createFileRoute('/emailSuccess')({ component: EmailSuccessPage });

function EmailSuccessPage() {
  const child = usePartnerExpiryChild(Route.useRouteContext().session);
  return child ? <PartnerExpiryPage actor={child} initial="request" /> : <OwnRequest />;
}

/** Opened without the way in (a reload): a run of its own, as before a login. */
function OwnRequest() {
  return <PartnerExpiryPage actor={usePartnerExpiry({})} initial="request" />;
}

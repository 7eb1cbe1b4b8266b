/**
 * The partner-expiry pages (/emailSuccess, /validEmail, src/flows/partner-expiry.ts) for one run of its machine: the
 * session's way-in child, or the e-mailed link's own. Not a route itself.
 */
import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { PartnerExpiryScreen, type PartnerExpiryState } from '../screens/onboarding/partner-expiry-screen';
import { switchPublicLanguage } from '../flows/language';
import { useBackToLogin } from '../flows/onboarding';
import { failureText } from '../flows/failure';
import { firstTag, sendAccepted } from '../flows/machine-view';
import { useLingui } from '@lingui/react';
import { PARTNER_EXPIRY_STATES, type PartnerExpiryActor } from '../flows/partner-expiry';

export function PartnerExpiryPage({ actor, initial }: { actor: PartnerExpiryActor; initial: PartnerExpiryState }) {
  const backToLogin = useBackToLogin(useRouteContext({ strict: false }).session!);
  const { i18n } = useLingui();
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  return (
    <PartnerExpiryScreen
      state={firstTag(snapshot, PARTNER_EXPIRY_STATES, initial)}
      maskedEmail={context.sentTo}
      proposedMobile={context.proposedMobile}
      validationFailure={context.validationFailure}
      overwritten={context.overwritten}
      error={failureText(context.error, i18n)}
      onSend={() => sendAccepted(actor, { type: 'partnerExpiry.send' }, 'sending')}
      onResend={() => sendAccepted(actor, { type: 'partnerExpiry.resend' }, 'sending')}
      onConfirmOverwrite={() => sendAccepted(actor, { type: 'partnerExpiry.confirm' }, 'overwriting')}
      onDeclineOverwrite={() => actor.send({ type: 'partnerExpiry.decline' })}
      onRequestAgain={backToLogin}
      onBackToLogin={backToLogin}
      onLocaleChange={(locale) => void switchPublicLanguage(locale)}
    />
  );
}

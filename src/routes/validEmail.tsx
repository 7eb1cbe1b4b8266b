import { createFileRoute } from '@tanstack/react-router';
import { usePartnerExpiry } from '../flows/partner-expiry';
import { PartnerExpiryPage } from './-partner-expiry';

// /validEmail?authCode=…: the emailed link, checked without a login (it may be opened in another browser).
export const Route = createFileRoute('/validEmail')({
  validateSearch: (search: Record<string, unknown>): { authCode?: string } =>
    typeof search.authCode === 'string' ? { authCode: search.authCode } : {},
  component: ValidEmailPage,
});

function ValidEmailPage() {
  const { authCode } = Route.useSearch();
  return <PartnerExpiryPage actor={usePartnerExpiry({ validationToken: authCode ?? '' })} initial="validating" />;
}

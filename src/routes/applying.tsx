import { createFileRoute } from '@tanstack/react-router';
import { ApplyingScreen } from '../screens/onboarding/applying-screen';
import { REVIEW_BUSINESS_DAYS } from '../constants';
import { switchPublicLanguage } from '../flows/language';
import { useBackToLogin, useWayIn } from '../flows/onboarding';

// /applying: the pending applications of the way in's login answer (public: without a login the list is simply empty).
export const Route = createFileRoute('/applying')({ component: ApplyingPage });

function ApplyingPage() {
  const { session } = Route.useRouteContext();
  const way = useWayIn(session);
  const backToLogin = useBackToLogin(session);
  return (
    <ApplyingScreen
      applications={(way?.identityTypeMap.applyList ?? []).filter((a) => a.status === 'pending')}
      reviewBusinessDays={REVIEW_BUSINESS_DAYS}
      onBackToLogin={backToLogin}
      onLocaleChange={(locale) => void switchPublicLanguage(locale)}
    />
  );
}

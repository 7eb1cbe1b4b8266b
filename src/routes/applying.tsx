import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ApplyingScreen } from '../screens/onboarding/applying-screen';
import { REVIEW_BUSINESS_DAYS } from '../constants';
import { useLoginSnapshot } from '../app/use-session';
import { switchPublicLanguage } from '../app/language';

// /applying: the pending applications of the login answer (public: without a login the list is simply empty).
export const Route = createFileRoute('/applying')({ component: ApplyingPage });

function ApplyingPage() {
  const { loginFlow } = Route.useRouteContext();
  const navigate = useNavigate();
  const { context } = useLoginSnapshot(loginFlow);
  const applications = (context.data?.identityTypeMap.applyList ?? []).filter((a) => a.status === 'pending');
  return (
    <ApplyingScreen
      applications={applications}
      reviewBusinessDays={REVIEW_BUSINESS_DAYS}
      onBackToLogin={() => {
        loginFlow.reset();
        void navigate({ to: '/login' });
      }}
      onLocaleChange={(locale) => void switchPublicLanguage(locale)}
    />
  );
}

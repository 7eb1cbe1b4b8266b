import { createFileRoute } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { DataProcessingScreen } from '../screens/onboarding/data-processing-screen';
import { switchPublicLanguage } from '../app/language';
import { useBackToLogin } from '../flows/onboarding';

// /operatingDataProcessing: the session's notice state; accepted, the server's answer and the post-login check lead on.
export const Route = createFileRoute('/operatingDataProcessing')({ component: DataProcessingPage });

function DataProcessingPage() {
  const { session } = Route.useRouteContext();
  const notice = useSelector(session, (s) => (s.hasTag('dataProcessing') ? (s.hasTag('pending') ? 'submitting' : 'reading') : null));
  const backToLogin = useBackToLogin(session);
  return (
    <DataProcessingScreen
      status={notice ?? 'reading'}
      // Without a login on its way (the page reloaded), the notice has no answer to accept for: the login comes first.
      onAccept={() => (notice ? session.send({ type: 'session.acceptDataProcessing' }) : backToLogin())}
      onDecline={backToLogin}
      onLocaleChange={(locale) => void switchPublicLanguage(locale)}
    />
  );
}

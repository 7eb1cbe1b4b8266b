import { createFileRoute } from '@tanstack/react-router';
import { DataProcessingScreen } from '../screens/onboarding/data-processing-screen';
import { switchPublicLanguage } from '../flows/language';
import { useDataProcessingNotice } from '../flows/onboarding';

// /operatingDataProcessing: the session's notice state; accepted, the server's answer and the post-login check lead on.
export const Route = createFileRoute('/operatingDataProcessing')({ component: DataProcessingPage });

function DataProcessingPage() {
  const notice = useDataProcessingNotice(Route.useRouteContext().session);
  return (
    <DataProcessingScreen
      status={notice.status}
      onAccept={notice.accept}
      onDecline={notice.decline}
      onLocaleChange={(locale) => void switchPublicLanguage(locale)}
    />
  );
}

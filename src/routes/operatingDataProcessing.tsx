import { useState } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { DataProcessingScreen } from '../screens/onboarding/data-processing-screen';
import { switchPublicLanguage } from '../app/language';
import { acceptDataProcessing, onboardingDeps } from '../app/onboarding';

// /operatingDataProcessing: accept runs the post-login check on the login answer; decline goes back to /login.
export const Route = createFileRoute('/operatingDataProcessing')({ component: DataProcessingPage });

function DataProcessingPage() {
  const context = Route.useRouteContext();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const deps = onboardingDeps(context, (to) => void navigate({ to }));
  return (
    <DataProcessingScreen
      status={submitting ? 'submitting' : 'reading'}
      onAccept={() => {
        setSubmitting(true);
        void acceptDataProcessing(deps).finally(() => setSubmitting(false));
      }}
      onDecline={() => deps.toLogin()}
      onLocaleChange={(locale) => void switchPublicLanguage(locale)}
    />
  );
}

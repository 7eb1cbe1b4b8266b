import { useState } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { SurveyScreen, type SurveyScreenProps } from '../../screens/public/survey-screen';
import { submitSurvey, type FormFailure } from '../../actors/public';
import { SURVEYS } from '../../content/surveys';
import { pick } from '../../content/types';
import { usePublicLocale } from '../../app/public-gate';

export const Route = createFileRoute('/_public/chooseSurvey')({ component: Page });

function Page() {
  const survey = pick(SURVEYS.choose, usePublicLocale());
  const navigate = useNavigate();
  const [status, setStatus] = useState<SurveyScreenProps['status']>('editing');
  const [failure, setFailure] = useState<FormFailure>();
  return (
    <SurveyScreen
      survey={survey}
      status={status}
      failure={failure}
      onSubmit={async (answers) => {
        setStatus('saving');
        const result = await submitSurvey(survey.id, answers);
        if (result.kind === 'saved') void navigate({ to: '/acknowledgement' });
        else {
          setFailure(result.reason);
          setStatus('failed');
        }
      }}
    />
  );
}

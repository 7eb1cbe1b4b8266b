/** A survey's page (src/flows/public-forms.ts): once the answers are saved, the thank-you page. Not a route itself. */
import { useNavigate } from '@tanstack/react-router';
import { usePublicLocale } from '../../flows/public-gate';
import { SURVEYS } from '../../content/surveys';
import { pick } from '../../content/types';
import { useSurvey } from '../../flows/public-forms';
import { SurveyScreen } from '../../screens/public/survey-screen';

export function SurveyPage({ which }: { which: keyof typeof SURVEYS }) {
  const survey = pick(SURVEYS[which], usePublicLocale());
  const navigate = useNavigate();
  const form = useSurvey(survey.id, () => void navigate({ to: '/acknowledgement' }));
  return <SurveyScreen survey={survey} {...form} />;
}

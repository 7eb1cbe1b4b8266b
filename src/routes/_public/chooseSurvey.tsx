import { createFileRoute } from '@tanstack/react-router';
import { SurveyPage } from './-survey';

export const Route = createFileRoute('/_public/chooseSurvey')({
  component: function Page() {
    return <SurveyPage which="choose" />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { SurveyPage } from './-survey';

export const Route = createFileRoute('/_public/questionSurvey')({
  component: function Page() {
    return <SurveyPage which="question" />;
  },
});

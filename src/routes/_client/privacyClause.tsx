import { createFileRoute } from '@tanstack/react-router';
import { LegalScreen } from '../../screens/client/content/legal-screen';

// /privacyClause: the document in the active language.
export const Route = createFileRoute('/_client/privacyClause')({
  component: function Page() {
    return <LegalScreen kind="privacy" />;
  },
});

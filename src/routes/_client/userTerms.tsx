import { createFileRoute } from '@tanstack/react-router';
import { LegalScreen } from '../../screens/client/content/legal-screen';

// /userTerms: the document in the active language.
export const Route = createFileRoute('/_client/userTerms')({
  component: function Page() {
    return <LegalScreen kind="terms" />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import type { Locale } from '../../constants';
import { LegalScreen } from '../../screens/client/content/legal-screen';

// /userTerms: the document in the active language (re-rendered when the language changes).
export const Route = createFileRoute('/_client/userTerms')({
  component: function Page() {
    return <LegalScreen kind="terms" locale={useLingui().i18n.locale as Locale} />;
  },
});

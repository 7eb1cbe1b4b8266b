import { useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../constants';
import { usePageTitle } from '../../../components/page-title';
import { LegalText } from '../../onboarding/legal-text';
import { LEGAL_DOCUMENTS, type LegalKind } from './legal-documents';
import { PageFrame } from './page-parts';

export interface LegalScreenProps {
  kind: LegalKind;
  locale: Locale;
}

/** /userTerms and /privacyClause: the document in the user's language. */
export function LegalScreen({ kind, locale }: LegalScreenProps) {
  const { t } = useLingui();
  const title = kind === 'terms' ? t`用户条款` : t`隐私政策`;
  usePageTitle(title);
  return (
    <PageFrame title={title}>
      <LegalText document={LEGAL_DOCUMENTS[kind][locale]} />
    </PageFrame>
  );
}

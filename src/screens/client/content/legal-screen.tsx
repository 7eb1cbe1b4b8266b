import { useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../constants';
import { usePageTitle } from '../../../components/page-title';
import { LegalText } from '../../onboarding/legal-text';
import { LEGAL_DOCUMENTS, type LegalKind } from './legal-documents';
import { PageFrame } from './page-parts';

export interface LegalScreenProps {
  kind: LegalKind;
}

/** /userTerms and /privacyClause: the document in the active language (follows a language switch). */
export function LegalScreen({ kind }: LegalScreenProps) {
  const { t, i18n } = useLingui();
  const locale: Locale = i18n.locale === 'en' ? 'en' : 'zh-CN';
  const title = kind === 'terms' ? t`用户条款` : t`隐私政策`;
  usePageTitle(title);
  return (
    <PageFrame title={title}>
      <LegalText document={LEGAL_DOCUMENTS[kind][locale]} />
    </PageFrame>
  );
}

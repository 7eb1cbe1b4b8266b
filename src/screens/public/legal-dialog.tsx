import { Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Modal } from '../../components/modal';
import type { Locale } from '../../constants';
import { LEGAL, type LegalDocId } from '../../content/legal';
import { pick } from '../../content/types';
import { LegalText } from '../onboarding/legal-text';

export interface LegalDialogProps {
  doc: LegalDocId | null;
  locale: Locale;
  onClose: () => void;
}

/** Terms of use / privacy policy from the footer, readable without leaving the page. */
export function LegalDialog({ doc, locale, onClose }: LegalDialogProps) {
  const { t } = useLingui();
  if (!doc) return null;
  const content = pick(LEGAL[doc], locale);
  return (
    <Modal
      title={content.title}
      size="lg"
      fullOnPhone
      onDismiss={onClose}
      closeLabel={t`关闭`}
      footer={
        <Button colorPalette="brand" onClick={onClose}>
          <Trans>关闭</Trans>
        </Button>
      }
    >
      <LegalText document={content} headingLevel="h3" />
    </Modal>
  );
}

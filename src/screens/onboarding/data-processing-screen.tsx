import { Box, Button, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../constants';
import { ErrorBanner } from '../../components/error-banner';
import { GuardedButton } from '../../components/guarded-button';
import { DATA_PROCESSING_NOTICE } from './data-processing-content';
import { LegalText } from './legal-text';
import { OnboardingFrame } from './onboarding-frame';

export interface DataProcessingScreenProps {
  /** reading: the notice is shown; submitting: the answer is being sent. */
  status: 'reading' | 'submitting';
  /** Already in the user's language. */
  error?: string | null;
  onAccept: () => unknown;
  onDecline: () => void;
  onLocaleChange?: (locale: Locale) => void;
}

/** /operatingDataProcessing: the data-processing notice, accepted or declined before the client area opens. */
export function DataProcessingScreen({ status, error, onAccept, onDecline, onLocaleChange }: DataProcessingScreenProps) {
  const { t, i18n } = useLingui();
  const notice = DATA_PROCESSING_NOTICE[i18n.locale === 'en' ? 'en' : 'zh-CN'];
  const submitting = status === 'submitting';
  return (
    <OnboardingFrame title={t`个人信息处理告知书`} onLocaleChange={onLocaleChange} width="2xl">
      {/* Scrollable on its own and focusable, so a keyboard user can scroll it too. */}
      <Box
        role="region"
        aria-label={t`告知书全文`}
        tabIndex={0}
        maxH={{ base: '60dvh', md: '28rem' }}
        overflowY="auto"
        borderWidth="1px"
        rounded="md"
        p="4"
        focusVisibleRing="outside"
      >
        <LegalText document={notice} />
      </Box>
      <ErrorBanner message={error} />
      <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" gap="3">
        <Button variant="outline" onClick={onDecline} disabled={submitting}>
          <Trans>不同意</Trans>
        </Button>
        <GuardedButton colorPalette="brand" loading={submitting} loadingText={t`提交中…`} onClick={onAccept}>
          <Trans>我已阅读并同意</Trans>
        </GuardedButton>
      </Stack>
    </OnboardingFrame>
  );
}

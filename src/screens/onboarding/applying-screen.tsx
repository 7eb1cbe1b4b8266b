import { Button, List, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { REVIEW_BUSINESS_DAYS, type Locale } from '../../constants';
import { formatDate } from '../../format';
import { IDENTITY_TYPE_LABELS } from '../../i18n/messages';
import type { IdentityTypeCode } from '../../domain/onboarding';
import { Notice } from './notice';

import { OnboardingFrame } from './onboarding-frame';

export interface ApplyingScreenProps {
  /** Pending applications (identityTypeMap.applyList), listed when given. */
  applications?: { applyId: string; identityType: IdentityTypeCode; createdAt: string }[];
  reviewBusinessDays?: number;
  onBackToLogin: () => void;
  onLocaleChange?: (locale: Locale) => void;
}

/** /applying: the application is under review; the user waits for an SMS. */
export function ApplyingScreen({ applications = [], reviewBusinessDays = REVIEW_BUSINESS_DAYS, ...props }: ApplyingScreenProps) {
  const { t, i18n } = useLingui();
  const locale: Locale = i18n.locale === 'en' ? 'en' : 'zh-CN';
  const days = reviewBusinessDays;
  return (
    <OnboardingFrame title={t`申请审核中`} onLocaleChange={props.onLocaleChange}>
      <Notice
        status="info"
        title={<Trans>您的申请已提交，正在审核</Trans>}
        actions={
          <Button colorPalette="brand" onClick={props.onBackToLogin}>
            <Trans>返回登录</Trans>
          </Button>
        }
      >
        <Trans>审核最长需要 {days} 个工作日，结果将以短信通知您，请耐心等待。</Trans>
      </Notice>
      {applications.length > 0 && (
        <List.Root gap="1" ps="5" aria-label={t`待审核的申请`}>
          {applications.map((application) => (
            <List.Item key={application.applyId}>
              <Text as="span">
                {t(IDENTITY_TYPE_LABELS[application.identityType])} · {formatDate(application.createdAt, locale)}
              </Text>
            </List.Item>
          ))}
        </List.Root>
      )}
    </OnboardingFrame>
  );
}

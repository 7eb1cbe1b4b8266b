import type { ReactNode } from 'react';
import { Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../constants';
import { ErrorBanner } from '../../components/error-banner';
import { GuardedButton } from '../../components/guarded-button';
import { EmailValidationResult } from './email-validation-result';
import { Notice } from './notice';
import { OnboardingFrame } from './onboarding-frame';

import type { PartnerExpiryState } from '../../domain/onboarding';

export type { PartnerExpiryState };

export interface PartnerExpiryScreenProps {
  state: PartnerExpiryState;
  /** context.maskedEmail: where the email went, when the server says. */
  maskedEmail?: string | null;
  /** context.proposedMobile: the number offered to replace the old one. */
  proposedMobile?: string | null;
  /** context.validationFailure. */
  validationFailure?: 'invalid' | 'expired' | null;
  /** context.overwritten: true / false once the question was answered. */
  overwritten?: boolean | null;
  /** The last send / overwrite failure, in words (the flow's failureText). */
  error?: string | null;
  onSend: () => unknown;
  onResend: () => unknown;
  onConfirmOverwrite: () => unknown;
  onDeclineOverwrite: () => void;
  /** Validation failed or expired: ask for a new email (a new login gives a new one-time token). */
  onRequestAgain: () => void;
  onBackToLogin: () => void;
  onLocaleChange?: (locale: Locale) => void;
}

/** Partner expiry: /login (partnerExpired) request and sent pages, /validEmail checking, /emailSuccess result. */
export function PartnerExpiryScreen({ state, maskedEmail, proposedMobile, validationFailure, overwritten, error = null, ...on }: PartnerExpiryScreenProps) {
  const { t } = useLingui();
  const back = (
    <Button variant="outline" onClick={on.onBackToLogin}>
      <Trans>返回登录</Trans>
    </Button>
  );
  const mobile = proposedMobile ?? '';
  const email = maskedEmail ?? '';

  let title: string;
  let body: ReactNode;
  switch (state) {
    case 'request':
    case 'sending':
      title = t`合作伙伴资格已过期`;
      body = (
        <>
          <Text>
            <Trans>您的合作伙伴资格已过期。请向您登记的企业邮箱发送验证邮件，并点击邮件中的链接完成续期验证。</Trans>
          </Text>
          <ErrorBanner message={error} />
          <HStack gap="3" wrap="wrap">
            <GuardedButton colorPalette="brand" loading={state === 'sending'} loadingText={t`发送中…`} onClick={on.onSend}>
              <Trans>发送验证邮件</Trans>
            </GuardedButton>
            {back}
          </HStack>
        </>
      );
      break;
    case 'sent':
      title = t`验证邮件已发送`;
      body = (
        <Notice
          status="success"
          title={email ? <Trans>验证邮件已发送至 {email}</Trans> : <Trans>验证邮件已发送至您登记的企业邮箱</Trans>}
          actions={
            <>
              <GuardedButton variant="outline" colorPalette="brand" onClick={on.onResend}>
                <Trans>重新发送</Trans>
              </GuardedButton>
              {back}
            </>
          }
        >
          <Trans>请查收邮件并点击其中的链接完成验证。没有收到？请检查垃圾邮件箱或重新发送。</Trans>
        </Notice>
      );
      break;
    case 'validating':
      title = t`邮箱验证`;
      body = (
        <HStack gap="3" role="status">
          <Spinner size="sm" />
          <Text>
            <Trans>正在验证链接…</Trans>
          </Text>
        </HStack>
      );
      break;
    case 'validated':
    case 'validationFailed':
      title = state === 'validated' ? t`验证成功` : t`验证失败`;
      body = (
        <EmailValidationResult
          validated={state === 'validated'}
          validationFailure={validationFailure}
          overwritten={overwritten}
          onBackToLogin={on.onBackToLogin}
          onRequestAgain={on.onRequestAgain}
        />
      );
      break;
    case 'askOverwrite':
    case 'overwriting':
      title = t`更新手机号`;
      body = (
        <>
          <Text id="overwrite-question">
            <Trans>是否使用手机号 {mobile} 并覆盖原手机号？</Trans>
          </Text>
          <ErrorBanner message={error} />
          <HStack gap="3" wrap="wrap" role="group" aria-labelledby="overwrite-question">
            <GuardedButton colorPalette="brand" loading={state === 'overwriting'} loadingText={t`提交中…`} onClick={on.onConfirmOverwrite}>
              <Trans>使用并覆盖</Trans>
            </GuardedButton>
            <Button variant="outline" disabled={state === 'overwriting'} onClick={on.onDeclineOverwrite}>
              <Trans>保留原手机号</Trans>
            </Button>
          </HStack>
        </>
      );
      break;
  }
  return (
    <OnboardingFrame title={title} onLocaleChange={on.onLocaleChange}>
      {body}
    </OnboardingFrame>
  );
}

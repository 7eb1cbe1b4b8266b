import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Notice } from './notice';

export interface EmailValidationResultProps {
  validated: boolean;
  validationFailure?: 'invalid' | 'expired' | null;
  overwritten?: boolean | null;
  onBackToLogin: () => void;
  onRequestAgain: () => void;
}

/** /emailSuccess and a failed /validEmail: the outcome of the emailed link. */
export function EmailValidationResult({ validated, validationFailure, overwritten, ...on }: EmailValidationResultProps) {
  if (!validated) {
    return (
      <Notice
        status="error"
        title={validationFailure === 'expired' ? <Trans>验证链接已过期</Trans> : <Trans>验证链接无效</Trans>}
        actions={
          <Button colorPalette="brand" onClick={on.onRequestAgain}>
            <Trans>重新申请验证邮件</Trans>
          </Button>
        }
      >
        <Trans>请重新登录并申请新的验证邮件。</Trans>
      </Notice>
    );
  }
  return (
    <Notice
      status="success"
      title={<Trans>您的合作伙伴资格已完成续期验证</Trans>}
      actions={
        <Button colorPalette="brand" onClick={on.onBackToLogin}>
          <Trans>前往登录</Trans>
        </Button>
      }
    >
      {overwritten === true && <Trans>手机号已更新为新号码。</Trans>}
      {overwritten === false && <Trans>已保留原手机号。</Trans>}
      {overwritten == null && <Trans>请重新登录。</Trans>}
    </Notice>
  );
}

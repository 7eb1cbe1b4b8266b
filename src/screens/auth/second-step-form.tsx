import { useState } from 'react';
import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { FormField } from '../../components/form-field';
import { GuardedButton } from '../../components/guarded-button';
import { OneTimeCodeInput, isOneTimeCode } from '../../components/one-time-code-input';

/** The way the second step is passed: the authenticator app's code, one of the recovery codes, or a passkey. */
export type SecondStepMode = 'totp' | 'recovery' | 'passkey';

export interface SecondStepProps {
  mode: SecondStepMode;
  /** The second steps the account has (the challenge's): the switches offer only these. */
  methods: readonly SecondStepMode[];
  /** The code as typed. */
  code: string;
  status: 'entering' | 'verifying';
  onCodeChange: (value: string) => void;
  onSubmit: () => void;
  onModeChange: (mode: SecondStepMode) => void;
  /** Back to the password form (the login starts again). */
  onBack: () => void;
}

const RECOVERY_CODE_MAX_LENGTH = 32;

const MESSAGES = {
  codeRequired: msg`请输入身份验证器中的6位动态码`,
  recoveryRequired: msg`请输入恢复码`,
};

/** The server's texts of a wrong code (4011) and an ended challenge (4012), as the user reads them. */
export const SECOND_STEP_MESSAGES = {
  codeWrong: msg`动态码或恢复码错误，请重试`,
  challengeEnded: msg`验证已过期，请重新登录`,
};

/** Client-side check: six digits (spaces between groups ignored), or any recovery code. */
export function secondStepError(mode: SecondStepMode, code: string): MessageDescriptor | undefined {
  if (mode === 'passkey') return undefined;
  if (mode === 'recovery') return code.trim() ? undefined : MESSAGES.recoveryRequired;
  return isOneTimeCode(code) ? undefined : MESSAGES.codeRequired;
}

/**
 * The login's second step, for accounts with the authenticator app on or a passkey: the app's 6-digit code (or a
 * recovery code), or the passkey (the browser asks for it), switches between those the account has and the way back
 * to the password. Loaded only when a login asks for it.
 */
export function SecondStepForm(props: SecondStepProps) {
  const { mode, code, status, onCodeChange, methods } = props;
  const { t } = useLingui();
  const [attempted, setAttempted] = useState(false);
  const verifying = status === 'verifying';
  const error = attempted ? secondStepError(mode, code) : undefined;

  const submit = () => {
    setAttempted(true);
    if (secondStepError(mode, code)) return false;
    props.onSubmit();
    return true;
  };
  const switchTo = (next: SecondStepMode) => {
    setAttempted(false);
    props.onModeChange(next);
  };

  return (
    <Stack gap="5">
      <Text color="fg.muted">
        {mode === 'totp' ? (
          <Trans>您已开启两步验证。请打开手机上的身份验证器应用，输入其中显示的6位动态码。</Trans>
        ) : mode === 'passkey' ? (
          <Trans>您已开启两步验证。请点击下方按钮，按浏览器提示使用通行密钥（指纹、面容或设备密码）完成验证。</Trans>
        ) : (
          <Trans>请输入您保存的恢复码之一。每个恢复码只能使用一次。</Trans>
        )}
      </Text>
      {mode === 'passkey' ? null : mode === 'totp' ? (
        <FormField label={<Trans>动态码</Trans>} required error={error}>
          <OneTimeCodeInput name="oneTimeCode" value={code} readOnly={verifying} onChange={(e) => onCodeChange(e.target.value)} />
        </FormField>
      ) : (
        <FormField label={<Trans>恢复码</Trans>} required error={error}>
          <Input
            name="recoveryCode"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={RECOVERY_CODE_MAX_LENGTH}
            value={code}
            readOnly={verifying}
            onChange={(e) => onCodeChange(e.target.value)}
          />
        </FormField>
      )}
      <GuardedButton type="submit" colorPalette="brand" size="lg" loading={verifying} loadingText={t`正在验证…`} onClick={submit}>
        {mode === 'passkey' ? <Trans>使用通行密钥验证并登录</Trans> : <Trans>验证并登录</Trans>}
      </GuardedButton>
      <Stack gap="1" align="flex-start">
        {mode !== 'passkey' && methods.includes('passkey') && (
          <Button variant="plain" colorPalette="brand" px="0" disabled={verifying} onClick={() => switchTo('passkey')}>
            <Trans>使用通行密钥</Trans>
          </Button>
        )}
        {mode !== 'recovery' && methods.includes('recovery') && (
          <Button variant="plain" colorPalette="brand" px="0" disabled={verifying} onClick={() => switchTo('recovery')}>
            {mode === 'totp' ? <Trans>无法使用身份验证器？使用恢复码</Trans> : <Trans>无法使用通行密钥？使用恢复码</Trans>}
          </Button>
        )}
        {mode !== 'totp' && methods.includes('totp') && (
          <Button variant="plain" colorPalette="brand" px="0" disabled={verifying} onClick={() => switchTo('totp')}>
            <Trans>使用身份验证器动态码</Trans>
          </Button>
        )}
        <Button variant="plain" colorPalette="brand" px="0" disabled={verifying} onClick={props.onBack}>
          <Trans>返回密码登录</Trans>
        </Button>
      </Stack>
    </Stack>
  );
}

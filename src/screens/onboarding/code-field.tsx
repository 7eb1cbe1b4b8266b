import { HStack, Input } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { VERIFICATION_CODE_LENGTH, VERIFICATION_CODE_RESEND_MS } from '../../constants';
import { FormField } from '../../components/form-field';
import { GuardedButton } from '../../components/guarded-button';
import type { ServerFieldKey, ValidationKey } from '../../domain/onboarding';
import { useSecondsLeft } from './use-seconds-left';
import { fieldError } from './validation-messages';

export interface CodeSending {
  /** The machine's code region: idle (may send), sending, cooldown (resend countdown). */
  status: 'idle' | 'sending' | 'cooldown';
  /** Date.now() when the last code was sent (the machine's codeSentAt). */
  sentAt: number | null;
  /** Where the last code went (masked by the server, or the account typed), when known. */
  sentTo?: string | null;
}

export interface CodeFieldProps {
  value: string;
  error?: ValidationKey | ServerFieldKey | null;
  sending: CodeSending;
  resendDelayMs?: number;
  readOnly?: boolean;
  onChange: (value: string) => void;
  /** Return false when nothing was sent, so the click guard does not lock the button. */
  onSend: () => unknown;
}

/** The SMS / email code with its send button; after sending, the button counts down the seconds to a resend. */
export function CodeField(props: CodeFieldProps) {
  const { value, error, sending, resendDelayMs = VERIFICATION_CODE_RESEND_MS, readOnly, onChange, onSend } = props;
  const { t } = useLingui();
  const seconds = useSecondsLeft(sending.status === 'cooldown' ? sending.sentAt : null, resendDelayMs);
  const label =
    sending.status === 'cooldown'
      ? seconds > 0
        ? t`${seconds} 秒后可重新发送`
        : t`重新发送`
      : sending.sentAt !== null
        ? t`重新发送`
        : t`获取验证码`;
  const sentTo = sending.sentTo;
  // A live region that stays mounted while its words change: "sent" is announced when the code goes out.
  const notice =
    sending.sentAt === null ? (
      <Trans>验证码将发送到您填写的手机号或邮箱</Trans>
    ) : sentTo ? (
      <Trans>验证码已发送至 {sentTo}</Trans>
    ) : (
      <Trans>验证码已发送，请查收</Trans>
    );
  return (
    <FormField
      label={<Trans>短信/邮箱验证码</Trans>}
      helperText={<span role="status">{notice}</span>}
      required
      error={fieldError(error)}
    >
      <HStack w="full" align="stretch">
        <Input
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_LENGTH}
          value={value}
          readOnly={readOnly}
          onChange={(e) => onChange(e.target.value)}
        />
        <GuardedButton
          variant="outline"
          colorPalette="brand"
          flexShrink={0}
          minW="32"
          loading={sending.status === 'sending'}
          loadingText={t`发送中…`}
          disabled={sending.status !== 'idle'}
          onClick={onSend}
        >
          {label}
        </GuardedButton>
      </HStack>
    </FormField>
  );
}

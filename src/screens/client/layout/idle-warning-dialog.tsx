import { useId, useRef } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Modal } from '../../../components/modal';

export interface IdleWarningDialogProps {
  /** The session's `idleWarning` state: the inactivity logout is near. */
  open: boolean;
  /** Seconds until the logout (counts down while open). */
  secondsLeft: number;
  onStay: () => void;
  onLogout: () => void;
  loggingOut?: boolean;
}

/**
 * The warning before the inactivity logout (SPEC.md §4: 20 minutes without a successful call): a countdown and
 * "Stay logged in". Dismissing it (Esc) also means the user is there, so it stays logged in too. On the native
 * dialog (components/modal.tsx): it is part of every client page, so it must not bring Chakra's Dialog along.
 */
export function IdleWarningDialog({ open, secondsLeft, onStay, onLogout, loggingOut }: IdleWarningDialogProps) {
  const { t } = useLingui();
  const seconds = Math.max(0, Math.ceil(secondsLeft));
  const stay = useRef<HTMLButtonElement>(null);
  const descriptionId = useId();
  if (!open) return null;
  return (
    <Modal
      role="alertdialog"
      title={t`您还在吗？`}
      describedBy={descriptionId}
      initialFocusRef={stay}
      onDismiss={loggingOut ? undefined : onStay}
      footer={
        <>
          <Button variant="outline" loading={loggingOut} onClick={onLogout}>
            <Trans>退出登录</Trans>
          </Button>
          <Button ref={stay} colorPalette="brand" disabled={loggingOut} onClick={onStay}>
            <Trans>保持登录</Trans>
          </Button>
        </>
      }
    >
      <Text id={descriptionId}>{t`为保护您的账户安全，您将在 ${seconds} 秒后因长时间未操作而自动退出登录。`}</Text>
      <Text role="timer" aria-label={t`剩余秒数`} fontSize="3xl" fontWeight="semibold" textAlign="center" mt="4">
        {seconds}
      </Text>
    </Modal>
  );
}

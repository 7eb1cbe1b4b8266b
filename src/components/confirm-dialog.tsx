/**
 * The confirmation of an action that cannot be undone from the page (remove a passkey, sign a device out, unbind a
 * device): a title, what will happen, Cancel and a red confirm button that waits while the call is on its way. Closing
 * it (Escape, the backdrop) is Cancel, except while the call is on its way. Chakra's Dialog, so it loads with the page
 * that asks for it (src/components/modal.tsx is for the dialogs of every first visit).
 */
import type { ReactNode } from 'react';
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { GuardedButton } from './guarded-button';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What the action does, in a sentence. */
  message: ReactNode;
  confirmLabel: ReactNode;
  /** The call is on its way: both buttons wait, and the dialog stays open. */
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, message, confirmLabel, pending, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} role="alertdialog" placement="center" onOpenChange={(d) => !d.open && !pending && onCancel()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{message}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={pending} onClick={onCancel}>
                <Trans>取消</Trans>
              </Button>
              <GuardedButton colorPalette="red" loading={pending} onClick={onConfirm}>
                {confirmLabel}
              </GuardedButton>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

import type { ReactNode } from 'react';
import { Alert, Stack, Wrap } from '@chakra-ui/react';

export interface NoticeProps {
  status: 'success' | 'info' | 'warning' | 'error';
  title: ReactNode;
  children?: ReactNode;
  /** Buttons under the message. */
  actions?: ReactNode;
}

/**
 * An outcome or information block. Errors interrupt (role=alert); the rest are polite status messages, so a
 * screen reader reads the new page's message when it replaces a form.
 */
export function Notice({ status, title, children, actions }: NoticeProps) {
  return (
    <Stack gap="4">
      <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'} variant="subtle">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{title}</Alert.Title>
          {children && <Alert.Description>{children}</Alert.Description>}
        </Alert.Content>
      </Alert.Root>
      {actions && <Wrap gap="3">{actions}</Wrap>}
    </Stack>
  );
}

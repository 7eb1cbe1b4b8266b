import { Alert } from '@chakra-ui/react';

export interface ErrorBannerProps {
  /** Already in the user's language (an envelope msg or a message chosen by code). Nothing renders without it. */
  message?: string | null;
  title?: string;
}

/** An inline error next to the form it belongs to; announced to screen readers as it appears. */
export function ErrorBanner({ message, title }: ErrorBannerProps) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        {title && <Alert.Title>{title}</Alert.Title>}
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

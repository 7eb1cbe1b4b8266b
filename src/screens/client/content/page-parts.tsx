import type { ReactNode } from 'react';
import { Box, Button, Center, HStack, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorBanner } from '../../../components/error-banner';

/** The four states every page of this area has (the list's own length decides between empty and data). */
export type PageStatus = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready' };

export function PageFrame({ title, actions, children }: { title: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    // The layout's <main> already sets the page width and padding: every client page starts at the same left edge.
    <Stack gap="5" w="full">
      <HStack justify="space-between" align="center" wrap="wrap" gap="3">
        <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
          {title}
        </Heading>
        {actions}
      </HStack>
      {children}
    </Stack>
  );
}

export function LoadingBlock() {
  return (
    <Center py="16" role="status" aria-live="polite" gap="3">
      <Spinner color="brand.600" />
      <Text color="fg.muted">
        <Trans>正在加载…</Trans>
      </Text>
    </Center>
  );
}

export function EmptyBlock({ children }: { children: ReactNode }) {
  return (
    <Center py="16" borderWidth="1px" borderStyle="dashed" rounded="md">
      <Text color="fg.muted">{children}</Text>
    </Center>
  );
}

export function ErrorBlock({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Stack gap="3" align="flex-start">
      <ErrorBanner message={message} />
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          <Trans>重试</Trans>
        </Button>
      )}
    </Stack>
  );
}

/** Loading / error, or the page's own content (which shows its empty state itself). */
export function StatusView({ status, onRetry, children }: { status: PageStatus; onRetry?: () => void; children: ReactNode }) {
  if (status.kind === 'loading') return <LoadingBlock />;
  if (status.kind === 'error') return <ErrorBlock message={status.message} onRetry={onRetry} />;
  return <>{children}</>;
}

/** Previous / next with "page x of y"; hidden when everything fits on one page. */
export function Pager({ page, total, limit, onPage }: { page: number; total: number; limit: number; onPage: (page: number) => void }) {
  const { t } = useLingui();
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  return (
    <HStack as="nav" aria-label={t`分页`} justify="center" gap="3">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>上一页</Trans>
      </Button>
      <Box aria-current="page" fontSize="sm">
        <Trans>
          第 {page} / {pages} 页
        </Trans>
      </Box>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <Trans>下一页</Trans>
      </Button>
    </HStack>
  );
}

/** Pieces shared by the asset pages: page frame, the loading/empty/error states, figures, pager. */
import type { ReactNode } from 'react';
import { Box, Button, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../constants';
import { ErrorBanner } from '../../../components/error-banner';
import { formatMoney, formatPercent } from '../../../format';

/** What a route hands a screen besides its data: loading while the loader runs, error when it failed. */
export type LoadStatus = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready' };

export function AssetPage({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap={{ base: '4', md: '6' }}>
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size={{ base: 'lg', md: 'xl' }} wordBreak="break-word">
          {title}
        </Heading>
        {actions}
      </HStack>
      {children}
    </Stack>
  );
}

export function Section({ title, children, aside }: { title?: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <Card.Root variant="outline" bg="bg">
      <Card.Body gap="4" p={{ base: '4', md: '6' }}>
        {(title || aside) && (
          <HStack justify="space-between" wrap="wrap" gap="2">
            {title && (
              <Heading as="h2" size="md">
                {title}
              </Heading>
            )}
            {aside}
          </HStack>
        )}
        {children}
      </Card.Body>
    </Card.Root>
  );
}

export function LoadingState() {
  return (
    <Stack gap="4" aria-busy="true">
      <Text srOnly>
        <Trans>正在加载…</Trans>
      </Text>
      <Skeleton height="24" rounded="l2" />
      <Skeleton height="48" rounded="l2" />
    </Stack>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Stack gap="3" align="flex-start">
      <ErrorBanner title={undefined} message={message} />
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          <Trans>重试</Trans>
        </Button>
      )}
    </Stack>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Box py="10" textAlign="center" color="fg.muted" bg="bg" rounded="l2" borderWidth="1px" borderStyle="dashed">
      {children}
    </Box>
  );
}

/** Renders the loading and error states, or the page's own content when ready. */
export function StatusSwitch({ status, onRetry, children }: { status: LoadStatus; onRetry?: () => void; children: ReactNode }) {
  if (status.kind === 'loading') return <LoadingState />;
  if (status.kind === 'error') return <ErrorState message={status.message} onRetry={onRetry} />;
  return <>{children}</>;
}

/** Gains read red in Chinese and green in English (each market's convention); losses the other way. */
export function signColor(value: number | null | undefined, locale: Locale): string | undefined {
  if (!value) return undefined;
  // The 700 shades: the 600 ones miss WCAG AA contrast (4.5:1) on white and on the brand-tinted cards.
  const up = locale === 'en' ? 'green.700' : 'red.700';
  const down = locale === 'en' ? 'red.700' : 'green.700';
  return value > 0 ? up : down;
}

/** A fund's own amount (its assets under management): the investor's own figures go through useAmounts (amounts.tsx). */
export const money = (value: number | null | undefined, currency?: string) =>
  currency ? `${currency} ${formatMoney(value)}` : formatMoney(value);

export function Figure({ label, value, color }: { label: string; value: ReactNode; color?: string }) {
  return (
    <Stack gap="0.5" minW="0">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="semibold" fontSize="lg" color={color} fontVariantNumeric="tabular-nums" wordBreak="break-all">
        {value}
      </Text>
    </Stack>
  );
}

export function Ratio({ value, locale }: { value: number | null | undefined; locale: Locale }) {
  return (
    <Text as="span" color={signColor(value, locale)} fontVariantNumeric="tabular-nums">
      {formatPercent(value)}
    </Text>
  );
}

export function Pager({ page, total, limit, onPage }: { page: number; total: number; limit: number; onPage: (page: number) => void }) {
  const { t } = useLingui();
  const pages = Math.max(1, Math.ceil(total / limit));
  if (total <= limit) return null;
  return (
    <HStack as="nav" gap="2" justify="flex-end" wrap="wrap" aria-label={t`分页`}>
      <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>上一页</Trans>
      </Button>
      <Text fontSize="sm" fontVariantNumeric="tabular-nums">
        <Trans>
          第 {page} / {pages} 页，共 {total} 条
        </Trans>
      </Text>
      <Button size="xs" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <Trans>下一页</Trans>
      </Button>
    </HStack>
  );
}

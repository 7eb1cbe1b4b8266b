import { Badge, Box, Button, CloseButton, Dialog, HStack, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../constants';
import { formatDate, truncateLong } from '../../../format';
import { EmptyState } from './parts';
import type { Report } from './types';

export interface ReportListProps {
  reports: readonly Report[];
  locale: Locale;
  onPreview: (report: Report) => void;
  onDownload: (report: Report) => void;
  /** The report whose file is being fetched. */
  busyId?: string | null;
}

export function ReportList({ reports, locale, onPreview, onDownload, busyId }: ReportListProps) {
  const { t } = useLingui();
  if (reports.length === 0) {
    return (
      <EmptyState>
        <Trans>暂无报告。</Trans>
      </EmptyState>
    );
  }
  return (
    <Stack as="ul" listStyleType="none" m="0" p="0" gap="0" divideY="1px">
      {reports.map((r) => (
        <HStack as="li" key={r.id} py="3" gap="3" justify="space-between" wrap="wrap">
          <Stack gap="1" minW="0" flex="1">
            <Text fontWeight="medium" wordBreak="break-word">{truncateLong(r.title)}</Text>
            <HStack gap="2" fontSize="sm" color="fg.muted" wrap="wrap">
              {r.typeLabel && <Badge variant="subtle">{r.typeLabel}</Badge>}
              {r.fundName && <Text>{r.fundName}</Text>}
              <Text>{formatDate(r.date, locale)}</Text>
            </HStack>
          </Stack>
          <HStack gap="2">
            <Button size="xs" variant="outline" loading={busyId === r.id} onClick={() => onPreview(r)} aria-label={t`预览 ${r.title}`}>
              <Trans>预览</Trans>
            </Button>
            <Button size="xs" onClick={() => onDownload(r)} aria-label={t`下载 ${r.title}`}>
              <Trans>下载</Trans>
            </Button>
          </HStack>
        </HStack>
      ))}
    </Stack>
  );
}

export interface PdfPreview {
  title: string;
  /** An object URL of the fetched PDF (the file needs the token header, so it is fetched first). */
  url: string;
}

/** The PDF in an iframe, created only when a preview is open; a link opens it in a new tab (phones). */
export function PdfPreviewDialog({ preview, onClose }: { preview: PdfPreview | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={preview !== null} onOpenChange={(e) => !e.open && onClose()} size={{ base: 'full', md: 'xl' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title wordBreak="break-word">{preview?.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {preview && (
                <Stack gap="2">
                  <Link href={preview.url} target="_blank" rel="noopener" color="brand.700">
                    <Trans>在新标签页中打开</Trans>
                  </Link>
                  <Box as="iframe" title={preview.title} {...{ src: preview.url }} w="100%" h="70vh" borderWidth="1px" />
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`关闭预览`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

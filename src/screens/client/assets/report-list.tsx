import { lazy, Suspense, useState } from 'react';
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../constants';
import { lazyChunk, usePrefetchWhenIdle } from '../../../components/lazy-chunk';
import { formatDate, truncateLong } from '../../../format';
import { EmptyState } from './parts';
import type { Report } from '../../../domain/assets';

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
  /** The report's signed address (same origin), which ends with its file name. */
  url: string;
  /** The file name, e.g. "泓岸价值精选一号2026Q3季度报告.pdf". */
  name: string;
}

/** The dialog's chunk (Chakra's Dialog, its portal and focus trap). */
const live = lazyChunk(() => import('./pdf-preview-dialog'));
const LiveDialog = lazy(live.load);

/**
 * The PDF preview. Its dialog is a chunk of its own, fetched when the browser is idle after the page has shown: the
 * pages that list reports (the product detail, the presentations) do not load Chakra's Dialog before their
 * first render. A preview opens only once its file has been fetched, which takes longer than the chunk.
 */
export function PdfPreviewDialog({ preview, onClose }: { preview: PdfPreview | null; onClose: () => void }) {
  const [wanted, setWanted] = useState(false);
  // Mounted from the first preview on, so that closing it is the dialog's own (focus goes back, the exit runs).
  if (preview && !wanted) setWanted(true);
  usePrefetchWhenIdle(live.prefetch);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LiveDialog preview={preview} onClose={onClose} />
    </Suspense>
  );
}

import { SegmentGroup, Stack } from '@chakra-ui/react';
import { segmentGroupSlotRecipe } from '@chakra-ui/react/theme';
import { useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../constants';
import { usePageTitle } from '../../../components/page-title';
import { AssetPage, Pager, Section, StatusSwitch, type LoadStatus } from './parts';
import { PdfPreviewDialog, ReportList, type PdfPreview } from './report-list';
import type { Option, Page, Report } from '../../../domain/assets';

export interface PresentationScreenProps {
  status: LoadStatus;
  types: readonly Option[];
  /** '' = all types. */
  type: string;
  reports: Page<Report>;
  locale: Locale;
  onTypeChange: (type: string) => void;
  onPage: (page: number) => void;
  onPreview: (report: Report) => void;
  onDownload: (report: Report) => void;
  preview: PdfPreview | null;
  busyId?: string | null;
  onClosePreview: () => void;
  onRetry?: () => void;
}

/** /presentationPath: product reports by type, each previewed in place or downloaded. */
export function PresentationScreen(props: PresentationScreenProps) {
  const { t } = useLingui();
  usePageTitle(t`产品报告`);
  const items = [{ value: 'all', label: t`全部` }, ...props.types.map((o) => ({ value: o.value, label: o.label }))];
  return (
    <AssetPage title={t`产品报告`}>
      {props.types.length > 0 && (
        <Stack overflowX="auto">
          <SegmentGroup.Root recipe={segmentGroupSlotRecipe} size="sm" value={props.type || 'all'} onValueChange={(e) => e.value && props.onTypeChange(e.value === 'all' ? '' : e.value)} aria-label={t`报告类型`}>
            <SegmentGroup.Indicator />
            <SegmentGroup.Items items={items} />
          </SegmentGroup.Root>
        </Stack>
      )}
      <StatusSwitch status={props.status} onRetry={props.onRetry}>
        <Section>
          <ReportList reports={props.reports.list} locale={props.locale} onPreview={props.onPreview} onDownload={props.onDownload} busyId={props.busyId} />
          <Pager page={props.reports.page} total={props.reports.total} limit={props.reports.limit} onPage={props.onPage} />
        </Section>
      </StatusSwitch>
      <PdfPreviewDialog preview={props.preview} onClose={props.onClosePreview} />
    </AssetPage>
  );
}

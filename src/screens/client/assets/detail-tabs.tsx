/** The lighter tabs of the product detail: asset, performance (vs benchmark), terms. */
import { SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../constants';
import { SectorBars } from '../../../components/charts/sector-bars';
import { formatDate, formatMoney, formatPercent } from '../../../format';
import { BatchTable } from './batch-table';
import { EmptyState, Figure, money, Section } from './parts';
import { GainsExplained, HoldingFigures, isValued } from './holding-figures';
import type { FundTerms, HoldingDetail, IndicatorValue } from '../../../domain/assets';
import { ScrollableTable } from '../../../components/scrollable-table';

export function AssetTab({ holding, terms, locale }: { holding: HoldingDetail | null; terms: FundTerms | null; locale: Locale }) {
  const { t } = useLingui();
  if (!holding) {
    return (
      <Section title={t`产品概况`}>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          <Figure label={t`成立日期`} value={formatDate(terms?.inceptionDate, locale)} />
          <Figure label={t`管理规模`} value={money(terms?.aum, terms?.currency)} />
          <Figure label={t`规模日期`} value={formatDate(terms?.aumDate, locale)} />
          <Figure label={t`业绩基准`} value={terms?.benchmark || '--'} />
        </SimpleGrid>
      </Section>
    );
  }
  const h = holding;
  return (
    <Stack gap="4">
      <Section title={t`我的持有`}>
        <HoldingFigures
          holding={h}
          locale={locale}
          extra={
            h.estimatedNav !== null &&
            h.estimatedNav !== undefined && (
              <Figure
                label={t`估算净值（${formatDate(h.estimatedNavDate, locale)}，仅供参考）`}
                value={formatMoney(h.estimatedNav, 4)}
              />
            )
          }
        />
        <GainsExplained />
      </Section>
      {h.batches.length > 0 && (
        <Section title={t`持有批次`}>
          <BatchTable batches={h.batches} valued={isValued(h)} locale={locale} />
        </Section>
      )}
    </Stack>
  );
}

function indicatorText(v: number | null | undefined, unit: IndicatorValue['unit']): string {
  if (v === null || v === undefined) return '--';
  if (unit === 'percent') return formatPercent(v);
  if (unit === 'days') return formatMoney(v, 0);
  return formatMoney(v);
}

export function PerformanceTab({ values, terms, locale }: { values: readonly IndicatorValue[]; terms: FundTerms | null; locale: Locale }) {
  const { t } = useLingui();
  return (
    <Stack gap="4">
      <Section title={t`业绩与基准对比`} aside={terms?.benchmark ? <Text fontSize="sm" color="fg.muted"><Trans>基准：{terms.benchmark}</Trans></Text> : undefined}>
        {values.length === 0 ? (
          <EmptyState><Trans>暂无业绩指标。</Trans></EmptyState>
        ) : (
          <ScrollableTable label={t`业绩指标`}>
            <Table.Root size="sm" aria-label={t`业绩指标`}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader><Trans>指标</Trans></Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end"><Trans>本基金</Trans></Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end"><Trans>业绩基准</Trans></Table.ColumnHeader>
                  <Table.ColumnHeader><Trans>截至</Trans></Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {values.map((v) => (
                  <Table.Row key={v.indicatorCode}>
                    <Table.Cell>{v.name}</Table.Cell>
                    <Table.Cell textAlign="end">{indicatorText(v.value, v.unit)}</Table.Cell>
                    <Table.Cell textAlign="end">{indicatorText(v.benchmarkValue, v.unit)}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatDate(v.endDate, locale)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </ScrollableTable>
        )}
      </Section>
      <Section title={t`行业分布与基准`}>
        <SectorBars items={terms?.sectorExposure ?? []} />
      </Section>
    </Stack>
  );
}

export function TermsTab({ terms, locale }: { terms: FundTerms | null; locale: Locale }) {
  const { t } = useLingui();
  if (!terms) return <EmptyState><Trans>暂无产品要素。</Trans></EmptyState>;
  const rows = [
    { label: t`产品代码`, value: terms.fundCode },
    { label: t`币种`, value: terms.currency },
    { label: t`成立日期`, value: formatDate(terms.inceptionDate, locale) },
    { label: t`业绩基准`, value: terms.benchmark || '--' },
    { label: t`管理规模`, value: `${money(terms.aum, terms.currency)} (${formatDate(terms.aumDate, locale)})` },
  ];
  // The fund's own terms follow, without repeating a row shown above under the same name (the inception date).
  const shown = new Set(rows.map((r) => r.label));
  rows.push(...terms.terms.filter((o) => !shown.has(o.label)).map((o) => ({ label: o.label, value: o.value })));
  return (
    <Section title={t`产品要素`}>
      <Stack as="dl" gap="0" divideY="1px" m="0">
        {rows.map((r) => (
          <SimpleGrid key={r.label} columns={{ base: 1, sm: 3 }} gap="1" py="2">
            <Text as="dt" color="fg.muted">{r.label}</Text>
            <Text as="dd" gridColumn={{ sm: 'span 2' }} m="0" wordBreak="break-word">{r.value}</Text>
          </SimpleGrid>
        ))}
      </Stack>
    </Section>
  );
}

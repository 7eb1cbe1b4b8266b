import { useMemo, useState } from 'react';
import { Button, Checkbox, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../constants';
import { SectorBars } from '../../../components/charts/sector-bars';
import { TimeSeriesChart, type ChartSeries } from '../../../components/charts/time-series-chart';
import { usePageTitle } from '../../../components/page-title';
import { FundPicker } from './fund-picker';
import { AssetPage, EmptyState, Section, StatusSwitch, type LoadStatus } from './parts';
import type { FundBrief, IndicatorSeries, IndicatorSetting, SectorWeight } from '../../../domain/assets';

const COLORS = ['#5638a8', '#d97706', '#0891b2', '#dc2626', '#16a34a', '#7c3aed'];

export interface IndicatorScreenProps {
  status: LoadStatus;
  funds: readonly FundBrief[];
  fundCode: string;
  settings: readonly IndicatorSetting[];
  series: readonly IndicatorSeries[];
  sectors: readonly SectorWeight[];
  locale: Locale;
  saving?: boolean;
  onFundChange: (fundCode: string) => void;
  /** Saves the user's indicator choice (in display order). */
  onSaveSelection: (indicatorCodes: string[]) => void;
  onRetry?: () => void;
}

/** Merges the series on one date axis (indicators may start on different days). */
export function alignSeries(series: readonly IndicatorSeries[]): { dates: string[]; values: (number | null)[][] } {
  const dates = [...new Set(series.flatMap((s) => s.points.map((p) => p.date)))].sort();
  const index = new Map(dates.map((d, i) => [d, i]));
  const values = series.map((s) => {
    const row: (number | null)[] = new Array(dates.length).fill(null);
    for (const p of s.points) row[index.get(p.date) as number] = p.value;
    return row;
  });
  return { dates, values };
}

/** /indicatorPath: the chosen indicators as lines, the sector exposure, and the choice saved per user. */
export function IndicatorScreen(props: IndicatorScreenProps) {
  const { t } = useLingui();
  usePageTitle(t`业绩指标`);
  const initial = props.settings.filter((s) => s.selected).sort((a, b) => a.order - b.order).map((s) => s.indicatorCode);
  const [chosen, setChosen] = useState<string[]>(initial);
  const aligned = useMemo(() => alignSeries(props.series), [props.series]);
  // Percentages (returns, volatility, drawdown) and plain ratios (Sharpe…) do not share a scale: each kind gets its
  // own chart and axis. A series keeps its colour in either.
  const chartSeries: (ChartSeries & { unit: string })[] = props.series.map((s, i) => ({ label: s.name, values: aligned.values[i], color: COLORS[i % COLORS.length], unit: s.unit }));
  const groups = (['percent', 'number'] as const)
    .map((kind) => ({ kind, series: chartSeries.filter((s) => (s.unit === 'percent') === (kind === 'percent')) }))
    .filter((group) => group.series.length > 0);
  const toggle = (code: string, on: boolean) => setChosen((c) => (on ? [...c, code] : c.filter((x) => x !== code)));
  return (
    <AssetPage title={t`业绩指标`} actions={<FundPicker funds={props.funds} value={props.fundCode} onChange={props.onFundChange} />}>
      <StatusSwitch status={props.status} onRetry={props.onRetry}>
        <Section title={t`我的指标`}>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="2">
            {props.settings.map((s) => (
              <Checkbox.Root key={s.indicatorCode} checked={chosen.includes(s.indicatorCode)} onCheckedChange={(e) => toggle(s.indicatorCode, e.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{s.name}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </SimpleGrid>
          <HStack>
            <Button size="sm" loading={props.saving} onClick={() => props.onSaveSelection(chosen)}>
              <Trans>保存指标选择</Trans>
            </Button>
          </HStack>
        </Section>
        <Section title={t`指标走势`}>
          {props.series.length === 0 ? (
            <EmptyState><Trans>请选择至少一个指标。</Trans></EmptyState>
          ) : (
            <Stack gap="6">
              {groups.map((group) => (
                <Stack key={group.kind} gap="2">
                  {groups.length > 1 && (
                    <Text fontWeight="medium" fontSize="sm">
                      {group.kind === 'percent' ? <Trans>收益与风险（%）</Trans> : <Trans>比率指标</Trans>}
                    </Text>
                  )}
                  <TimeSeriesChart
                    dates={aligned.dates}
                    series={group.series}
                    valueKind={group.kind}
                    locale={props.locale}
                    label={group.kind === 'percent' ? t`指标走势图（百分比）` : t`指标走势图（比率）`}
                  />
                </Stack>
              ))}
            </Stack>
          )}
        </Section>
        <Section title={t`行业分布`}>
          <Stack>
            <SectorBars items={props.sectors} />
            <Text fontSize="xs" color="fg.muted"><Trans>行业占比为组合市值占比。</Trans></Text>
          </Stack>
        </Section>
      </StatusSwitch>
    </AssetPage>
  );
}

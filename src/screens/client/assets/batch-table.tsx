import { Table } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../constants';
import { ScrollableTable } from '../../../components/scrollable-table';
import { formatDate } from '../../../format';
import { useAmounts } from './amounts';
import { Ratio } from './parts';
import type { HoldingBatch } from '../../../domain/assets';

/**
 * A holding's subscription batches: on the holdings page and on the product detail page's asset tab. Each column of
 * money adds up to the holding's figure of the same name; a holding the firm does not value shows "--".
 */
export function BatchTable({ batches, valued = true, locale }: { batches: readonly HoldingBatch[]; valued?: boolean; locale: Locale }) {
  const { t } = useLingui();
  const a = useAmounts();
  const gain = (v: number) => (valued ? v : null);
  return (
    <ScrollableTable label={t`持有批次`}>
      <Table.Root size="sm" aria-label={t`持有批次`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader><Trans>批次日期</Trans></Table.ColumnHeader>
            <Table.ColumnHeader><Trans>申购日期</Trans></Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end"><Trans>份额</Trans></Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end"><Trans>投资成本</Trans></Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end"><Trans>市值</Trans></Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end"><Trans>浮动收益</Trans></Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end"><Trans>已实现收益</Trans></Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end"><Trans>累计收益</Trans></Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end"><Trans>收益率</Trans></Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {batches.map((b) => (
            <Table.Row key={`${b.batchDate}-${b.subscriptionDate}`}>
              <Table.Cell whiteSpace="nowrap">{formatDate(b.batchDate, locale)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(b.subscriptionDate, locale)}</Table.Cell>
              <Table.Cell textAlign="end">{a.shares(b.shares)}</Table.Cell>
              <Table.Cell textAlign="end">{a.money(b.investmentCost)}</Table.Cell>
              <Table.Cell textAlign="end">{a.money(gain(b.marketValue))}</Table.Cell>
              <Table.Cell textAlign="end" color={a.tone(gain(b.unrealizedGain), locale)}>{a.money(gain(b.unrealizedGain))}</Table.Cell>
              <Table.Cell textAlign="end" color={a.tone(gain(b.realizedGain), locale)}>{a.money(gain(b.realizedGain))}</Table.Cell>
              <Table.Cell textAlign="end" color={a.tone(gain(b.gainLoss), locale)}>{a.money(gain(b.gainLoss))}</Table.Cell>
              <Table.Cell textAlign="end"><Ratio value={gain(b.returnRate)} locale={locale} /></Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </ScrollableTable>
  );
}

import { Table } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../constants';
import { ScrollableTable } from '../../../components/scrollable-table';
import { formatDate, formatMoney } from '../../../format';
import { Ratio, signColor } from './parts';
import type { HoldingBatch } from './types';

/** A holding's subscription batches: on the holdings page and on the product detail page's asset tab. */
export function BatchTable({ batches, locale }: { batches: readonly HoldingBatch[]; locale: Locale }) {
  const { t } = useLingui();
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
            <Table.ColumnHeader textAlign="end"><Trans>持有收益</Trans></Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end"><Trans>收益率</Trans></Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {batches.map((b) => (
            <Table.Row key={`${b.batchDate}-${b.subscriptionDate}`}>
              <Table.Cell whiteSpace="nowrap">{formatDate(b.batchDate, locale)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(b.subscriptionDate, locale)}</Table.Cell>
              <Table.Cell textAlign="end">{formatMoney(b.shares)}</Table.Cell>
              <Table.Cell textAlign="end">{formatMoney(b.investmentCost)}</Table.Cell>
              <Table.Cell textAlign="end">{formatMoney(b.marketValue)}</Table.Cell>
              <Table.Cell textAlign="end" color={signColor(b.gainLoss, locale)}>{formatMoney(b.gainLoss)}</Table.Cell>
              <Table.Cell textAlign="end"><Ratio value={b.returnRate} locale={locale} /></Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </ScrollableTable>
  );
}

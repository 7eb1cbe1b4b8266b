import { useState } from 'react';
import { Button, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Table } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../constants';
import { formatDate, formatMoney } from '../../../format';
import { useAmounts } from './amounts';
import { EmptyState, Pager } from './parts';
import type { Option, Transaction, TransactionFilter } from '../../../domain/assets';
import { ScrollableTable } from '../../../components/scrollable-table';


export const TRANSACTION_PAGE_SIZE = 10;

interface Range {
  minAmount: string;
  maxAmount: string;
  minShares: string;
  maxShares: string;
}
const NO_RANGE: Range = { minAmount: '', maxAmount: '', minShares: '', maxShares: '' };

const within = (value: number, min: string, max: string) =>
  (min === '' || value >= Number(min)) && (max === '' || value <= Number(max));

/**
 * Dates and type filter on the server (they change what is fetched); amount and shares ranges filter the fund's
 * fetched transactions here, so the pages stay right whatever the ranges.
 */
export function TransactionsTab(props: {
  transactions: readonly Transaction[];
  types: readonly Option[];
  filter: TransactionFilter;
  onFilter: (filter: TransactionFilter) => void;
  locale: Locale;
}) {
  const { t } = useLingui();
  const a = useAmounts();
  const [form, setForm] = useState({ ...NO_RANGE, startDate: props.filter.startDate ?? '', endDate: props.filter.endDate ?? '', type: props.filter.type ?? '' });
  const [range, setRange] = useState<Range>(NO_RANGE);
  const [page, setPage] = useState(1);
  const rows = props.transactions.filter(
    (x) => within(Math.abs(x.cashAmount), range.minAmount, range.maxAmount) && within(Math.abs(x.shares), range.minShares, range.maxShares),
  );
  const shown = rows.slice((page - 1) * TRANSACTION_PAGE_SIZE, page * TRANSACTION_PAGE_SIZE);
  const field = (key: keyof typeof form, label: string, type: string) => (
    <Field.Root>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <Input size="sm" type={type} min={type === 'number' ? 0 : undefined} value={form[key]} onChange={(e) => setForm({ ...form, [key]: e.target.value })} />
    </Field.Root>
  );
  return (
    <Stack gap="4">
      <Stack
        as="form"
        gap="3"
        aria-label={t`交易筛选`}
        onSubmit={(event) => {
          event.preventDefault();
          setRange({ minAmount: form.minAmount, maxAmount: form.maxAmount, minShares: form.minShares, maxShares: form.maxShares });
          setPage(1);
          props.onFilter({ startDate: form.startDate || undefined, endDate: form.endDate || undefined, type: form.type || undefined });
        }}
      >
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          {field('startDate', t`开始日期`, 'date')}
          {field('endDate', t`结束日期`, 'date')}
          <Field.Root>
            <Field.Label fontSize="sm"><Trans>交易类型</Trans></Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={form.type} onChange={(e) => setForm({ ...form, type: e.target.value })}>
                <option value="">{t`全部类型`}</option>
                {props.types.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <span />
          {field('minAmount', t`最低金额`, 'number')}
          {field('maxAmount', t`最高金额`, 'number')}
          {field('minShares', t`最低份额`, 'number')}
          {field('maxShares', t`最高份额`, 'number')}
        </SimpleGrid>
        <HStack>
          <Button size="sm" type="submit"><Trans>查询</Trans></Button>
        </HStack>
      </Stack>
      {rows.length === 0 ? (
        <EmptyState><Trans>没有符合条件的交易记录。</Trans></EmptyState>
      ) : (
        <>
          <ScrollableTable label={t`交易记录`}>
            <Table.Root size="sm" aria-label={t`交易记录`}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader><Trans>交易日期</Trans></Table.ColumnHeader>
                  <Table.ColumnHeader><Trans>确认日期</Trans></Table.ColumnHeader>
                  <Table.ColumnHeader><Trans>交易类型</Trans></Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end"><Trans>金额</Trans></Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end"><Trans>份额</Trans></Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end"><Trans>确认净值</Trans></Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end"><Trans>费用</Trans></Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {shown.map((x) => (
                  <Table.Row key={x.id}>
                    <Table.Cell whiteSpace="nowrap">{formatDate(x.tradeDate, props.locale)}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatDate(x.confirmDate, props.locale)}</Table.Cell>
                    <Table.Cell>{x.typeLabel}</Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">{a.money(x.cashAmount, x.currency)}</Table.Cell>
                    <Table.Cell textAlign="end">{a.shares(x.shares)}</Table.Cell>
                    <Table.Cell textAlign="end">{x.nav === null || x.nav === undefined ? '--' : formatMoney(x.nav, 4)}</Table.Cell>
                    <Table.Cell textAlign="end">{a.money(x.fee)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </ScrollableTable>
          <Pager page={page} total={rows.length} limit={TRANSACTION_PAGE_SIZE} onPage={setPage} />
        </>
      )}
    </Stack>
  );
}

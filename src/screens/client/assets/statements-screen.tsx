import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../constants';
import { usePageTitle } from '../../../components/page-title';
import { formatDate } from '../../../format';
import { AssetPage, EmptyState, Pager, Section, StatusSwitch, type LoadStatus } from './parts';
import type { ExportKind, Page, Statement, StatementType } from '../../../domain/assets';

/** What is being fetched: a statement (by period) or an export. */
export type StatementsBusy = { statement: string } | { export: ExportKind } | null;

export interface StatementsScreenProps {
  status: LoadStatus;
  type: StatementType;
  statements: Page<Statement>;
  locale: Locale;
  busy: StatementsBusy;
  onTypeChange: (type: StatementType) => void;
  onPage: (page: number) => void;
  onDownload: (statement: Statement) => void;
  onExport: (kind: ExportKind) => void;
  onRetry?: () => void;
}

/**
 * /myStatements, reached from My assets: the investor's statements (a PDF per month or quarter: holdings,
 * transactions, realised and unrealised gains) and the CSV exports of holdings and transactions. They sit with My
 * assets rather than with the product reports: they are the investor's own account, as the holdings are; the
 * product reports are the firm's, the same for every holder of a fund.
 */
export function StatementsScreen(props: StatementsScreenProps) {
  const { t } = useLingui();
  usePageTitle(t`对账单与导出`);
  return (
    <AssetPage title={t`对账单与导出`}>
      <Section title={t`对账单`} aside={<TypeSwitch type={props.type} onChange={props.onTypeChange} />}>
        <Text fontSize="sm" color="fg.muted">
          <Trans>每月、每季度一份 PDF：期末持仓与市值、本期交易、已实现收益和浮动收益，合计与「我的资产」一致。</Trans>
        </Text>
        <StatusSwitch status={props.status} onRetry={props.onRetry}>
          <StatementList {...props} />
        </StatusSwitch>
      </Section>
      <Section title={t`导出数据`}>
        <Text fontSize="sm" color="fg.muted">
          <Trans>CSV 文件（UTF-8 编码），可直接用 Excel 打开，表头为当前语言。</Trans>
        </Text>
        <Stack gap="0" divideY="1px">
          <ExportRow
            title={t`持仓`}
            text={t`全部产品的份额、市值、成本与收益，按币种合计，与「我的资产」一致。`}
            action={t`导出持仓（CSV）`}
            busy={props.busy !== null && 'export' in props.busy && props.busy.export === 'holdings'}
            onClick={() => props.onExport('holdings')}
          />
          <ExportRow
            title={t`交易记录`}
            text={t`全部交易：日期、产品、类型、金额、份额、确认净值和费用，最新的在前。`}
            action={t`导出交易记录（CSV）`}
            busy={props.busy !== null && 'export' in props.busy && props.busy.export === 'transactions'}
            onClick={() => props.onExport('transactions')}
          />
        </Stack>
      </Section>
    </AssetPage>
  );
}

function TypeSwitch({ type, onChange }: { type: StatementType; onChange: (type: StatementType) => void }) {
  const { t } = useLingui();
  const options: [StatementType, string][] = [
    ['monthly', t`月度`],
    ['quarterly', t`季度`],
  ];
  return (
    <HStack gap="1" role="group" aria-label={t`对账单周期`}>
      {options.map(([value, label]) => (
        <Button key={value} size="xs" variant={type === value ? 'solid' : 'outline'} aria-pressed={type === value} onClick={() => onChange(value)}>
          {label}
        </Button>
      ))}
    </HStack>
  );
}

function StatementList({ statements, locale, busy, onDownload, onPage }: StatementsScreenProps) {
  const { t } = useLingui();
  if (statements.list.length === 0) {
    return (
      <EmptyState>
        <Trans>暂无对账单：首笔交易后的每个月、每个季度都会有一份。</Trans>
      </EmptyState>
    );
  }
  return (
    <Stack gap="3">
      <Stack as="ul" listStyleType="none" m="0" p="0" gap="0" divideY="1px">
        {statements.list.map((s) => {
          const from = formatDate(s.from, locale);
          const to = formatDate(s.to, locale);
          const asOf = formatDate(s.asOf, locale);
          return (
            <HStack as="li" key={s.period} py="3" gap="3" justify="space-between" wrap="wrap">
              <Stack gap="1" minW="0" flex="1">
                <Text fontWeight="medium" wordBreak="break-word">{s.title}</Text>
                <HStack gap="2" fontSize="sm" color="fg.muted" wrap="wrap">
                  <Text>
                    {from} – {to}
                  </Text>
                  {s.complete ? (
                    <Text>
                      <Trans>估值日 {asOf}</Trans>
                    </Text>
                  ) : (
                    <Badge colorPalette="orange" variant="subtle">
                      <Trans>本期进行中，截至 {asOf}</Trans>
                    </Badge>
                  )}
                </HStack>
              </Stack>
              <Button
                size="xs"
                loading={busy !== null && 'statement' in busy && busy.statement === s.period}
                onClick={() => onDownload(s)}
                aria-label={t`下载 PDF：${s.title}`}
              >
                <Trans>下载 PDF</Trans>
              </Button>
            </HStack>
          );
        })}
      </Stack>
      <Pager page={statements.page} total={statements.total} limit={statements.limit} onPage={onPage} />
    </Stack>
  );
}

function ExportRow({ title, text, action, busy, onClick }: { title: string; text: string; action: string; busy: boolean; onClick: () => void }) {
  return (
    <HStack py="3" gap="3" justify="space-between" wrap="wrap">
      <Stack gap="1" minW="0" flex="1 1 16rem">
        <Text fontWeight="medium">{title}</Text>
        <Text fontSize="sm" color="fg.muted">
          {text}
        </Text>
      </Stack>
      {/* Named by aria-label too: while it loads, its text gives way to a spinner. */}
      <Button size="xs" variant="outline" loading={busy} onClick={onClick} aria-label={action}>
        {action}
      </Button>
    </HStack>
  );
}

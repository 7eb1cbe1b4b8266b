import { Link, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../constants';
import { usePageTitle } from '../../../components/page-title';
import { anchorLink, type RenderLink } from '../../../components/render-link';
import { ScrollableTable } from '../../../components/scrollable-table';
import { formatDate } from '../../../format';
import { useAmounts } from './amounts';
import { AllocationBlock, useCurrencyName, ValueHistory } from './insight-parts';
import { AssetPage, EmptyState, Section, StatusSwitch, type LoadStatus } from './parts';
import type { PortfolioInsight } from '../../../domain/assets';

export interface PortfolioInsightScreenProps {
  status: LoadStatus;
  insight: PortfolioInsight | null;
  locale: Locale;
  onRetry?: () => void;
  renderLink?: RenderLink;
}

/**
 * /portfolioInsight (My assets' portfolio insight): the investor's market value by currency, and in each currency by
 * fund and by strategy (a bar and a table each, the table's rows adding up to the total My assets shows), then the value over time. CNY and USD
 * are never added together: there is no exchange rate in the product.
 */
export function PortfolioInsightScreen({ status, insight, locale, onRetry, renderLink = anchorLink }: PortfolioInsightScreenProps) {
  const { t } = useLingui();
  usePageTitle(t`组合分析`);
  const amounts = useAmounts();
  const currencyName = useCurrencyName();
  const currencies = insight?.currencies ?? [];
  return (
    <AssetPage
      title={t`组合分析`}
      actions={
        <Link asChild fontSize="sm" color="brand.700" fontWeight="medium">
          {renderLink({ href: '/myAssets', children: t`返回我的资产` })}
        </Link>
      }
    >
      <StatusSwitch status={status} onRetry={onRetry}>
        {currencies.length === 0 ? (
          <EmptyState>
            <Trans>您目前没有计入总览的持仓，暂无组合分析。</Trans>
          </EmptyState>
        ) : (
          <>
            <Text fontSize="sm" color="fg.muted">
              <Trans>
                净值日期 {formatDate(insight?.netValueDate ?? '', locale)} · 与「我的资产」总览同一估值：每张表的各行相加等于该币种的总市值。
              </Trans>
            </Text>
            <Section title={t`按币种`}>
              <ScrollableTable label={t`按币种`}>
                <Table.Root size="sm" aria-label={t`按币种`}>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader><Trans>币种</Trans></Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end"><Trans>总市值</Trans></Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end"><Trans>产品数</Trans></Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {currencies.map((c) => (
                      <Table.Row key={c.currency} data-testid={`currency-${c.currency}`}>
                        <Table.Cell>{currencyName(c.currency)}</Table.Cell>
                        <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                          {amounts.money(c.marketValue, c.currency)}
                        </Table.Cell>
                        <Table.Cell textAlign="end">{c.byFund.length}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </ScrollableTable>
              <Text fontSize="sm" color="fg.muted">
                <Trans>人民币和美元资产分别合计，不做换算，因此不合并为一个总额。</Trans>
              </Text>
            </Section>
            {currencies.map((c) => (
              <Stack key={c.currency} gap="6" data-testid={`insight-${c.currency}`}>
                <Section
                  title={t`资产配置：${currencyName(c.currency)}`}
                  aside={
                    <Text fontSize="sm" color="fg.muted">
                      <Trans>总市值</Trans> <Text as="span" fontWeight="semibold" color="fg">{amounts.money(c.marketValue, c.currency)}</Text>
                    </Text>
                  }
                >
                  <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
                    <AllocationBlock title={t`按产品`} rows={c.byFund} total={c.marketValue} currency={c.currency} locale={locale} />
                    <AllocationBlock title={t`按策略`} rows={c.byStrategy} total={c.marketValue} currency={c.currency} strategies locale={locale} />
                  </SimpleGrid>
                </Section>
                <Section title={t`组合市值走势：${currencyName(c.currency)}`}>
                  <ValueHistory history={c.history} currency={c.currency} locale={locale} />
                </Section>
              </Stack>
            ))}
          </>
        )}
      </StatusSwitch>
    </AssetPage>
  );
}

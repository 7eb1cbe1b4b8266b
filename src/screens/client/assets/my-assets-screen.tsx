import { Badge, Box, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../constants';
import { usePageTitle } from '../../../components/page-title';
import { anchorLink, type RenderLink } from '../../../components/render-link';
import { formatDate, formatMoney, formatPercent } from '../../../format';
import { AssetPage, EmptyState, Figure, money, Section, signColor, StatusSwitch, type LoadStatus } from './parts';
import { BatchTable } from './batch-table';
import type { AssetSummary, Holding, HoldingBatch } from './types';

export type HoldingRow = Holding & { subscriptionDate?: string; batches?: HoldingBatch[] };

export interface MyAssetsScreenProps {
  status: LoadStatus;
  summary: AssetSummary | null;
  holdings: readonly HoldingRow[];
  locale: Locale;
  onRetry?: () => void;
  renderLink?: RenderLink;
}

/** /myAssets: totals per currency (CNY/USD are never added together) and each holding with its batches. */
export function MyAssetsScreen({ status, summary, holdings, locale, onRetry, renderLink = anchorLink }: MyAssetsScreenProps) {
  const { t } = useLingui();
  usePageTitle(t`我的资产`);
  return (
    <AssetPage title={t`我的资产`}>
      <StatusSwitch status={status} onRetry={onRetry}>
        {holdings.length === 0 ? (
          <EmptyState>
            <Trans>您目前没有持有的产品。</Trans>
          </EmptyState>
        ) : (
          <>
            {summary && (
              <Section
                title={t`资产总览`}
                aside={
                  <Text fontSize="sm" color="fg.muted">
                    <Trans>
                      净值日期 {formatDate(summary.netValueDate, locale)} · 持有 {summary.holdingCount} 只产品
                    </Trans>
                  </Text>
                }
              >
                <SimpleGrid columns={{ base: 1, md: summary.currencies.length > 1 ? 2 : 1 }} gap="4">
                  {summary.currencies.map((c) => (
                    <Box key={c.currency} p="4" rounded="l2" bg="brand.50" data-testid={`total-${c.currency}`}>
                      <Text fontWeight="semibold" mb="2">
                        {c.currency === 'CNY' ? <Trans>人民币资产（CNY）</Trans> : <Trans>美元资产（USD）</Trans>}
                      </Text>
                      <SimpleGrid columns={{ base: 2, sm: 3 }} gap="3">
                        <Figure label={t`总市值`} value={formatMoney(c.marketValue)} />
                        <Figure label={t`投资成本`} value={formatMoney(c.investmentCost)} />
                        <Figure label={t`持有收益`} value={formatMoney(c.gainLoss)} color={signColor(c.gainLoss, locale)} />
                        <Figure label={t`收益率`} value={formatPercent(c.returnRate)} color={signColor(c.returnRate, locale)} />
                        <Figure label={t`近一周收益率`} value={formatPercent(c.weeklyReturn)} color={signColor(c.weeklyReturn, locale)} />
                      </SimpleGrid>
                    </Box>
                  ))}
                </SimpleGrid>
              </Section>
            )}
            <Stack gap="4">
              {holdings.map((h) => (
                <HoldingCard key={h.fundCode} holding={h} locale={locale} renderLink={renderLink} />
              ))}
            </Stack>
          </>
        )}
      </StatusSwitch>
    </AssetPage>
  );
}

function HoldingCard({ holding: h, locale, renderLink }: { holding: HoldingRow; locale: Locale; renderLink: RenderLink }) {
  const { t } = useLingui();
  const trust = h.trusteeData === true || h.shares === 0;
  const href = `/myAssetsDetail?fundCode=${encodeURIComponent(h.fundCode)}`;
  return (
    <Section>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Link asChild fontWeight="semibold" fontSize="lg" color="brand.700">
          {renderLink({ href, children: h.fundName })}
        </Link>
        <HStack gap="2">
          <Badge variant="outline">{h.currency}</Badge>
          {h.state !== 'holding' && <Badge colorPalette="orange">{h.state === 'pending' ? t`确认中` : t`已赎回`}</Badge>}
        </HStack>
      </HStack>
      <SimpleGrid columns={{ base: 2, md: 4, xl: 6 }} gap="3">
        <Figure label={t`单位净值`} value={formatMoney(h.shareNetValue, 4)} />
        <Figure label={t`净值日期`} value={formatDate(h.netValueDate, locale)} />
        <Figure label={t`持有份额`} value={formatMoney(h.shares)} />
        <Figure label={t`市值`} value={money(h.marketValue, h.currency)} />
        <Figure label={t`投资成本`} value={formatMoney(h.investmentCost)} />
        <Figure label={t`持有收益`} value={formatMoney(h.gainLoss)} color={signColor(h.gainLoss, locale)} />
        <Figure label={t`收益率`} value={formatPercent(h.returnRate)} color={signColor(h.returnRate, locale)} />
        <Figure label={t`近一周收益率`} value={formatPercent(h.weeklyReturn)} color={signColor(h.weeklyReturn, locale)} />
        <Figure label={t`首次申购日期`} value={formatDate(h.subscriptionDate, locale)} />
      </SimpleGrid>
      {trust && (
        <Text fontSize="sm" color="orange.700" bg="orange.50" p="3" rounded="l2" role="note">
          <Trans>本产品为本公司担任投资顾问的信托计划，份额可能显示为 0，请以受托人（信托公司）提供的数据为准。</Trans>
        </Text>
      )}
      {h.batches && h.batches.length > 0 && <BatchTable batches={h.batches} locale={locale} />}
    </Section>
  );
}

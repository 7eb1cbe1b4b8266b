import { Badge, Box, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../constants';
import { usePageTitle } from '../../../components/page-title';
import { anchorLink, type RenderLink } from '../../../components/render-link';
import { formatDate, formatPercent } from '../../../format';
import { AssetPage, EmptyState, Figure, Section, signColor, StatusSwitch, type LoadStatus } from './parts';
import { BatchTable } from './batch-table';
import { GainFigureItems, GainsExplained, HoldingFigures, isValued } from './holding-figures';
import type { AssetSummary, Holding, HoldingBatch } from '../../../domain/assets';

export type HoldingRow = Holding & { subscriptionDate?: string; batches?: HoldingBatch[] };

export interface MyAssetsScreenProps {
  status: LoadStatus;
  summary: AssetSummary | null;
  holdings: readonly HoldingRow[];
  locale: Locale;
  onRetry?: () => void;
  renderLink?: RenderLink;
}

/**
 * /myAssets: totals per currency (CNY/USD are never added together) and each holding with its batches. Every total
 * shows the parts it is the sum of: total gain = realised + unrealised, unrealised = market value − cost.
 */
export function MyAssetsScreen({ status, summary, holdings, locale, onRetry, renderLink = anchorLink }: MyAssetsScreenProps) {
  const summedCount = holdings.filter((h) => h.state === 'holding' && isValued(h)).length;
  const { t } = useLingui();
  usePageTitle(t`我的资产`);
  return (
    <AssetPage
      title={t`我的资产`}
      actions={
        <HStack gap="4" wrap="wrap">
          <Link asChild fontSize="sm" color="brand.700" fontWeight="medium">
            {renderLink({ href: '/portfolioInsight', children: t`组合分析` })}
          </Link>
          <Link asChild fontSize="sm" color="brand.700" fontWeight="medium">
            {renderLink({ href: '/myStatements', children: t`对账单与导出` })}
          </Link>
        </HStack>
      }
    >
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
                    {summedCount === summary.holdingCount ? (
                      <Trans>
                        净值日期 {formatDate(summary.netValueDate, locale)} · 持有 {summary.holdingCount} 只产品
                      </Trans>
                    ) : (
                      // The count says which products the totals below add up (the caption under them says why).
                      <Trans>
                        净值日期 {formatDate(summary.netValueDate, locale)} · 持有 {summary.holdingCount} 只产品，其中 {summedCount} 只计入总览
                      </Trans>
                    )}
                  </Text>
                }
              >
                <SimpleGrid columns={{ base: 1, md: summary.currencies.length > 1 ? 2 : 1 }} gap="4">
                  {summary.currencies.map((c) => (
                    <Box key={c.currency} p="4" rounded="l2" bg="brand.50" data-testid={`total-${c.currency}`}>
                      <Text fontWeight="semibold" mb="2">
                        {c.currency === 'CNY' ? <Trans>人民币资产（CNY）</Trans> : <Trans>美元资产（USD）</Trans>}
                      </Text>
                      <SimpleGrid columns={{ base: 2, sm: 3, lg: 4 }} gap="3">
                        <GainFigureItems figures={c} valued locale={locale} />
                        <Figure label={t`近一周收益率`} value={formatPercent(c.weeklyReturn)} color={signColor(c.weeklyReturn, locale)} />
                      </SimpleGrid>
                    </Box>
                  ))}
                </SimpleGrid>
                <GainsExplained />
                <Text fontSize="sm" color="fg.muted">
                  <Trans>总览只合计持有中、由本公司估值的产品：已赎回产品的收益见其产品卡片，确认中的申购和信托计划不计入。</Trans>
                </Text>
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
  const href = `/myAssetsDetail?fundCode=${encodeURIComponent(h.fundCode)}`;
  return (
    <Section>
      <Stack gap="4" data-testid={`holding-${h.fundCode}`}>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Link asChild fontWeight="semibold" fontSize="lg" color="brand.700">
            {renderLink({ href, children: h.fundName })}
          </Link>
          <HStack gap="2">
            <Badge variant="outline">{h.currency}</Badge>
            {h.state !== 'holding' && <Badge colorPalette="orange">{h.state === 'pending' ? t`确认中` : t`已赎回`}</Badge>}
          </HStack>
        </HStack>
        <HoldingFigures holding={h} locale={locale} />
        {h.batches && h.batches.length > 0 && <BatchTable batches={h.batches} valued={isValued(h)} locale={locale} />}
      </Stack>
    </Section>
  );
}

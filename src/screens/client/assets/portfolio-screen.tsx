import { Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../constants';
import { SectorBars } from '../../../components/charts/sector-bars';
import { usePageTitle } from '../../../components/page-title';
import { formatDate, formatPercent, truncateLong } from '../../../format';
import { FundPicker } from './fund-picker';
import { AssetPage, EmptyState, Figure, Section, StatusSwitch, type LoadStatus } from './parts';
import type { FundBrief, PortfolioData, Rationale } from '../../../domain/assets';

export interface PortfolioScreenProps {
  status: LoadStatus;
  funds: readonly FundBrief[];
  fundCode: string;
  portfolio: PortfolioData | null;
  rationales: readonly Rationale[];
  locale: Locale;
  onFundChange: (fundCode: string) => void;
  onRetry?: () => void;
}

/** /portfolioPath: portfolio data of the chosen fund configuration, its themes and the top-5 rationales. */
export function PortfolioScreen(props: PortfolioScreenProps) {
  const { status, portfolio, rationales, locale } = props;
  const { t } = useLingui();
  usePageTitle(t`投资组合`);
  return (
    <AssetPage title={t`投资组合`} actions={<FundPicker funds={props.funds} value={props.fundCode} onChange={props.onFundChange} />}>
      <StatusSwitch status={status} onRetry={props.onRetry}>
        {!portfolio ? (
          <EmptyState><Trans>暂无投资组合数据。</Trans></EmptyState>
        ) : (
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            <Section title={t`组合概况`} aside={<Text fontSize="sm" color="fg.muted"><Trans>截至 {formatDate(portfolio.asOfDate, locale)}</Trans></Text>}>
              <Figure label={t`主组合占比`} value={formatPercent(portfolio.mainPortfolioShare)} />
              <Stack gap="2">
                <Text fontWeight="medium"><Trans>投资主题</Trans></Text>
                {portfolio.themes.map((theme) => (
                  <HStack key={theme.name} justify="space-between">
                    <Text>{theme.name}</Text>
                    <Text fontVariantNumeric="tabular-nums">{formatPercent(theme.weight)}</Text>
                  </HStack>
                ))}
              </Stack>
            </Section>
            <Section title={t`行业分布`}>
              <SectorBars items={portfolio.sectorExposure} />
            </Section>
          </SimpleGrid>
        )}
        <Section title={t`前五大投资逻辑`}>
          {rationales.length === 0 ? (
            <Text color="fg.muted"><Trans>暂无投资逻辑。</Trans></Text>
          ) : (
            <Stack as="ol" gap="3" m="0" ps="5">
              {rationales.map((r) => (
                <Box as="li" key={r.id}>
                  <Text fontWeight="medium">{truncateLong(r.title)}{r.sector ? ` · ${r.sector}` : ''}</Text>
                  <Text color="fg.muted" fontSize="sm">{r.summary}</Text>
                </Box>
              ))}
            </Stack>
          )}
        </Section>
      </StatusSwitch>
    </AssetPage>
  );
}

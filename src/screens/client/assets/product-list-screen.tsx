import { useState } from 'react';
import { Badge, Button, HStack, Input, Link, SegmentGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { segmentGroupSlotRecipe } from '@chakra-ui/react/theme';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../constants';
import { usePageTitle } from '../../../components/page-title';
import { anchorLink, type RenderLink } from '../../../components/render-link';
import { formatDate, formatMoney, formatPercent } from '../../../format';
import { AssetPage, EmptyState, Figure, Pager, Section, signColor, StatusSwitch, type LoadStatus } from './parts';
import type { PartnerFund } from '../../../domain/assets';

export type FollowFilter = 'all' | 'followed';

export interface ProductListScreenProps {
  status: LoadStatus;
  funds: readonly PartnerFund[];
  filter: FollowFilter;
  keyword: string;
  page: number;
  total: number;
  limit: number;
  /** Funds whose follow change is on its way to the server. */
  pending?: ReadonlySet<string>;
  locale: Locale;
  onFilterChange: (filter: FollowFilter) => void;
  onSearch: (keyword: string) => void;
  onPage: (page: number) => void;
  onToggleFollow: (fundCode: string, followed: boolean) => void;
  onRetry?: () => void;
  renderLink?: RenderLink;
}

/** /prodListPath (partners): the products offered to them, All/Followed, search by name or code, follow/unfollow. */
export function ProductListScreen(props: ProductListScreenProps) {
  const { status, funds, locale, renderLink = anchorLink, pending } = props;
  const { t } = useLingui();
  usePageTitle(t`产品列表`);
  const [keyword, setKeyword] = useState(props.keyword);
  return (
    <AssetPage title={t`产品列表`}>
      <HStack gap="3" wrap="wrap" justify="space-between">
        <SegmentGroup.Root
          recipe={segmentGroupSlotRecipe}
          size="sm"
          value={props.filter}
          onValueChange={(e) => e.value && props.onFilterChange(e.value as FollowFilter)}
          aria-label={t`筛选`}
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items items={[{ value: 'all', label: t`全部` }, { value: 'followed', label: t`已关注` }]} />
        </SegmentGroup.Root>
        <HStack
          as="form"
          role="search"
          gap="2"
          onSubmit={(event) => {
            event.preventDefault();
            props.onSearch(keyword.trim());
          }}
        >
          <Input
            size="sm"
            w={{ base: '44', md: '64' }}
            type="search"
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            placeholder={t`产品名称或代码`}
            aria-label={t`搜索产品`}
          />
          <Button size="sm" type="submit">
            <Trans>搜索</Trans>
          </Button>
        </HStack>
      </HStack>
      <StatusSwitch status={status} onRetry={props.onRetry}>
        {funds.length === 0 ? (
          <EmptyState>
            {props.filter === 'followed' ? <Trans>您还没有关注任何产品。</Trans> : <Trans>没有找到符合条件的产品。</Trans>}
          </EmptyState>
        ) : (
          <Stack gap="3">
            {funds.map((f) => (
              <Section key={f.fundCode}>
                <HStack justify="space-between" gap="2" align="flex-start">
                  <Stack gap="1" minW="0">
                    <Link asChild fontWeight="semibold" fontSize="lg" color="brand.700">
                      {renderLink({ href: `/myAssetsDetail?fundCode=${encodeURIComponent(f.fundCode)}`, children: f.fundName })}
                    </Link>
                    <HStack gap="2">
                      <Text fontSize="sm" color="fg.muted">{f.fundCode}</Text>
                      <Badge variant="outline">{f.currency}</Badge>
                    </HStack>
                  </Stack>
                  <FollowButton
                    fund={f}
                    busy={pending?.has(f.fundCode) ?? false}
                    onToggle={() => props.onToggleFollow(f.fundCode, !f.followed)}
                  />
                </HStack>
                <SimpleGrid columns={{ base: 2, md: 5 }} gap="3">
                  <Figure label={t`单位净值`} value={formatMoney(f.shareNetValue, 4)} />
                  <Figure label={t`净值日期`} value={formatDate(f.netValueDate, locale)} />
                  <Figure label={t`近一周收益率`} value={formatPercent(f.weeklyReturn)} color={signColor(f.weeklyReturn, locale)} />
                  <Figure label={t`成立以来收益率`} value={formatPercent(f.returnRate)} color={signColor(f.returnRate, locale)} />
                  <Figure label={t`管理规模`} value={f.aum === null || f.aum === undefined ? '--' : `${f.currency} ${formatMoney(f.aum)}`} />
                </SimpleGrid>
              </Section>
            ))}
            <Pager page={props.page} total={props.total} limit={props.limit} onPage={props.onPage} />
          </Stack>
        )}
      </StatusSwitch>
    </AssetPage>
  );
}

function FollowButton({ fund, busy, onToggle }: { fund: PartnerFund; busy: boolean; onToggle: () => void }) {
  const { t } = useLingui();
  const label = fund.followed ? t`取消关注 ${fund.fundName}` : t`关注 ${fund.fundName}`;
  return (
    <Button
      size="sm"
      variant={fund.followed ? 'solid' : 'outline'}
      px="3"
      aria-pressed={fund.followed}
      aria-label={label}
      disabled={busy}
      onClick={onToggle}
    >
      {fund.followed ? <Trans>已关注</Trans> : <Trans>关注</Trans>}
    </Button>
  );
}

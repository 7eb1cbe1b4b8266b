/**
 * A holding's figures, on the holdings page and on the product detail page's asset tab: the total gain with the two
 * parts it is the sum of (realised and unrealised), each labelled, and the notes for what the firm does not value.
 */
import type { ReactNode } from 'react';
import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../constants';
import { formatDate, formatMoney, formatPercent } from '../../../format';
import { useAmounts } from './amounts';
import { Figure, signColor } from './parts';
import type { GainFigures, Holding } from '../../../domain/assets';

/**
 * Whether the firm values the holding: a subscription not confirmed yet has no shares, and a trust plan's register
 * is kept by the trustee; their market value and gains show as "--" instead of a 0 that would not add up.
 */
export const isValued = (h: Pick<Holding, 'state' | 'fundType' | 'trusteeData'>) =>
  h.state !== 'pending' && h.fundType !== 'trust' && h.trusteeData !== true;

const orEmpty = (valued: boolean, value: number) => (valued ? value : null);

/** Market value, cost and the three gains, in the order they add up: unrealised + realised = total. */
export function GainFigureItems({ figures, valued, locale, currency, redeemed = false }: {
  figures: GainFigures & { returnRate: number };
  valued: boolean;
  locale: Locale;
  /** Every share redeemed: the cost shown is the redeemed shares' (no share is held, so nothing is unrealised). */
  redeemed?: boolean;
  /** A holding's currency, shown with its market value; without it the figures are the overview's totals. */
  currency?: string;
}) {
  const { t } = useLingui();
  const a = useAmounts();
  const f = figures;
  const gain = (value: number) => ({ value: a.money(orEmpty(valued, value)), color: a.tone(orEmpty(valued, value), locale) });
  return (
    <>
      {currency ? (
        <Figure label={t`市值`} value={a.money(orEmpty(valued, f.marketValue), currency)} />
      ) : (
        <Figure label={t`总市值`} value={a.money(f.marketValue)} />
      )}
      <Figure label={redeemed ? t`投资成本（已赎回）` : t`投资成本`} value={a.money(f.investmentCost)} />
      <Figure label={t`浮动收益`} {...gain(f.unrealizedGain)} />
      <Figure label={t`已实现收益`} {...gain(f.realizedGain)} />
      <Figure label={t`累计收益`} {...gain(f.gainLoss)} />
      <Figure label={t`收益率`} value={formatPercent(orEmpty(valued, f.returnRate))} color={signColor(orEmpty(valued, f.returnRate), locale)} />
    </>
  );
}

/** How the gains add up, under every set of figures that shows them. */
export function GainsExplained() {
  return (
    <Text fontSize="sm" color="fg.muted">
      <Trans>
        累计收益 = 已实现收益 + 浮动收益。已实现收益为已收到的现金分红与赎回款减去赎回份额的投资成本；浮动收益为市值减去持有份额的投资成本。
      </Trans>
    </Text>
  );
}

/** The figures of one holding, with `extra` figures after them (the detail page's estimate). */
export function HoldingFigures({ holding: h, locale, extra }: { holding: Holding & { subscriptionDate?: string }; locale: Locale; extra?: ReactNode }) {
  const { t } = useLingui();
  const a = useAmounts();
  const valued = isValued(h);
  return (
    <Stack gap="3">
      <SimpleGrid columns={{ base: 2, md: 4, xl: 6 }} gap="3">
        <Figure label={t`单位净值`} value={formatMoney(h.shareNetValue, 4)} />
        <Figure label={t`净值日期`} value={formatDate(h.netValueDate, locale)} />
        <Figure label={t`持有份额`} value={a.shares(h.shares)} />
        <GainFigureItems figures={h} valued={valued} locale={locale} currency={h.currency} redeemed={h.state === 'redeemed'} />
        <Figure label={t`近一周收益率`} value={formatPercent(h.weeklyReturn)} color={signColor(h.weeklyReturn, locale)} />
        <Figure label={t`首次申购日期`} value={formatDate(h.subscriptionDate, locale)} />
        {extra}
      </SimpleGrid>
      {h.fundType === 'trust' && (
        <Text fontSize="sm" color="orange.700" bg="orange.50" p="3" rounded="l2" role="note">
          <Trans>本产品为本公司担任投资顾问的信托计划，份额可能显示为 0，请以受托人（信托公司）提供的数据为准。</Trans>
        </Text>
      )}
      {h.state === 'pending' && (
        <Text fontSize="sm" color="orange.700" bg="orange.50" p="3" rounded="l2" role="note">
          <Trans>申购确认中：份额确认后显示市值和收益。</Trans>
        </Text>
      )}
    </Stack>
  );
}

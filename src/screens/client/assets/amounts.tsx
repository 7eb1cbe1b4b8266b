/**
 * Hidden amounts: one switch of the client area's header masks the investor's own money figures and share counts on
 * every client screen (market values, costs, gains, cash amounts, fees and dividends, shares), for someone reading
 * over their shoulder. Percentages stay, and so do the fund's own prices and size (NAV per share, estimated NAV,
 * assets under management), which are the same for every investor and say nothing of what this one holds.
 *
 * The switch's state comes in through HiddenAmountsProvider (the client layout keeps it, src/flows/hidden-amounts.ts);
 * screens format the investor's figures with useAmounts(), never with formatMoney directly, so a screen cannot
 * forget the switch.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { Box, IconButton } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../constants';
import { formatMoney } from '../../../format';
import { signColor } from './parts';

const HiddenAmounts = createContext(false);

/** Whether the investor's amounts are hidden below it (default: shown). */
export function HiddenAmountsProvider({ hidden, children }: { hidden: boolean; children: ReactNode }) {
  return <HiddenAmounts.Provider value={hidden}>{children}</HiddenAmounts.Provider>;
}

/** What a hidden amount shows in its place. */
export const AMOUNT_MASK = '••••';

/** The mask, which a screen reader reads as "hidden" rather than four bullets. */
function Masked() {
  const { t } = useLingui();
  return (
    <Box as="span" whiteSpace="nowrap">
      <span aria-hidden="true">{AMOUNT_MASK}</span>
      <Box as="span" srOnly>
        {t`金额已隐藏`}
      </Box>
    </Box>
  );
}

type Value = number | null | undefined;

/**
 * The formats of the investor's own figures: `money` (two decimals, with the currency when given), `shares`, and
 * `tone` (the gain/loss colour, none while hidden). A missing value stays "--" (without its currency) either way: it
 * says the firm does not value the holding, not how much it is worth.
 */
export function useAmounts() {
  const hidden = useContext(HiddenAmounts);
  const masked = (value: Value) => hidden && value !== null && value !== undefined;
  return {
    hidden,
    money: (value: Value, currency?: string): ReactNode => {
      if (value === null || value === undefined || !currency) return masked(value) ? <Masked /> : formatMoney(value);
      return masked(value) ? <>{currency} <Masked /></> : `${currency} ${formatMoney(value)}`;
    },
    shares: (value: Value): ReactNode => (masked(value) ? <Masked /> : formatMoney(value)),
    tone: (value: Value, locale: Locale) => (hidden ? undefined : signColor(value, locale)),
  };
}

const eye = { width: '1.25em', height: '1.25em', viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const, 'aria-hidden': true, focusable: false };

/**
 * The header's switch: an eye (amounts shown) or a struck-through eye (hidden). One name whatever its state, with
 * aria-pressed saying which, as a toggle button should.
 */
export function HideAmountsButton({ hidden, onToggle }: { hidden: boolean; onToggle: () => void }) {
  const { t } = useLingui();
  return (
    <IconButton aria-label={t`隐藏金额`} aria-pressed={hidden} title={t`隐藏金额`} variant="ghost" size="sm" color="menu.fg" onClick={onToggle}>
      {hidden ? (
        <svg {...eye}>
          <path d="M3 3l18 18" />
          <path d="M10.6 6.1A10.4 10.4 0 0 1 12 6c5.5 0 9 6 9 6a16 16 0 0 1-2.6 3.3M6.5 7.6C4.3 9.1 3 12 3 12s3.5 6 9 6a9 9 0 0 0 4.3-1.1" />
          <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
        </svg>
      ) : (
        <svg {...eye}>
          <path d="M3 12s3.5-6 9-6 9 6 9 6-3.5 6-9 6-9-6-9-6z" />
          <circle cx="12" cy="12" r="3" />
        </svg>
      )}
    </IconButton>
  );
}

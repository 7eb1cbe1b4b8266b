import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { chakra, useSlotRecipe } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';

export interface TabStripProps<T extends string> {
  tabs: readonly T[];
  value: T;
  labels: Record<T, string>;
  onChange: (tab: T) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}

/**
 * Tabs with one panel, the selected tab's (a route that loads only what that tab shows): WAI-ARIA tabs with automatic
 * activation (arrow keys, Home and End move and select; only the selected tab is in the Tab order), drawn with Chakra's
 * own tabs recipe ("line"; given here, as the theme leaves it out: src/theme.ts). Chakra's Tabs are Zag's tabs machine
 * with its runtime, ~14 KB of brotli that the product detail page, an investor's landing page, would fetch before its
 * largest paint.
 */
export function TabStrip<T extends string>({ tabs, value, labels, onChange, children }: TabStripProps<T>) {
  const styles = useSlotRecipe({ recipe: tabsSlotRecipe })({ variant: 'line', size: 'md' });
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  // The selected tab is scrolled into the list's view (a phone's list scrolls): opened at its fifth tab, a page
  // showed that tab's panel under a strip where it was off screen. Only the list scrolls, never the page.
  useEffect(() => {
    const strip = list.current;
    const selected = strip?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!strip || !selected) return;
    const left = selected.getBoundingClientRect().left - strip.getBoundingClientRect().left + strip.scrollLeft;
    if (left < strip.scrollLeft || left + selected.offsetWidth > strip.scrollLeft + strip.clientWidth) {
      strip.scrollLeft = left - (strip.clientWidth - selected.offsetWidth) / 2;
    }
  }, [value]);
  const tabId = (tab: T) => `${id}-tab-${tab}`;
  const panelId = `${id}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.indexOf(value);
    const next =
      event.key === 'ArrowRight' ? (at + 1) % tabs.length
      : event.key === 'ArrowLeft' ? (at - 1 + tabs.length) % tabs.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? tabs.length - 1
      : -1;
    if (next < 0) return;
    event.preventDefault();
    list.current?.ownerDocument.getElementById(tabId(tabs[next]))?.focus();
    if (tabs[next] !== value) onChange(tabs[next]);
  };

  return (
    <chakra.div css={styles.root} data-orientation="horizontal" colorPalette="brand">
      {/* On a phone the English labels are wider than the screen: the list scrolls, the labels keep their width. */}
      <chakra.div ref={list} role="tablist" aria-orientation="horizontal" css={styles.list} data-orientation="horizontal" overflowX="auto" overflowY="hidden" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <chakra.button
            key={tab}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={tab === value}
            aria-controls={panelId}
            tabIndex={tab === value ? 0 : -1}
            css={styles.trigger}
            data-orientation="horizontal"
            whiteSpace="nowrap"
            flexShrink={0}
            onClick={() => tab !== value && onChange(tab)}
          >
            {labels[tab]}
          </chakra.button>
        ))}
      </chakra.div>
      <chakra.div role="tabpanel" id={panelId} aria-labelledby={tabId(value)} tabIndex={0} css={styles.content} data-orientation="horizontal" pt="4">
        {children}
      </chakra.div>
    </chakra.div>
  );
}

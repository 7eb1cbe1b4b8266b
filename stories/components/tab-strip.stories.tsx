import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { expect, userEvent, within } from 'storybook/test';
import { TabStrip } from '../../src/components/tab-strip';
import { inEnglish } from '../support/locale';

const TABS = ['asset', 'performance', 'terms', 'transactions', 'nav', 'materials'] as const;
type Tab = (typeof TABS)[number];

/** The product detail page's tabs (the same labels), each with a panel naming it. */
function DetailTabs({ initial = 'asset', width }: { initial?: Tab; width?: string }) {
  const { t } = useLingui();
  const [tab, setTab] = useState<Tab>(initial);
  const labels: Record<Tab, string> = {
    asset: t`资产`,
    performance: t`业绩`,
    terms: t`产品要素`,
    transactions: t`交易记录`,
    nav: t`历史净值`,
    materials: t`产品资料`,
  };
  return (
    <Box p="6" maxW={width}>
      <TabStrip tabs={TABS} value={tab} labels={labels} onChange={setTab}>
        <Text>{labels[tab]}</Text>
      </TabStrip>
    </Box>
  );
}

const meta = {
  title: 'Components/TabStrip',
  component: DetailTabs,
} satisfies Meta<typeof DetailTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSelected: Story = {};

export const OtherSelected: Story = { args: { initial: 'nav' } };

/** A phone's width: the labels keep their width and the list scrolls, no label runs into the next. */
export const Narrow: Story = { args: { width: '390px' } };

/**
 * Keyboard (WAI-ARIA tabs, automatic activation): only the selected tab is in the Tab order; the arrow keys, Home and
 * End move the focus and select; the panel is labelled by its tab.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await userEvent.tab();
    await expect(tabs[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[1]).toHaveFocus();
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: tabs[1].textContent! })).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(tabs[tabs.length - 1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.filter((tab) => tab.tabIndex === 0)).toEqual([tabs[0]]);
  },
};

export const FirstSelectedEn = inEnglish(FirstSelected);
export const OtherSelectedEn = inEnglish(OtherSelected);
export const NarrowEn = inEnglish(Narrow);
export const KeyboardEn = inEnglish(Keyboard);

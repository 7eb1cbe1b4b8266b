import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Text } from '@chakra-ui/react';
import { expect, userEvent, within } from 'storybook/test';
import { TabStrip } from '../../src/components/tab-strip';
import { DETAIL_TABS, useDetailTabLabels, type DetailTab } from '../../src/screens/client/assets/fund-detail-screen';
import { inEnglish } from '../support/locale';

/** The product detail page's tabs (its own labels), each with a panel naming it. */
function DetailTabs({ initial = 'asset', width }: { initial?: DetailTab; width?: string }) {
  const labels = useDetailTabLabels();
  const [tab, setTab] = useState<DetailTab>(initial);
  return (
    <Box p="6" maxW={width}>
      <TabStrip tabs={DETAIL_TABS} value={tab} labels={labels} onChange={setTab}>
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

import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TabStrip } from '../../src/components/tab-strip';
import { renderUi } from './render-ui';

const TABS = ['asset', 'performance', 'nav'] as const;
type Tab = (typeof TABS)[number];
const LABELS: Record<Tab, string> = { asset: 'Asset', performance: 'Performance', nav: 'Historical NAV' };

/** As a route uses it: the selected tab comes back as the value, its panel is the only one. */
function Harness({ onChange }: { onChange: (tab: Tab) => void }) {
  const [tab, setTab] = useState<Tab>('asset');
  return (
    <TabStrip
      tabs={TABS}
      value={tab}
      labels={LABELS}
      onChange={(next) => {
        onChange(next);
        setTab(next);
      }}
    >
      <p>panel of {tab}</p>
    </TabStrip>
  );
}

describe('TabStrip (the product detail page\'s tabs, without Zag)', () => {
  it('is a tab list: one selected tab in the Tab order, its panel labelled by it', async () => {
    await renderUi(<Harness onChange={vi.fn()} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Asset', 'Performance', 'Historical NAV']);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel', { name: 'Asset' });
    expect(panel).toHaveTextContent('panel of asset');
    expect(tabs[0]).toHaveAttribute('aria-controls', panel.id);
  });

  it('selects on a click, and not again on the selected tab', async () => {
    const onChange = vi.fn();
    await renderUi(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Historical NAV' }));
    expect(onChange).toHaveBeenCalledWith('nav');
    expect(screen.getByRole('tabpanel', { name: 'Historical NAV' })).toHaveTextContent('panel of nav');
    fireEvent.click(screen.getByRole('tab', { name: 'Historical NAV' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('moves and selects with the arrow keys (wrapping), Home and End, and keeps the focus on the selected tab', async () => {
    const onChange = vi.fn();
    await renderUi(<Harness onChange={onChange} />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    tab('Asset').focus();
    fireEvent.keyDown(tab('Asset'), { key: 'ArrowRight' });
    expect(tab('Performance')).toHaveFocus();
    expect(tab('Performance')).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tab('Performance'), { key: 'End' });
    expect(tab('Historical NAV')).toHaveFocus();
    fireEvent.keyDown(tab('Historical NAV'), { key: 'ArrowRight' });
    expect(tab('Asset')).toHaveFocus();
    fireEvent.keyDown(tab('Asset'), { key: 'ArrowLeft' });
    expect(tab('Historical NAV')).toHaveFocus();
    fireEvent.keyDown(tab('Historical NAV'), { key: 'Home' });
    expect(tab('Asset')).toHaveAttribute('aria-selected', 'true');
    expect(onChange.mock.calls.map(([t]) => t)).toEqual(['performance', 'nav', 'asset', 'nav', 'asset']);
    // Other keys are the page's (Tab leaves the list for the panel).
    fireEvent.keyDown(tab('Asset'), { key: 'Enter' });
    expect(onChange).toHaveBeenCalledTimes(5);
  });
});

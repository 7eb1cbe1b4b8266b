import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { QUALIFIED_INDIVIDUAL_FINANCIAL_ASSETS_CNY, QUALIFIED_SINGLE_INVESTMENT_CNY } from '../../../src/constants';
import { formatMoney } from '../../../src/format';
import { DisclaimerGate, type DisclaimerGateProps } from '../../../src/screens/onboarding/disclaimer-gate';
import { preloadLocales, renderUi } from '../render-ui';

beforeAll(preloadLocales);

const handlers = () => ({ onConfirm: vi.fn(), onDecline: vi.fn(), onReconsider: vi.fn() });
const gate = (props: Partial<DisclaimerGateProps> = {}) => <DisclaimerGate state="gate" {...handlers()} {...props} />;

describe('DisclaimerGate', () => {
  it('in Chinese, limits the offer to qualified investors with the thresholds as money', async () => {
    await renderUi(gate());
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('合格投资者');
    expect(dialog).toHaveTextContent(formatMoney(QUALIFIED_SINGLE_INVESTMENT_CNY));
    expect(dialog).toHaveTextContent(formatMoney(QUALIFIED_INDIVIDUAL_FINANCIAL_ASSETS_CNY));
  });

  it('in English, is a terms-of-use acceptance with the US, Hong Kong and Swiss limits', async () => {
    await renderUi(gate(), 'en');
    const dialog = await screen.findByRole('alertdialog', { name: 'Terms of use' });
    expect(dialog).toHaveTextContent('accredited investors');
    expect(dialog).toHaveTextContent('professional investors');
    expect(dialog).toHaveTextContent('Swiss');
  });

  it('moves focus into the dialog and cannot be dismissed by Escape or a click outside', async () => {
    const on = handlers();
    await renderUi(gate(on));
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    fireEvent.pointerDown(document.body);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(on.onDecline).not.toHaveBeenCalled();
  });

  it('confirm and decline report the answer', async () => {
    const on = handlers();
    await renderUi(gate(on), 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(on.onDecline).toHaveBeenCalledOnce();
    expect(on.onConfirm).toHaveBeenCalledOnce();
  });

  it('the refused state explains and offers to reconsider', async () => {
    const on = handlers();
    await renderUi(gate({ ...on, state: 'refused' }));
    const button = await screen.findByRole('button', { name: '重新考虑' });
    expect(screen.getByRole('alertdialog')).toHaveTextContent('无法浏览本网站的内容');
    await act(async () => fireEvent.click(button));
    expect(on.onReconsider).toHaveBeenCalledOnce();
  });
});

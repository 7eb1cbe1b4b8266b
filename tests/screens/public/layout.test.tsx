import { act, fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BACK_TO_TOP_SCROLL_PX, FOUNDED_YEAR } from '../../../src/constants';
import { PublicLayout } from '../../../src/screens/public/public-layout';
import { preloadLocales, renderUi } from '../render-ui';

beforeAll(preloadLocales);

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });

describe('PublicLayout', () => {
  it('English menu has four items and Client Login; Chinese adds Investment Views', async () => {
    const view = await renderUi(<PublicLayout locale="en" onLocaleChange={vi.fn()} activePath="/careers">x</PublicLayout>, 'en');
    // Without layout (as on a phone before any measurement) the menu is folded behind the menu button.
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['About Us', 'Our Investments', 'Sustainable Development', 'Join Us']);
    expect(screen.getByRole('link', { name: 'Join Us' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /client login/i })).toHaveAttribute('href', '/login');
    view.unmount();
    await renderUi(<PublicLayout locale="zh-CN" onLocaleChange={vi.fn()} activePath="/">x</PublicLayout>);
    fireEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    expect(screen.getByRole('link', { name: '投资观点' })).toHaveAttribute('href', '/investmentZh');
  });

  it('a signed-in visitor is led to the client area ("My account") instead of the login', async () => {
    await renderUi(<PublicLayout locale="en" onLocaleChange={vi.fn()} activePath="/" signedIn>x</PublicLayout>, 'en');
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/myAccount');
    expect(screen.queryByRole('link', { name: /client login/i })).toBeNull();
  });

  it('the folded menu closes on Escape and when a link is chosen', async () => {
    await renderUi(<PublicLayout locale="en" onLocaleChange={vi.fn()} activePath="/">x</PublicLayout>, 'en');
    const button = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(button);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('link', { name: 'Join Us' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('footer lists the six offices and the hotline; no footer when asked', async () => {
    const view = await renderUi(<PublicLayout locale="en" onLocaleChange={vi.fn()} activePath="/">x</PublicLayout>, 'en');
    const footer = screen.getByRole('contentinfo');
    for (const city of ['Beijing', 'Shanghai', 'Shenzhen', 'Hong Kong', 'Singapore', 'New York']) expect(footer).toHaveTextContent(city);
    expect(footer).toHaveTextContent(/400-\d{3}-\d{4}/);
    // The copyright runs to this year (it said 2023 in 2026).
    expect(footer).toHaveTextContent(`© ${FOUNDED_YEAR}–${new Date().getFullYear()}`);
    fireEvent.click(screen.getByRole('button', { name: 'Privacy Policy' }));
    expect(await screen.findByRole('dialog', { name: 'Privacy Policy' })).toBeInTheDocument();
    view.unmount();
    await renderUi(<PublicLayout locale="en" onLocaleChange={vi.fn()} activePath="/investmentZh" showFooter={false}>x</PublicLayout>, 'en');
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('back-to-top appears only after BACK_TO_TOP_SCROLL_PX of scroll and scrolls up', async () => {
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
    scrollTo(0);
    await renderUi(<PublicLayout locale="en" onLocaleChange={vi.fn()} activePath="/">x</PublicLayout>, 'en');
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollTo(BACK_TO_TOP_SCROLL_PX);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollTo(BACK_TO_TOP_SCROLL_PX + 1);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scrollTo(0);
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CAREERS } from '../../../src/content/careers';
import { CareersScreen } from '../../../src/screens/public/careers-screen';
import { PostingContent } from '../../../src/screens/public/job-postings-list';
import { sanitizePostingHtml } from '../../../src/screens/public/sanitize';
import { preloadLocales, renderUi } from '../render-ui';

beforeAll(preloadLocales);

describe('posting HTML', () => {
  it('renders a script tag and an onerror attribute inert', async () => {
    const evil = '<h4>Duties</h4><script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2"><p onclick="alert(1)">ok</p>';
    const { container } = await renderUi(<PostingContent html={evil} />, 'en');
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onerror|onclick/);
    expect(container).toHaveTextContent('Duties');
    expect(container).toHaveTextContent('ok');
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('keeps lists and headings', () => {
    expect(sanitizePostingHtml('<ul><li>a</li></ul><a href="javascript:alert(1)">x</a>')).toBe('<ul><li>a</li></ul><a>x</a>');
  });
});

describe('CareersScreen', () => {
  it('has the tabs (campus recruiting disabled), the four locations and postings', async () => {
    await renderUi(<CareersScreen content={CAREERS.en} locale="en" />, 'en');
    expect(screen.getByRole('tab', { name: 'Campus Recruiting' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'Experienced Hires' })).toHaveAttribute('aria-selected', 'true');
    for (const city of ['Mainland China', 'Hong Kong', 'Singapore', 'New York']) expect(screen.getByRole('tab', { name: city })).toBeInTheDocument();
    // A posting's button names its title, team and city.
    // The postings load after the first paint.
    const posting = await screen.findByRole('button', { name: /^Equity Analyst, Healthcare.*Investment Research.*Shanghai/ });
    // Opening it is checked in Chromium (jsdom does not run the accordion's open transition).
    expect(posting).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: /careers@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    // The whole page renders in jsdom: slow on a shared CPU.
  }, 15_000);

  it('the carousel moves with its buttons and with arrow keys', async () => {
    await renderUi(<CareersScreen content={CAREERS.en} locale="en" />, 'en');
    const carousel = screen.getByRole('group', { name: CAREERS.en.carouselHeading });
    const count = CAREERS.en.members.length;
    expect(within(carousel).getByText(CAREERS.en.members[0].name)).toBeInTheDocument();
    fireEvent.click(within(carousel).getByRole('button', { name: 'Next colleague' }));
    expect(within(carousel).getByRole('group', { name: `2 of ${count}` })).toBeInTheDocument();
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(within(carousel).getByRole('group', { name: `${count} of ${count}` })).toBeInTheDocument();
  });

  it('flip tiles can be focused from the keyboard', async () => {
    const { container } = await renderUi(<CareersScreen content={CAREERS.zh} locale="zh-CN" />);
    const flipping = container.querySelectorAll('[data-flip]');
    expect(flipping.length).toBe(CAREERS.zh.tiles.filter((t) => !t.noFlip).length);
    flipping.forEach((tile) => expect(tile).toHaveAttribute('tabindex', '0'));
  });
});

/**
 * The portfolio insight, as an investor reads it: from My assets to its insight page (/portfolioInsight), where the rows of the
 * allocation table add up to the total market value My assets shows; the header's hide-amounts switch masks the
 * amounts there (the percentages stay); a held fund's performance tab shows its monthly returns. investor@demo.test is
 * left as found (amounts shown, language zh_CN).
 */
import type { Locator, Page } from '@playwright/test';
import { nextPageAfterLogin, screenshot } from './support/browser';
import { expect, test } from './support/fixtures';
import { T, WAIT, apiSession, journeyContext, submitLogin, switchLanguage } from './support/journeys';

const BOTH_LANGUAGES = { tag: ['@zh-CN-desktop', '@en-desktop'] };
const ACCOUNT = 'investor@demo.test';

const W = {
  'zh-CN': {
    insight: '组合分析', totalMarketValue: '总市值', byFund: '按产品', byStrategy: '按策略', hide: '隐藏金额',
    performance: '业绩', monthly: '月度收益', total: '合计（CNY）',
  },
  en: {
    insight: 'Portfolio insight', totalMarketValue: 'Total market value', byFund: 'By product', byStrategy: 'By strategy',
    hide: 'Hide amounts', performance: 'Performance', monthly: 'Monthly returns', total: 'Total (CNY)',
  },
} as const;

/** "CNY 12,345,678.90" or "12,345,678.90" → cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);
const AMOUNT = /\d{1,3}(,\d{3})+\.\d{2}/;

async function texts(cells: Locator): Promise<string[]> {
  return (await cells.allTextContents()).map((s) => s.trim());
}

test.afterEach(async ({ server }) => {
  // At once, not when the worker ends: the next test on this worker's server may log in with the persona.
  const api = await apiSession(server.url, ACCOUNT).catch(() => null);
  await api?.call('PUT', '/user/info/updateLanguage', { languageType: 'zh_CN' }).catch(() => undefined);
});

async function hideAmounts(page: Page, lang: 'zh-CN' | 'en', hidden: boolean) {
  const button = page.getByRole('banner').getByRole('button', { name: W[lang].hide });
  if ((await button.getAttribute('aria-pressed')) !== String(hidden)) await button.click();
  await expect(button).toHaveAttribute('aria-pressed', String(hidden));
}

test.describe('portfolio insight', BOTH_LANGUAGES, () => {
  test('the allocation adds up to My assets’ total, hides its amounts with the switch, and a held fund shows its monthly returns', async ({ browser, lang }) => {
    const w = W[lang];
    const context = await journeyContext(browser, lang);
    const page = await context.newPage();
    await submitLogin(page, lang, ACCOUNT);
    await page.waitForURL(/\/myAssets$/, WAIT);
    await nextPageAfterLogin(page, WAIT.timeout);
    if (lang === 'en') await switchLanguage(page, 'en');
    await page.getByRole('heading', { level: 1, name: T[lang].myAssets }).waitFor(WAIT);

    // The total market value of the CNY overview on My assets.
    const overview = page.getByTestId('total-CNY');
    const totalText = (await overview.getByText(w.totalMarketValue, { exact: true }).locator('xpath=following-sibling::*[1]').textContent()) ?? '';
    const total = cents(totalText);
    expect(total).toBeGreaterThan(0);

    await page.getByRole('link', { name: w.insight }).click();
    await page.waitForURL(/\/portfolioInsight$/, WAIT);
    await page.getByRole('heading', { level: 1, name: w.insight }).waitFor(WAIT);
    const cny = page.getByTestId('insight-CNY');
    for (const name of [w.byFund, w.byStrategy]) {
      const table = cny.getByRole('table', { name });
      await table.waitFor(WAIT);
      const values = (await texts(table.getByTestId('allocation-value'))).map(cents);
      expect(values.length).toBeGreaterThan(0);
      expect(values.reduce((a, v) => a + v, 0)).toBe(total);
      expect(cents((await table.getByTestId('allocation-total').textContent()) ?? '')).toBe(total);
      await expect(table.getByRole('cell', { name: w.total })).toBeVisible();
      // Every row is labelled.
      for (const row of await table.getByTestId('allocation-row').all()) await expect(row.getByRole('cell').first()).not.toHaveText('');
    }
    await screenshot(page, `journey-insight-${lang}`);

    // Hide amounts: every money figure of the page is masked, the shares stay.
    await hideAmounts(page, lang, true);
    const byFund = cny.getByRole('table', { name: w.byFund });
    await expect(byFund.getByTestId('allocation-value').first()).toContainText('••••');
    const shown = await page.locator('main').innerText();
    expect(shown).not.toMatch(AMOUNT);
    await expect(byFund.getByText('100.00%')).toBeVisible();
    await screenshot(page, `journey-insight-hidden-${lang}`);
    await hideAmounts(page, lang, false);

    // A held fund's performance tab: its monthly returns by year.
    await page.goto('/myAssetsDetail?fundCode=HL001&tab=performance');
    const grid = page.getByRole('table', { name: w.monthly });
    await grid.waitFor(WAIT);
    expect(await grid.getByRole('row').count()).toBeGreaterThan(5);
    await expect(grid.getByRole('rowheader', { name: '2020' })).toBeVisible();
    await screenshot(page, `journey-insight-monthly-${lang}`);

    if (lang === 'en') await switchLanguage(page, 'zh-CN');
    await context.close();
  });
});

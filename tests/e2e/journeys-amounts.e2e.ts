/**
 * The investor's own figures, as a person meets them: the header's "hide amounts" switch masks every amount of theirs
 * on every client page that shows one (My assets, a product's holding and its transactions), survives a reload and a
 * new page, and leaves percentages readable; the statements page hands over a PDF statement and a holdings CSV whose
 * totals are those My assets shows.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { readPdf } from '../server/pdf-text';
import { baseUrl, type Lang } from './support/browser';
import { expect, test } from './support/fixtures';
import { WAIT, apiSession, journeyContext, submitLogin } from './support/journeys';

const ACCOUNT = 'investor@demo.test';

interface CurrencyTotals { currency: string; marketValue: number; investmentCost: number; unrealizedGain: number; realizedGain: number; gainLoss: number; returnRate: number }
interface Holding { fundCode: string; shares: number | null; marketValue: number | null; realizedGain: number | null; state: string }

const TEXT = {
  'zh-CN': { hide: '隐藏金额', hidden: '金额已隐藏', statements: '对账单与导出', quarterly: '季度', pdf: /^下载 PDF：/, holdingsCsv: '导出持仓（CSV）', transactions: '交易记录' },
  en: { hide: 'Hide amounts', hidden: 'amount hidden', statements: 'Statements and exports', quarterly: 'Quarterly', pdf: /^Download PDF: /, holdingsCsv: 'Export holdings (CSV)', transactions: 'Transactions' },
} as const;

/** The holdings CSV's columns (in either language): product code, name, currency, …, market value at 9th place. */
const CSV_CURRENCY = 2;
const CSV_MARKET_VALUE = 8;

/** RFC 4180 rows: quoted cells may hold commas, quotes ("") and line breaks; rows end with CRLF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && ch === ',') {
      endCell();
    } else if (!quoted && ch === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else {
      cell += ch;
    }
  }
  if (cell !== '' || row.length > 0) {
    endCell();
    rows.push(row);
  }
  return rows;
}

/** 1234567.8 → "1,234,567.80", as the client area prints money in both languages. */
const grouped = (v: number) => v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const cents = (s: string) => Math.round(Number(s.replace(/,/g, '')) * 100);

/** What the server says the investor owns: the overview's totals per currency and each product's own figures. */
async function ownFigures() {
  const api = await apiSession(baseUrl(), ACCOUNT);
  const summary = (await api.call('GET', '/asset/fundAsset')).data as { currencies: CurrencyTotals[] };
  const holdings = (await api.call('GET', '/asset/fundListAndState')).data as Holding[];
  return { summary, holdings };
}

async function mainText(page: Page): Promise<string> {
  return page.locator('main').innerText();
}

/**
 * Logs in on a page in `lang`. The account's own language decides the client area's (SPEC.md §4), so it is set first;
 * the afterEach hook gives the persona back its Chinese, which the other files expect.
 */
async function enter(page: Page, lang: Lang) {
  const api = await apiSession(baseUrl(), ACCOUNT);
  await api.call('PUT', '/user/info/updateLanguage', { languageType: lang === 'en' ? 'en_US' : 'zh_CN' });
  await submitLogin(page, lang, ACCOUNT);
  await page.waitForURL(/\/myAssets$/, WAIT);
  await page.getByTestId(/^total-/).first().waitFor(WAIT);
}

test.afterEach(async ({ server }) => {
  // At once, not when the worker ends: the next test on this worker's server may log in with the persona.
  const api = await apiSession(server.url, ACCOUNT).catch(() => null);
  await api?.call('PUT', '/user/info/updateLanguage', { languageType: 'zh_CN' }).catch(() => undefined);
});

test.describe('the investor’s own amounts', { tag: ['@zh-CN-desktop', '@en-phone'] }, () => {
  test('hide amounts masks every amount on My assets, a product’s holding and its transactions, across a reload and new pages', async ({ browser, lang, viewport }) => {
    const { summary, holdings } = await ownFigures();
    const totals = summary.currencies.flatMap((c) => [c.marketValue, c.investmentCost, c.unrealizedGain, c.realizedGain, c.gainLoss]);
    const held = holdings.filter((h) => h.state === 'holding' && h.marketValue !== null);
    expect(held.length).toBeGreaterThan(0);
    const fund = held[0];
    const amounts = [...totals, ...held.flatMap((h) => [h.marketValue!, h.shares!])].filter((v) => v !== 0).map(grouped);

    const context = await journeyContext(browser, lang, baseUrl(), viewport!);
    const page = await context.newPage();
    await enter(page, lang);
    const shown = await mainText(page);
    // The page shows the investor's figures to begin with: the overview's market value of each currency.
    for (const c of summary.currencies) expect(shown).toContain(grouped(c.marketValue));

    const eye = page.getByRole('button', { name: TEXT[lang].hide });
    await expect(eye).toHaveAttribute('aria-pressed', 'false');
    await eye.click();
    await expect(eye).toHaveAttribute('aria-pressed', 'true');

    const expectMasked = async (where: string, percentages = true) => {
      await expect(page.locator('main').getByText(TEXT[lang].hidden).first()).toBeAttached(WAIT);
      const text = await mainText(page);
      for (const a of amounts) expect(text, `${where} still shows ${a}`).not.toContain(a);
      // Percentages stay readable: a return rate is still printed.
      if (percentages) expect(text, `${where} hides its percentages`).toMatch(/-?\d+\.\d{2}%/);
    };
    await expectMasked('My assets');

    // Remembered on this device: a reload, then the product's holding and its transactions, all still masked.
    await page.reload();
    await page.getByTestId(/^total-/).first().waitFor(WAIT);
    await expectMasked('My assets after a reload');
    await page.goto(`/myAssetsDetail?fundCode=${fund.fundCode}&tab=asset`);
    await page.getByRole('tabpanel').first().waitFor(WAIT);
    await expectMasked(`${fund.fundCode}'s holding`);
    await page.goto(`/myAssetsDetail?fundCode=${fund.fundCode}&tab=transactions`);
    await page.getByRole('tabpanel').getByRole('table').first().waitFor(WAIT);
    await expectMasked(`${fund.fundCode}'s transactions`, false);

    // Turned off again, the figures come back where they were.
    await page.getByRole('button', { name: TEXT[lang].hide }).click();
    await page.goto('/myAssets');
    await page.getByTestId(/^total-/).first().waitFor(WAIT);
    for (const c of summary.currencies) await expect(page.locator('main')).toContainText(grouped(c.marketValue), WAIT);
    await context.close();
  });

  test('a statement PDF and the holdings CSV total what My assets shows', async ({ browser, lang, viewport }) => {
    const { summary } = await ownFigures();
    const context = await journeyContext(browser, lang, baseUrl(), viewport!);
    const page = await context.newPage();
    await enter(page, lang);
    // The totals as the screen prints them, per currency.
    const onScreen = new Map<string, string>();
    for (const c of summary.currencies) {
      const box = page.getByTestId(`total-${c.currency}`);
      await expect(box).toContainText(grouped(c.marketValue));
      onScreen.set(c.currency, grouped(c.marketValue));
    }

    await page.getByRole('link', { name: TEXT[lang].statements }).click();
    await page.waitForURL(/\/myStatements$/, WAIT);
    const pdfButton = page.getByRole('button', { name: TEXT[lang].pdf }).first();
    await pdfButton.waitFor(WAIT);
    const [pdfDownload] = await Promise.all([page.waitForEvent('download', WAIT), pdfButton.click()]);
    expect(pdfDownload.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = readPdf(readFileSync((await pdfDownload.path())!));
    const words = pdf.text.flat();
    // The latest statement's overview and totals rows carry each currency's market value, in the page's language.
    for (const [currency, value] of onScreen) expect(words.filter((w) => w === value).length, `${currency} ${value} in the PDF`).toBeGreaterThanOrEqual(1);
    expect(words.some((w) => /[\u3400-\u9fff]/.test(w))).toBe(lang === 'zh-CN');

    const [csvDownload] = await Promise.all([page.waitForEvent('download', WAIT), page.getByRole('button', { name: TEXT[lang].holdingsCsv }).click()]);
    expect(csvDownload.suggestedFilename()).toMatch(/\.csv$/);
    const csv = readFileSync((await csvDownload.path())!, 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, ...rest] = parseCsv(csv.slice(1));
    expect(header).toHaveLength(15);
    // A totals row per currency, with no product code, after the products' rows.
    const totalRows = rest.filter((r) => r.length > 1 && r[0] === '');
    expect(totalRows).toHaveLength(onScreen.size);
    for (const [currency, value] of onScreen) {
      const total = totalRows.find((r) => r[CSV_CURRENCY] === currency)!;
      expect(cents(total[CSV_MARKET_VALUE]), `${currency} market value in the CSV`).toBe(cents(value));
    }

    // The quarterly statements are an address of their own: a reload keeps them.
    await page.getByRole('button', { name: TEXT[lang].quarterly, exact: true }).click();
    await page.waitForURL(/\/myStatements\?type=quarterly$/, WAIT);
    const latest = page.getByRole('button', { name: TEXT[lang].pdf }).first();
    await expect(latest).toHaveAttribute('aria-label', /季度|quarter/i, WAIT);
    const firstTitle = await latest.getAttribute('aria-label');
    await page.reload();
    await expect(page.getByRole('button', { name: TEXT[lang].quarterly, exact: true })).toHaveAttribute('aria-pressed', 'true', WAIT);
    await expect(latest).toHaveAttribute('aria-label', firstTitle!, WAIT);
    await context.close();
  });
});

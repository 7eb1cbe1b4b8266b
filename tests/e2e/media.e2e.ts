/**
 * Media as a person meets it, in both languages: a product report previewed inside the page (the PDF drawn in its
 * frame, no CSP refusal) and opened in a new tab under the report's name; a video that plays from its signed
 * address, and the message in the user's language when the address is refused; the live broadcasts, joined from
 * their list: one on air plays, an ended one offers its replay, a clients-only one asks a visitor to log in.
 * Real server and Chromium; page.route only to alter a signature (said where).
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { logIn, newContext, nextPageAfterLogin, screenshot, type Lang } from './support/browser';
import { axeReport } from './support/axe';
import { expect, test } from './support/fixtures';
import { switchLanguage } from './support/journeys';

const WAIT = { timeout: 60_000 };

const TEXT = {
  'zh-CN': {
    preview: /^预览 /,
    newTab: /^在新标签页中打开/,
    videoFailed: '视频暂时无法播放，请稍后再试',
    join: '进入直播',
    replay: '观看回放',
    back: '← 返回列表',
    ended: '直播已结束，您可以观看回放。',
    locked: '该直播仅限客户观看，请登录后进入。',
    channel: '演示频道：全天候市场直播',
    review: '季度市场回顾',
    clientsOnly: '客户专享：组合问答',
  },
  en: {
    preview: /^Preview /,
    newTab: /^Open in a new tab/,
    videoFailed: 'The video cannot be played right now; please try later',
    join: 'Join broadcast',
    replay: 'Watch the replay',
    back: '← Back to the list',
    ended: 'The broadcast has ended; you can watch the replay.',
    locked: 'This broadcast is for clients only; please log in to join.',
    channel: 'Demo channel: markets around the clock',
    review: 'Quarterly market review',
    clientsOnly: 'Clients only: portfolio Q&A',
  },
} as const;

/** CSP refusals of the page: the events its documents raise, and what Chromium writes on the console. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const list: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = list;
    document.addEventListener('securitypolicyviolation', (e) => list.push(`${e.violatedDirective} ${e.blockedURI}`), true);
  });
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (frame|load)|violates/i.test(m.text())) console.push(m.text());
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []))];
}

/** A public page's visitor who has accepted the disclaimer. */
async function visitor(browser: Browser, lang: Lang): Promise<BrowserContext> {
  const context = await newContext(browser, lang);
  await context.addInitScript(() => window.localStorage.setItem('hl.disclaimer', 'accepted'));
  return context;
}

/** Plays the page's video without sound (a browser refuses sound before a click) and waits for its time to move on. */
async function playsOn(page: Page, atLeast = 1): Promise<number> {
  const video = page.locator('video');
  await video.waitFor(WAIT);
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  const start = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000, intervals: [250] }).toBeGreaterThan(start + atLeast);
  expect(await video.evaluate((v: HTMLVideoElement) => v.error)).toBeNull();
  return start;
}

/** Each test here runs once in Chinese and once in English (playwright.config.ts). */
// Each journey runs in one language, the three between them in both: what differs by language is the text, and the
// stories check every screen's in both.
const IN_ENGLISH = { tag: '@en-desktop' };
const IN_CHINESE = { tag: '@zh-CN-desktop' };

test.describe('report preview', IN_ENGLISH, () => {
  test('shows the PDF inside the page without a CSP refusal, and its new tab carries the report name', async ({ browser, lang }) => {
    const context = await newContext(browser, lang);
    const page = await context.newPage();
    const refusals = await watchCsp(page);
    await logIn(page, lang, 'investor@demo.test');
    await nextPageAfterLogin(page);
    // The account's language is Chinese: the English run switches, as a person would (and back at the end).
    if (lang === 'en') await switchLanguage(page, 'en');
    await page.goto('/presentationPath');
    const previewButton = page.getByRole('button', { name: TEXT[lang].preview }).first();
    await previewButton.waitFor(WAIT);
    const title = (await previewButton.getAttribute('aria-label'))!.replace(TEXT[lang].preview, '');
    await previewButton.click();

    const dialog = page.getByRole('dialog');
    await dialog.waitFor(WAIT);
    const frameElement = dialog.locator('iframe');
    // The frame holds a PDF document, drawn by the browser's PDF viewer, and the CSP refused nothing.
    const frame = (await (await frameElement.elementHandle())!.contentFrame())!;
    await expect.poll(() => frame.evaluate(() => document.contentType).catch(() => ''), { timeout: 30_000 }).toBe('application/pdf');
    await expect.poll(() => frame.childFrames().length, { timeout: 30_000 }).toBeGreaterThan(0);
    await screenshot(page, `media-report-preview-${lang}`);
    expect(await refusals()).toEqual([]);
    // The report's own address: its path ends with the report's name, not an object URL's UUID.
    const src = (await frameElement.getAttribute('src'))!;
    expect(src).toMatch(/^\/files\/report-\d+\/[^/?]+\.pdf\?expires=\d+&sig=/);
    expect(decodeURIComponent(src.split('?')[0].split('/').pop()!)).toBe(`${title}.pdf`);

    // The new tab opens the same address; the file keeps the report's name.
    const link = dialog.getByRole('link', { name: TEXT[lang].newTab });
    await expect(link.textContent()).resolves.toContain(`${title}.pdf`);
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await tab.waitForLoadState();
    expect(decodeURIComponent(new URL(tab.url()).pathname)).toMatch(new RegExp(`/${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.pdf$`));
    const file = await context.request.get(tab.url());
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect(file.headers()['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(`${title}.pdf`)}`);
    await tab.close();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    if (lang === 'en') await switchLanguage(page, 'zh-CN');
    await context.close();
  });
});

test.describe('videos', IN_CHINESE, () => {
  test('plays from its signed address; a refused address shows the message in the user’s language', async ({ browser, lang }) => {
    const context = await visitor(browser, lang);
    const page = await context.newPage();
    const media: number[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.startsWith('/media/vod/')) media.push(r.status());
    });
    await page.goto('/video?videoId=vid-brand-2026');
    await playsOn(page);
    // Players fetch video in byte ranges.
    expect(media.length).toBeGreaterThan(0);
    expect(media.every((s) => s === 200 || s === 206)).toBe(true);
    await screenshot(page, `media-video-${lang}`);

    // Fault injected: the play address comes back with its signature altered, as a tampered or stale link would.
    await page.route('**/api/oss/vod/getPlayInfo**', async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { data: { playUrl: string } };
      body.data.playUrl = body.data.playUrl.replace(/sig=[^&]*/, 'sig=tampered');
      await route.fulfill({ response: answer, json: body });
    });
    media.length = 0;
    await page.goto('/video?videoId=vid-esg-2026');
    await page.getByText(TEXT[lang].videoFailed).waitFor(WAIT);
    expect(media).toContain(403);
    expect(await page.locator('video').count()).toBe(0);
    await screenshot(page, `media-video-refused-${lang}`);
    expect(await axeReport(page, `video refused (${lang})`)).toBe('');
    await context.close();
  });
});

test.describe('live broadcasts', IN_ENGLISH, () => {
  test('joins the broadcast on air from the list, watches an ended one’s replay, and a clients-only one asks for a login', async ({ browser, lang }) => {
    const context = await visitor(browser, lang);
    const page = await context.newPage();
    await page.goto('/liveBroadcast');
    const card = (title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

    // On air: the stream plays by itself, from where the broadcast is now.
    await card(TEXT[lang].channel).getByRole('link', { name: TEXT[lang].join }).click(WAIT);
    await page.waitForURL(/\/liveBroadcast\?eventId=\d+$/, WAIT);
    await page.getByRole('heading', { level: 1, name: TEXT[lang].channel }).waitFor(WAIT);
    await expect(page.locator('[data-live-status]').getAttribute('data-live-status')).resolves.toBe('live');
    const video = page.locator('video');
    await video.waitFor(WAIT);
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted && v.autoplay && v.loop)).toBe(true);
    await playsOn(page, 0.5);
    await screenshot(page, `media-live-on-air-${lang}`);
    expect(await axeReport(page, `live broadcast on air (${lang})`)).toBe('');

    // Ended: back to the list, then its replay, from the start.
    await page.getByRole('link', { name: TEXT[lang].back }).click();
    await card(TEXT[lang].review).getByRole('link', { name: TEXT[lang].replay }).click(WAIT);
    await page.getByRole('heading', { level: 1, name: TEXT[lang].review }).waitFor(WAIT);
    await expect(page.locator('[data-live-status]').getAttribute('data-live-status')).resolves.toBe('ended');
    await page.getByText(TEXT[lang].ended).waitFor(WAIT);
    expect(await playsOn(page, 0.5)).toBeLessThan(1);
    await screenshot(page, `media-live-replay-${lang}`);
    expect(await axeReport(page, `live broadcast replay (${lang})`)).toBe('');

    // Clients only, and the visitor has not logged in: no stream, a way to log in that comes back here.
    await page.getByRole('link', { name: TEXT[lang].back }).click();
    await card(TEXT[lang].clientsOnly).getByRole('link').click(WAIT);
    await page.getByText(TEXT[lang].locked).waitFor(WAIT);
    expect(await page.locator('video').count()).toBe(0);
    const login = await page.getByRole('link', { name: lang === 'en' ? 'Log in' : '登录', exact: true }).getAttribute('href');
    expect(decodeURIComponent(login!)).toMatch(/^\/login\?redirect=\/liveBroadcast\?eventId=\d+$/);
    expect(await axeReport(page, `live broadcast for clients only (${lang})`)).toBe('');
    await context.close();
  });
});

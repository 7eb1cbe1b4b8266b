/**
 * The security centre, as an investor uses it: a mistyped password, then a login on a laptop and another on a phone;
 * on the laptop, Settings → Security centre lists both devices and the history (the failed attempt among it), and
 * logging the phone out sends the phone to the login page on its next action. Once in Chinese, once in English
 * (the laptop switches the account's language first, so the phone comes up in it too); the account is put back.
 */
import type { Browser, Page } from '@playwright/test';
import { DESKTOP, PHONE, baseUrl, nextPageAfterLogin, screenshot, type Lang } from './support/browser';
import { expect, test } from './support/fixtures';
import { T, WAIT, apiSession, expectLoginRefused, openSettings, submitLogin, switchLanguage } from './support/journeys';

const ACCOUNT = 'investor@demo.test';
const LAPTOP_UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

const S = {
  'zh-CN': {
    open: '打开安全中心', title: '安全中心', devices: '登录中的设备', history: '登录记录', current: '当前设备',
    logOutPhone: '退出该设备：Safari · iOS', confirm: '确认退出', signedOut: '“Safari · iOS”已退出登录',
    success: '登录成功', wrongPassword: '密码错误',
  },
  en: {
    open: 'Open the security centre', title: 'Security centre', devices: 'Logged-in devices', history: 'Login history', current: 'This device',
    logOutPhone: 'Log out device: Safari · iOS', confirm: 'Log out device', signedOut: '“Safari · iOS” is logged out',
    success: 'Logged in', wrongPassword: 'Password error',
  },
} as const;

async function device(browser: Browser, lang: Lang, userAgent: string, viewport: typeof DESKTOP | typeof PHONE): Promise<Page> {
  const context = await browser.newContext({ locale: lang, viewport, baseURL: baseUrl(), userAgent });
  await context.addInitScript(() => {
    window.sessionStorage.setItem('importantNote', '1');
    window.sessionStorage.setItem('floatingNotification', '1');
  });
  return context.newPage();
}

async function enter(page: Page, lang: Lang) {
  await submitLogin(page, lang, ACCOUNT);
  await page.waitForURL(/\/myAssets$/, WAIT);
  await nextPageAfterLogin(page, WAIT.timeout);
}

/** The account is logged in nowhere else: what earlier journeys on this server left open is logged out. */
async function onlyThisJourney() {
  const api = await apiSession(baseUrl(), ACCOUNT);
  const open = await api.call('GET', '/user/security/sessions');
  for (const s of (open.data as { list: Array<{ sessionId: string; current: boolean }> }).list) {
    if (!s.current) await api.call('POST', '/user/security/signOutSession', { sessionId: s.sessionId });
  }
  await api.call('GET', '/sys/users/logout');
}

test.describe('security centre', { tag: ['@zh-CN-desktop', '@en-desktop'] }, () => {
  test.afterEach(async () => {
    const api = await apiSession(baseUrl(), ACCOUNT).catch(() => null);
    await api?.call('PUT', '/user/info/updateLanguage', { languageType: 'zh_CN' }).catch(() => undefined);
    await api?.call('GET', '/sys/users/logout').catch(() => undefined);
  });

  test('lists both devices and the failed login, and logs the other device out', async ({ browser, lang }) => {
    const s = S[lang];
    await onlyThisJourney();
    const laptop = await device(browser, lang, LAPTOP_UA, DESKTOP);
    const phone = await device(browser, lang, PHONE_UA, PHONE);

    // A mistyped password first: refused, and recorded.
    await expectLoginRefused(laptop, lang, ACCOUNT, 'Not-the-password-1');
    await enter(laptop, lang);
    if (lang === 'en') await switchLanguage(laptop, 'en');
    await enter(phone, lang);
    await phone.getByRole('heading', { name: T[lang].myAssets }).first().waitFor(WAIT);

    await openSettings(laptop, lang);
    await laptop.getByRole('link', { name: s.open }).click();
    await laptop.waitForURL(/\/securityCentre$/, WAIT);
    await laptop.getByRole('heading', { level: 1, name: s.title }).waitFor(WAIT);

    const devices = laptop.getByRole('region', { name: s.devices }).getByRole('listitem');
    await expect(devices).toHaveCount(2, WAIT);
    await expect(devices.filter({ hasText: s.current })).toContainText('Chrome · macOS');
    await expect(devices.filter({ hasText: 'Safari · iOS' })).toHaveCount(1);

    const history = laptop.getByRole('region', { name: s.history }).getByRole('listitem');
    // Newest first: the phone's login, the laptop's, and the mistyped password before them.
    await expect(history.nth(0)).toContainText('Safari · iOS');
    await expect(history.nth(0)).toContainText(s.success);
    await expect(history.nth(1)).toContainText('Chrome · macOS');
    await expect(history.nth(1)).toContainText(s.success);
    await expect(history.nth(2)).toContainText(s.wrongPassword);
    await screenshot(laptop, `journey-security-centre-${lang}`);

    await laptop.getByRole('button', { name: s.logOutPhone }).click();
    const dialog = laptop.getByRole('alertdialog');
    await dialog.waitFor(WAIT);
    await screenshot(laptop, `journey-security-centre-confirm-${lang}`);
    await dialog.getByRole('button', { name: s.confirm }).click();
    await expect(laptop.getByRole('status').filter({ hasText: s.signedOut })).toBeVisible(WAIT);
    await expect(devices).toHaveCount(1, WAIT);

    // The phone's next action (its menu, then Settings): its session has ended, so the login page.
    await phone.getByRole('button', { name: lang === 'en' ? 'Open menu' : '打开菜单' }).click();
    await phone.getByRole('dialog').getByRole('button', { name: T[lang].settings, exact: true }).click();
    await phone.waitForURL(/\/login/, WAIT);
    // The laptop goes on.
    await laptop.reload();
    await laptop.getByRole('heading', { level: 1, name: s.title }).waitFor(WAIT);
    await laptop.context().close();
    await phone.context().close();
  });
});

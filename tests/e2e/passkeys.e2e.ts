/**
 * A passkey, as an investor uses it on a computer: in the security centre they add one (Chromium's virtual
 * authenticator, through the DevTools protocol, plays the fingerprint reader), log out, log in with the password and
 * the passkey as the second step, then with the passkey alone, then with a recovery code (the first passkey brings
 * them) instead of the passkey, and remove it; the browser's copy is then refused and the password alone signs in
 * again. In Chinese on a desktop only.
 */
import type { Page } from '@playwright/test';
import { baseUrl, nextPageAfterLogin } from './support/browser';
import { expect, test } from './support/fixtures';
import { WAIT, journeyContext, logOut, submitLogin } from './support/journeys';

const ACCOUNT = 'investor@demo.test';

async function openPasskeys(page: Page) {
  await page.goto('/securityCentre');
  const part = page.getByRole('region', { name: '通行密钥' });
  await part.waitFor(WAIT);
  return part;
}

test.describe('passkeys', { tag: '@zh-CN-desktop' }, () => {
  test('add a passkey (with recovery codes), log in with it as the second step, alone, and with a recovery code instead, and remove it', async ({ browser }) => {
    // WebAuthn takes no IP address as the relying party: the site is opened by the name localhost.
    const context = await journeyContext(browser, 'zh-CN', baseUrl().replace('127.0.0.1', 'localhost'));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    });
    await submitLogin(page, 'zh-CN', ACCOUNT);
    await page.waitForURL(/\/myAssets$/, WAIT);
    await nextPageAfterLogin(page, WAIT.timeout);

    // Add one: its name, then the browser's prompt (the virtual authenticator answers it).
    let part = await openPasskeys(page);
    await expect(part.getByText('尚未添加通行密钥')).toBeVisible(WAIT);
    await part.getByRole('button', { name: '添加通行密钥' }).click();
    await part.getByRole('textbox', { name: /通行密钥名称/ }).fill('办公室电脑');
    await part.getByRole('button', { name: '继续' }).click();
    await expect(part.getByText('已添加通行密钥“办公室电脑”。')).toBeVisible(WAIT);
    // The account's first second step: its recovery codes, shown once, for the day the computer is lost.
    const codes = (await part.getByRole('list', { name: '恢复码' }).getByRole('listitem').allTextContents()).map((c) => c.trim());
    expect(codes).toHaveLength(10);
    await part.getByRole('button', { name: '我已保存' }).click();
    await expect(part.getByRole('list', { name: '恢复码' })).toHaveCount(0);
    await expect(part.getByRole('list', { name: '通行密钥' }).getByText('办公室电脑')).toBeVisible(WAIT);
    await expect(part.getByText('尚未使用')).toBeVisible();

    // The password alone no longer signs in: the second step asks for the passkey, and no code.
    await logOut(page, 'zh-CN');
    await submitLogin(page, 'zh-CN', ACCOUNT);
    await page.getByRole('heading', { level: 1, name: '两步验证' }).waitFor(WAIT);
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await page.getByRole('button', { name: '使用通行密钥验证并登录' }).click();
    await page.waitForURL(/\/myAssets$/, WAIT);
    await nextPageAfterLogin(page, WAIT.timeout);

    // Without the password at all: the login form's passkey button, and the browser offers the one it holds.
    await logOut(page, 'zh-CN');
    await page.goto('/login');
    await page.getByRole('button', { name: '用通行密钥登录' }).click();
    await page.waitForURL(/\/myAssets$/, WAIT);
    await nextPageAfterLogin(page, WAIT.timeout);

    // The computer is lost: the password, then a recovery code instead of the passkey.
    await logOut(page, 'zh-CN');
    await submitLogin(page, 'zh-CN', ACCOUNT);
    await page.getByRole('button', { name: '无法使用通行密钥？使用恢复码' }).click();
    await page.getByRole('textbox', { name: /恢复码/ }).fill(codes[0]);
    await page.getByRole('button', { name: '验证并登录', exact: true }).click();
    await page.waitForURL(/\/myAssets$/, WAIT);
    await nextPageAfterLogin(page, WAIT.timeout);

    // It shows its last use; removed after a confirmation, the password alone signs in again.
    part = await openPasskeys(page);
    await expect(part.getByText(/最近使用/)).toBeVisible(WAIT);
    await part.getByRole('button', { name: '删除通行密钥“办公室电脑”' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确认删除' }).click();
    await expect(part.getByText('尚未添加通行密钥')).toBeVisible(WAIT);
    await logOut(page, 'zh-CN');
    // The browser still holds it, but the account no longer knows it: refused, with the reason on the form.
    await page.goto('/login');
    await page.getByRole('button', { name: '用通行密钥登录' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '通行密钥验证未通过，请重试' })).toBeVisible(WAIT);
    await submitLogin(page, 'zh-CN', ACCOUNT);
    await page.waitForURL(/\/myAssets$/, WAIT);
    await context.close();
  });
});

/**
 * The authenticator app, as an investor uses it on a phone: in the security centre they turn it on (the test is
 * the app: it reads the secret shown and computes the codes), save the recovery codes, log out, log in with the
 * password and the app's code, log out, log in with a recovery code and see one fewer left, and turn it off with the
 * password. In English on a phone only; the account is put back whatever happens.
 */
import { generate } from 'otplib';
import type { Page } from '@playwright/test';
import { PHONE, baseUrl, nextPageAfterLogin } from './support/browser';
import { expect, test } from './support/fixtures';
import { WAIT, apiSession, journeyContext, submitLogin } from './support/journeys';

const ACCOUNT = 'investor@demo.test';
const PASSWORD = 'Demo1234';

/** What the journey learnt, so the account can be put back if it stops half-way. */
const state: { recovery: string[] } = { recovery: [] };

/** The app's code, `steps` periods ahead of now (the server accepts one step either way, a used step never again). */
const codeFor = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function api(path: string, body: unknown, token?: string) {
  const r = await fetch(`${baseUrl()}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token, userCurrentIdType: '1' } : {}) },
    body: JSON.stringify(body),
  });
  return (await r.json()) as { code: number; data: Record<string, unknown> | null };
}

/** Turns the second step off through the API (with a recovery code the journey kept) if it is still on. */
async function putBack() {
  let login = await api('/sys/users/loginV2', { account: ACCOUNT, password: PASSWORD });
  if (login.code === 2013) {
    const challenge = String(login.data!.challenge);
    login = await api('/sys/users/loginSecondStep', { challenge, recoveryCode: state.recovery.at(-1) ?? '' });
  }
  const token = String(login.data?.token ?? '');
  if (!token) return;
  await api('/sys/users/getInfo', { userId: String(login.data!.userId), currentIdType: 1 }, token);
  await api('/user/security/totpDisable', { password: PASSWORD }, token);
  await fetch(`${baseUrl()}/api/user/info/updateLanguage`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', token, userCurrentIdType: '1' },
    body: JSON.stringify({ languageType: 'zh_CN' }),
  });
  await fetch(`${baseUrl()}/api/sys/users/logout`, { headers: { token } });
}

async function openAuthenticator(page: Page) {
  await page.goto('/securityCentre');
  const part = page.getByRole('region', { name: 'Authenticator app' });
  await part.waitFor(WAIT);
  return part;
}

/** On a phone the client header folds into the menu drawer, which has "Log out". */
async function logOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log out', exact: true }).click();
  await page.waitForURL(/\/login/, WAIT);
}

async function secondStep(page: Page) {
  await page.getByRole('heading', { level: 1, name: 'Two-step verification' }).waitFor(WAIT);
}

test.describe('authenticator app', { tag: '@en-phone' }, () => {
  test.afterEach(async () => {
    await putBack().catch(() => undefined);
  });

  test('turn on, log in with a code, then with a recovery code, and turn off', async ({ browser }) => {
    // After a login the language follows the account's: this one reads English.
    const setup = await apiSession(baseUrl(), ACCOUNT);
    await setup.call('PUT', '/user/info/updateLanguage', { languageType: 'en_US' });
    await setup.call('GET', '/sys/users/logout');
    const context = await journeyContext(browser, 'en', baseUrl(), PHONE);
    const page = await context.newPage();
    await submitLogin(page, 'en', ACCOUNT);
    await page.waitForURL(/\/myAssets$/, WAIT);
    await nextPageAfterLogin(page, WAIT.timeout);

    // Turn it on: the QR code, the secret in groups, the app's first code, then the recovery codes once.
    let part = await openAuthenticator(page);
    await part.getByRole('button', { name: 'Turn on two-step verification' }).click();
    await expect(part.getByRole('img', { name: /QR code/ })).toBeVisible(WAIT);
    const secret = (await part.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await part.getByRole('textbox', { name: /Authenticator code/ }).fill(await codeFor(secret));
    await part.getByRole('button', { name: 'Verify and turn on' }).click();
    const codes = part.getByRole('list', { name: 'Recovery code' }).getByRole('listitem');
    await expect(codes).toHaveCount(10, WAIT);
    state.recovery = (await codes.allInnerTexts()).map((c) => c.trim());
    await part.getByRole('button', { name: 'I have saved them' }).click();
    await expect(part.getByText('Recovery codes left: 10')).toBeVisible(WAIT);
    await expect(part.getByText('Two-step verification is on')).toBeVisible();

    // The password alone no longer signs in: the second step asks for the app's code.
    await logOut(page);
    await submitLogin(page, 'en', ACCOUNT);
    await secondStep(page);
    const code = page.getByRole('textbox', { name: /Authenticator code/ });
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    // The code of the next step: the one of this step was spent turning the app on.
    await code.fill(await codeFor(secret, 1));
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await page.waitForURL(/\/myAssets$/, WAIT);
    await nextPageAfterLogin(page, WAIT.timeout);

    // Without the phone: a recovery code, which then counts one fewer.
    await logOut(page);
    await submitLogin(page, 'en', ACCOUNT);
    await secondStep(page);
    await page.getByRole('button', { name: /Use a recovery code/ }).click();
    await page.getByRole('textbox', { name: /Recovery code/ }).fill(state.recovery[0]);
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await page.waitForURL(/\/myAssets$/, WAIT);
    await nextPageAfterLogin(page, WAIT.timeout);
    part = await openAuthenticator(page);
    await expect(part.getByText('Recovery codes left: 9')).toBeVisible(WAIT);

    // Turn it off with the password.
    await part.getByRole('button', { name: 'Turn off two-step verification' }).click();
    await part.getByRole('button', { name: /Use your password instead/ }).click();
    await part.getByLabel(/Login password/).fill(PASSWORD);
    await part.getByRole('button', { name: 'Turn off two-step verification' }).click();
    await expect(part.getByText('Two-step verification is off')).toBeVisible(WAIT);
    await context.close();
  });
});

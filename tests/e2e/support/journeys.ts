/**
 * Helpers for the user journeys (tests/e2e/journeys-*.e2e.ts): the demo outbox and captcha answers, registration
 * and binding filled in the way a person does, the client header and the settings page. Each talks to the worker's
 * server (support/fixtures.ts) unless it is given another (`base`).
 */
import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { baseUrl, DESKTOP, screenshot as screenshotOf, type Lang } from './browser';

/** Generous waits on conditions: two workers, their servers and browsers share two cores in CI. */
export const WAIT = { timeout: 60_000 } as const;

// ---------------------------------------------------------------------------------------------------------------
// The words on the screens, in both languages (the source catalog is zh-CN; the English is src/locales/en.po's).
export const T = {
  'zh-CN': {
    login: '登录', individual: '私募基金持有人', partner: '合作伙伴', register: '注册', registered: '注册成功', continue: '继续',
    getCode: '获取验证码', domestic: '境内客户', offshore: '境外客户', partnerKind: '合作伙伴', submitBinding: '提交绑定',
    bound: '绑定成功', boundName: '已绑定：', continueAdding: '继续添加', done: '完成', hasProducts: '您已持有境内或境外产品',
    conflict: '无法同时绑定境内和境外产品', alreadySubmitted: '申请已提交，请勿重复提交', alreadyPartner: '您已注册为合作伙伴',
    underReview: '申请已提交，正在审核', backToLogin: '返回登录', overwrite: '使用并覆盖', overwriteQuestion: /是否使用手机号 .+ 并覆盖原手机号/,
    expired: '合作伙伴资格已过期', sendEmail: '发送验证邮件', emailSent: '验证邮件已发送', verified: '您的合作伙伴资格已完成续期验证',
    linkInvalid: '验证链接无效', goToLogin: '前往登录', requestAgain: '重新申请验证邮件',
    accountMenu: /账户菜单/, logout: '退出登录', settings: '设置', myAssets: '我的资产', mainMenu: '主菜单', productList: '产品列表',
    saved: '已保存', fontMedium: '中', fontLarge: '大', fontStandard: '标准',
    change: '修改', changeEmail: '修改邮箱', changeMobile: '修改手机号', currentPassword: '当前密码', next: '下一步',
    submitRequest: '提交申请', requestSubmitted: '变更申请已提交，审核通过后生效。', blocked: /上一个申请仍在处理中，请稍后再试/,
    confirmOverwrite: '确认覆盖', close: '关闭', changePassword: '修改密码', pendingBadge: '变更审核中',
    deregister: '注销账户', confirmDeregister: '确认注销', reasonTooLong: '注销原因不能超过200个字符', passwordIncorrect: /密码错误/,
    qa: '互动问答', ask: '我要提问', submitQuestion: '提交问题', asked: '问题已提交，我们会尽快回复。', titleTooLong: '问题标题不能超过100个字符',
    newReply: '有新回复', replyBox: '回复内容', sendReply: '发送回复', me: '我',
    all: '全部', followed: '已关注', follow: (name: string) => `关注 ${name}`, unfollow: (name: string) => `取消关注 ${name}`,
    noFollowed: '您还没有关注任何产品。',
  },
  en: {
    login: 'Log in', individual: 'Private fund holder', partner: 'Partner', register: 'Register', registered: 'Registration complete',
    continue: 'Continue', getCode: 'Get code', domestic: 'Domestic client', offshore: 'Offshore client', partnerKind: 'Partner',
    submitBinding: 'Submit', bound: 'Bound successfully', boundName: 'Bound: ', continueAdding: 'Continue adding', done: 'Done',
    hasProducts: 'You already hold domestic or offshore products', conflict: 'Cannot bind both domestic and offshore products',
    alreadySubmitted: 'Application already submitted', alreadyPartner: 'You are already registered as a partner',
    underReview: 'Application submitted and under review', backToLogin: 'Back to login', overwrite: 'Use it and overwrite',
    overwriteQuestion: /Use your mobile number .+ and overwrite the old one\?/,
    expired: 'Partnership expired', sendEmail: 'Send verification email', emailSent: 'Verification email sent',
    verified: 'Your partnership renewal is verified', linkInvalid: 'The verification link is invalid', goToLogin: 'Go to login',
    requestAgain: 'Ask for a new verification email',
    accountMenu: /Account menu/, logout: 'Log out', settings: 'Settings', myAssets: 'My assets', mainMenu: 'Main menu',
    productList: 'Product list', saved: 'Saved', fontMedium: 'Medium', fontLarge: 'Large', fontStandard: 'Standard',
    change: 'Change', changeEmail: 'Change email', changeMobile: 'Change mobile number', currentPassword: 'Current password',
    next: 'Next', submitRequest: 'Submit request', requestSubmitted: 'Change request submitted; it takes effect once approved.',
    blocked: /previous request (is )?still being processed/i, confirmOverwrite: 'Overwrite',
    close: 'Close', changePassword: 'Change password', pendingBadge: 'Change under review',
    deregister: 'Deregister account', confirmDeregister: 'Deregister', reasonTooLong: 'The reason may be at most 200 characters',
    passwordIncorrect: /incorrect password|password incorrect/i,
    qa: 'Q&A', ask: 'Ask a question', submitQuestion: 'Submit question', asked: 'Your question has been sent; we will reply soon.',
    titleTooLong: 'The title may be at most 100 characters', newReply: 'New reply', replyBox: 'Your reply', sendReply: 'Send reply',
    me: 'Me', all: 'All', followed: 'Followed', follow: (name: string) => `Follow ${name}`,
    unfollow: (name: string) => `Unfollow ${name}`, noFollowed: 'You do not follow any product yet.',
  },
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Demo endpoints (demo mode only): what the server "sent", and captcha answers.

export interface OutboxEntry {
  id: string;
  kind: 'sms' | 'email';
  to: string;
  subject: string;
  body: string;
  code: string;
  createdAt: string;
}

async function apiGet<T>(base: string, path: string): Promise<T> {
  const res = await fetch(`${base}${path}`);
  const body = (await res.json()) as { code: number; data: T };
  return body.data;
}

export function outbox(to: string, base = baseUrl()): Promise<OutboxEntry[]> {
  return apiGet<OutboxEntry[]>(base, `/api/demo/outbox?to=${encodeURIComponent(to)}`);
}

/** Waits until a message newer than `after` (an entry id) reaches `to`, and returns it. */
export async function waitForMessage(to: string, after: string | null, base = baseUrl()): Promise<OutboxEntry> {
  let message: OutboxEntry | undefined;
  await expect
    .poll(async () => {
      const [latest] = await outbox(to, base);
      if (latest && (after === null || Number(latest.id) > Number(after))) message = latest;
      return message;
    }, { ...WAIT, message: `no message reached ${to}`, intervals: [250] })
    .toBeDefined();
  return message!;
}

/** The id of the newest message to `to` (null when none): a later waitForMessage waits for a newer one. */
export async function lastMessageId(to: string, base = baseUrl()): Promise<string | null> {
  const [latest] = await outbox(to, base);
  return latest?.id ?? null;
}

export async function captchaAnswer(key: string, base = baseUrl()): Promise<string> {
  return (await apiGet<{ answer: string }>(base, `/api/demo/captcha/${key}`)).answer;
}

/** A unique suffix for accounts made by a test run (each run has a fresh database, but runs may repeat). */
export function unique(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A unique mainland mobile number in the 139 0xxx xxxx range that no persona or record uses. */
export function uniqueMobile(): string {
  return `1390${String(Date.now() % 10_000_000).padStart(7, '0')}`;
}

/** A session of one account through the API (for checks a person cannot see, and for putting personas back). */
export interface ApiSession {
  call: (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => Promise<{ code: number; msg: string; data: unknown }>;
  info: () => Promise<{ languageType: string; fontSize: number }>;
}

export async function apiSession(base: string, account: string, password = 'Demo1234'): Promise<ApiSession> {
  const res = await fetch(`${base}/api/sys/users/loginV2`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password }),
  });
  const login = (await res.json()) as { code: number; msg: string; data: { token: string; userId: string; identityTypeMap: { currentIdType: number } } };
  if (!login.data?.token) throw new Error(`${account} cannot log in: ${login.msg}`);
  const { token, userId } = login.data;
  const idType = Math.max(1, login.data.identityTypeMap.currentIdType);
  const call: ApiSession['call'] = async (method, path, body) => {
    const r = await fetch(`${base}/api${path}`, {
      method,
      headers: { token, userCurrentIdType: String(idType), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await r.json()) as { code: number; msg: string; data: unknown };
  };
  const info = async () => (await call('POST', '/sys/users/getInfo', { userId, currentIdType: idType })).data as { languageType: string; fontSize: number };
  // A login that has not chosen an identity type yet (one relation, SPEC §4's half success) is refused everything
  // but getInfo (4003) until getInfo chooses it, as the SPA's post-login check does.
  if (login.data.identityTypeMap.currentIdType === 0) await info();
  return { call, info };
}

// ---------------------------------------------------------------------------------------------------------------
// Pages.

export async function journeyContext(browser: Browser, lang: Lang, base = baseUrl(), viewport = DESKTOP): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: lang, viewport, baseURL: base });
  await context.addInitScript(() => {
    window.sessionStorage.setItem('importantNote', '1');
    window.sessionStorage.setItem('floatingNotification', '1');
  });
  return context;
}

/** The login form, filled and sent (the form's labels depend on the language shown, not on the account). */
export async function submitLogin(page: Page, lang: Lang, account: string, password = 'Demo1234'): Promise<void> {
  await page.goto('/login');
  await page.locator('input[name=account]').fill(account);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: T[lang].login, exact: true }).click();
}

/** A click on a button the app guards for 3 s after each click: waits until it is enabled again. */
export async function clickWhenEnabled(button: Locator): Promise<void> {
  await expect(button).toBeEnabled(WAIT);
  await button.click();
}

export interface Registration {
  account: string;
  name: string;
  password: string;
}

/**
 * /register as a person does it: identity, the form, the image captcha (answer from the demo endpoint), the code
 * from the demo outbox, the terms; ends on "registration complete" and continues to /binding.
 */
export async function register(
  page: Page,
  lang: Lang,
  who: { account: string; name: string; identity?: 'individual' | 'partner'; password?: string },
  base = baseUrl(),
): Promise<Registration> {
  const t = T[lang];
  const password = who.password ?? 'Journey123';
  const captcha = page.waitForResponse((r) => r.url().includes('/verifyCodeImage'), WAIT);
  await page.goto('/register');
  await page.getByRole('button', { name: who.identity === 'partner' ? t.partner : t.individual }).click();
  const { data } = (await (await captcha).json()) as { data: { captchaKey: string } };
  await page.locator('input[name=account]').fill(who.account);
  await page.locator('input[name=name]').fill(who.name);
  await page.locator('input[name=password]').fill(password);
  await page.locator('input[name=confirm]').fill(password);
  await page.locator('input[name=captcha]').fill(await captchaAnswer(data.captchaKey, base));
  const before = await lastMessageId(who.account, base);
  await page.getByRole('button', { name: t.getCode }).click();
  const message = await waitForMessage(who.account, before, base);
  await page.locator('input[name=code]').fill(message.code);
  await page.locator('label:has(input[name=agreed])').first().click();
  await page.getByRole('button', { name: t.register, exact: true }).click();
  await page.getByText(t.registered).waitFor(WAIT);
  await page.getByRole('button', { name: t.continue, exact: true }).click();
  await page.waitForURL(/\/binding$/, WAIT);
  return { account: who.account, name: who.name, password };
}

export interface BindingInput {
  kind: 'domestic' | 'offshore' | 'partner';
  idNumber: string;
  birthday: string;
  mobile?: string;
  email?: string;
  enterpriseEmail?: string;
}

/** On /binding: chooses the form, fills it and submits it (the page that follows is the caller's to check). */
export async function bind(page: Page, lang: Lang, input: BindingInput): Promise<void> {
  const t = T[lang];
  const kindLabel = { domestic: t.domestic, offshore: t.offshore, partner: t.partnerKind }[input.kind];
  await page.getByRole('group').getByRole('button', { name: kindLabel }).click();
  await page.locator('input[name=idNumber]').fill(input.idNumber);
  await page.locator('input[name=birthday]').fill(input.birthday);
  await page.locator('input[name=mobile]').fill(input.mobile ?? '13800000009');
  await page.locator('input[name=email]').fill(input.email ?? 'journey@example.com');
  if (input.kind === 'partner') await page.locator('input[name=enterpriseEmail]').fill(input.enterpriseEmail ?? 'journey@partner.example');
  await page.locator('input[name=productName]').fill('泓岸价值精选一号');
  await page.locator('input[name=purchaseChannel]').fill('直销');
  await clickWhenEnabled(page.getByRole('button', { name: t.submitBinding, exact: true }));
}

/**
 * The account menu in the client header, then one of its items, as a person does: open it, wait until it is open,
 * choose. Ends when the URL matches `landing`. CI twice saw a Settings click that led nowhere (the click landed, the
 * page stayed); a person would choose again, and so does this, once, saying so in the log.
 */
export async function chooseFromAccountMenu(page: Page, lang: Lang, item: 'settings' | 'logout', landing: RegExp): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await openAccountMenu(page, lang);
    await page.getByRole('menuitem', { name: T[lang][item] }).click();
    try {
      await page.waitForURL(landing, { timeout: attempt === 1 ? 15_000 : WAIT.timeout });
      return;
    } catch (error) {
      if (attempt > 1) throw error;
      console.warn(`account menu: "${T[lang][item]}" did not lead to ${landing} in 15 s (at ${page.url()}); choosing again`);
      if (landing.test(new URL(page.url()).pathname)) return;
    }
  }
}

/**
 * Clicks the account menu's button until the menu is open. On a slow CI host a click once focused the button and
 * the menu stayed shut for a minute; a person clicks again, and so does this (at most twice more), saying so.
 */
async function openAccountMenu(page: Page, lang: Lang): Promise<void> {
  const menu = page.locator('[role=menu][data-state=open]');
  for (let attempt = 1; ; attempt++) {
    // Still open from a choice that did not act (see chooseFromAccountMenu): a click on its button would close it.
    if (await menu.isVisible()) return;
    await page.getByRole('button', { name: T[lang].accountMenu }).click();
    const opened = await menu.waitFor({ timeout: attempt < 3 ? 10_000 : WAIT.timeout }).then(() => true, (error: unknown) => {
      if (attempt >= 3) throw error;
      return false;
    });
    if (opened) return;
    console.warn(`account menu: not open 10 s after a click (at ${page.url()}); clicking again`);
  }
}

/** Opens the account menu in the client header and logs out; ends on /login. */
export async function logOut(page: Page, lang: Lang): Promise<void> {
  await chooseFromAccountMenu(page, lang, 'logout', /\/login/);
}

/**
 * The language switch in the client header (wide screens); waits until the page is in that language. Two CI runs
 * lost a click here when the journey clicked right after the login, on the login page's own switch, still on screen
 * while the router loaded the client area: callers wait for the next page first (nextPageAfterLogin, browser.ts).
 */
export async function switchLanguage(page: Page, to: Lang): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: to === 'en' ? 'English' : '中文', exact: true }).click();
  await page.waitForFunction((lang) => document.documentElement.lang === lang, to, WAIT);
}

/** getInfo with the session's token, read from the page's storage through the app's own call. */
export async function getInfoLanguage(page: Page): Promise<string> {
  const response = page.waitForResponse((r) => r.url().includes('/getInfo') && r.request().method() === 'POST', WAIT);
  await page.reload();
  const body = (await (await response).json()) as { data: { languageType: string } };
  return body.data.languageType;
}

/** The computed font size (px) of an element. */
export async function fontSizeOf(locator: Locator): Promise<number> {
  return locator.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
}

// ---------------------------------------------------------------------------------------------------------------
// Settings (SPEC.md §4, §8): change requests, the password, deregistration.

/** Opens /settingPath the way a person does: the account menu, then Settings. */
export async function openSettings(page: Page, lang: Lang): Promise<void> {
  await chooseFromAccountMenu(page, lang, 'settings', /\/settingPath$/);
  await page.getByRole('heading', { name: T[lang].changePassword }).waitFor(WAIT);
}

const changeButton = (page: Page, lang: Lang, field: 'email' | 'mobile') =>
  page.getByRole('button', { name: T[lang].change, exact: true }).nth(field === 'email' ? 0 : 1);

/** E-mail or mobile change on /settingPath: password, new value, the code sent to it; ends pending. */
export async function requestContactChange(page: Page, lang: Lang, field: 'email' | 'mobile', password: string, base = baseUrl()): Promise<string> {
  const t = T[lang];
  const value = field === 'email' ? `new-${unique()}@journey.test` : uniqueMobile();
  await clickWhenEnabled(changeButton(page, lang, field));
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: field === 'email' ? t.changeEmail : t.changeMobile }).waitFor(WAIT);
  await dialog.locator('input[name=password]').fill(password);
  await clickWhenEnabled(dialog.getByRole('button', { name: t.next }));
  await dialog.locator('input[name=value]').fill(value);
  const before = await lastMessageId(value, base);
  await clickWhenEnabled(dialog.getByRole('button', { name: t.getCode }));
  await dialog.locator('input[name=code]').fill((await waitForMessage(value, before, base)).code);
  await clickWhenEnabled(dialog.getByRole('button', { name: t.submitRequest }));
  // A new mobile number: "use it and overwrite the old one?"
  if (field === 'mobile') await clickWhenEnabled(dialog.getByRole('button', { name: t.confirmOverwrite }));
  await dialog.getByText(t.requestSubmitted).waitFor(WAIT);
  return value;
}

export async function closeDialog(page: Page, lang: Lang): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: T[lang].close }).first().click();
  await dialog.waitFor({ state: 'hidden', ...WAIT });
}

/** A further change while one is pending: refused with the "previous request still being processed" message. */
export async function expectChangeBlocked(page: Page, lang: Lang, field: 'email' | 'mobile', password: string): Promise<void> {
  const t = T[lang];
  await clickWhenEnabled(changeButton(page, lang, field));
  const dialog = page.getByRole('dialog');
  const message = dialog.getByText(t.blocked).first();
  const passwordInput = dialog.locator('input[name=password]');
  // Known pending at once, or learnt from the server after the password step.
  await message.or(passwordInput).first().waitFor(WAIT);
  if (!(await message.isVisible())) {
    await passwordInput.fill(password);
    await clickWhenEnabled(dialog.getByRole('button', { name: t.next }));
  }
  await message.waitFor(WAIT);
}

/** The password section: a wrong current password is refused (a toast) and the typed values stay; the right one saves. */
export async function changePassword(page: Page, lang: Lang, current: string, next: string, shot?: string): Promise<void> {
  const t = T[lang];
  const section = page.getByRole('region', { name: t.changePassword });
  const currentInput = section.locator('input[name=current]');
  await currentInput.fill('Wrong9999');
  await section.locator('input[name=next]').fill(next);
  await section.locator('input[name=confirm]').fill(next);
  await clickWhenEnabled(section.getByRole('button', { name: t.changePassword }));
  // The refusal is the spec's error toast (SPEC.md §8); the form keeps what was typed.
  await page.getByRole('alert').filter({ hasText: t.passwordIncorrect }).first().waitFor(WAIT);
  if (shot) await screenshotOf(page, shot);
  if ((await currentInput.inputValue()) !== 'Wrong9999') throw new Error('the typed current password was cleared');
  if ((await section.locator('input[name=next]').inputValue()) !== next) throw new Error('the typed new password was cleared');
  await currentInput.fill(current);
  await clickWhenEnabled(section.getByRole('button', { name: t.changePassword }));
  await page.getByText(t.saved).first().waitFor(WAIT);
  await page.waitForFunction(() => (document.querySelector('input[name=current]') as HTMLInputElement | null)?.value === '', undefined, WAIT);
}

/** Deregistration: a reason over 200 characters is refused, then reason, password, confirmation; ends on /login. */
export async function deregister(page: Page, lang: Lang, password: string, shot?: string): Promise<void> {
  const t = T[lang];
  await page.getByRole('button', { name: t.deregister }).click();
  const dialog = page.getByRole('alertdialog');
  const reason = dialog.locator('textarea[name=reason]');
  await reason.fill('理'.repeat(201));
  await clickWhenEnabled(dialog.getByRole('button', { name: t.next }));
  await dialog.getByText(t.reasonTooLong).waitFor(WAIT);
  if (shot) await screenshotOf(page, `${shot}-reason-too-long`);
  await reason.fill(lang === 'en' ? 'I no longer hold the fund.' : '不再持有基金');
  await clickWhenEnabled(dialog.getByRole('button', { name: t.next }));
  await dialog.locator('input[name=password]').fill(password);
  await clickWhenEnabled(dialog.getByRole('button', { name: t.next }));
  if (shot) await screenshotOf(page, `${shot}-confirm`);
  await clickWhenEnabled(dialog.getByRole('button', { name: t.confirmDeregister }));
  await page.waitForURL(/\/login/, WAIT);
}

/** A login that the server refuses: the error shows and the page stays on /login. */
export async function expectLoginRefused(page: Page, lang: Lang, account: string, password: string): Promise<void> {
  await submitLogin(page, lang, account, password);
  await page.getByRole('alert').first().waitFor(WAIT);
  if (!/\/login/.test(page.url())) throw new Error(`${account} was let in`);
}

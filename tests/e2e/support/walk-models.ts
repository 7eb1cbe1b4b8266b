/**
 * The browser models of the model-based walks: for the login, binding and partner-expiry machines, what each machine
 * event is in the product (a user action, a server condition made with demo data, or page.route where no real
 * browser or demo datum produces it) and what each state shows (URL + heading / texts). `tests/e2e/walks.e2e.ts`
 * replays their generated paths in Chromium; `npm run paths` lists them and replays one by name. Events the product
 * can never produce are listed with the reason. See ./walk-browser.ts.
 */
import { expect } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { loginMachine } from '../../../machines/login.machine';
import { bindingMachine } from '../../../machines/binding.machine';
import { partnerExpiryMachine } from '../../../machines/partner-expiry.machine';
import { hasErrors, validateBinding } from '../../../machines/validation';
import type { BindingForm, BindingKind } from '../../../machines/flow-types';
import { REVIEW_BUSINESS_DAYS } from '../../../src/constants';
import { loginData, relation, userInfo } from '../../machines/session-fixtures';
import {
  WAIT,
  api,
  captchaAnswer,
  failThreeTimes,
  onetimeTokenOf,
  registerAccount,
  uniqueAddress,
  type BrowserModel,
  type Walker,
} from './walk-browser';

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const fail = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error(`${id} failed`) });

// ---------------------------------------------------------------- login

const LOGIN_BUTTON = '登录';
const CAPTCHA_LABEL = '图形验证码';
const REFRESH_CAPTCHA = '看不清？换一张验证码';
const BUSY_TEXT = '系统繁忙，请稍后再试（路径测试）';
const SECOND_STEP_HEADING = '两步验证';
const VERIFY_BUTTON = '验证并登录';
const PASSKEY_BUTTON = '用通行密钥登录';
const CODE_WRONG_TEXT = '动态码或恢复码错误，请重试';
const CHALLENGE_ENDED_TEXT = '验证已过期，请重新登录';
/** No demo account has the authenticator app on: page.route gives loginV2's 2013 and the second step's answers. */
const secondStepAsked = { code: 2013, msg: '请输入身份验证器中的动态码', data: { challenge: 'walk-challenge', expiresIn: 300_000, methods: ['totp', 'recovery'] } };

async function fillLogin(w: Walker) {
  const { page } = w;
  await page.getByLabel('账号').fill(w.vars.account ?? '');
  await page.locator('input[type=password]').fill(w.vars.password ?? 'Demo1234');
  const captcha = page.getByLabel(CAPTCHA_LABEL);
  if (await captcha.count()) {
    const key = (w.answers.loadCaptcha as { data?: { captchaKey?: string } } | undefined)?.data?.captchaKey;
    await captcha.fill(key ? await captchaAnswer(key) : 'abcd');
  }
  await page.getByRole('button', { name: LOGIN_BUTTON, exact: true }).click({ timeout: WAIT });
}

const persona = (account: string) => (w: Walker) => {
  w.vars.account = account;
  w.vars.password = 'Demo1234';
};

export const loginModel: BrowserModel = {
  name: 'login',
  machine: loginMachine,
  // Messages change what the form shows, so "the form with a wrong-password message" is a state of its own.
  facts: (s: AnyMachineSnapshot) => ({
    ...(s.matches({ editing: 'plain' }) ? { message: s.context.message?.kind ?? null } : {}),
    ...(s.matches('loadingInfo') || s.matches('signedIn') ? { via: s.context.result } : {}),
  }),
  requests: {
    login: /\/api\/sys\/users\/loginV2$/,
    loadCaptcha: /\/api\/sys\/users\/verifyCodeImage$/,
    loadInfo: /\/api\/sys\/users\/getInfo$/,
    secondStep: /\/api\/sys\/users\/loginSecondStep$/,
    passkeySignIn: /\/api\/sys\/users\/passkeySignInOptions$/,
  },
  start: async (w) => {
    await w.page.goto('/login', { waitUntil: 'commit' });
  },
  events: {
    'login.submit': {
      kind: 'user',
      event: { type: 'login.submit', account: 'someone@demo.test', password: 'Demo1234', captchaCode: 'abcd' },
      act: fillLogin,
    },
    'login.refreshCaptcha': {
      kind: 'user',
      event: { type: 'login.refreshCaptcha' },
      act: (w) => w.page.getByRole('button', { name: REFRESH_CAPTCHA }).click({ timeout: WAIT }),
    },
    'login.chooseRelation': {
      kind: 'user',
      event: { type: 'login.chooseRelation', identityType: 1 },
      act: (w) => w.page.getByRole('button', { name: /个人客户/ }).click({ timeout: WAIT }),
    },
    'login.secondStep.submit': {
      kind: 'user',
      event: { type: 'login.secondStep.submit', code: '123456' },
      act: async ({ page }) => {
        const recovery = page.locator('input[name=recoveryCode]');
        if (await recovery.count()) await recovery.fill('ABCDE-FGHJK');
        else await page.locator('input[name=oneTimeCode]').fill('123456');
        await page.getByRole('button', { name: VERIFY_BUTTON, exact: true }).click({ timeout: WAIT });
      },
    },
    'login.secondStep.mode': {
      kind: 'user',
      event: { type: 'login.secondStep.mode', mode: 'recovery' },
      act: (w) => w.page.getByRole('button', { name: /使用恢复码/ }).click({ timeout: WAIT }),
    },
    'login.passkey': {
      kind: 'user',
      event: { type: 'login.passkey' },
      act: (w) => w.page.getByRole('button', { name: PASSKEY_BUTTON, exact: true }).click({ timeout: WAIT }),
    },
    // The options call refused (page.route fulfils a 5000): the form says why, as for any refused sign-in.
    'done.passkeySignIn:failed': {
      kind: 'server',
      event: done('passkeySignIn', { kind: 'failed', message: BUSY_TEXT }),
      answer: { mode: 'fulfil', json: { code: 5000, msg: BUSY_TEXT, data: null } },
    },
    'done.passkeySignIn:success': {
      kind: 'unproducible',
      event: done('passkeySignIn', { kind: 'success', data: loginData() }),
      why: 'a passkey\'s signature needs a passkey the server knows, at a site name rather than 127.0.0.1: tests/e2e/passkeys.e2e.ts signs in with one added in the security centre; what follows the answer is the password\'s way',
    },
    'error.passkeySignIn': {
      kind: 'unproducible',
      event: fail('passkeySignIn'),
      why: 'src/actors/second-step.ts passkeySignIn() turns every failure (a dismissed prompt included) into a done outcome; it never rejects',
    },
    'login.secondStep.back': {
      kind: 'user',
      event: { type: 'login.secondStep.back' },
      act: (w) => w.page.getByRole('button', { name: '返回密码登录' }).click({ timeout: WAIT }),
    },
    'done.login:secondStep': {
      kind: 'server',
      event: done('login', { kind: 'secondStep', challenge: secondStepAsked.data }),
      prepare: persona('investor@demo.test'),
      answer: { mode: 'fulfil', json: secondStepAsked },
    },
    'done.secondStep:codeWrong': {
      kind: 'server',
      event: done('secondStep', { kind: 'codeWrong', message: CODE_WRONG_TEXT }),
      answer: { mode: 'fulfil', json: { code: 4011, msg: CODE_WRONG_TEXT, data: null } },
    },
    'done.secondStep:challengeEnded': {
      kind: 'server',
      event: done('secondStep', { kind: 'challengeEnded', message: CHALLENGE_ENDED_TEXT }),
      answer: { mode: 'fulfil', json: { code: 4012, msg: CHALLENGE_ENDED_TEXT, data: null } },
    },
    'done.secondStep:failed': {
      kind: 'server',
      event: done('secondStep', { kind: 'failed', message: BUSY_TEXT }),
      answer: { mode: 'fulfil', json: { code: 5000, msg: BUSY_TEXT, data: null } },
    },
    'done.secondStep:networkError': {
      kind: 'server',
      event: done('secondStep', { kind: 'networkError', message: 'network' }),
      answer: { mode: 'abort' },
    },
    // Passed, the answer takes loginV2's branches; the states after it are reached through the password alone.
    'done.secondStep:success': {
      kind: 'server',
      event: done('secondStep', { kind: 'success', data: loginData() }),
      answer: { mode: 'fulfil', json: { code: 1000, msg: '成功', data: { ...loginData(), code: 'success' } } },
    },
    'error.secondStep': {
      kind: 'unproducible',
      event: fail('secondStep'),
      why: 'src/actors/second-step.ts secondStep() turns every failure (network included) into a done outcome; it never rejects',
    },
    'done.loadCaptcha': { kind: 'server', event: done('loadCaptcha', { captchaKey: 'k', image: 'data:image/png;base64,' }), answer: { mode: 'real' } },
    // A captcha picture that does not load: the network fails (page.route abort).
    'error.loadCaptcha': { kind: 'server', event: fail('loadCaptcha'), answer: { mode: 'abort' } },
    'done.login:needCaptcha': {
      kind: 'server',
      event: done('login', { kind: 'needCaptcha', message: 'captcha' }),
      // An account no one else uses, with three wrong passwords just now: the next login asks for the captcha.
      prepare: async (w) => {
        const account = uniqueAddress('captcha');
        await failThreeTimes(account);
        w.vars.account = account;
        w.vars.password = 'Wrong1234';
      },
      answer: { mode: 'real' },
    },
    'done.login:wrongCredentials': {
      kind: 'server',
      event: done('login', { kind: 'wrongCredentials', message: 'wrong' }),
      // An unknown account answers like a wrong password (4001); a fresh one never reaches the captcha threshold.
      prepare: (w) => {
        w.vars.account ??= uniqueAddress('wrong');
        w.vars.password = 'Wrong1234';
      },
      answer: { mode: 'real' },
    },
    // The login call does not get through (page.route abort): the actor answers the networkError outcome.
    'done.login:networkError': {
      kind: 'server',
      event: done('login', { kind: 'networkError', message: 'network' }),
      prepare: persona('investor@demo.test'),
      answer: { mode: 'abort' },
    },
    // Any other refusal (e.g. 5000): the demo server has no account that answers it, so page.route fulfils it.
    'done.login:failed': {
      kind: 'server',
      event: done('login', { kind: 'failed', message: 'failed' }),
      prepare: persona('investor@demo.test'),
      answer: { mode: 'fulfil', json: { code: 5000, msg: BUSY_TEXT, data: null } },
    },
    'done.login:success': { kind: 'server', event: done('login', { kind: 'success', data: loginData() }), prepare: persona('investor@demo.test'), answer: { mode: 'real' } },
    'done.login:halfSuccess': {
      kind: 'server',
      event: done('login', { kind: 'halfSuccess', data: loginData({ currentIdType: 0, userRelationList: [relation(1)] }) }),
      prepare: persona('single@demo.test'),
      answer: { mode: 'real' },
    },
    'done.login:chooseRelation': {
      kind: 'server',
      event: done('login', { kind: 'chooseRelation', data: loginData({ currentIdType: 0, userRelationList: [relation(0), relation(2)] }) }),
      prepare: persona('multi@demo.test'),
      answer: { mode: 'real' },
    },
    'done.login:partnerExpired': {
      kind: 'server',
      event: done('login', { kind: 'partnerExpired', data: loginData({ currentIdType: 3, partnerExpiryFlag: true }) }),
      prepare: persona('expired@demo.test'),
      answer: { mode: 'real' },
    },
    'done.login:applying': { kind: 'server', event: done('login', { kind: 'applying', data: loginData({ currentIdType: 0 }) }), prepare: persona('pending@demo.test'), answer: { mode: 'real' } },
    'done.login:operatingDataProcessing': {
      kind: 'server',
      event: done('login', { kind: 'operatingDataProcessing', data: loginData({ operatingDataProcessing: true }) }),
      prepare: persona('dataproc@demo.test'),
      answer: { mode: 'real' },
    },
    'done.login:binding': {
      kind: 'server',
      event: done('login', { kind: 'binding', data: loginData({ currentIdType: 0, userRelationList: [] }) }),
      prepare: persona('new@demo.test'),
      answer: { mode: 'real' },
    },
    'error.login': {
      kind: 'unproducible',
      event: fail('login'),
      why: 'src/actors/auth.ts login() turns every failure (network included) into a done outcome; it never rejects',
    },
    'done.loadInfo:success': { kind: 'server', event: done('loadInfo', { kind: 'success', info: userInfo() }), answer: { mode: 'real' } },
    // getInfo refused after a good login: no demo account does that, so page.route fulfils a 5000 answer.
    'done.loadInfo:failed': {
      kind: 'server',
      event: done('loadInfo', { kind: 'failed', message: 'failed' }),
      answer: { mode: 'fulfil', json: { code: 5000, msg: BUSY_TEXT, data: null } },
    },
    'error.loadInfo': {
      kind: 'unproducible',
      event: fail('loadInfo'),
      why: 'src/actors/auth.ts loadInfo() answers every failure as the "failed" outcome; it never rejects',
    },
  },
  screens: {
    'editing.plain': (w) => ({
      url: /\/login(\?|$)/,
      heading: '客户登录',
      check: async ({ page }) => {
        await expect(page.getByLabel(CAPTCHA_LABEL).count()).resolves.toBe(0);
        const message = w.facts.message as string | null;
        const alert = page.getByRole('alert').filter({ visible: true });
        if (message === null) return expect(alert.count()).resolves.toBe(0);
        const text = {
          wrongCredentials: /密码|账号/,
          networkError: /网络异常/,
          failed: BUSY_TEXT,
          infoFailed: BUSY_TEXT,
          challengeEnded: CHALLENGE_ENDED_TEXT,
        }[message];
        await alert.filter({ hasText: text ?? /./ }).first().waitFor({ timeout: WAIT });
        // What was typed is still there.
        await expect(page.getByLabel('账号').inputValue()).resolves.toBe(w.vars.account ?? '');
      },
    }),
    // The login form shows no spinner while the picture loads: the field is there, the picture is not yet.
    'editing.captcha.loading': {
      url: /\/login(\?|$)/,
      heading: '客户登录',
      check: async ({ page }) => {
        await page.getByLabel(CAPTCHA_LABEL).waitFor({ timeout: WAIT });
        await expect(page.locator('img[src^="data:image/"]').count()).resolves.toBe(0);
      },
    },
    'editing.captcha.ready': {
      url: /\/login(\?|$)/,
      check: async ({ page }) => {
        await page.locator('img[src^="data:image/"]').waitFor({ timeout: WAIT });
        await page.getByLabel(CAPTCHA_LABEL).waitFor({ timeout: WAIT });
      },
    },
    // The form says why (the network message) and the empty picture button loads another one.
    'editing.captcha.failed': {
      url: /\/login(\?|$)/,
      check: async ({ page }) => {
        await page.getByLabel(CAPTCHA_LABEL).waitFor({ timeout: WAIT });
        await page.getByRole('alert').filter({ hasText: /网络异常/ }).first().waitFor({ timeout: WAIT });
        await expect(page.locator('img[src^="data:image/"]').count()).resolves.toBe(0);
      },
    },
    submitting: { url: /\/login(\?|$)/, texts: ['正在登录…'] },
    // The browser's passkey prompt is open: the form waits for it.
    passkeySignIn: { url: /\/login(\?|$)/, heading: '客户登录', texts: ['正在等待通行密钥…'] },
    // The second step: the app's code (or a recovery code) instead of the password form.
    'secondStep.entering': {
      url: /\/login(\?|$)/,
      heading: SECOND_STEP_HEADING,
      check: async ({ page }) => {
        await page.locator('input[name=oneTimeCode], input[name=recoveryCode]').first().waitFor({ timeout: WAIT });
        await expect(page.locator('input[type=password]').count()).resolves.toBe(0);
      },
    },
    'secondStep.verifying': { url: /\/login(\?|$)/, heading: SECOND_STEP_HEADING, texts: ['正在验证…'] },
    'secondStep.failed': {
      url: /\/login(\?|$)/,
      heading: SECOND_STEP_HEADING,
      check: async ({ page }) => {
        await page.getByRole('alert').filter({ visible: true }).first().waitFor({ timeout: WAIT });
      },
    },
    loadingInfo: (w) =>
      w.facts.via === 'chooseRelation'
        ? { url: /\/loginAfter$/, heading: '选择投资者类型', texts: ['正在加载账户信息…'] }
        : { url: /\/login(\?|$)/, texts: ['正在登录…'] },
    choosingRelation: { url: /\/loginAfter$/, heading: '选择投资者类型', texts: [/个人客户/, /机构客户/] },
    signedIn: {
      url: /\/myAssets$/,
      check: async ({ page }) => {
        await page.getByRole('button', { name: /账户菜单/ }).first().waitFor({ timeout: WAIT });
        await page.getByRole('heading').first().waitFor({ timeout: WAIT });
      },
    },
    partnerExpired: { url: /\/emailSuccess$/, heading: '合作伙伴资格已过期' },
    applying: { url: /\/applying$/, heading: '申请审核中' },
    dataProcessing: { url: /\/operatingDataProcessing$/, heading: '个人信息处理告知书' },
    binding: { url: /\/binding$/, heading: '账户绑定' },
  },
};

// ---------------------------------------------------------------- binding

interface BindRecord {
  idNumber: string;
  birthday: string;
  mobile: string;
  /** The form to choose (default domestic); the machine's path is the same for every form. */
  kind?: BindingKind;
}
const KIND_LABEL: Record<BindingKind, string> = { domestic: '境内客户', offshore: '境外客户', partner: '合作伙伴' };
/** server/seed/README.md: the ID numbers that lead to each binding outcome (individual, domestic form). */
const RECORDS: Record<string, BindRecord> = {
  // Success binds the record for good: the partner record (as a partner) is the one no other journey binds, and only
  // an account registered with the record's e-mail (SUCCESS_ACCOUNT) binds it at once.
  success: { idNumber: '310104198511223020', birthday: '1985-11-22', mobile: '13900000023', kind: 'partner' },
  underReview: { idNumber: '320102197508175464', birthday: '1975-08-17', mobile: '13800000009' },
  hasProducts: { idNumber: '440305197810096131', birthday: '1978-10-09', mobile: '13900000022' },
  conflictDomesticOffshore: { idNumber: '510107198802291353', birthday: '1988-02-29', mobile: '13800000009' },
  alreadySubmitted: { idNumber: '12010119830504027X', birthday: '1983-05-04', mobile: '13800000009' },
  alreadyPartner: { idNumber: '310104198511223020', birthday: '1985-11-22', mobile: '13900000023' },
  contactMismatch: { idNumber: '330106199206142081', birthday: '1992-06-14', mobile: '13800000009' },
  // No record: the form becomes an application (used where the answer is page.route'd anyway).
  noMatch: { idNumber: '110108199501010198', birthday: '1995-01-01', mobile: '13800000009' },
};
/** The e-mail on the partner record (server/seed/README.md): its owner's account is the one a bind succeeds for. */
const SUCCESS_ACCOUNT = 'xuqinghe@mail.example';
const withRecord = (name: keyof typeof RECORDS) => (w: Walker) => {
  Object.assign(w.vars, { kind: 'domestic' }, RECORDS[name]);
};
const validValues = (kind: BindingKind): Partial<Omit<BindingForm, 'idType'>> => ({
  idNumber: RECORDS.noMatch.idNumber,
  birthday: RECORDS.noMatch.birthday,
  mobile: '13800000009',
  email: 'walk@walk.test',
  enterpriseEmail: kind === 'partner' ? 'walk@partner-firm.test' : '',
  productName: '泓岸价值精选一号',
  purchaseChannel: '直销',
  additionalInfo: '',
});
const REFUSED_TEXT = '提交的信息有误（路径测试）';

export const bindingModel: BrowserModel = {
  name: 'binding',
  machine: bindingMachine,
  input: { reviewBusinessDays: REVIEW_BUSINESS_DAYS },
  facts: (s: AnyMachineSnapshot) => {
    const { kind, form, limits, errors, failure } = s.context;
    if (s.matches('editing')) {
      // A valid form is where a submit is accepted: a state of its own for the path search.
      const valid = kind !== null && !hasErrors(validateBinding(kind, form, limits));
      return { valid, errors: hasErrors(errors), failure: failure?.reason ?? null };
    }
    if (s.matches('askOverwrite')) return { failure: failure?.reason ?? null };
    return {};
  },
  // Binding the partner record (success) must come after it answered alreadyPartner to another account.
  rank: (p) => (p.steps.some((s) => s.key === 'done.bind:success') ? 1 : 0),
  requests: {
    bind: /\/api\/sys\/onetime\/bindIdentityType$/,
    coverClientMsg: /\/api\/sys\/onetime\/coverClientMsg$/,
  },
  // A new account (real registration) per path: its login leads to binding, and nothing it does touches the personas.
  // The path that binds at once registers as the record's owner.
  start: async (w, path) => {
    const binds = path.steps.some((s) => s.key === 'done.bind:success');
    const account = await registerAccount('bind', undefined, binds ? SUCCESS_ACCOUNT : undefined);
    await w.page.goto('/login', { waitUntil: 'commit' });
    await w.page.getByLabel('账号').fill(account);
    await w.page.locator('input[type=password]').fill('Walk12345');
    await w.page.getByRole('button', { name: LOGIN_BUTTON, exact: true }).click();
  },
  events: {
    'binding.choose': {
      kind: 'user',
      event: { type: 'binding.choose', kind: 'domestic' },
      act: (w) => w.page.getByRole('button', { name: new RegExp(KIND_LABEL[(w.vars.kind ?? 'domestic') as BindingKind]) }).click({ timeout: WAIT }),
    },
    'binding.change': {
      kind: 'user',
      event: (s) => ({ type: 'binding.change', values: validValues(s.context.kind ?? 'domestic') }),
      act: async (w) => {
        const form = w.page.getByRole('form', { name: '绑定信息' });
        const record = w.vars.idNumber ? w.vars : RECORDS.noMatch;
        await form.locator('input[name=idNumber]').fill(record.idNumber!);
        await form.locator('input[name=birthday]').fill(record.birthday!);
        await form.locator('input[name=mobile]').fill(record.mobile!);
        await form.locator('input[name=email]').fill('walk@walk.test');
        if (w.vars.kind === 'partner') await form.locator('input[name=enterpriseEmail]').fill('walk@partner-firm.test');
        await form.locator('input[name=productName]').fill('泓岸价值精选一号');
        await form.locator('input[name=purchaseChannel]').fill('直销');
      },
    },
    'binding.submit': {
      kind: 'user',
      event: { type: 'binding.submit' },
      act: (w) => w.page.getByRole('button', { name: '提交绑定' }).click({ timeout: WAIT }),
    },
    'binding.back': {
      kind: 'user',
      event: { type: 'binding.back' },
      act: (w) => w.page.getByRole('button', { name: '重新选择类型' }).click({ timeout: WAIT }),
    },
    'binding.confirmOverwrite': {
      kind: 'user',
      event: { type: 'binding.confirmOverwrite' },
      act: (w) => w.page.getByRole('button', { name: '使用并覆盖' }).click({ timeout: WAIT }),
    },
    'binding.declineOverwrite': {
      kind: 'user',
      event: { type: 'binding.declineOverwrite' },
      act: (w) => w.page.getByRole('button', { name: '保留原手机号' }).click({ timeout: WAIT }),
    },
    'binding.continue': {
      kind: 'user',
      event: { type: 'binding.continue' },
      act: (w) => w.page.getByRole('button', { name: '继续添加' }).click({ timeout: WAIT }),
    },
    'binding.done': {
      kind: 'user',
      event: { type: 'binding.done' },
      act: (w) => w.page.getByRole('button', { name: '完成' }).click({ timeout: WAIT }),
    },
    'done.bind:success': { kind: 'server', event: done('bind', { kind: 'success', partnerName: '泓岸价值精选一号' }), prepare: withRecord('success'), answer: { mode: 'real' } },
    'done.bind:underReview': { kind: 'server', event: done('bind', { kind: 'underReview' }), prepare: withRecord('underReview'), answer: { mode: 'real' } },
    'done.bind:hasProducts': { kind: 'server', event: done('bind', { kind: 'hasProducts' }), prepare: withRecord('hasProducts'), answer: { mode: 'real' } },
    'done.bind:conflictDomesticOffshore': {
      kind: 'server',
      event: done('bind', { kind: 'conflictDomesticOffshore' }),
      prepare: withRecord('conflictDomesticOffshore'),
      answer: { mode: 'real' },
    },
    'done.bind:alreadySubmitted': { kind: 'server', event: done('bind', { kind: 'alreadySubmitted' }), prepare: withRecord('alreadySubmitted'), answer: { mode: 'real' } },
    'done.bind:alreadyPartner': { kind: 'server', event: done('bind', { kind: 'alreadyPartner' }), prepare: withRecord('alreadyPartner'), answer: { mode: 'real' } },
    'done.bind:contactMismatch': { kind: 'server', event: done('bind', { kind: 'contactMismatch' }), prepare: withRecord('contactMismatch'), answer: { mode: 'real' } },
    // A refusal with a message (4000): the client validates everything the demo server would refuse, so page.route fulfils it.
    'done.bind:failure': {
      kind: 'server',
      event: done('bind', { kind: 'failure', message: 'refused' }),
      prepare: withRecord('noMatch'),
      answer: { mode: 'fulfil', json: { code: 4000, msg: REFUSED_TEXT, data: null } },
    },
    // The bind call does not get through (page.route abort).
    'error.bind': { kind: 'server', event: fail('bind'), prepare: withRecord('noMatch'), answer: { mode: 'abort' } },
    // cover: true turns the overwrite into an application staff check (server/seed/README.md).
    'done.coverClientMsg:underReview': { kind: 'server', event: done('coverClientMsg', { kind: 'underReview' }), answer: { mode: 'real' } },
    'done.coverClientMsg:failure': {
      kind: 'server',
      event: done('coverClientMsg', { kind: 'failure', message: 'refused' }),
      answer: { mode: 'fulfil', json: { code: 4000, msg: REFUSED_TEXT, data: null } },
    },
    'error.coverClientMsg': { kind: 'server', event: fail('coverClientMsg'), answer: { mode: 'abort' } },
  },
  screens: {
    choosing: { url: /\/binding$/, heading: '账户绑定', texts: ['请选择您要绑定的账户类型。'] },
    editing: (w) => ({
      url: /\/binding$/,
      heading: '账户绑定',
      texts: [new RegExp(`绑定类型：${KIND_LABEL[(w.vars.kind ?? 'domestic') as BindingKind]}`)],
      check: async ({ page }) => {
        const form = page.getByRole('form', { name: '绑定信息' });
        await form.waitFor({ timeout: WAIT });
        if (w.facts.errors) await form.locator('[aria-invalid=true]').first().waitFor({ timeout: WAIT });
        if (w.facts.valid) await expect(form.locator('input[name=idNumber]').inputValue()).resolves.not.toBe('');
        if (w.facts.failure === 'rejected') await page.getByRole('alert').filter({ hasText: REFUSED_TEXT }).first().waitFor({ timeout: WAIT });
        if (w.facts.failure === 'network') await page.getByRole('alert').filter({ hasText: /网络异常/ }).first().waitFor({ timeout: WAIT });
        // Nothing typed is lost on a failed submit.
        if (w.facts.failure) await expect(form.locator('input[name=idNumber]').inputValue()).resolves.toBe(w.vars.idNumber);
      },
    }),
    submitting: { url: /\/binding$/, texts: ['提交中…'] },
    askOverwrite: (w) => ({
      url: /\/binding$/,
      heading: '更新手机号',
      texts: [/是否使用手机号 13800000009 并覆盖原手机号/],
      check: async ({ page }) => {
        if (w.facts.failure === 'rejected') await page.getByRole('alert').filter({ hasText: REFUSED_TEXT }).first().waitFor({ timeout: WAIT });
        if (w.facts.failure === 'network') await page.getByRole('alert').filter({ hasText: /网络异常/ }).first().waitFor({ timeout: WAIT });
      },
    }),
    overwriting: { url: /\/binding$/, heading: '更新手机号', texts: ['提交中…'] },
    success: { url: /\/binding$/, heading: '账户绑定', texts: ['绑定成功', /已绑定：/] },
    // The last successful binding opened a session: the post-login check takes the new investor to the client area.
    done: {
      url: /\/(myAssets|prodListPath)$/,
      check: async ({ page }) => {
        await page.getByRole('button', { name: /账户菜单/ }).first().waitFor({ timeout: WAIT });
      },
    },
    underReview: { url: /\/binding$/, texts: ['申请已提交，正在审核'] },
    hasProducts: { url: /\/binding$/, texts: ['您已持有境内或境外产品'] },
    conflictDomesticOffshore: { url: /\/binding$/, texts: ['无法同时绑定境内和境外产品'] },
    alreadySubmitted: { url: /\/binding$/, texts: ['申请已提交，请勿重复提交'] },
    alreadyPartner: { url: /\/binding$/, texts: ['您已注册为合作伙伴'] },
  },
};

// ---------------------------------------------------------------- partner expiry

const PARTNER = 'expired@demo.test';
const NEVER_MOBILE_DIFFERS =
  'src/actors/partner-expiry.ts validateEmail(): partnerAuthRenewalCheck answers only valid or not, so the actor never reports mobileDiffers / expired';

const partnerEvents: BrowserModel['events'] = {
  'partnerExpiry.send': {
    kind: 'user',
    event: { type: 'partnerExpiry.send' },
    act: (w) => w.page.getByRole('button', { name: '发送验证邮件' }).click({ timeout: WAIT }),
  },
  'partnerExpiry.resend': {
    kind: 'user',
    event: { type: 'partnerExpiry.resend' },
    act: (w) => w.page.getByRole('button', { name: '重新发送' }).click({ timeout: WAIT }),
  },
  'partnerExpiry.confirm': {
    kind: 'user',
    event: { type: 'partnerExpiry.confirm' },
    act: (w) => w.page.getByRole('button', { name: '使用并覆盖' }).click({ timeout: WAIT }),
  },
  'partnerExpiry.decline': {
    kind: 'user',
    event: { type: 'partnerExpiry.decline' },
    act: (w) => w.page.getByRole('button', { name: '保留原手机号' }).click({ timeout: WAIT }),
  },
  'done.sendPartnerAuthEmail:sent': { kind: 'server', event: done('sendPartnerAuthEmail', { kind: 'sent', sentTo: 'e***@demo.test' }), answer: { mode: 'real' } },
  // The server refuses a second e-mail within a minute: one is sent through the API just before.
  'done.sendPartnerAuthEmail:failure': {
    kind: 'server',
    event: done('sendPartnerAuthEmail', { kind: 'failure', message: 'too soon' }),
    prepare: async () => {
      await api('GET', '/sys/onetime/sendPartnerAuthEmail', undefined, { onetimeToken: await onetimeTokenOf(PARTNER) });
    },
    answer: { mode: 'real' },
  },
  // The call does not get through (page.route abort).
  'error.sendPartnerAuthEmail': { kind: 'server', event: fail('sendPartnerAuthEmail'), answer: { mode: 'abort' } },
  // The real link from the outbox is opened, but its check is answered by page.route: validating the link for real
  // renews expired@demo.test, the only expired partner, which the persona journeys need expired.
  'done.validateEmail:valid': {
    kind: 'server',
    event: done('validateEmail', { kind: 'valid' }),
    prepare: async (w) => {
      const mail = await api<Array<{ body: string }>>('GET', `/demo/outbox?to=${PARTNER}`);
      const link = mail.data.map((m) => /authCode=([A-Za-z0-9_-]+)/.exec(m.body)?.[1]).find(Boolean);
      expect(link, 'a renewal e-mail in the outbox').toBeTruthy();
      w.vars.authCode = link;
    },
    answer: { mode: 'fulfil', json: { code: 1000, msg: 'success', data: { valid: true, partnerName: '远帆财富管理有限公司' } } },
  },
  // An unknown (or used, voided, expired) link: the real server answers valid: false.
  'done.validateEmail:invalid': {
    kind: 'server',
    event: done('validateEmail', { kind: 'invalid' }),
    prepare: (w) => {
      w.vars.authCode = `walk-unknown-${Date.now()}`;
    },
    answer: { mode: 'real' },
  },
  'error.validateEmail': { kind: 'server', event: fail('validateEmail'), answer: { mode: 'abort' } },
  'done.validateEmail:mobileDiffers': { kind: 'unproducible', event: done('validateEmail', { kind: 'mobileDiffers', mobile: '138****0004' }), why: NEVER_MOBILE_DIFFERS },
  'done.validateEmail:expired': { kind: 'unproducible', event: done('validateEmail', { kind: 'expired' }), why: NEVER_MOBILE_DIFFERS },
  'done.coverClientMsg:ok': { kind: 'unproducible', event: done('coverClientMsg', { kind: 'ok' }), why: `only after mobileDiffers; ${NEVER_MOBILE_DIFFERS}` },
  'error.coverClientMsg': { kind: 'unproducible', event: fail('coverClientMsg'), why: `only after mobileDiffers; ${NEVER_MOBILE_DIFFERS}` },
};
const partnerRequests = {
  sendPartnerAuthEmail: /\/api\/sys\/onetime\/sendPartnerAuthEmail$/,
  validateEmail: /\/api\/sys\/onetime\/partnerAuthRenewalCheck$/,
  coverClientMsg: /\/api\/sys\/onetime\/coverClientMsg$/,
};
const OVERWRITE_UNREACHABLE = {
  askOverwrite: NEVER_MOBILE_DIFFERS,
  overwriting: NEVER_MOBILE_DIFFERS,
};

/** /emailSuccess: the partnerExpired login's page, requesting the e-mail. */
export const partnerRequestModel: BrowserModel = {
  name: 'partnerExpiry (/emailSuccess)',
  machine: partnerExpiryMachine,
  input: {},
  facts: (s) => (s.matches('request') ? { error: s.context.error?.reason ?? null } : {}),
  requests: partnerRequests,
  // The real "sent" needs no e-mail in the last minute; the refusal path sends one first.
  rank: (p) => (p.steps.some((s) => s.key === 'done.sendPartnerAuthEmail:sent') ? 0 : 1),
  start: async (w) => {
    await w.page.goto('/login', { waitUntil: 'commit' });
    await w.page.getByLabel('账号').fill(PARTNER);
    await w.page.locator('input[type=password]').fill('Demo1234');
    await w.page.getByRole('button', { name: LOGIN_BUTTON, exact: true }).click();
  },
  events: partnerEvents,
  screens: {
    request: (w) => ({
      url: /\/emailSuccess$/,
      heading: '合作伙伴资格已过期',
      check: async ({ page }) => {
        const alert = page.getByRole('alert').filter({ visible: true });
        if (w.facts.error === null) return expect(alert.count()).resolves.toBe(0);
        await alert.filter({ hasText: w.facts.error === 'network' ? /网络异常/ : /./ }).first().waitFor({ timeout: WAIT });
      },
    }),
    sending: { url: /\/emailSuccess$/, heading: '合作伙伴资格已过期', texts: ['发送中…'] },
    sent: { url: /\/emailSuccess$/, heading: '验证邮件已发送', texts: [/验证邮件已发送至/] },
  },
  unreachable: {
    validating: 'the emailed link opens /validEmail: the other model',
    validated: 'the emailed link opens /validEmail: the other model',
    validationFailed: 'the emailed link opens /validEmail: the other model',
    ...OVERWRITE_UNREACHABLE,
  },
};

/** /validEmail?authCode=…: the emailed link, checked without a login. */
export const partnerLinkModel: BrowserModel = {
  name: 'partnerExpiry (/validEmail)',
  machine: partnerExpiryMachine,
  input: { validationToken: 'from-the-link' },
  facts: (s) => (s.matches('validationFailed') ? { failure: s.context.validationFailure } : {}),
  requests: partnerRequests,
  start: async (w) => {
    await w.page.goto(`/validEmail?authCode=${w.vars.authCode ?? 'walk-never-checked'}`);
  },
  events: partnerEvents,
  screens: {
    validating: { url: /\/validEmail\?authCode=/, heading: '邮箱验证', texts: ['正在验证链接…'] },
    validated: { url: /\/validEmail\?authCode=/, heading: '验证成功', texts: ['您的合作伙伴资格已完成续期验证'] },
    validationFailed: { url: /\/validEmail\?authCode=/, heading: '验证失败', texts: ['验证链接无效'] },
  },
  unreachable: {
    request: '/validEmail starts checking the link; requesting the e-mail is /emailSuccess (the other model)',
    sending: '/validEmail starts checking the link; requesting the e-mail is /emailSuccess (the other model)',
    sent: '/validEmail starts checking the link; requesting the e-mail is /emailSuccess (the other model)',
    ...OVERWRITE_UNREACHABLE,
  },
};

/** Every browser model, by the name `npm run paths` and the walk's test use. */
export const BROWSER_MODELS = { login: loginModel, binding: bindingModel, partnerRequest: partnerRequestModel, partnerLink: partnerLinkModel };

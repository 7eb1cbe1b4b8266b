/**
 * The machine states no one sees as a screen of their own, each with the reason: every other state with no states
 * inside must be named by a screen story (`parameters: { flowState: { machine, state } }`), which
 * tests/screens/flow-stories.test.ts checks against the machines themselves. A flow page shows the reason when
 * such a state is clicked, in the toolbar's language.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

const transientChoice = msg`瞬时状态：立即决定下一步，不显示页面`;
const background = msg`后台状态：与页面并行运行，不改变页面`;

export const UNSEEN_STATES: Readonly<Record<string, Readonly<Record<string, MessageDescriptor>>>> = {
  'change-request': {
    // Eventless: another change being processed leads to "blocked", else the password step.
    start: transientChoice,
    // Eventless: a mobile number goes on to the overwrite question, an e-mail address to filing.
    confirmOrSubmit: transientChoice,
  },
  deregistration: {
    // Final: the account is deleted, the session ends and the app leaves the client area.
    done: msg`路由状态：账户已注销，会话结束，应用回到公开网站`,
  },
  login: {
    // Eventless: the login form, or the outcome a resumed login was handed.
    starting: transientChoice,
    // Eventless: the plain form or the form with a captcha.
    'editing.entry': transientChoice,
    // Eventless: the login call's outcome chooses its page.
    deciding: transientChoice,
    // Eventless: the loaded info chooses between the client area and the form.
    checkingInfo: transientChoice,
    // Eventless: the second step's answer goes on to its outcome, back to the form, or to the code again.
    'secondStep.checking': transientChoice,
  },
  'post-login': {
    // Eventless: what the signed-in user needs before the client area.
    checking: transientChoice,
    // Eventless: the chosen investor type decides where the user goes.
    selected: transientChoice,
    // Final: the route sends the user to /login, whose screens are the login flow's states.
    toLogin: msg`路由状态：应用显示登录页，见登录流程的各状态`,
  },
  session: {
    // Read before the first page is chosen.
    restoring: msg`启动状态：选择第一个页面前读取已保存的会话，不显示页面`,
    // No login runs yet: the public site, or a login-area page before the form opens one.
    'signedOut.idle': msg`路由状态：尚未开始登录，显示的是公开网站或登录区域的页面`,
    // The session's clocks, tokens, info and first-login regions run beside every page of the client area.
    'authenticated.shortClock.waiting': background,
    'authenticated.longClock.waiting': background,
    'authenticated.tokens.checking': transientChoice,
    'authenticated.tokens.idle': background,
    'authenticated.tokens.refreshing': background,
    'authenticated.tokens.renewing': background,
    'authenticated.info.idle': background,
    'authenticated.firstLogin.waiting': background,
    'authenticated.firstLogin.due': background,
    'authenticated.firstLogin.fired': background,
  },
};

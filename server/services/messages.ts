/** Server messages in both languages, chosen by the request's Accept-Language (zh_CN default, en_US). */
import type { LanguageType } from '../../src/constants.ts';
import { CLIENT_MESSAGES } from './client-messages.ts';
import { FLOW_MESSAGES } from './flow-messages.ts';

/** The login's and the API's own messages; the flows' and the client area's are kept in files of their own. */
export const BASE_MESSAGES = {
  ok: { zh_CN: '成功', en_US: 'success' },
  invalidInput: { zh_CN: '请求参数不正确', en_US: 'Invalid request' },
  wrongCredentials: { zh_CN: '账号或密码错误，请重试', en_US: 'Incorrect account or password, please try again' },
  captchaRequired: { zh_CN: '请输入图形验证码', en_US: 'Image code required' },
  captchaWrong: { zh_CN: '图形验证码错误或已过期，请重新输入', en_US: 'Image code incorrect or expired, please try again' },
  tokenInvalid: { zh_CN: '登录状态无效，请重新登录', en_US: 'Session invalid, please log in again' },
  tokenExpired: { zh_CN: '登录已过期，请重新登录', en_US: 'Session expired, please log in again' },
  tokenRevoked: { zh_CN: '登录已失效，请重新登录', en_US: 'Session ended, please log in again' },
  forbidden: { zh_CN: '无权访问', en_US: 'Access denied' },
  partnerExpired: { zh_CN: '合作伙伴验证失败：合作已到期', en_US: 'partner validation failed: the partnership has expired' },
  notFound: { zh_CN: '未找到', en_US: 'Not found' },
  systemError: { zh_CN: '系统异常，请稍后重试', en_US: 'system failed, please try again' },
} as const satisfies Record<string, Record<LanguageType, string>>;

// One key, one message: a key of one file that another file also names would silently take its words
// (tests/server/messages.test.ts).
const MESSAGES = { ...BASE_MESSAGES, ...FLOW_MESSAGES, ...CLIENT_MESSAGES } as const;

export type MessageKey = keyof typeof MESSAGES;

/** Accepts the contract's values and, leniently, browser-style tags such as "en-US,en;q=0.9". */
export function languageOf(header: string | string[] | undefined): LanguageType {
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^en/i.test(value.trim()) ? 'en_US' : 'zh_CN';
}

export function message(key: MessageKey, lang: LanguageType): string {
  return MESSAGES[key][lang];
}

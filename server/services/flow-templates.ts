/** Texts of the SMS and e-mails the flows send, in the language of the request that caused them. */
import {
  PARTNER_AUTH_LINK_TTL_MS,
  VERIFICATION_CODE_TTL_MS,
  type LanguageType,
} from '../../src/constants.ts';
import type { Schemas } from '../api-types.ts';
import { utcDate } from '../dates.ts';

export type CodePurpose = Schemas['MsgCodeScene'];

const PURPOSE = {
  register: { zh_CN: '注册', en_US: 'registration' },
  forgotPassword: { zh_CN: '重置密码', en_US: 'resetting your password' },
  changeEmail: { zh_CN: '修改邮箱', en_US: 'changing your e-mail' },
  changeMobile: { zh_CN: '修改手机号', en_US: 'changing your mobile number' },
} as const satisfies Record<CodePurpose, Record<LanguageType, string>>;

export function codeMessage(purpose: CodePurpose, code: string, lang: LanguageType) {
  const minutes = VERIFICATION_CODE_TTL_MS / 60_000;
  const what = PURPOSE[purpose][lang];
  return lang === 'en_US'
    ? {
        subject: 'Harbourline Capital verification code',
        body: `Your verification code is ${code}, valid for ${minutes} minutes, for ${what} only. Never share it with anyone.`,
      }
    : {
        subject: '泓岸资本验证码',
        body: `【泓岸资本】您的验证码为 ${code}，${minutes} 分钟内有效，仅用于${what}。请勿告知他人。`,
      };
}

export function partnerMail(link: string, partnerName: string, lang: LanguageType) {
  const hours = PARTNER_AUTH_LINK_TTL_MS / 3_600_000;
  return lang === 'en_US'
    ? {
        subject: 'Harbourline Capital: confirm your partnership',
        body: `Hello ${partnerName},\n\nopen this link to confirm your partnership with Harbourline Capital. It works once and for ${hours} hours:\n${link}\n\nIf you did not ask for it, ignore this e-mail.`,
      }
    : {
        subject: '泓岸资本：合作伙伴身份验证',
        body: `${partnerName}，您好：\n\n请点击以下链接完成合作伙伴身份验证，链接仅可使用一次，${hours} 小时内有效：\n${link}\n\n如非本人操作，请忽略本邮件。`,
      };
}

/** The new-device alert, in the account's language: when, from which browser and address, and what to do if not them. */
export function newDeviceMessage(at: Date, browser: string | null, ip: string, lang: LanguageType) {
  const when = `${utcDate(at).format('YYYY-MM-DD HH:mm')} UTC`;
  if (lang === 'en_US') {
    return {
      subject: 'Harbourline Capital: a login from a new device',
      body:
        `Your Harbourline Capital account was just logged in to from a device it has not been used on before.\n\n` +
        `When: ${when}\nBrowser: ${browser ?? 'unknown'}\nAddress: ${ip || 'unknown'}\n\n` +
        `If this was you, there is nothing to do. If it was not, change your password at once (Settings › Change password) ` +
        `and log that device out in Settings › Security centre.`,
    };
  }
  return {
    subject: '泓岸资本：新设备登录提醒',
    body:
      `【泓岸资本】您的账户刚刚在一台从未使用过的设备上登录。\n\n` +
      `时间：${when}\n浏览器：${browser ?? '未知'}\n地址：${ip || '未知'}\n\n` +
      `如为本人操作，无需处理。如非本人操作，请立即修改密码（设置 › 修改密码），并在“设置 › 安全中心”中退出该设备。`,
  };
}

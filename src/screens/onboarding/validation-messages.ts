/**
 * The texts of the validation KEYS (machines/validation.ts, and the two server keys the machines set), as Lingui
 * descriptors: FormField translates them when shown, so an error follows a language switch.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { VALIDATION_MESSAGES } from '../../i18n/messages';
import type { ServerFieldKey, ValidationKey } from '../../domain/onboarding';

const tooLong = msg`内容过长，请精简`;

export const VALIDATION_KEY_MESSAGES: Record<ValidationKey | ServerFieldKey, MessageDescriptor> = {
  'account.required': VALIDATION_MESSAGES.accountRequired,
  'account.format': msg`邮箱或手机号格式不正确，请修改`,
  'account.tooLong': tooLong,
  'email.required': VALIDATION_MESSAGES.emailRequired,
  'email.format': msg`邮箱格式不正确，请修改`,
  'email.tooLong': tooLong,
  'enterpriseEmail.required': msg`合作伙伴请填写企业邮箱`,
  'enterpriseEmail.format': msg`企业邮箱格式不正确，请修改`,
  'enterpriseEmail.tooLong': tooLong,
  'password.required': VALIDATION_MESSAGES.passwordRequired,
  'password.length': VALIDATION_MESSAGES.passwordRule,
  'password.mix': VALIDATION_MESSAGES.passwordRule,
  'password.spaces': msg`密码不能包含空格`,
  'confirm.required': msg`请再次输入密码`,
  'confirm.mismatch': VALIDATION_MESSAGES.passwordMismatch,
  'captcha.required': VALIDATION_MESSAGES.captchaRequired,
  'captcha.tooLong': tooLong,
  'captcha.invalid': msg`图形验证码不正确，请重新输入`,
  'code.required': msg`请输入验证码`,
  'code.invalid': msg`验证码错误或已过期`,
  'name.required': VALIDATION_MESSAGES.fullNameRequired,
  'name.tooLong': tooLong,
  'terms.required': VALIDATION_MESSAGES.termsRequired,
  'idNumber.required': msg`请输入证件号码`,
  'idNumber.format': msg`证件号码格式不正确，请修改`,
  'birthday.required': msg`请选择出生日期`,
  'birthday.format': msg`出生日期格式不正确`,
  'mobile.required': msg`请输入手机号`,
  'mobile.format': msg`手机号格式不正确，请修改`,
  'productName.required': msg`请输入产品名称`,
  'productName.tooLong': tooLong,
  'purchaseChannel.required': msg`请输入购买渠道`,
  'purchaseChannel.tooLong': tooLong,
  'additionalInfo.tooLong': tooLong,
};

/** The descriptor for a field's key, or undefined when the field has no error. */
export function fieldError(key: ValidationKey | ServerFieldKey | null | undefined): MessageDescriptor | undefined {
  return key ? VALIDATION_KEY_MESSAGES[key] : undefined;
}

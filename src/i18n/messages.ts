/**
 * Messages used by more than one screen (and by the API layer): the firm's name, identity types, the user-facing
 * messages of SPEC.md §8 and the form rules of §5. Descriptors, not strings, so they are translated when shown
 * (`i18n._(d)` or `t(d)`), in whatever language is active then.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type IdentityType } from '../constants';

export const FIRM_NAME = msg`泓岸资本`;

export const IDENTITY_TYPE_LABELS: Record<IdentityType, MessageDescriptor> = {
  0: msg`未选择身份`,
  1: msg`个人客户`,
  2: msg`机构客户`,
  3: msg`合作伙伴`,
};

/**
 * §8's user-facing messages (network, HTTP-status and empty-info texts live with the client in src/api/messages.ts),
 * plus the captcha prompt of code 2012.
 */
export const ERROR_MESSAGES = {
  wrongPassword: msg`密码错误，请重试`,
  passwordError: msg`密码错误`,
  bindingFailed: msg`绑定失败`,
  systemFailed: msg`系统异常，请重试`,
  partnerValidationFailed: msg`合作伙伴验证失败`,
  changeRequestSubmitted: msg`变更申请已提交`,
  previousRequestPending: msg`上一个申请仍在处理中，请稍后再试`,
  deleteDevicesFirst: msg`请先删除设备`,
  unbindWechatFirst: msg`请先解绑微信账号`,
  attendanceSaveFailed: msg`考勤保存失败，请联系工作人员`,
  queryFailed: msg`查询失败`,
  enterNameAndMobileFirst: msg`请先输入姓名和手机号`,
  invalidEmailOrPhone: msg`邮箱或手机号格式不正确`,
  captchaRequired: msg`请输入图形验证码后再登录`,
  tooManyRequests: msg`操作过于频繁，请稍后再试`,
} satisfies Record<string, MessageDescriptor>;

/** §5 form rules. */
export const VALIDATION_MESSAGES = {
  accountRequired: msg`请输入邮箱或手机号`,
  passwordRequired: msg`请输入密码`,
  captchaRequired: msg`请输入图形验证码`,
  emailRequired: msg`请输入邮箱`,
  emailFormat: msg`格式不正确，请修改`,
  passwordRule: msg`密码须为${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH}位，且同时包含字母和数字`,
  passwordMismatch: msg`两次输入的密码不一致`,
  fullNameRequired: msg`请输入姓名`,
  termsRequired: msg`请阅读并勾选用户条款和隐私政策`,
} satisfies Record<string, MessageDescriptor>;

/** Button labels shared by forms and dialogs. */
export const ACTION_LABELS = {
  submit: msg`提交`,
  confirm: msg`确认`,
  cancel: msg`取消`,
} satisfies Record<string, MessageDescriptor>;

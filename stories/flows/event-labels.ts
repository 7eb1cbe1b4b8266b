/**
 * What a person does to send each event a screen sends, in the language of the Storybook toolbar: the drawn charts
 * (Machines/Charts, Flows/*) put it above the event's type on its arrow. Events the app sends on its own (clocks,
 * other tabs, answers of the server) keep their type alone. tests/screens/flow-stories.test.ts checks that every key
 * is an event of its machine.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const EVENT_LABELS: Readonly<Record<string, Readonly<Record<string, MessageDescriptor>>>> = {
  authenticator: {
    'authenticator.start': msg`开启两步验证`,
    'authenticator.confirm': msg`输入动态码`,
    'authenticator.cancel': msg`取消`,
    'authenticator.codesSaved': msg`我已保存`,
    'authenticator.regenerate': msg`生成新的恢复码`,
    'authenticator.disable': msg`关闭两步验证`,
    'authenticator.confirmDisable': msg`确认关闭两步验证`,
  },
  binding: {
    'binding.choose': msg`选择绑定类型`,
    'binding.change': msg`填写表单`,
    'binding.submit': msg`提交绑定`,
    'binding.back': msg`返回`,
    'binding.confirmOverwrite': msg`确认覆盖`,
    'binding.declineOverwrite': msg`不覆盖`,
    'binding.continue': msg`继续添加`,
    'binding.done': msg`完成绑定`,
  },
  'change-request': {
    'change.edit': msg`填写表单`,
    'change.verify': msg`验证密码`,
    'change.sendCode': msg`发送验证码`,
    'change.submit': msg`提交`,
    'change.confirmOverwrite': msg`确认覆盖`,
    'change.declineOverwrite': msg`不覆盖`,
  },
  deregistration: {
    'dereg.edit': msg`填写表单`,
    'dereg.next': msg`下一步`,
    'dereg.back': msg`返回`,
    'dereg.confirm': msg`确认注销`,
    'dereg.retry': msg`重试`,
  },
  'device-unbind': {
    'unbind.request': msg`解绑设备`,
    'unbind.confirm': msg`确认解绑`,
    'unbind.cancel': msg`取消`,
  },
  disclaimer: {
    'disclaimer.confirm': msg`我已阅读并同意`,
    'disclaimer.decline': msg`不同意`,
    'disclaimer.reconsider': msg`重新考虑`,
  },
  'forgot-password': {
    'forgotPassword.change': msg`填写表单`,
    'forgotPassword.next': msg`下一步`,
    'forgotPassword.back': msg`返回`,
    'forgotPassword.refreshCaptcha': msg`换一张图形验证码`,
    'forgotPassword.sendCode': msg`发送验证码`,
    'forgotPassword.resendCode': msg`重新发送`,
    'forgotPassword.submit': msg`提交`,
  },
  login: {
    'login.submit': msg`登录`,
    'login.refreshCaptcha': msg`换一张图形验证码`,
    'login.passkey': msg`用通行密钥登录`,
    'login.chooseRelation': msg`选择投资者类型`,
    'login.secondStep.submit': msg`验证并登录`,
    'login.secondStep.mode': msg`切换动态码或恢复码`,
    'login.secondStep.back': msg`返回密码登录`,
  },
  passkeys: {
    'passkeys.add': msg`添加通行密钥`,
    'passkeys.confirmName': msg`继续`,
    'passkeys.remove': msg`删除`,
    'passkeys.confirmRemove': msg`确认删除`,
    'passkeys.cancel': msg`取消`,
    'passkeys.codesSaved': msg`我已保存`,
  },
  'partner-expiry': {
    'partnerExpiry.send': msg`发送验证邮件`,
    'partnerExpiry.resend': msg`重新发送`,
    'partnerExpiry.confirm': msg`确认覆盖`,
    'partnerExpiry.decline': msg`不覆盖`,
  },
  'qa-ask': {
    'qa.change': msg`填写表单`,
    'qa.submit': msg`提交`,
    'qa.again': msg`继续提问`,
  },
  registration: {
    'registration.chooseIdentity': msg`选择注册身份`,
    'registration.back': msg`返回`,
    'registration.change': msg`填写表单`,
    'registration.refreshCaptcha': msg`换一张图形验证码`,
    'registration.sendCode': msg`发送验证码`,
    'registration.submit': msg`提交`,
  },
  session: {
    'session.activity': msg`操作页面`,
    'session.stayActive': msg`保持登录`,
    'session.logout': msg`退出登录`,
  },
  'session-signout': {
    'signOut.request': msg`退出该设备`,
    'signOut.confirm': msg`确认退出`,
    'signOut.cancel': msg`取消`,
  },
};

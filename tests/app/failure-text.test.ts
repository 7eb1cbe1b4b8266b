import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { bindingFailureText } from '../../src/flows/binding';
import { failureText } from '../../src/flows/failure';
import { loadLocale } from '../../src/i18n';

describe('the binding page’s failure, in the user’s language', () => {
  it.each([
    ['zh-CN', '绑定失败', '网络异常，请稍后重试'],
    ['en', 'Binding failed', 'Network error, please try later'],
  ] as const)('in %s: "binding failed" when the server gave no words, the network’s words when the call did not get through', async (locale, failed, network) => {
    await loadLocale(locale);
    expect(bindingFailureText({ reason: 'rejected' }, i18n)).toBe(failed);
    expect(bindingFailureText({ reason: 'network' }, i18n)).toBe(network);
    expect(bindingFailureText({ reason: 'rejected', message: '证件信息与登记信息不一致' }, i18n)).toBe('证件信息与登记信息不一致');
    expect(bindingFailureText(null, i18n)).toBeNull();
  });
});

describe('a login-area form’s failure (registration, password reset, partner expiry), in the user’s language', () => {
  it.each([
    ['zh-CN', '系统异常，请重试', '网络异常，请稍后重试'],
    ['en', 'System failed, please try again', 'Network error, please try later'],
  ] as const)('in %s: the server’s words, else "system failed", else the network’s', async (locale, failed, network) => {
    await loadLocale(locale);
    expect(failureText({ reason: 'rejected', message: 'This account is already registered.' }, i18n)).toBe('This account is already registered.');
    expect(failureText({ reason: 'rejected' }, i18n)).toBe(failed);
    expect(failureText({ reason: 'network' }, i18n)).toBe(network);
    expect(failureText(null, i18n)).toBeNull();
  });
});

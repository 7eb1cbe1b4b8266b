import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { DEREGISTRATION_REASON_MAX_LENGTH } from '../../../constants';
import { VALIDATION_KEY_MESSAGES } from '../../onboarding/validation-messages';

/** Field keys the settings flows set (machines/change-request, deregistration; machines/validation for passwords). */
export type SettingsKey =
  | 'reason.required'
  | 'reason.tooLong'
  | 'password.required'
  | 'password.length'
  | 'password.mix'
  | 'password.spaces'
  | 'confirm.required'
  | 'confirm.mismatch'
  | 'email.required'
  | 'email.format'
  | 'mobile.required'
  | 'mobile.format'
  | 'code.required'
  | 'code.invalid'
  | 'name.required'
  | 'name.tooLong';

const OWN: Partial<Record<SettingsKey, MessageDescriptor>> = {
  'reason.required': msg`请填写注销原因`,
  'reason.tooLong': msg`注销原因不能超过${DEREGISTRATION_REASON_MAX_LENGTH}个字符`,
  'password.required': msg`请输入当前密码`,
};

export function settingsError(key: SettingsKey | null | undefined): MessageDescriptor | undefined {
  if (!key) return undefined;
  return OWN[key] ?? VALIDATION_KEY_MESSAGES[key as keyof typeof VALIDATION_KEY_MESSAGES];
}

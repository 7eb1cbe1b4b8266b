/** Validation and outcome messages of the public forms (interview, trainee, surveys), in the user's language. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FormFailure } from '../../domain/public';
import { INTERN_FILE_MAX_BYTES, INTERN_FILE_TYPES } from '../../constants';

export const FORM_MESSAGES = {
  nameRequired: msg`请输入姓名`,
  mobileRequired: msg`请输入手机号码`,
  mobileFormat: msg`手机号码格式不正确`,
  timeRequired: msg`请选择面试时间`,
  timePast: msg`面试时间不能早于现在`,
  searchFirst: msg`请先输入姓名和手机号码`,
  dateRequired: msg`请选择考勤日期`,
  internTypeRequired: msg`请选择实习类型`,
  mealAllowanceInvalid: msg`请输入有效的餐补金额`,
  paidDaysInvalid: msg`计薪天数应为 0 到 31 之间的整数`,
  leaderRequired: msg`请输入带教负责人`,
  fileRequired: msg`请上传签字的考勤表`,
  fileTooLarge: msg`文件不能超过 2 MB`,
  fileType: msg`仅支持 PDF、JPG 或 PNG 文件`,
  answerRequired: msg`请回答此问题`,
  notFound: msg`查询失败：未找到该实习生，请核对姓名和手机号码`,
} satisfies Record<string, MessageDescriptor>;

export const FAILURE_MESSAGES: Record<FormFailure, MessageDescriptor> = {
  invalid: msg`提交的信息不正确，请检查后重试`,
  tooMany: msg`操作过于频繁，请稍后再试`,
  network: msg`网络错误，请稍后重试`,
  failed: msg`系统异常，请稍后重试`,
};

/** Mainland mobile (11 digits starting with 1) or an international number with its country code. */
const MOBILE = /^(1[3-9]\d{9}|\+\d[\d -]{4,18})$/;

export function mobileError(mobile: string): MessageDescriptor | undefined {
  const value = mobile.trim();
  if (!value) return FORM_MESSAGES.mobileRequired;
  return MOBILE.test(value) ? undefined : FORM_MESSAGES.mobileFormat;
}

export function fileError(file: { size: number; type: string } | null): MessageDescriptor | undefined {
  if (!file) return FORM_MESSAGES.fileRequired;
  if (!(INTERN_FILE_TYPES as readonly string[]).includes(file.type)) return FORM_MESSAGES.fileType;
  if (file.size > INTERN_FILE_MAX_BYTES) return FORM_MESSAGES.fileTooLarge;
  return undefined;
}

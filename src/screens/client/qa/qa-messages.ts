import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { QA_TITLE_MAX_LENGTH } from '../../../constants';

/** The keys machines/qa-ask.machine.ts sets (repeated here: screens take no imports from machines/). */
export type QaAskKey = 'qaTitle.required' | 'qaTitle.tooLong' | 'qaDescription.required' | 'qaDescription.tooLong';

/** The description limit of the contract (openapi.yaml QaCreateRequest, QaReplyRequest). */
export const QA_TEXT_MAX_LENGTH = 200;

export const QA_ASK_MESSAGES: Record<QaAskKey, MessageDescriptor> = {
  'qaTitle.required': msg`请输入问题标题`,
  'qaTitle.tooLong': msg`问题标题不能超过${QA_TITLE_MAX_LENGTH}个字符`,
  'qaDescription.required': msg`请输入问题描述`,
  'qaDescription.tooLong': msg`问题描述不能超过${QA_TEXT_MAX_LENGTH}个字符`,
};

import type { I18n } from '@lingui/core';
import type { LoginMessage } from '../../machines/types';
import { apiMessages } from '../api/messages';
import { ERROR_MESSAGES } from '../i18n/messages';

/** The login screen's message: the server's or the client's text when there is one, else one by kind. */
export function loginMessageText(message: LoginMessage, i18n: I18n): string {
  if (message.text) return message.text;
  switch (message.kind) {
    case 'needCaptcha':
      return i18n._(ERROR_MESSAGES.captchaRequired);
    case 'wrongCredentials':
      return i18n._(ERROR_MESSAGES.wrongPassword);
    case 'networkError':
      return i18n._(apiMessages.network);
    default:
      return i18n._(ERROR_MESSAGES.systemFailed);
  }
}

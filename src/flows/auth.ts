/**
 * The login (SPEC.md §4 "Login outcomes"), the way in's first child: the hooks that hand the login form and the
 * investor-type choice the child they show. The way in's other pages: src/flows/onboarding.ts; the children's actors:
 * src/flows/way-in-loader.ts.
 */
import type { I18n } from '@lingui/core';
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { loginMachine } from '../../machines/login.machine';
import type { LoginMessage } from '../../machines/types';
import { apiMessages } from '../api/messages';
import type { SessionActor } from '../session/session';
import { ERROR_MESSAGES } from '../i18n/messages';

export type LoginActor = ActorRefFrom<typeof loginMachine>;
export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

/** The login child while the way in is at the form or the choice of investor type; undefined otherwise. */
export const useLoginActor = (session: SessionActor) => useSelector(session, (s) => s.children.login);

/** The login child, or the last one while the page moves on (a sign-in, the way in's next page). */
export function useLastLoginActor(session: SessionActor): LoginActor | undefined {
  const login = useLoginActor(session);
  const [last, setLast] = useState(login);
  if (login && login !== last) setLast(login);
  return login ?? last;
}

/** The login's message in the user's language: the server's or the client's text when there is one, else one by kind. */
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

/** Mirrors a dialog's answer in its cookie for the server (src/constants.ts AnswerCookie); set once. */
import type { AnswerCookie } from './constants';
import { readCookie } from './i18n/locale';

export function mirrorInCookie(answer: AnswerCookie, doc: Document | undefined = globalThis.document): void {
  if (!doc || readCookie(doc.cookie, answer.name) === answer.value) return;
  const maxAge = answer.maxAgeS === undefined ? '' : `; max-age=${answer.maxAgeS}`;
  doc.cookie = `${answer.name}=${answer.value}; path=/${maxAge}; SameSite=Lax`;
}

/** Removes the cookie (the answer no longer holds). */
export function forgetCookie(answer: AnswerCookie, doc: Document | undefined = globalThis.document): void {
  if (doc && readCookie(doc.cookie, answer.name) !== undefined) doc.cookie = `${answer.name}=; path=/; max-age=0; SameSite=Lax`;
}

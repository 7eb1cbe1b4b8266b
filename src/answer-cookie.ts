/** Mirrors a dialog's answer in its cookie for the server (src/constants.ts AnswerCookie); set once. */
import type { AnswerCookie } from './constants';

export function mirrorInCookie(answer: AnswerCookie, doc: Document | undefined = globalThis.document): void {
  if (!doc || doc.cookie.split(';').some((part) => part.trim() === `${answer.name}=${answer.value}`)) return;
  const maxAge = answer.maxAgeS === undefined ? '' : `; max-age=${answer.maxAgeS}`;
  doc.cookie = `${answer.name}=${answer.value}; path=/${maxAge}; SameSite=Lax`;
}

/** Removes the cookie (the answer no longer holds). */
export function forgetCookie(answer: AnswerCookie, doc: Document | undefined = globalThis.document): void {
  if (doc?.cookie.includes(`${answer.name}=`)) doc.cookie = `${answer.name}=; path=/; max-age=0; SameSite=Lax`;
}

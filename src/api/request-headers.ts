/**
 * SPEC.md section 7's request headers and random `n`, in one place: the API client's middleware (client.ts) and the
 * early calls of a reloaded client page (src/boot/early-calls.ts) build their requests with these, so the two send
 * the same call. Pure: the early script bundles it without the client.
 */

/** Device class of SPEC.md's Accept-SystemSide header. */
export function systemSide(userAgent: string): 'h5' | 'web' {
  return /Mobi|Android|iPhone|iPad/i.test(userAgent) ? 'h5' : 'web';
}

export function randomN(): string {
  return Math.random().toString(36).slice(2, 12);
}

/** Where the header values come from: the client's context (client.ts), or an early call's stored session. */
export interface HeaderSource {
  languageType(): string;
  token(): string | undefined;
  onetimeToken(): string | undefined;
  currentIdType(): number | undefined;
}

/** Sets the headers on `headers`; a token or one-time token the call set itself wins. */
export function setApiHeaders(headers: Headers, from: HeaderSource, userAgent: string): void {
  headers.set('Accept-Language', from.languageType());
  headers.set('Accept-Side', 'pc');
  headers.set('Accept-SystemSide', systemSide(userAgent));
  const idType = from.currentIdType();
  if (idType !== undefined) headers.set('userCurrentIdType', String(idType));
  const token = from.token();
  if (token && !headers.has('token')) headers.set('token', token);
  const onetime = from.onetimeToken();
  if (onetime && !headers.has('onetimeToken')) headers.set('onetimeToken', onetime);
}

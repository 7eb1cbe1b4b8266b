/** Opaque tokens: 256 random bits, handed out once, stored only as their SHA-256. */
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';

export const newToken = (): string => randomBytes(32).toString('base64url');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

export const newId = (): string => randomUUID();

/**
 * A token derived from a secret token the caller presents and a random nonce (HMAC-SHA256 keyed by the secret): as
 * unguessable as newToken() to anyone without the secret, and the same again for everyone who presents it.
 */
export const derivedToken = (secret: string, nonce: string, use: string): string =>
  createHmac('sha256', secret).update(`${nonce}:${use}`).digest('base64url');

/**
 * The authenticator app's secrets at rest: each is stored sealed with AES-256-GCM under SECOND_FACTOR_KEY (32 bytes,
 * kept in the servers' environment, never in the database), so a dump or a backup alone generates no code. A sealed
 * value describes itself, `v1:<iv>:<tag>:<ciphertext>` in base64url, with a random 12-byte IV of its own, and is
 * bound to its account (the user id is authenticated with it): a value sealed with another key, altered, or copied
 * from another account's row does not open.
 *
 * Without the variable, demo mode uses DEMO_SECOND_FACTOR_KEY, a fixed key written here for everyone to read: the demo
 * keeps its authenticators over restarts, and protects nothing. Production refuses to start without a key of its own.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 'v1';

/** Demo mode's key when SECOND_FACTOR_KEY is unset: public, so never accepted in production. */
export const DEMO_SECOND_FACTOR_KEY = createHash('sha256').update('Harbourline demo only: authenticator secrets').digest();

const HOW = 'SECOND_FACTOR_KEY must be 32 bytes, written as 64 hexadecimal characters or in base64 (make one with `openssl rand -hex 32`)';

/**
 * The key SECOND_FACTOR_KEY's `value` names; unset or empty, demo mode's own. Throws, with a message that says what to
 * do and never the value, when the value is not 32 bytes in hex or base64, and in production when it is unset or the
 * demo key.
 */
export function secondFactorKeyFrom(value: string | undefined, production: boolean): Buffer {
  if (!value) {
    if (production) throw new Error(`SECOND_FACTOR_KEY is unset: production needs the key the authenticator app's secrets are encrypted with. ${HOW}, the same on every instance`);
    return DEMO_SECOND_FACTOR_KEY;
  }
  const trimmed = value.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)
      ? Buffer.from(trimmed, 'base64')
      : undefined;
  if (key?.length !== KEY_BYTES) throw new Error(`SECOND_FACTOR_KEY is malformed: ${HOW}`);
  if (production && key.equals(DEMO_SECOND_FACTOR_KEY)) throw new Error(`SECOND_FACTOR_KEY is the demo key, which anyone can read in the source: ${HOW}`);
  return key;
}

/** What the sealed value of `userId`'s secret is bound to. */
const boundTo = (userId: number) => Buffer.from(`totp_factors:${userId}`);

/** `secret` sealed with `key` for the account `userId`: a new IV each time, so the same secret never seals alike. */
export function sealSecret(key: Buffer, userId: number, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(boundTo(userId));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join(':');
}

/** The secret `stored` holds for `userId`; undefined when it is not a sealed value that opens with `key` for that account. */
export function openSecret(key: Buffer, userId: number, stored: string): string | undefined {
  const parts = stored.split(':');
  if (parts.length !== 4 || parts[0] !== VERSION) return undefined;
  const [iv, tag, ciphertext] = parts.slice(1).map((part) => Buffer.from(part, 'base64url'));
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES || ciphertext.length === 0) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(boundTo(userId));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

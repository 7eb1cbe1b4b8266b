/** Opaque tokens: 256 random bits, handed out once, stored only as their SHA-256. */
import { createHash, randomBytes, randomUUID } from 'node:crypto';

export const newToken = (): string => randomBytes(32).toString('base64url');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

export const newId = (): string => randomUUID();

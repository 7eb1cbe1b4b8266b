/**
 * Signed, short-lived addresses for what a browser loads without the token header: videos and live streams (a
 * <video> element sends no header) and files shown in a frame or opened in a new tab. The signature is an
 * HMAC-SHA256 of what the address grants and its expiry, keyed by SIGNED_URL_KEY. Without that variable each server
 * process makes a random key at start: its addresses then work on that process alone, until it stops (set the
 * variable when several instances serve one site).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const KEY = process.env.SIGNED_URL_KEY || randomBytes(32).toString('hex');

const signatureOf = (grant: string, expires: number) => createHmac('sha256', KEY).update(`${grant}\n${expires}`).digest('base64url');

export interface Signed {
  /** The query to append: expires=…&sig=… */
  query: string;
  expiresAt: string;
}

/** Signs `grant` (what the address gives access to, e.g. "vod:vid-1") until now + ttlMs. */
export function sign(grant: string, now: number, ttlMs: number): Signed {
  const expires = now + ttlMs;
  return { query: `expires=${expires}&sig=${signatureOf(grant, expires)}`, expiresAt: new Date(expires).toISOString() };
}

/** Whether the query's signature is that of `grant` and has not expired; a missing or malformed one is not. */
export function verify(grant: string, query: { expires?: unknown; sig?: unknown }, now: number): boolean {
  const { expires, sig } = query;
  if (typeof expires !== 'string' || typeof sig !== 'string' || !/^\d{1,15}$/.test(expires)) return false;
  const at = Number(expires);
  if (at <= now) return false;
  const expected = Buffer.from(signatureOf(grant, at));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** What a video's address grants, and the address: /media/vod/{id}.mp4?expires=…&sig=… */
export const vodGrant = (videoId: string) => `vod:${videoId}`;
export function vodUrl(videoId: string, now: number, ttlMs: number): { url: string; expiresAt: string } {
  const signed = sign(vodGrant(videoId), now, ttlMs);
  return { url: `/media/vod/${encodeURIComponent(videoId)}.mp4?${signed.query}`, expiresAt: signed.expiresAt };
}

/** What a file's address grants (the file under that name), and the address: /files/{fileId}/{name}?expires=…&sig=… */
export const fileGrant = (fileId: string, name: string) => `file:${fileId}/${name}`;
export function fileUrl(fileId: string, name: string, now: number, ttlMs: number): { url: string; expiresAt: string } {
  const signed = sign(fileGrant(fileId, name), now, ttlMs);
  return { url: `/files/${encodeURIComponent(fileId)}/${encodeURIComponent(name)}?${signed.query}`, expiresAt: signed.expiresAt };
}

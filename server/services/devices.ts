/**
 * Devices: a device is one browser of one user. The browser is known by a random key in an HttpOnly cookie that the
 * login answer sets (server/routes/device-cookie.ts) and that the browser sends back with its next logins; the
 * device's id is derived from that key and the user, so the list never shows the key and two users of one browser
 * are two devices. A login from a browser without the cookie (or refusing cookies) is a new device.
 */
import { sha256 } from './secrets.ts';

export interface DeviceLogin {
  /** The browser's device key (its cookie). */
  key: string;
  /** What the device list shows: browser, system and side, from the request's headers. */
  name: string;
  /** The request's User-Agent header (the security centre's sign-in history). */
  userAgent?: string;
}

export const deviceIdOf = (userId: number, key: string) => `dev-${sha256(`${userId}:${key}`).slice(0, 20)}`;

/** The device a login family was listed as before devices were browsers (sessions without a device id). */
export const familyDeviceIdOf = (familyId: string) => `dev-${sha256(familyId).slice(0, 20)}`;

export function deviceName(userAgent: string | undefined, systemSide: string | undefined) {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua) ? 'Edge' : /Chrome\//.test(ua) ? 'Chrome' : /Firefox\//.test(ua) ? 'Firefox' : /Safari\//.test(ua) ? 'Safari' : 'Browser';
  const os = /Windows/.test(ua) ? 'Windows' : /iPhone|iPad/.test(ua) ? 'iOS' : /Mac OS/.test(ua) ? 'macOS' : /Android/.test(ua) ? 'Android' : /Linux/.test(ua) ? 'Linux' : '';
  return `${browser}${os ? ` on ${os}` : ''} (${(systemSide ?? 'web').slice(0, 20)})`;
}

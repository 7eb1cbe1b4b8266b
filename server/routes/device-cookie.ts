/**
 * The device cookie: a random 256-bit key, HttpOnly (scripts never read it), SameSite=Strict, sent only to /api, kept
 * DEVICE_COOKIE_MAX_AGE_S. Every answer that may start a session (login, a bind, the data-processing acceptance)
 * sets it: the browser's own key again, or a new one when the browser sent none or a malformed one. It identifies a
 * browser for the device list and the one-device rule; it is no credential (tokens travel in headers).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie } from '../../src/i18n/locale.ts';
import { deviceName, type DeviceLogin } from '../services/devices.ts';
import { newToken } from '../services/secrets.ts';

export const DEVICE_COOKIE = 'hl_device';
/** 400 days, the longest lifetime browsers keep a cookie. */
const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;
const KEY = /^[A-Za-z0-9_-]{43}$/;

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function deviceLogin(req: FastifyRequest, reply: FastifyReply): DeviceLogin {
  const sent = readCookie(header(req.headers.cookie), DEVICE_COOKIE);
  const key = sent && KEY.test(sent) ? sent : newToken();
  const secure = req.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${DEVICE_COOKIE}=${key}; Path=/api; Max-Age=${DEVICE_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Strict${secure}`);
  const userAgent = header(req.headers['user-agent']);
  return { key, name: deviceName(userAgent, header(req.headers['accept-systemside'])), userAgent };
}

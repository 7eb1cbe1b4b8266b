/** Tag `auth`: login, captcha, identity selection, tokens. */
import type { Schemas } from '../api-types.ts';
import { limitAddress } from '../services/address-limits.ts';
import { createCaptcha } from '../services/captcha.ts';
import { tokenInvalid } from '../services/errors.ts';
import { login } from '../services/login.ts';
import { endSession, heldTokens, renewAccess, rotateByRefresh, type TokenPair } from '../services/sessions.ts';
import { userInfo } from '../services/user-info.ts';
import { deviceLogin } from './device-cookie.ts';
import { ctxOf, langOf, ok, type Handlers } from './respond.ts';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export const auth = {
  async loginV2(req, reply) {
    await limitAddress(ctxOf(req), 'login', req.ip);
    return ok(req, await login(ctxOf(req), req.body as Schemas['LoginRequest'], req.ip, deviceLogin(req, reply)));
  },

  async verifyCodeImage(req) {
    return ok(req, await createCaptcha(ctxOf(req)));
  },

  async getInfo(req) {
    if (!req.session) throw tokenInvalid();
    return ok(req, await userInfo(ctxOf(req), req.session, req.body as Schemas['GetInfoRequest'], langOf(req)));
  },

  async logout(req) {
    if (!req.session) throw tokenInvalid();
    await endSession(ctxOf(req), req.session);
    return ok(req, null);
  },

  async getToken(req) {
    const ctx = ctxOf(req);
    const { token, session } = await renewAccess(ctx, header(req.headers.refreshtoken));
    const refreshLeft = session.refreshIssuedAt.getTime() + ctx.config.refreshLifetimeMs - ctx.clock.now();
    const data: Schemas['ShortToken'] = {
      token,
      failureTime: Math.max(0, refreshLeft),
      accessimeout: ctx.config.accessTimeoutMs,
    };
    return ok(req, data);
  },

  async getLongToken(req) {
    const ctx = ctxOf(req);
    return ok(req, tokenSet(ctx.config, await rotateByRefresh(ctx, header(req.headers.refreshtoken))));
  },

  async getUserTokens(req) {
    if (!req.session) throw tokenInvalid();
    return ok(req, heldTokens(ctxOf(req), req.session, header(req.headers.token)));
  },
} satisfies Handlers;

function tokenSet(
  config: { accessTimeoutMs: number; refreshLifetimeMs: number },
  pair: TokenPair,
): Schemas['TokenSet'] {
  return {
    token: pair.token,
    refreshToken: pair.refreshToken,
    failureTime: config.refreshLifetimeMs,
    accessimeout: config.accessTimeoutMs,
  };
}

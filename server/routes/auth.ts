/** Tag `auth`: login, captcha, identity selection, tokens. */
import type { Schemas } from '../api-types.ts';
import { limitAddress } from '../services/address-limits.ts';
import { createCaptcha } from '../services/captcha.ts';
import { tokenInvalid } from '../services/errors.ts';
import { login, loginPasskey, loginSecondStep, loginSecondStepPasskey } from '../services/login.ts';
import { message } from '../services/messages.ts';
import { passkeySecondStepOptions, passkeySignInOptions } from '../services/passkeys.ts';
import { RESULT_CODE } from '../../src/constants.ts';
import { endSession, heldTokens, renewAccess, rotateByRefresh, type TokenPair } from '../services/sessions.ts';
import { userInfo } from '../services/user-info.ts';
import { deviceLogin } from './device-cookie.ts';
import { ctxOf, langOf, ok, relyingParty, type Handlers } from './respond.ts';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export const auth = {
  async loginV2(req, reply) {
    await limitAddress(ctxOf(req), 'login', req.ip);
    const answer = await login(ctxOf(req), req.body as Schemas['LoginRequest'], req.ip, deviceLogin(req, reply));
    if ('secondStep' in answer) {
      return { code: RESULT_CODE.secondStepRequired, msg: message('secondStepRequired', langOf(req)), data: answer.secondStep };
    }
    return ok(req, answer);
  },

  async loginSecondStep(req, reply) {
    await limitAddress(ctxOf(req), 'login', req.ip);
    return ok(req, await loginSecondStep(ctxOf(req), req.body as Schemas['SecondStepRequest'], req.ip, deviceLogin(req, reply)));
  },

  async passkeySecondStepOptions(req) {
    await limitAddress(ctxOf(req), 'login', req.ip);
    const { challenge } = req.body as Schemas['PasskeySecondStepOptionsRequest'];
    return ok(req, await passkeySecondStepOptions(ctxOf(req), relyingParty(req), challenge));
  },

  async loginSecondStepPasskey(req, reply) {
    await limitAddress(ctxOf(req), 'login', req.ip);
    const input = req.body as Schemas['PasskeySecondStepRequest'];
    return ok(req, await loginSecondStepPasskey(ctxOf(req), input, relyingParty(req), req.ip, deviceLogin(req, reply)));
  },

  async passkeySignInOptions(req) {
    await limitAddress(ctxOf(req), 'login', req.ip);
    return ok(req, await passkeySignInOptions(ctxOf(req), relyingParty(req)));
  },

  async loginPasskey(req, reply) {
    await limitAddress(ctxOf(req), 'login', req.ip);
    const input = req.body as Schemas['PasskeySignInRequest'];
    return ok(req, await loginPasskey(ctxOf(req), input, relyingParty(req), req.ip, deviceLogin(req, reply)));
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

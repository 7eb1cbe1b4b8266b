/** Tag `auth`, the login-area flows: registration, password reset, SMS/e-mail codes. */
import type { Schemas } from '../api-types.ts';
import { limitAddress } from '../services/address-limits.ts';
import { requestCode } from '../services/codes.ts';
import { register, resetPassword } from '../services/registration.ts';
import { ctxOf, langOf, ok, type Handlers } from './respond.ts';

export const flowsAuth = {
  async registerV2(req) {
    await limitAddress(ctxOf(req), 'register', req.ip);
    return ok(req, await register(ctxOf(req), req.body as Schemas['RegisterRequest'], langOf(req)));
  },

  async forgotPwdV2(req) {
    await limitAddress(ctxOf(req), 'forgotPassword', req.ip);
    await resetPassword(ctxOf(req), req.body as Schemas['ForgotPasswordRequest']);
    return ok(req, null);
  },

  async getMsgCode(req) {
    // Optional security: req.session is set only when a valid, finished session's token came along.
    return ok(req, await requestCode(ctxOf(req), req.body as Schemas['MsgCodeRequest'], req.session, langOf(req), req.ip));
  },
} satisfies Handlers;

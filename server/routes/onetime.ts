/** Tag `onetime`: binding and partner renewal, authorised by the onetimeToken (or, for the link check, by its code). */
import type { Schemas } from '../api-types.ts';
import { apply, bind, cover } from '../services/binding.ts';
import { acceptDataProcessing } from '../services/login.ts';
import { identityInfo, prefill } from '../services/onetime-info.ts';
import { checkRenewalLink, sendRenewalMail } from '../services/partner-renewal.ts';
import { deviceLogin } from './device-cookie.ts';
import { ctxOf, langOf, ok, type Handlers } from './respond.ts';

export const onetime = {
  async onetimeGetIdentityInfo(req) {
    return ok(req, await identityInfo(ctxOf(req), req.onetime));
  },

  async getUserIdentityData(req) {
    return ok(req, await prefill(ctxOf(req), req.onetime, req.body as Schemas['UserIdentityDataRequest']));
  },

  async bindIdentityType(req, reply) {
    return ok(req, await bind(ctxOf(req), req.onetime, req.body as Schemas['BindRequest'], req.ip, deviceLogin(req, reply)));
  },

  async saveRegisterApply(req) {
    return ok(req, await apply(ctxOf(req), req.onetime, req.body as Schemas['ApplyRequest'], req.ip));
  },

  async coverClientMsg(req, reply) {
    return ok(req, await cover(ctxOf(req), req.onetime, req.body as Schemas['CoverClientMsgRequest'], deviceLogin(req, reply)));
  },

  async acceptDataProcessing(req, reply) {
    return ok(req, await acceptDataProcessing(ctxOf(req), req.onetime, deviceLogin(req, reply)));
  },

  async partnerAuthRenewalCheck(req) {
    const { authCode } = req.body as Schemas['PartnerAuthCheckRequest'];
    return ok(req, await checkRenewalLink(ctxOf(req), authCode, req.ip));
  },

  async sendPartnerAuthEmail(req) {
    return ok(req, await sendRenewalMail(ctxOf(req), req.onetime, langOf(req), `${req.protocol}://${req.host}`));
  },
} satisfies Handlers;

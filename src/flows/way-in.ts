/**
 * The way in's children past the login form, with their actors: binding, the partner's expired authorisation, the
 * post-login check, and the calls between them. The session (src/session/session.ts) invokes them; this module loads with
 * the login's first answer (or the registration page), not with every page.
 */
import { bindingMachine } from '../../machines/binding.machine';
import { partnerExpiryMachine } from '../../machines/partner-expiry.machine';
import { postLoginMachine } from '../../machines/post-login.machine';
import { loginActors } from '../actors/auth';
import { bindingActors } from '../actors/binding';
import { partnerExpiryActors } from '../actors/partner-expiry';

export { acceptDataProcessing, identify } from '../actors/way-in';

export const wayInChildren = {
  binding: bindingMachine.provide({ actors: bindingActors() }),
  partnerExpiry: partnerExpiryMachine.provide({ actors: partnerExpiryActors }),
  postLogin: postLoginMachine.provide({ actors: { loadInfo: loginActors.loadInfo } }),
};

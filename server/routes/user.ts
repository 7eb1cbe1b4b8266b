/**
 * Tag `user`: account settings, devices, notifications, contact changes, deregistration (not updateLanguage), and the
 * security centre (sign-in history, open sessions).
 */
import type { Schemas } from '../api-types.ts';
import { bind } from '../services/binding.ts';
import { sessionOf } from '../services/client-access.ts';
import {
  accountSettings,
  assetBindingInfo,
  issuePasswordTicket,
  removeUser,
  requestContactChange,
  revokeUnused,
  setMultiDevice,
  setNotifications,
  touchDevice,
  unbind,
  updateAccount,
} from '../services/client-settings.ts';
import { message } from '../services/messages.ts';
import { passkeyList, passkeyRegister, passkeyRegisterOptions, passkeyRemove } from '../services/passkeys.ts';
import { totpConfirm, totpDisable, totpNewRecoveryCodes, totpStart, totpStatus } from '../services/second-factor-settings.ts';
import { openSessions, signInHistory, signOutSession } from '../services/security-centre.ts';
import { ctxOf, langOf, ok, relyingParty, type Handlers } from './respond.ts';

const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export const user = {
  async getAccountSettingInfo(req) {
    const s = sessionOf(req.session);
    await touchDevice(ctxOf(req), s, header(req.headers['user-agent']), header(req.headers['accept-systemside']));
    return ok(req, await accountSettings(ctxOf(req), s, langOf(req)));
  },
  async getAssetBindingInfo(req) {
    return ok(req, await assetBindingInfo(ctxOf(req), sessionOf(req.session), langOf(req)));
  },
  async updateUserAccountInfo(req) {
    await updateAccount(ctxOf(req), sessionOf(req.session), req.body as Schemas['AccountInfoUpdate']);
    return ok(req, null);
  },
  async verifyUserPasswordPCH5(req) {
    const { password } = req.body as Schemas['PasswordCheckRequest'];
    return ok(req, await issuePasswordTicket(ctxOf(req), sessionOf(req.session), password));
  },
  async multiDeviceSwitchSetting(req) {
    const { allowMultipleDevices } = req.body as Schemas['MultiDeviceRequest'];
    await setMultiDevice(ctxOf(req), sessionOf(req.session), allowMultipleDevices);
    return ok(req, null);
  },
  async removeUser(req) {
    await removeUser(ctxOf(req), sessionOf(req.session), req.body as Schemas['DeregistrationRequest']);
    return ok(req, null);
  },
  async unboundUserDevice(req) {
    await unbind(ctxOf(req), sessionOf(req.session), req.body as Schemas['UnbindRequest']);
    return ok(req, null);
  },
  async userNoticeSetting(req) {
    return ok(req, await setNotifications(ctxOf(req), sessionOf(req.session), req.body as Schemas['NotificationUpdate']));
  },
  async updateUserAssetBindingtInfo(req) {
    const s = sessionOf(req.session);
    // The binding rules of the onetime flow, for this user; the current session continues (no new tokens).
    const answer = await bind(ctxOf(req), { userId: s.userId, purpose: 'binding' }, req.body as Schemas['BindRequest'], req.ip);
    // bind() opens a session for the onetime flow; here nobody receives its tokens, so it is closed at once.
    if (answer.userLoginTokenVO) await revokeUnused(ctxOf(req), answer.userLoginTokenVO.token);
    return ok(req, { ...answer, userLoginTokenVO: null });
  },
  async updateUserAccountInfoNew(req) {
    const data = await requestContactChange(ctxOf(req), sessionOf(req.session), req.body as Schemas['ContactChangeRequest']);
    return { ...ok(req, data), msg: message('changeRequestSubmitted', langOf(req)) };
  },
  async signInHistory(req) {
    const { page = 1, limit = 10 } = req.query as { page?: number; limit?: number };
    return ok(req, await signInHistory(ctxOf(req), sessionOf(req.session), page, limit));
  },
  async openSessions(req) {
    return ok(req, await openSessions(ctxOf(req), sessionOf(req.session)));
  },
  async signOutSession(req) {
    const { sessionId } = req.body as Schemas['SignOutSessionRequest'];
    await signOutSession(ctxOf(req), sessionOf(req.session), sessionId);
    return ok(req, null);
  },
  async totpStatus(req) {
    return ok(req, await totpStatus(ctxOf(req), sessionOf(req.session)));
  },
  async totpStart(req) {
    return ok(req, await totpStart(ctxOf(req), sessionOf(req.session)));
  },
  async totpConfirm(req) {
    const { code } = req.body as Schemas['TotpCodeRequest'];
    return ok(req, await totpConfirm(ctxOf(req), sessionOf(req.session), code));
  },
  async totpRecoveryCodes(req) {
    const { code } = req.body as Schemas['TotpCodeRequest'];
    return ok(req, await totpNewRecoveryCodes(ctxOf(req), sessionOf(req.session), code));
  },
  async totpDisable(req) {
    await totpDisable(ctxOf(req), sessionOf(req.session), req.body as Schemas['TotpDisableRequest']);
    return ok(req, null);
  },
  async passkeyList(req) {
    return ok(req, await passkeyList(ctxOf(req), sessionOf(req.session)));
  },
  async passkeyRegisterOptions(req) {
    return ok(req, await passkeyRegisterOptions(ctxOf(req), sessionOf(req.session), relyingParty(req)));
  },
  async passkeyRegister(req) {
    const input = req.body as Schemas['PasskeyRegisterRequest'];
    return ok(req, await passkeyRegister(ctxOf(req), sessionOf(req.session), relyingParty(req), input));
  },
  async passkeyRemove(req) {
    const { id } = req.body as Schemas['PasskeyRemoveRequest'];
    await passkeyRemove(ctxOf(req), sessionOf(req.session), id);
    return ok(req, null);
  },
} satisfies Handlers;

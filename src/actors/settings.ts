/**
 * Account settings (SPEC.md §2 settings, §4 change requests and deregistration, §8 messages): the settings page
 * data, the single-field saves, and the actors the change-request, deregistration and device-unbind machines
 * receive through provide(). API codes become outcomes here and nowhere else.
 */
import { i18n } from '@lingui/core';
import { fromPromise } from 'xstate';
import type {
  ChangeField,
  ChangeOutcome,
  PasswordCheckOutcome,
  SendCodeOutcome,
} from '../../machines/change-request.machine';
import type { DeregistrationForm, RemoveUserOutcome } from '../../machines/deregistration.machine';
import type { UnbindOutcome, UnbindTarget } from '../../machines/device-unbind.machine';
import { api } from '../api/client';
import { ApiError, settleData } from '../api/envelope';
import { isUnreachable, refusalMessage } from '../api/failure';
import { RESULT_CODE, type IdentityType } from '../constants';
import { ERROR_MESSAGES } from '../i18n/messages';
import type { FontPx, Notifications, QualifiedState, SaveResult, SettingsData } from '../domain/settings';

const quiet = { silent: true } as const;
const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : undefined);
/** Network and timeout failures reject, so machines tell them apart from a refusal. */
const rethrowTransport = (error: unknown) => {
  if (isUnreachable(error)) throw error;
};

async function loadQualified(): Promise<QualifiedState | null> {
  try {
    const [status, q] = await Promise.all([
      settleData(api.GET('/client/qualified/authentication'), quiet),
      settleData(api.GET('/client/qualified/selectTotalQuestionAndAnswer'), quiet),
    ]);
    return {
      qualified: status!.qualified,
      confirmedAt: status!.confirmedAt,
      expiresAt: status!.expiresAt,
      questions: q!.questions,
      answers: Object.fromEntries(q!.answers.map((a) => [a.questionId, a.optionIds])),
    };
  } catch {
    // The assessment is an extra: settings stay usable without it.
    return null;
  }
}

export async function loadSettings(): Promise<SettingsData> {
  const [s, binding, qualified] = await Promise.all([
    settleData(api.GET('/user/info/getAccountSettingInfo'), quiet),
    settleData(api.GET('/user/info/getAssetBindingInfo'), quiet).catch(() => null),
    loadQualified(),
  ]);
  const settings = s!;
  return {
    userName: settings.userName,
    account: settings.account,
    email: settings.email,
    mobile: settings.mobile,
    fontSize: settings.fontSize as FontPx,
    notifications: settings.notifications,
    allowMultipleDevices: settings.allowMultipleDevices,
    devices: settings.devices,
    wechatAccounts: settings.wechatAccounts,
    relationshipManager: settings.relationshipManager ?? null,
    partnerName: settings.partnerName ?? null,
    institution: settings.institution ?? null,
    pendingChanges: settings.pendingChanges,
    currentIdType: settings.currentIdType as IdentityType,
    switchableIdTypes: (binding?.switchableIdTypes ?? []) as IdentityType[],
    qualified,
  };
}

async function save(call: () => Promise<unknown>, byCode: Partial<Record<number, string>> = {}): Promise<SaveResult> {
  try {
    await call();
    return { ok: true };
  } catch (error) {
    const code = codeOf(error);
    return { ok: false, message: (code !== undefined && byCode[code]) || refusalMessage(error), unreachable: isUnreachable(error) };
  }
}

export const saveUserName = (userName: string) =>
  save(() => settleData(api.POST('/user/info/updateUserAccountInfo', { body: { userName } }), quiet));

export const saveFontSize = (fontSize: FontPx) =>
  save(() => settleData(api.POST('/user/info/updateUserAccountInfo', { body: { fontSize } }), quiet));

/** The current password is checked by the server (4001: "password incorrect, try again"). */
export const changePassword = (oldPassword: string, newPassword: string) =>
  save(() => settleData(api.POST('/user/info/updateUserAccountInfo', { body: { oldPassword, newPassword } }), quiet), {
    [RESULT_CODE.wrongCredentials]: i18n._(ERROR_MESSAGES.wrongPassword),
  });

export const saveNotifications = (change: Partial<Notifications>) =>
  save(() => settleData(api.POST('/user/info/userNoticeSetting', { body: change }), quiet));

/** Forbidding several devices while others are registered: "please delete devices first" (4009). */
export const saveMultiDevice = (allowMultipleDevices: boolean) =>
  save(() => settleData(api.POST('/user/info/multiDeviceSwitchSetting', { body: { allowMultipleDevices } }), quiet), {
    [RESULT_CODE.conflict]: i18n._(ERROR_MESSAGES.deleteDevicesFirst),
  });

export const answerQualified = (answers: Record<string, string[]>) =>
  save(() =>
    settleData(
      api.POST('/client/qualified/clientAnswerQuestion', {
        body: { answers: Object.entries(answers).map(([questionId, optionIds]) => ({ questionId, optionIds })) },
      }),
      quiet,
    ),
  );

export async function verifyPassword(password: string): Promise<PasswordCheckOutcome> {
  try {
    const ticket = await settleData(api.POST('/user/info/verifyUserPasswordPCH5', { body: { password } }), quiet);
    return { kind: 'verified', ticket: ticket!.passwordTicket };
  } catch (error) {
    rethrowTransport(error);
    if (codeOf(error) === RESULT_CODE.wrongCredentials) return { kind: 'wrongPassword', message: i18n._(ERROR_MESSAGES.wrongPassword) };
    return { kind: 'failure', message: refusalMessage(error) };
  }
}

export async function sendChangeCode(field: ChangeField, value: string): Promise<SendCodeOutcome> {
  try {
    const sent = await settleData(
      api.POST('/sys/users/getMsgCode', { body: { account: value, scene: field === 'email' ? 'changeEmail' : 'changeMobile' } }),
      quiet,
    );
    return { kind: 'sent', sentTo: sent?.sentTo ?? value };
  } catch (error) {
    rethrowTransport(error);
    return { kind: 'failure', message: refusalMessage(error) };
  }
}

export async function requestChange(input: { field: ChangeField; value: string; code: string; ticket: string }): Promise<ChangeOutcome> {
  try {
    await settleData(
      api.POST('/user/info/updateUserAccountInfoNew', {
        body: { [input.field]: input.value, verificationCode: input.code, passwordTicket: input.ticket },
      }),
      quiet,
    );
    return { kind: 'pending' };
  } catch (error) {
    rethrowTransport(error);
    const code = codeOf(error);
    if (code === RESULT_CODE.conflict) return { kind: 'blocked' };
    // The ticket proves a fresh password check; once it has lapsed the server answers as for wrong credentials.
    if (code === RESULT_CODE.wrongCredentials) return { kind: 'ticketExpired' };
    return { kind: 'failure', message: refusalMessage(error) };
  }
}

export async function unbind(target: UnbindTarget): Promise<UnbindOutcome> {
  try {
    const body = target.kind === 'device' ? { deviceId: target.id } : { wechatId: target.id };
    await settleData(api.POST('/user/info/unboundUserDevice', { body }), quiet);
    return { kind: 'unbound' };
  } catch (error) {
    rethrowTransport(error);
    return { kind: 'failure', message: refusalMessage(error) };
  }
}

export async function removeUser(form: DeregistrationForm): Promise<RemoveUserOutcome> {
  try {
    await settleData(api.POST('/user/info/removeUser', { body: form }), quiet);
    return { kind: 'deleted' };
  } catch (error) {
    rethrowTransport(error);
    const code = codeOf(error);
    if (code === RESULT_CODE.wrongCredentials) return { kind: 'wrongPassword', message: i18n._(ERROR_MESSAGES.wrongPassword) };
    if (code === RESULT_CODE.conflict) return { kind: 'unbindWechatFirst' };
    return { kind: 'failure', message: refusalMessage(error) };
  }
}

/** The machines' actors, for `machine.provide({ actors })`. */
export const changeRequestActors = {
  verifyPassword: fromPromise<PasswordCheckOutcome, { password: string }>(({ input }) => verifyPassword(input.password)),
  sendCode: fromPromise<SendCodeOutcome, { field: ChangeField; value: string }>(({ input }) => sendChangeCode(input.field, input.value)),
  requestChange: fromPromise<ChangeOutcome, { field: ChangeField; value: string; code: string; ticket: string }>(({ input }) =>
    requestChange(input),
  ),
};
export const deregistrationActors = {
  removeUser: fromPromise<RemoveUserOutcome, DeregistrationForm>(({ input }) => removeUser(input)),
};
export const deviceUnbindActors = {
  unbind: fromPromise<UnbindOutcome, UnbindTarget>(({ input }) => unbind(input)),
};

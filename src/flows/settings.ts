/**
 * Account settings (/settingPath, SPEC.md §2 and §4): the page's data, the single-field saves (a name or font size
 * saved reloads the session's info, which the header shows), and three flows in dialogs: a contact change
 * (machines/change-request.machine.ts), deregistration and a device unbind, each provided with its actors here. The
 * hooks hand the settings screen its props.
 */
import { useEffect, useRef, useState } from 'react';
import { useMachine, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { createActor, type ActorRefFrom } from 'xstate';
import { changeRequestMachine, type ChangeField } from '../../machines/change-request.machine';
import { deregistrationMachine } from '../../machines/deregistration.machine';
import { deviceUnbindMachine } from '../../machines/device-unbind.machine';
import { checkConfirm, checkPassword } from '../../machines/validation';
import * as settings from '../actors/settings';
import type { SessionActor } from '../session/session';
import { DEREGISTRATION_REASON_MAX_LENGTH, VERIFICATION_CODE_RESEND_MS } from '../constants';
import { ERROR_MESSAGES } from '../i18n/messages';
import type { ChangeStep } from '../screens/client/settings/contact-change-dialog';
import type { DeregistrationView } from '../screens/client/settings/deregistration-dialog';
import type { PasswordErrors } from '../screens/client/settings/password-section';
import type { SettingsScreenProps } from '../screens/client/settings/settings-screen';
import { failureText } from './failure';

export const loadSettings = () => settings.loadSettings();

const validatePassword = (f: { current: string; next: string; confirm: string }): PasswordErrors => ({
  ...(f.current ? {} : { current: 'password.required' as const }),
  ...(checkPassword(f.next) ? { next: checkPassword(f.next)! } : {}),
  ...(checkConfirm(f.next, f.confirm) ? { confirm: checkConfirm(f.next, f.confirm)! } : {}),
}) as PasswordErrors;

type AccountProps = Pick<SettingsScreenProps, 'onSaveName' | 'validate' | 'onChangePassword' | 'onFontSize' | 'onNotifications'
  | 'onMultiDevice' | 'onAnswerQualified' | 'switchingIdType' | 'onSwitchIdType'>;

/** The single-field saves and the investor-type switch; `reload` runs the page's loader again. */
export function useAccountSettings(session: SessionActor, reload: () => void): AccountProps {
  const switching = useSelector(session, (s) => s.hasTag('loadingInfo'));
  // An investor-type switch reloads the info; the settings follow once it has settled.
  const wasSwitching = useRef(switching);
  useEffect(() => {
    if (wasSwitching.current && !switching) reload();
    wasSwitching.current = switching;
  }, [switching, reload]);
  return {
    onSaveName: async (name) => { const r = await settings.saveUserName(name); if (r.ok) session.send({ type: 'session.reloadInfo' }); return r; },
    validate: validatePassword,
    onChangePassword: settings.changePassword,
    onFontSize: async (px) => { const r = await settings.saveFontSize(px); if (r.ok) session.send({ type: 'session.reloadInfo' }); return r; },
    onNotifications: settings.saveNotifications,
    onMultiDevice: settings.saveMultiDevice,
    onAnswerQualified: async (answers) => { const r = await settings.answerQualified(answers); if (r.ok) reload(); return r; },
    switchingIdType: switching,
    onSwitchIdType: (currentIdType) => session.send({ type: 'session.reloadInfo', currentIdType }),
  };
}

type UnbindProps = Pick<SettingsScreenProps, 'unbind' | 'onUnbindRequest' | 'onUnbindConfirm' | 'onUnbindCancel'>;

/** Unbinding a device or a WeChat account; the settings reload once it is done. */
export function useDeviceUnbind(reload: () => void): UnbindProps {
  const { i18n } = useLingui();
  const [snap, send] = useMachine(deviceUnbindMachine.provide({ actors: settings.deviceUnbindActors, actions: { unbound: reload } }));
  return {
    unbind: {
      confirming: snap.hasTag('confirm') || snap.hasTag('unbinding') ? snap.context.target : null,
      unbinding: snap.hasTag('unbinding'),
      failure: failureText(snap.context.failure, i18n),
    },
    onUnbindRequest: (target) => send({ type: 'unbind.request', target }),
    onUnbindConfirm: () => send({ type: 'unbind.confirm' }),
    onUnbindCancel: () => send({ type: 'unbind.cancel' }),
  };
}

const CHANGE_STEPS: ChangeStep[] = ['blocked', 'pending', 'askOverwrite', 'submitting', 'verifying', 'password', 'editing'];
type ChangeProps = Pick<SettingsScreenProps, 'change' | 'onChangeStart' | 'changeEvents'>;

/** A change of e-mail or mobile, a run of the machine per dialog; `blocked` while a change is pending review. */
export function useContactChange(blocked: boolean, reload: () => void): ChangeProps {
  const { t, i18n } = useLingui();
  const [change, setChange] = useState<ActorRefFrom<typeof changeRequestMachine> | null>(null);
  const snap = useSelector(change ?? undefined, (s) => s);
  useEffect(() => () => { change?.stop(); }, [change]);
  const c = snap?.context;
  return {
    change: snap && c ? {
      field: c.field,
      step: CHANGE_STEPS.find((tag) => snap.hasTag(tag)) ?? 'editing',
      form: c.form,
      errors: c.errors,
      failure: failureText(c.failure, i18n, { ticketExpired: t`密码验证已过期，请重新输入当前密码` }),
      code: { status: snap.hasTag('sendingCode') ? 'sending' : snap.hasTag('codeCooldown') ? 'cooldown' : 'idle', sentAt: c.codeSentAt },
    } : null,
    onChangeStart: (field: ChangeField) => {
      const machine = changeRequestMachine.provide({ actors: settings.changeRequestActors, actions: { filed: reload } });
      setChange(createActor(machine, { input: { field, blocked, resendDelayMs: VERIFICATION_CODE_RESEND_MS } }).start());
    },
    changeEvents: {
      onEdit: (values) => change?.send({ type: 'change.edit', values }),
      onVerify: () => change?.send({ type: 'change.verify' }),
      onSendCode: () => change?.send({ type: 'change.sendCode' }),
      onSubmit: () => change?.send({ type: 'change.submit' }),
      onConfirmOverwrite: () => change?.send({ type: 'change.confirmOverwrite' }),
      onDeclineOverwrite: () => change?.send({ type: 'change.declineOverwrite' }),
      onClose: () => setChange(null),
    },
  };
}

const DEREG_STEPS: DeregistrationView['step'][] = ['deleting', 'failed', 'confirm', 'password', 'reason'];
type DeregistrationProps = Pick<SettingsScreenProps, 'deregistration' | 'onDeregisterStart' | 'deregistrationEvents'>;

/** Deleting the account, a run of the machine per dialog; `deleted` runs once everything of the user is gone. */
export function useDeregistration(deleted: () => void): DeregistrationProps {
  const { i18n } = useLingui();
  const [dereg, setDereg] = useState<ActorRefFrom<typeof deregistrationMachine> | null>(null);
  const snap = useSelector(dereg ?? undefined, (s) => s);
  useEffect(() => () => { dereg?.stop(); }, [dereg]);
  const d = snap?.context;
  return {
    deregistration: snap && d && !snap.hasTag('done') ? {
      step: DEREG_STEPS.find((tag) => snap.hasTag(tag)) ?? 'reason',
      form: d.form,
      errors: d.errors,
      failure: failureText(d.failure, i18n, { wrongPassword: i18n._(ERROR_MESSAGES.wrongPassword), unbindWechatFirst: i18n._(ERROR_MESSAGES.unbindWechatFirst) }),
    } : null,
    onDeregisterStart: () => {
      const machine = deregistrationMachine.provide({ actors: settings.deregistrationActors, actions: { deleted } });
      setDereg(createActor(machine, { input: { reasonMax: DEREGISTRATION_REASON_MAX_LENGTH } }).start());
    },
    deregistrationEvents: {
      onEdit: (values) => dereg?.send({ type: 'dereg.edit', values }),
      onNext: () => dereg?.send({ type: 'dereg.next' }),
      onBack: () => dereg?.send({ type: 'dereg.back' }),
      onConfirm: () => dereg?.send({ type: 'dereg.confirm' }),
      onRetry: () => dereg?.send({ type: 'dereg.retry' }),
      onClose: () => setDereg(null),
    },
  };
}

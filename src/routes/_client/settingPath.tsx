import { useEffect, useRef, useState } from 'react';
import { createFileRoute, Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useMachine, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { createActor, type ActorRefFrom } from 'xstate';
import { changeRequestMachine, type ChangeField } from '../../../machines/change-request.machine';
import { deregistrationMachine } from '../../../machines/deregistration.machine';
import { deviceUnbindMachine } from '../../../machines/device-unbind.machine';
import { checkConfirm, checkPassword } from '../../../machines/validation';
import * as settings from '../../actors/settings';
import { apiMessages } from '../../api/messages';
import { DEREGISTRATION_REASON_MAX_LENGTH, VERIFICATION_CODE_RESEND_MS } from '../../constants';
import { currentLocale } from '../../i18n';
import { ERROR_MESSAGES } from '../../i18n/messages';
import type { ChangeStep } from '../../screens/client/settings/contact-change-dialog';
import type { DeregistrationView } from '../../screens/client/settings/deregistration-dialog';
import type { PasswordErrors } from '../../screens/client/settings/password-section';
import { SettingsScreen, type SettingsScreenProps } from '../../screens/client/settings/settings-screen';

// /settingPath: the settings data comes from the loader; the change-request, deregistration and unbind flows are
// machines provided with the real actors here. Longer than a plain route because it maps three flows to props.
export const Route = createFileRoute('/_client/settingPath')({
  loader: () => settings.loadSettings(),
  pendingComponent: () => <Screen status={{ kind: 'loading' }} />,
  errorComponent: ({ error }) => <Screen status={{ kind: 'error', message: (error as Error).message }} />,
  component: function Page() {
    return <Screen status={{ kind: 'ready' }} data={Route.useLoaderData()} />;
  },
});

type Failure = { reason: string; message?: string } | null;
const CHANGE_STEPS: ChangeStep[] = ['blocked', 'pending', 'askOverwrite', 'submitting', 'verifying', 'password', 'editing'];
const DEREG_STEPS: DeregistrationView['step'][] = ['deleting', 'failed', 'confirm', 'password', 'reason'];
const validatePassword = (f: { current: string; next: string; confirm: string }): PasswordErrors => ({
  ...(f.current ? {} : { current: 'password.required' as const }),
  ...(checkPassword(f.next) ? { next: checkPassword(f.next)! } : {}),
  ...(checkConfirm(f.next, f.confirm) ? { confirm: checkConfirm(f.next, f.confirm)! } : {}),
}) as PasswordErrors;

function Screen(props: Partial<SettingsScreenProps> & Pick<SettingsScreenProps, 'status'>) {
  const { session } = Route.useRouteContext();
  const { t, i18n } = useLingui();
  const router = useRouter();
  const navigate = useNavigate();
  const reload = () => void router.invalidate();
  const text = (failure: Failure, byReason: Record<string, string> = {}) =>
    !failure ? null : failure.message ?? byReason[failure.reason] ??
      (failure.reason === 'network' ? i18n._(apiMessages.network) : i18n._(ERROR_MESSAGES.systemFailed));

  const [unbindSnap, sendUnbind] = useMachine(deviceUnbindMachine.provide({ actors: settings.deviceUnbindActors, actions: { unbound: reload } }));
  const [change, setChange] = useState<ActorRefFrom<typeof changeRequestMachine> | null>(null);
  const [dereg, setDereg] = useState<ActorRefFrom<typeof deregistrationMachine> | null>(null);
  const changeSnap = useSelector(change ?? undefined, (s) => s);
  const deregSnap = useSelector(dereg ?? undefined, (s) => s);
  const switching = useSelector(session, (s) => s.hasTag('loadingInfo'));
  useEffect(() => () => { change?.stop(); }, [change]);
  useEffect(() => () => { dereg?.stop(); }, [dereg]);
  // An investor-type switch reloads the info; the settings follow once it has settled.
  const wasSwitching = useRef(switching);
  useEffect(() => {
    if (wasSwitching.current && !switching) void router.invalidate();
    wasSwitching.current = switching;
  }, [switching, router]);

  const startChange = (field: ChangeField) => {
    const blocked = (props.data?.pendingChanges ?? []).some((c) => c.status === 'pending');
    const machine = changeRequestMachine.provide({ actors: settings.changeRequestActors, actions: { filed: reload } });
    setChange(createActor(machine, { input: { field, blocked, resendDelayMs: VERIFICATION_CODE_RESEND_MS } }).start());
  };
  const startDereg = () => {
    const machine = deregistrationMachine.provide({
      actors: settings.deregistrationActors,
      // Everything of the user is gone: the session ends here and the login page follows.
      actions: { deleted: () => { session.send({ type: 'session.reset' }); void navigate({ to: '/login' }); } },
    });
    setDereg(createActor(machine, { input: { reasonMax: DEREGISTRATION_REASON_MAX_LENGTH } }).start());
  };
  const c = changeSnap?.context;
  const d = deregSnap?.context;
  return (
    <SettingsScreen
      data={null}
      locale={currentLocale()}
      onRetry={reload}
      onSaveName={async (name) => { const r = await settings.saveUserName(name); if (r.ok) session.send({ type: 'session.reloadInfo' }); return r; }}
      validate={validatePassword}
      onChangePassword={settings.changePassword}
      onFontSize={async (px) => { const r = await settings.saveFontSize(px); if (r.ok) session.send({ type: 'session.reloadInfo' }); return r; }}
      onNotifications={settings.saveNotifications}
      onMultiDevice={settings.saveMultiDevice}
      onAnswerQualified={async (answers) => { const r = await settings.answerQualified(answers); if (r.ok) reload(); return r; }}
      switchingIdType={switching}
      onSwitchIdType={(currentIdType) => session.send({ type: 'session.reloadInfo', currentIdType })}
      change={changeSnap && c ? {
        field: c.field,
        step: CHANGE_STEPS.find((tag) => changeSnap.hasTag(tag)) ?? 'editing',
        form: c.form,
        errors: c.errors,
        failure: text(c.failure, { ticketExpired: t`密码验证已过期，请重新输入当前密码` }),
        code: { status: changeSnap.hasTag('sendingCode') ? 'sending' : changeSnap.hasTag('codeCooldown') ? 'cooldown' : 'idle', sentAt: c.codeSentAt },
      } : null}
      onChangeStart={startChange}
      changeEvents={{
        onEdit: (values) => change?.send({ type: 'change.edit', values }),
        onVerify: () => change?.send({ type: 'change.verify' }),
        onSendCode: () => change?.send({ type: 'change.sendCode' }),
        onSubmit: () => change?.send({ type: 'change.submit' }),
        onConfirmOverwrite: () => change?.send({ type: 'change.confirmOverwrite' }),
        onDeclineOverwrite: () => change?.send({ type: 'change.declineOverwrite' }),
        onClose: () => setChange(null),
      }}
      unbind={{
        confirming: unbindSnap.hasTag('confirm') || unbindSnap.hasTag('unbinding') ? unbindSnap.context.target : null,
        unbinding: unbindSnap.hasTag('unbinding'),
        failure: text(unbindSnap.context.failure),
      }}
      onUnbindRequest={(target) => sendUnbind({ type: 'unbind.request', target })}
      onUnbindConfirm={() => sendUnbind({ type: 'unbind.confirm' })}
      onUnbindCancel={() => sendUnbind({ type: 'unbind.cancel' })}
      deregistration={deregSnap && d && !deregSnap.hasTag('done') ? {
        step: DEREG_STEPS.find((tag) => deregSnap.hasTag(tag)) ?? 'reason',
        form: d.form,
        errors: d.errors,
        failure: text(d.failure, { wrongPassword: i18n._(ERROR_MESSAGES.wrongPassword), unbindWechatFirst: i18n._(ERROR_MESSAGES.unbindWechatFirst) }),
      } : null}
      onDeregisterStart={startDereg}
      deregistrationEvents={{
        onEdit: (values) => dereg?.send({ type: 'dereg.edit', values }),
        onNext: () => dereg?.send({ type: 'dereg.next' }),
        onBack: () => dereg?.send({ type: 'dereg.back' }),
        onConfirm: () => dereg?.send({ type: 'dereg.confirm' }),
        onRetry: () => dereg?.send({ type: 'dereg.retry' }),
        onClose: () => setDereg(null),
      }}
      renderLink={({ href, children }) => <Link to={href}>{children}</Link>}
      {...props}
    />
  );
}

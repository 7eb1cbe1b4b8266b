import { act, fireEvent, screen, within } from '@testing-library/react';
import { useMachine } from '@xstate/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { changeRequestMachine } from '../../../../machines/change-request.machine';
import { deregistrationMachine, type DeregistrationForm, type RemoveUserOutcome } from '../../../../machines/deregistration.machine';
import { deviceUnbindMachine, type UnbindOutcome, type UnbindTarget } from '../../../../machines/device-unbind.machine';
import { DEREGISTRATION_REASON_MAX_LENGTH, type Locale } from '../../../../src/constants';
import { ContactChangeDialog } from '../../../../src/screens/client/settings/contact-change-dialog';
import { DeregistrationDialog } from '../../../../src/screens/client/settings/deregistration-dialog';
import { DevicesSection } from '../../../../src/screens/client/settings/devices-section';
import { preloadLocales, renderUi } from '../../render-ui';

beforeAll(preloadLocales);
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));

function DeregHarness({ removeUser }: { removeUser: (f: DeregistrationForm) => Promise<RemoveUserOutcome> }) {
  const [snap, send] = useMachine(deregistrationMachine.provide({ actors: { removeUser: fromPromise(({ input }) => removeUser(input as DeregistrationForm)) } }), {
    input: { reasonMax: DEREGISTRATION_REASON_MAX_LENGTH },
  });
  if (snap.hasTag('done')) return <p>gone</p>;
  const step = (['deleting', 'failed', 'confirm', 'password', 'reason'] as const).find((t) => snap.hasTag(t))!;
  return (
    <DeregistrationDialog view={{ step, form: snap.context.form, errors: snap.context.errors, failure: snap.context.failure?.message ?? null }}
      onEdit={(values) => send({ type: 'dereg.edit', values })} onNext={() => { send({ type: 'dereg.next' }); return false; }}
      onBack={() => send({ type: 'dereg.back' })} onConfirm={() => send({ type: 'dereg.confirm' })}
      onRetry={() => send({ type: 'dereg.retry' })} onClose={vi.fn()} />
  );
}

const DEREG: Record<Locale, { next: string; tooLong: string; confirm: string; warning: RegExp }> = {
  'zh-CN': { next: '下一步', tooLong: '注销原因不能超过200个字符', confirm: '确认注销', warning: /永久删除且无法恢复/ },
  en: { next: 'Next', tooLong: 'The reason may be at most 200 characters', confirm: 'Deregister', warning: /cannot be undone/ },
};

describe.each(Object.keys(DEREG) as Locale[])('deregistration in %s', (locale) => {
  it('limits the reason to 200 characters and deletes only after the confirmation', async () => {
    const text = DEREG[locale];
    const removeUser = vi.fn(async (): Promise<RemoveUserOutcome> => ({ kind: 'deleted' }));
    await renderUi(<DeregHarness removeUser={removeUser} />, locale);
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'r'.repeat(DEREGISTRATION_REASON_MAX_LENGTH + 1) } });
    fireEvent.click(within(dialog).getByRole('button', { name: text.next }));
    expect(within(dialog).getByText(text.tooLong)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'r'.repeat(DEREGISTRATION_REASON_MAX_LENGTH) } });
    fireEvent.click(within(dialog).getByRole('button', { name: text.next }));
    fireEvent.change(dialog.querySelector('input[type=password]')!, { target: { value: 'Demo1234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: text.next }));
    expect(within(dialog).getByText(text.warning)).toBeTruthy();
    await settle();
    expect(removeUser).not.toHaveBeenCalled();
    await act(async () => { fireEvent.click(within(dialog).getByRole('button', { name: text.confirm })); });
    await settle();
    expect(removeUser).toHaveBeenCalledWith({ reason: 'r'.repeat(200), password: 'Demo1234' });
    expect(screen.getByText('gone')).toBeTruthy();
  });
});

function ChangeHarness({ blocked }: { blocked: boolean }) {
  const [snap, send] = useMachine(changeRequestMachine, { input: { field: 'email', blocked, resendDelayMs: 60_000 } });
  const step = (['blocked', 'pending', 'askOverwrite', 'submitting', 'verifying', 'password', 'editing'] as const).find((t) => snap.hasTag(t))!;
  return (
    <ContactChangeDialog view={{ field: 'email', step, form: snap.context.form, errors: snap.context.errors, failure: null, code: { status: 'idle', sentAt: null } }}
      onEdit={(values) => send({ type: 'change.edit', values })} onVerify={() => send({ type: 'change.verify' })}
      onSendCode={vi.fn()} onSubmit={vi.fn()} onConfirmOverwrite={vi.fn()} onDeclineOverwrite={vi.fn()} onClose={vi.fn()} />
  );
}

describe('email/mobile change', () => {
  it.each([['zh-CN', '上一个申请仍在处理中，请稍后再试'], ['en', null]] as const)('is blocked while a request is pending (%s)', async (locale, zh) => {
    await renderUi(<ChangeHarness blocked />, locale);
    const dialog = await screen.findByRole('dialog');
    if (zh) expect(within(dialog).getByText(zh)).toBeTruthy();
    expect(dialog.querySelector('input')).toBeNull();
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual([locale === 'en' ? 'Close' : '关闭']);
  });

  it('asks for the current password first when nothing is pending', async () => {
    await renderUi(<ChangeHarness blocked={false} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('当前密码')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '下一步' }));
    expect(within(dialog).getByText('请输入当前密码')).toBeTruthy();
  });
});

function UnbindHarness({ unbind }: { unbind: (t: UnbindTarget) => Promise<UnbindOutcome> }) {
  const [snap, send] = useMachine(deviceUnbindMachine.provide({ actors: { unbind: fromPromise(({ input }) => unbind(input as UnbindTarget)) } }));
  return (
    <DevicesSection locale="en"
      devices={[{ deviceId: 'd0', name: 'This browser', lastSeenAt: '2024-03-05T08:00:00Z', current: true }, { deviceId: 'd1', name: 'iPhone', lastSeenAt: '2024-03-01T08:00:00Z', current: false }]}
      wechatAccounts={[{ wechatId: 'w1', nickname: 'Lin', boundAt: '2024-01-01T08:00:00Z' }]}
      unbind={{ confirming: snap.hasTag('confirm') || snap.hasTag('unbinding') ? snap.context.target : null, unbinding: snap.hasTag('unbinding'), failure: snap.context.failure?.message ?? null }}
      onRequest={(target) => send({ type: 'unbind.request', target })} onConfirm={() => send({ type: 'unbind.confirm' })} onCancel={() => send({ type: 'unbind.cancel' })} />
  );
}

describe('unbinding', () => {
  it('asks for confirmation first; cancel unbinds nothing, confirm unbinds the one picked', async () => {
    const unbind = vi.fn(async (): Promise<UnbindOutcome> => ({ kind: 'unbound' }));
    await renderUi(<UnbindHarness unbind={unbind} />, 'en');
    expect(screen.getByText('This device')).toBeTruthy();
    const [device, wechat] = screen.getAllByRole('button', { name: 'Remove' });
    fireEvent.click(device);
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Remove the device “iPhone”? Its login will end.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await settle();
    expect(unbind).not.toHaveBeenCalled();
    fireEvent.click(wechat);
    dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Unlink the WeChat account “Lin”/)).toBeTruthy();
    await act(async () => { fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' })); });
    await settle();
    expect(unbind).toHaveBeenCalledWith({ kind: 'wechat', id: 'w1', name: 'Lin' });
  });
});

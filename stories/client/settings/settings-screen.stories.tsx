import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SettingsScreen } from '../../../src/screens/client/settings/settings-screen';
import type { SettingsData } from '../../../src/screens/client/settings/types';
import { inEnglish } from '../../support/locale';

const data: SettingsData = {
  userName: 'Lin Jiayan',
  account: 'inv***@demo.test',
  email: 'inv***@demo.test',
  mobile: '138****0001',
  fontSize: 14,
  notifications: { sms: true, email: true, wechat: false },
  allowMultipleDevices: true,
  devices: [
    { deviceId: 'd0', name: 'Chrome on Windows (web)', lastSeenAt: '2024-03-05T08:00:00Z', current: true },
    { deviceId: 'd1', name: 'Safari on iPhone (h5)', lastSeenAt: '2024-03-01T08:00:00Z', current: false },
  ],
  wechatAccounts: [{ wechatId: 'w1', nickname: 'Lin', boundAt: '2024-01-01T08:00:00Z' }],
  relationshipManager: { name: 'Zhou Min', mobile: '138****2000' },
  partnerName: null,
  institution: null,
  pendingChanges: [],
  currentIdType: 1,
  switchableIdTypes: [1, 3],
  qualified: { qualified: true, expiresAt: '2026-03-01T00:00:00Z', questions: [], answers: {} },
};
const assessment = {
  qualified: false,
  questions: [
    { questionId: 'q1', title: 'Financial assets of at least CNY 3,000,000?', multiple: false, options: [{ optionId: 'y', text: 'Yes' }, { optionId: 'n', text: 'No' }] },
    { questionId: 'q2', title: 'Experience with', multiple: true, options: [{ optionId: 'eq', text: 'Equities' }, { optionId: 'pf', text: 'Private funds' }] },
  ],
  answers: {},
};
const change = { field: 'email' as const, form: { password: '', value: '', code: '' }, errors: {}, failure: null, code: { status: 'idle' as const, sentAt: null } };
const dereg = { form: { reason: 'No longer needed', password: 'Demo1234' }, errors: {}, failure: null };
const ok = fn(async () => ({ ok: true as const }));

const meta = {
  title: 'Client/Settings/SettingsScreen',
  component: SettingsScreen,
  args: {
    status: { kind: 'ready' },
    data,
    locale: 'zh-CN',
    onRetry: fn(),
    onSaveName: ok,
    validate: () => ({}),
    onChangePassword: ok,
    onFontSize: ok,
    onNotifications: ok,
    onMultiDevice: ok,
    onAnswerQualified: ok,
    switchingIdType: false,
    onSwitchIdType: fn(),
    change: null,
    onChangeStart: fn(),
    changeEvents: { onEdit: fn(), onVerify: fn(), onSendCode: fn(), onSubmit: fn(), onConfirmOverwrite: fn(), onDeclineOverwrite: fn(), onClose: fn() },
    unbind: { confirming: null, unbinding: false, failure: null },
    onUnbindRequest: fn(),
    onUnbindConfirm: fn(),
    onUnbindCancel: fn(),
    deregistration: null,
    onDeregisterStart: fn(),
    deregistrationEvents: { onEdit: fn(), onNext: fn(), onBack: fn(), onConfirm: fn(), onRetry: fn(), onClose: fn() },
  },
} satisfies Meta<typeof SettingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const en = (story: Story): Story => ({ ...inEnglish(story), args: { ...story.args, locale: 'en' } });

export const Data: Story = {};
export const Empty: Story = { args: { data: { ...data, devices: [], wechatAccounts: [], relationshipManager: null, switchableIdTypes: [] } } };
export const Loading: Story = { args: { status: { kind: 'loading' }, data: null } };
export const Error: Story = { args: { status: { kind: 'error', message: 'Query failed' }, data: null } };
export const Assessment: Story = { args: { data: { ...data, qualified: assessment } } };
export const ChangePending: Story = {
  args: {
    data: { ...data, pendingChanges: [{ requestId: 'c1', field: 'email', value: 'new***@demo.test', status: 'pending', createdAt: '2024-03-04T08:00:00Z' }] },
    change: { ...change, step: 'pending' },
  },
};
export const ChangeBlocked: Story = { args: { change: { ...change, step: 'blocked' } } };
export const ChangePassword: Story = { args: { change: { ...change, field: 'mobile', step: 'password' } } };
export const ChangeOverwrite: Story = { args: { change: { ...change, field: 'mobile', step: 'askOverwrite', form: { password: '', value: '13900000001', code: '123456' } } } };
export const ConfirmUnbind: Story = { args: { unbind: { confirming: { kind: 'device', id: 'd1', name: 'Safari on iPhone (h5)' }, unbinding: false, failure: null } } };
export const DeregistrationReason: Story = { args: { deregistration: { ...dereg, step: 'reason', errors: { reason: 'reason.tooLong' } } } };
export const DeregistrationConfirm: Story = { args: { deregistration: { ...dereg, step: 'confirm' } } };
export const DeregistrationFailed: Story = { args: { deregistration: { ...dereg, step: 'failed', failure: 'Please unbind the WeChat account first' } } };
export const DataEn = en(Data);
export const EmptyEn = en(Empty);
export const LoadingEn = en(Loading);
export const ErrorEn = en(Error);
export const AssessmentEn = en(Assessment);
export const ChangePendingEn = en(ChangePending);
export const ChangeBlockedEn = en(ChangeBlocked);
export const ChangePasswordEn = en(ChangePassword);
export const ChangeOverwriteEn = en(ChangeOverwrite);
export const ConfirmUnbindEn = en(ConfirmUnbind);
export const DeregistrationReasonEn = en(DeregistrationReason);
export const DeregistrationConfirmEn = en(DeregistrationConfirm);
export const DeregistrationFailedEn = en(DeregistrationFailed);

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SettingsScreen } from '../../../src/screens/client/settings/settings-screen';
import type { SettingsData } from '../../../src/domain/settings';
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
  qualified: null,
};
/** The server's questionnaire (server/services/client-portfolio.ts), in the story's language. */
const questions = (en: boolean) => [
  {
    questionId: 'q1',
    title: en ? 'Your investor type' : '您的投资者类型',
    multiple: false,
    options: [
      { optionId: 'individual', text: en ? 'Individual' : '个人投资者' },
      { optionId: 'organisation', text: en ? 'Organisation' : '机构投资者' },
    ],
  },
  {
    questionId: 'q2',
    title: en ? 'Which of these apply to you (several allowed)' : '您符合以下哪些条件（可多选）',
    multiple: true,
    options: [
      { optionId: 'single', text: en ? 'A single investment of at least CNY 1 million' : '单笔投资不低于100万元' },
      { optionId: 'finAssets', text: en ? 'Personal financial assets of at least CNY 3 million' : '个人金融资产不低于300万元' },
      { optionId: 'income', text: en ? 'Average yearly income of at least CNY 500 thousand over three years' : '最近三年个人年均收入不低于50万元' },
      { optionId: 'none', text: en ? 'None of these' : '以上均不符合' },
    ],
  },
];
const answered = { q1: ['individual'], q2: ['single', 'finAssets'] };
const qualified = (en: boolean) => ({ qualified: true, confirmedAt: '2026-03-16T02:30:00Z', expiresAt: '2027-03-16T02:30:00Z', questions: questions(en), answers: answered });
const assessment = (en: boolean) => ({ qualified: false, questions: questions(en), answers: {} });
/** The year has passed: asked again, with the answers given last time. */
const lapsed = (en: boolean) => ({ qualified: false, confirmedAt: '2025-03-16T02:30:00Z', expiresAt: '2026-03-16T02:30:00Z', questions: questions(en), answers: answered });
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

export const Data: Story = { parameters: { flowState: { machine: 'device-unbind', state: 'idle' } }, args: { data: { ...data, qualified: qualified(false) } } };
export const Empty: Story = { args: { data: { ...data, devices: [], wechatAccounts: [], relationshipManager: null, switchableIdTypes: [] } } };
export const Loading: Story = { args: { status: { kind: 'loading' }, data: null } };
export const Error: Story = { args: { status: { kind: 'error', message: 'Query failed' }, data: null } };
export const Assessment: Story = { args: { data: { ...data, qualified: assessment(false) } } };
export const AssessmentLapsed: Story = { args: { data: { ...data, qualified: lapsed(false) } } };
/** The investor type is switching: the session reloads the user's info (its `loadingInfo` tag). */
export const SwitchingIdType: Story = { parameters: { flowState: { machine: 'session', state: 'authenticated.info.loading' } }, args: { switchingIdType: true } };
export const ChangePending: Story = {
  parameters: { flowState: { machine: 'change-request', state: 'pending' } },
  args: {
    data: { ...data, pendingChanges: [{ requestId: 'c1', field: 'email', value: 'new***@demo.test', status: 'pending', createdAt: '2024-03-04T08:00:00Z' }] },
    change: { ...change, step: 'pending' },
  },
};
export const ChangeBlocked: Story = { parameters: { flowState: { machine: 'change-request', state: 'blocked' } }, args: { change: { ...change, step: 'blocked' } } };
export const ChangePassword: Story = { parameters: { flowState: { machine: 'change-request', state: 'password' } }, args: { change: { ...change, field: 'mobile', step: 'password' } } };
export const ChangeVerifying: Story = { parameters: { flowState: { machine: 'change-request', state: 'verifying' } }, args: { change: { ...change, field: 'mobile', step: 'verifying', form: { password: 'Demo1234', value: '', code: '' } } } };
export const ChangeEditing: Story = { parameters: { flowState: { machine: 'change-request', state: 'editing.idle' } }, args: { change: { ...change, field: 'mobile', step: 'editing', form: { password: 'Demo1234', value: '13900000001', code: '' } } } };
export const ChangeCodeSending: Story = { parameters: { flowState: { machine: 'change-request', state: 'editing.sending' } }, args: { change: { ...change, field: 'mobile', step: 'editing', form: { password: 'Demo1234', value: '13900000001', code: '' }, code: { status: 'sending', sentAt: null } } } };
export const ChangeCodeCooldown: Story = { parameters: { flowState: { machine: 'change-request', state: 'editing.cooldown' } }, args: { change: { ...change, field: 'mobile', step: 'editing', form: { password: 'Demo1234', value: '13900000001', code: '' }, code: { status: 'cooldown', sentAt: Date.now() } } } };
export const ChangeOverwrite: Story = { parameters: { flowState: { machine: 'change-request', state: 'askOverwrite' } }, args: { change: { ...change, field: 'mobile', step: 'askOverwrite', form: { password: '', value: '13900000001', code: '123456' } } } };
export const ChangeSubmitting: Story = { parameters: { flowState: { machine: 'change-request', state: 'submitting' } }, args: { change: { ...change, field: 'email', step: 'submitting', form: { password: 'Demo1234', value: 'new@demo.test', code: '123456' } } } };
export const ConfirmUnbind: Story = { parameters: { flowState: { machine: 'device-unbind', state: 'confirming' } }, args: { unbind: { confirming: { kind: 'device', id: 'd1', name: 'Safari on iPhone (h5)' }, unbinding: false, failure: null } } };
export const Unbinding: Story = { parameters: { flowState: { machine: 'device-unbind', state: 'unbinding' } }, args: { unbind: { confirming: { kind: 'device', id: 'd1', name: 'Safari on iPhone (h5)' }, unbinding: true, failure: null } } };
export const DeregistrationReason: Story = { parameters: { flowState: { machine: 'deregistration', state: 'reason' } }, args: { deregistration: { ...dereg, step: 'reason', errors: { reason: 'reason.tooLong' } } } };
export const DeregistrationPassword: Story = { parameters: { flowState: { machine: 'deregistration', state: 'password' } }, args: { deregistration: { ...dereg, step: 'password' } } };
export const DeregistrationConfirm: Story = { parameters: { flowState: { machine: 'deregistration', state: 'confirming' } }, args: { deregistration: { ...dereg, step: 'confirm' } } };
export const DeregistrationDeleting: Story = { parameters: { flowState: { machine: 'deregistration', state: 'deleting' } }, args: { deregistration: { ...dereg, step: 'deleting' } } };
export const DeregistrationFailed: Story = { parameters: { flowState: { machine: 'deregistration', state: 'failed' } }, args: { deregistration: { ...dereg, step: 'failed', failure: 'Please unbind the WeChat account first' } } };
export const DataEn = en({ args: { data: { ...data, qualified: qualified(true) } } });
export const EmptyEn = en(Empty);
export const LoadingEn = en(Loading);
export const ErrorEn = en(Error);
export const AssessmentEn = en({ args: { data: { ...data, qualified: assessment(true) } } });
export const AssessmentLapsedEn = en({ args: { data: { ...data, qualified: lapsed(true) } } });
export const SwitchingIdTypeEn = en(SwitchingIdType);
export const ChangePendingEn = en(ChangePending);
export const ChangeBlockedEn = en(ChangeBlocked);
export const ChangePasswordEn = en(ChangePassword);
export const ChangeVerifyingEn = en(ChangeVerifying);
export const ChangeEditingEn = en(ChangeEditing);
export const ChangeCodeSendingEn = en(ChangeCodeSending);
export const ChangeCodeCooldownEn = en(ChangeCodeCooldown);
export const ChangeOverwriteEn = en(ChangeOverwrite);
export const ChangeSubmittingEn = en(ChangeSubmitting);
export const ConfirmUnbindEn = en(ConfirmUnbind);
export const UnbindingEn = en(Unbinding);
export const DeregistrationReasonEn = en(DeregistrationReason);
export const DeregistrationPasswordEn = en(DeregistrationPassword);
export const DeregistrationConfirmEn = en(DeregistrationConfirm);
export const DeregistrationDeletingEn = en(DeregistrationDeleting);
export const DeregistrationFailedEn = en(DeregistrationFailed);

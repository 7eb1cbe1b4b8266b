import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SecurityCentreScreen } from '../../../src/screens/client/settings/security-centre-screen';
import type { OpenSessionItem, SignInItem } from '../../../src/domain/settings';
import type { AuthenticatorProps, AuthenticatorView } from '../../../src/screens/client/settings/authenticator-section';
import type { PasskeyItem, PasskeysProps, PasskeysView } from '../../../src/screens/client/settings/passkeys-section';
import { inEnglish } from '../../support/locale';

const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const EDGE_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0';

const here: OpenSessionItem = { sessionId: 'ses-1', signedInAt: '2026-11-29T01:10:00Z', lastActiveAt: '2026-11-29T02:40:00Z', userAgent: CHROME_MAC, ip: '203.0.113.24', current: true };
const phone: OpenSessionItem = { sessionId: 'ses-2', signedInAt: '2026-11-28T12:05:00Z', lastActiveAt: '2026-11-29T02:31:00Z', userAgent: SAFARI_IPHONE, ip: '198.51.100.7', current: false };
const office: OpenSessionItem = { sessionId: 'ses-3', signedInAt: '2026-11-29T00:02:00Z', lastActiveAt: '2026-11-29T00:30:00Z', userAgent: EDGE_WINDOWS, ip: '2001:db8::1f', current: false };
const history: SignInItem[] = [
  { at: '2026-11-29T01:10:00Z', outcome: 'success', userAgent: CHROME_MAC, ip: '203.0.113.24', thisDevice: true },
  { at: '2026-11-29T01:09:00Z', outcome: 'wrongPassword', userAgent: CHROME_MAC, ip: '203.0.113.24', thisDevice: true },
  { at: '2026-11-29T00:02:00Z', outcome: 'success', userAgent: EDGE_WINDOWS, ip: '2001:db8::1f', thisDevice: false },
  { at: '2026-11-28T21:44:00Z', outcome: 'captchaWrong', userAgent: 'curl/8.5.0', ip: '192.0.2.99', thisDevice: false },
  { at: '2026-11-28T21:43:00Z', outcome: 'captchaRequired', userAgent: 'curl/8.5.0', ip: '192.0.2.99', thisDevice: false },
  { at: '2026-11-28T21:42:00Z', outcome: 'wrongPassword', userAgent: 'curl/8.5.0', ip: '192.0.2.99', thisDevice: false },
  { at: '2026-11-28T12:05:00Z', outcome: 'success', userAgent: SAFARI_IPHONE, ip: '198.51.100.7', thisDevice: false },
  { at: '2026-11-28T12:04:00Z', outcome: 'wrongCode', userAgent: SAFARI_IPHONE, ip: '198.51.100.7', thisDevice: false },
];
const page = (list: SignInItem[], total = list.length) => ({ list, total, page: 1, limit: 10 });
const idle = { confirming: null, signingOut: false, signedOut: null, failure: null };

const meta = {
  title: 'Client/Settings/SecurityCentreScreen',
  component: SecurityCentreScreen,
  args: {
    status: { kind: 'ready' },
    sessions: [here, phone, office],
    history: page(history, 23),
    locale: 'zh-CN',
    signOut: idle,
    onSignOutRequest: fn(),
    onSignOutConfirm: fn(),
    onSignOutCancel: fn(),
    onPage: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SecurityCentreScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const en = (story: Story): Story => ({ ...inEnglish(story), args: { ...story.args, locale: 'en' } });

/** Three devices signed in, and a page of the history: failures (a captcha asked for among them) and successes. */
export const List: Story = { parameters: { flowState: { machine: 'session-signout', state: 'idle' } } };
/** Only this device, nothing recorded yet (an account that signed in before the history was kept). */
export const Empty: Story = { args: { sessions: [here], history: page([]) } };
export const Loading: Story = { args: { status: { kind: 'loading' }, sessions: [], history: page([]) } };
export const Error: Story = { args: { status: { kind: 'error', message: '网络异常，请稍后重试' }, sessions: [], history: page([]) } };
/** The investor asked to sign the phone out: the confirmation. */
export const Confirming: Story = { parameters: { flowState: { machine: 'session-signout', state: 'confirming' } }, args: { signOut: { ...idle, confirming: { sessionId: phone.sessionId, name: 'Safari · iOS' } } } };
/** Confirmed: the server is signing it out. */
export const Revoking: Story = { parameters: { flowState: { machine: 'session-signout', state: 'signingOut' } }, args: { signOut: { ...idle, confirming: { sessionId: phone.sessionId, name: 'Safari · iOS' }, signingOut: true } } };
/** Signed out: the notice, and the lists without it. */
export const Revoked: Story = { parameters: { flowState: { machine: 'session-signout', state: 'signedOut' } }, args: { sessions: [here, office], signOut: { ...idle, signedOut: { name: 'Safari · iOS' } } } };
/** The session had ended meanwhile: the refusal, with the lists as they are now. */
export const RevokeFailed: Story = { parameters: { flowState: { machine: 'session-signout', state: 'idle' } }, args: { sessions: [here, office], signOut: { ...idle, failure: '未找到' } } };

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const authenticator = (view: AuthenticatorView, over: Partial<AuthenticatorProps> = {}): AuthenticatorProps => ({
  view,
  pending: false,
  error: null,
  onStart: fn(),
  onConfirm: fn(),
  onCancel: fn(),
  onCodesSaved: fn(),
  onRegenerate: fn(),
  onRegenerateConfirm: fn(),
  onDisable: fn(),
  onDisableConfirm: fn(),
  ...over,
});
const RECOVERY = ['K7Q2M-XP4WN', 'D9R3T-LM8ZC', 'W2HJ6-PQ5UV', 'B4NXE-7KTRA', 'Z8CFM-3YGHW', 'P6SUD-Q2LEN', 'H3VKB-9ZRMT', 'E5WQX-C7JPL', 'U2GNA-4HDYS', 'M8TRF-K6XBQ'];
const setup: AuthenticatorView = {
  kind: 'setup',
  otpauthUri: `otpauth://totp/Harbourline:investor%40demo.test?secret=${SECRET}&period=30&issuer=Harbourline`,
  secretGroups: SECRET.match(/.{4}/g)!.join(' '),
};
/** The authenticator app is off: the way to turn it on. */
export const AuthenticatorOff: Story = { parameters: { flowState: { machine: 'authenticator', state: 'off' } }, args: { authenticator: authenticator({ kind: 'off' }) } };
export const AuthenticatorLoading: Story = { parameters: { flowState: { machine: 'authenticator', state: 'loading' } }, args: { authenticator: authenticator({ kind: 'loading' }) } };
/** Set-up: the QR code, the secret in groups of four and the field for the app's first code. */
export const AuthenticatorSetup: Story = { parameters: { flowState: { machine: 'authenticator', state: 'setup' } }, args: { authenticator: authenticator(setup) } };
/** The first code was wrong: the server's message, the set-up still open. */
export const AuthenticatorSetupWrongCode: Story = { parameters: { flowState: { machine: 'authenticator', state: 'setup' } }, args: { authenticator: authenticator(setup, { error: '动态码或恢复码错误，请重试' }) } };
/** Turned on: the recovery codes, shown this once, with copy and download. */
export const AuthenticatorCodes: Story = { parameters: { flowState: { machine: 'authenticator', state: 'codes' } }, args: { authenticator: authenticator({ kind: 'codes', codes: RECOVERY }) } };
/** On, with the recovery codes left, new ones and turning it off. */
export const AuthenticatorOn: Story = { parameters: { flowState: { machine: 'authenticator', state: 'on' } }, args: { authenticator: authenticator({ kind: 'on', recoveryCodesLeft: 7 }) } };
export const AuthenticatorRegenerate: Story = { parameters: { flowState: { machine: 'authenticator', state: 'regenerate' } }, args: { authenticator: authenticator({ kind: 'regenerate', recoveryCodesLeft: 2 }) } };
export const AuthenticatorDisable: Story = { parameters: { flowState: { machine: 'authenticator', state: 'disable' } }, args: { authenticator: authenticator({ kind: 'disable', recoveryCodesLeft: 7 }) } };
/** Turning on: the secret is on its way, the button waits. */
export const AuthenticatorStarting: Story = { parameters: { flowState: { machine: 'authenticator', state: 'starting' } }, args: { authenticator: authenticator({ kind: 'off' }, { pending: true }) } };
/** The app's first code is being checked. */
export const AuthenticatorConfirming: Story = { parameters: { flowState: { machine: 'authenticator', state: 'confirming' } }, args: { authenticator: authenticator(setup, { pending: true }) } };
/** New recovery codes are being made. */
export const AuthenticatorRegenerating: Story = { parameters: { flowState: { machine: 'authenticator', state: 'regenerating' } }, args: { authenticator: authenticator({ kind: 'regenerate', recoveryCodesLeft: 2 }, { pending: true }) } };
export const AuthenticatorDisabling: Story = { parameters: { flowState: { machine: 'authenticator', state: 'disabling' } }, args: { authenticator: authenticator({ kind: 'disable', recoveryCodesLeft: 7 }, { pending: true }) } };

const macbook: PasskeyItem = { id: 1, name: 'MacBook Pro', createdAt: '2026-10-02T08:15:00Z', lastUsedAt: '2026-11-29T01:10:00Z' };
const iphone: PasskeyItem = { id: 2, name: 'iPhone 16', createdAt: '2026-11-20T13:40:00Z', lastUsedAt: null };
const passkeys = (view: PasskeysView, over: Partial<PasskeysProps> = {}): PasskeysProps => ({
  view,
  passkeys: [macbook, iphone],
  locale: 'zh-CN',
  supported: true,
  pending: false,
  error: null,
  added: null,
  onAdd: fn(),
  onAddConfirm: fn(),
  onRemove: fn(),
  onRemoveConfirm: fn(),
  onCancel: fn(),
  onCodesSaved: fn(),
  ...over,
});
const passkeysEn = (props: PasskeysProps): PasskeysProps => ({ ...props, locale: 'en' });
const inPasskeys = (state: string) => ({ flowState: { machine: 'passkeys', state } });
/** Two passkeys, one used to sign in, one not yet. */
export const PasskeysList: Story = { parameters: inPasskeys('list'), args: { passkeys: passkeys({ kind: 'list' }) } };
export const PasskeysLoading: Story = { parameters: inPasskeys('loading'), args: { passkeys: passkeys({ kind: 'loading' }, { passkeys: [] }) } };
/** None yet: the way to add one. */
export const PasskeysEmpty: Story = { parameters: inPasskeys('list'), args: { passkeys: passkeys({ kind: 'list' }, { passkeys: [] }) } };
/** Adding: the name first; the browser asks next. */
export const PasskeysNaming: Story = { parameters: inPasskeys('naming'), args: { passkeys: passkeys({ kind: 'naming' }) } };
/** The browser's prompt is open. */
export const PasskeysAdding: Story = { parameters: inPasskeys('adding'), args: { passkeys: passkeys({ kind: 'naming' }, { pending: true }) } };
/** The first passkey of the account: its recovery codes, shown once, with the list already holding it. */
export const PasskeysCodes: Story = {
  parameters: inPasskeys('codes'),
  args: { passkeys: passkeys({ kind: 'codes', codes: RECOVERY }, { passkeys: [iphone], added: 'iPhone 16' }) },
};
/** Added (not the first): the notice above the list. */
export const PasskeysAdded: Story = { parameters: inPasskeys('list'), args: { passkeys: passkeys({ kind: 'list' }, { added: 'iPhone 16' }) } };
/** The browser's prompt was dismissed: the name step stays, with the reason. */
export const PasskeysDismissed: Story = {
  parameters: inPasskeys('naming'),
  args: { passkeys: passkeys({ kind: 'naming' }, { error: '未完成添加：浏览器的验证已取消或超时。' }) },
};
/** Removing one: the confirmation. */
export const PasskeysRemoving: Story = { parameters: inPasskeys('removing'), args: { passkeys: passkeys({ kind: 'removing', passkey: iphone }) } };
/** The removal is on its way. */
export const PasskeysDeleting: Story = {
  parameters: inPasskeys('deleting'),
  args: { passkeys: passkeys({ kind: 'removing', passkey: iphone }, { pending: true }) },
};
/** A browser without WebAuthn: the list, and no way to add. */
export const PasskeysUnsupported: Story = {
  parameters: inPasskeys('list'),
  args: { passkeys: passkeys({ kind: 'list' }, { supported: false, passkeys: [macbook] }) },
};

export const ListEn = en(List);
export const AuthenticatorOffEn = en(AuthenticatorOff);
export const AuthenticatorLoadingEn = en(AuthenticatorLoading);
export const AuthenticatorSetupEn = en(AuthenticatorSetup);
export const AuthenticatorSetupWrongCodeEn = en({ ...AuthenticatorSetupWrongCode, args: { authenticator: authenticator(setup, { error: 'Incorrect code, please try again' }) } });
export const AuthenticatorCodesEn = en(AuthenticatorCodes);
export const AuthenticatorOnEn = en(AuthenticatorOn);
export const AuthenticatorRegenerateEn = en(AuthenticatorRegenerate);
export const AuthenticatorDisableEn = en(AuthenticatorDisable);
export const AuthenticatorDisablingEn = en(AuthenticatorDisabling);
export const AuthenticatorStartingEn = en(AuthenticatorStarting);
export const AuthenticatorConfirmingEn = en(AuthenticatorConfirming);
export const AuthenticatorRegeneratingEn = en(AuthenticatorRegenerating);
export const EmptyEn = en(Empty);
export const LoadingEn = en(Loading);
export const ErrorEn = en({ args: { ...Error.args, status: { kind: 'error', message: 'Network error, please try later' } } });
export const ConfirmingEn = en(Confirming);
export const RevokingEn = en(Revoking);
export const RevokedEn = en(Revoked);
export const RevokeFailedEn = en({ args: { ...RevokeFailed.args, signOut: { ...idle, failure: 'Not found' } } });
/** The passkeys' stories in English: the same state, the English dates. */
const passkeysInEnglish = (story: Story, over: Partial<PasskeysProps> = {}): Story =>
  en({ parameters: story.parameters, args: { passkeys: passkeysEn({ ...story.args!.passkeys!, ...over }) } });
export const PasskeysListEn = passkeysInEnglish(PasskeysList);
export const PasskeysLoadingEn = passkeysInEnglish(PasskeysLoading);
export const PasskeysEmptyEn = passkeysInEnglish(PasskeysEmpty);
export const PasskeysNamingEn = passkeysInEnglish(PasskeysNaming);
export const PasskeysAddingEn = passkeysInEnglish(PasskeysAdding);
export const PasskeysCodesEn = passkeysInEnglish(PasskeysCodes);
export const PasskeysAddedEn = passkeysInEnglish(PasskeysAdded);
export const PasskeysDismissedEn = passkeysInEnglish(PasskeysDismissed, { error: 'Not added: the browser’s check was cancelled or timed out.' });
export const PasskeysRemovingEn = passkeysInEnglish(PasskeysRemoving);
export const PasskeysDeletingEn = passkeysInEnglish(PasskeysDeleting);
export const PasskeysUnsupportedEn = passkeysInEnglish(PasskeysUnsupported);

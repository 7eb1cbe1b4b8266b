/** The settings screen's data (SPEC.md §3 user fields, §2 settings sections). */
import type { components } from '../api/schema';
import type { IdentityType } from '../constants';

type Schemas = components['schemas'];

export type FontPx = 12 | 14 | 18 | 24;

export interface DeviceItem {
  deviceId: string;
  name: string;
  lastSeenAt: string;
  /** The device of this session (cannot be unbound from itself). */
  current: boolean;
}

export interface WechatItem {
  wechatId: string;
  nickname: string;
  boundAt: string;
}

export interface PendingChange {
  requestId: string;
  field: 'email' | 'mobile';
  /** Masked new value. */
  value: string;
  status: 'pending' | 'approved' | 'rejected';
  createdAt: string;
}

export interface Notifications {
  sms: boolean;
  email: boolean;
  wechat: boolean;
}

export type QualifiedQuestion = Schemas['QualifiedQuestion'];

export interface QualifiedState {
  qualified: boolean;
  /** When the assessment was answered, and until when it holds (a lapsed one is asked again). */
  confirmedAt?: string | null;
  expiresAt?: string | null;
  /** The questionnaire: to answer when not qualified, to read the answers by, and to update them. */
  questions: QualifiedQuestion[];
  /** The answers last given, by question id. */
  answers: Record<string, string[]>;
}

export interface SettingsData {
  userName: string;
  account: string;
  email: string;
  mobile: string;
  fontSize: FontPx;
  notifications: Notifications;
  allowMultipleDevices: boolean;
  devices: DeviceItem[];
  wechatAccounts: WechatItem[];
  relationshipManager: { name: string; mobile?: string; email?: string } | null;
  partnerName: string | null;
  institution: { name: string; mobile?: string; email?: string } | null;
  pendingChanges: PendingChange[];
  currentIdType: IdentityType;
  /** Investor types this user may switch to. */
  switchableIdTypes: IdentityType[];
  qualified: QualifiedState | null;
}

/** One settings call's result: done, or refused with a message already in the user's language. */
/** A refused or failed save: the message in the user's language; `unreachable` when the server was not reached. */
export type SaveResult = { ok: true } | { ok: false; message: string; unreachable?: boolean };

/** The security centre: one sign-in attempt on the investor's account. */
export type SignInOutcome = 'success' | 'wrongPassword' | 'captchaRequired' | 'captchaWrong' | 'locked' | 'wrongCode';
export interface SignInItem {
  at: string;
  outcome: SignInOutcome;
  userAgent: string;
  ip: string;
  /** It came from the browser this page is open in. */
  thisDevice: boolean;
}

/** A session of the account that is open now. */
export type OpenSessionItem = Schemas['OpenSession'];

export type SignInPage = Schemas['SignInPage'];
/** One of the investor's passkeys, as the security centre lists it. */
export type PasskeyItem = Schemas['Passkey'];

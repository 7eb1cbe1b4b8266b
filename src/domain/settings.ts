/** The settings screen's data (SPEC.md §3 user fields, §2 settings sections). */
import type { components } from '../api/schema';
import type { IdentityType } from '../constants';

type Schemas = components['schemas'];

export type FontPx = Schemas['FontSize'];

/** A registered device; `current`: the device of this session (cannot be unbound from itself). */
export type DeviceItem = Schemas['Device'];

export type WechatItem = Schemas['WechatAccount'];

/** A change of e-mail or mobile under review; `value` is the new one, masked. */
export type PendingChange = Schemas['ChangeRequest'];

export type Notifications = Schemas['NotificationSettings'];

export type QualifiedQuestion = Schemas['QualifiedQuestion'];
type QualifiedStatus = Schemas['QualifiedStatus'];

/**
 * The assessment's status (confirmedAt, expiresAt: when it was answered, and until when it holds; a lapsed one is
 * asked again) with its questionnaire.
 */
export interface QualifiedState extends QualifiedStatus {
  /** The questionnaire: to answer when not qualified, to read the answers by, and to update them. */
  questions: QualifiedQuestion[];
  /** The answers last given, by question id. */
  answers: Record<string, string[]>;
}

/** The account's settings as getAccountSettingInfo gives them, absent contacts and partner name as null. */
export interface SettingsData extends Pick<
  Schemas['UserSettings'],
  'userName' | 'account' | 'email' | 'mobile' | 'fontSize' | 'notifications' | 'allowMultipleDevices' | 'devices'
  | 'wechatAccounts' | 'pendingChanges'
> {
  relationshipManager: Schemas['Contact'] | null;
  partnerName: string | null;
  institution: Schemas['Contact'] | null;
  currentIdType: IdentityType;
  /** Investor types this user may switch to. */
  switchableIdTypes: IdentityType[];
  qualified: QualifiedState | null;
}

/** One settings call's result: done, or refused with a message already in the user's language. */
/** A refused or failed save: the message in the user's language; `unreachable` when the server was not reached. */
export type SaveResult = { ok: true } | { ok: false; message: string; unreachable?: boolean };

/** The security centre: one sign-in attempt on the investor's account. */
export type SignInOutcome = Schemas['SignIn']['outcome'];
/** `thisDevice`: it came from the browser this page is open in. */
export type SignInItem = Schemas['SignIn'];

/** A session of the account that is open now. */
export type OpenSessionItem = Schemas['OpenSession'];

export type SignInPage = Schemas['SignInPage'];
/** One of the investor's passkeys, as the security centre lists it. */
export type PasskeyItem = Schemas['Passkey'];

/**
 * Domain types of the binding, partner-expiry, registration, forgot-password and disclaimer machines and of
 * validation.ts. Types only: screens, src/actors and tests import them without pulling in a machine.
 */
import type { TokenSet } from './types';

/** Message keys returned by validation.ts and by the machines; the UI turns each into a localized text. */
export type ValidationKey =
  | 'account.required'
  | 'account.format'
  | 'account.tooLong'
  | 'email.required'
  | 'email.format'
  | 'email.tooLong'
  | 'enterpriseEmail.required'
  | 'enterpriseEmail.format'
  | 'enterpriseEmail.tooLong'
  | 'password.required'
  | 'password.length'
  | 'password.mix'
  | 'confirm.required'
  | 'confirm.mismatch'
  | 'captcha.required'
  | 'captcha.tooLong'
  | 'code.required'
  | 'name.required'
  | 'name.tooLong'
  | 'terms.required'
  | 'idNumber.required'
  | 'idNumber.format'
  | 'birthday.required'
  | 'birthday.format'
  | 'mobile.required'
  | 'mobile.format'
  | 'productName.required'
  | 'productName.tooLong'
  | 'purchaseChannel.required'
  | 'purchaseChannel.tooLong'
  | 'additionalInfo.tooLong';

/** Keys the machines set from a server outcome (not from validation.ts). */
export type ServerFieldKey = 'captcha.invalid' | 'code.invalid';

export type FieldErrors<F extends string> = Partial<Record<F, ValidationKey | ServerFieldKey>>;

/** Maximum lengths (src/constants.ts); validation.ts has them as defaults, the app may pass its own. */
export interface FieldLimits {
  passwordMin: number;
  passwordMax: number;
  name: number;
  email: number;
  mobile: number;
  idNumber: number;
  product: number;
  additionalInfo: number;
  captcha: number;
}

// ---------------------------------------------------------------- binding

export type BindingKind = 'domestic' | 'offshore' | 'partner';

/** SPEC.md §3 binding fields as typed (raw strings: nothing the user typed is changed in the form). */
export interface BindingForm {
  /** Fixed: the only ID type offered is the ID card. */
  idType: 'idCard';
  idNumber: string;
  /** YYYY-MM-DD */
  birthday: string;
  mobile: string;
  email: string;
  /** Only asked (and required) on the partner form. */
  enterpriseEmail: string;
  /** One or more names separated by commas (ASCII `,`, Chinese `，` or `、`). */
  productName: string;
  /** One or more channels separated by commas. */
  purchaseChannel: string;
  additionalInfo: string;
}
export type BindingField = Exclude<keyof BindingForm, 'idType'>;

/** What the `bind` actor receives: trimmed values, lists split and normalised. */
export interface BindRequest {
  kind: BindingKind;
  idType: 'idCard';
  /** Upper-case X checksum. */
  idNumber: string;
  birthday: string;
  /** Spaces and dashes removed. */
  mobile: string;
  email: string;
  /** Present for kind 'partner' only. */
  enterpriseEmail?: string;
  productNames: string[];
  purchaseChannels: string[];
  additionalInfo: string;
}

/** Tokens of the bind response (userLoginTokenVO), when the server opens a session. */
export type BindSessionTokens = TokenSet;

/** SPEC.md §4 "Binding outcomes", as the `bind` actor reports them. */
export type BindOutcome =
  | { kind: 'success'; partnerName: string; session?: BindSessionTokens }
  | { kind: 'underReview' }
  | { kind: 'hasProducts' }
  | { kind: 'conflictDomesticOffshore' }
  | { kind: 'alreadySubmitted' }
  | { kind: 'alreadyPartner' }
  | { kind: 'failure'; message?: string };

export interface BoundItem {
  kind: BindingKind;
  partnerName: string;
}

// ---------------------------------------------------------------- registration / forgot password

export type RegistrationIdentity = 'individual' | 'partner' | 'institution';

export interface RegistrationForm {
  /** Email or mobile number. */
  account: string;
  name: string;
  password: string;
  confirm: string;
  captcha: string;
  code: string;
  /** Terms of use and privacy policy ticked. */
  agreed: boolean;
}
export type RegistrationField = keyof RegistrationForm;

export interface Captcha {
  captchaKey: string;
  /** data:image/svg+xml;base64,... */
  image: string;
}

export type CodeChannel = 'sms' | 'email';
export type CodePurpose = 'register' | 'resetPassword';

export interface SendCodeRequest {
  account: string;
  channel: CodeChannel;
  purpose: CodePurpose;
  captchaKey: string;
  captchaCode: string;
}
export type SendCodeOutcome = { kind: 'sent' } | { kind: 'captchaInvalid' } | { kind: 'failure'; message?: string };

export interface RegisterRequest {
  identity: Exclude<RegistrationIdentity, 'institution'>;
  account: string;
  channel: CodeChannel;
  name: string;
  password: string;
  code: string;
}
/** status 0 → ok; any other status → rejected with the server's statusMsg (SPEC.md §5). */
export type RegisterOutcome =
  | { kind: 'ok'; onetimeToken: string; userId: string; userName: string; equipmentId: string }
  | { kind: 'rejected'; statusMsg: string };

export interface ForgotPasswordForm {
  account: string;
  captcha: string;
  code: string;
  password: string;
  confirm: string;
}
export type ForgotPasswordField = keyof ForgotPasswordForm;

export interface ResetPasswordRequest {
  account: string;
  channel: CodeChannel;
  code: string;
  password: string;
}
export type ResetPasswordOutcome = { kind: 'ok' } | { kind: 'codeInvalid' } | { kind: 'failure'; message?: string };

// ---------------------------------------------------------------- partner expiry

export type SendPartnerAuthEmailOutcome = { kind: 'sent'; maskedEmail?: string } | { kind: 'failure'; message?: string };

/**
 * Validation of the emailed link. `mobileDiffers`: the link is valid and the server holds a mobile number that
 * differs from the one on record; the user is asked whether to use it and overwrite the old one.
 */
export type ValidateEmailOutcome =
  | { kind: 'valid' }
  | { kind: 'mobileDiffers'; mobile: string }
  | { kind: 'invalid' }
  | { kind: 'expired' };

export interface CoverClientMsgRequest {
  validationToken: string;
  mobile: string;
}
export type CoverClientMsgOutcome = { kind: 'ok' } | { kind: 'failure'; message?: string };

/**
 * Domain types of the binding, partner-expiry, registration, forgot-password and disclaimer machines and of
 * validation.ts. Types only: screens, src/actors and tests import them without pulling in a machine. Those that
 * restate the contract's shapes are checked against the generated schema in src/actors/contract-types.ts.
 */
import type { TokenSet } from './types';
import type { Refusal } from './failure';

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
  | 'password.spaces'
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

/**
 * What the `bind` actor receives: trimmed values, lists normalised. Field names follow openapi.yaml ApplyRequest;
 * the actor turns `kind` into identityType/relationType (domestic 1/0, offshore 1/1, partner 3/3), calls
 * bindIdentityType and, when that answers noMatch, saveRegisterApply with the product fields.
 */
export interface BindRequest {
  kind: BindingKind;
  idType: 'idCard';
  /** Upper-case X checksum. */
  idNumber: string;
  /** YYYY-MM-DD */
  birthday: string;
  /** Spaces, dashes and brackets removed. */
  mobile: string;
  email: string;
  /** Present for kind 'partner' only. */
  enterpriseEmail?: string;
  /** Items trimmed, blanks and repeats dropped, joined with ',' (ASCII) whatever comma was typed. */
  productName: string;
  purchaseChannel: string;
  additionalInformation: string;
}

/**
 * Answer to "use this mobile number and overwrite the old one?" (openapi.yaml CoverClientMsgRequest):
 * true overwrites the firm's record, false keeps the old one. Used by binding and partner-expiry.
 */
export interface CoverClientMsgRequest {
  cover: boolean;
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
  /** The record matched but its mobile/e-mail differs: ask whether to overwrite (then `coverClientMsg`). */
  | { kind: 'contactMismatch' }
  | Refusal;

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
  /** data:image/png;base64,... */
  image: string;
}

/** Where a code would go; the UI may say "SMS" or "e-mail" before sending. */
export type CodeChannel = 'sms' | 'email';
/** openapi.yaml MsgCodeScene (the public ones). */
export type CodeScene = 'register' | 'forgotPassword';

/** openapi.yaml MsgCodeRequest (getMsgCode). */
export interface SendCodeRequest {
  /** E-mail trimmed, or mobile without spaces/dashes. */
  account: string;
  scene: CodeScene;
  captchaKey: string;
  captchaCode: string;
}
export type SendCodeOutcome =
  | { kind: 'sent'; /** Masked recipient, when the server says. */ sentTo?: string }
  | { kind: 'captchaInvalid' }
  | Refusal;

/** openapi.yaml RegisterRequest (registerV2). */
export interface RegisterRequest {
  /** 1 private fund holder (individual), 3 partner. */
  identityType: 1 | 3;
  account: string;
  userName: string;
  password: string;
  verificationCode: string;
  agreeTerms: true;
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

/** openapi.yaml ForgotPasswordRequest (forgotPwdV2). */
export interface ResetPasswordRequest {
  account: string;
  verificationCode: string;
  password: string;
}
export type ResetPasswordOutcome = { kind: 'ok' } | { kind: 'codeInvalid' } | Refusal;

// ---------------------------------------------------------------- partner expiry

/** sendPartnerAuthEmail; `sentTo` is openapi.yaml MailSent.sentTo (masked address). */
export type SendPartnerAuthEmailOutcome = { kind: 'sent'; sentTo?: string } | Refusal;

/**
 * Validation of the emailed link. `mobileDiffers`: the link is valid and the server holds a mobile number that
 * differs from the one on record; the user is asked whether to use it and overwrite the old one.
 */
export type ValidateEmailOutcome =
  | { kind: 'valid' }
  | { kind: 'mobileDiffers'; mobile: string }
  | { kind: 'invalid' }
  | { kind: 'expired' };

/** coverClientMsg as partner-expiry needs it: done or refused (binding reads the full BindOutcome instead). */
export type CoverClientMsgOutcome = { kind: 'ok' } | Refusal;

/**
 * Form rules of SPEC.md section 5, pure. Each check returns a message KEY (or null); the UI owns the texts.
 * Maximum lengths come in as `limits`; DEFAULT_LIMITS duplicates src/constants.ts only because machines may not
 * import from src/ (tests/machines/validation.test.ts pins every default to its constant).
 */
import type {
  BindingField,
  BindingForm,
  BindingKind,
  BindRequest,
  CodeChannel,
  FieldErrors,
  FieldLimits,
  ForgotPasswordField,
  ForgotPasswordForm,
  RegistrationField,
  RegistrationForm,
  ValidationKey,
} from './flow-types';

export const DEFAULT_LIMITS: FieldLimits = {
  passwordMin: 8,
  passwordMax: 20,
  name: 50,
  email: 50,
  mobile: 20,
  idNumber: 25,
  product: 200,
  additionalInfo: 200,
  captcha: 30,
};

type Check = ValidationKey | null;

/** Length in characters as a reader counts them (a Chinese character or an emoji is one). */
const length = (value: string) => [...value].length;

const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
export const isEmail = (value: string) => EMAIL.test(value.trim()) && !value.includes('..');

/** Spaces, dashes and brackets are how people group digits; they are not part of the number. */
export const normaliseMobile = (value: string) => value.replace(/[\s\-()]/g, '');

const MAINLAND_MOBILE = /^(\+?86)?1[3-9]\d{9}$/;
/** Hong Kong mobiles start 4-9, Singapore mobiles 8 or 9, North America: area code and exchange not 0/1. */
const OFFSHORE_MOBILE = [/^\+852[4-9]\d{7}$/, /^\+65[89]\d{7}$/, /^\+1[2-9]\d{2}[2-9]\d{6}$/];

export function isMobile(value: string, options: { offshore?: boolean } = {}): boolean {
  const mobile = normaliseMobile(value);
  if (MAINLAND_MOBILE.test(mobile)) return true;
  return options.offshore === true && OFFSHORE_MOBILE.some((re) => re.test(mobile));
}

/** A real calendar date written YYYY-MM-DD (or the YYYYMMDD of an ID card). */
function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK_CHARS = '10X98765432';

/** Chinese resident ID card (GB 11643): 18 characters, an embedded birth date, ISO 7064 mod 11-2 check. */
export function isChineseIdCard(value: string): boolean {
  const id = value.trim().toUpperCase();
  if (!/^[1-9]\d{16}[\dX]$/.test(id)) return false;
  const year = Number(id.slice(6, 10));
  if (year < 1900 || !isCalendarDate(year, Number(id.slice(10, 12)), Number(id.slice(12, 14)))) return false;
  const sum = ID_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(id[i]), 0);
  return ID_CHECK_CHARS[sum % 11] === id[17];
}

export function isBirthday(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  return match !== null && isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** "A, B，C、 B" → ['A', 'B', 'C']: ASCII, full-width and enumeration commas; blanks and repeats dropped. */
export function splitList(value: string): string[] {
  const items = value
    .split(/[,，、]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
  return [...new Set(items)];
}

// ---------------------------------------------------------------- single fields

export function checkEmail(value: string, max = DEFAULT_LIMITS.email): Check {
  if (value.trim() === '') return 'email.required';
  if (length(value.trim()) > max) return 'email.tooLong';
  return isEmail(value) ? null : 'email.format';
}

export function checkEnterpriseEmail(value: string, max = DEFAULT_LIMITS.email): Check {
  const key = checkEmail(value, max);
  return key === null ? null : (key.replace('email.', 'enterpriseEmail.') as ValidationKey);
}

export function checkPassword(value: string, limits: FieldLimits = DEFAULT_LIMITS): Check {
  if (value === '') return 'password.required';
  if (length(value) < limits.passwordMin || length(value) > limits.passwordMax) return 'password.length';
  // The server's rule (openapi.yaml): no whitespace anywhere.
  if (/\s/.test(value)) return 'password.spaces';
  return /[A-Za-z]/.test(value) && /\d/.test(value) ? null : 'password.mix';
}

export function checkConfirm(password: string, confirm: string): Check {
  if (confirm === '') return 'confirm.required';
  return confirm === password ? null : 'confirm.mismatch';
}

export function checkMobile(value: string, options: { offshore?: boolean; max?: number } = {}): Check {
  if (value.trim() === '') return 'mobile.required';
  if (length(normaliseMobile(value)) > (options.max ?? DEFAULT_LIMITS.mobile)) return 'mobile.format';
  return isMobile(value, options) ? null : 'mobile.format';
}

/** Login/registration account: an email address or a mobile number (mainland or the offshore formats). */
export function checkAccount(value: string, max = DEFAULT_LIMITS.email): Check {
  if (value.trim() === '') return 'account.required';
  if (length(value.trim()) > max) return 'account.tooLong';
  return isEmail(value) || isMobile(value, { offshore: true }) ? null : 'account.format';
}

export const accountChannel = (account: string): CodeChannel => (isEmail(account) ? 'email' : 'sms');
export const normaliseAccount = (account: string) => (isEmail(account) ? account.trim() : normaliseMobile(account));

export function checkIdNumber(value: string, max = DEFAULT_LIMITS.idNumber): Check {
  if (value.trim() === '') return 'idNumber.required';
  if (length(value.trim()) > max) return 'idNumber.format';
  return isChineseIdCard(value) ? null : 'idNumber.format';
}

export function checkBirthday(value: string): Check {
  if (value.trim() === '') return 'birthday.required';
  return isBirthday(value) ? null : 'birthday.format';
}

export function checkRequired<K extends ValidationKey>(value: string, required: K, tooLong?: ValidationKey, max?: number) {
  if (value.trim() === '') return required;
  if (tooLong !== undefined && max !== undefined && length(value.trim()) > max) return tooLong;
  return null;
}

export const checkTerms = (agreed: boolean): Check => (agreed ? null : 'terms.required');

/** Drops the fields without an error, so `Object.keys(errors).length === 0` means valid. */
function collect<F extends string>(checks: Record<F, Check>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of Object.keys(checks) as F[]) {
    const key = checks[field];
    if (key !== null) errors[field] = key;
  }
  return errors;
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;

// ---------------------------------------------------------------- forms

export function validateBinding(
  kind: BindingKind,
  form: BindingForm,
  limits: FieldLimits = DEFAULT_LIMITS,
): FieldErrors<BindingField> {
  return collect<BindingField>({
    idNumber: checkIdNumber(form.idNumber, limits.idNumber),
    birthday: checkBirthday(form.birthday),
    mobile: checkMobile(form.mobile, { offshore: kind === 'offshore', max: limits.mobile }),
    email: checkEmail(form.email, limits.email),
    enterpriseEmail: kind === 'partner' ? checkEnterpriseEmail(form.enterpriseEmail, limits.email) : null,
    productName: checkList(form.productName, 'productName.required', 'productName.tooLong', limits.product),
    purchaseChannel: checkList(form.purchaseChannel, 'purchaseChannel.required', 'purchaseChannel.tooLong', limits.product),
    additionalInfo: length(form.additionalInfo.trim()) > limits.additionalInfo ? 'additionalInfo.tooLong' : null,
  });
}

/** A list field is required when it holds no item at all ("，," counts as empty). */
function checkList(value: string, required: ValidationKey, tooLong: ValidationKey, max: number): Check {
  if (splitList(value).length === 0) return required;
  return length(value.trim()) > max ? tooLong : null;
}

/** The request the `bind` actor receives; call only when validateBinding found nothing. */
export function toBindRequest(kind: BindingKind, form: BindingForm): BindRequest {
  return {
    kind,
    idType: form.idType,
    idNumber: form.idNumber.trim().toUpperCase(),
    birthday: form.birthday.trim(),
    mobile: normaliseMobile(form.mobile),
    email: form.email.trim(),
    ...(kind === 'partner' ? { enterpriseEmail: form.enterpriseEmail.trim() } : {}),
    productName: splitList(form.productName).join(','),
    purchaseChannel: splitList(form.purchaseChannel).join(','),
    additionalInformation: form.additionalInfo.trim(),
  };
}

/** Before a verification code is sent: a valid account and a typed image captcha. */
export function validateSendCode(
  form: Pick<RegistrationForm, 'account' | 'captcha'>,
  limits: FieldLimits = DEFAULT_LIMITS,
): FieldErrors<'account' | 'captcha'> {
  return collect<'account' | 'captcha'>({
    account: checkAccount(form.account, limits.email),
    captcha: checkRequired(form.captcha, 'captcha.required', 'captcha.tooLong', limits.captcha),
  });
}

export function validateRegistration(
  form: RegistrationForm,
  limits: FieldLimits = DEFAULT_LIMITS,
): FieldErrors<RegistrationField> {
  return collect<RegistrationField>({
    account: checkAccount(form.account, limits.email),
    name: checkRequired(form.name, 'name.required', 'name.tooLong', limits.name),
    password: checkPassword(form.password, limits),
    confirm: checkConfirm(form.password, form.confirm),
    // The image captcha guards sending the code (validateSendCode); the code itself proves the account. Without a
    // code yet, an empty captcha is flagged too: it is the next thing to fill in to get one.
    captcha: form.code.trim() ? null : checkRequired(form.captcha, 'captcha.required', 'captcha.tooLong', limits.captcha),
    code: checkRequired(form.code, 'code.required'),
    agreed: checkTerms(form.agreed),
  });
}

export function validateResetPassword(
  form: ForgotPasswordForm,
  limits: FieldLimits = DEFAULT_LIMITS,
): FieldErrors<ForgotPasswordField> {
  return collect<ForgotPasswordField>({
    account: checkAccount(form.account, limits.email),
    captcha: null,
    code: checkRequired(form.code, 'code.required'),
    password: checkPassword(form.password, limits),
    confirm: checkConfirm(form.password, form.confirm),
  });
}

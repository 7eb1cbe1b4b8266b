/** SPEC.md section 5, row by row: each rule with valid and invalid examples, answered as message keys. */
import { describe, expect, it } from 'vitest';
import type { BindingForm } from '../../machines/flow-types';
import {
  accountChannel,
  checkAccount,
  checkBirthday,
  checkConfirm,
  checkEmail,
  checkIdNumber,
  checkMobile,
  checkPassword,
  DEFAULT_LIMITS,
  splitList,
  toBindRequest,
  validateBinding,
  validateRegistration,
  validateSendCode,
} from '../../machines/validation';
import * as C from '../../src/constants';

describe('limits', () => {
  it('defaults are the numbers of src/constants.ts', () => {
    expect(DEFAULT_LIMITS).toEqual({
      passwordMin: C.PASSWORD_MIN_LENGTH,
      passwordMax: C.PASSWORD_MAX_LENGTH,
      name: C.NAME_MAX_LENGTH,
      email: C.EMAIL_MAX_LENGTH,
      mobile: C.MOBILE_MAX_LENGTH,
      idNumber: C.ID_NUMBER_MAX_LENGTH,
      product: C.PRODUCT_FIELD_MAX_LENGTH,
      additionalInfo: C.ADDITIONAL_INFO_MAX_LENGTH,
      captcha: C.CAPTCHA_MAX_LENGTH,
    });
  });

  it('limits passed in win over the defaults', () => {
    const form = { account: 'a@b.test', name: '王小明明', password: 'abc12345', confirm: 'abc12345', captcha: '', code: '1', agreed: true };
    expect(validateRegistration(form)).toEqual({});
    expect(validateRegistration(form, { ...DEFAULT_LIMITS, name: 3 })).toEqual({ name: 'name.tooLong' });
  });
});

describe('email: required, format ("please check the format")', () => {
  it.each(['investor@demo.test', 'first.last+tag@mail.example.com.cn', ' a_b@x-y.hk '])('accepts %s', (v) => {
    expect(checkEmail(v)).toBeNull();
  });
  it.each(['a@b', 'a b@c.com', 'a@@b.com', 'a@b..com', '@b.com', 'ab.com', '王@例子.中国'])('refuses %s', (v) => {
    expect(checkEmail(v)).toBe('email.format');
  });
  it('requires a value and caps its length', () => {
    expect(checkEmail('   ')).toBe('email.required');
    expect(checkEmail(`${'a'.repeat(C.EMAIL_MAX_LENGTH - 8)}@x.test`)).toBeNull();
    expect(checkEmail(`${'a'.repeat(C.EMAIL_MAX_LENGTH - 6)}@x.test`)).toBe('email.tooLong');
  });
});

describe('password: required, 8-20 characters mixing letters and numbers', () => {
  it.each(['Demo1234', 'abcdefg1', `a${'1'.repeat(19)}`, 'Ab1!@#$%', '密码abc12345'])('accepts %s', (v) => {
    expect(checkPassword(v)).toBeNull();
  });
  it.each([
    ['', 'password.required'],
    ['abc1234', 'password.length'],
    [`a${'1'.repeat(20)}`, 'password.length'],
    ['abcdefgh', 'password.mix'],
    ['12345678', 'password.mix'],
    ['!@#$%^&*', 'password.mix'],
    ['Pass word 99', 'password.spaces'],
  ])('refuses %j with %s', (v, key) => {
    expect(checkPassword(v)).toBe(key);
  });
});

describe('confirm password must equal the new password ("inconsistent with the new password")', () => {
  it('answers per case', () => {
    expect(checkConfirm('Demo1234', 'Demo1234')).toBeNull();
    expect(checkConfirm('Demo1234', 'demo1234')).toBe('confirm.mismatch');
    expect(checkConfirm('Demo1234', '')).toBe('confirm.required');
  });
});

describe('required: captcha image code, verification code, full name, terms and privacy ticked', () => {
  const filled = { account: 'a@b.test', name: 'Li Lei', password: 'abc12345', confirm: 'abc12345', captcha: 'x1', code: '123456', agreed: true };
  it('a complete registration form passes', () => {
    expect(validateRegistration(filled)).toEqual({});
  });
  it('each missing value has its key', () => {
    expect(validateRegistration({ ...filled, name: ' ', code: '', agreed: false })).toEqual({
      name: 'name.required',
      code: 'code.required',
      agreed: 'terms.required',
    });
    expect(validateSendCode({ account: 'a@b.test', captcha: '' })).toEqual({ captcha: 'captcha.required' });
    expect(validateSendCode({ account: 'a@b.test', captcha: 'x'.repeat(C.CAPTCHA_MAX_LENGTH + 1) })).toEqual({ captcha: 'captcha.tooLong' });
  });
  it('an empty submit flags the image captcha too: without a code yet, it is the next field to fill in', () => {
    expect(validateRegistration({ ...filled, captcha: '', code: '' })).toEqual({ captcha: 'captcha.required', code: 'code.required' });
    // Once a code has arrived, the captcha has done its work.
    expect(validateRegistration({ ...filled, captcha: '' })).toEqual({});
  });
  it('the name is capped', () => {
    expect(validateRegistration({ ...filled, name: '名'.repeat(C.NAME_MAX_LENGTH) })).toEqual({});
    expect(validateRegistration({ ...filled, name: '名'.repeat(C.NAME_MAX_LENGTH + 1) })).toEqual({ name: 'name.tooLong' });
  });
});

describe('account: an email or a mobile number', () => {
  it.each([
    ['investor@demo.test', null, 'email'],
    ['13800000001', null, 'sms'],
    ['+65 9123 4567', null, 'sms'],
    ['', 'account.required', 'sms'],
    ['investor', 'account.format', 'sms'],
  ])('%j → %s', (v, key, channel) => {
    expect(checkAccount(v)).toBe(key);
    expect(accountChannel(v)).toBe(channel);
  });
});

describe('mobile: required, format (mainland 1[3-9] + 9 digits; offshore also +852 / +65 / +1)', () => {
  it.each(['13800000001', '19912345678', '138 0000 0001', '+86 138-0000-0001', '8613800000001'])('mainland %s', (v) => {
    expect(checkMobile(v)).toBeNull();
    expect(checkMobile(v, { offshore: true })).toBeNull();
  });
  it.each(['12800000001', '1380000000', '138000000012', '23800000001', '1380000000a'])('refuses %s', (v) => {
    expect(checkMobile(v)).toBe('mobile.format');
    expect(checkMobile(v, { offshore: true })).toBe('mobile.format');
  });
  it.each(['+852 6123 4567', '+85291234567', '+65 9123 4567', '+6581234567', '+1 (415) 555-2671', '+12125550143'])(
    'offshore %s: accepted on the offshore form only',
    (v) => {
      expect(checkMobile(v, { offshore: true })).toBeNull();
      expect(checkMobile(v)).toBe('mobile.format');
    },
  );
  it.each(['+852 2123 4567', '+852 612 3456', '+65 6123 4567', '+1 055 555 2671', '+1 415 155 2671', '+44 7700 900123'])(
    'refuses %s even offshore',
    (v) => {
      expect(checkMobile(v, { offshore: true })).toBe('mobile.format');
    },
  );
  it('requires a value', () => {
    expect(checkMobile(' ')).toBe('mobile.required');
  });
});

describe('ID number: required, Chinese ID card (18 characters, birth date, check digit)', () => {
  it.each(['11010519491231002X', '11010519491231002x', '440308199901010012', ' 440308199901010012 '])('accepts %s', (v) => {
    expect(checkIdNumber(v)).toBeNull();
  });
  it.each([
    ['110105194912310021', 'wrong check digit'],
    ['44030819990101001', '17 characters'],
    ['4403081999010100123', '19 characters'],
    ['440308990101001', 'old 15-digit card'],
    ['440308199902300013', 'no such date (30 February)'],
    ['440308185001010011', 'born before 1900'],
    ['04030819990101001X', 'region code starting with 0'],
    ['A40308199901010012', 'a letter'],
  ])('refuses %s (%s)', (v) => {
    expect(checkIdNumber(v)).toBe('idNumber.format');
  });
  it('requires a value', () => {
    expect(checkIdNumber('')).toBe('idNumber.required');
  });
});

describe('birthday: required, a real date YYYY-MM-DD', () => {
  it.each([
    ['1949-12-31', null],
    ['2000-02-29', null],
    ['', 'birthday.required'],
    ['1999-02-29', 'birthday.format'],
    ['31/12/1949', 'birthday.format'],
    ['1949-13-01', 'birthday.format'],
  ])('%j → %s', (v, key) => {
    expect(checkBirthday(v)).toBe(key);
  });
});

describe('binding form', () => {
  const form: BindingForm = {
    idType: 'idCard',
    idNumber: '11010519491231002X',
    birthday: '1949-12-31',
    mobile: '13800000009',
    email: 'new@demo.test',
    enterpriseEmail: '',
    productName: 'Fund A',
    purchaseChannel: 'Bank A',
    additionalInfo: '',
  };

  it('a complete domestic form passes', () => {
    expect(validateBinding('domestic', form)).toEqual({});
  });

  it('an empty form lists every required field', () => {
    const empty = { ...form, idNumber: '', birthday: '', mobile: '', email: '', productName: '', purchaseChannel: '' };
    expect(validateBinding('partner', empty)).toEqual({
      idNumber: 'idNumber.required',
      birthday: 'birthday.required',
      mobile: 'mobile.required',
      email: 'email.required',
      enterpriseEmail: 'enterpriseEmail.required',
      productName: 'productName.required',
      purchaseChannel: 'purchaseChannel.required',
    });
  });

  it('enterprise email: required and checked for partners only', () => {
    expect(validateBinding('partner', form)).toEqual({ enterpriseEmail: 'enterpriseEmail.required' });
    expect(validateBinding('partner', { ...form, enterpriseEmail: 'me@corp' })).toEqual({ enterpriseEmail: 'enterpriseEmail.format' });
    expect(validateBinding('partner', { ...form, enterpriseEmail: 'me@corp.test' })).toEqual({});
    expect(validateBinding('offshore', { ...form, enterpriseEmail: 'me@corp' })).toEqual({});
  });

  it('product name and purchase channel: a list of commas alone is empty; lengths capped', () => {
    expect(validateBinding('domestic', { ...form, productName: ' ,，、 ', purchaseChannel: ',' })).toEqual({
      productName: 'productName.required',
      purchaseChannel: 'purchaseChannel.required',
    });
    const long = 'x'.repeat(C.PRODUCT_FIELD_MAX_LENGTH + 1);
    expect(validateBinding('domestic', { ...form, productName: long, additionalInfo: long })).toEqual({
      productName: 'productName.tooLong',
      additionalInfo: 'additionalInfo.tooLong',
    });
  });

  it('splits ASCII, full-width and enumeration commas, trims, drops blanks and repeats', () => {
    expect(splitList('Fund A, Fund B，Fund C、Fund A ,,')).toEqual(['Fund A', 'Fund B', 'Fund C']);
    expect(splitList('Harbourline Growth No.1')).toEqual(['Harbourline Growth No.1']);
  });

  it('builds the bind request from what was typed', () => {
    expect(
      toBindRequest('offshore', { ...form, idNumber: '11010519491231002x ', mobile: '+852 6123-4567', productName: 'A，B', enterpriseEmail: 'x@y.test' }),
    ).toEqual({
      kind: 'offshore',
      idType: 'idCard',
      idNumber: '11010519491231002X',
      birthday: '1949-12-31',
      mobile: '+85261234567',
      email: 'new@demo.test',
      productName: 'A,B',
      purchaseChannel: 'Bank A',
      additionalInformation: '',
    });
  });
});

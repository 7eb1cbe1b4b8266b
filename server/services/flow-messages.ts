/** Messages of the login-area flows (registration, codes, binding, partner renewal); merged into messages.ts. */
export const FLOW_MESSAGES = {
  accountInvalid: { zh_CN: '邮箱或手机号格式不正确', en_US: 'invalid email or phone format' },
  accountExists: { zh_CN: '该账号已注册，请直接登录', en_US: 'This account is already registered, please log in' },
  codeWrong: { zh_CN: '验证码错误或已过期', en_US: 'The code is wrong or has expired' },
  codeTooManyTries: {
    zh_CN: '验证码错误次数过多，请重新获取',
    en_US: 'Too many incorrect codes, please request a new one',
  },
  tooManyRequests: { zh_CN: '操作过于频繁，请稍后再试', en_US: 'Too many requests, please try again later' },
  smsCountryNotServed: {
    zh_CN: '暂不支持向该国家或地区的手机号发送短信验证码，请改用邮箱',
    en_US: 'SMS codes cannot be sent to mobile numbers in this country or region; please use your e-mail address instead',
  },
  idNumberInvalid: { zh_CN: '证件号码格式不正确', en_US: 'Invalid ID number' },
  birthdayMismatch: { zh_CN: '出生日期与证件号码不符', en_US: 'The birthday does not match the ID number' },
  enterpriseEmailRequired: { zh_CN: '请输入企业邮箱', en_US: 'Please enter your business e-mail' },
  relationTypeInvalid: { zh_CN: '身份类型与客户类型不符', en_US: 'The investor type does not fit this client type' },
  noPendingBind: { zh_CN: '没有待确认的绑定，请重新提交', en_US: 'No binding is waiting for confirmation, please submit again' },
  noPartnerEmail: { zh_CN: '未找到合作伙伴的企业邮箱', en_US: 'No business e-mail on record for this partner' },
} as const;

/** Messages of the client area (SPEC.md section 8 wording where it gives one); merged into messages.ts. */
export const CLIENT_MESSAGES = {
  passwordIncorrect: { zh_CN: '密码错误，请重试', en_US: 'password incorrect, try again' },
  passwordTicketInvalid: { zh_CN: '密码验证已失效，请重新验证', en_US: 'Password check expired, please enter your password again' },
  changeRequestSubmitted: { zh_CN: '修改申请已提交', en_US: 'change request submitted' },
  previousRequestPending: { zh_CN: '上一个申请仍在处理中，请稍后再试', en_US: 'previous request still being processed, try later' },
  deleteDevicesFirst: { zh_CN: '请先删除其他设备', en_US: 'please delete devices first' },
  unbindWechatFirst: { zh_CN: '请先解绑微信账号', en_US: 'please unbind the wechat account first' },
  currentSession: { zh_CN: '当前设备请使用退出登录', en_US: 'use log out to end the session of this device' },
  oneContactOnly: { zh_CN: '请只修改邮箱或手机号中的一项', en_US: 'Change either the e-mail or the mobile number, one at a time' },
  passwordPairRequired: { zh_CN: '修改密码需同时填写原密码和新密码', en_US: 'Enter both the current and the new password' },
  rangeTooLong: { zh_CN: '查询区间过长，最多5年', en_US: 'Date range too long (5 years at most)' },
  dateRangeInvalid: { zh_CN: '开始日期不能晚于结束日期', en_US: 'The start date must not be after the end date' },
  unknownIndicator: { zh_CN: '指标不存在', en_US: 'Unknown indicator' },
  unknownAnswer: { zh_CN: '问题或选项不存在', en_US: 'Unknown question or option' },
  contentLocked: { zh_CN: '该内容仅对客户开放，请登录后查看', en_US: 'For clients only, please log in' },
} as const;

import { msg } from '@lingui/core/macro';

/** The client-side texts of SPEC.md section 8, in the user's language through Lingui. */
export const apiMessages = {
  httpStatus: (status: number) => msg`接口返回错误，status = ${status}`,
  network: msg`网络异常，请稍后重试`,
  timeout: msg`请求超时，请稍后重试`,
  emptyInfo: msg`验证失败，请重新登录`,
  /** 503 from a server shedding load (or restarting): calm, and nothing typed is lost. */
  busy: msg`服务器繁忙，请稍后再试`,
};

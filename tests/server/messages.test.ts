import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES } from '../../server/services/client-messages';
import { FLOW_MESSAGES } from '../../server/services/flow-messages';
import { BASE_MESSAGES, message } from '../../server/services/messages';

describe('server messages', () => {
  it('names each message once: a key two files name would take the words of the later one', () => {
    const keys = [BASE_MESSAGES, FLOW_MESSAGES, CLIENT_MESSAGES].flatMap((m) => Object.keys(m));
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it("a wrong e-mail or SMS code and a wrong authenticator code say different things", () => {
    expect(message('codeWrong', 'zh_CN')).toBe('验证码错误或已过期');
    expect(message('secondStepCodeWrong', 'zh_CN')).toBe('动态码或恢复码错误，请重试');
  });
});

import { describe, expect, it } from 'vitest';
import { parseUserAgent, userAgentLabel } from '../src/user-agent';

describe('parseUserAgent: browser and system by name, unknown when nothing matches', () => {
  it.each([
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36', 'Chrome · macOS', false],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1', 'Safari · iOS', true],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0', 'Edge · Windows', false],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0', 'Firefox · Windows', false],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36', 'Chrome · Android', true],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50', 'WeChat · iOS', true],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36', 'Chrome · Linux', false],
  ])('%s → %s', (ua, label, mobile) => {
    expect(userAgentLabel(ua)).toBe(label);
    expect(parseUserAgent(ua).mobile).toBe(mobile);
  });

  it('names nothing it cannot tell', () => {
    expect(userAgentLabel('')).toBeNull();
    expect(userAgentLabel(undefined)).toBeNull();
    expect(userAgentLabel('curl/8.5.0')).toBeNull();
    expect(parseUserAgent('curl/8.5.0')).toEqual({ browser: null, system: null, mobile: false });
  });
});

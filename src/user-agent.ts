/**
 * A readable name for a browser's User-Agent header: the browser and the system, for the security centre's lists. A few patterns, most specific first (Edge and WeChat also say "Chrome"; Chrome also says
 * "Safari"); what matches none is unknown (null), never a guess. Product names, so not translated.
 */
export interface UserAgentInfo {
  browser: string | null;
  system: string | null;
  /** A phone or tablet. */
  mobile: boolean;
}

const BROWSERS: Array<[RegExp, string]> = [
  [/MicroMessenger\//, 'WeChat'],
  [/Edg(A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/HarmonyOS|OpenHarmony/, 'HarmonyOS'],
  [/Windows/, 'Windows'],
  [/iPhone/, 'iOS'],
  [/iPad/, 'iPadOS'],
  [/Android/, 'Android'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export function parseUserAgent(userAgent: string | null | undefined): UserAgentInfo {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  return { browser, system, mobile: /Mobile|iPhone|iPad|Android/.test(ua) };
}

/** "Chrome · macOS", "Safari" or "iOS"; null when neither is known. */
export function userAgentLabel(userAgent: string | null | undefined): string | null {
  const { browser, system } = parseUserAgent(userAgent);
  const parts = [browser, system].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureClient, createApiClient } from '../../src/api/client';
import { systemSide } from '../../src/api/request-headers';

afterEach(() => vi.unstubAllGlobals());

describe('API client', () => {
  it('a call the browser cancels as the page leaves never settles; a lost network still fails, after a moment', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const client = createApiClient('/api');
    const settled = (p: Promise<unknown>) => Promise.race([p.then(() => 'settled', () => 'settled'), new Promise((r) => setTimeout(() => r('pending'), 600))]);
    expect(await settled(client.GET('/sys/users/logout'))).toBe('settled');
    // Cancelled as the page leaves: the failure is held back a moment, and the page hides meanwhile.
    const cancelled = settled(client.GET('/sys/users/logout'));
    await new Promise((r) => setTimeout(r, 20));
    window.dispatchEvent(new Event('pagehide'));
    expect(await cancelled).toBe('pending');
    expect(await settled(client.GET('/sys/users/logout'))).toBe('pending');
    window.dispatchEvent(new Event('pageshow'));
    expect(await settled(client.GET('/sys/users/logout'))).toBe('settled');
  });

  it('sends the headers of SPEC.md section 7 and a random n on every call', async () => {
    const seen: Request[] = [];
    vi.stubGlobal('fetch', async (req: Request) => {
      seen.push(req);
      return new Response(JSON.stringify({ code: 1000, msg: 'ok', data: null }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    configureClient({
      languageType: () => 'en_US',
      token: () => 'tok-1',
      onetimeToken: () => 'one-1',
      currentIdType: () => 3,
    });
    const client = createApiClient('/api');
    await client.GET('/sys/users/logout');
    await client.GET('/sys/users/logout');
    const [a, b] = seen;
    expect(a.headers.get('Accept-Language')).toBe('en_US');
    expect(a.headers.get('Accept-Side')).toBe('pc');
    expect(a.headers.get('Accept-SystemSide')).toMatch(/^(web|h5)$/);
    expect(a.headers.get('userCurrentIdType')).toBe('3');
    expect(a.headers.get('token')).toBe('tok-1');
    expect(a.headers.get('onetimeToken')).toBe('one-1');
    const n1 = new URL(a.url).searchParams.get('n');
    const n2 = new URL(b.url).searchParams.get('n');
    expect(n1).toBeTruthy();
    expect(n1).not.toBe(n2);
    expect(new URL(a.url).pathname).toBe('/api/sys/users/logout');
    // Tokens never travel in the URL.
    expect(a.url).not.toContain('tok-1');
  });

  it('aborts a call after the 30 s timeout', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      (req: Request) =>
        new Promise((_, reject) => req.signal.addEventListener('abort', () => reject(req.signal.reason))),
    );
    const client = createApiClient('/api');
    const call = client.GET('/sys/users/logout');
    const settled = expect(call).rejects.toMatchObject({ name: 'TimeoutError' });
    await vi.advanceTimersByTimeAsync(30_000);
    await settled;
    vi.useRealTimers();
  });

  it('classifies phones as h5 and desktops as web', () => {
    expect(systemSide('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe('h5');
    expect(systemSide('Mozilla/5.0 (X11; Linux x86_64) Chrome/156')).toBe('web');
  });
});

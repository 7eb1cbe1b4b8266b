import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureClient, createApiClient } from '../../src/api/client';
import { systemSide } from '../../src/api/request-headers';
import { LEAVING_PAGE_GRACE_MS } from '../../src/constants';

afterEach(() => vi.unstubAllGlobals());

describe('API client', () => {
  it('a call the browser cancels as the page leaves never settles; a lost network still fails, after a moment', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      vi.stubGlobal('fetch', async () => {
        throw new TypeError('Failed to fetch');
      });
      const client = createApiClient('/api');
      const watch = (p: Promise<unknown>) => {
        let state = 'pending';
        p.then(() => (state = 'settled'), () => (state = 'settled'));
        return () => state;
      };
      // A lost network: the failure comes LEAVING_PAGE_GRACE_MS after it, not before.
      const lost = watch(client.GET('/sys/users/logout'));
      await vi.advanceTimersByTimeAsync(LEAVING_PAGE_GRACE_MS - 1);
      expect(lost()).toBe('pending');
      await vi.advanceTimersByTimeAsync(1);
      expect(lost()).toBe('settled');
      // Cancelled as the page leaves: the failure is held back, and the page hides meanwhile.
      const cancelled = watch(client.GET('/sys/users/logout'));
      await vi.advanceTimersByTimeAsync(20);
      window.dispatchEvent(new Event('pagehide'));
      await vi.advanceTimersByTimeAsync(LEAVING_PAGE_GRACE_MS * 2);
      expect(cancelled()).toBe('pending');
      const afterHide = watch(client.GET('/sys/users/logout'));
      await vi.advanceTimersByTimeAsync(LEAVING_PAGE_GRACE_MS * 2);
      expect(afterHide()).toBe('pending');
      window.dispatchEvent(new Event('pageshow'));
      const shownAgain = watch(client.GET('/sys/users/logout'));
      await vi.advanceTimersByTimeAsync(LEAVING_PAGE_GRACE_MS);
      expect(shownAgain()).toBe('settled');
    } finally {
      vi.useRealTimers();
    }
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

  it('sends a call without a body without one, and a JSON body as JSON', async () => {
    const seen: Array<{ type: string | null; body: string }> = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      seen.push({ type: request.headers.get('content-type'), body: await request.text() });
      return new Response(JSON.stringify({ code: 1000, msg: '', data: null }), { headers: { 'content-type': 'application/json' } });
    });
    const client = createApiClient('/api');
    // acceptDataProcessing takes no body: a text/plain empty body would be refused (415) and the notice never left.
    await client.POST('/sys/onetime/acceptDataProcessing');
    await client.POST('/qa/info/addQaInfo', { body: { title: 't', description: 'd' } });
    expect(seen).toEqual([
      { type: null, body: '' },
      { type: 'application/json', body: '{"title":"t","description":"d"}' },
    ]);
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

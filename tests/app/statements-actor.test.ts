/**
 * The statements page's files come through the one API client: the session's token travels in the token header (never
 * in an address), the language in Accept-Language (the server writes the file in it), the name from the server's
 * Content-Disposition; a refusal is the envelope's message, shown like any call's.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../../src/api/client';
import { configureEnvelope } from '../../src/api/envelope';
import { exportFile, fileNameOf, statementFile, statementList } from '../../src/actors/statements';

afterEach(() => vi.unstubAllGlobals());

const attachment = (name: string) => `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

function serve(answer: () => Response) {
  const seen: Request[] = [];
  vi.stubGlobal('fetch', async (req: Request) => {
    seen.push(req);
    return answer();
  });
  configureClient({ languageType: () => 'zh_CN', token: () => 'tok-statement', currentIdType: () => 1 });
  return seen;
}

describe('files of the statements page', () => {
  it('fetch a statement with the token header, and save it under the server’s name', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
    const seen = serve(() => new Response(pdf, { headers: { 'content-type': 'application/pdf', 'content-disposition': attachment('2026年10月对账单.pdf') } }));
    const file = await statementFile({ period: '2026-10', title: '2026年10月对账单' });
    expect(file.name).toBe('2026年10月对账单.pdf');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(pdf);
    const [req] = seen;
    expect(new URL(req.url).pathname).toBe('/api/asset/statement');
    expect(new URL(req.url).searchParams.get('period')).toBe('2026-10');
    expect(req.headers.get('token')).toBe('tok-statement');
    expect(req.headers.get('Accept-Language')).toBe('zh_CN');
    expect(req.url).not.toContain('tok-statement');
  });

  it('export holdings and transactions as CSV the same way', async () => {
    const seen = serve(() => new Response('\uFEFF产品代码\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': attachment('持仓_2026-10-30.csv') } }));
    expect((await exportFile('holdings')).name).toBe('持仓_2026-10-30.csv');
    await exportFile('transactions');
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual(['/api/asset/exportHoldings', '/api/asset/exportTransactions']);
    expect(seen.every((r) => r.headers.get('token') === 'tok-statement' && !r.url.includes('tok-statement'))).toBe(true);
  });

  it('show a refusal as any call’s message and save nothing', async () => {
    const notify = vi.fn();
    configureEnvelope({ notify });
    serve(() => new Response(JSON.stringify({ code: 4004, msg: '未找到', data: null }), { headers: { 'content-type': 'application/json' } }));
    await expect(statementFile({ period: '2015-01', title: 'x' })).rejects.toThrow();
    expect(notify).toHaveBeenCalledWith('未找到', undefined);
  });

  it('list the statements of a type, a page at a time', async () => {
    const seen = serve(() => new Response(JSON.stringify({ code: 1000, msg: 'ok', data: { list: [], total: 0, page: 2, limit: 12 } }), { headers: { 'content-type': 'application/json' } }));
    expect(await statementList({ type: 'quarterly', page: 2, limit: 12 })).toEqual({ list: [], total: 0, page: 2, limit: 12 });
    const url = new URL(seen[0].url);
    expect([url.pathname, url.searchParams.get('type'), url.searchParams.get('page')]).toEqual(['/api/asset/statementList', 'quarterly', '2']);
  });
});

describe('fileNameOf', () => {
  it('reads the UTF-8 name first, then the plain one, else the fallback', () => {
    expect(fileNameOf(attachment('交易记录_2026-11-29.csv'), 'x.csv')).toBe('交易记录_2026-11-29.csv');
    expect(fileNameOf('attachment; filename="holdings.csv"', 'x.csv')).toBe('holdings.csv');
    expect(fileNameOf(null, 'x.csv')).toBe('x.csv');
    expect(fileNameOf("attachment; filename*=UTF-8''%E0%A4", 'x.csv')).toBe('x.csv');
  });
});

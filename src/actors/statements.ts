/**
 * The statements page's calls (/myStatements): the investor's statements, a statement's PDF and the CSV exports of
 * holdings and transactions. Files come through the API client with the session's token header (never a token in an
 * address), as Blobs named by the server's Content-Disposition; a failure is settled and shown like any call's.
 */
import { api } from '../api/client';
import { settleData, type SettleOptions } from '../api/envelope';
import type { ExportKind, Page, Statement } from '../domain/assets';
import { settleFile, type QueryOf } from './assets';

const LOAD: SettleOptions = { silent: true };

export type StatementQuery = QueryOf<'/asset/statementList'>;

export async function statementList(query: StatementQuery): Promise<Page<Statement>> {
  const page = await settleData(api.GET('/asset/statementList', { params: { query } }), LOAD);
  return page ?? { list: [], total: 0, page: 1, limit: query.limit ?? 10 };
}

export interface NamedFile {
  blob: Blob;
  name: string;
}

/** The file name of a Content-Disposition header (RFC 6266: filename* first), or `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (star) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // A malformed name: the fallback.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

async function named(result: { data?: unknown; error?: unknown; response: Response }, fallback: string): Promise<NamedFile> {
  const blob = await settleFile(result, fallback);
  return { blob, name: fileNameOf(result.response.headers.get('content-disposition'), fallback) };
}

/** A statement's PDF, in the current language. */
export async function statementFile(statement: Pick<Statement, 'period' | 'title'>): Promise<NamedFile> {
  const result = await api.GET('/asset/statement', { params: { query: { period: statement.period } }, parseAs: 'blob' });
  return named(result, `${statement.title}.pdf`);
}

/** The holdings or the transactions as CSV, with the header row in the current language. */
export async function exportFile(kind: ExportKind): Promise<NamedFile> {
  const result =
    kind === 'holdings'
      ? await api.GET('/asset/exportHoldings', { parseAs: 'blob' })
      : await api.GET('/asset/exportTransactions', { params: { query: {} }, parseAs: 'blob' });
  return named(result, `${kind}.csv`);
}

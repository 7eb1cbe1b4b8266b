/**
 * The statements page (src/flows/statements.ts) in each of its states: the list of the URL's type and page, and the
 * downloads, fetched with the token header as report downloads are and saved from memory. Not a route itself (the
 * router skips files whose name starts with "-").
 */
import { useState } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { statementsQuery, statementsSearch } from '../../app/search-params';
import { exportFile, statementFile, STATEMENTS_PER_PAGE, type NamedFile, type StatementsQuery } from '../../flows/statements';
import { currentLocale } from '../../i18n';
import { StatementsScreen, type StatementsBusy } from '../../screens/client/assets/statements-screen';
import type { LoadStatus } from '../../screens/client/assets/parts';
import type { Page, Statement } from '../../domain/assets';
import { useReload } from '../-page-states';

/** Saves a fetched file under its name (an object address, revoked once the browser has taken it). */
function save({ blob, name }: NamedFile) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function StatementsPage({ status, statements }: { status: LoadStatus; statements?: Page<Statement> }) {
  const search = useSearch({ from: '/_client/myStatements' });
  const query: StatementsQuery = statementsQuery(search);
  const [busy, setBusy] = useState<StatementsBusy>(null);
  const navigate = useNavigate();
  const reload = useReload();
  const go = (next: StatementsQuery) =>
    void navigate({
      to: '/myStatements',
      search: statementsSearch({ ...next }),
    });
  const fetchAndSave = async (what: NonNullable<StatementsBusy>, load: () => Promise<NamedFile>) => {
    setBusy(what);
    try {
      save(await load());
    } catch {
      // Shown already (the envelope's toast).
    } finally {
      setBusy(null);
    }
  };
  return (
    <StatementsScreen
      status={status}
      type={query.type}
      statements={statements ?? { list: [], total: 0, page: query.page, limit: STATEMENTS_PER_PAGE }}
      locale={currentLocale()}
      busy={busy}
      onTypeChange={(type) => go({ type, page: 1 })}
      onPage={(page) => go({ ...query, page })}
      onDownload={(statement: Statement) => void fetchAndSave({ statement: statement.period }, () => statementFile(statement))}
      onExport={(kind) => void fetchAndSave({ export: kind }, () => exportFile(kind))}
      onRetry={reload}
    />
  );
}

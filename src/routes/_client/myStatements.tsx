import { useEffect, useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { StatementsScreen, type StatementsBusy } from '../../screens/client/assets/statements-screen';
import type { LoadStatus } from '../../screens/client/assets/parts';
import type { ExportKind, Page, Statement, StatementType } from '../../screens/client/assets/types';
import { exportFile, statementFile, statementList, type NamedFile } from '../../actors/statements';
import { currentLocale } from '../../i18n';

const LIMIT = 12;

/** Saves a fetched file under its name (an object address, revoked once the browser has taken it). */
function save({ blob, name }: NamedFile) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

// /myStatements: the investor's statements (monthly or quarterly, a page at a time) and the CSV exports. The route is
// its component alone (no search, no loader): what every route declares besides it is in the entry that / and /login
// load, so the list loads here, and the type and page live in the page. Files are fetched with the token header, as
// report downloads are, and saved from memory.
export const Route = createFileRoute('/_client/myStatements')({
  component: StatementsPage,
});

interface Query {
  type: StatementType;
  page: number;
}

function StatementsPage() {
  const [query, setQuery] = useState<Query>({ type: 'monthly', page: 1 });
  const [tries, setTries] = useState(0);
  const [loaded, setLoaded] = useState<{ query: Query; tries: number; page?: Page<Statement>; error?: string } | null>(null);
  const [busy, setBusy] = useState<StatementsBusy>(null);
  useEffect(() => {
    let current = true;
    statementList({ ...query, limit: LIMIT }).then(
      (page) => current && setLoaded({ query, tries, page }),
      (error: Error) => current && setLoaded({ query, tries, error: error.message }),
    );
    return () => {
      current = false;
    };
  }, [query, tries]);
  const shown = loaded?.query === query && loaded.tries === tries ? loaded : null;
  const status: LoadStatus = !shown ? { kind: 'loading' } : shown.error !== undefined ? { kind: 'error', message: shown.error } : { kind: 'ready' };

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
      statements={shown?.page ?? { list: [], total: 0, page: query.page, limit: LIMIT }}
      locale={currentLocale()}
      busy={busy}
      onTypeChange={(type) => setQuery({ type, page: 1 })}
      onPage={(page) => setQuery({ ...query, page })}
      onDownload={(statement: Statement) => void fetchAndSave({ statement: statement.period }, () => statementFile(statement))}
      onExport={(kind: ExportKind) => void fetchAndSave({ export: kind }, () => exportFile(kind))}
      onRetry={() => setTries(tries + 1)}
    />
  );
}

/** The questions page (/qaSession, src/flows/qa.ts) in each of its states, with the ask form. Not a route itself. */
import { useState } from 'react';
import { Link, useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { SEARCH_PAGE_SIZE, SEARCH_START_PAGE } from '../../constants';
import { reply, useQaAsk, type QaData } from '../../flows/qa';
import { currentLocale } from '../../i18n';
import { QaScreen, type QaScreenProps } from '../../screens/client/qa/qa-screen';

export function QaPage(props: Partial<QaScreenProps> & Pick<QaScreenProps, 'status'>) {
  const search = useSearch({ from: '/_client/qaSession' });
  const navigate = useNavigate({ from: '/qaSession' });
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const ask = useQaAsk(() => void router.invalidate());
  return (
    <QaScreen
      questions={[]} total={0} page={search.page ?? SEARCH_START_PAGE} limit={SEARCH_PAGE_SIZE}
      locale={currentLocale()} selectedId={search.id ?? null} thread={null}
      ask={open ? ask.view : null}
      hrefFor={(id) => `/qaSession?${new URLSearchParams({ ...(search.page ? { page: String(search.page) } : {}), id })}`}
      onPage={(page) => void navigate({ search: page > SEARCH_START_PAGE ? { page } : {} })}
      onRetry={() => void router.invalidate()}
      onAskOpen={() => setOpen(true)}
      onAskClose={() => { setOpen(false); if (ask.asked) ask.again(); }}
      onAskChange={ask.change}
      onAskSubmit={ask.submit}
      onAskAgain={ask.again}
      onReply={async (content) => {
        const result = await reply(search.id ?? '', content);
        if (result.ok) await router.invalidate();
        return result.ok ? null : result.message;
      }}
      renderLink={({ href, children }) => <Link to={href}>{children}</Link>}
      {...props}
    />
  );
}

/** The loaded page: its questions and, when one is open, its thread or why it did not load. */
export function LoadedQaPage({ data: { page, thread } }: { data: QaData }) {
  return (
    <QaPage status={{ kind: 'ready' }} questions={page.list} total={page.total}
      thread={thread && (thread.ok ? { status: { kind: 'ready' }, data: thread.t } : { status: { kind: 'error', message: thread.message }, data: null })} />
  );
}

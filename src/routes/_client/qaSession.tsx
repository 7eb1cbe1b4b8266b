import { useState } from 'react';
import { createFileRoute, Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { qaAskMachine, validateQaAsk } from '../../../machines/qa-ask.machine';
import { failureMessage, getThread, listQuestions, markRead, qaAskActors, reply } from '../../actors/qa';
import { apiMessages } from '../../api/messages';
import { QA_TITLE_MAX_LENGTH, SEARCH_PAGE_SIZE, SEARCH_START_PAGE } from '../../constants';
import { currentLocale } from '../../i18n';
import { ERROR_MESSAGES } from '../../i18n/messages';
import { QA_TEXT_MAX_LENGTH } from '../../screens/client/qa/qa-messages';
import { QaScreen, type QaScreenProps } from '../../screens/client/qa/qa-screen';

interface Search {
  page?: number;
  id?: string;
}

// /qaSession: the user's questions (?page=), the open thread (?id=, marked read on opening), the ask flow.
export const Route = createFileRoute('/_client/qaSession')({
  validateSearch: (s: Record<string, unknown>): Search => ({
    ...(Number(s.page) > SEARCH_START_PAGE ? { page: Number(s.page) } : {}),
    ...(s.id != null && s.id !== '' ? { id: String(s.id) } : {}),
  }),
  loaderDeps: ({ search }) => ({ page: search.page ?? SEARCH_START_PAGE, id: search.id }),
  loader: async ({ deps }) => {
    const [page, thread] = await Promise.all([
      listQuestions(deps.page),
      deps.id ? getThread(deps.id).then((t) => ({ ok: true as const, t }), (e: unknown) => ({ ok: false as const, message: failureMessage(e) })) : null,
    ]);
    if (thread?.ok && !thread.t.read && (await markRead(thread.t.id))) {
      thread.t.read = true;
      page.list = page.list.map((q) => (q.id === thread.t.id ? { ...q, read: true } : q));
    }
    return { page, thread };
  },
  pendingComponent: () => <Screen status={{ kind: 'loading' }} />,
  errorComponent: ({ error }) => <Screen status={{ kind: 'error', message: (error as Error).message }} />,
  component: function Page() {
    const { page, thread } = Route.useLoaderData();
    return (
      <Screen status={{ kind: 'ready' }} questions={page.list} total={page.total}
        thread={thread && (thread.ok ? { status: { kind: 'ready' }, data: thread.t } : { status: { kind: 'error', message: thread.message }, data: null })} />
    );
  },
});

function Screen(props: Partial<QaScreenProps> & Pick<QaScreenProps, 'status'>) {
  const { i18n } = useLingui();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/qaSession' });
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [snapshot, send] = useMachine(
    qaAskMachine.provide({ actors: qaAskActors, actions: { asked: () => void router.invalidate() } }),
    { input: { limits: { title: QA_TITLE_MAX_LENGTH, description: QA_TEXT_MAX_LENGTH } } },
  );
  const { form, errors, failure } = snapshot.context;
  return (
    <QaScreen
      questions={[]} total={0} page={search.page ?? SEARCH_START_PAGE} limit={SEARCH_PAGE_SIZE}
      locale={currentLocale()} selectedId={search.id ?? null} thread={null}
      ask={open ? {
        ...form, errors, submitting: snapshot.hasTag('submitting'), asked: snapshot.hasTag('asked'),
        failure: failure && (failure.message ?? i18n._(failure.reason === 'network' ? apiMessages.network : ERROR_MESSAGES.systemFailed)),
      } : null}
      hrefFor={(id) => `/qaSession?${new URLSearchParams({ ...(search.page ? { page: String(search.page) } : {}), id })}`}
      onPage={(page) => void navigate({ search: page > SEARCH_START_PAGE ? { page } : {} })}
      onRetry={() => void router.invalidate()}
      onAskOpen={() => setOpen(true)}
      onAskClose={() => { setOpen(false); if (snapshot.hasTag('asked')) send({ type: 'qa.again' }); }}
      onAskChange={(values) => send({ type: 'qa.change', values })}
      onAskSubmit={() => {
        send({ type: 'qa.submit' });
        // Refused locally: no click guard, so the corrected form can be sent at once.
        return Object.keys(validateQaAsk(form, snapshot.context.limits)).length > 0 ? false : undefined;
      }}
      onAskAgain={() => send({ type: 'qa.again' })}
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

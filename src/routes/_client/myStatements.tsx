import { createFileRoute } from '@tanstack/react-router';
import { statementsSearch } from '../../app/search-params';
import { SEARCH_START_PAGE } from '../../constants';
import { loadStatements, type StatementsQuery } from '../../flows/statements';
import { StatementsPage } from '../-statements';

// /myStatements: the investor's statements, monthly or quarterly, a page at a time; the type and page live in the URL.
export const Route = createFileRoute('/_client/myStatements')({
  validateSearch: statementsSearch,
  loaderDeps: ({ search }): StatementsQuery => ({ type: search.type ?? 'monthly', page: search.page ?? SEARCH_START_PAGE }),
  loader: ({ deps }) => loadStatements(deps),
  pendingComponent: function Pending() {
    return <StatementsPage query={useQuery()} status={{ kind: 'loading' }} />;
  },
  errorComponent: function Failed({ error }) {
    return <StatementsPage query={useQuery()} status={{ kind: 'error', message: (error as Error).message }} />;
  },
  component: function Page() {
    return <StatementsPage query={useQuery()} status={{ kind: 'ready' }} statements={Route.useLoaderData()} />;
  },
});

function useQuery(): StatementsQuery {
  const search = Route.useSearch();
  return { type: search.type ?? 'monthly', page: search.page ?? SEARCH_START_PAGE };
}

import { createFileRoute } from '@tanstack/react-router';
import { statementsQuery, statementsSearch } from '../../app/search-params';
import { loadStatements, type StatementsQuery } from '../../flows/statements';
import { failedPage, pendingPage } from '../-page-states';
import { StatementsPage } from './-statements';

// /myStatements: the investor's statements, monthly or quarterly, a page at a time; the type and page live in the URL.
export const Route = createFileRoute('/_client/myStatements')({
  validateSearch: statementsSearch,
  loaderDeps: ({ search }): StatementsQuery => statementsQuery(search),
  loader: ({ deps }) => loadStatements(deps),
  pendingComponent: pendingPage(StatementsPage),
  errorComponent: failedPage(StatementsPage),
  component: function Page() {
    return <StatementsPage status={{ kind: 'ready' }} statements={Route.useLoaderData()} />;
  },
});

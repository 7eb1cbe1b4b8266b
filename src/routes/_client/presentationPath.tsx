import { createFileRoute } from '@tanstack/react-router';
import { reportSearch } from '../../app/search-params';
import { loadPresentation } from '../../flows/assets';
import { failedPage, pendingPage } from '../-page-states';
import { PresentationPage } from './-presentation';

// /presentationPath?type=…&page=…: product reports by type; preview and download go through the token-checked files.
export const Route = createFileRoute('/_client/presentationPath')({
  validateSearch: reportSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, context }) => loadPresentation(context.session, deps),
  pendingComponent: pendingPage(PresentationPage),
  errorComponent: failedPage(PresentationPage),
  component: function Page() {
    return <PresentationPage {...Route.useLoaderData()} status={{ kind: 'ready' }} />;
  },
});

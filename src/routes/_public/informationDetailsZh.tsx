import { Link, createFileRoute } from '@tanstack/react-router';
import { ArticleScreen } from '../../screens/public/views-screens';
import { VIEWS } from '../../content/views';
import { pick } from '../../content/types';
import { usePublicLocale } from '../../flows/public-gate';

export const Route = createFileRoute('/_public/informationDetailsZh')({
  validateSearch: (search: Record<string, unknown>): { id?: string } => (typeof search.id === 'string' ? { id: search.id } : {}),
  component: Page,
});

function Page() {
  const locale = usePublicLocale();
  const { id } = Route.useSearch();
  const article = pick(VIEWS, locale).find((a) => a.id === id);
  return <ArticleScreen locale={locale} article={article} renderLink={({ href, children }) => <Link to={href}>{children}</Link>} />;
}

import { Link, createFileRoute } from '@tanstack/react-router';
import { HomeScreen } from '../screens/public/home-screen';
import { switchPublicLanguage } from '../app/language';
import { currentLocale } from '../i18n';

export const Route = createFileRoute('/')({ component: HomePage });

function HomePage() {
  return (
    <HomeScreen
      locale={currentLocale()}
      onLocaleChange={(locale) => void switchPublicLanguage(locale)}
      renderLink={({ href, children }) => <Link to={href}>{children}</Link>}
    />
  );
}

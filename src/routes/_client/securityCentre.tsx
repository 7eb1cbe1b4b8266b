import { createFileRoute, Link } from '@tanstack/react-router';
import { useAuthenticator, usePasskeys, useSecurityCentre } from '../../flows/security';
import { currentLocale } from '../../i18n';
import { SecurityCentreScreen } from '../../screens/client/settings/security-centre-screen';

// /securityCentre, reached from Settings. The route is its component alone (no search, no loader): what a route
// declares besides it is in the entry that / and /login load. The lists load in the page (src/flows/security.ts).
export const Route = createFileRoute('/_client/securityCentre')({
  component: function SecurityCentrePage() {
    const page = useSecurityCentre();
    const authenticator = useAuthenticator();
    const passkeys = usePasskeys(currentLocale());
    return (
      <SecurityCentreScreen
        {...page}
        authenticator={authenticator}
        passkeys={passkeys}
        locale={currentLocale()}
        renderLink={({ href, children }) => <Link to={href}>{children}</Link>}
      />
    );
  },
});

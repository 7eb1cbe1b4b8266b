import { Navigate, createFileRoute, useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { LoginAfterScreen } from '../screens/onboarding/login-after-screen';
import { useLoginSnapshot } from '../app/use-session';
import { switchPublicLanguage } from '../app/language';
import { loginMessageText } from '../app/login-messages';

// /loginAfter: the login flow's chooseRelation state; the session takes over once the picked type's info loads.
export const Route = createFileRoute('/loginAfter')({ component: LoginAfterPage });

function LoginAfterPage() {
  const { loginFlow } = Route.useRouteContext();
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const snapshot = useLoginSnapshot(loginFlow);
  const { context } = snapshot;
  // The info of the picked type did not load: the login form says why (or there never was a login here).
  if (snapshot.hasTag('signedOut')) return <Navigate to="/login" replace />;
  return (
    <LoginAfterScreen
      relations={context.data?.identityTypeMap.userRelationList ?? []}
      status={snapshot.hasTag('pending') ? 'pending' : 'choosing'}
      chosen={context.selectedIdType}
      error={context.message ? loginMessageText(context.message, i18n) : null}
      onChoose={(identityType) => loginFlow.actor().send({ type: 'login.chooseRelation', identityType })}
      onBackToLogin={() => {
        loginFlow.reset();
        void navigate({ to: '/login' });
      }}
      onLocaleChange={(locale) => void switchPublicLanguage(locale)}
    />
  );
}

import { Navigate, createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { LoginAfterScreen } from '../screens/onboarding/login-after-screen';
import { switchPublicLanguage } from '../flows/language';
import { loginMessageText, useLastLoginActor, type LoginActor } from '../flows/auth';
import { useBackToLogin } from '../flows/onboarding';

// /loginAfter: the login child's choice of investor type; the session opens once the picked type's info loads.
export const Route = createFileRoute('/loginAfter')({ component: LoginAfterPage });

function LoginAfterPage() {
  const login = useLastLoginActor(Route.useRouteContext().session);
  return login ? <Choice login={login} /> : <Navigate to="/login" replace />;
}

function Choice({ login }: { login: LoginActor }) {
  const { i18n } = useLingui();
  const backToLogin = useBackToLogin(Route.useRouteContext().session);
  const snapshot = useSelector(login, (s) => s);
  const { context } = snapshot;
  // The info of the picked type did not load: the login form says why.
  if (snapshot.hasTag('signedOut')) return <Navigate to="/login" replace />;
  return (
    <LoginAfterScreen
      relations={context.data?.identityTypeMap.userRelationList ?? []}
      status={snapshot.hasTag('pending') ? 'pending' : 'choosing'}
      chosen={context.selectedIdType}
      error={context.message ? loginMessageText(context.message, i18n) : null}
      onChoose={(identityType) => login.send({ type: 'login.chooseRelation', identityType })}
      onBackToLogin={backToLogin}
      onLocaleChange={(locale) => void switchPublicLanguage(locale)}
    />
  );
}

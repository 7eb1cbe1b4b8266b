/** The login page (/login): the session's login child (src/flows/auth.ts) in each of its states. Not a route itself. */
import { useState } from 'react';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { LoginScreen, type LoginField } from '../screens/auth/login-screen';
import { PublicNotices } from '../screens/public/public-notices';
import { currentLocale } from '../i18n';
import { useLastLoginActor, type LoginActor } from '../flows/auth';
import { useSelector } from '@xstate/react';
import { switchPublicLanguage } from '../app/language';
import { loginMessageText } from '../app/login-messages';
import { passkeysSupported } from '../webauthn';

export function LoginPage() {
  const { session } = useRouteContext({ from: '/login' });
  // The login child ends when a session opens or the way in moves on; its last form stays while the gate moves the page.
  const login = useLastLoginActor(session);
  return login ? <LoginForm key={login.sessionId} login={login} /> : null;
}

function LoginForm({ login }: { login: LoginActor }) {
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const snapshot = useSelector(login, (s) => s);
  const { context } = snapshot;
  const [values, setValues] = useState({ account: context.account, password: context.password, captchaCode: '' });
  const [code, setCode] = useState('');
  const send = login.send;
  return (
    <>
      <PublicNotices locale={currentLocale()} />
      <LoginScreen
      account={values.account}
      password={values.password}
      captcha={snapshot.hasTag('needCaptcha') ? { image: context.captcha?.image ?? '', code: values.captchaCode } : null}
      status={snapshot.hasTag('passkeyPrompt') ? 'passkey' : snapshot.hasTag('pending') ? 'submitting' : 'editing'}
      error={context.message ? loginMessageText(context.message, i18n) : undefined}
      onChange={(field: LoginField, value) => setValues((v) => ({ ...v, [field]: value }))}
      onSubmit={() => send({ type: 'login.submit', ...values })}
      onRefreshCaptcha={() => send({ type: 'login.refreshCaptcha' })}
      onPasskey={passkeysSupported() ? () => send({ type: 'login.passkey' }) : undefined}
      onForgot={() => void navigate({ to: '/forgotPassword' })}
      onRegister={() => void navigate({ to: '/register' })}
      onLocaleChange={(locale) => void switchPublicLanguage(locale)}
      secondStep={
        snapshot.hasTag('secondStep')
          ? {
              mode: context.secondStepMode,
              methods: context.challenge?.methods ?? [],
              code,
              status: snapshot.hasTag('pending') ? 'verifying' : 'entering',
              onCodeChange: setCode,
              onSubmit: () => send({ type: 'login.secondStep.submit', code }),
              onModeChange: (mode) => {
                setCode('');
                send({ type: 'login.secondStep.mode', mode });
              },
              onBack: () => {
                setCode('');
                send({ type: 'login.secondStep.back' });
              },
            }
          : null
      }
      />
    </>
  );
}

/** The login page (/login): the session's login child (src/flows/auth.ts) in each of its states. Not a route itself. */
import { useEffect, useState } from 'react';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { LoginScreen, type LoginField } from '../screens/auth/login-screen';
import { PublicNotices } from '../screens/public/public-notices';
import { currentLocale } from '../i18n';
import { loginMessageText, useLastLoginActor, type LoginActor } from '../flows/auth';
import { openLogin } from '../flows/way-in-loader';
import { useSelector } from '@xstate/react';
import { switchPublicLanguage } from '../flows/language';
import { passkeysSupported } from '../webauthn';

export function LoginPage() {
  const { session } = useRouteContext({ from: '/login' });
  // The login child ends when a session opens or the way in moves on; its last form stays while the gate moves the page.
  const login = useLastLoginActor(session);
  // The form is on screen at once; the login's code loads after the frame that painted it (a press before that waits).
  useEffect(() => {
    if (login) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => void openLogin(session), 0)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [login, session]);
  return <LoginForm login={login} onEarly={(event) => void openLogin(session).then(() => session.getSnapshot().children.login?.send(event))} />;
}

type LoginEvent = Parameters<LoginActor['send']>[0];

function LoginForm({ login, onEarly }: { login: LoginActor | undefined; onEarly: (event: LoginEvent) => void }) {
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const snapshot = useSelector(login, (s) => s);
  const context = snapshot?.context;
  const [values, setValues] = useState({ account: context?.account ?? '', password: context?.password ?? '', captchaCode: '' });
  const [code, setCode] = useState('');
  const send = (event: LoginEvent) => (login ? login.send(event) : onEarly(event));
  const tag = (name: Parameters<NonNullable<typeof snapshot>['hasTag']>[0]) => !!snapshot?.hasTag(name);
  return (
    <>
      <PublicNotices locale={currentLocale()} />
      <LoginScreen
      account={values.account}
      password={values.password}
      captcha={tag('needCaptcha') ? { image: context?.captcha?.image ?? '', code: values.captchaCode } : null}
      status={tag('passkeyPrompt') ? 'passkey' : tag('pending') ? 'submitting' : 'editing'}
      error={context?.message ? loginMessageText(context.message, i18n) : undefined}
      onChange={(field: LoginField, value) => setValues((v) => ({ ...v, [field]: value }))}
      onSubmit={() => send({ type: 'login.submit', ...values })}
      onRefreshCaptcha={() => send({ type: 'login.refreshCaptcha' })}
      onPasskey={passkeysSupported() ? () => send({ type: 'login.passkey' }) : undefined}
      onForgot={() => void navigate({ to: '/forgotPassword' })}
      onRegister={() => void navigate({ to: '/register' })}
      onLocaleChange={(locale) => void switchPublicLanguage(locale)}
      secondStep={
        context && tag('secondStep')
          ? {
              mode: context.secondStepMode,
              methods: context.challenge?.methods ?? [],
              code,
              status: tag('pending') ? 'verifying' : 'entering',
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

/**
 * The security centre (/securityCentre, reached from Settings): the open sessions and a page of the sign-in history,
 * loaded together, and signing another session out (machines/session-signout.machine.ts with its actor), which
 * reloads them once the server has answered. While they reload, the lists shown stay on screen.
 */
import { useEffect, useState } from 'react';
import { useMachine } from '@xstate/react';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { authenticatorMachine } from '../../machines/authenticator.machine';
import { sessionSignOutMachine } from '../../machines/session-signout.machine';
import { passkeysMachine } from '../../machines/passkeys.machine';
import { authenticatorActors, loadSecurity, passkeysActors, sessionSignOutActors, type SecurityData } from '../actors/security';
import { passkeysSupported } from '../webauthn';
import type { AuthenticatorProps, AuthenticatorView } from '../screens/client/settings/authenticator-section';
import type { PasskeysProps, PasskeysView } from '../screens/client/settings/passkeys-section';
import type { SecurityCentreScreenProps } from '../screens/client/settings/security-centre-screen';
import type { PageStatus } from '../screens/client/content/page-parts';
import { SIGN_IN_HISTORY_PAGE_SIZE } from '../security-centre';
import { failureText } from './failure';

interface Loaded {
  key: string;
  data?: SecurityData;
  error?: string;
}

type SecurityProps = Pick<SecurityCentreScreenProps, 'status' | 'sessions' | 'history' | 'signOut' | 'onSignOutRequest'
  | 'onSignOutConfirm' | 'onSignOutCancel' | 'onPage' | 'onRetry'>;

/** The page's lists, the page of the history shown, and the sign-out flow, as the screen takes them. */
export function useSecurityCentre(): SecurityProps {
  const { i18n } = useLingui();
  const [page, setPage] = useState(1);
  const [tries, setTries] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const reload = () => setTries((n) => n + 1);
  const [snap, send] = useMachine(sessionSignOutMachine.provide({ actors: sessionSignOutActors, actions: { reload } }));
  const key = `${page}:${tries}`;
  useEffect(() => {
    let current = true;
    loadSecurity(page, SIGN_IN_HISTORY_PAGE_SIZE).then(
      (data) => current && setLoaded({ key, data }),
      (error: Error) => current && setLoaded({ key, error: error.message }),
    );
    return () => {
      current = false;
    };
  }, [page, tries, key]);
  // The last lists stay while the next load is on its way; an error shows only for the load asked for last.
  const data = loaded?.data;
  const status: PageStatus =
    loaded?.key === key && loaded.error !== undefined
      ? { kind: 'error', message: loaded.error }
      : data
        ? { kind: 'ready' }
        : { kind: 'loading' };
  return {
    status,
    sessions: data?.sessions ?? [],
    history: data?.history ?? { list: [], total: 0, page, limit: SIGN_IN_HISTORY_PAGE_SIZE },
    signOut: {
      confirming: snap.hasTag('confirm') || snap.hasTag('signingOut') ? snap.context.target : null,
      signingOut: snap.hasTag('signingOut'),
      signedOut: snap.hasTag('signedOut') ? snap.context.signedOut : null,
      failure: failureText(snap.context.failure, i18n),
    },
    onSignOutRequest: (target) => send({ type: 'signOut.request', target }),
    onSignOutConfirm: () => send({ type: 'signOut.confirm' }),
    onSignOutCancel: () => send({ type: 'signOut.cancel' }),
    onPage: setPage,
    onRetry: reload,
  };
}

/**
 * The authenticator-app part of the page (machines/authenticator.machine.ts): its status, then one call at a time
 * (set-up, its first code, new recovery codes, turning off); a refusal keeps the step open with the server's message.
 */
export function useAuthenticator(): AuthenticatorProps {
  const { i18n } = useLingui();
  const [snap, send] = useMachine(authenticatorMachine.provide({ actors: authenticatorActors }));
  const { recoveryCodesLeft, setup, codes, failure } = snap.context;
  const view: AuthenticatorView = snap.matches('loading')
    ? { kind: 'loading' }
    : snap.matches('setup') || snap.matches('confirming')
      ? { kind: 'setup', ...setup! }
      : snap.matches('codes')
        ? { kind: 'codes', codes }
        : snap.matches('on')
          ? { kind: 'on', recoveryCodesLeft }
          : snap.matches('regenerate') || snap.matches('regenerating')
            ? { kind: 'regenerate', recoveryCodesLeft }
            : snap.matches('disable') || snap.matches('disabling')
              ? { kind: 'disable', recoveryCodesLeft }
              : { kind: 'off' };
  return {
    view,
    pending: snap.hasTag('pending'),
    error: failureText(failure, i18n),
    onStart: () => send({ type: 'authenticator.start' }),
    onConfirm: (code) => send({ type: 'authenticator.confirm', code }),
    onCancel: () => send({ type: 'authenticator.cancel' }),
    onCodesSaved: () => send({ type: 'authenticator.codesSaved' }),
    onRegenerate: () => send({ type: 'authenticator.regenerate' }),
    onRegenerateConfirm: (code) => send({ type: 'authenticator.confirm', code }),
    onDisable: () => send({ type: 'authenticator.disable' }),
    onDisableConfirm: (proof) => send({ type: 'authenticator.confirmDisable', proof }),
  };
}

/**
 * The passkeys part of the page (machines/passkeys.machine.ts): the list, then one call at a time (adding one: its
 * name, the browser's prompt, the server's check, and the recovery codes the first one brings; removing one after a
 * confirmation). A refusal keeps the step with the server's message; a dismissed prompt says so.
 */
export function usePasskeys(locale: PasskeysProps['locale']): PasskeysProps {
  const { i18n } = useLingui();
  const [snap, send] = useMachine(passkeysMachine.provide({ actors: passkeysActors }));
  const { passkeys, loaded, target, added, codes, failure } = snap.context;
  const view: PasskeysView = !loaded
    ? { kind: 'loading' }
    : snap.matches('naming') || snap.matches('adding')
      ? { kind: 'naming' }
      : snap.matches('codes')
        ? { kind: 'codes', codes }
        : (snap.matches('removing') || snap.matches('deleting')) && target
          ? { kind: 'removing', passkey: target }
          : { kind: 'list' };
  return {
    view,
    passkeys,
    locale,
    supported: passkeysSupported(),
    pending: snap.hasTag('pending'),
    error: failureText(failure, i18n, { dismissed: i18n._(msg`未完成添加：浏览器的验证已取消或超时。`) }),
    added,
    onAdd: () => send({ type: 'passkeys.add' }),
    onAddConfirm: (name) => send({ type: 'passkeys.confirmName', name }),
    onRemove: (passkey) => send({ type: 'passkeys.remove', passkey }),
    onRemoveConfirm: () => send({ type: 'passkeys.confirmRemove' }),
    onCancel: () => send({ type: 'passkeys.cancel' }),
    onCodesSaved: () => send({ type: 'passkeys.codesSaved' }),
  };
}

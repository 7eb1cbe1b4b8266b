/** Wires the API layer to the app: credentials and language for each call, and the envelope's effects. */
import { configureClient } from '../api/client';
import { configureEnvelope } from '../api/envelope';
import { notifyError } from '../components/toaster';
import { i18n, toLanguageType } from '../i18n';
import { requestedLocale } from './language';
import type { LoginFlow } from './login-flow';
import type { SessionActor } from './session';

export function connectApi(session: SessionActor, flow: LoginFlow): void {
  configureClient({
    languageType: () => toLanguageType(requestedLocale()),
    token: () => session.getSnapshot().context.tokens?.token || undefined,
    onetimeToken: () => flow.onetimeToken(),
    currentIdType: () => session.getSnapshot().context.info?.identityTypeMap.currentIdType,
  });
  configureEnvelope({
    notify: (message, options) => notifyError(message, options?.durationMs),
    sessionInvalid: () => session.send({ type: 'session.invalid' }),
    activity: () => session.send({ type: 'session.activity' }),
    translate: (descriptor) => i18n._(descriptor),
  });
}

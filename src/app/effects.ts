/** Wires the API layer to the app: credentials and language for each call, and the envelope's effects. */
import { configureClient } from '../api/client';
import { configureEnvelope } from '../api/envelope';
import { notifyError } from '../components/toaster';
import { i18n, toLanguageType } from '../i18n';
import { requestedLocale } from '../flows/language';
import type { SessionActor } from '../session/session';

/** The way in's onetime token: the answer it works on, else the one the login child holds (the investor-type choice). */
function onetimeToken(session: SessionActor): string | undefined {
  const snapshot = session.getSnapshot();
  return snapshot.context.way?.onetimeToken || snapshot.children.login?.getSnapshot().context.data?.onetimeToken || undefined;
}

export function connectApi(session: SessionActor): void {
  configureClient({
    languageType: () => toLanguageType(requestedLocale()),
    token: () => session.getSnapshot().context.tokens?.token || undefined,
    onetimeToken: () => onetimeToken(session),
    currentIdType: () => session.getSnapshot().context.info?.identityTypeMap.currentIdType,
  });
  configureEnvelope({
    notify: (message, options) => notifyError(message, options?.durationMs),
    sessionInvalid: () => session.send({ type: 'session.invalid' }),
    activity: () => session.send({ type: 'session.activity' }),
    translate: (descriptor) => i18n._(descriptor),
  });
}

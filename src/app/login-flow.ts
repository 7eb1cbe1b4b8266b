/**
 * The login in progress: one login actor that outlives the /login route, so /loginAfter, /binding, /applying and
 * the partner-expiry pages can read the same outcome. When it signs in, the session takes over; its language
 * follows the account's languageType (SPEC.md section 4).
 */
import { createActor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { loginMachine, type LoginInput, type ResumableOutcome } from '../../machines/login.machine';
import type { LanguageTypeCode, LoginData } from '../../machines/types';
import { loginActors } from '../actors/auth';
import type { SessionActor } from './session';

export type LoginActor = ActorRefFrom<typeof loginMachine>;
export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

export interface LoginFlow {
  /** The current login actor, started on first use. */
  actor(): LoginActor;
  /** The current snapshot without starting a login. */
  snapshot(): LoginSnapshot | null;
  /** Drop the login in progress (logout, reset, back to the form). */
  reset(): void;
  /** The onetime token of a login that did not open a session (binding, applying, ...). */
  onetimeToken(): string | undefined;
  subscribe(listener: () => void): () => void;
  /**
   * Enter a login outcome that came from elsewhere than loginV2 (the register answer's onetime token, the
   * post-login check after the data-processing notice), so the gates and the onetime calls work as after a login.
   */
  resume(kind: ResumableOutcome, data: LoginData): void;
}

export type { ResumableOutcome };

export function createLoginFlow(session: SessionActor, onLanguage: (languageType: LanguageTypeCode) => void): LoginFlow {
  let current: LoginActor | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());

  const machine = loginMachine.provide({ actors: loginActors });

  function start(input?: LoginInput): LoginActor {
    const actor = createActor(machine, { input });
    actor.on('login.language', (event) => onLanguage(event.languageType));
    actor.subscribe((snapshot) => {
      if (snapshot.status === 'done' && snapshot.output?.kind === 'signedIn') {
        session.send({ type: 'session.signedIn', tokens: snapshot.output.tokens, info: snapshot.output.info });
      }
      notify();
    });
    actor.start();
    return actor;
  }

  return {
    actor() {
      current ??= start();
      return current;
    },
    snapshot() {
      return current?.getSnapshot() ?? null;
    },
    reset() {
      current?.stop();
      current = null;
      notify();
    },
    onetimeToken() {
      return current?.getSnapshot().context.data?.onetimeToken || undefined;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    resume(kind, data) {
      current?.stop();
      current = start({ resume: { kind, data } });
      notify();
    },
  };
}

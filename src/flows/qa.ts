/**
 * Q&A with the firm (/qaSession): a page of the user's questions, the open thread (marked read on opening, so the
 * header's badge stops counting it), the ask flow (machines/qa-ask.machine.ts with its actor) and replies.
 */
import { useLingui } from '@lingui/react';
import { useMachine } from '@xstate/react';
import { qaAskMachine, validateQaAsk, type QaAskForm } from '../../machines/qa-ask.machine';
import { getThread, listQuestions, markRead, qaAskActors } from '../actors/qa';
import { refusalMessage } from '../api/failure';
import { QA_TITLE_MAX_LENGTH } from '../constants';
import { QA_TEXT_MAX_LENGTH } from '../screens/client/qa/qa-messages';
import { failureText } from './failure';

/** Replies to the open thread: the refusal's message, shown under the reply box. */
export { reply } from '../actors/qa';

export type QaData = Awaited<ReturnType<typeof loadQa>>;

export async function loadQa({ page: pageNumber, id }: { page: number; id?: string }) {
  const [page, thread] = await Promise.all([
    listQuestions(pageNumber),
    id ? getThread(id).then((t) => ({ ok: true as const, t }), (e: unknown) => ({ ok: false as const, message: refusalMessage(e) })) : null,
  ]);
  if (thread?.ok && !thread.t.read && (await markRead(thread.t.id))) {
    thread.t.read = true;
    page.list = page.list.map((q) => (q.id === thread.t.id ? { ...q, read: true } : q));
  }
  return { page, thread };
}

/** The ask flow: the form's state for the screen and the events it sends; `asked` runs once a question is filed. */
export function useQaAsk(asked: () => void) {
  const { i18n } = useLingui();
  const [snapshot, send] = useMachine(
    qaAskMachine.provide({ actors: qaAskActors, actions: { asked } }),
    { input: { limits: { title: QA_TITLE_MAX_LENGTH, description: QA_TEXT_MAX_LENGTH } } },
  );
  const { form, errors, failure, limits } = snapshot.context;
  return {
    view: { ...form, errors, submitting: snapshot.hasTag('submitting'), asked: snapshot.hasTag('asked'), failure: failureText(failure, i18n) },
    asked: snapshot.hasTag('asked'),
    change: (values: Partial<QaAskForm>) => send({ type: 'qa.change', values }),
    /** Refused locally answers false: no click guard, so the corrected form can be sent at once. */
    submit: () => {
      send({ type: 'qa.submit' });
      return Object.keys(validateQaAsk(form, limits)).length > 0 ? false : undefined;
    },
    again: () => send({ type: 'qa.again' }),
  };
}

/** Q&A with the firm: the caller's questions, one thread with its replies, asking, replying and marking read. */
import { fromPromise } from 'xstate';
import { api } from '../api/client';
import { settleData } from '../api/envelope';
import { isUnreachable, refusalMessage } from '../api/failure';
import { SEARCH_PAGE_SIZE } from '../constants';
import type { QaAskForm, QaAskOutcome } from '../../machines/qa-ask.machine';
import type { PageOf } from '../domain/content';
import type { QaSummary, QaThread } from '../domain/qa';

const quiet = { silent: true } as const;

export async function listQuestions(page: number): Promise<PageOf<QaSummary>> {
  const data = (await settleData(api.GET('/qa/info/list', { params: { query: { page, limit: SEARCH_PAGE_SIZE } } }), quiet))!;
  return { ...data, list: data.list.map((q) => ({ ...q })) };
}

export async function getThread(id: string): Promise<QaThread> {
  const q = (await settleData(api.GET('/qa/info/findone', { params: { query: { id } } }), quiet))!;
  return { ...q, replies: q.replies.map((r) => ({ ...r })) };
}

/** Marks the firm's replies of a question read; a failure only leaves the unread mark (toast shown). */
export async function markRead(qaId: string): Promise<boolean> {
  try {
    await settleData(api.POST('/qa/info/updateRead', { body: { qaId } }));
    return true;
  } catch {
    return false;
  }
}

/** The shown message for a refused call: the server's, else the §8 "system failed" text. */
export async function askQuestion(form: QaAskForm): Promise<QaAskOutcome> {
  try {
    const q = await settleData(api.POST('/qa/info/addQaInfo', { body: form }), quiet);
    return { kind: 'asked', id: q?.id ?? '' };
  } catch (error) {
    // Network and timeout failures reject, so the machine tells them apart from a refusal.
    if (isUnreachable(error)) throw error;
    return { kind: 'failure', message: refusalMessage(error) };
  }
}

export async function reply(qaId: string, content: string): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    await settleData(api.POST('/qa/info/addQaReply', { body: { qaId, content } }), quiet);
    return { ok: true };
  } catch (error) {
    return { ok: false, message: refusalMessage(error) };
  }
}

export const qaAskActors = {
  addQaInfo: fromPromise<QaAskOutcome, QaAskForm>(({ input }) => askQuestion(input)),
};

import { act, fireEvent, screen } from '@testing-library/react';
import { useMachine } from '@xstate/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { qaAskMachine, validateQaAsk, type QaAskForm as Form, type QaAskOutcome } from '../../../../machines/qa-ask.machine';
import { QA_TITLE_MAX_LENGTH, type Locale } from '../../../../src/constants';
import { QaAskForm } from '../../../../src/screens/client/qa/qa-ask-form';
import { preloadLocales, renderUi } from '../../render-ui';

beforeAll(preloadLocales);

/** The ask form driven by the real machine, as the /qaSession route does. */
function Harness({ send: addQaInfo }: { send: (form: Form) => Promise<QaAskOutcome> }) {
  const [snap, send] = useMachine(qaAskMachine.provide({ actors: { addQaInfo: fromPromise(({ input }) => addQaInfo(input as Form)) } }), {
    input: { limits: { title: QA_TITLE_MAX_LENGTH, description: 200 } },
  });
  return (
    <QaAskForm
      state={{ ...snap.context.form, errors: snap.context.errors, submitting: snap.hasTag('submitting'), asked: snap.hasTag('asked'), failure: snap.context.failure?.message ?? null }}
      onChange={(values) => send({ type: 'qa.change', values })}
      onSubmit={() => {
        send({ type: 'qa.submit' });
        return Object.keys(validateQaAsk(snap.context.form, snap.context.limits)).length > 0 ? false : undefined;
      }}
      onAgain={() => send({ type: 'qa.again' })}
      onClose={vi.fn()}
    />
  );
}

const TEXTS: Record<Locale, { submit: string; title: string; description: string; required: string[]; tooLong: string; asked: string }> = {
  'zh-CN': { submit: '提交问题', title: '问题标题', description: '问题描述', required: ['请输入问题标题', '请输入问题描述'], tooLong: '问题标题不能超过100个字符', asked: '问题已提交，我们会尽快回复。' },
  en: { submit: 'Submit question', title: 'Title', description: 'Description', required: ['Please enter a title', 'Please describe your question'], tooLong: 'The title may be at most 100 characters', asked: 'Your question has been sent; we will reply soon.' },
};

describe.each(Object.keys(TEXTS) as Locale[])('asking a question in %s', (locale) => {
  const text = TEXTS[locale];
  it('requires a title and a description, limits the title to 100 characters, then sends', async () => {
    const addQaInfo = vi.fn(async (): Promise<QaAskOutcome> => ({ kind: 'asked', id: 'q9' }));
    await renderUi(<Harness send={addQaInfo} />, locale);
    fireEvent.click(screen.getByRole('button', { name: text.submit }));
    for (const message of text.required) expect(screen.getByText(message)).toBeTruthy();
    expect(addQaInfo).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('textbox', { name: new RegExp(text.title) }), { target: { value: 'x'.repeat(QA_TITLE_MAX_LENGTH + 1) } });
    fireEvent.change(screen.getByRole('textbox', { name: new RegExp(text.description) }), { target: { value: 'When is the NAV published?' } });
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    fireEvent.click(screen.getByRole('button', { name: text.submit }));
    expect(screen.getByText(text.tooLong)).toBeTruthy();
    expect(addQaInfo).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('textbox', { name: new RegExp(text.title) }), { target: { value: 'x'.repeat(QA_TITLE_MAX_LENGTH) } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: text.submit })); });
    expect(addQaInfo).toHaveBeenCalledWith({ title: 'x'.repeat(QA_TITLE_MAX_LENGTH), description: 'When is the NAV published?' });
    expect(await screen.findByText(text.asked)).toBeTruthy();
  });
});

/**
 * The qualified-investor assessment in Settings: a qualified client sees since when and until when, and the answers
 * the assessment rests on (not an empty questionnaire), and may update them; a lapsed one answers again, with the
 * answers given last time filled in.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../../src/constants';
import { QualifiedSection } from '../../../../src/screens/client/settings/qualified-section';
import type { QualifiedState } from '../../../../src/domain/settings';
import { preloadLocales, renderUi } from '../../render-ui';

beforeAll(preloadLocales);

const TEXT = {
  'zh-CN': {
    q1: '您的投资者类型',
    individual: '个人投资者',
    q2: '您符合以下哪些条件（可多选）',
    finAssets: '个人金融资产不低于300万元',
    income: '最近三年个人年均收入不低于50万元',
    status: '您已完成合格投资者认定。认定于 2026-03-16，有效期至 2027-03-16。',
    answers: '您的认定信息',
    update: '更新认定信息',
    submit: '提交认定',
    cancel: '取消',
  },
  en: {
    q1: 'Your investor type',
    individual: 'Individual',
    q2: 'Which of these apply to you (several allowed)',
    finAssets: 'Personal financial assets of at least CNY 3 million',
    income: 'Average yearly income of at least CNY 500 thousand over three years',
    status: 'You have completed the qualified investor assessment. Assessed on Mar 16, 2026, valid until Mar 16, 2027.',
    answers: 'Your assessment',
    update: 'Update my assessment',
    submit: 'Submit assessment',
    cancel: 'Cancel',
  },
} as const;

const stateOf = (locale: Locale, over: Partial<QualifiedState> = {}): QualifiedState => {
  const t = TEXT[locale];
  return {
    qualified: true,
    confirmedAt: '2026-03-16T02:30:00Z',
    expiresAt: '2027-03-16T02:30:00Z',
    questions: [
      { questionId: 'q1', title: t.q1, multiple: false, options: [{ optionId: 'individual', text: t.individual }, { optionId: 'organisation', text: 'x' }] },
      { questionId: 'q2', title: t.q2, multiple: true, options: [{ optionId: 'finAssets', text: t.finAssets }, { optionId: 'income', text: t.income }] },
    ],
    answers: { q1: ['individual'], q2: ['finAssets'] },
    ...over,
  };
};

describe.each(['zh-CN', 'en'] as const)('the qualified-investor assessment (%s)', (locale) => {
  const t = TEXT[locale];

  it('of a qualified client shows its dates and the answers it rests on, not the questionnaire', async () => {
    await renderUi(<QualifiedSection state={stateOf(locale)} locale={locale} onSubmit={vi.fn()} />, locale);
    expect(screen.getByRole('status')).toHaveTextContent(t.status);
    expect(screen.getByText(t.answers)).toBeInTheDocument();
    const list = screen.getByText(t.q1).closest('dl')!;
    expect(within(list).getByText(t.individual).tagName).toBe('DD');
    expect(within(list).getByText(t.finAssets).tagName).toBe('DD');
    expect(within(list).queryByText(t.income)).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: t.submit })).toBeNull();
  });

  it('updates the answers from the ones given, and cancelling leaves them as they were', async () => {
    const onSubmit = vi.fn(async () => ({ ok: true as const }));
    await renderUi(<QualifiedSection state={stateOf(locale)} locale={locale} onSubmit={onSubmit} />, locale);
    fireEvent.click(screen.getByRole('button', { name: t.update }));
    expect(screen.getByRole('checkbox', { name: t.finAssets })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: t.cancel }));
    expect(screen.getByRole('status')).toHaveTextContent(t.status);

    fireEvent.click(screen.getByRole('button', { name: t.update }));
    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: t.income })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: t.submit })));
    expect(onSubmit).toHaveBeenCalledWith({ q1: ['individual'], q2: ['finAssets', 'income'] });
    // Done: back to the assessment as it stands (the page reloads it).
    expect(screen.queryByRole('button', { name: t.submit })).toBeNull();
  });

  it('that has lapsed asks again, with the answers given last time', async () => {
    await renderUi(<QualifiedSection state={stateOf(locale, { qualified: false })} locale={locale} onSubmit={vi.fn()} />, locale);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('radio', { name: t.individual })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: t.finAssets })).toBeChecked();
    expect(screen.getByRole('button', { name: t.submit })).toBeEnabled();
    expect(screen.queryByRole('button', { name: t.cancel })).toBeNull();
  });
});

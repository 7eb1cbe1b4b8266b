import { screen } from '@testing-library/react';
import { beforeAll, expect, it, vi } from 'vitest';
import type { Locale } from '../../../../src/constants';
import { QaScreen, type QaScreenProps } from '../../../../src/screens/client/qa/qa-screen';
import { preloadLocales, renderUi } from '../../render-ui';

beforeAll(preloadLocales);

const question = (id: string, replyCount: number) => ({ id, title: `Question ${id}`, createdAt: '2024-03-01T08:00:00Z', lastReplyAt: null, replyCount, read: true });

function props(locale: Locale): QaScreenProps {
  return {
    status: { kind: 'ready' },
    questions: [question('a', 0), question('b', 1), question('c', 2)],
    page: 1,
    total: 3,
    limit: 10,
    locale,
    selectedId: null,
    thread: null,
    ask: null,
    hrefFor: (id) => `/qaSession?id=${id}`,
    onPage: vi.fn(),
    onAskOpen: vi.fn(),
    onAskClose: vi.fn(),
    onAskChange: vi.fn(),
    onAskSubmit: vi.fn(),
    onAskAgain: vi.fn(),
    onReply: vi.fn(async () => null),
  };
}

it.each([
  ['en', ['0 replies', '1 reply', '2 replies']],
  ['zh-CN', ['0 条回复', '1 条回复', '2 条回复']],
] as const)('the question list counts replies in %s grammar', async (locale, counts) => {
  await renderUi(<QaScreen {...props(locale)} />, locale);
  for (const count of counts) expect(screen.getByText(new RegExp(`· ${count}$`))).toBeTruthy();
});

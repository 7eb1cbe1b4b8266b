import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { searchNews } from '../../../../src/actors/content';
import { SEARCH_PAGE_SIZE, SEARCH_START_PAGE } from '../../../../src/constants';
import { SearchScreen } from '../../../../src/screens/client/content/search-screen';
import { preloadLocales, renderUi } from '../../render-ui';

beforeAll(preloadLocales);
afterEach(() => vi.restoreAllMocks());

const items = Array.from({ length: SEARCH_PAGE_SIZE }, (_, i) => ({
  id: `a${i}`, title: `Harbourline news ${i}`, summary: 's', publishDate: '2024-03-05', cover: '',
}));

describe('news search', () => {
  it('asks the server for page 1 with 10 results a page', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ code: 1000, msg: 'ok', data: { list: [], total: 0, page: 1, limit: 10 } }), {
        status: 200, headers: { 'content-type': 'application/json' },
      }),
    );
    await searchNews('年度', SEARCH_START_PAGE, 'zh_CN');
    const url = new URL((fetch.mock.calls[0][0] as Request).url);
    expect(url.pathname).toBe('/api/psn/column/getListByTitle');
    expect(url.searchParams.get('title')).toBe('年度');
    expect(url.searchParams.get('page')).toBe('1');
    expect(url.searchParams.get('limit')).toBe(String(SEARCH_PAGE_SIZE));
    expect(SEARCH_START_PAGE).toBe(1);
  });

  it('pages through the results: 25 results are three pages of 10', async () => {
    const onPage = vi.fn();
    await renderUi(
      <SearchScreen query="news" status={{ kind: 'ready' }} items={items} total={25} page={1} limit={SEARCH_PAGE_SIZE}
        locale="en" hrefFor={(id) => `/searchInformationDetail?id=${id}`} onSearch={vi.fn()} onPage={onPage} />,
      'en',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('searches on enter with the trimmed title and says what to do before a search', async () => {
    const onSearch = vi.fn();
    await renderUi(
      <SearchScreen query="" status={{ kind: 'ready' }} items={[]} total={0} page={1} limit={SEARCH_PAGE_SIZE}
        locale="zh-CN" hrefFor={(id) => id} onSearch={onSearch} onPage={vi.fn()} />,
    );
    expect(screen.getByText('请输入标题关键词进行搜索')).toBeTruthy();
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: '  可持续  ' } });
    await act(async () => fireEvent.submit(box.closest('form')!));
    expect(onSearch).toHaveBeenCalledWith('可持续');
  });
});

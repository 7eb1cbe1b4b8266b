/** The address bar keeps the legacy site's plain query strings (src/app/search-params.ts). */
import { describe, expect, it } from 'vitest';
import {
  articleSearch, detailSearch, estimateSearch, fundCodeSearch, liveSearch, newsSearch, pageSearch, parseSearch,
  productListSearch, qaSearch, searchResultSearch, statementsQuery, statementsSearch, stringifySearch,
} from '../../src/app/search-params';

describe('query strings', () => {
  it('a numeric id read as text is written back as it was, not as JSON (?id=6, not ?id=%226%22)', () => {
    expect(stringifySearch({ id: '6' })).toBe('?id=6');
    expect(stringifySearch({ id: '6', page: 2 })).toBe('?id=6&page=2');
  });

  it('a search term that looks like JSON stays the text typed', () => {
    const search: Record<string, unknown> = parseSearch('?title=%5B1%5D&q=%7B%22a%22%3A1%7D');
    expect(search).toEqual({ title: '[1]', q: '{"a":1}' });
    expect(stringifySearch({ title: String(search.title) })).toBe('?title=%5B1%5D');
  });

  it('reading and writing an address gives the same address', () => {
    for (const address of ['?id=6', '?fundCode=HL001', '?title=%E6%B3%93&page=3', '?redirect=%2FqaSession']) {
      const read = parseSearch(address);
      const asText = Object.fromEntries(Object.entries(read).map(([k, v]) => [k, String(v)]));
      expect(stringifySearch(asText)).toBe(address);
    }
  });
});

describe('list addresses', () => {
  it('a page beyond the first stays in the address; the first, a typo or a negative number is the first page', () => {
    expect(pageSearch(parseSearch('?page=3'))).toEqual({ page: 3 });
    for (const address of ['', '?page=1', '?page=x', '?page=-2']) expect(pageSearch(parseSearch(address))).toEqual({});
  });

  it('quarterly statements keep their type in the address; monthly, the first tab, and anything else leave it out', () => {
    expect(statementsSearch(parseSearch('?type=quarterly&page=2'))).toEqual({ type: 'quarterly', page: 2 });
    expect(stringifySearch(statementsSearch(parseSearch('?type=quarterly')))).toBe('?type=quarterly');
    for (const address of ['?type=monthly', '?type=yearly', '']) expect(statementsSearch(parseSearch(address))).toEqual({});
  });

  it('an address without a type or page asks for the first page of monthly statements', () => {
    expect(statementsQuery(statementsSearch(parseSearch('')))).toEqual({ type: 'monthly', page: 1 });
    expect(statementsQuery(statementsSearch(parseSearch('?type=quarterly&page=3')))).toEqual({ type: 'quarterly', page: 3 });
  });
});

describe('page addresses', () => {
  it('a product detail page keeps its tab in the address, except the first ("asset") and unknown ones', () => {
    expect(detailSearch(parseSearch('?fundCode=HL001&tab=nav'))).toMatchObject({ fundCode: 'HL001', tab: 'nav' });
    for (const tab of ['asset', 'shares', '']) expect(detailSearch(parseSearch(`?fundCode=HL001&tab=${tab}`)).tab).toBeUndefined();
    expect(stringifySearch(detailSearch(parseSearch('?fundCode=HL001&tab=asset&type=buy')))).toBe('?fundCode=HL001&type=buy');
  });

  it('an empty product code means the first product; a page beyond the first stays', () => {
    expect(fundCodeSearch(parseSearch('?fundCode='))).toEqual({});
    expect(estimateSearch(parseSearch('?fundCode=HL002&page=3'))).toEqual({ fundCode: 'HL002', page: 3 });
    expect(stringifySearch(estimateSearch(parseSearch('?fundCode=HL002&page=1')))).toBe('?fundCode=HL002');
  });

  it("a partner's product list keeps only the followed filter, a keyword and a later page", () => {
    expect(productListSearch(parseSearch('?filter=followed&keyword=Jade&page=2'))).toEqual({ filter: 'followed', keyword: 'Jade', page: 2 });
    expect(stringifySearch(productListSearch(parseSearch('?filter=all&keyword=')))).toBe('');
  });

  it('the news search trims its title; an opened result leads back to the same title and page', () => {
    expect(newsSearch(parseSearch('?title=%20fund%20&page=2'))).toEqual({ title: 'fund', page: 2 });
    expect(newsSearch(parseSearch('?title=%20'))).toEqual({});
    expect(searchResultSearch(parseSearch('?id=6&title=fund&page=2'))).toEqual({ id: '6', title: 'fund', page: 2 });
  });

  it("an article goes back only to a column's list; a question's thread stays open in the address", () => {
    expect(articleSearch(parseSearch('?id=6&from=investment'))).toEqual({ id: '6', from: 'investment' });
    expect(articleSearch(parseSearch('?id=6&from=settingPath'))).toEqual({ id: '6' });
    expect(qaSearch(parseSearch('?page=2&id=9'))).toEqual({ page: 2, id: '9' });
    expect(qaSearch(parseSearch('?id='))).toEqual({});
  });

  it("a broadcast's id is plain text of at most 64 letters, digits, - and _", () => {
    expect(liveSearch(parseSearch('?eventId=3'))).toEqual({ eventId: '3' });
    expect(liveSearch({ eventId: 3 })).toEqual({ eventId: '3' });
    expect(liveSearch(parseSearch('?eventId=%3Cscript%3E'))).toEqual({});
  });
});

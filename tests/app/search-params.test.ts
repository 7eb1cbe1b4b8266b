/** The address bar keeps the legacy site's plain query strings (src/app/search-params.ts). */
import { describe, expect, it } from 'vitest';
import { pageSearch, parseSearch, statementsSearch, stringifySearch } from '../../src/app/search-params';

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
});

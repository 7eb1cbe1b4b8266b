/**
 * The query strings of our addresses are the legacy site's plain ones (`?id=6`, `?fundCode=HL001`): each value is
 * text, and every route's validateSearch reads it as the type it needs. TanStack Router's default writes a string
 * that looks like JSON as JSON, so `?id=6` read as the id "6" came back as `?id=%226%22`, and the router rewrote the
 * address of a reloaded page to it. Here values are never JSON-parsed, and strings are written as they are.
 */
import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router';
import { SEARCH_START_PAGE } from '../constants';

export const parseSearch = parseSearchWith((value) => value);
export const stringifySearch = stringifySearchWith(JSON.stringify);

/**
 * A list's page number: a number beyond the first stays in the address; anything else is the first page, left out
 * of it. It runs in the entry with the route tree, so it imports nothing but the constants.
 */
export function pageSearch(search: Record<string, unknown>): { page?: number } {
  return Number(search.page) > SEARCH_START_PAGE ? { page: Number(search.page) } : {};
}

/**
 * The statements page's query: quarterly statements stay in the address (monthly, the first tab, is left out), and
 * so does a page beyond the first.
 */
export function statementsSearch(search: Record<string, unknown>): { type?: 'quarterly'; page?: number } {
  return { ...(search.type === 'quarterly' ? { type: 'quarterly' as const } : {}), ...pageSearch(search) };
}

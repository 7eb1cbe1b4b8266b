/**
 * The query strings of our addresses are the legacy site's plain ones (`?id=6`, `?fundCode=HL001`): each value is
 * text, and every route's validateSearch reads it as the type it needs. TanStack Router's default writes a string
 * that looks like JSON as JSON, so `?id=6` read as the id "6" came back as `?id=%226%22`, and the router rewrote the
 * address of a reloaded page to it. Here values are never JSON-parsed, and strings are written as they are.
 */
import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router';
import type { DetailSearch } from '../actors/assets';
import { SEARCH_START_PAGE } from '../constants';
import { DETAIL_TABS, type DetailTab } from '../domain/detail-tabs';
import type { FollowFilter } from '../screens/client/assets/product-list-screen';

export const parseSearch = parseSearchWith((value) => value);
export const stringifySearch = stringifySearchWith(JSON.stringify);

/**
 * A list's page number: a number beyond the first stays in the address; anything else is the first page, left out
 * of it. It runs in the entry with the route tree, so it imports nothing but the constants.
 */
export function pageSearch(search: Record<string, unknown>): { page?: number } {
  return Number(search.page) > SEARCH_START_PAGE ? { page: Number(search.page) } : {};
}

/** A list route's loader key: the page its address names (the first when it names none). */
export const pageDeps = ({ search }: { search: { page?: number } }) => ({ page: search.page ?? SEARCH_START_PAGE });

/**
 * The statements page's query: quarterly statements stay in the address (monthly, the first tab, is left out), and
 * so does a page beyond the first.
 */
export function statementsSearch(search: Record<string, unknown>): { type?: 'quarterly'; page?: number } {
  return { ...(search.type === 'quarterly' ? { type: 'quarterly' as const } : {}), ...pageSearch(search) };
}

// The other pages' queries. Like the two above they run in the entry with the route tree, so they import only the
// constants and the product tabs' names, and types.

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** A page about one of the investor's products (?fundCode=), the first one when the address names none. */
export function fundCodeSearch(search: Record<string, unknown>): { fundCode?: string } {
  return text(search.fundCode) ? { fundCode: text(search.fundCode) } : {};
}

/** The estimates (/estimatePath): the chosen product and the page of its history. */
export function estimateSearch(search: Record<string, unknown>): { fundCode?: string; page?: number } {
  return { fundCode: text(search.fundCode), ...pageSearch(search) };
}

/** A partner's product list (/prodListPath): followed products only, a keyword, a page. */
export function productListSearch(search: Record<string, unknown>): { filter?: FollowFilter; keyword?: string; page?: number } {
  return { filter: search.filter === 'followed' ? 'followed' : undefined, keyword: text(search.keyword), ...pageSearch(search) };
}

/** The product reports (/presentationPath): a report type and a page. */
export function reportSearch(search: Record<string, unknown>): { type?: string; page?: number } {
  return { type: text(search.type), ...pageSearch(search) };
}

/** A product's detail page: its tab (the first, "asset", is left out) and the transactions' filter. */
export function detailSearch(search: Record<string, unknown>): DetailSearch {
  return {
    fundCode: text(search.fundCode) ?? '',
    tab: DETAIL_TABS.includes(search.tab as DetailTab) && search.tab !== 'asset' ? (search.tab as DetailTab) : undefined,
    startDate: text(search.startDate),
    endDate: text(search.endDate),
    type: text(search.type),
  };
}

/** The questions (/qaSession): a page of them and the open thread. */
export function qaSearch(search: Record<string, unknown>): { page?: number; id?: string } {
  return { ...pageSearch(search), ...(search.id != null && search.id !== '' ? { id: String(search.id) } : {}) };
}

/** The news search (/searchDetail): the title searched for, trimmed, and a page of the results. */
export function newsSearch(search: Record<string, unknown>): { title?: string; page?: number } {
  return { ...(search.title != null && String(search.title).trim() ? { title: String(search.title).trim() } : {}), ...pageSearch(search) };
}

/** An article or activity (?id=). */
export function idSearch(search: Record<string, unknown>): { id: string } {
  return { id: search.id == null ? '' : String(search.id) };
}

const CONTENT_LISTS = ['companyNews', 'investment', 'enterSpring'];

/** An article opened from its column's list, which from= names (its back link). */
export function articleSearch(search: Record<string, unknown>): { id: string; from?: string } {
  return { ...idSearch(search), ...(typeof search.from === 'string' && CONTENT_LISTS.includes(search.from) ? { from: search.from } : {}) };
}

/** An article or activity opened from the search results: their title and page lead back to them. */
export function searchResultSearch(search: Record<string, unknown>): { id: string; title?: string; page?: number } {
  return { ...idSearch(search), ...(search.title != null ? { title: String(search.title) } : {}), ...pageSearch(search) };
}

/** A video of /video (?videoId=). */
export function videoSearch(search: Record<string, unknown>): { videoId?: string } {
  return typeof search.videoId === 'string' ? { videoId: search.videoId } : {};
}

const EVENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A broadcast of /liveBroadcast (?eventId=); an address's number is read as its text. */
export function liveSearch(search: Record<string, unknown>): { eventId?: string } {
  const id = typeof search.eventId === 'number' ? String(search.eventId) : search.eventId;
  return typeof id === 'string' && EVENT_ID.test(id) ? { eventId: id } : {};
}

/** The statements the address asks for, its defaults filled in: the route's loader and the page read the same. */
export function statementsQuery(search: { type?: 'quarterly'; page?: number }): { type: 'monthly' | 'quarterly'; page: number } {
  return { type: search.type ?? 'monthly', page: search.page ?? SEARCH_START_PAGE };
}

/**
 * The client area's frame (SPEC.md §2): the announcements above every page and the unread-replies badge. The
 * announcements load with the page, alongside the page's own loader: shown above the page, arriving later they would
 * push it down (layout shift); a language switch reloads them. The badge loads in a small effect so the page never
 * waits on it, and refreshes after every navigation (reading a reply on /qaSession clears it). The client area's
 * part of the catalog (src/i18n) loads with the announcements.
 */
import { startTransition, useCallback, useEffect, useState } from 'react';
import { getFindNotice, getFindReadMessage, type Announcement } from '../actors/layout';
import { requestedLocale } from './language';
import type { Locale } from '../constants';
import { loadClientMessages, localeSettled } from '../i18n';

export interface ClientAreaData {
  locale: Locale;
  items: Announcement[];
}

/** The client area's loader: the announcements in the language the page will show, and that language's catalog. */
export async function loadClientArea(): Promise<ClientAreaData> {
  const locale = requestedLocale();
  // A catalog part that fails to load leaves the source (Chinese) texts: the page still shows.
  // The account's language, when a switch to it is still loading (right after login), comes first as well.
  const [items] = await Promise.all([
    getFindNotice().catch(() => [] as Announcement[]),
    loadClientMessages(locale).catch(() => undefined),
    localeSettled(),
  ]);
  return { locale, items };
}

/** The replies the user has not read, counted again whenever `loadedHref` (the page loaded last) changes. */
export function useUnreadCount(userId: string | number | undefined, loadedHref: string | undefined): number {
  const [unread, setUnread] = useState(0);
  useEffect(() => {
    // A transition: the badge re-renders the whole header, in slices rather than one blocking task.
    if (userId) getFindReadMessage(String(userId)).then((n) => startTransition(() => setUnread(n)), () => setUnread(0));
  }, [userId, loadedHref]);
  return unread;
}

const DISMISSED_KEY = 'dismissedAnnouncements';
const readDismissed = (): string[] => JSON.parse(sessionStorage.getItem(DISMISSED_KEY) ?? '[]') as string[];

/** The announcements of the page's language that the user has not dismissed in this tab, and the dismissal. */
export function useAnnouncements(userId: string | number | undefined, locale: Locale, loaded: ClientAreaData) {
  const [fetched, setFetched] = useState<ClientAreaData | null>(null);
  const [dismissed, setDismissed] = useState(readDismissed);
  useEffect(() => {
    if (!userId || locale === loaded.locale) return;
    getFindNotice().then(
      (items) => setFetched({ locale, items }),
      () => setFetched({ locale, items: [] }),
    );
  }, [userId, locale, loaded.locale]);
  const notices = locale === loaded.locale ? loaded.items : fetched?.locale === locale ? fetched.items : [];
  const dismiss = useCallback((id: string) => {
    const next = [...readDismissed(), id];
    sessionStorage.setItem(DISMISSED_KEY, JSON.stringify(next));
    setDismissed(next);
  }, []);
  return { announcements: notices.filter((n) => !dismissed.includes(n.id)), dismiss };
}

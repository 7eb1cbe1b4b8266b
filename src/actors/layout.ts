/** The client layout's calls: the unread-reply badge and the current announcements (SPEC.md §7). */
import { api } from '../api/client';
import { settleData } from '../api/envelope';
import type { components } from '../api/schema';

/** `content` is HTML from the firm's CMS. */
export type Announcement = components['schemas']['Announcement'];

/** A badge is a nicety: a failure shows no toast and no badge rather than interrupting the page. */
export async function getFindReadMessage(appUserId: string): Promise<number> {
  const count = await settleData(api.GET('/qa/info/getFindReadMessage', { params: { query: { appUserId } } }), {
    silent: true,
  });
  return count ?? 0;
}

export async function getFindNotice(): Promise<Announcement[]> {
  return (await settleData(api.GET('/psn/activity/findNotice'), { silent: true })) ?? [];
}

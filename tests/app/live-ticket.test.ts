/**
 * The event page asks for a new ticket when the broadcast starts or ends, and before its stream's address expires:
 * a viewer of a broadcast longer than one ticket keeps watching (src/actors/public.ts roomNeedsNewTicket).
 */
import { describe, expect, it } from 'vitest';
import { roomNeedsNewTicket, TICKET_RENEW_AHEAD_MS } from '../../src/actors/public';
import type { LiveRoomLoad } from '../../src/domain/public';

const at = (iso: string) => Date.parse(iso);
const room = (status: 'upcoming' | 'live' | 'ended', data: { streamUrl?: string; expiresAt?: string } = {}): LiveRoomLoad => ({
  status: 'ok',
  data: { event: { id: '1', title: 'Live', summary: '', startTime: '2026-11-25T08:00:00Z', endTime: '2026-11-26T08:00:00Z', status }, ...data },
});

describe('a live event page', () => {
  it('keeps a ticket while its stream address has time left, and renews it before the address expires', () => {
    const live = room('live', { streamUrl: '/media/vod/x.mp4?expires=1&sig=s', expiresAt: '2026-11-25T20:00:00Z' });
    expect(roomNeedsNewTicket(live, at('2026-11-25T09:00:00Z'))).toBe(false);
    expect(roomNeedsNewTicket(live, at('2026-11-25T20:00:00Z') - TICKET_RENEW_AHEAD_MS - 1)).toBe(false);
    // Still on air when the address would expire: a new ticket first.
    expect(roomNeedsNewTicket(live, at('2026-11-25T20:00:00Z') - TICKET_RENEW_AHEAD_MS)).toBe(true);
    expect(roomNeedsNewTicket(live, at('2026-11-25T19:59:00Z'))).toBe(true);
  });

  it('asks again when the broadcast starts or ends', () => {
    expect(roomNeedsNewTicket(room('upcoming', { expiresAt: '2026-11-25T10:00:00Z' }), at('2026-11-25T07:59:00Z'))).toBe(false);
    expect(roomNeedsNewTicket(room('upcoming', { expiresAt: '2026-11-25T10:00:00Z' }), at('2026-11-25T08:00:00Z'))).toBe(true);
    expect(roomNeedsNewTicket(room('live', { streamUrl: 's', expiresAt: '2026-11-26T08:30:00Z' }), at('2026-11-26T08:00:01Z'))).toBe(true);
  });

  it('a replay renews its address as well, and a page without a stream asks nothing', () => {
    expect(roomNeedsNewTicket(room('ended', { streamUrl: 's', expiresAt: '2026-11-27T10:00:00Z' }), at('2026-11-27T08:00:00Z'))).toBe(false);
    expect(roomNeedsNewTicket(room('ended', { streamUrl: 's', expiresAt: '2026-11-27T10:00:00Z' }), at('2026-11-27T09:55:00Z'))).toBe(true);
    expect(roomNeedsNewTicket({ status: 'locked' }, at('2026-11-25T09:00:00Z'))).toBe(false);
    expect(roomNeedsNewTicket(room('ended'), at('2030-01-01T00:00:00Z'))).toBe(false);
  });
});

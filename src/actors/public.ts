/**
 * Data and forms of the public site: API answers → domain data and outcomes. Route loaders and form routes call
 * these; screens only get what they return. Messages are shown inline by the screens, so calls are `silent`.
 */
import { api } from '../api/client';
import { ApiError, settleData } from '../api/envelope';
import { isUnreachable } from '../api/failure';
import type { components } from '../api/schema';
import { RESULT_CODE } from '../constants';
import type { FormFailure, FormOutcome, InternAttendanceInput, InternLookup, InterviewBookingInput, LiveEventItem, LiveRoomLoad, Loaded, SurveyAnswer, VideoItem, VideoListItem } from '../domain/public';

type Schemas = components['schemas'];

export function failureOf(error: unknown): FormFailure {
  if (!(error instanceof ApiError)) return 'failed';
  if (isUnreachable(error)) return 'network';
  if (error.status === 400 || error.code === RESULT_CODE.invalidInput) return 'invalid';
  if (error.code === RESULT_CODE.tooManyRequests) return 'tooMany';
  return 'failed';
}

/** Data of a 1000 answer; the contract types it nullable because other codes carry null. */
function present<T>(data: T | null | undefined): T {
  if (data === null || data === undefined) throw new ApiError('business', '', { code: RESULT_CODE.systemError });
  return data;
}

async function outcome<T>(call: () => Promise<T>): Promise<FormOutcome<T>> {
  try {
    return { kind: 'saved', data: await call() };
  } catch (error) {
    return { kind: 'failed', reason: failureOf(error) };
  }
}

export const saveInterviewBooking = (body: InterviewBookingInput) =>
  outcome(async () => present(await settleData(api.POST('/public/interview/save', { body }), { silent: true })));

export const searchInternAttendance = (body: { name: string; mobile: string }) =>
  outcome(async (): Promise<InternLookup> => {
    const data = present(await settleData(api.POST('/public/intern/attendance/search', { body }), { silent: true }));
    return { found: data.found, internType: data.internType ?? null, leader: data.leader ?? null, records: data.records };
  });

export const saveInternAttendance = (body: InternAttendanceInput) =>
  outcome(async () => present(await settleData(api.POST('/public/intern/attendance/save', { body }), { silent: true })));

export const submitSurvey = (surveyId: string, answers: SurveyAnswer[]) =>
  outcome(async () => present(await settleData(api.POST('/public/survey/submit', { body: { surveyId, answers } }), { silent: true })));

const liveEventItem = (e: Schemas['LiveEvent']): LiveEventItem => ({
  id: e.id,
  title: e.title,
  summary: e.summary ?? '',
  startTime: e.startTime,
  endTime: e.endTime,
  status: e.status,
});

export async function loadLiveEvents(): Promise<Loaded<LiveEventItem[]>> {
  try {
    const page = present(await settleData(api.GET('/live/broadcast/event', { params: { query: { page: 1, limit: 20 } } }), { silent: true }));
    return { status: 'ok', data: page.list.map(liveEventItem) };
  } catch {
    return { status: 'error' };
  }
}

export async function loadLiveRoom(eventId: string): Promise<LiveRoomLoad> {
  try {
    const ticket = present(await settleData(api.POST('/live/broadcast/ticket/vhall', { body: { eventId } }), { silent: true }));
    return { status: 'ok', data: { event: liveEventItem(ticket.event), streamUrl: ticket.streamUrl, expiresAt: ticket.expiresAt } };
  } catch (error) {
    if (error instanceof ApiError && error.code === RESULT_CODE.forbidden) return { status: 'locked' };
    if (error instanceof ApiError && (error.code === RESULT_CODE.notFound || error.status === 400)) return { status: 'missing' };
    return { status: 'error' };
  }
}

/** How long before its stream address expires the event page asks for a new ticket. */
export const TICKET_RENEW_AHEAD_MS = 10 * 60_000;

/**
 * Whether the event page needs a new ticket at `now`: the broadcast has started or ended since this one (the stream
 * appears, or the replay), or its stream's address is about to expire while the viewer watches (a broadcast that
 * outlasts a ticket plays on from a new address).
 */
export function roomNeedsNewTicket(room: LiveRoomLoad, now: number): boolean {
  if (room.status !== 'ok') return false;
  const { event, streamUrl, expiresAt } = room.data;
  if (event.status === 'upcoming') return Date.parse(event.startTime) <= now;
  if (event.status === 'live' && event.endTime !== undefined && Date.parse(event.endTime) < now) return true;
  return streamUrl !== undefined && expiresAt !== undefined && Date.parse(expiresAt) - now <= TICKET_RENEW_AHEAD_MS;
}

/** The videos the visitor may play (a client's token adds the clients-only ones). */
export async function loadVideos(): Promise<Loaded<VideoListItem[]>> {
  try {
    const page = present(await settleData(api.GET('/oss/vod/list', { params: { query: { page: 1, limit: 50 } } }), { silent: true }));
    return { status: 'ok', data: page.list.map((v) => ({ videoId: v.videoId, title: v.title, duration: v.duration, clientsOnly: v.clientsOnly })) };
  } catch {
    return { status: 'error' };
  }
}

export async function loadVideo(videoId: string | undefined): Promise<Loaded<VideoItem> | null> {
  if (!videoId) return null;
  try {
    const info = present(await settleData(api.GET('/oss/vod/getPlayInfo', { params: { query: { videoId } } }), { silent: true }));
    return { status: 'ok', data: { videoId: info.videoId, playUrl: info.playUrl, cover: info.cover } };
  } catch {
    return { status: 'error' };
  }
}

/**
 * Domain data and outcomes of the public site, as the screens see them: src/actors/public.ts maps the API answers to
 * these.
 */
import type { components } from '../api/schema';

type Schemas = components['schemas'];

/** Why a public form was not saved; the screen picks the words. */
export type FormFailure = 'invalid' | 'tooMany' | 'network' | 'failed';

export type FormOutcome<T = null> = { kind: 'saved'; data: T } | { kind: 'failed'; reason: FormFailure };

export interface InterviewBookingInput {
  name: string;
  mobile: string;
  /** ISO date-time. */
  interviewTime: string;
}

export type InternRecord = Schemas['InternAttendanceRecord'];

export interface InternLookup {
  found: boolean;
  internType: string | null;
  leader: string | null;
  records: InternRecord[];
}

export type InternAttendanceInput = Schemas['InternAttendanceRequest'];

export type SurveyAnswer = Schemas['SurveySubmitRequest']['answers'][number];

/** A list or item loaded from a content endpoint; `error` when the server could not answer. */
export type Loaded<T> = { status: 'ok'; data: T } | { status: 'error' };

export interface LiveEventItem {
  id: string;
  title: string;
  summary: string;
  startTime: string;
  endTime?: string;
  status: 'upcoming' | 'live' | 'ended';
}

/** A broadcast's page: the event as it stands and, once it has started, the signed address of its stream. */
export interface LiveRoom {
  event: LiveEventItem;
  streamUrl?: string;
  /** When streamUrl stops working (ISO). */
  expiresAt?: string;
}

/** `locked`: a clients-only broadcast and no client logged in; `missing`: no such broadcast. */
export type LiveRoomLoad = Loaded<LiveRoom> | { status: 'locked' } | { status: 'missing' };

/** A video of the /video page's list; `duration` in seconds, as long as the video that plays. */
export interface VideoListItem {
  videoId: string;
  title: string;
  duration: number;
  clientsOnly: boolean;
}

export interface VideoItem {
  videoId: string;
  playUrl: string;
  cover?: string;
}

/**
 * Domain data and outcomes of the public site, as the screens see them: src/actors/public.ts maps the API answers to
 * these.
 */
import type { components } from '../api/schema';

type Schemas = components['schemas'];

/** Why a public form was not saved; the screen picks the words. */
export type FormFailure = 'invalid' | 'tooMany' | 'network' | 'failed';

export type FormOutcome<T = null> = { kind: 'saved'; data: T } | { kind: 'failed'; reason: FormFailure };

export type InterviewBookingInput = Schemas['InterviewBookingRequest'];

export type InternRecord = Schemas['InternAttendanceRecord'];

/** The lookup with an absent internType or leader as null. */
export type InternLookup = Required<Schemas['InternAttendanceLookup']>;

export type InternAttendanceInput = Schemas['InternAttendanceRequest'];

export type SurveyAnswer = Schemas['SurveySubmitRequest']['answers'][number];

/** A list or item loaded from a content endpoint; `error` when the server could not answer. */
export type Loaded<T> = { status: 'ok'; data: T } | { status: 'error' };

/** A broadcast as the pages show it: an absent summary is ''. */
export type LiveEventItem = Pick<Schemas['LiveEvent'], 'id' | 'title' | 'startTime' | 'endTime' | 'status'> &
  Required<Pick<Schemas['LiveEvent'], 'summary'>>;

/**
 * A broadcast's page: the event as it stands and, once it has started, the signed address of its stream and when it
 * stops working (ISO).
 */
export interface LiveRoom
  extends Pick<Schemas['LiveTicket'], 'streamUrl'>, Partial<Pick<Schemas['LiveTicket'], 'expiresAt'>> {
  event: LiveEventItem;
}

/** `locked`: a clients-only broadcast and no client logged in; `missing`: no such broadcast. */
export type LiveRoomLoad = Loaded<LiveRoom> | { status: 'locked' } | { status: 'missing' };

/** A video of the /video page's list; `duration` in seconds, as long as the video that plays. */
export type VideoListItem = Pick<Schemas['VideoSummary'], 'videoId' | 'title' | 'duration' | 'clientsOnly'>;

export type VideoItem = Pick<Schemas['VideoPlayInfo'], 'videoId' | 'playUrl' | 'cover'>;

/**
 * The public site's forms (SPEC.md §4): the surveys (/chooseSurvey, /questionSurvey), the interview booking
 * (/interview) and the interns' attendance (/trainee). Each hook holds a form's saving state and hands the screen
 * its status, the failure's reason and the submit.
 */
import { useState } from 'react';
import { saveInternAttendance, saveInterviewBooking, searchInternAttendance, submitSurvey } from '../actors/public';
import type { FormFailure, InternLookup, InterviewBookingInput, SurveyAnswer } from '../domain/public';
import { fileToUpload } from '../actors/public-files';
import type { PublicFormStatus } from '../screens/public/interview-screen';
import type { SurveyScreenProps } from '../screens/public/survey-screen';
import type { TraineeScreenProps } from '../screens/public/trainee-screen';

/** A survey's answers sent; `saved` runs once the server has them. */
export function useSurvey(surveyId: string, saved: () => void) {
  const [status, setStatus] = useState<SurveyScreenProps['status']>('editing');
  const [failure, setFailure] = useState<FormFailure>();
  const onSubmit = async (answers: SurveyAnswer[]) => {
    setStatus('saving');
    const result = await submitSurvey(surveyId, answers);
    if (result.kind === 'saved') saved();
    else {
      setFailure(result.reason);
      setStatus('failed');
    }
  };
  return { status, failure, onSubmit };
}

/** An interview booked; `savedAt` is when, for the countdown home. */
export function useInterviewBooking() {
  const [status, setStatus] = useState<PublicFormStatus>('editing');
  const [failure, setFailure] = useState<FormFailure>();
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const book = async (booking: InterviewBookingInput) => {
    setStatus('saving');
    const result = await saveInterviewBooking(booking);
    if (result.kind === 'saved') {
      setSavedAt(Date.now());
      setStatus('saved');
    } else {
      setFailure(result.reason);
      setStatus('failed');
    }
  };
  return { status, failure, savedAt, book };
}

type AttendanceProps = Pick<TraineeScreenProps, 'search' | 'lookup' | 'save' | 'failure' | 'onSearch' | 'onSave'>;

/** An intern's attendance: looked up by name and mobile, then a record added with its file. */
export function useInternAttendance(): AttendanceProps {
  const [search, setSearch] = useState<TraineeScreenProps['search']>('idle');
  const [lookup, setLookup] = useState<InternLookup>();
  const [save, setSave] = useState<TraineeScreenProps['save']>('editing');
  const [failure, setFailure] = useState<FormFailure>();
  return {
    search,
    lookup,
    save,
    failure,
    onSearch: async (identity) => {
      setSearch('searching');
      setSave('editing');
      const result = await searchInternAttendance(identity);
      if (result.kind === 'saved') {
        setLookup(result.data);
        setSearch(result.data.found ? 'found' : 'notFound');
      } else {
        setFailure(result.reason);
        setSearch('failed');
      }
    },
    onSave: async (identity, v) => {
      setSave('saving');
      const file = v.file ? await fileToUpload(v.file) : null;
      const result = file
        ? await saveInternAttendance({ ...identity, attendanceDate: v.attendanceDate, internType: v.internType, mealAllowance: Number(v.mealAllowance), paidDays: Number(v.paidDays), leader: v.leader.trim(), file })
        : null;
      if (result?.kind === 'saved') {
        setLookup((l) => (l ? { ...l, records: [result.data, ...l.records] } : l));
        setSave('saved');
      } else setSave('failed');
    },
  };
}

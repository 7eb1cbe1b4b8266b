import { useEffect } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { INTERVIEW_REDIRECT_MS } from '../../constants';
import { dayjs } from '../../dates';
import { useInterviewBooking } from '../../flows/public-forms';
import { useSecondsLeft } from '../../screens/onboarding/use-seconds-left';
import { InterviewScreen } from '../../screens/public/interview-screen';

export const Route = createFileRoute('/_public/interview')({ component: Page });

function Page() {
  const navigate = useNavigate();
  const { status, failure, savedAt, book } = useInterviewBooking();
  const secondsLeft = useSecondsLeft(savedAt, INTERVIEW_REDIRECT_MS);
  // Home once the countdown has run out (SPEC.md §4: saved, then home after a countdown in seconds).
  useEffect(() => {
    if (savedAt === null) return;
    const timer = setTimeout(() => void navigate({ to: '/' }), INTERVIEW_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [savedAt, navigate]);
  return (
    <InterviewScreen
      status={status}
      failure={failure}
      secondsLeft={savedAt === null ? 0 : secondsLeft}
      onSubmit={(values) => book({ ...values, interviewTime: dayjs(values.interviewTime).toISOString() })}
    />
  );
}

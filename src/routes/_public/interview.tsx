import { useEffect, useState } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { InterviewScreen, type PublicFormStatus } from '../../screens/public/interview-screen';
import { useSecondsLeft } from '../../screens/onboarding/use-seconds-left';
import { saveInterviewBooking, type FormFailure } from '../../actors/public';
import { INTERVIEW_REDIRECT_MS } from '../../constants';
import { dayjs } from '../../dates';

export const Route = createFileRoute('/_public/interview')({ component: Page });

function Page() {
  const navigate = useNavigate();
  const [status, setStatus] = useState<PublicFormStatus>('editing');
  const [failure, setFailure] = useState<FormFailure>();
  const [savedAt, setSavedAt] = useState<number | null>(null);
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
      onSubmit={async (values) => {
        setStatus('saving');
        const result = await saveInterviewBooking({ ...values, interviewTime: dayjs(values.interviewTime).toISOString() });
        if (result.kind === 'saved') {
          setSavedAt(Date.now());
          setStatus('saved');
        } else {
          setFailure(result.reason);
          setStatus('failed');
        }
      }}
    />
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { usePublicLocale } from '../../flows/public-gate';
import { INTERN_TYPES } from '../../content/interns';
import { pick } from '../../content/types';
import { useInternAttendance } from '../../flows/public-forms';
import { TraineeScreen } from '../../screens/public/trainee-screen';

export const Route = createFileRoute('/_public/trainee')({ component: Page });

function Page() {
  const locale = usePublicLocale();
  const attendance = useInternAttendance();
  return <TraineeScreen locale={locale} internTypes={pick(INTERN_TYPES, locale)} {...attendance} />;
}

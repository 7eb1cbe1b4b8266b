import { createFileRoute } from '@tanstack/react-router';
import { MaintenanceScreen } from '../screens/public/simple-screens';
import { MAINTENANCE } from '../content/notices';
import { pick } from '../content/types';
import { usePublicLocale } from '../flows/public-gate';

// Outside the public layout and the disclaimer: the notice must show even when nothing else works.
export const Route = createFileRoute('/maintenance')({ component: Page });

function Page() {
  return <MaintenanceScreen notice={pick(MAINTENANCE, usePublicLocale())} />;
}

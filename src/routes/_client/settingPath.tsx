import { createFileRoute } from '@tanstack/react-router';
import { loadSettings } from '../../flows/settings';
import { failedPage, pendingPage } from '../-page-states';
import { SettingsPage } from './-settings';

// /settingPath: the settings data comes from the loader; the change-request, deregistration and unbind flows are
// src/flows/settings.ts's, in dialogs.
export const Route = createFileRoute('/_client/settingPath')({
  loader: () => loadSettings(),
  pendingComponent: pendingPage(SettingsPage),
  errorComponent: failedPage(SettingsPage),
  component: function Page() {
    return <SettingsPage status={{ kind: 'ready' }} data={Route.useLoaderData()} />;
  },
});

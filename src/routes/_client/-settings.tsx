/** The settings page (/settingPath, src/flows/settings.ts) in each of its states. Not a route itself. */
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import { useAccountSettings, useContactChange, useDeregistration, useDeviceUnbind } from '../../flows/settings';
import { currentLocale } from '../../i18n';
import { SettingsScreen, type SettingsScreenProps } from '../../screens/client/settings/settings-screen';
import { useReload } from '../-page-states';

export function SettingsPage(props: Partial<SettingsScreenProps> & Pick<SettingsScreenProps, 'status'>) {
  const { session } = useRouteContext({ from: '/_client/settingPath' });
  const navigate = useNavigate();
  const reload = useReload();
  const account = useAccountSettings(session, reload);
  const unbind = useDeviceUnbind(reload);
  const change = useContactChange((props.data?.pendingChanges ?? []).some((c) => c.status === 'pending'), reload);
  // Everything of the user is gone: the session ends here and the login page follows.
  const deregistration = useDeregistration(() => { session.send({ type: 'session.reset' }); void navigate({ to: '/login' }); });
  return (
    <SettingsScreen
      data={null}
      locale={currentLocale()}
      onRetry={reload}
      {...account}
      {...change}
      {...unbind}
      {...deregistration}
      renderLink={({ href, children }) => <Link to={href}>{children}</Link>}
      {...props}
    />
  );
}

import { useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../constants';
import { usePageTitle } from '../../../components/page-title';
import type { RenderLink } from '../../../components/render-link';
import { PageFrame, StatusView, type PageStatus } from '../content/page-parts';
import { AccountSection } from './account-section';
import { ContactChangeDialog, type ContactChangeDialogProps, type ContactChangeView } from './contact-change-dialog';
import { DeregistrationDialog, type DeregistrationDialogProps, type DeregistrationView } from './deregistration-dialog';
import { DevicesSection, type UnbindTargetView, type UnbindView } from './devices-section';
import { PasswordSection, type PasswordSectionProps } from './password-section';
import { PreferencesSection, type PreferencesSectionProps } from './preferences-section';
import { ProfileSection } from './profile-section';
import { QualifiedSection } from './qualified-section';
import { SecurityLinkSection } from './security-link-section';
import type { SaveResult, SettingsData } from '../../../domain/settings';

export interface SettingsScreenProps extends Omit<PreferencesSectionProps, 'data'>, PasswordSectionProps {
  status: PageStatus;
  data: SettingsData | null;
  locale: Locale;
  onRetry?: () => void;
  onSaveName: (name: string) => Promise<SaveResult>;
  onAnswerQualified: (answers: Record<string, string[]>) => Promise<SaveResult>;
  /** Investor type switch in progress (info reloading). */
  switchingIdType: boolean;
  onSwitchIdType: (type: 1 | 2 | 3) => void;
  change: ContactChangeView | null;
  onChangeStart: (field: 'email' | 'mobile') => void;
  changeEvents: Omit<ContactChangeDialogProps, 'view'>;
  unbind: UnbindView;
  onUnbindRequest: (target: UnbindTargetView) => void;
  onUnbindConfirm: () => void;
  onUnbindCancel: () => void;
  deregistration: DeregistrationView | null;
  onDeregisterStart: () => void;
  deregistrationEvents: Omit<DeregistrationDialogProps, 'view'>;
  renderLink?: RenderLink;
}

/** /settingPath: every account setting of SPEC.md §2 on one page, flows in dialogs. */
export function SettingsScreen(props: SettingsScreenProps) {
  const { status, data, locale } = props;
  const { t } = useLingui();
  usePageTitle(t`设置`);
  return (
    <PageFrame title={t`设置`}>
      <StatusView status={status} onRetry={props.onRetry}>
        {data && (
          <>
            {data.qualified && !data.qualified.qualified && (
              <QualifiedSection state={data.qualified} locale={locale} onSubmit={props.onAnswerQualified} />
            )}
            <ProfileSection data={data} locale={locale} onSaveName={props.onSaveName} onChangeContact={props.onChangeStart} />
            <PasswordSection validate={props.validate} onChangePassword={props.onChangePassword} />
            <PreferencesSection data={data} onFontSize={props.onFontSize} onNotifications={props.onNotifications} onMultiDevice={props.onMultiDevice} />
            <DevicesSection devices={data.devices} wechatAccounts={data.wechatAccounts} locale={locale} unbind={props.unbind}
              onRequest={props.onUnbindRequest} onConfirm={props.onUnbindConfirm} onCancel={props.onUnbindCancel} />
            <SecurityLinkSection renderLink={props.renderLink} />
            {data.qualified?.qualified && (
              <QualifiedSection state={data.qualified} locale={locale} onSubmit={props.onAnswerQualified} />
            )}
            <AccountSection currentIdType={data.currentIdType} switchableIdTypes={data.switchableIdTypes}
              switching={props.switchingIdType} onSwitchIdType={props.onSwitchIdType}
              onDeregister={props.onDeregisterStart} renderLink={props.renderLink} />
          </>
        )}
      </StatusView>
      {props.change && <ContactChangeDialog view={props.change} {...props.changeEvents} />}
      {props.deregistration && <DeregistrationDialog view={props.deregistration} {...props.deregistrationEvents} />}
    </PageFrame>
  );
}

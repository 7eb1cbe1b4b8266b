import { Alert, Badge, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { Locale } from '../../../constants';
import { ErrorBanner } from '../../../components/error-banner';
import { usePageTitle } from '../../../components/page-title';
import { anchorLink, type RenderLink } from '../../../components/render-link';
import { formatDateTime } from '../../../format-time';
import { SIGN_IN_HISTORY_RETENTION_MS } from '../../../security-centre';
import { userAgentLabel } from '../../../user-agent';
import { Pager, PageFrame, StatusView, type PageStatus } from '../content/page-parts';
import { AuthenticatorSection, type AuthenticatorProps } from './authenticator-section';
import { PasskeysSection, type PasskeysProps } from './passkeys-section';
import { SettingsSection } from './section';
import type { OpenSessionItem, SignInItem, SignInOutcome, SignInPage } from '../../../domain/settings';

export const SETTINGS_PATH = '/settingPath';
const KEPT_DAYS = SIGN_IN_HISTORY_RETENTION_MS / 86_400_000;

export interface SignOutView {
  /** The session waiting for the investor's confirmation, by its readable name. */
  confirming: { sessionId: string; name: string } | null;
  signingOut: boolean;
  /** The session just signed out (the notice). */
  signedOut: { name: string } | null;
  failure: string | null;
}

export interface SecurityCentreScreenProps {
  status: PageStatus;
  sessions: OpenSessionItem[];
  history: SignInPage;
  locale: Locale;
  signOut: SignOutView;
  onSignOutRequest: (target: { sessionId: string; name: string }) => void;
  onSignOutConfirm: () => void;
  onSignOutCancel: () => void;
  onPage: (page: number) => void;
  onRetry?: () => void;
  renderLink?: RenderLink;
  /** The authenticator app (the login's second step): its own part, loaded apart from the lists. */
  authenticator?: AuthenticatorProps;
  /** The investor's passkeys: their own part, loaded apart from the lists. */
  passkeys?: PasskeysProps;
}

const OUTCOMES: Record<SignInOutcome, { label: MessageDescriptor; palette: string }> = {
  success: { label: msg`登录成功`, palette: 'green' },
  wrongPassword: { label: msg`密码错误`, palette: 'red' },
  captchaRequired: { label: msg`需要图形验证码`, palette: 'orange' },
  captchaWrong: { label: msg`图形验证码错误`, palette: 'orange' },
  locked: { label: msg`尝试次数过多`, palette: 'red' },
  wrongCode: { label: msg`两步验证未通过`, palette: 'red' },
};

/**
 * /securityCentre, reached from Settings: where the account is signed in now (each other device can be logged out,
 * after a confirmation) and every sign-in attempt on it, newest first, with the browser, the address and the
 * outcome. A sign-in from a device not seen before is also announced by e-mail or SMS (the server's). Above them, the
 * authenticator app: the login's optional second step (authenticator-section.tsx), and the passkeys, which sign in
 * without a password or confirm a password sign-in (passkeys-section.tsx).
 */
export function SecurityCentreScreen(props: SecurityCentreScreenProps) {
  const { status, locale, signOut, renderLink = anchorLink } = props;
  const { t } = useLingui();
  usePageTitle(t`安全中心`);
  const deviceName = (userAgent: string) => userAgentLabel(userAgent) ?? t`未知设备`;
  const target = signOut.confirming;
  return (
    <PageFrame
      title={t`安全中心`}
      actions={
        <Link asChild color="brand.700" fontSize="sm">
          {renderLink({ href: SETTINGS_PATH, children: t`返回设置` })}
        </Link>
      }
    >
      <Text color="fg.muted" fontSize="sm">
        <Trans>
          在新设备上登录时，我们会通过邮件（未登记邮箱时为短信）提醒您。如发现不是您本人的登录，请立即修改密码，并在下方退出该设备。
        </Trans>
      </Text>
      {props.authenticator && <AuthenticatorSection {...props.authenticator} />}
      {props.passkeys && <PasskeysSection {...props.passkeys} />}
      <StatusView status={status} onRetry={props.onRetry}>
        <Stack gap="5">
          {signOut.signedOut && (
            <Alert.Root status="success" role="status">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Description>{t`“${signOut.signedOut.name}”已退出登录，该设备需重新登录才能继续使用。`}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <ErrorBanner message={signOut.failure} />
          <SettingsSection id="sessions" title={<Trans>登录中的设备</Trans>}>
            <Stack as="ul" listStyleType="none" m="0" p="0" gap="0" divideY="1px">
              {props.sessions.map((s) => {
                const name = deviceName(s.userAgent);
                const since = formatDateTime(s.signedInAt, locale);
                const active = formatDateTime(s.lastActiveAt, locale);
                return (
                  <HStack as="li" key={s.sessionId} py="3" gap="3" justify="space-between" wrap="wrap">
                    <Stack gap="1" minW="0" flex="1 1 14rem">
                      <HStack gap="2" wrap="wrap">
                        <Text fontWeight="medium">{name}</Text>
                        {s.current && (
                          <Badge colorPalette="brand" variant="subtle">
                            <Trans>当前设备</Trans>
                          </Badge>
                        )}
                      </HStack>
                      <Text fontSize="sm" color="fg.muted">
                        <Trans>登录于 {since}</Trans>
                        {' · '}
                        <Trans>最近活动 {active}</Trans>
                      </Text>
                      {s.ip && (
                        <Text fontSize="sm" color="fg.muted">
                          <Trans>IP 地址 {s.ip}</Trans>
                        </Text>
                      )}
                    </Stack>
                    {!s.current && (
                      <Button
                        size="sm"
                        variant="outline"
                        colorPalette="red"
                        disabled={signOut.signingOut}
                        aria-label={t`退出该设备：${name}`}
                        onClick={() => props.onSignOutRequest({ sessionId: s.sessionId, name })}
                      >
                        <Trans>退出该设备</Trans>
                      </Button>
                    )}
                  </HStack>
                );
              })}
            </Stack>
            {props.sessions.every((s) => s.current) && (
              <Text fontSize="sm" color="fg.muted">
                <Trans>您的账户目前只在当前设备上登录。</Trans>
              </Text>
            )}
          </SettingsSection>
          <SettingsSection id="sign-ins" title={<Trans>登录记录</Trans>} description={<Trans>最近 {KEPT_DAYS} 天内对您账户的每一次登录尝试，最新的在前。</Trans>}>
            {props.history.list.length === 0 ? (
              <Text color="fg.muted">
                <Trans>暂无登录记录。</Trans>
              </Text>
            ) : (
              <Stack gap="3">
                <Stack as="ul" listStyleType="none" m="0" p="0" gap="0" divideY="1px">
                  {props.history.list.map((e, i) => (
                    <SignInRow key={`${e.at}-${i}`} entry={e} name={deviceName(e.userAgent)} locale={locale} />
                  ))}
                </Stack>
                <Pager page={props.history.page} total={props.history.total} limit={props.history.limit} onPage={props.onPage} />
              </Stack>
            )}
          </SettingsSection>
        </Stack>
      </StatusView>
      <ConfirmDialog
        open={target !== null}
        title={<Trans>退出该设备</Trans>}
        message={t`确定让“${target?.name ?? ''}”退出登录吗？该设备将立即退出，需要重新登录才能继续使用。`}
        confirmLabel={<Trans>确认退出</Trans>}
        pending={signOut.signingOut}
        onConfirm={props.onSignOutConfirm}
        onCancel={props.onSignOutCancel}
      />
    </PageFrame>
  );
}

function SignInRow({ entry, name, locale }: { entry: SignInItem; name: string; locale: Locale }) {
  const { i18n } = useLingui();
  const outcome = OUTCOMES[entry.outcome];
  return (
    <HStack as="li" py="3" gap="3" justify="space-between" align="flex-start" wrap="wrap">
      <Stack gap="1" minW="0" flex="1 1 14rem">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="medium">{name}</Text>
          {entry.thisDevice && (
            <Badge variant="outline">
              <Trans>当前设备</Trans>
            </Badge>
          )}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {formatDateTime(entry.at, locale)}
          {entry.ip && (
            <>
              {' · '}
              <Trans>IP 地址 {entry.ip}</Trans>
            </>
          )}
        </Text>
      </Stack>
      <Badge colorPalette={outcome.palette} variant="subtle">
        {i18n._(outcome.label)}
      </Badge>
    </HStack>
  );
}

import { useEffect, useState, type ReactNode } from 'react';
import { Badge, Box, Button, Code, HStack, Image, Input, Link, Stack, Text } from '@chakra-ui/react';
import { codeRecipe } from '@chakra-ui/react/theme';
import { Trans, useLingui } from '@lingui/react/macro';
import { PASSWORD_MAX_LENGTH } from '../../../constants';
import { ErrorBanner } from '../../../components/error-banner';
import { FormField } from '../../../components/form-field';
import { GuardedButton } from '../../../components/guarded-button';
import { OneTimeCodeInput, isOneTimeCode, oneTimeCodeDigits } from '../../../components/one-time-code-input';
import { RecoveryCodes } from './recovery-codes';
import { SettingsSection } from './section';

/** What the authenticator-app part of the security centre shows. */
export type AuthenticatorView =
  | { kind: 'loading' }
  | { kind: 'off' }
  /** Set-up started: the QR code and the grouped secret, and the field for the app's first code. */
  | { kind: 'setup'; otpauthUri: string; secretGroups: string }
  /** Just turned on, or replaced: the recovery codes, shown this once. */
  | { kind: 'codes'; codes: string[] }
  | { kind: 'on'; recoveryCodesLeft: number }
  /** A current code asked for before new recovery codes replace the old ones. */
  | { kind: 'regenerate'; recoveryCodesLeft: number }
  /** A current code or the password asked for before the second step is turned off. */
  | { kind: 'disable'; recoveryCodesLeft: number };

export type DisableProof = { code: string } | { password: string };

export interface AuthenticatorProps {
  view: AuthenticatorView;
  /** A call is on its way: the buttons wait. */
  pending: boolean;
  /** The last call's refusal, in the user's language. */
  error?: string | null;
  onStart: () => void;
  onConfirm: (code: string) => void;
  /** Leaves a set-up, a regeneration or a turning-off unfinished. */
  onCancel: () => void;
  /** The recovery codes are saved: back to the status. */
  onCodesSaved: () => void;
  onRegenerate: () => void;
  onRegenerateConfirm: (code: string) => void;
  onDisable: () => void;
  onDisableConfirm: (proof: DisableProof) => void;
}


/**
 * Settings → security centre → authenticator app: turning the login's second step on (QR code or the secret typed
 * in, then the app's first code), the recovery codes shown once with copy and download, how many are left, new
 * ones, and turning it off with a current code or the password.
 */
export function AuthenticatorSection(props: AuthenticatorProps) {
  const { view, pending, error } = props;
  return (
    <SettingsSection
      id="authenticator"
      title={<Trans>身份验证器应用</Trans>}
      description={<Trans>开启两步验证后，登录时除密码外还需输入身份验证器应用（如 Google Authenticator、Microsoft Authenticator）生成的6位动态码。</Trans>}
    >
      <ErrorBanner message={error ?? undefined} />
      {view.kind === 'loading' && (
        <Text color="fg.muted">
          <Trans>正在加载…</Trans>
        </Text>
      )}
      {view.kind === 'off' && (
        <HStack justify="space-between" wrap="wrap" gap="3">
          <StatusBadge on={false} />
          <GuardedButton colorPalette="brand" loading={pending} onClick={props.onStart}>
            <Trans>开启两步验证</Trans>
          </GuardedButton>
        </HStack>
      )}
      {view.kind === 'setup' && <SetupStep {...props} view={view} />}
      {view.kind === 'codes' && (
        <RecoveryCodes
          codes={view.codes}
          onSaved={props.onCodesSaved}
          why={<Trans>手机丢失或无法使用身份验证器时，可用恢复码登录，每个只能使用一次。</Trans>}
        />
      )}
      {view.kind === 'on' && (
        <Stack gap="3">
          <HStack justify="space-between" wrap="wrap" gap="3">
            <StatusBadge on />
            <Text fontSize="sm" color="fg.muted">
              <Trans>剩余恢复码：{view.recoveryCodesLeft} 个</Trans>
            </Text>
          </HStack>
          <HStack gap="3" wrap="wrap">
            <Button variant="outline" disabled={pending} onClick={props.onRegenerate}>
              <Trans>生成新的恢复码</Trans>
            </Button>
            <Button variant="outline" colorPalette="red" disabled={pending} onClick={props.onDisable}>
              <Trans>关闭两步验证</Trans>
            </Button>
          </HStack>
        </Stack>
      )}
      {view.kind === 'regenerate' && <RegenerateStep {...props} />}
      {view.kind === 'disable' && <DisableStep {...props} />}
    </SettingsSection>
  );
}

function StatusBadge({ on }: { on: boolean }) {
  return on ? (
    <Badge colorPalette="green" variant="subtle" size="lg">
      <Trans>两步验证已开启</Trans>
    </Badge>
  ) : (
    <Badge variant="outline" size="lg">
      <Trans>两步验证未开启</Trans>
    </Badge>
  );
}

/** A 6-digit code field with its own check; `onSubmit` gets the digits only. */
function CodeForm({ label, submitLabel, pending, onSubmit, onCancel }: {
  label: ReactNode;
  submitLabel: ReactNode;
  pending: boolean;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [attempted, setAttempted] = useState(false);
  const invalid = attempted && !isOneTimeCode(code);
  return (
    <form noValidate onSubmit={(e) => e.preventDefault()}>
      <Stack gap="3" maxW="sm">
        <FormField label={label} required error={invalid ? t`请输入身份验证器中的6位动态码` : null}>
          <OneTimeCodeInput name="totpCode" value={code} readOnly={pending} onChange={(e) => setCode(e.target.value)} />
        </FormField>
        <HStack gap="3">
          <GuardedButton
            type="submit"
            colorPalette="brand"
            loading={pending}
            onClick={() => {
              setAttempted(true);
              if (!isOneTimeCode(code)) return false;
              onSubmit(oneTimeCodeDigits(code));
              return true;
            }}
          >
            {submitLabel}
          </GuardedButton>
          <Button variant="outline" disabled={pending} onClick={onCancel}>
            <Trans>取消</Trans>
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

function SetupStep(props: AuthenticatorProps & { view: Extract<AuthenticatorView, { kind: 'setup' }> }) {
  const { view } = props;
  const { t } = useLingui();
  return (
    <Stack gap="4">
      <Text>
        <Trans>1. 用身份验证器应用扫描二维码；无法扫描时，在应用中手动输入下面的设置密钥。</Trans>
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ base: 'flex-start', sm: 'center' }}>
        <QrCode value={view.otpauthUri} alt={t`二维码：用身份验证器应用扫描以添加账户`} />
        <Stack gap="2" minW="0">
          <Text fontSize="sm" color="fg.muted" id="totp-secret-label">
            <Trans>设置密钥</Trans>
          </Text>
          <Code recipe={codeRecipe} aria-labelledby="totp-secret-label" fontSize="md" px="2" py="1" overflowWrap="anywhere" data-testid="totp-secret">
            {view.secretGroups}
          </Code>
          {/* On a phone the authenticator app may be on the same device: the link opens it. */}
          <Link href={view.otpauthUri} color="brand.700" fontSize="sm">
            <Trans>在本机的身份验证器应用中打开</Trans>
          </Link>
        </Stack>
      </Stack>
      <Text>
        <Trans>2. 输入应用中显示的6位动态码，完成开启。</Trans>
      </Text>
      <CodeForm
        label={<Trans>动态码</Trans>}
        submitLabel={<Trans>验证并开启</Trans>}
        pending={props.pending}
        onSubmit={props.onConfirm}
        onCancel={props.onCancel}
      />
    </Stack>
  );
}

/** The QR code of the otpauth:// address, drawn by uqr, which loads only here. */
function QrCode({ value, alt }: { value: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('uqr').then(({ renderSVG }) => {
      if (current) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(value, { border: 2 }))}`);
    });
    return () => {
      current = false;
    };
  }, [value]);
  return (
    <Box w="44" h="44" flexShrink={0} bg="white" borderWidth="1px" borderRadius="md" p="1">
      {src && <Image src={src} alt={alt} w="full" h="full" />}
    </Box>
  );
}

function RegenerateStep(props: AuthenticatorProps) {
  return (
    <Stack gap="3">
      <Text>
        <Trans>新的恢复码生成后，原有的恢复码全部失效。请输入身份验证器中的动态码以继续。</Trans>
      </Text>
      <CodeForm
        label={<Trans>动态码</Trans>}
        submitLabel={<Trans>生成新的恢复码</Trans>}
        pending={props.pending}
        onSubmit={props.onRegenerateConfirm}
        onCancel={props.onCancel}
      />
    </Stack>
  );
}

function DisableStep(props: AuthenticatorProps) {
  const { t } = useLingui();
  const [withPassword, setWithPassword] = useState(false);
  const [password, setPassword] = useState('');
  const [attempted, setAttempted] = useState(false);
  return (
    <Stack gap="3">
      <Text>
        <Trans>关闭后，登录时只需密码，恢复码全部失效。</Trans>
      </Text>
      {withPassword ? (
        <form noValidate onSubmit={(e) => e.preventDefault()}>
          <Stack gap="3" maxW="sm">
            <FormField label={<Trans>登录密码</Trans>} required error={attempted && !password ? t`请输入密码` : null}>
              <Input
                name="password"
                type="password"
                autoComplete="current-password"
                maxLength={PASSWORD_MAX_LENGTH}
                value={password}
                readOnly={props.pending}
                onChange={(e) => setPassword(e.target.value)}
              />
            </FormField>
            <HStack gap="3">
              <GuardedButton
                type="submit"
                colorPalette="red"
                loading={props.pending}
                onClick={() => {
                  setAttempted(true);
                  if (!password) return false;
                  props.onDisableConfirm({ password });
                  return true;
                }}
              >
                <Trans>关闭两步验证</Trans>
              </GuardedButton>
              <Button variant="outline" disabled={props.pending} onClick={props.onCancel}>
                <Trans>取消</Trans>
              </Button>
            </HStack>
          </Stack>
        </form>
      ) : (
        <CodeForm
          label={<Trans>动态码</Trans>}
          submitLabel={<Trans>关闭两步验证</Trans>}
          pending={props.pending}
          onSubmit={(code) => props.onDisableConfirm({ code })}
          onCancel={props.onCancel}
        />
      )}
      <Button variant="plain" colorPalette="brand" px="0" alignSelf="flex-start" onClick={() => setWithPassword((w) => !w)}>
        {withPassword ? <Trans>改用动态码</Trans> : <Trans>无法使用身份验证器？改用登录密码</Trans>}
      </Button>
    </Stack>
  );
}

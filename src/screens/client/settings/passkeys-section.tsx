import { useState } from 'react';
import { Badge, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { Locale } from '../../../constants';
import { ErrorBanner } from '../../../components/error-banner';
import { FormField } from '../../../components/form-field';
import { GuardedButton } from '../../../components/guarded-button';
import { formatDateTime } from '../../../format-time';
import type { PasskeyItem } from '../../../domain/settings';
import { RecoveryCodes } from './recovery-codes';
import { SettingsSection } from './section';

export type { PasskeyItem };

/** The longest name a passkey takes (the contract's). */
export const PASSKEY_NAME_MAX_LENGTH = 64;

/** What the passkeys part of the security centre shows. */
export type PasskeysView =
  | { kind: 'loading' }
  | { kind: 'list' }
  /** Adding: the name asked for; on submit the browser asks for the fingerprint, face, PIN or security key. */
  | { kind: 'naming' }
  /** A passkey waiting for the investor's confirmation before it is removed. */
  | { kind: 'removing'; passkey: PasskeyItem }
  /** The first passkey brought the account's recovery codes: shown this once. */
  | { kind: 'codes'; codes: string[] };

export interface PasskeysProps {
  view: PasskeysView;
  passkeys: PasskeyItem[];
  locale: Locale;
  /** False where the browser cannot create passkeys: the part says so and offers nothing. */
  supported: boolean;
  /** A call (or the browser's prompt) is on its way: the buttons wait. */
  pending: boolean;
  /** The last call's refusal, in the user's language. */
  error?: string | null;
  /** The passkey just added (the notice). */
  added?: string | null;
  onAdd: () => void;
  onAddConfirm: (name: string) => void;
  onRemove: (passkey: PasskeyItem) => void;
  onRemoveConfirm: () => void;
  /** Leaves the naming or the removal unfinished. */
  onCancel: () => void;
  /** The recovery codes are saved: back to the list. */
  onCodesSaved: () => void;
}

/**
 * Settings → security centre → passkeys: the investor's passkeys with their names and last use, adding one (a name,
 * then the browser's own prompt) and removing one after a confirmation. A passkey signs in without a password, and
 * confirms a password sign-in as its second step.
 */
export function PasskeysSection(props: PasskeysProps) {
  const { view, pending, error, locale } = props;
  const { t } = useLingui();
  const removing = view.kind === 'removing' ? view.passkey : null;
  return (
    <SettingsSection
      id="passkeys"
      title={<Trans>通行密钥</Trans>}
      description={
        <Trans>
          通行密钥保存在您的手机、电脑或安全密钥中，用指纹、面容或设备密码即可登录，无需输入密码。添加后，用密码登录时也需用通行密钥（或身份验证器应用）完成两步验证。
        </Trans>
      }
    >
      <ErrorBanner message={error ?? undefined} />
      {props.added && (
        <Text role="status" color="green.700">
          {t`已添加通行密钥“${props.added}”。`}
        </Text>
      )}
      {!props.supported && (
        <Text color="fg.muted">
          <Trans>当前浏览器不支持通行密钥，请换用最新版的 Chrome、Safari、Edge 或 Firefox。</Trans>
        </Text>
      )}
      {view.kind === 'loading' ? (
        <Text color="fg.muted">
          <Trans>正在加载…</Trans>
        </Text>
      ) : (
        <Stack gap="4">
          {props.passkeys.length === 0 ? (
            <Badge variant="outline" size="lg" alignSelf="flex-start">
              <Trans>尚未添加通行密钥</Trans>
            </Badge>
          ) : (
            <Stack as="ul" listStyleType="none" m="0" p="0" gap="0" divideY="1px" aria-label={t`通行密钥`}>
              {props.passkeys.map((key) => {
                const created = formatDateTime(key.createdAt, locale);
                const used = key.lastUsedAt ? formatDateTime(key.lastUsedAt, locale) : null;
                return (
                  <HStack as="li" key={key.id} py="3" gap="3" justify="space-between" wrap="wrap">
                    <Stack gap="1" minW="0" flex="1 1 14rem">
                      <Text fontWeight="medium" wordBreak="break-word">
                        {key.name}
                      </Text>
                      <Text fontSize="sm" color="fg.muted">
                        <Trans>添加于 {created}</Trans>
                        {' · '}
                        {used ? <Trans>最近使用 {used}</Trans> : <Trans>尚未使用</Trans>}
                      </Text>
                    </Stack>
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="red"
                      disabled={pending || view.kind !== 'list'}
                      aria-label={t`删除通行密钥“${key.name}”`}
                      onClick={() => props.onRemove(key)}
                    >
                      <Trans>删除</Trans>
                    </Button>
                  </HStack>
                );
              })}
            </Stack>
          )}
          {view.kind === 'codes' ? (
            <RecoveryCodes
              codes={view.codes}
              onSaved={props.onCodesSaved}
              why={<Trans>通行密钥所在的设备丢失或无法使用时，可用恢复码代替它完成两步验证，每个只能使用一次。</Trans>}
            />
          ) : view.kind === 'naming' ? (
            <NameForm pending={pending} onSubmit={props.onAddConfirm} onCancel={props.onCancel} />
          ) : (
            props.supported && (
              <Button colorPalette="brand" alignSelf="flex-start" disabled={pending || view.kind !== 'list'} onClick={props.onAdd}>
                <Trans>添加通行密钥</Trans>
              </Button>
            )
          )}
        </Stack>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={<Trans>删除通行密钥</Trans>}
        message={t`确定删除“${removing?.name ?? ''}”吗？删除后它不能再用于登录。`}
        confirmLabel={<Trans>确认删除</Trans>}
        pending={pending}
        onConfirm={props.onRemoveConfirm}
        onCancel={props.onCancel}
      />
    </SettingsSection>
  );
}

/** The name of a new passkey; on submit the browser's prompt follows. */
function NameForm({ pending, onSubmit, onCancel }: { pending: boolean; onSubmit: (name: string) => void; onCancel: () => void }) {
  const { t } = useLingui();
  const [name, setName] = useState('');
  const [attempted, setAttempted] = useState(false);
  const invalid = attempted && name.trim() === '';
  return (
    <form noValidate onSubmit={(e) => e.preventDefault()}>
      <Stack gap="3" maxW="sm">
        <FormField
          label={<Trans>通行密钥名称</Trans>}
          required
          error={invalid ? t`请为通行密钥命名` : null}
          helperText={<Trans>例如“我的 iPhone”或“办公室电脑”，便于日后辨认。</Trans>}
        >
          <Input name="passkeyName" maxLength={PASSKEY_NAME_MAX_LENGTH} value={name} readOnly={pending} onChange={(e) => setName(e.target.value)} />
        </FormField>
        <HStack gap="3">
          <GuardedButton
            type="submit"
            colorPalette="brand"
            loading={pending}
            onClick={() => {
              setAttempted(true);
              if (name.trim() === '') return false;
              onSubmit(name.trim());
              return true;
            }}
          >
            <Trans>继续</Trans>
          </GuardedButton>
          <Button variant="outline" disabled={pending} onClick={onCancel}>
            <Trans>取消</Trans>
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

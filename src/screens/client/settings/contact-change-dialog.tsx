import { Button, Dialog, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorBanner } from '../../../components/error-banner';
import { FormField } from '../../../components/form-field';
import { GuardedButton } from '../../../components/guarded-button';
import { CodeField, type CodeSending } from '../../onboarding/code-field';
import { settingsError, type SettingsKey } from './settings-messages';

export type ChangeStep = 'blocked' | 'password' | 'verifying' | 'editing' | 'askOverwrite' | 'submitting' | 'pending';

export interface ContactChangeView {
  field: 'email' | 'mobile';
  step: ChangeStep;
  form: { password: string; value: string; code: string };
  errors: Partial<Record<'password' | 'value' | 'code', SettingsKey>>;
  /** Why the last step failed, in the user's language. */
  failure: string | null;
  code: CodeSending;
}

export interface ContactChangeDialogProps {
  view: ContactChangeView;
  onEdit: (values: Partial<ContactChangeView['form']>) => void;
  onVerify: () => unknown;
  onSendCode: () => unknown;
  onSubmit: () => unknown;
  onConfirmOverwrite: () => void;
  onDeclineOverwrite: () => void;
  onClose: () => void;
}

/** E-mail or mobile change: password check → new value and code → (mobile) overwrite? → pending; or blocked. */
export function ContactChangeDialog(props: ContactChangeDialogProps) {
  const { view } = props;
  const { t } = useLingui();
  const isMobile = view.field === 'mobile';
  const busy = view.step === 'verifying' || view.step === 'submitting';
  const title = isMobile ? t`修改手机号` : t`修改邮箱`;
  let body: React.ReactNode;
  let action: React.ReactNode = null;
  if (view.step === 'blocked') {
    body = <Text role="status"><Trans>上一个申请仍在处理中，请稍后再试</Trans></Text>;
  } else if (view.step === 'pending') {
    body = <Text role="status"><Trans>变更申请已提交，审核通过后生效。</Trans></Text>;
  } else if (view.step === 'password' || view.step === 'verifying') {
    body = (
      <FormField label={<Trans>当前密码</Trans>} required error={settingsError(view.errors.password)}
        helperText={<Trans>为保障账户安全，请先验证当前密码。</Trans>}>
        <Input type="password" name="password" autoComplete="current-password" value={view.form.password}
          onChange={(e) => props.onEdit({ password: e.target.value })} />
      </FormField>
    );
    action = <GuardedButton colorPalette="brand" loading={busy} onClick={props.onVerify}><Trans>下一步</Trans></GuardedButton>;
  } else if (view.step === 'askOverwrite') {
    body = <Text><Trans>是否使用新手机号 {view.form.value} 并覆盖原手机号？</Trans></Text>;
    action = (
      <>
        <Button variant="outline" onClick={props.onDeclineOverwrite}><Trans>返回修改</Trans></Button>
        <GuardedButton colorPalette="brand" onClick={props.onConfirmOverwrite}><Trans>确认覆盖</Trans></GuardedButton>
      </>
    );
  } else {
    body = (
      <Stack gap="4">
        <FormField label={isMobile ? <Trans>新手机号</Trans> : <Trans>新邮箱</Trans>} required error={settingsError(view.errors.value)}>
          <Input name="value" type={isMobile ? 'tel' : 'email'} value={view.form.value}
            onChange={(e) => props.onEdit({ value: e.target.value })} />
        </FormField>
        <CodeField value={view.form.code} error={view.errors.code as "code.required" | "code.invalid" | undefined} sending={view.code}
          onChange={(code) => props.onEdit({ code })} onSend={props.onSendCode} />
      </Stack>
    );
    action = <GuardedButton colorPalette="brand" loading={busy} onClick={props.onSubmit}><Trans>提交申请</Trans></GuardedButton>;
  }
  return (
    <Dialog.Root open placement="center" closeOnInteractOutside={false} onOpenChange={(d) => !d.open && !busy && props.onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header><Dialog.Title>{title}</Dialog.Title></Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <ErrorBanner message={view.failure} />
                {body}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={busy} onClick={props.onClose}>
                {action ? <Trans>取消</Trans> : <Trans>关闭</Trans>}
              </Button>
              {action}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

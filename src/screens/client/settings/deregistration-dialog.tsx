import { Button, Dialog, Input, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEREGISTRATION_REASON_MAX_LENGTH } from '../../../constants';
import { ErrorBanner } from '../../../components/error-banner';
import { FormField } from '../../../components/form-field';
import { GuardedButton } from '../../../components/guarded-button';
import { settingsError, type SettingsKey } from './settings-messages';

export interface DeregistrationView {
  step: 'reason' | 'password' | 'confirm' | 'deleting' | 'failed';
  form: { reason: string; password: string };
  errors: Partial<Record<'reason' | 'password', SettingsKey>>;
  failure: string | null;
}

export interface DeregistrationDialogProps {
  view: DeregistrationView;
  onEdit: (values: Partial<DeregistrationView['form']>) => void;
  onNext: () => unknown;
  onBack: () => void;
  onConfirm: () => void;
  onRetry: () => void;
  onClose: () => void;
}

/** Deregistration: reason (≤ 200) → password → "delete everything irreversibly?" → deleting → failed or gone. */
export function DeregistrationDialog({ view, ...on }: DeregistrationDialogProps) {
  const { t } = useLingui();
  const deleting = view.step === 'deleting';
  const length = [...view.form.reason].length;
  let body: React.ReactNode;
  let footer: React.ReactNode;
  if (view.step === 'reason') {
    body = (
      <FormField label={<Trans>注销原因</Trans>} required error={settingsError(view.errors.reason)}
        helperText={`${length}/${DEREGISTRATION_REASON_MAX_LENGTH}`}>
        <Textarea name="reason" rows={4} value={view.form.reason} onChange={(e) => on.onEdit({ reason: e.target.value })} />
      </FormField>
    );
    footer = <GuardedButton colorPalette="red" onClick={on.onNext}><Trans>下一步</Trans></GuardedButton>;
  } else if (view.step === 'password') {
    body = (
      <FormField label={<Trans>当前密码</Trans>} required error={settingsError(view.errors.password)}>
        <Input type="password" name="password" autoComplete="current-password" value={view.form.password}
          onChange={(e) => on.onEdit({ password: e.target.value })} />
      </FormField>
    );
    footer = (
      <>
        <Button variant="outline" onClick={on.onBack}><Trans>上一步</Trans></Button>
        <GuardedButton colorPalette="red" onClick={on.onNext}><Trans>下一步</Trans></GuardedButton>
      </>
    );
  } else {
    body = (
      <Text fontWeight="medium" color="fg.error" role="alert">
        <Trans>注销后，您的账户及全部数据（个人信息、绑定关系、问答记录、设备等）将被永久删除且无法恢复。确定注销吗？</Trans>
      </Text>
    );
    footer = view.step === 'failed' ? (
      <>
        <Button variant="outline" onClick={on.onBack}><Trans>返回修改</Trans></Button>
        <GuardedButton colorPalette="red" onClick={on.onRetry}><Trans>重试</Trans></GuardedButton>
      </>
    ) : (
      <>
        <Button variant="outline" disabled={deleting} onClick={on.onBack}><Trans>上一步</Trans></Button>
        <GuardedButton colorPalette="red" loading={deleting} loadingText={t`正在注销…`} onClick={on.onConfirm}>
          <Trans>确认注销</Trans>
        </GuardedButton>
      </>
    );
  }
  return (
    <Dialog.Root open role="alertdialog" placement="center" closeOnInteractOutside={false}
      onOpenChange={(d) => !d.open && !deleting && on.onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header><Dialog.Title><Trans>注销账户</Trans></Dialog.Title></Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <ErrorBanner message={view.failure} />
                {body}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="ghost" disabled={deleting} onClick={on.onClose}><Trans>取消</Trans></Button>
              {footer}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

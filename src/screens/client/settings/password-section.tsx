import { useState } from 'react';
import { HStack, Input, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { FormField } from '../../../components/form-field';
import { GuardedButton } from '../../../components/guarded-button';
import { SettingsSection } from './section';
import { settingsError, type SettingsKey } from './settings-messages';
import type { SaveResult } from '../../../domain/settings';
import { useSave } from './use-save';

export interface PasswordForm {
  current: string;
  next: string;
  confirm: string;
}
export type PasswordErrors = Partial<Record<keyof PasswordForm, SettingsKey>>;

export interface PasswordSectionProps {
  /** The §5 password rules (the app passes machines/validation's). */
  validate: (form: PasswordForm) => PasswordErrors;
  onChangePassword: (current: string, next: string) => Promise<SaveResult>;
}

const EMPTY: PasswordForm = { current: '', next: '', confirm: '' };

/** Change the password: the current one is checked by the server; the new one follows the §5 rules. */
export function PasswordSection({ validate, onChangePassword }: PasswordSectionProps) {
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const save = useSave();
  const edit = (field: keyof PasswordForm, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const submit = async () => {
    const found = validate(form);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return false;
    if (await save.run(() => onChangePassword(form.current, form.next))) setForm(EMPTY);
  };
  const field = (name: keyof PasswordForm, label: React.ReactNode, autoComplete: string) => (
    <FormField label={label} required error={settingsError(errors[name])}>
      <Input type="password" name={name} autoComplete={autoComplete} value={form[name]} onChange={(e) => edit(name, e.target.value)} />
    </FormField>
  );
  return (
    <SettingsSection id="password" title={<Trans>修改密码</Trans>}>
      <Stack gap="4" maxW="md">
        {field('current', <Trans>当前密码</Trans>, 'current-password')}
        {field('next', <Trans>新密码</Trans>, 'new-password')}
        {field('confirm', <Trans>确认新密码</Trans>, 'new-password')}
        <HStack>
          <GuardedButton colorPalette="brand" loading={save.saving} onClick={submit}>
            <Trans>修改密码</Trans>
          </GuardedButton>
        </HStack>
      </Stack>
    </SettingsSection>
  );
}

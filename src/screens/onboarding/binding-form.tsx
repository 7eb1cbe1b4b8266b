import { Button, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ADDITIONAL_INFO_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  ID_NUMBER_MAX_LENGTH,
  MOBILE_MAX_LENGTH,
  PRODUCT_FIELD_MAX_LENGTH,
} from '../../constants';
import { FormField } from '../../components/form-field';
import { GuardedButton } from '../../components/guarded-button';
import type { BindingField, BindingForm, BindingKind, FieldErrors } from '../../domain/onboarding';
import { fieldError } from './validation-messages';

export type BindingValues = Omit<BindingForm, 'idType'>;

export interface BindingFormProps {
  kind: BindingKind;
  values: BindingValues;
  errors: FieldErrors<BindingField>;
  submitting: boolean;
  onChange: (values: Partial<BindingValues>) => void;
  /** Return false when nothing was sent (the machine found errors), so the click guard does not lock. */
  onSubmit: () => unknown;
  onBack: () => void;
}

/** SPEC.md §3 binding fields. Values are controlled by the caller (the machine keeps them through any error). */
export function BindingFormFields({ kind, values, errors, submitting, onChange, onSubmit, onBack }: BindingFormProps) {
  const { t } = useLingui();
  const input = (field: keyof BindingValues) => ({
    name: field,
    value: values[field],
    readOnly: submitting,
    onChange: (e: { target: { value: string } }) => onChange({ [field]: e.target.value }),
  });
  const listHint = <Trans>多个请用逗号分隔</Trans>;
  return (
    <form noValidate onSubmit={(e) => e.preventDefault()} aria-label={t`绑定信息`}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={<Trans>证件类型</Trans>} required>
            <NativeSelect.Root disabled={submitting}>
              <NativeSelect.Field name="idType" value="idCard" onChange={() => undefined}>
                <option value="idCard">{t`身份证`}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={<Trans>证件号码</Trans>} required error={fieldError(errors.idNumber)}>
            <Input {...input('idNumber')} autoComplete="off" maxLength={ID_NUMBER_MAX_LENGTH} />
          </FormField>
          <FormField label={<Trans>出生日期</Trans>} required error={fieldError(errors.birthday)}>
            <Input {...input('birthday')} type="date" autoComplete="bday" />
          </FormField>
          <FormField
            label={<Trans>手机号</Trans>}
            required
            error={fieldError(errors.mobile)}
            helperText={kind === 'offshore' ? <Trans>境外手机号请加国际区号，如 +852</Trans> : undefined}
          >
            <Input {...input('mobile')} type="tel" inputMode="tel" autoComplete="tel" maxLength={MOBILE_MAX_LENGTH} />
          </FormField>
          <FormField label={<Trans>邮箱</Trans>} required error={fieldError(errors.email)}>
            <Input {...input('email')} type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} />
          </FormField>
          {kind === 'partner' && (
            <FormField label={<Trans>企业邮箱</Trans>} required error={fieldError(errors.enterpriseEmail)}>
              <Input {...input('enterpriseEmail')} type="email" autoComplete="work email" maxLength={EMAIL_MAX_LENGTH} />
            </FormField>
          )}
          <FormField label={<Trans>产品名称</Trans>} required error={fieldError(errors.productName)} helperText={listHint}>
            <Input {...input('productName')} maxLength={PRODUCT_FIELD_MAX_LENGTH} />
          </FormField>
          <FormField label={<Trans>购买渠道</Trans>} required error={fieldError(errors.purchaseChannel)} helperText={listHint}>
            <Input {...input('purchaseChannel')} maxLength={PRODUCT_FIELD_MAX_LENGTH} />
          </FormField>
        </SimpleGrid>
        <FormField label={<Trans>补充信息</Trans>} error={fieldError(errors.additionalInfo)}>
          <Textarea {...input('additionalInfo')} rows={3} maxLength={ADDITIONAL_INFO_MAX_LENGTH} />
        </FormField>
        <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" gap="3">
          <Button variant="outline" onClick={onBack} disabled={submitting}>
            <Trans>重新选择类型</Trans>
          </Button>
          <GuardedButton type="submit" colorPalette="brand" loading={submitting} loadingText={t`提交中…`} onClick={onSubmit}>
            <Trans>提交绑定</Trans>
          </GuardedButton>
        </Stack>
      </Stack>
    </form>
  );
}

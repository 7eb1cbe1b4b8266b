import { useState } from 'react';
import { Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import { FormField } from '../../components/form-field';
import { GuardedButton } from '../../components/guarded-button';
import { INTERN_FILE_TYPES, NAME_MAX_LENGTH } from '../../constants';
import { FORM_MESSAGES, fileError } from './form-messages';

export interface AttendanceValues {
  attendanceDate: string;
  internType: string;
  mealAllowance: string;
  paidDays: string;
  leader: string;
  file: File | null;
}

type Errors = Partial<Record<keyof AttendanceValues, MessageDescriptor>>;

export function validateAttendance(v: AttendanceValues): Errors {
  const errors: Errors = {};
  if (!v.attendanceDate) errors.attendanceDate = FORM_MESSAGES.dateRequired;
  if (!v.internType) errors.internType = FORM_MESSAGES.internTypeRequired;
  const meal = Number(v.mealAllowance);
  if (v.mealAllowance.trim() === '' || !Number.isFinite(meal) || meal < 0 || meal > 100_000) errors.mealAllowance = FORM_MESSAGES.mealAllowanceInvalid;
  const days = Number(v.paidDays);
  if (v.paidDays.trim() === '' || !Number.isInteger(days) || days < 0 || days > 31) errors.paidDays = FORM_MESSAGES.paidDaysInvalid;
  if (!v.leader.trim()) errors.leader = FORM_MESSAGES.leaderRequired;
  const file = fileError(v.file);
  if (file) errors.file = file;
  return errors;
}

export interface AttendanceFormProps {
  internTypes: { id: string; label: string }[];
  initialValues: Partial<AttendanceValues>;
  validateNow?: boolean;
  saving: boolean;
  onSave: (values: AttendanceValues) => void;
}

/** The attendance sheet: date, intern type, meal allowance, paid days, leader and the signed file. */
export function AttendanceForm({ internTypes, initialValues, validateNow, saving, onSave }: AttendanceFormProps) {
  const [values, setValues] = useState<AttendanceValues>({
    attendanceDate: '', internType: '', mealAllowance: '', paidDays: '', leader: '', file: null, ...initialValues,
  });
  const [errors, setErrors] = useState<Errors>(() => (validateNow ? validateAttendance(values) : {}));
  const set = (field: Exclude<keyof AttendanceValues, 'file'>) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));
  const save = () => {
    const found = validateAttendance(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return false;
    onSave(values);
    return true;
  };
  return (
    <form noValidate onSubmit={(e) => e.preventDefault()}>
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <FormField label={<Trans>考勤日期</Trans>} error={errors.attendanceDate} required>
          <Input type="date" value={values.attendanceDate} onChange={set('attendanceDate')} />
        </FormField>
        <FormField label={<Trans>实习类型</Trans>} error={errors.internType} required>
          <NativeSelect.Root>
            <NativeSelect.Field value={values.internType} onChange={set('internType')}>
              <option value="" disabled hidden />
              {internTypes.map((type) => (
                <option key={type.id} value={type.id}>
                  {type.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={<Trans>餐补（元）</Trans>} error={errors.mealAllowance} required>
          <Input type="number" inputMode="decimal" min={0} step="0.01" value={values.mealAllowance} onChange={set('mealAllowance')} />
        </FormField>
        <FormField label={<Trans>计薪天数</Trans>} error={errors.paidDays} required>
          <Input type="number" inputMode="numeric" min={0} max={31} step={1} value={values.paidDays} onChange={set('paidDays')} />
        </FormField>
        <FormField label={<Trans>带教负责人</Trans>} error={errors.leader} required>
          <Input value={values.leader} maxLength={NAME_MAX_LENGTH} onChange={set('leader')} />
        </FormField>
        <FormField label={<Trans>考勤表附件</Trans>} error={errors.file} helperText={<Trans>PDF、JPG 或 PNG，不超过 2 MB</Trans>} required>
          <Input
            type="file"
            pt="1.5"
            accept={INTERN_FILE_TYPES.join(',')}
            onChange={(e) => setValues((v) => ({ ...v, file: e.target.files?.[0] ?? null }))}
          />
        </FormField>
      </SimpleGrid>
      <GuardedButton type="submit" colorPalette="brand" alignSelf="flex-start" loading={saving} onClick={save}>
        <Trans>保存考勤</Trans>
      </GuardedButton>
    </Stack>
    </form>
  );
}

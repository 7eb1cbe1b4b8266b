import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';

export interface FormFieldProps {
  label: ReactNode;
  /** The error to show; a descriptor is translated here, so it follows a language switch. */
  error?: MessageDescriptor | string | null;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Exactly one Chakra input-like control (Input, PasswordInput, NativeSelect…): it gets id, aria-invalid, aria-describedby. */
  children: ReactNode;
}

/** Label + control + error text on Chakra's Field, which wires the label and the error to the control. */
export function FormField({ label, error, helperText, required, disabled, children }: FormFieldProps) {
  const { i18n } = useLingui();
  const message = !error ? undefined : typeof error === 'string' ? error : i18n._(error);
  return (
    <Field.Root invalid={Boolean(message)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helperText && !message && <Field.HelperText>{helperText}</Field.HelperText>}
      {message && <Field.ErrorText>{message}</Field.ErrorText>}
    </Field.Root>
  );
}

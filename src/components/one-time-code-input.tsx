/**
 * The authenticator app's code as a person types it: a numeric one-time-code field (phones offer the digits and an
 * SMS or app code), six digits with the spaces some apps show between groups allowed and ignored.
 */
import { Input, type InputProps } from '@chakra-ui/react';
import { TOTP_DIGITS } from '../constants';

const CODE = new RegExp(`^\\d{${TOTP_DIGITS}}$`);

/** The code without the spaces typed between its groups. */
export const oneTimeCodeDigits = (code: string): string => code.replace(/\s/g, '');

/** Whether `code` is a whole code: six digits, spaces aside. */
export const isOneTimeCode = (code: string): boolean => CODE.test(oneTimeCodeDigits(code));

export function OneTimeCodeInput(props: Omit<InputProps, 'autoComplete' | 'inputMode' | 'maxLength'>) {
  // Room for the two spaces of "123 456" or "12 34 56".
  return <Input autoComplete="one-time-code" inputMode="numeric" maxLength={TOTP_DIGITS + 2} {...props} />;
}

/** Mainland resident ID numbers (GB 11643): 6-digit area, birthday YYYYMMDD, 3-digit sequence, ISO 7064 check. */
import { isCalendarDate } from '../dates.ts';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

export const normalizeIdNumber = (idNumber: string) => idNumber.trim().replace(/\s/g, '').toUpperCase();

export function checkDigit(first17: string): string {
  const sum = [...first17].reduce((s, d, i) => s + Number(d) * WEIGHTS[i], 0);
  return CHECK[sum % 11];
}

/** The birthday (YYYY-MM-DD) of a well-formed ID card number, or undefined when the number is not one. */
export function idCardBirthday(idNumber: string): string | undefined {
  const id = normalizeIdNumber(idNumber);
  if (!/^[1-9][0-9]{16}[0-9X]$/.test(id)) return undefined;
  if (checkDigit(id.slice(0, 17)) !== id[17]) return undefined;
  const birthday = id.slice(6, 14);
  if (!isCalendarDate(birthday, 'YYYYMMDD')) return undefined;
  return `${birthday.slice(0, 4)}-${birthday.slice(4, 6)}-${birthday.slice(6)}`;
}

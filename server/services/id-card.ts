/** Mainland resident ID numbers (GB 11643): 6-digit area, birthday YYYYMMDD, 3-digit sequence, ISO 7064 check. */

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
  const [y, m, d] = [id.slice(6, 10), id.slice(10, 12), id.slice(12, 14)];
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) {
    return undefined;
  }
  return `${y}-${m}-${d}`;
}

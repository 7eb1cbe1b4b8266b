/** Device class of SPEC.md's Accept-SystemSide header. */
export function systemSide(userAgent: string): 'h5' | 'web' {
  return /Mobi|Android|iPhone|iPad/i.test(userAgent) ? 'h5' : 'web';
}

/** U+2212, the minus sign. */
export const MINUS_SIGN = '\u2212'

/**
 * A number as the format writes it, with the minus sign (U+2212) for a negative one in every
 * language: Intl writes a hyphen-minus for en, tr and de ("-38%", "-%38", "-38 %") and U+2212 for
 * a few other locales only, while the catalogs and the style guides write "−38 %" / "−%38".
 */
export function formatWithMinusSign(format: Intl.NumberFormat, value: number): string {
  return format
    .formatToParts(value)
    .map((part) => (part.type === 'minusSign' ? MINUS_SIGN : part.value))
    .join('')
}

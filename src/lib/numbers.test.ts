import { describe, expect, it } from 'vitest'
import { formatWithMinusSign, MINUS_SIGN } from './numbers'

describe('formatWithMinusSign', () => {
  const percent = (locale: string) => new Intl.NumberFormat(locale, { style: 'unit', unit: 'percent', signDisplay: 'exceptZero' })
  // Intl separates the German percent sign with a no-break space; compare with plain spaces.
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

  it('writes a negative figure with the minus sign (U+2212) in every language of the site', () => {
    expect([formatWithMinusSign(percent('en-US'), -38), formatWithMinusSign(percent('tr-TR'), -38), plain(formatWithMinusSign(percent('de-DE'), -38))]).toEqual([
      '\u221238%',
      '\u2212%38',
      '\u221238 %',
    ])
    expect(formatWithMinusSign(new Intl.NumberFormat('de-DE'), -1234.5)).toBe('\u22121.234,5')
  })

  it('keeps a locale that already writes U+2212, and leaves positive numbers and ranges alone', () => {
    expect(formatWithMinusSign(new Intl.NumberFormat('sv-SE'), -3)).toBe(`${MINUS_SIGN}3`)
    expect([formatWithMinusSign(percent('en-US'), 27), formatWithMinusSign(percent('tr-TR'), 0)]).toEqual(['+27%', '%0'])
    expect(formatWithMinusSign(new Intl.NumberFormat('en-US'), -0.001)).not.toContain('-')
  })
})

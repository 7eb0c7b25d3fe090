// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatMoney } from './money'

// Intl separates the symbol with a no-break space where a language puts one.
const normalize = (text: string) => text.replace(/\u00a0|\u202f/g, ' ')

describe('formatMoney', () => {
  it('writes dollars with the $ symbol per language', () => {
    expect(normalize(formatMoney(123456, 'en'))).toBe('$1,234.56')
    expect(normalize(formatMoney(123456, 'tr'))).toBe('$1.234,56')
    expect(normalize(formatMoney(123456, 'de'))).toBe('1.234,56 $')
  })

  it('always shows two decimals', () => {
    expect(normalize(formatMoney(5, 'en'))).toBe('$0.05')
    expect(normalize(formatMoney(1000, 'de'))).toBe('10,00 $')
    expect(normalize(formatMoney(0, 'tr'))).toBe('$0,00')
  })
})

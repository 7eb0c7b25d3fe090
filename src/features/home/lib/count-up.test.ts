// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { countUpValue, formatCount, formatPercent } from './count-up'

describe('countUpValue', () => {
  it('starts at 0 and ends exactly on the target', () => {
    expect(countUpValue(600, 0, 2000)).toBe(0)
    expect(countUpValue(600, 2000, 2000)).toBe(600)
    expect(countUpValue(600, 5000, 2000)).toBe(600)
  })

  it('eases out: more than half way at half time, never above the target, never decreasing', () => {
    expect(countUpValue(200, 1000, 2000)).toBeGreaterThan(100)
    let previous = 0
    for (let elapsed = 0; elapsed <= 2000; elapsed += 16) {
      const value = countUpValue(1234, elapsed, 2000)
      expect(value).toBeGreaterThanOrEqual(previous)
      expect(value).toBeLessThanOrEqual(1234)
      previous = value
    }
  })

  it('shows the target at once for a zero duration and clamps negative time', () => {
    expect(countUpValue(120, 0, 0)).toBe(120)
    expect(countUpValue(120, -50, 2000)).toBe(0)
  })
})

describe('formatCount', () => {
  it('groups thousands with a comma in English', () => {
    expect(formatCount(1234567, 'en-US')).toBe('1,234,567')
    expect(formatCount(600, 'en-US')).toBe('600')
  })

  it('uses the language grouping elsewhere and never shows decimals', () => {
    expect(formatCount(1234, 'de-DE')).toBe('1.234')
    expect(formatCount(1234, 'tr-TR')).toBe('1.234')
    expect(formatCount(12.6, 'en-US')).toBe('13')
  })
})

describe('formatPercent', () => {
  it('writes the percent sign where the language puts it', () => {
    expect(formatPercent(100, 'en-US')).toBe('100%')
    expect(formatPercent(100, 'tr-TR')).toBe('%100')
    expect(formatPercent(100, 'de-DE')).toBe('100\u00a0%')
  })
})

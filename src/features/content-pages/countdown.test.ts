// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { countdown } from './countdown'

describe('countdown', () => {
  const target = Date.parse('2027-03-01T09:00:00+03:00')

  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = target - (2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000 - 300
    expect(countdown(now, target)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 })
  })

  it('stops at zero once the date has passed', () => {
    expect(countdown(target + 1000, target)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 })
  })
})

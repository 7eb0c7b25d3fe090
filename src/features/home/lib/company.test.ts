// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { yearsOfExperience } from './company'

describe('yearsOfExperience', () => {
  it('is the current year minus 2013', () => {
    expect(yearsOfExperience(2026)).toBe(13)
    expect(yearsOfExperience(2013)).toBe(0)
    expect(yearsOfExperience(new Date(2030, 0, 1).getFullYear())).toBe(17)
  })

  it('never goes negative on a wrong clock', () => {
    expect(yearsOfExperience(2000)).toBe(0)
  })
})

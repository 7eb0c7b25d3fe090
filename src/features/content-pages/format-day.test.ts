// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatDay } from './format-day'

describe('formatDay', () => {
  it('writes a day as each language does, the same in every time zone', () => {
    expect(formatDay('2026-11-02', 'en')).toBe('November 2, 2026')
    expect(formatDay('2026-11-02', 'de')).toBe('2. November 2026')
    expect(formatDay('2026-11-02', 'tr')).toBe('2 Kasım 2026')
  })
})

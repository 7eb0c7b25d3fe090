import { describe, expect, it } from 'vitest'
import { FOUNDING_YEAR } from '~/features/home/lib/company'
import { loadI18n } from '~/lib/i18n'
import { BUILD_YEAR } from '~/lib/use-current-year'
import { MILESTONES } from './milestones'

describe('the company milestones', () => {
  it('start with the founding year and run forward, one milestone a year at most', () => {
    const years = MILESTONES.map((milestone) => milestone.year)
    expect(years[0]).toBe(FOUNDING_YEAR)
    expect(years).toEqual([...years].sort((a, b) => a - b))
    expect(new Set(years).size).toBe(years.length)
    expect(years.at(-1)).toBeLessThanOrEqual(BUILD_YEAR)
  })

  it('open each office in the order the team bios tell it', async () => {
    const i18n = await loadI18n('en')
    const yearOf = (title: string) => MILESTONES.find((milestone) => i18n._(milestone.title) === title)?.year
    // Jonas Weber joined in 2019 and helped open Berlin; Sarah Collins (since 2020) leads data from London.
    expect([yearOf('Istanbul office'), yearOf('Berlin office'), yearOf('London office')]).toEqual([2018, 2019, 2021])
  })

  it('are written in every language', async () => {
    for (const lang of ['tr', 'de'] as const) {
      const i18n = await loadI18n(lang, ['messages', 'company'])
      const english = await loadI18n('en', ['messages', 'company'])
      for (const milestone of MILESTONES) {
        expect(i18n._(milestone.title)).not.toBe(english._(milestone.title))
        expect(i18n._(milestone.text)).not.toBe(english._(milestone.text))
      }
    }
  })
})

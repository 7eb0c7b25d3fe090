// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { compareCaseStudies, PORTFOLIO_CATEGORIES, type PortfolioCategory } from '~/site/content/portfolio-categories'
import { formatFigure } from './figures'
import { adjacentStudies, filterStudies, splitFeatured, usedCategories } from './studies'

function study(slug: string, year: number, category: PortfolioCategory, featured?: boolean) {
  return { slug, year, category, ...(featured === undefined ? {} : { featured }) }
}

describe('the order of case studies', () => {
  it('is the newest year first, then the slug, whatever the language\'s titles', () => {
    const studies = [study('b', 2025, 'erp'), study('z', 2026, 'web'), study('a', 2025, 'iot'), study('c', 2024, 'data'), study('m', 2026, 'iot')]
    expect(studies.toSorted(compareCaseStudies).map((item) => item.slug)).toEqual(['m', 'z', 'a', 'b', 'c'])
  })
})

describe('filters and groups', () => {
  const studies = [study('k', 2026, 'iot', true), study('v', 2026, 'web'), study('b', 2025, 'integration', true), study('e', 2025, 'erp', true), study('m', 2025, 'mobile'), study('i', 2024, 'iot')]

  it('keeps the order and shows every study without a category', () => {
    expect(filterStudies(studies, 'iot').map((item) => item.slug)).toEqual(['k', 'i'])
    expect(filterStudies(studies, 'data')).toEqual([])
    expect(filterStudies(studies, undefined)).toEqual(studies)
  })

  it('offers only categories that have studies, in the categories\' order', () => {
    expect(usedCategories(studies, PORTFOLIO_CATEGORIES)).toEqual(['erp', 'iot', 'integration', 'web', 'mobile'])
  })

  it('puts the featured studies on large panels and the others after them, each in order', () => {
    const { featured, others } = splitFeatured(studies)
    expect(featured.map((item) => item.slug)).toEqual(['k', 'b', 'e'])
    expect(others.map((item) => item.slug)).toEqual(['v', 'm', 'i'])
  })

  it('leads from every study to the one before and after it, round at the ends', () => {
    expect(adjacentStudies(studies, 'b')).toEqual({ previous: studies[1], next: studies[3] })
    expect(adjacentStudies(studies, 'k')).toEqual({ previous: studies[5], next: studies[1] })
    expect(adjacentStudies(studies, 'i')).toEqual({ previous: studies[4], next: studies[0] })
    expect(adjacentStudies(studies, 'nope')).toEqual({ previous: null, next: null })
    expect(adjacentStudies(studies.slice(0, 1), 'k')).toEqual({ previous: null, next: null })
  })
})

describe('result figures', () => {
  const figure = (value: number, unit: Parameters<typeof formatFigure>[0]['unit'], signed = false) => ({ value, unit, signed })
  // Intl separates some units with a no-break space; compare with plain spaces.
  const format = (...args: Parameters<typeof formatFigure>) => formatFigure(...args).replace(/[\u00a0\u202f]/g, ' ')

  it('are written the way each language writes numbers, percentages and units', () => {
    expect([format(figure(-38, '%', true), 'en'), format(figure(-38, '%', true), 'tr'), format(figure(-38, '%', true), 'de')]).toEqual(['−38%', '−%38', '−38 %'])
    expect([format(figure(27, '%', true), 'en'), format(figure(96, '%'), 'tr')]).toEqual(['+27%', '%96'])
    expect([format(figure(99.95, '%'), 'de'), format(figure(1.1, 's'), 'tr'), format(figure(1.1, 's'), 'en')]).toEqual(['99,95 %', '1,1 sn.', '1.1 sec'])
    expect([format(figure(210000, null), 'en'), format(figure(210000, null), 'tr'), format(figure(4.7, null), 'de')]).toEqual(['210,000', '210.000', '4,7'])
    expect([format(figure(4, 'x'), 'en'), format(figure(11, 'mo'), 'en'), format(figure(9, 'wk'), 'de'), format(figure(15, 'min'), 'de')]).toEqual(['4×', '11 months', '9 Wochen', '15 Min.'])
  })
})

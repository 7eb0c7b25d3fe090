// @vitest-environment node
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { loadContent } from '../../../scripts/content/files'
import { buildContent } from '../../../scripts/content/collections'
import { parseFigure } from '~/site/content/figures'
import { CLIENT_SLUGS } from '~/site/content/schemas'
import { isSitePage } from '~/site/pages'
import { StoryListSearchSchema } from './search'
import { filterStories, storyIndustries } from './list'
import { formatFigure, keyFigures, otherStories, servicePage } from './stories'

describe('a key figure', () => {
  it('is a number with a point for decimals and a known unit', () => {
    expect(parseFigure('99.95 percent')).toEqual({ value: 99.95, unit: 'percent' })
    expect(parseFigure('9200 count')).toEqual({ value: 9200, unit: 'count' })
    expect(parseFigure(' 3 hour ')).toEqual({ value: 3, unit: 'hour' })
    for (const bad of ['99,5 percent', '-3 hour', '3 hours', '3', 'percent', '1.234 times', '3  hour']) expect(parseFigure(bad)).toBeNull()
  })

  it('reads the way each language writes numbers, shares and durations', () => {
    const percent = { value: 99.95, unit: 'percent' } as const
    expect([formatFigure(percent, 'en'), formatFigure(percent, 'tr'), formatFigure(percent, 'de').replace(/\s/g, ' ')]).toEqual(['99.95%', '%99,95', '99,95 %'])
    const count = { value: 9200, unit: 'count' } as const
    expect([formatFigure(count, 'en'), formatFigure(count, 'tr'), formatFigure(count, 'de')]).toEqual(['9,200', '9.200', '9.200'])
    const hours = { value: 4, unit: 'hour' } as const
    expect([formatFigure(hours, 'en'), formatFigure(hours, 'tr'), formatFigure(hours, 'de')]).toEqual(['4 hours', '4 saat', '4 Stunden'])
    expect(formatFigure({ value: 1, unit: 'minute' }, 'en')).toBe('1 minute')
    expect(formatFigure({ value: 2.5, unit: 'times' }, 'de')).toBe('2,5×')
  })

  it('is paired with its label, in order', () => {
    expect(keyFigures({ figures: ['41 percent', '4 hour'], figureLabels: ['fewer call-outs', 'to reach a unit'] }, 'en')).toEqual([
      { value: '41%', label: 'fewer call-outs' },
      { value: '4 hours', label: 'to reach a unit' },
    ])
    // A figure without a label, or one the build would have refused, is left out rather than shown bare.
    expect(keyFigures({ figures: ['41 percent', 'lots', '3 day'], figureLabels: ['fewer call-outs', 'x'] }, 'en')).toEqual([{ value: '41%', label: 'fewer call-outs' }])
  })
})

const stories = [
  { slug: 'd', industry: 'logistics' },
  { slug: 'c', industry: 'manufacturing' },
  { slug: 'b', industry: 'food' },
  { slug: 'a', industry: 'manufacturing' },
] as const

describe('the stories\' list', () => {
  it('offers the industries that have stories, in the order of their newest story', () => {
    expect(storyIndustries(stories)).toEqual(['logistics', 'manufacturing', 'food'])
  })

  it('shows one industry\'s stories, or all of them', () => {
    expect(filterStories(stories, 'manufacturing').map((story) => story.slug)).toEqual(['c', 'a'])
    expect(filterStories(stories, 'retail')).toEqual([])
    expect(filterStories(stories, undefined).map((story) => story.slug)).toEqual(['d', 'c', 'b', 'a'])
  })

  it('reads ?industry= as a known industry, and drops anything else', () => {
    const industry = (value: unknown) => v.parse(StoryListSearchSchema, value === undefined ? {} : { industry: value }).industry
    expect([industry(undefined), industry('food'), industry('Food'), industry('gardening'), industry(3), industry(['food'])]).toEqual([undefined, 'food', undefined, undefined, undefined, undefined])
  })
})

describe('a story page', () => {
  it('suggests stories of the same industry first, then the newest, never itself', () => {
    expect(otherStories(stories, { slug: 'a', industry: 'manufacturing' }).map((story) => story.slug)).toEqual(['c', 'd', 'b'])
    expect(otherStories(stories, { slug: 'd', industry: 'logistics' }, 2).map((story) => story.slug)).toEqual(['c', 'b'])
  })

  it('links a service to its own page where the site has one, else to the services overview', () => {
    for (const service of ['erp', 'iot', 'integration'] as const) {
      const page = servicePage(service)
      expect(page === `services/${service}` || page === 'services/v1').toBe(true)
      expect(page !== null && isSitePage(page)).toBe(true)
    }
  })
})

describe('the customer stories\' content', () => {
  const content = loadContent(process.cwd())
  const english = content.entries.filter((entry) => entry.collection === 'customer-stories' && entry.lang === 'en')

  it('has at least four stories, each with a label for every key figure and a client with a logo', () => {
    expect(english.length).toBeGreaterThanOrEqual(4)
    for (const { meta, path } of english) {
      const figures = meta['figures']
      const labels = meta['figureLabels']
      expect(Array.isArray(figures) && Array.isArray(labels) && figures.length === labels.length, `${path}: figures and figureLabels`).toBe(true)
      expect(CLIENT_SLUGS, path).toContain(meta['client'])
    }
    expect(content.issues.filter((issue) => issue.file.includes('/customer-stories/') || issue.file.includes('/images/customers/'))).toEqual([])
  })

  it('refuses an unknown client, a figure without a unit and a missing label, naming the field', () => {
    const source = (front: string) => ({
      path: 'locales/en/content/customer-stories/x.md',
      text: `---\ntitle: T\ndescription: D\ndate: 2026-01-05\nclient: acme\nindustry: food\ncity: Konya\nservices: [erp, blockchain]\nquote: Q\nspeaker: S\nspeakerRole: R\navatar: ayse-demirtas.svg\n${front}\n---\nBody text.\n`,
    })
    const { issues } = buildContent([source('figures: [40 percent, 12]\nfigureLabels: [one]')], { customers: ['ayse-demirtas.svg'] })
    const fields = issues.filter((issue) => issue.file.endsWith('/en/content/customer-stories/x.md')).map((issue) => issue.field)
    expect(fields).toEqual(expect.arrayContaining(['client', 'services.1', 'figures.1', 'figureLabels']))
  })
})

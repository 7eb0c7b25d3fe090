// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { buildContent, formatIssue } from '../../../scripts/content/collections.ts'
import { readCollectionImages, readContentFiles } from '../../../scripts/content/files.ts'
import type { CaseStudyMeta } from '../../../src/site/content/schemas.ts'
import { CASE_STUDY_CLIENTS } from '../../../src/site/content/portfolio-categories.ts'

// The case studies as written: the build checks each file on its own; these are the checks across fields and languages.
const root = process.cwd()
const files = readContentFiles(root)
const images = readCollectionImages(root)
const { entries, issues } = buildContent(files, images)
const studies = entries.filter((entry) => entry.collection === 'case-studies')
const meta = (entry: (typeof studies)[number]) => entry.meta as unknown as CaseStudyMeta
const english = studies.filter((entry) => entry.lang === 'en')

describe('the case studies', () => {
  it('are complete in every language, with no problem the build would report', () => {
    expect(issues.map(formatIssue).filter((issue) => issue.includes('case-studies') || issue.includes('portfolio'))).toEqual([])
    expect(english.length).toBeGreaterThanOrEqual(6)
    expect(studies).toHaveLength(english.length * 3)
  })

  it('tell a story of 400 to 700 words in English, in four sections', () => {
    for (const entry of english) {
      expect(meta(entry).wordCount, entry.path).toBeGreaterThanOrEqual(400)
      expect(meta(entry).wordCount, entry.path).toBeLessThanOrEqual(700)
    }
    for (const entry of studies) expect(meta(entry).headings.filter((heading) => heading.depth === 2), entry.path).toHaveLength(4)
  })

  it('have the same figures in every language, and a text for every picture', () => {
    const figures = (study: CaseStudyMeta) => study.results.map(({ value, unit, signed }) => ({ value, unit, signed }))
    const englishFigures = new Map(english.map((entry) => [entry.slug, figures(meta(entry))]))
    for (const entry of studies) {
      expect(figures(meta(entry)), entry.path).toEqual(englishFigures.get(entry.slug))
      expect(meta(entry).galleryAlt, entry.path).toHaveLength(meta(entry).gallery.length)
    }
  })

  it('each name another of the fictional clients', () => {
    const clients = english.map((entry) => meta(entry).client)
    expect(new Set(clients).size).toBe(clients.length)
    expect(clients.every((client) => CASE_STUDY_CLIENTS.includes(client))).toBe(true)
  })

  it('fail the build on a missing gallery picture and on a picture no study shows', () => {
    const [first] = english
    const gallery = first === undefined ? [] : meta(first).gallery
    const missing = buildContent(files, { ...images, portfolio: (images.portfolio ?? []).filter((file) => file !== gallery[0]) }).issues.map(formatIssue)
    expect(missing).toContainEqual(expect.stringContaining(`gallery: public/images/portfolio/${gallery[0] ?? ''} does not exist`))
    const orphan = buildContent(files, { ...images, portfolio: [...(images.portfolio ?? []), 'left-over.svg'] }).issues.map(formatIssue)
    expect(orphan).toContainEqual(expect.stringContaining('public/images/portfolio/left-over.svg: no entry uses this image'))
  })
})

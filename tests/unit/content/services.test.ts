// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { loadContent } from '../../../scripts/content/files.ts'
import { ICON_NAMES } from '../../../src/components/icons.ts'
import { SERVICE_ICONS } from '../../../src/site/content/service-groups.ts'
import { SERVICE_SLUGS } from '../../../src/site/content/slugs.ts'

const content = loadContent(process.cwd())
const services = content.entries.filter((entry) => entry.collection === 'services')
const english = services.filter((entry) => entry.lang === 'en')

describe('the services collection', () => {
  it('has the eight services of the spec, checked without a problem, in every language', () => {
    expect(content.issues.filter((issue) => issue.file.includes('/services/'))).toEqual([])
    expect(SERVICE_SLUGS).toEqual(['ai', 'data', 'desktop', 'devops', 'integration', 'iot', 'mobile', 'web'])
    expect(services).toHaveLength(SERVICE_SLUGS.length * 3)
  })

  it('names only icons the sprite has', () => {
    expect(SERVICE_ICONS.filter((icon) => !(ICON_NAMES as readonly string[]).includes(icon))).toEqual([])
  })

  it('relates each service only to other services that exist', () => {
    for (const entry of english) {
      const related = entry.meta.related
      expect(Array.isArray(related), entry.path).toBe(true)
      const slugs = Array.isArray(related) ? related : []
      expect(slugs.filter((slug) => typeof slug !== 'string' || !SERVICE_SLUGS.includes(slug) || slug === entry.slug), entry.path).toEqual([])
    }
  })

  it('writes each English service at 350 to 600 words', () => {
    for (const entry of english) {
      expect(entry.meta.wordCount, entry.path).toBeGreaterThanOrEqual(350)
      expect(entry.meta.wordCount, entry.path).toBeLessThanOrEqual(600)
    }
  })

  it('gives every service a distinct order', () => {
    const orders = english.map((entry) => entry.meta.order)
    expect(new Set(orders).size).toBe(english.length)
  })
})

import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LANGUAGES, type Lang } from '../../src/lib/languages'
import { localPath, SITE_PAGES } from '../../src/site/pages'
import { LAYOUT_NAME, pageNames } from './names'

const client = 'dist/client'

function html(lang: Lang, page: string): string {
  return readFileSync(`${client}${localPath(lang, page)}/index.html`, 'utf8')
}

/**
 * Every prerendered page in every language names what it is (DECISIONS.md "A company's site, ready
 * to launch"): its tab title, its H1, its breadcrumb and the menu's group buttons carry no layout
 * variant ("SaaS v3", "Portfolio masonry", "Home / Specialty / Pricing"). The H1s come from the
 * page components, so this reads the HTML a visitor gets, not the registry. The menu's entries are
 * checked from the registry in every language (tests/unit/page-names.test.ts): their panels render
 * only when opened.
 */
describe('the names of the prerendered pages', () => {
  for (const lang of LANGUAGES) {
    it(`${lang}: no title, H1, breadcrumb or menu group names a layout, and no two pages share a title`, () => {
      const found: string[] = []
      const titles = new Map<string, string[]>()
      for (const page of SITE_PAGES) {
        const names = pageNames(html(lang, page), lang)
        for (const name of [names.title, ...names.h1, ...names.breadcrumb, ...names.menu]) if (LAYOUT_NAME.test(name)) found.push(`${page}: ${name}`)
        titles.set(names.title, [...(titles.get(names.title) ?? []), page])
        expect(names.h1, page).toHaveLength(1)
      }
      expect(found).toEqual([])
      expect([...titles].filter(([, pages]) => pages.length > 1)).toEqual([])
    })
  }

  it('reads the names of a page: its tab title, H1, breadcrumb and menu groups', () => {
    const names = pageNames(html('en', 'saas/v3'), 'en')
    expect(names.title).toMatch(/^Storm Link — integration platform/)
    expect(names.breadcrumb).toEqual(['Home', 'The Storm platform', 'Storm Link — integration platform'])
    expect(names.menu).toContain('Products')
    expect(names.h1).toHaveLength(1)
    // The check fails on a layout name.
    expect(LAYOUT_NAME.test('SaaS v3')).toBe(true)
    expect(LAYOUT_NAME.test('Portfolio masonry')).toBe(true)
    expect(LAYOUT_NAME.test('Home / Specialty / Pricing')).toBe(true)
    expect(LAYOUT_NAME.test('Auth')).toBe(true)
    expect(LAYOUT_NAME.test('Blog post single')).toBe(true)
    expect(LAYOUT_NAME.test('Storm Link – Integrationsplattform')).toBe(false)
    expect(LAYOUT_NAME.test('Single sign-on with OpenID Connect')).toBe(false)
  })
})

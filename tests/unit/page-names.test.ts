// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { menuTree } from '~/features/navigation/menu'
import { loadI18n } from '~/lib/i18n'
import { LANGUAGES } from '~/lib/languages'
import { PAGES, type PageEntry } from '~/site/pages'
import { LAYOUT_NAME } from '../build/names'

/**
 * The registry's names in every language: every page's title (tab, H1 of the content pages,
 * breadcrumb step) and every menu group and entry name what a visitor finds, never a layout
 * variant; no two pages share a title. tests/build/page-names.test.ts checks the prerendered HTML.
 */
describe('the names of the pages and the menu', () => {
  const entries: readonly PageEntry[] = PAGES

  it.each(LANGUAGES)('%s: name no layout, and no two pages share a title', async (lang) => {
    const i18n = await loadI18n(lang)
    const tree = menuTree(lang)
    const names = [
      ...entries.map((entry) => [entry.path, i18n._(entry.texts().title)]),
      ...tree.map((group) => [`menu ${group.key}`, i18n._(group.label)]),
      ...tree.flatMap((group) => group.children.map((item) => [`menu ${item.key}`, `${i18n._(item.label)}${item.badge === undefined ? '' : ` ${i18n._(item.badge)}`}`])),
    ]
    expect(names.filter(([, name]) => LAYOUT_NAME.test(name ?? ''))).toEqual([])
    // Pages with a parameter take their own title (a post's, a product's) in place of the registry's.
    const titles = entries.filter((entry) => entry.params === undefined).map((entry) => i18n._(entry.texts().title))
    expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([])
  })
})
